/**
 * The frame-rate runs of `subpixel bench` (each timed on the process's CPU time, benchRun.ts):
 * Sonic through the bundled terrain levels, alone or with a partner; the 50-object level; and
 * real acts (realActBench.ts). Each is one job a fresh worker thread runs (benchIsolated.ts).
 */
import { BTN_A, BTN_LEFT, BTN_RIGHT } from '../../engine/input.ts';
import { loadBuiltinLevel } from '../../engine/level/builtin/index.ts';
import { createWorld, type World } from '../../engine/world/world.ts';
import type { PartnerOptions } from '../../engine/world/partner.ts';
import { OF_LOADED, O_FLAGS } from '../../engine/objects/objectFields.ts';
import { cpuClock, measureRun } from './benchRun.ts';
import { benchObjectLevel } from './benchLevels.ts';

/** The terrain levels the engine figures run through (objects are measured on their own level). */
export const TERRAIN_LEVELS = ['flat', 'hills', 'loop', 'walls'];

/** Frames per second over the levels (total frames / total time) and per level. */
export interface LevelRates {
  fps: number;
  perLevel: Record<string, number>;
}

/** Frames per second through the terrain levels (the best of `runs` runs per level), Sonic alone or with `partner`. */
export function measureLevels(partner: PartnerOptions | null, framesPerRun: number, runs: number): LevelRates {
  const perLevel: Record<string, number> = {};
  let totalFrames = 0;
  let totalSeconds = 0;
  for (const name of TERRAIN_LEVELS) {
    const best = measureRun(loadBuiltinLevel(name), 's2', framesPerRun, runs, partner, cpuClock).framesPerSecond;
    perLevel[name] = Math.round(best);
    totalFrames += framesPerRun;
    totalSeconds += framesPerRun / best;
  }
  return { fps: Math.round(totalFrames / totalSeconds), perLevel };
}

/** Back and forth over the 50 objects: 60 frames right, 60 left, a jump every 45 frames. */
function objectBenchInput(f: number): number {
  return (Math.floor(f / 60) % 2 === 0 ? BTN_RIGHT : BTN_LEFT) | (f % 45 < 12 ? BTN_A : 0);
}

/** The 50-object level: the best frames per second of `runs` runs, and how many objects were loaded on average. */
export function measureObjects(frames: number, runs: number): { fps: number; active: number } {
  const level = benchObjectLevel();
  let best = 0;
  let activeSum = 0;
  let samples = 0;
  for (let r = 0; r < runs; r++) {
    const world = createWorld(level, { profile: 's1' });
    const start = world.snapshot();
    const t0 = cpuClock();
    for (let f = 0; f < frames; f++) {
      if ((f & 4095) === 0 && f !== 0) world.restore(start);
      world.step(objectBenchInput(f & 4095));
    }
    best = Math.max(best, frames / (cpuClock() - t0));
    // Count loaded objects on a separate pass (not timed).
    world.restore(start);
    for (let f = 0; f < 4096; f++) {
      world.step(objectBenchInput(f));
      if ((f & 63) === 0) {
        activeSum += countLoaded(world);
        samples++;
      }
    }
  }
  return { fps: Math.round(best), active: Math.round((activeSum / samples) * 10) / 10 };
}

function countLoaded(world: World): number {
  let n = 0;
  for (let slot = 0; slot < world.objectDefs.length; slot++) if (world.state[world.objectBase + O_FLAGS * world.slotCount + slot] & OF_LOADED) n++;
  return n;
}
