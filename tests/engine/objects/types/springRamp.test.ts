/**
 * The spring ramp (Sonic 2 Obj40 "pressure spring": `Obj40_Main`, `loc_2641E`, `loc_2645E`).
 * The seed (section 13 "Spring Ramps") gives two height arrays (its first "relaxed" list is a
 * garbled 27-value copy), the 4 pressed frames and "-4 minus a modifier by x"; the arrays, the
 * 72-byte launch table byte_26550, the x - 16 press line, the high-byte arithmetic and the
 * flipped-index bug (0x27 for 2 * 0x1C) are from the Sonic 2 disassembly (s2disasm s2.asm, Obj40).
 */
import { describe, expect, it } from 'vitest';
import { getField } from '../../../../engine/objects/objectContext.ts';
import { O_C } from '../../../../engine/objects/objectFields.ts';
import {
  SPRING_RAMP_BOOST, SPRING_RAMP_PRESSED, SPRING_RAMP_RAISED, springRampBoost,
} from '../../../../engine/objects/types/springRamp.ts';
import {
  P_GSP, P_LAYER, P_ON_OBJECT, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_FACING_LEFT, ST_ON_OBJECT,
} from '../../../../engine/state/layout.ts';
import { place } from '../../support/place.ts';
import { hold, settle, world } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';

// The ramp's y is 8 px above the test floor (224): its box bottom rests on it.
const ramp = (params: Record<string, unknown> = {}) =>
  settle(world(objectLevel([{ id: 'r', type: 'springRamp', x: 200, y: 216, ...params }], { profile: 's2', startX: 60 })));

describe('spring ramp tables (Obj40_SlopeData_DiagUp / _Straight, byte_26550)', () => {
  it('both arrays have 40 values (combined radius 0x27, 2 px each) and start at the height radius 8', () => {
    expect([SPRING_RAMP_RAISED.length, SPRING_RAMP_PRESSED.length]).toEqual([40, 40]);
    expect([SPRING_RAMP_RAISED[0], SPRING_RAMP_PRESSED[0]]).toEqual([8, 8]);
  });

  it('the raised ramp climbs 9..24 from index 7 to 25; the pressed one peaks at 16 (indices 24..27) and ends at 13', () => {
    expect([SPRING_RAMP_RAISED[7], SPRING_RAMP_RAISED[14], SPRING_RAMP_RAISED[20], SPRING_RAMP_RAISED[25], SPRING_RAMP_RAISED[39]]).toEqual([9, 16, 20, 24, 24]);
    expect([SPRING_RAMP_PRESSED[10], SPRING_RAMP_PRESSED[23], SPRING_RAMP_PRESSED[24], SPRING_RAMP_PRESSED[27], SPRING_RAMP_PRESSED[28], SPRING_RAMP_PRESSED[39]]).toEqual([12, 15, 16, 16, 15, 13]);
  });

  it('the launch table has 72 bytes: 0 below 24, 1 to 39, 2 to 47, 3 to 53, 4 at 54..55, 0 from 56', () => {
    expect(SPRING_RAMP_BOOST.length).toBe(72);
    expect([23, 24, 39, 40, 47, 48, 53, 54, 55, 56, 71].map((i) => SPRING_RAMP_BOOST[i])).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 0, 0]);
  });

  it('springRampBoost indexes by x - ramp x + 0x1C: 3 at +20, 4 at +26, 0 at +28 (past the top)', () => {
    expect([220, 226, 228].map((px) => springRampBoost(200, px, false))).toEqual([3, 4, 0]);
  });

  it('flipped, the index is not(x - ramp x + 0x1C) + 0x27 = ramp x - x + 10: at most 49 (3), so a flipped ramp never gives 4', () => {
    expect([200, 186, 170, 161].map((px) => springRampBoost(200, px, true))).toEqual([0, 1, 2, 3]);
    // Unclamped (x 208 would be index 2; x 211 gives -1, read as 0).
    expect(springRampBoost(200, 211, true)).toBe(0);
  });
});

describe('spring ramp (Obj40)', () => {
  it('landed on at x 220: pressed the next 4 frames (y 182 on the 15 px surface), raised again on the 5th (y 173) and launched at ysp -0x700', () => {
    const w = ramp();
    place(w, { x: 220, y: 168, air: true, ysp: 0x100 });
    w.step(0);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
    const ys: number[] = [];
    for (let f = 0; f < 4; f++) {
      w.step(0);
      ys.push(w.state[P_Y] >> 8);
      expect(getField(w, 0, O_C)).toBe(1);
      expect(w.state[P_STATUS] & ST_AIR).toBe(0);
    }
    // 216 - 15 - 19 = 182 on the pressed array (index (220 - 200 + 0x27) >> 1 = 29).
    expect(ys).toEqual([182, 182, 182, 182]);
    w.step(0);
    const s = w.state;
    // Raised: 216 - 24 - 19 = 173; boost byte_26550[48] = 3: ysp = -0x400 - 0x300.
    expect([s[P_Y] >> 8, s[P_YSP], s[P_XSP]]).toEqual([173, -0x700, 0]);
    expect(s[P_STATUS] & (ST_AIR | ST_ON_OBJECT | ST_FACING_LEFT)).toBe(ST_AIR);
    expect(s[P_ON_OBJECT]).toBe(0);
  });

  it('standing at x 184 (ramp x - 16) does not press it; x 185 does', () => {
    const not = ramp();
    place(not, { x: 184, y: 180, air: true, ysp: 0x100 });
    for (let f = 0; f < 8; f++) not.step(0);
    expect([not.state[P_STATUS] & ST_AIR, getField(not, 0, O_C)]).toEqual([0, 0]);
    const yes = ramp();
    place(yes, { x: 185, y: 180, air: true, ysp: 0x100 });
    yes.step(0);
    yes.step(0);
    expect(getField(yes, 0, O_C)).toBe(1);
  });

  it('running onto it at 4 px/frame with Right held: launched at x 225 with xsp 0x49C + 0x300 = 0x79C (the boost goes into the high byte at |xsp| >= 0x400)', () => {
    const w = ramp();
    place(w, { x: 186, y: 168, air: true, ysp: 0x100, xsp: 0x400 });
    const recs = hold(w, 'R', 9);
    const launch = recs.findIndex((r) => r.air && r.ysp < 0);
    expect(launch).toBe(8);
    expect([recs[8].x >> 8, recs[8].xsp, recs[8].ysp]).toEqual([225, 0x79c, -0x700]);
  });

  it('the twirl subtype sets ground speed 1 and the layer subtype switches the layer on launch', () => {
    const w = ramp({ twirl: true, layer: 'B' });
    place(w, { x: 220, y: 168, air: true, ysp: 0x100 });
    for (let f = 0; f < 6; f++) w.step(0);
    expect([w.state[P_GSP], w.state[P_LAYER], w.state[P_YSP]]).toEqual([1, 1, -0x700]);
  });

  it('x-flipped, landed on at x 174 (index 200 - 174 + 10 = 36): launched at -0x500, facing left', () => {
    // Landing needs x within the ramp's own radius 0x1C (objectSlipping): 172..227.
    const w = ramp({ flipX: true });
    place(w, { x: 174, y: 168, air: true, ysp: 0x100 });
    for (let f = 0; f < 6; f++) w.step(0);
    expect([w.state[P_X] >> 8, w.state[P_YSP], w.state[P_STATUS] & ST_FACING_LEFT]).toEqual([174, -0x500, ST_FACING_LEFT]);
  });
});
