/**
 * What the games' springs do differently (engine/objects/types/spring.ts header):
 * - Sonic 1 (and CD): after firing, the spring is not solid for 11 frames (Spring_AniUp);
 *   Sonic 2 and 3 springs stay solid and ready (Obj41_Up, Obj_Spring_Up).
 * - Sonic 2 and 3: a side spring launches a grounded player standing or moving away within
 *   [x, x + 0x28) in front of it and [y - 0x18, y + 0x18), unless its firing animation plays
 *   (Obj41 loc_18BC6, s3 sub_2190C). Sonic stands at y 224 - 19 - 1 = 204 on the test floor.
 * - Sonic 3: a side spring fires on any touch of its front, airborne too (touch_side); Sonic 1
 *   and 2 on a grounded push only.
 */
import { describe, expect, it } from 'vitest';
import { BTN_RIGHT } from '../../../../engine/input.ts';
import { getField } from '../../../../engine/objects/objectContext.ts';
import { O_ROUTINE, O_TIMER } from '../../../../engine/objects/objectFields.ts';
import { SIDE_SPRING_FIRING_FRAMES, SPRING_RECOVER_FRAMES } from '../../../../engine/objects/types/spring.ts';
import type { ProfileId } from '../../../../engine/profiles/ids.ts';
import { P_CTRL_LOCK, P_GSP, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_FACING_LEFT } from '../../../../engine/state/layout.ts';
import type { World } from '../../../../engine/world/world.ts';
import { place, placePartner } from '../../support/place.ts';
import { settle, world } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';
import { twoPlayers } from '../partner/twoPlayers.ts';

const spring = (dir: string, x: number, y: number, color = 'yellow') => ({ id: 's', type: 'spring', x, y, color, dir });
const oneSpring = (profile: ProfileId, dir: string, x = 200, y = 209) => settle(world(objectLevel([spring(dir, x, y)], { profile }), { profile }));
/** Player 1's pixel x, x speed, ground speed, control lock and facing bit. */
const sideWords = (w: World) => [w.state[P_X] >> 8, w.state[P_XSP], w.state[P_GSP], w.state[P_CTRL_LOCK], w.state[P_STATUS] & ST_FACING_LEFT];

describe('spring recovery (Sonic 1 Spring_AniUp; none in Sonic 2 and 3)', () => {
  /** Fires a yellow up spring at (200, 216) from (200, 188), then drops Sonic on it again from there each frame. */
  const refire = (profile: ProfileId) => {
    const w = world(objectLevel([spring('up', 200, 216)], { profile }), { profile });
    settle(w);
    place(w, { x: 200, y: 188, air: true });
    w.step(0);
    expect([w.state[P_Y] >> 8, w.state[P_YSP]]).toEqual([196, -0xa00]);
    let frames = 0;
    do {
      place(w, { x: 200, y: 188, air: true });
      w.step(0);
      frames++;
    } while (w.state[P_YSP] !== -0xa00 && frames < 20);
    return { w, frames };
  };

  for (const profile of ['s1', 'cd'] as const) {
    it(`${profile}: the fired spring is recovering (routine 1, ${SPRING_RECOVER_FRAMES} frames), passes Sonic for the next 11 frames and fires him on the 12th`, () => {
      const w = world(objectLevel([spring('up', 200, 216)], { profile }), { profile });
      settle(w);
      place(w, { x: 200, y: 188, air: true });
      w.step(0);
      expect([getField(w, 0, O_ROUTINE), getField(w, 0, O_TIMER)]).toEqual([1, SPRING_RECOVER_FRAMES]);
      expect(refire(profile).frames).toBe(12);
    });
  }

  for (const profile of ['s2', 's3k'] as const) {
    it(`${profile}: the spring stays ready (routine 0) and fires Sonic again on the very next frame`, () => {
      const { w, frames } = refire(profile);
      expect(frames).toBe(1);
      expect([w.state[P_Y] >> 8, getField(w, 0, O_ROUTINE)]).toEqual([196, 0]);
    });
  }
});

