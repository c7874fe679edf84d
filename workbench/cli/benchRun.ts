/** The terrain run every engine figure of `subpixel bench` times, on any level. */
import { performance } from 'node:perf_hooks';
import { BTN_A, BTN_LEFT, BTN_RIGHT } from '../../engine/input.ts';
import type { Level } from '../../engine/level/types.ts';
import type { ProfileId } from '../../engine/profiles/ids.ts';
import { createWorld, type World } from '../../engine/world/world.ts';
import type { PartnerOptions } from '../../engine/world/partner.ts';

/** A run through a level: right, with a jump held for 20 frames every 90 and a turn every 600. */
export function benchInput(f: number): number {
  const dir = Math.floor(f / 600) % 4 === 3 ? BTN_LEFT : BTN_RIGHT;
  return dir | (f % 90 < 20 ? BTN_A : 0);
}

/** The runs restart every this many frames. */
export const BENCH_PERIOD = 4096;
/**
 * benchInput over one period, made once: a run times the engine, not the input's divisions
 * (computed per frame they cost ~1.6% of the partner run's profile).
 */
const BENCH_INPUTS = Uint8Array.from({ length: BENCH_PERIOD }, (_, f) => benchInput(f));

/** A clock for the runs, in seconds. */
export type BenchClock = () => number;
/** Wall-clock time. */
export const wallClock: BenchClock = () => performance.now() / 1000;
/**
 * The process's CPU time (user + system, all its threads): what a run costs one core, far less
 * distorted than wall time when other processes share the machine.
 */
export const cpuClock: BenchClock = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1e6;
};

/**
 * Sonic running through `level` with benchInput, restarted from the start every BENCH_PERIOD frames so
 * the run keeps crossing the level: the best frames per second of `runs` runs (timed on `clock`),
 * and the world of the last run (for the snapshot figures). `partner`: player 2 follows (the CPU
 * reads no pad).
 */
export function measureRun(
  level: Level,
  profile: ProfileId,
  framesPerRun: number,
  runs: number,
  partner: PartnerOptions | null = null,
  clock: BenchClock = wallClock,
): { framesPerSecond: number; world: World } {
  let best = 0;
  let world: World | null = null;
  for (let r = 0; r < runs; r++) {
    world = createWorld(level, { profile, character: 'sonic', partner });
    const start = world.snapshot();
    const t0 = clock();
    for (let f = 0; f < framesPerRun; f++) {
      if ((f & (BENCH_PERIOD - 1)) === 0 && f !== 0) world.restore(start);
      world.step(BENCH_INPUTS[f & (BENCH_PERIOD - 1)]);
    }
    const seconds = clock() - t0;
    best = Math.max(best, framesPerRun / seconds);
  }
  return { framesPerSecond: best, world: world! };
}
