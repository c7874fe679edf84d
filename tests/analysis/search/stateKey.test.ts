/**
 * The search's dedup key (stateKey): states that differ only in the last frame's event words
 * are one situation, for player 1's two event words and, given the partner block's index, the
 * partner's. Every frame rewrites those words before anything reads them, so such states have
 * the same future; any other word tells states apart.
 *
 * The level is the search tests' flat floor: the CPU Tails starts at (68, 194) and lands at
 * (68, 208) on frame 13 (its P_EVENTS then holds EV_LAND).
 */
import { describe, expect, it } from 'vitest';
import { BTN_A, BTN_RIGHT } from '../../../engine/input.ts';
import { EV_LAND } from '../../../engine/state/events.ts';
import { P_EVENTS, P_EVENTS2, P_X, P_Y } from '../../../engine/state/layout.ts';
import { HEADER_WORDS } from '../../../engine/world/snapshotHeader.ts';
import { createWorld, type WorldOptions } from '../../../engine/world/world.ts';
import { keyPartnerBase, stateKey } from '../../../analysis/search/problem.ts';
import { flatLevel } from './searchFixtures.ts';

const CPU: WorldOptions = { profile: 's2', partner: { character: 'tails', control: 'cpu' } };

/** A copy of `snap` with state word `index` (an index into the state, not the snapshot) set to `value`. */
function withWord(snap: Int32Array, index: number, value: number): Int32Array {
  const copy = snap.slice();
  copy[HEADER_WORDS + index] = value;
  return copy;
}

/** The partner world 14 frames in: Tails has just landed. */
function landedPartner() {
  const world = createWorld(flatLevel, CPU);
  for (let f = 0; f < 14; f++) world.step(0);
  return world;
}

describe('stateKey', () => {
  it('finds the partner block of a partner world, and none without a partner', () => {
    const world = landedPartner();
    expect(keyPartnerBase(flatLevel, world.snapshot())).toBe(world.partnerBase);
    expect(world.partnerBase).toBeGreaterThan(0);
    expect(keyPartnerBase(flatLevel, createWorld(flatLevel, { profile: 's2' }).snapshot())).toBe(-1);
  });

  it("skips player 1's two event words and keys every other word", () => {
    const snap = createWorld(flatLevel, { profile: 's2' }).snapshot();
    const key = stateKey(snap);
    expect(stateKey(withWord(snap, P_EVENTS, EV_LAND))).toBe(key);
    expect(stateKey(withWord(snap, P_EVENTS2, 5))).toBe(key);
    expect(stateKey(withWord(snap, P_X, snap[HEADER_WORDS + P_X] + 1))).not.toBe(key);
  });

  it("skips the partner's event words given its block, and still keys its position", () => {
    const world = landedPartner();
    const base = world.partnerBase;
    const snap = world.snapshot();
    expect(snap[HEADER_WORDS + base + P_EVENTS]).toBe(EV_LAND);
    expect(snap[HEADER_WORDS + base + P_Y] >> 8).toBe(208);
    const quiet = withWord(withWord(snap, base + P_EVENTS, 0), base + P_EVENTS2, 3);
    expect(stateKey(quiet, base)).toBe(stateKey(snap, base));
    // Without the block, the partner's event words are state like any other (the old key).
    expect(stateKey(quiet)).not.toBe(stateKey(snap));
    expect(stateKey(withWord(snap, base + P_X, snap[HEADER_WORDS + base + P_X] + 0x100), base)).not.toBe(stateKey(snap, base));
  });

  it('states that differ only in event words have the same future', () => {
    const world = landedPartner();
    const base = world.partnerBase;
    const snap = world.snapshot();
    const quiet = withWord(withWord(withWord(snap, base + P_EVENTS, 0), base + P_EVENTS2, 0), P_EVENTS2, 0);
    const future = (from: Int32Array): Int32Array => {
      world.restore(from);
      for (let f = 0; f < 120; f++) world.step(f % 40 < 8 ? BTN_A | BTN_RIGHT : BTN_RIGHT);
      return world.snapshot();
    };
    expect(Array.from(future(quiet))).toEqual(Array.from(future(snap)));
  });
});
