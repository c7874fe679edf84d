import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { scene, slotsOf, stepUntil } from './scene.ts';
import { ID_SMASH_WALL } from '../../../../../../engine/games/s1/objects/objects/smashWall.ts';
import { OB_ROUTINE, OB_VEL_X, OB_VEL_Y, OB_X, rsw, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { P_GSP, P_STATUS, P_X, P_XSP, ST_PUSH, ST_ROLL } from '../../../../../../engine/state/layout.ts';
import { BTN_DOWN, BTN_RIGHT } from '../../../../../../engine/input.ts';

/** A wall at x $E0 on the floor; Sonic at $60 rolling right at `speed` (Down pressed once at that ground speed). */
function rollInto(speed: number) {
  const w = scene([{ x: 0xe0, y: 0x60, id: ID_SMASH_WALL, subtype: 0 }], { floorCells: 2 });
  w.state[P_GSP] = speed;
  w.step(BTN_DOWN);
  expect(w.state[P_STATUS] & ST_ROLL).toBe(ST_ROLL);
  return w;
}

describe('SmashWall ($3C)', () => {
  it('is solid to Sonic walking into it ($1B half width)', () => {
    const w = scene([{ x: 0xe0, y: 0x60, id: ID_SMASH_WALL, subtype: 0 }], { floorCells: 2 });
    const s = w.state;
    stepUntil(w, () => (s[P_STATUS] & ST_PUSH) !== 0, BTN_RIGHT);
    for (let i = 0; i < 5; i++) w.step(BTN_RIGHT);
    expect(s[P_X] >> 8).toBe(0xe0 - 0x1b);
    expect(slotsOf(w, ID_SMASH_WALL).length).toBe(1);
  });

  it('rolled into at $480 or more, breaks into 8 pieces flying left (Sonic ends left of it), and Sonic keeps his speed', () => {
    const w = rollInto(0x800);
    const s = w.state;
    const [wall] = slotsOf(w, ID_SMASH_WALL);
    let speed = 0;
    stepUntil(w, () => {
      if (slotsOf(w, ID_SMASH_WALL).length === 1) speed = s[P_XSP];
      return slotsOf(w, ID_SMASH_WALL).length > 1;
    });
    const pieces = slotsOf(w, ID_SMASH_WALL);
    expect(pieces.length).toBe(8);
    for (const a of pieces) expect(w.m[a + OB_ROUTINE]).toBe(4);
    // Smash_FragSpd2's x speeds; every piece has moved once this frame and gained $70 of fall.
    expect(pieces.map((a) => rsw(w.m, a + OB_VEL_X)).sort((a, b) => a - b)).toEqual(
      [-0x800, -0x800, -0x600, -0x600, -0x600, -0x600, -0x400, -0x400]);
    expect(pieces.map((a) => rsw(w.m, a + OB_VEL_Y)).sort((a, b) => a - b)).toEqual(
      [-0x600, -0x500, -0x200, -0x100, 0x100, 0x200, 0x500, 0x600].map((v) => v + 0x70).sort((a, b) => a - b));
    // Pushed out to wall - $1B by SolidObject, then + 4 and - 8.
    expect(s[P_X] >> 8).toBe(0xe0 - 0x1b - 4);
    // The wall keeps his speed as his own update left it this frame: last frame's less the roll friction (6).
    expect(s[P_XSP]).toBe(speed - 6);
    expect(s[P_GSP]).toBe(speed - 6);
    expect(s[P_STATUS] & ST_PUSH).toBe(0);
    // The wall itself is the first piece: FragSpd2's first pair, moved once.
    expect([rsw(w.m, wall + OB_VEL_X), rsw(w.m, wall + OB_VEL_Y)]).toEqual([-0x600, -0x600 + 0x70]);
    expect(rw(w.m, wall + OB_X)).toBe(0xe0 - 6);
    stepUntil(w, () => slotsOf(w, ID_SMASH_WALL).length === 0, 0, 200);
  });

  it('rolled into below $480, stays whole and stops him', () => {
    const w = rollInto(0x480 - 0x40);
    const s = w.state;
    stepUntil(w, () => (s[P_STATUS] & ST_PUSH) !== 0 || (s[P_X] >> 8) >= 0xe0 - 0x1b);
    for (let i = 0; i < 3; i++) w.step(0);
    expect(slotsOf(w, ID_SMASH_WALL).length).toBe(1);
    expect(s[P_X] >> 8).toBeLessThanOrEqual(0xe0 - 0x1b);
  });
});
