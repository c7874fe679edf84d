/**
 * The Carnival Night balloon and cannon (Sonic 3 & Knuckles `Obj_CNZBalloon`, `Obj_CNZCannon`).
 * The seed (section 13 "Balloons", "Cannons") says -8 and -12; the disassembly's numbers are
 * used instead: the balloon's collision_flags 0xD7 (Touch_Sizes $17 = 16 x 16 px), ysp -0x700 /
 * -0x380, the sway sin(angle) >> 5 and the `tst.b 5` bug (sub_317AE, loc_31776); the cannon's
 * SolidObjectTop 0x10 / 0x29, the drop-in gravity 0x38, the sweep (sin(angle) + 0x120) >> 6 with
 * angle + 2, the launch (dir << 4) + 0x80 at << 4 from y - 0x18, the cool-down 0xF and the
 * 8-frame leave (sub_3192C, sub_319F4) — skdisasm sonic3k.asm.
 */
import { describe, expect, it } from 'vitest';
import { getField } from '../../../../engine/objects/objectContext.ts';
import { O_B, O_C, O_ROUTINE, O_Y } from '../../../../engine/objects/objectFields.ts';
import { balloonY } from '../../../../engine/objects/types/balloon.ts';
import { cannonDirection, cannonLaunch } from '../../../../engine/objects/types/cannon.ts';
import {
  P_HRAD, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_JUMPING, ST_OBJ_CONTROL, ST_ON_OBJECT, ST_ROLL,
} from '../../../../engine/state/layout.ts';
import { place } from '../../support/place.ts';
import { hold, input, settle, world } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';

const level = (objects: unknown[]) => settle(world(objectLevel(objects, { profile: 's3k', startX: 60 })));

describe('balloon (Obj_CNZBalloon)', () => {
  it('sways ±8 px: y = spawn y + (sin(angle) >> 5), 188 at angle 0x40, 172 at 0xC0, 182 at 11', () => {
    expect([0, 0x40, 0xc0, 11].map((a) => balloonY(180, a))).toEqual([180, 188, 172, 182]);
  });

  it('a player rising into it at -0x1E8 is thrown up at -0x700 (airborne), and the angle has advanced once a frame', () => {
    const w = level([{ id: 'b', type: 'balloon', x: 200, y: 180 }]);
    place(w, { x: 200, y: 220, air: true, ysp: -0x300 });
    hold(w, '', 5);
    expect([w.state[P_YSP], getField(w, 0, O_Y) >> 8, getField(w, 0, O_B)]).toEqual([-0x1e8, 182, 15]);
    w.step(0);
    expect([w.state[P_Y] >> 8, w.state[P_YSP], w.state[P_STATUS] & ST_AIR]).toEqual([205, -0x700, ST_AIR]);
  });

  it('a popped balloon stays touchable (the tst.b 5 bug): still overlapping the next frame, ysp is -0x700 again', () => {
    const w = level([{ id: 'b', type: 'balloon', x: 200, y: 180 }]);
    place(w, { x: 200, y: 220, air: true, ysp: -0x300 });
    hold(w, '', 7);
    expect([w.state[P_Y] >> 8, w.state[P_YSP]]).toEqual([198, -0x700]);
  });

  it('phase sets the starting angle: a balloon at phase 0x40 stays 0x40 ahead of one at phase 0', () => {
    const w = level([{ id: 'a', type: 'balloon', x: 200, y: 180 }, { id: 'b', type: 'balloon', x: 300, y: 180, phase: 0x40 }]);
    expect(getField(w, 1, O_B) - getField(w, 0, O_B)).toBe(0x40);
  });

  it('weak (subtype bit 7) throws at -0x380 and clears jumping', () => {
    const w = level([{ id: 'b', type: 'balloon', x: 200, y: 180, weak: true }]);
    place(w, { x: 200, y: 204, air: true, ysp: -0x100 });
    w.state[P_STATUS] |= ST_JUMPING;
    w.step(0);
    expect([w.state[P_YSP], w.state[P_STATUS] & ST_JUMPING]).toEqual([-0x380, 0]);
  });
});

