/**
 * The Chemical Plant speed booster, "spinner" (Sonic 2 Obj1B `Obj1B_Main`, `Obj1B_GiveBoost`).
 * The seed (section 13 "Spinners") says only "X Speed to 16 unless already faster"; the 32 x 32
 * box and its unsigned edges, the >= 0x1000 test, the control lock 15, ground speed = xsp and the
 * slow 0xA00 subtype are from the Sonic 2 disassembly (s2disasm s2.asm, Obj1B).
 */
import { describe, expect, it } from 'vitest';
import { inSpinnerBox } from '../../../../engine/objects/types/spinner.ts';
import { P_CTRL_LOCK, P_GSP, P_STATUS, P_XSP, ST_FACING_LEFT } from '../../../../engine/state/layout.ts';
import { place } from '../../support/place.ts';
import { hold, settle, world } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';

// Standing Sonic's centre is y 204 on the test floor: the booster sits there.
const booster = (params: Record<string, unknown> = {}) =>
  settle(world(objectLevel([{ id: 'b', type: 'spinner', x: 200, y: 204, ...params }], { profile: 's2', startX: 60 })));

describe('inSpinnerBox (Obj1B_Main: x - 16 <= px < x + 16, y - 16 <= py < y + 16, unsigned words)', () => {
  it('includes x 184 and 215 and excludes 183 and 216', () => {
    expect([183, 184, 215, 216].map((px) => inSpinnerBox(200, 204, px, 204))).toEqual([false, true, true, false]);
  });

  it('includes y 188 and 219 and excludes 187 and 220', () => {
    expect([187, 188, 219, 220].map((py) => inSpinnerBox(200, 204, 200, py))).toEqual([false, true, true, false]);
  });

  it('compares unsigned: a booster at x 8 has its left edge at 0xFFF8, so no x reaches into it', () => {
    expect([0, 8, 23].map((px) => inSpinnerBox(8, 204, px, 204))).toEqual([false, false, false]);
  });
});

describe('spinner (Obj1B_GiveBoost)', () => {
  it('a player standing still at x 184 is thrown right: xsp 0x1000, ground speed 0x1000, control lock 15, facing right', () => {
    const w = booster();
    place(w, { x: 184, y: 204 });
    w.state[P_STATUS] |= ST_FACING_LEFT;
    w.step(0);
    const s = w.state;
    expect([s[P_XSP], s[P_GSP], s[P_CTRL_LOCK], s[P_STATUS] & ST_FACING_LEFT]).toEqual([0x1000, 0x1000, 15, 0]);
  });

  it('a player standing at x 183 is outside the box and keeps still', () => {
    const w = booster();
    place(w, { x: 183, y: 204 });
    w.step(0);
    expect([w.state[P_XSP], w.state[P_CTRL_LOCK]]).toEqual([0, 0]);
  });

  it('a player already at exactly 0x1000 is left alone (bge): no lock either', () => {
    const w = booster();
    place(w, { x: 190, y: 204, xsp: 0x1000, gsp: 0x1000 });
    hold(w, 'R', 1); // Sonic 2 keeps a ground speed above top speed while Right is held
    expect([w.state[P_GSP], w.state[P_XSP], w.state[P_CTRL_LOCK]]).toEqual([0x1000, 0x1000, 0]);
  });

  it('a player running left at -0x800 through a right booster is turned round to +0x1000', () => {
    const w = booster();
    place(w, { x: 210, y: 204, xsp: -0x800, gsp: -0x800 });
    w.state[P_STATUS] |= ST_FACING_LEFT;
    hold(w, 'L', 1);
    expect([w.state[P_XSP], w.state[P_GSP], w.state[P_STATUS] & ST_FACING_LEFT]).toEqual([0x1000, 0x1000, 0]);
  });

  it('a left booster throws to -0x1000 and faces the player left', () => {
    const w = booster({ dir: 'left' });
    place(w, { x: 200, y: 204 });
    w.step(0);
    expect([w.state[P_XSP], w.state[P_GSP], w.state[P_STATUS] & ST_FACING_LEFT]).toEqual([-0x1000, -0x1000, ST_FACING_LEFT]);
  });

  it('a slow booster (0xA00) lowers 0xB00 to 0xA00: the keep test is against 0x1000 whatever the booster gives', () => {
    const w = booster({ slow: true });
    place(w, { x: 190, y: 204, xsp: 0xb00, gsp: 0xb00 });
    hold(w, 'R', 1);
    expect([w.state[P_XSP], w.state[P_GSP], w.state[P_CTRL_LOCK]]).toEqual([0xa00, 0xa00, 15]);
  });

  it('an airborne player in the box is ignored', () => {
    const w = booster();
    place(w, { x: 200, y: 200, air: true });
    w.step(0);
    expect(w.state[P_XSP]).toBe(0);
  });
});