describe('side spring proximity launch (Sonic 2 Obj41 loc_18BC6, Sonic 3 sub_2190C)', () => {
  it('a yellow right spring at x 200 launches Sonic standing still at x 220 (no contact: 20 >= 8 + 11): x 220 + 8 - 16 = 212, xsp = gsp = +0xA00, lock 15, facing right', () => {
    const w = oneSpring('s2', 'right');
    place(w, { x: 220, y: 204 });
    w.step(0);
    expect(sideWords(w)).toEqual([212, 0xa00, 0xa00, 15, 0]);
    expect(getField(w, 0, O_TIMER)).toBe(SIDE_SPRING_FIRING_FRAMES - 1);
  });

  it('a yellow left spring at x 200 launches Sonic standing still at x 180: x 180 + 8 = 188, xsp = gsp = -0xA00, facing left', () => {
    const w = oneSpring('s2', 'left');
    place(w, { x: 180, y: 204 });
    w.step(0);
    expect(sideWords(w)).toEqual([188, -0xa00, -0xa00, 15, ST_FACING_LEFT]);
  });

  it('the reach is [200, 240) in front of a right spring: x 239 is launched (to 231), x 240 is not', () => {
    const near = oneSpring('s2', 'right');
    place(near, { x: 239, y: 204 });
    near.step(0);
    expect(sideWords(near)).toEqual([231, 0xa00, 0xa00, 15, 0]);
    const far = oneSpring('s2', 'right');
    place(far, { x: 240, y: 204 });
    far.step(0);
    expect(sideWords(far)).toEqual([240, 0, 0, 0, 0]);
  });

  it('the height is [y - 24, y + 24): a spring at y 181 ([157, 205)) launches Sonic at y 204, one at y 180 ([156, 204)) does not', () => {
    const inside = oneSpring('s2', 'right', 200, 181);
    place(inside, { x: 220, y: 204 });
    inside.step(0);
    expect(inside.state[P_XSP]).toBe(0xa00);
    const below = oneSpring('s2', 'right', 200, 180);
    place(below, { x: 220, y: 204 });
    below.step(0);
    expect(below.state[P_XSP]).toBe(0);
  });

  it('not while Sonic moves towards it: gsp -0x100 at x 225 becomes -0x100 + 0xC = -0xF4 (friction), x 224, not launched', () => {
    const w = oneSpring('s2', 'right');
    place(w, { x: 225, y: 204, gsp: -0x100, xsp: -0x100 });
    w.step(0);
    expect([w.state[P_X] >> 8, w.state[P_GSP], w.state[P_CTRL_LOCK]]).toEqual([224, -0xf4, 0]);
  });

  it('not while airborne: Sonic falling at x 220, y 190 keeps xsp 0', () => {
    const w = oneSpring('s2', 'right');
    place(w, { x: 220, y: 190, air: true });
    w.step(0);
    expect([w.state[P_XSP], w.state[P_CTRL_LOCK]]).toEqual([0, 0]);
  });

  it('Sonic 3 & Knuckles launches too; Sonic 1 and CD never (Sonic stays at x 220)', () => {
    const s3k = oneSpring('s3k', 'right');
    place(s3k, { x: 220, y: 204 });
    s3k.step(0);
    expect(sideWords(s3k)).toEqual([212, 0xa00, 0xa00, 15, 0]);
    for (const profile of ['s1', 'cd'] as const) {
      const w = oneSpring(profile, 'right');
      place(w, { x: 220, y: 204 });
      w.step(0);
      expect(sideWords(w)).toEqual([220, 0, 0, 0, 0]);
    }
  });

  it("not during the firing animation: Sonic's push fires a red left spring on frame F; Tails standing still at x 170 in front is skipped on F..F+9 and launched on F+10 to 178 at -0x1000", () => {
    const w = twoPlayers([spring('left', 200, 209, 'red')]);
    place(w, { x: 182, y: 204 });
    placePartner(w, { x: 170, y: 208 });
    w.step(BTN_RIGHT);
    expect([w.state[P_X] >> 8, w.state[P_XSP]]).toEqual([189, -0x1000]);
    const s2 = w.p2!.s;
    for (let f = 1; f <= 9; f++) {
      w.step(0);
      expect([f, s2[P_X] >> 8, s2[P_XSP]]).toEqual([f, 170, 0]);
    }
    w.step(0);
    expect([s2[P_X] >> 8, s2[P_XSP], s2[P_GSP], s2[P_CTRL_LOCK], s2[P_STATUS] & ST_FACING_LEFT]).toEqual([178, -0x1000, -0x1000, 15, ST_FACING_LEFT]);
  });
});

describe('a side spring touched in the air (Sonic 3 Obj_Spring_Horizontal: touch_side)', () => {
  // Sonic in the air at (220, 200) moving left at 2 px: x 218 after his move; against the right
  // spring at (200, 209) d0 = 218 - 200 + 19 = 37, so a side hit 37 - 38 = -1 deep from its front
  // (y: 200 - 209 + 4 + 14 + 19 = 28 > 4): stopped, popped to 219 (SolidObject_SideAir).
  const jumpInto = (profile: ProfileId) => {
    const w = oneSpring(profile, 'right');
    place(w, { x: 220, y: 200, air: true, xsp: -0x200 });
    w.step(0);
    return w;
  };

  it('s3k: fires: x 219 + 8 - 16 = 211, xsp = gsp = +0xA00, lock 15, facing right, still airborne', () => {
    const w = jumpInto('s3k');
    expect([...sideWords(w), w.state[P_STATUS] & ST_AIR]).toEqual([211, 0xa00, 0xa00, 15, 0, ST_AIR]);
  });

  for (const profile of ['s1', 's2', 'cd'] as const) {
    it(`${profile}: does not fire (no push in the air): popped to 219 and stopped`, () => {
      const w = jumpInto(profile);
      expect([...sideWords(w), w.state[P_STATUS] & ST_AIR]).toEqual([219, 0, 0, 0, 0, ST_AIR]);
    });
  }

  it('s3k: not from its back: the same touch on a left spring (its back faces right) does not fire', () => {
    const w = oneSpring('s3k', 'left');
    place(w, { x: 220, y: 200, air: true, xsp: -0x200 });
    w.step(0);
    expect(sideWords(w)).toEqual([219, 0, 0, 0, 0]);
  });
});