describe('cannonDirection and cannonLaunch (sub_3192C, loc_31AA6)', () => {
  it('the sweep reads 4 at angle 0, 8 at 0x40, 0 at 0xC0 (9 directions, 128 frames a sweep)', () => {
    expect([0, 0x20, 0x40, 0x60, 0x80, 0xc0].map(cannonDirection)).toEqual([4, 7, 8, 7, 4, 0]);
  });

  it('fires at 16 px/frame: dir 0 left (-0x1000, 0), 4 up (0, -0x1000), 5 (1552, -3776), 8 right (0x1000, 0)', () => {
    expect([0, 4, 5, 8].map(cannonLaunch)).toEqual([[-0x1000, 0], [0, -0x1000], [1552, -3776], [0x1000, 0]]);
  });
});

describe('cannon (Obj_CNZCannon)', () => {
  /** A player dropped onto a cannon at (200, 200): lands on the 0x29 top on the 5th frame. */
  function loaded() {
    const w = level([{ id: 'c', type: 'cannon', x: 200, y: 200 }]);
    place(w, { x: 200, y: 130, air: true, ysp: 0x100 });
    hold(w, '', 5);
    return w;
  }

  it('landing on the top (y 200 - 0x29 - 19 - 1 = 139) puts the player in at once: held, curled (radius 14), airborne, off the object', () => {
    const w = loaded();
    const s = w.state;
    expect([s[P_X] >> 8, s[P_Y] >> 8, s[P_XSP], s[P_YSP], s[P_HRAD]]).toEqual([200, 139, 0, 0, 14]);
    expect(s[P_STATUS] & (ST_OBJ_CONTROL | ST_ROLL | ST_AIR | ST_ON_OBJECT)).toBe(ST_OBJ_CONTROL | ST_ROLL | ST_AIR);
    expect(getField(w, 0, O_B)).toBe(1);
  });

  it('the player drops in with gravity 0x38 (speed applied before gravity) and is stopped at the cannon\'s y, 25 frames later', () => {
    const w = loaded();
    const ys = hold(w, '', 25).map((r) => r.y >> 8);
    expect(ys.slice(0, 5)).toEqual([139, 139, 139, 140, 141]);
    expect(ys.slice(-2)).toEqual([199, 200]);
    expect([w.state[P_YSP], getField(w, 0, O_B)]).toEqual([1400, 2]);
  });

  it('inside, the cannon starts sweeping the next frame: direction 4, 4, 4, 5 at angles 0, 2, 4, 6 (the pointer reads before + 2)', () => {
    const w = loaded();
    hold(w, '', 26);
    expect(getField(w, 0, O_ROUTINE)).toBe(1);
    const dirs: number[] = [];
    for (let f = 0; f < 4; f++) {
      w.step(0);
      dirs.push(getField(w, 0, O_C));
    }
    expect(dirs).toEqual([4, 4, 4, 5]);
  });

  it('A fires in the current direction from y - 0x18: dir 5 gives xsp 1552, ysp -3776 at (200, 176), released; the cannon cools down', () => {
    const w = loaded();
    hold(w, '', 31);
    w.step(input('A'));
    const s = w.state;
    expect([s[P_X] >> 8, s[P_Y] >> 8, s[P_XSP], s[P_YSP]]).toEqual([200, 176, 1552, -3776]);
    expect(s[P_STATUS] & (ST_OBJ_CONTROL | ST_AIR)).toBe(ST_AIR);
    expect([getField(w, 0, O_ROUTINE), getField(w, 0, O_B)]).toEqual([2, 3]);
  });

  it('after firing: 8 frames leaving, 16 frames cool-down, then the sweep returns to up (4) and the top is solid again', () => {
    const w = loaded();
    hold(w, '', 31);
    w.step(input('A'));
    // Keep the player (and so the camera) near, so the cannon stays loaded.
    place(w, { x: 120, y: 204 });
    hold(w, '', 8);
    expect(getField(w, 0, O_B)).toBe(0);
    hold(w, '', 8);
    expect(getField(w, 0, O_ROUTINE)).toBe(3);
    let frames = 0;
    while (getField(w, 0, O_ROUTINE) !== 0 && frames < 200) {
      w.step(0);
      frames++;
    }
    // From angle 12 (direction 5) through 8 and back: angle 0x7C reads sin 25, (25 + 0x120) >> 6 = 4, 57 steps.
    expect([frames, getField(w, 0, O_C)]).toEqual([57, 4]);
    place(w, { x: 200, y: 130, air: true, ysp: 0x100 });
    hold(w, '', 5);
    expect(getField(w, 0, O_B)).toBe(1);
  });
});
