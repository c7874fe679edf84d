/**
 * Springs and the spring ramp take the partner as Sonic 2's Obj41 and Obj40 take the sidekick:
 * the collision and the launch test run for player 1, then again for player 2 with its own flags
 * (p2_standing_bit / p2_pushing_bit), with no on-screen test (SolidObject_Always_SingleCharacter,
 * SlopedSolid_SingleCharacter). Tails stands 15 px above its feet (Sonic 19).
 */
import { describe, expect, it } from 'vitest';
import { BTN_RIGHT } from '../../../../engine/input.ts';
import { getField } from '../../../../engine/objects/objectContext.ts';
import {
  OF_P2_PUSHING, OF_P2_STANDING, OF_PLAYER_PUSHING, OF_PLAYER_STANDING, O_C, O_FLAGS, O_ROUTINE, O_TIMER,
} from '../../../../engine/objects/objectFields.ts';
import { SIDE_SPRING_FIRING_FRAMES } from '../../../../engine/objects/types/spring.ts';
import {
  CPU_ON_SCREEN, P_CTRL_LOCK, P_GSP, P_ON_OBJECT, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_FACING_LEFT, ST_ON_OBJECT, ST_PUSH,
} from '../../../../engine/state/layout.ts';
import type { World } from '../../../../engine/world/world.ts';
import { place, placePartner } from '../../support/place.ts';
import { twoPlayers } from './twoPlayers.ts';

const BOTH_STANDING = OF_PLAYER_STANDING | OF_P2_STANDING;

/** Player 1's position, speeds and status. */
const p1Words = (w: World) => [w.state[P_X], w.state[P_Y], w.state[P_XSP], w.state[P_YSP], w.state[P_STATUS]];

const spring = (dir: string, y: number, color = 'yellow') => ({ id: 's', type: 'spring', x: 200, y, color, dir });

describe('an up spring and the partner (Obj41_Up, second pass)', () => {
  it('fires Tails on its landing frame: y = 216 - 8 - 15 - 1 + 8 = 200, ysp -0xA00, airborne, off it; its flag cleared; the spring stays ready (Sonic 2); player 1 untouched', () => {
    const w = twoPlayers([spring('up', 216)]);
    placePartner(w, { x: 200, y: 192, air: true });
    const p1 = p1Words(w);
    w.step(0);
    const s2 = w.p2!.s;
    expect([s2[P_Y] >> 8, s2[P_YSP], s2[P_STATUS] & (ST_AIR | ST_ON_OBJECT), s2[P_ON_OBJECT]]).toEqual([200, -0xa00, ST_AIR, 0]);
    expect(getField(w, 0, O_FLAGS) & BOTH_STANDING).toBe(0);
    expect([getField(w, 0, O_ROUTINE), getField(w, 0, O_TIMER)]).toEqual([0, 0]);
    expect(p1Words(w)).toEqual(p1);
  });

  it('fires both players in the same frame: Sonic to 216 - 8 - 19 - 1 + 8 = 196, Tails to 200, both at red -0x1000', () => {
    const w = twoPlayers([spring('up', 216, 'red')]);
    place(w, { x: 194, y: 188, air: true });
    placePartner(w, { x: 206, y: 192, air: true });
    w.step(0);
    const s2 = w.p2!.s;
    expect([w.state[P_Y] >> 8, w.state[P_YSP], w.state[P_STATUS] & (ST_AIR | ST_ON_OBJECT)]).toEqual([196, -0x1000, ST_AIR]);
    expect([s2[P_Y] >> 8, s2[P_YSP], s2[P_STATUS] & (ST_AIR | ST_ON_OBJECT)]).toEqual([200, -0x1000, ST_AIR]);
    expect(getField(w, 0, O_FLAGS) & BOTH_STANDING).toBe(0);
  });

  it('fires a partner whose sprite was off screen last frame (SolidObject_Always has no on-screen test)', () => {
    const w = twoPlayers([spring('up', 216)]);
    placePartner(w, { x: 200, y: 192, air: true });
    w.p2!.s[CPU_ON_SCREEN] = 0;
    w.step(0);
    expect(w.p2!.s[P_YSP]).toBe(-0xa00);
  });
});

describe('a side spring and the partner (Obj41_Horizontal, p2_pushing_bit)', () => {
  it('a red left spring pushed by Tails from its front (left): popped 182 - 1 = 181, then + 8 = 189; xsp = gsp = -0x1000, lock 15, facing left; its firing animation has 10 - 1 = 9 frames left', () => {
    const w = twoPlayers([spring('left', 209, 'red')]);
    // Tails grounded at y 224 - 15 - 1 = 208; d0 = 182 - 200 + (8 + 11) = 1: a side hit 1 px deep.
    placePartner(w, { x: 182, y: 208 });
    const p1 = p1Words(w);
    w.step(BTN_RIGHT << 8);
    const s2 = w.p2!.s;
    expect([s2[P_X] >> 8, s2[P_XSP], s2[P_GSP], s2[P_CTRL_LOCK]]).toEqual([189, -0x1000, -0x1000, 15]);
    expect(s2[P_STATUS] & (ST_FACING_LEFT | ST_PUSH)).toBe(ST_FACING_LEFT);
    expect(getField(w, 0, O_FLAGS) & (OF_P2_PUSHING | OF_PLAYER_PUSHING)).toBe(0);
    expect([getField(w, 0, O_ROUTINE), getField(w, 0, O_TIMER)]).toEqual([0, SIDE_SPRING_FIRING_FRAMES - 1]);
    expect(p1Words(w)).toEqual(p1);
  });

  it('pushed by Tails from its back (right: d0 = 218 - 200 + 19 = 37, x distance -1) it does not fire (front only); Tails is popped to 219 and pushes it', () => {
    const w = twoPlayers([spring('left', 209, 'red')]);
    placePartner(w, { x: 218, y: 208 });
    w.step(0);
    const s2 = w.p2!.s;
    expect([s2[P_X] >> 8, s2[P_XSP], s2[P_STATUS] & ST_PUSH]).toEqual([219, 0, ST_PUSH]);
    expect(getField(w, 0, O_FLAGS) & (OF_P2_PUSHING | OF_PLAYER_PUSHING)).toBe(OF_P2_PUSHING);
    expect(getField(w, 0, O_ROUTINE)).toBe(0);
  });
});

