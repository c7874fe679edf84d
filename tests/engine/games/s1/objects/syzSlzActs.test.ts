/**
 * Spring Yard and Star Light acts 1-3, both revisions, with every object placed: a few thousand
 * frames of simple inputs run without throwing, twice over give the same state hash, and a world
 * restored from a snapshot taken halfway reaches that hash too (all object state is in the
 * buffer). The
 * game's own SYZ demo (demodata/Intro - SYZ.bin) runs the same way on SYZ1. (Frame-exact checks
 * against the real game are the held-back traces; here only the engine's own consistency.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createWorld } from '../../../../../engine/world/world.ts';
import { hashWords } from '../../../../../engine/state/stateHash.ts';
import { BTN_A, BTN_B, BTN_C, BTN_DOWN, BTN_LEFT, BTN_RIGHT, BTN_UP } from '../../../../../engine/input.ts';
import { OBJECT_SIZE, OBJECT_SLOTS, OB_ID } from '../../../../../engine/games/s1/objects/ram.ts';
import type { Level } from '../../../../../engine/level/types.ts';
import { describeWithDisasm, s1Disassembly } from '../../../../support/disasm.ts';
import { realAct } from '../act/support/realActs.ts';

/** The ids ported for Spring Yard and Star Light (objects-syz-slz). */
const SYZ_SLZ_IDS = [0x12, 0x43, 0x47, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x5b, 0x5c, 0x5d, 0x5e, 0x5f, 0x60, 0x75, 0x76, 0x7a, 0x7b];

/**
 * Runs `inputs` on a fresh world; returns the final hash, the object ids seen in the slots, and
 * the hash a second world reaches when restored from a snapshot of the first at half way.
 */
function run(level: Level, inputs: (f: number) => number, frames: number): { hash: string; resumed: string; seen: Set<number> } {
  const w = createWorld(level);
  const seen = new Set<number>();
  const half = frames >> 1;
  let snapshot: Int32Array | null = null;
  for (let f = 0; f < frames; f++) {
    if (f === half) snapshot = w.snapshot();
    w.step(inputs(f));
    if (f % 16 === 0) for (let slot = 1; slot < OBJECT_SLOTS; slot++) if (w.m[slot * OBJECT_SIZE + OB_ID] !== 0) seen.add(w.m[slot * OBJECT_SIZE + OB_ID]);
  }
  const r = createWorld(level);
  expect(r.restore(snapshot!).ok).toBe(true);
  for (let f = half; f < frames; f++) r.step(inputs(f));
  return { hash: hashWords(w.state), resumed: hashWords(r.state), seen };
}

/** Right for 600 frames, left for 300, over and over, jumping 10 frames in every 40. */
function simple(f: number): number {
  return ((f % 900) < 600 ? BTN_RIGHT : BTN_LEFT) | (f % 40 < 10 ? BTN_C : 0);
}

/**
 * Seeded random play (xorshift32): runs of 1-32 frames each holding right (3 in 4) or left (1 in
 * 8), jump half the time, down 1 in 8, up 1 in 8. The same seed gives the same inputs every run.
 */
function randomInputs(seed: number, frames: number): (f: number) => number {
  let x = seed >>> 0;
  const next = (): number => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
  const out: number[] = [];
  while (out.length < frames) {
    const r = next();
    let b = (r & 3) !== 0 ? BTN_RIGHT : r & 4 ? BTN_LEFT : 0;
    if (r & 8) b |= BTN_C;
    if ((r & 0x70) === 0) b |= BTN_DOWN;
    if ((r & 0x380) === 0) b |= BTN_UP;
    for (let k = 1 + ((r >>> 10) & 31); k > 0 && out.length < frames; k--) out.push(b);
  }
  return (f) => out[f];
}

/** The Mega Drive pad byte (up, down, left, right, B, C, A, start) as the engine's buttons. */
function padToButtons(b: number): number {
  let r = 0;
  if (b & 1) r |= BTN_UP;
  if (b & 2) r |= BTN_DOWN;
  if (b & 4) r |= BTN_LEFT;
  if (b & 8) r |= BTN_RIGHT;
  if (b & 0x10) r |= BTN_B;
  if (b & 0x20) r |= BTN_C;
  if (b & 0x40) r |= BTN_A;
  return r;
}

