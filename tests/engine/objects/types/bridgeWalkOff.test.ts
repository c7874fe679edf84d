/**
 * Walking off a bridge's end never sets the airborne bit, in any game: Sonic 1's ExitPlatform
 * (loc_75E0), Sonic 2's Obj11 sub_F872 and Sonic 3's tension bridge (sub_380A0) clear only
 * on_object and the bridge's standing bit, although Sonic 2 and 3's other objects set in_air on a
 * walk-off (profile objectWalkOffSetsAir). The player's own ground sensors decide the next frame.
 *
 * The level: a 12-log bridge at x 400, logs resting at y 184 (surface 176, standing range
 * x 296..487), and ground from x 480 on with its top at y 176 (row 11), so Sonic walks off onto
 * ground level with it, where he stands at y 176 - 19 - 1 = 156.
 */
import { describe, expect, it } from 'vitest';
import type { ProfileId } from '../../../../engine/profiles/ids.ts';
import { P_GSP, P_STATUS, P_X, P_XSP, P_Y, ST_AIR, ST_ON_OBJECT } from '../../../../engine/state/layout.ts';
import { place } from '../../support/place.ts';
import { world } from '../../support/run.ts';
import { flatRows, makeLevel, put } from '../../support/testLevel.ts';

/** Sonic standing on the bridge at x 470, then coasting right at 0x300 (friction 0xC a frame): his words each frame. */
function coastOff(profile: ProfileId): number[][] {
  let rows = flatRows(64);
  for (let r = 11; r < 14; r++) rows = put(rows, 30, r, '#'.repeat(34));
  const level = makeLevel({ rows, start: { x: 100, y: 196 }, objects: [{ id: 'br', type: 'bridge', x: 400, y: 184, length: 12 }], profile });
  const w = world(level, { profile });
  for (let i = 0; i < 60; i++) w.step(0);
  place(w, { x: 470, y: 150, air: true });
  for (let i = 0; i < 40; i++) w.step(0);
  expect(w.state[P_STATUS] & (ST_AIR | ST_ON_OBJECT)).toBe(ST_ON_OBJECT);
  w.state[P_GSP] = 0x300;
  w.state[P_XSP] = 0x300;
  const frames: number[][] = [];
  for (let f = 0; f < 8; f++) {
    w.step(0);
    frames.push([w.state[P_X] >> 8, w.state[P_Y] >> 8, w.state[P_GSP], w.state[P_STATUS] & (ST_AIR | ST_ON_OBJECT)]);
  }
  return frames;
}

describe('walking off the end of a bridge onto ground level with it', () => {
  for (const profile of ['s1', 's2', 's3k', 'cd'] as const) {
    it(`${profile}: off at x 489 (>= 488, at y 159 on the bent logs) still grounded, then on the ground at y 156; friction every frame (0x300 - 8 * 0xC = 0x2A0)`, () => {
      const frames = coastOff(profile);
      // The seventh frame (x 489) is the walk-off: neither on the bridge nor airborne.
      expect(frames[5][3]).toBe(ST_ON_OBJECT);
      expect(frames[6]).toEqual([489, 159, 0x300 - 7 * 0xc, 0]);
      expect(frames[7]).toEqual([492, 156, 0x2a0, 0]);
    });
  }
});
