import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, slotsOf } from '../ghz/scene.ts';
import { ID_BUMPER } from '../../../../../../engine/games/s1/objects/objects/bumper.ts';
import { ID_POINTS } from '../../../../../../engine/games/s1/objects/objects/points.ts';
import { OB_ANIM, OB_COL_PROP, OB_COL_TYPE, OB_FRAME, OB_RESPAWN_NO, OB_X, OB_Y, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_SCORE, OBJSTATE } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { P_STATUS, P_XSP, P_YSP, ST_AIR, ST_JUMPING, ST_PUSH, ST_ROLL_JUMP } from '../../../../../../engine/state/layout.ts';
import { ZONE_SYZ } from '../../../../../../engine/games/s1/act/actRules.ts';

const BX = 0x100;
const BY = 0x50;

function bumperScene() {
  const w = scene([{ x: BX, y: BY, id: ID_BUMPER, respawn: true }], { zone: ZONE_SYZ });
  return { w, a0: slotsOf(w, ID_BUMPER)[0] };
}

/** Sonic in the air at (x, y), still: his first airborne frame does not move him. */
function bounce(dx: number, dy: number) {
  const { w, a0 } = bumperScene();
  dropSonic(w, BX - dx, BY - dy);
  w.step(0);
  return { w, a0 };
}

describe('Bumper ($47)', () => {
  it('is a special touch ($D7): ReactToItem only counts the touch, the bumper throws Sonic the same frame', () => {
    const { w, a0 } = bumperScene();
    expect(w.m[a0 + OB_COL_TYPE]).toBe(0xd7);
    dropSonic(w, BX - 0x10, BY);
    w.state[P_STATUS] |= ST_ROLL_JUMP | ST_PUSH | ST_JUMPING;
    w.step(0);
    expect(w.m[a0 + OB_COL_PROP]).toBe(0);
    expect(w.m[a0 + OB_ANIM]).toBe(1);
    const st = w.state[P_STATUS];
    expect([st & ST_AIR, st & ST_ROLL_JUMP, st & ST_PUSH, st & ST_JUMPING]).toEqual([ST_AIR, 0, 0, 0]);
  });

  it('throws at $700 away from its centre: cos/sin of CalcAngle(bumper - Sonic) * -$700 >> 8', () => {
    // From the left: angle 0.
    let { w } = bounce(0x10, 0);
    expect([w.state[P_XSP], w.state[P_YSP]]).toEqual([-0x700, 0]);
    // From above: angle $40.
    ({ w } = bounce(0, 0x10));
    expect([w.state[P_XSP], w.state[P_YSP]]).toEqual([0, -0x700]);
    // From the right and below: angle $A0 (cos = sin = -181): (-181 * -$700) >> 8 = $4F3.
    ({ w } = bounce(-0xc, -0xc));
    expect([w.state[P_XSP], w.state[P_YSP]]).toEqual([0x4f3, 0x4f3]);
    // Up-left: angle $20, 181 each way: -$4F3 (the arithmetic shift rounds down, exact here).
    ({ w } = bounce(0xc, 0xc));
    expect([w.state[P_XSP], w.state[P_YSP]]).toEqual([-0x4f3, -0x4f3]);
  });

  it('scores 10 with a points sprite (frame 4) for each of a placement\'s first 10 hits, counted in its respawn byte', () => {
    const { w, a0 } = bumperScene();
    const at = OBJSTATE + 2 + w.m[a0 + OB_RESPAWN_NO];
    expect(w.m[at]).toBe(0x80);
    dropSonic(w, BX - 0x10, BY);
    w.step(0);
    expect(w.m[at]).toBe(0x81);
    expect(w.state[G_SCORE]).toBe(1);
    const p = slotsOf(w, ID_POINTS);
    expect(p.length).toBe(1);
    expect([rw(w.m, p[0] + OB_X), w.m[p[0] + OB_FRAME]]).toEqual([BX, 4]);
    // The tenth hit scores, the eleventh does not.
    w.m[at] = 0x89;
    dropSonic(w, BX - 0x10, BY);
    w.step(0);
    expect([w.m[at], w.state[G_SCORE]]).toEqual([0x8a, 2]);
    const before = slotsOf(w, ID_POINTS).length;
    dropSonic(w, BX - 0x10, BY);
    w.step(0);
    expect([w.m[at], w.state[G_SCORE]]).toEqual([0x8a, 2]);
    expect(slotsOf(w, ID_POINTS).length).toBe(before);
    expect(w.state[P_XSP]).toBe(-0x700);
  });

  it('flashes (frames 1, 2, 1, 2 for 4 frames each) and goes back to its idle animation', () => {
    const { w, a0 } = bounce(0x10, 0);
    const frames: number[] = [w.m[a0 + OB_FRAME]];
    for (let i = 0; i < 20; i++) {
      w.state[P_STATUS] |= ST_AIR;
      w.step(0);
      frames.push(w.m[a0 + OB_FRAME]);
    }
    expect(frames).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 1, 1, 1, 1, 2, 2, 2, 2, 2, 0, 0, 0, 0]);
    expect(w.m[a0 + OB_ANIM]).toBe(0);
    expect(rw(w.m, a0 + OB_Y)).toBe(BY);
  });
});
