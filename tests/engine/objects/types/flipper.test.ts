/**
 * The Casino Night flipper (Sonic 2 Obj86). The seed (section 13 "Flippers") gives the three
 * height arrays, "width radius 24, height radius 6", the forced roll and "ground speed 1". The
 * combined radius 0x23, the array's first value as SlopedSolid's base, the obj_control hold, the
 * radii 0xE / 7 and the 5 px drop, the launch formula (min(d, 0x40) << 5) + 0x800 at angle
 * (d >> 2) + 0x40, the release off the tip and the horizontal type (0x13 / 0x18 / 0x19,
 * ∓0x1000, +8 / -16 px, lock 15) are from the Sonic 2 disassembly (s2disasm s2.asm, Obj86,
 * byte_2B3C6 / byte_2B3EA / byte_2B40E, loc_2B20A .. loc_2B3BC); the held player's skipped
 * physics is `Obj01_Control`'s `btst #0,obj_control(a0)`.
 */
import { describe, expect, it } from 'vitest';
import { getField } from '../../../../engine/objects/objectContext.ts';
import { O_C } from '../../../../engine/objects/objectFields.ts';
import { FLIPPER_DOWN, FLIPPER_STRAIGHT, FLIPPER_UP, flipperLaunch } from '../../../../engine/objects/types/flipper.ts';
import {
  P_CTRL_LOCK, P_GSP, P_HRAD, P_STATUS, P_WRAD, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_FACING_LEFT, ST_OBJ_CONTROL, ST_ON_OBJECT, ST_ROLL,
} from '../../../../engine/state/layout.ts';
import { place } from '../../support/place.ts';
import { hold, input, settle, world } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';

const flipper = (params: Record<string, unknown> = {}, startX = 60) =>
  settle(world(objectLevel([{ id: 'f', type: 'flipper', x: 200, y: 208, ...params }], { profile: 's2', startX })));

/** Drop Sonic (standing radii) onto an upward flipper at x 190; he lands on the 4th frame. */
function caught() {
  const w = flipper();
  place(w, { x: 190, y: 170, air: true, ysp: 0x100 });
  hold(w, '', 5);
  return w;
}

describe('flipper tables (byte_2B3C6, byte_2B3EA, byte_2B40E)', () => {
  it('each array has 36 values (combined radius 0x23, 2 px each), the seed\'s three lists', () => {
    expect([FLIPPER_DOWN.length, FLIPPER_STRAIGHT.length, FLIPPER_UP.length]).toEqual([36, 36, 36]);
    expect([FLIPPER_DOWN[0], FLIPPER_DOWN[10], FLIPPER_DOWN[21], FLIPPER_DOWN[35]]).toEqual([7, 11, 0, -14]);
    expect([FLIPPER_STRAIGHT[0], FLIPPER_STRAIGHT[8], FLIPPER_STRAIGHT[35]]).toEqual([6, 9, 4]);
    expect([FLIPPER_UP[0], FLIPPER_UP[24], FLIPPER_UP[25], FLIPPER_UP[26], FLIPPER_UP[35]]).toEqual([5, 18, 18, 17, 16]);
  });
});

describe('flipperLaunch (loc_2B290)', () => {
  it('at x - 5 (d 30): speed -3008 at angle 0x47 gives xsp 505, ysp -2961; mirrored, xsp -505', () => {
    expect(flipperLaunch(200, 195, false)).toEqual([505, -2961]);
    expect(flipperLaunch(200, 205, true)).toEqual([-505, -2961]);
  });

  it('d is capped at 0x40 for the speed (-0x1000) but not for the angle: x + 29 gives angle 0x50, x + 40 angle 0x52', () => {
    expect(flipperLaunch(200, 229, false)).toEqual([1552, -3776]);
    expect(flipperLaunch(200, 240, false)).toEqual([1744, -3696]);
  });

  it('at the far end (d 0) the launch is straight up at -0x800', () => {
    expect(flipperLaunch(200, 165, false)).toEqual([0, -2048]);
  });
});

