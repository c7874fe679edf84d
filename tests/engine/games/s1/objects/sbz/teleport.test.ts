import { describe, expect, it } from 'vitest';
import { dropSonic, sbzScene, slotsOf } from './scene.ts';
import { ID_TELEPORT } from '../../../../../../engine/games/s1/objects/objects/teleport.ts';
import { OB_ROUTINE, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { P_GSP, P_RINGS, P_X, P_XSP, P_Y, P_YSP, W_PLAYER_CTRL } from '../../../../../../engine/state/layout.ts';
import { SINE } from '../../../../../../engine/fixed/trig.ts';

function teleScene(subtype: number) {
  const w = sbzScene([{ x: 0x780, y: 0x960, id: ID_TELEPORT, subtype }], { start: { x: 0x700, y: 0x960 }, size: { bottom: 0x900 } });
  const [a0] = slotsOf(w, ID_TELEPORT);
  return { w, a0, s: w.state };
}

describe('Teleport ($72)', () => {
  it('takes Sonic in its box: f_playerctrl $81, speeds 0, ground speed $800, at its position', () => {
    const { w, a0, s } = teleScene(0);
    dropSonic(w, 0x780, 0x960);
    w.step(0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(4);
    expect([s[W_PLAYER_CTRL], s[P_XSP], s[P_YSP], s[P_GSP]]).toEqual([0x81, 0, 0, 0x800]);
  });

  it('bobs him for 64 frames (y - sin >> 5), then flies him at $1000 on the longer axis to ($794, $98C), lets go with y & $7FF and y speed $200', () => {
    const { w, a0, s } = teleScene(0);
    dropSonic(w, 0x780, 0x960);
    w.step(0);
    for (let i = 1; i < 64; i++) {
      w.step(0);
      expect(s[P_Y] >> 8).toBe(0x960 - (SINE[(i - 1) * 2] >> 5));
      expect(w.m[a0 + OB_ROUTINE]).toBe(4);
    }
    w.step(0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(6);
    // dx $14, dy $2C: y at $1000, x at ($14 << 16) / (($2C << 16) / $1000) = $745; $2C0 in objoff_2E (2 frames).
    expect([s[P_XSP], s[P_YSP], rw(w.m, a0 + 0x2e)]).toEqual([0x745, 0x1000, 0x2c0]);
    const x0 = s[P_X];
    w.step(0);
    w.step(0);
    expect([s[P_X] - x0, s[P_Y] >> 8]).toEqual([0x745 * 2, 0x960 + 0x20]);
    w.step(0);
    expect([s[P_X] >> 8, s[P_Y] >> 8, s[P_XSP], s[P_YSP], s[W_PLAYER_CTRL], w.m[a0 + OB_ROUTINE]]).toEqual([0x794, 0x98c & 0x7ff, 0, 0x200, 0, 0]);
  });

  it('subtype 7 needs 50 rings', () => {
    const poor = teleScene(7);
    dropSonic(poor.w, 0x780, 0x960);
    poor.s[P_RINGS] = 49;
    poor.w.step(0);
    expect(poor.w.m[poor.a0 + OB_ROUTINE]).toBe(2);
    const rich = teleScene(7);
    dropSonic(rich.w, 0x780, 0x960);
    rich.s[P_RINGS] = 50;
    rich.w.step(0);
    expect(rich.w.m[rich.a0 + OB_ROUTINE]).toBe(4);
  });
});