/**
 * A demo recording as MoveSonicInDemo plays it: (pad, count) pairs, the first pair held for
 * count frames and each later one for count + 1 (the GHZ demo's trace follows the same rule).
 */
function demoInputs(bytes: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    const n = i === 0 ? bytes[i + 1] : bytes[i + 1] + 1;
    for (let k = 0; k < n; k++) out.push(padToButtons(bytes[i]));
  }
  return out;
}

describeWithDisasm('Spring Yard and Star Light acts with all their objects', (dir) => {
  for (const revision of [0, 1] as const) {
    for (const act of ['syz1', 'syz2', 'syz3', 'slz1', 'slz2', 'slz3']) {
      it(`${act} REV0${revision}: 3000 frames of simple inputs run, twice (and from a snapshot) to the same hash, with its objects loaded`, () => {
        const imported = s1Disassembly(revision).importAct(act, { objects: true });
        // Every placement of these zones' own objects has a port (the warnings name only other branches' ids).
        expect(imported.warnings.filter((w) => SYZ_SLZ_IDS.includes(w.id))).toEqual([]);
        const level = realAct(dir, act, { revision, objects: true });
        const a = run(level, simple, 3000);
        const b = run(level, simple, 3000);
        expect(b.hash).toBe(a.hash);
        expect(a.resumed).toBe(a.hash);
        expect(SYZ_SLZ_IDS.filter((id) => a.seen.has(id)).length).toBeGreaterThan(0);
      });

      it(`${act} REV0${revision}: 3000 frames of seeded random inputs, twice (and from a snapshot) to the same hash`, () => {
        const level = realAct(dir, act, { revision, objects: true });
        const inputs = randomInputs(0x5eed + revision, 3000);
        const a = run(level, inputs, 3000);
        const b = run(level, inputs, 3000);
        expect(b.hash).toBe(a.hash);
        expect(a.resumed).toBe(a.hash);
        expect(SYZ_SLZ_IDS.filter((id) => a.seen.has(id)).length).toBeGreaterThan(0);
      });
    }

    // Random play from just before each boss arena: the level events place the boss, which then
    // fights (its blocks or seesaw balls, hits, Sonic's deaths and restarts included).
    for (const [act, x, y, boss] of [['syz3', 0x2b00, 0x560, [0x75, 0x76]], ['slz3', 0x1f00, 0x2a0, [0x7a, 0x7b]]] as const) {
      it(`${act} REV0${revision}: 3000 frames of random inputs from x $${x.toString(16)} meet the boss, twice (and from a snapshot) to the same hash`, () => {
        const level = realAct(dir, act, { revision, objects: true });
        const near = { ...level, start: { ...level.start, x, y } };
        const inputs = randomInputs(1, 3000);
        const a = run(near, inputs, 3000);
        const b = run(near, inputs, 3000);
        expect(b.hash).toBe(a.hash);
        expect(a.resumed).toBe(a.hash);
        for (const id of boss) expect(a.seen.has(id)).toBe(true);
      });
    }
  }

  it('the game\'s own SYZ demo runs on SYZ1 for its 1800 frames, twice (and from a snapshot) to the same hash', () => {
    const inputs = demoInputs(readFileSync(join(dir, 'demodata', 'Intro - SYZ.bin')));
    expect(inputs.length).toBeGreaterThanOrEqual(1800);
    const level = realAct(dir, 'syz1', { objects: true });
    const a = run(level, (f) => inputs[f], 1800);
    const b = run(level, (f) => inputs[f], 1800);
    expect(b.hash).toBe(a.hash);
    expect(a.resumed).toBe(a.hash);
    // The demo goes through the bumpers, the floating blocks and the spinning lights.
    for (const id of [0x12, 0x47, 0x56]) expect(a.seen.has(id)).toBe(true);
  });
});