describe('upward flipper (Obj86_UpwardsType)', () => {
  it('catches a falling player on its landing frame: held, curled (radii 14 / 7), 5 px lower, y 185 on the 9 px surface', () => {
    const w = flipper();
    place(w, { x: 190, y: 170, air: true, ysp: 0x100 });
    hold(w, '', 4);
    expect(w.state[P_STATUS] & ST_AIR).toBe(ST_AIR);
    w.step(0);
    const s = w.state;
    expect([s[P_STATUS] & (ST_OBJ_CONTROL | ST_ROLL | ST_ON_OBJECT | ST_AIR), s[P_HRAD], s[P_WRAD], s[P_Y] >> 8, s[P_YSP]])
      .toEqual([ST_OBJ_CONTROL | ST_ROLL | ST_ON_OBJECT, 14, 7, 185, 0]);
  });

  it('a held player ignores input and rolls 1 px a frame towards the tip: xsp = ground speed = 0x100, facing right', () => {
    const w = caught();
    const xs = hold(w, 'L', 5).map((r) => r.x >> 8);
    expect(xs).toEqual([191, 192, 193, 194, 195]);
    expect([w.state[P_XSP], w.state[P_GSP], w.state[P_YSP], w.state[P_STATUS] & ST_FACING_LEFT]).toEqual([0x100, 0x100, 0, 0]);
  });

  it('pressing A at x 195 launches: xsp 505, ysp -2961, airborne, released, still curled; the flipper flips up (frame 1)', () => {
    const w = caught();
    hold(w, '', 5);
    w.step(input('A'));
    const s = w.state;
    expect([s[P_X] >> 8, s[P_XSP], s[P_YSP]]).toEqual([195, 505, -2961]);
    expect(s[P_STATUS] & (ST_AIR | ST_ROLL | ST_ON_OBJECT | ST_OBJ_CONTROL)).toBe(ST_AIR | ST_ROLL);
    expect(getField(w, 0, O_C)).toBe(1);
  });

  it('holding A does not launch again (new presses only), and the flipper shows 1, 2, 1 for 4 frames each (delay 3), then rests on 0', () => {
    const w = caught();
    w.step(input('A'));
    const frames = [getField(w, 0, O_C)];
    for (let f = 0; f < 13; f++) {
      w.step(input('A'));
      frames.push(getField(w, 0, O_C));
    }
    // The 0xFD call switches scripts without drawing, so frame 1 shows a 5th time.
    expect(frames).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 1, 1, 1, 1, 1, 0]);
  });

  it('a player left alone rolls off the tip at x 235 (x - flipper x + 0x23 = 70): airborne and released, then falls', () => {
    const w = caught();
    hold(w, '', 45);
    expect([w.state[P_X] >> 8, w.state[P_STATUS] & ST_OBJ_CONTROL]).toEqual([235, ST_OBJ_CONTROL]);
    w.step(0);
    expect([w.state[P_X] >> 8, w.state[P_STATUS] & (ST_AIR | ST_OBJ_CONTROL)]).toEqual([235, ST_AIR]);
    w.step(0);
    expect(w.state[P_YSP]).toBe(0x38);
  });
});

describe('horizontal flipper (Obj86_HorizontalType)', () => {
  it('pushed from the left at 0x400: x 181 + 8 = 189, xsp = ground speed = -0x1000, facing left, lock 15, rolling 5 px lower', () => {
    const w = flipper({ y: 200, kind: 'horizontal' });
    place(w, { x: 170, y: 204, xsp: 0x400, gsp: 0x400 });
    hold(w, 'R', 3);
    const s = w.state;
    expect([s[P_X] >> 8, s[P_Y] >> 8, s[P_XSP], s[P_GSP], s[P_CTRL_LOCK], s[P_HRAD]]).toEqual([189, 209, -0x1000, -0x1000, 15, 14]);
    expect(s[P_STATUS] & (ST_FACING_LEFT | ST_ROLL)).toBe(ST_FACING_LEFT | ST_ROLL);
    expect(getField(w, 0, O_C)).toBe(5);
  });

  it('pushed from the right: x 219 + 8 - 16 = 211, xsp +0x1000, facing right (script 4 shows frame 3)', () => {
    const w = flipper({ y: 200, kind: 'horizontal' }, 260);
    place(w, { x: 230, y: 204, xsp: -0x400, gsp: -0x400 });
    hold(w, 'L', 3);
    const s = w.state;
    expect([s[P_X] >> 8, s[P_XSP], s[P_GSP], s[P_STATUS] & ST_FACING_LEFT]).toEqual([211, 0x1000, 0x1000, 0]);
    expect(getField(w, 0, O_C)).toBe(3);
  });
});
