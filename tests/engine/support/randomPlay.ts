/**
 * Seeded random play for property tests: the controller holds one of a few useful combinations
 * (run, jump, spindash, roll, look) for 1..48 frames at a time, so a run reaches springs, rings,
 * enemies, ledges and deaths. The generator is the searches' own (analysis/search/prng.ts):
 * seeded, never Math.random, never in engine/.
 */
import { Prng } from '../../../analysis/search/prng.ts';
import { BTN_A, BTN_DOWN, BTN_LEFT, BTN_RIGHT, BTN_UP } from '../../../engine/input.ts';
import type { Level } from '../../../engine/level/types.ts';
import { P_RINGS, P_STATUS, P_X, P_XSP, P_Y, ST_AIR } from '../../../engine/state/layout.ts';
import { createWorld, type World, type WorldOptions } from '../../../engine/world/world.ts';

const COMBOS = [
  BTN_RIGHT, BTN_RIGHT, BTN_RIGHT | BTN_A, BTN_LEFT, BTN_LEFT | BTN_A, BTN_A, 0, BTN_DOWN, BTN_DOWN | BTN_A,
  BTN_RIGHT | BTN_DOWN, BTN_UP, BTN_UP | BTN_A, BTN_LEFT | BTN_DOWN,
];

/** `frames` input bytes of random play from `seed`. */
export function randomPlay(frames: number, seed: number): Uint8Array {
  const rng = new Prng(seed);
  const out = new Uint8Array(frames);
  let f = 0;
  while (f < frames) {
    const combo = rng.int(8) === 0 ? rng.int(256) : COMBOS[rng.int(COMBOS.length)];
    const n = 1 + rng.int(48);
    out.fill(combo, f, Math.min(frames, f + n));
    f += n;
  }
  return out;
}

/**
 * A world at the level start, then moved next to (x, y) px as a sweep cell moves it (airborne,
 * with a little speed and a few rings to lose), so random play from there meets what is there.
 */
export function worldNear(level: Level, options: WorldOptions, x: number, y: number, seed: number): World {
  const w = createWorld(level, options);
  const rng = new Prng(seed);
  w.state[P_X] = (x - 48 + rng.int(32)) << 8;
  w.state[P_Y] = (y - 24 - rng.int(32)) << 8;
  w.state[P_XSP] = rng.int(0x600) - 0x100;
  w.state[P_RINGS] = rng.int(40);
  w.state[P_STATUS] |= ST_AIR;
  return w;
}

/** Where to drop the player for random play: near each object, and every 512 px of the level. */
export function playSpots(level: Level): { x: number; y: number }[] {
  const spots = level.objects.map((o) => ({ x: o.x, y: o.y }));
  for (let x = level.start.x; x < level.widthBlocks * 16; x += 512) spots.push({ x, y: level.start.y });
  return spots;
}