describe('a down spring and the partner (Obj41_Down, touch bottom)', () => {
  it('hit from below by Tails: y 167 - 2 = 165 after its move, out of the bottom by 8 to 173, then - 8 = 165; ysp +0xA00', () => {
    // Combined y radius 8 + 15 = 23: the bottom hit at y 165 is 165 - 150 + 4 + 23 - 4 - 46 = -8.
    const w = twoPlayers([spring('down', 150)]);
    placePartner(w, { x: 200, y: 167, air: true, ysp: -0x200 });
    w.step(0);
    const s2 = w.p2!.s;
    expect([s2[P_Y] >> 8, s2[P_YSP], s2[P_STATUS] & ST_AIR]).toEqual([165, 0xa00, ST_AIR]);
    expect(getField(w, 0, O_ROUTINE)).toBe(0);
  });
});

describe('a diagonal spring and the partner (Obj41_DiagonallyUp, SlopedSolid_SingleCharacter)', () => {
  it('up-right landed on by Tails at x 200: slope h 12 (index 27 >> 1 = 13), lands at 208 + 16 - 12 - 16 - 15 - 1 = 180; fired to (194, 186), xsp +0xA00, ysp -0xA00', () => {
    const w = twoPlayers([spring('up-right', 208)]);
    placePartner(w, { x: 200, y: 178, air: true, ysp: 0x100 });
    const p1 = p1Words(w);
    w.step(0);
    const s2 = w.p2!.s;
    expect([s2[P_X] >> 8, s2[P_Y] >> 8, s2[P_XSP], s2[P_YSP]]).toEqual([194, 186, 0xa00, -0xa00]);
    expect(s2[P_STATUS] & (ST_AIR | ST_ON_OBJECT | ST_FACING_LEFT)).toBe(ST_AIR);
    expect(getField(w, 0, O_FLAGS) & BOTH_STANDING).toBe(0);
    expect(p1Words(w)).toEqual(p1);
  });
});

describe('the spring ramp and the partner (Obj40_Main, second pass)', () => {
  const ramp = { id: 'r', type: 'springRamp', x: 200, y: 216 };

  it('Tails alone: lands at x 220 (216 + 8 - 24 - (8 + 15) - 1 = 176), pressed 4 frames at 216 - 15 - 15 = 186, launched on the 5th at 216 - 24 - 15 = 177 with ysp -0x400 - 0x300', () => {
    const w = twoPlayers([ramp]);
    placePartner(w, { x: 220, y: 175, air: true, ysp: 0x100 });
    const p1 = p1Words(w);
    w.step(0);
    const s2 = w.p2!.s;
    expect([s2[P_Y] >> 8, s2[P_STATUS] & ST_ON_OBJECT, getField(w, 0, O_ROUTINE)]).toEqual([176, ST_ON_OBJECT, 1]);
    const ys: number[] = [];
    for (let f = 0; f < 4; f++) {
      w.step(0);
      ys.push(s2[P_Y] >> 8);
      expect([getField(w, 0, O_C), s2[P_STATUS] & ST_AIR]).toEqual([1, 0]);
    }
    expect(ys).toEqual([186, 186, 186, 186]);
    w.step(0);
    // Index 220 - 200 + 0x1C = 48: byte_26550[48] = 3.
    expect([s2[P_Y] >> 8, s2[P_YSP], s2[P_XSP], s2[P_STATUS] & (ST_AIR | ST_ON_OBJECT)]).toEqual([177, -0x700, 0, ST_AIR]);
    expect(p1Words(w)).toEqual(p1);
  });

  it('player 1 pressing a raised ramp launches a partner standing past the line in the same frame (script 1, mapping frame still 0): Tails at x 210, index 38, boost 1, ysp -0x500', () => {
    const w = twoPlayers([ramp]);
    // Sonic lands at x 220 on height 24 (y 216 + 8 - 24 - (8 + 19) - 1 = 172), Tails at x 210 on
    // height 23 (index (210 - 200 + 0x27) >> 1 = 24; y 216 + 8 - 23 - (8 + 15) - 1 = 177).
    place(w, { x: 220, y: 171, air: true, ysp: 0x100 });
    placePartner(w, { x: 210, y: 176, air: true, ysp: 0x100 });
    w.step(0);
    const s2 = w.p2!.s;
    expect([w.state[P_Y] >> 8, w.state[P_STATUS] & (ST_AIR | ST_ON_OBJECT), getField(w, 0, O_ROUTINE), getField(w, 0, O_C)]).toEqual([
      172, ST_ON_OBJECT, 1, 0,
    ]);
    expect([s2[P_Y] >> 8, s2[P_YSP], s2[P_XSP], s2[P_STATUS] & (ST_AIR | ST_ON_OBJECT), s2[P_ON_OBJECT]]).toEqual([177, -0x500, 0, ST_AIR, 0]);
    // The ramp keeps both standing flags: the next frame's collision lets the airborne partner go.
    expect(getField(w, 0, O_FLAGS) & BOTH_STANDING).toBe(BOTH_STANDING);
    w.step(0);
    expect(getField(w, 0, O_FLAGS) & BOTH_STANDING).toBe(OF_PLAYER_STANDING);
  });
});
