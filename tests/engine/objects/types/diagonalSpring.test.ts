/**
 * Diagonal springs (Sonic 2 Obj41 `Obj41_DiagonallyUp` / `Obj41_DiagonallyDown`). The seed (002
 * "Sloped Objects") only names them as sloped solids; the slope arrays, the 6 px nudge, the
 * centre - 4 px firing line and the speeds are read from the Sonic 2 disassembly.
 */
import { describe, expect, it } from 'vitest';
import { getField } from '../../../../engine/objects/objectContext.ts';
import { O_ROUTINE } from '../../../../engine/objects/objectFields.ts';
import { DIAG_DOWN_SLOPE, DIAG_UP_SLOPE } from '../../../../engine/objects/types/spring.ts';
import { P_ON_OBJECT, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_FACING_LEFT, ST_ON_OBJECT } from '../../../../engine/state/layout.ts';
import { place } from '../../support/place.ts';
import { settle, world } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';

const springAt = (dir: string, color = 'yellow', y = 208) =>
  settle(world(objectLevel([{ id: 's', type: 'spring', x: 200, y, color, dir }], { profile: 's2', startX: 60 })));

describe('diagonal springs (Sonic 2 Obj41, 33 x 33 sloped solid)', () => {
  it('the slope arrays are the 28 values of Obj41_SlopeData_DiagUp and _DiagDown (combined radius 0x1B, 2 px each)', () => {
    expect(DIAG_UP_SLOPE.length).toBe(28);
    expect(DIAG_DOWN_SLOPE.length).toBe(28);
    expect([DIAG_UP_SLOPE[0], DIAG_UP_SLOPE[12], DIAG_UP_SLOPE[19], DIAG_UP_SLOPE[27]]).toEqual([16, 14, 0, -4]);
    expect([DIAG_DOWN_SLOPE[0], DIAG_DOWN_SLOPE[1], DIAG_DOWN_SLOPE[19], DIAG_DOWN_SLOPE[27]]).toEqual([-12, -16, 0, 4]);
  });

  it('an up-right yellow spring landed on at its centre (x 200) fires the same frame: x 194, y 182, xsp +0xA00, ysp -0xA00, airborne, facing right', () => {
    const w = springAt('up-right');
    place(w, { x: 200, y: 174, air: true, ysp: 0x100 });
    w.step(0);
    const s = w.state;
    // Landed at the shifted top: h = 12 at index 13, box y = 208 + 16 - 12 = 212, feet at 212 - 16 - 1: y = 176; then +6.
    expect([s[P_X] >> 8, s[P_Y] >> 8, s[P_XSP], s[P_YSP]]).toEqual([194, 182, 0xa00, -0xa00]);
    expect(s[P_STATUS] & (ST_AIR | ST_ON_OBJECT | ST_FACING_LEFT)).toBe(ST_AIR);
    expect(s[P_ON_OBJECT]).toBe(0);
  });

  it('red up-left: xsp -0x1000, ysp -0x1000, x + 6, facing left', () => {
    const w = springAt('up-left', 'red');
    w.state[P_STATUS] &= ~ST_FACING_LEFT;
    place(w, { x: 200, y: 174, air: true, ysp: 0x100 });
    w.step(0);
    const s = w.state;
    expect([s[P_X] >> 8, s[P_XSP], s[P_YSP]]).toEqual([206, -0x1000, -0x1000]);
    expect(s[P_STATUS] & ST_FACING_LEFT).toBe(ST_FACING_LEFT);
  });

  it('up-right does not fire at x = 196 (spring x - 4: the test is x > 196) and the player stands on the flat base at y = 208 - 16 - 19 = 173', () => {
    const w = springAt('up-right');
    place(w, { x: 196, y: 170, air: true, ysp: 0x100 });
    w.step(0);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
    expect(w.state[P_YSP]).toBe(0);
    w.step(0);
    expect([w.state[P_X] >> 8, w.state[P_Y] >> 8, w.state[P_STATUS] & ST_ON_OBJECT]).toEqual([196, 173, ST_ON_OBJECT]);
  });

  it('up-left fires up to x = 204 (spring x + 4) and not at 205', () => {
    const fires = springAt('up-left');
    place(fires, { x: 204, y: 170, air: true, ysp: 0x100 });
    fires.step(0);
    expect(fires.state[P_YSP]).toBe(-0xa00);
    const not = springAt('up-left');
    place(not, { x: 205, y: 170, air: true, ysp: 0x100 });
    not.step(0);
    expect(not.state[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
  });

  it('a down-right spring hit from below throws down-right: y - 6, x - 6, xsp +0xA00, ysp +0xA00; it stays ready (no recovery routine)', () => {
    const w = springAt('down-right', 'yellow', 120);
    // Box y = 120 - 12 - h; at x 200 (index 13, h = -12) it is 120: bottom at 120 + 16, player top 19 px above its centre.
    place(w, { x: 200, y: 152, air: true, ysp: -0x400 });
    w.step(0);
    const s = w.state;
    expect([s[P_XSP], s[P_YSP]]).toEqual([0xa00, 0xa00]);
    expect(s[P_X] >> 8).toBe(194);
    expect(getField(w, 0, O_ROUTINE)).toBe(0);
  });
});
