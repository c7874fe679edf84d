/**
 * What a frame costs with Sonic 2's CPU Tails following, against what a second player should
 * cost: `bench`'s terrain run (workbench/cli/benchRun.ts' input, restarted every 4096 frames)
 * through every terrain level, timed in CPU time (benchRun.ts' cpuClock), because wall clock
 * on a shared machine measures the other processes too. Prints ns/frame (the best of 3 runs
 * per level, averaged over the levels) for
 * - solo: Sonic alone (`engineFramesPerSecond`'s run);
 * - partner: the same with the CPU Tails following (`partnerFramesPerSecond`'s run);
 * - two worlds: two solo worlds stepped in turn, i.e. two whole players with nothing shared.
 * Usage: `npx tsx tools/partnerCost.ts [framesPerRun] [solo|partner|pair]` (the second argument
 * runs only that one, e.g. for `node --cpu-prof --import tsx tools/partnerCost.ts 1000000 partner`).
 */
import { benchInput, cpuClock, measureRun } from '../workbench/cli/benchRun.ts';
import { loadBuiltinLevel } from '../engine/level/builtin/index.ts';
import { createWorld } from '../engine/world/world.ts';
import type { Level } from '../engine/level/types.ts';
import type { PartnerOptions } from '../engine/world/partner.ts';

const LEVELS = ['flat', 'hills', 'loop', 'walls'];
const RUNS = 3;
const frames = Number(process.argv[2] ?? 1_000_000);
const only = process.argv[3];

/** Two solo worlds stepped in turn through `frames` frames (as measureRun steps one): ns per frame of both. */
function pairNs(level: Level): number {
  const worlds = [createWorld(level, { profile: 's2', character: 'sonic' }), createWorld(level, { profile: 's2', character: 'sonic' })];
  const starts = worlds.map((w) => w.snapshot());
  const t0 = cpuClock();
  for (let f = 0; f < frames; f++) {
    if ((f & 4095) === 0 && f !== 0) for (let i = 0; i < 2; i++) worlds[i].restore(starts[i]);
    const input = benchInput(f & 4095);
    for (let i = 0; i < 2; i++) worlds[i].step(input);
  }
  return ((cpuClock() - t0) * 1e9) / frames;
}

/** The best ns/frame of RUNS runs per level, averaged over the levels; `pair`: two solo worlds. */
function nsPerFrame(partner: PartnerOptions | null, pair: boolean): number {
  let total = 0;
  for (const name of LEVELS) {
    const level = loadBuiltinLevel(name);
    if (pair) {
      let best = Infinity;
      for (let r = 0; r < RUNS; r++) best = Math.min(best, pairNs(level));
      total += best;
    } else total += 1e9 / measureRun(level, 's2', frames, RUNS, partner, cpuClock).framesPerSecond;
  }
  return total / LEVELS.length;
}

const fmt = (ns: number) => `${ns.toFixed(1)} ns/frame (${(1000 / ns).toFixed(2)} M frames/s)`;
if (only === undefined || only === 'solo') console.log(`solo:       ${fmt(nsPerFrame(null, false))}`);
if (only === undefined || only === 'partner') console.log(`partner:    ${fmt(nsPerFrame({ character: 'tails', control: 'cpu' }, false))}`);
if (only === undefined || only === 'pair') console.log(`two worlds: ${fmt(nsPerFrame(null, true))}`);
