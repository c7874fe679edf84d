/**
 * The cannon, the mushroom cap, the bridge and the balloon act on the partner as the originals
 * act on the sidekick: Sonic 3's Obj_CNZCannon (s3.asm loc_307B2: SolidObjectTop for both, then
 * sub_308B4 for Player_1 with $30 / $32 and for Player_2 with $31 / $33, the $200 / $202 turn
 * test), skdisasm's Obj_MHZMushroomCap (MHZMushroomCap_BounceCharacter for Player_1 with $30 and
 * for Player_2 with $32), Sonic 2's Obj11 (sub_F872 with p2_standing_bit and objoff_3B,
 * Obj11_EHZ's drift of objoff_3F towards objoff_3B) and Obj_CNZBalloon (collision_property bit 1).
 * The Star Light fan and the S-tunnel are Sonic 1's and leave the partner alone. The partner is
 * a human Tails: standing radii 15 / 9, curled 14 / 7.
 */
import { describe, expect, it } from 'vitest';
import { getField } from '../../../../engine/objects/objectContext.ts';
import { OF_P2_STANDING, OF_PLAYER_STANDING, O_B, O_C, O_D, O_FLAGS, O_ROUTINE, O_TIMER, O_YSP } from '../../../../engine/objects/objectFields.ts';
import { bridgeLogY } from '../../../../engine/objects/types/bridge.ts';
import { cannonDirection, cannonLaunch } from '../../../../engine/objects/types/cannon.ts';
import { CPU_SPAWNING } from '../../../../engine/player/tailsCpu.ts';
import {
  CPU_ROUTINE, P_GSP, P_HRAD, P_ON_OBJECT, P_STATUS, P_WRAD, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_OBJ_CONTROL, ST_ON_OBJECT, ST_ROLL,
} from '../../../../engine/state/layout.ts';
import type { World } from '../../../../engine/world/world.ts';
import { place, placePartner } from '../../support/place.ts';
import { input } from '../../support/run.ts';
import { twoPlayers as twoPlayersOn } from './twoPlayers.ts';

/** Both players grounded, Sonic starting at `startX`. */
const twoPlayers = (objects: unknown[], profile: 's2' | 's3k', startX = 60): World => twoPlayersOn(objects, { profile, startX });
const STAND = OF_PLAYER_STANDING | OF_P2_STANDING;

/** Player 1's words that an object acting on it would change. */
const p1Words = (w: World) => [w.state[P_X], w.state[P_Y], w.state[P_XSP], w.state[P_YSP], w.state[P_STATUS], w.state[P_ON_OBJECT]];

const cannon = [{ id: 'c', type: 'cannon', x: 200, y: 200 }];

describe('cannon and the partner (Obj_CNZCannon)', () => {
  /** Tails dropped at (200, 130): lands on the top (0x29 above y) on the 7th frame and is put in at once. */
  function partnerIn(): World {
    const w = twoPlayers(cannon, 's3k');
    placePartner(w, { x: 200, y: 130, air: true, ysp: 0x100 });
    for (let f = 0; f < 7; f++) w.step(0);
    return w;
  }

  it('the partner lands at y = 200 - 0x29 - 15 - 1 = 143 and goes in: held, curled (14 / 7), x 200, speeds 0; its state is its own nibble (0x10); Sonic untouched', () => {
    const w = twoPlayers(cannon, 's3k');
    const p1 = p1Words(w);
    placePartner(w, { x: 200, y: 130, air: true, ysp: 0x100 });
    for (let f = 0; f < 6; f++) w.step(0);
    expect(getField(w, 0, O_B)).toBe(0);
    w.step(0);
    const s2 = w.p2!.s;
    expect([s2[P_X] >> 8, s2[P_Y] >> 8, s2[P_XSP], s2[P_YSP], s2[P_HRAD], s2[P_WRAD]]).toEqual([200, 143, 0, 0, 14, 7]);
    expect(s2[P_STATUS] & (ST_OBJ_CONTROL | ST_ROLL | ST_AIR | ST_ON_OBJECT)).toBe(ST_OBJ_CONTROL | ST_ROLL | ST_AIR);
    expect([getField(w, 0, O_B), getField(w, 0, O_FLAGS) & STAND]).toEqual([0x10, 0]);
    expect(p1Words(w)).toEqual(p1);
  });

  it('drops in for 24 frames (28 * k * (k - 1) subpixels first passes 57 px at k = 24) to y 200; alone inside ($0002) the cannon never starts turning', () => {
    const w = partnerIn();
    for (let f = 0; f < 23; f++) w.step(0);
    expect([w.p2!.s[P_Y] >> 8, getField(w, 0, O_B)]).toEqual([198, 0x10]);
    w.step(0);
    expect([w.p2!.s[P_Y] >> 8, getField(w, 0, O_B), getField(w, 0, O_ROUTINE)]).toEqual([200, 0x20, 0]);
    for (let f = 0; f < 40; f++) w.step(0);
    expect([getField(w, 0, O_ROUTINE), getField(w, 0, O_C)]).toEqual([0, 4]);
  });

  it('its own press (second pad) fires it the way the barrel points, up: (0, -0x1000) from (200, 200 - 0x18 = 176); then it leaves for 8 frames', () => {
    const w = partnerIn();
    for (let f = 0; f < 30; f++) w.step(0);
    const p1 = p1Words(w);
    w.step(input('A') << 8);
    const s2 = w.p2!.s;
    expect([s2[P_X] >> 8, s2[P_Y] >> 8, s2[P_XSP], s2[P_YSP], s2[P_GSP]]).toEqual([200, 176, 0, -0x1000, 0]);
    expect(s2[P_STATUS] & (ST_OBJ_CONTROL | ST_AIR)).toBe(ST_AIR);
    // Cannon fired (2, cool-down 15); the partner's state 3 and timer 8 in the high nibbles.
    expect([getField(w, 0, O_ROUTINE), getField(w, 0, O_TIMER), getField(w, 0, O_B), getField(w, 0, O_D)]).toEqual([2, 15, 0x30, 0x80]);
    for (let f = 0; f < 7; f++) w.step(0);
    expect([getField(w, 0, O_B), getField(w, 0, O_D)]).toEqual([0x30, 0x10]);
    w.step(0);
    expect([getField(w, 0, O_B), getField(w, 0, O_D)]).toEqual([0, 0]);
    expect(p1Words(w)).toEqual(p1);
  });

  it('with both inside ($0202) it sweeps; the partner\'s press fires it, and Sonic, inside a fired cannon, goes the next frame unpressed, the same way', () => {
    const w = partnerIn();
    for (let f = 0; f < 24; f++) w.step(0);
    // Sonic in after the partner: lands on the 5th frame (y 139), drops 25 frames; while he drops ($0102) nothing turns.
    place(w, { x: 200, y: 130, air: true, ysp: 0x100 });
    for (let f = 0; f < 29; f++) w.step(0);
    expect([getField(w, 0, O_B), getField(w, 0, O_ROUTINE)]).toEqual([0x21, 0]);
    w.step(0);
    expect([getField(w, 0, O_B), getField(w, 0, O_ROUTINE)]).toEqual([0x22, 1]);
    // Nine sweep frames read angles 0, 2, .., 16: direction (sin(0x10) 98 + 0x120) >> 6 = 6 on the ninth.
    for (let f = 0; f < 8; f++) w.step(0);
    w.step(input('A') << 8);
    expect([getField(w, 0, O_C), cannonDirection(0x10)]).toEqual([6, 6]);
    // Direction 6: angle (6 << 4) + 0x80 = 0xE0, (cos, sin) << 4 = (181, -181) << 4.
    expect(cannonLaunch(6)).toEqual([2896, -2896]);
    expect([w.p2!.s[P_XSP], w.p2!.s[P_YSP], w.p2!.s[P_Y] >> 8]).toEqual([2896, -2896, 176]);
    expect([w.state[P_STATUS] & ST_OBJ_CONTROL, getField(w, 0, O_B), getField(w, 0, O_D)]).toEqual([ST_OBJ_CONTROL, 0x32, 0x80]);
    w.step(0);
    expect([w.state[P_XSP], w.state[P_YSP], w.state[P_Y] >> 8, w.state[P_STATUS] & (ST_OBJ_CONTROL | ST_AIR)]).toEqual([2896, -2896, 176, ST_AIR]);
    // Both leaving: Sonic's timer 8, the partner's 7; the cool-down restarted at 15 by Sonic's shot.
    expect([getField(w, 0, O_B), getField(w, 0, O_D), getField(w, 0, O_TIMER)]).toEqual([0x33, 0x78, 15]);
  });

  it('while Tails_CPU_routine is 2 (CPU_SPAWNING) the partner\'s state starts over at 0; Sonic\'s nibble is left alone', () => {
    const w = partnerIn();
    // Dropping in: ysp 0, 0x38, .., 0x118 after 5 frames (y 143 + 0x38 * 10 subpixels).
    for (let f = 0; f < 5; f++) w.step(0);
    expect([getField(w, 0, O_B), w.p2!.s[P_YSP]]).toEqual([0x10, 5 * 0x38]);
    const y = w.p2!.s[P_Y];
    w.p2!.s[CPU_ROUTINE] = CPU_SPAWNING;
    w.step(0);
    // No longer dropped by the cannon (nor by its own movement: it is still held).
    expect([getField(w, 0, O_B), w.p2!.s[P_Y], w.p2!.s[P_YSP]]).toEqual([0, y, 5 * 0x38]);
  });
});

describe('mushroom cap and the partner (Obj_MHZMushroomCap)', () => {
  const cap = [{ id: 'm', type: 'mushroom', x: 200, y: 200 }];

  it('the partner lands on the 0x12 top (cap at 197, 201 on frames 11..13): y = 201 - 18 - 15 - 1 = 167, its 0x6A8 kept in O_YSP; Sonic\'s 0 in O_B', () => {
    const w = twoPlayers(cap, 's3k');
    const p1 = p1Words(w);
    placePartner(w, { x: 200, y: 140, air: true, ysp: 0x600 });
    for (let f = 0; f < 3; f++) w.step(0);
    expect([w.p2!.s[P_YSP], getField(w, 0, O_YSP), getField(w, 0, O_B)]).toEqual([0x6a8, 0x6a8, 0]);
    w.step(0);
    expect([w.p2!.s[P_Y] >> 8, w.p2!.s[P_STATUS] & (ST_AIR | ST_ON_OBJECT), getField(w, 0, O_FLAGS) & STAND]).toEqual([167, ST_ON_OBJECT, OF_P2_STANDING]);
    // Squashed (script 1: frame 1, top 8): carried at 201 - 8 - 15 = 178.
    w.step(0);
    expect([getField(w, 0, O_ROUTINE), getField(w, 0, O_C), w.p2!.s[P_Y] >> 8]).toEqual([1, 1, 178]);
    // Thrown on the 6th frame after landing by its own record: 0x6A8 is in [0x660, 0x760): -(0x760 + 0x20) = -0x780.
    for (let f = 0; f < 4; f++) w.step(0);
    expect(w.p2!.s[P_STATUS] & ST_AIR).toBe(0);
    w.step(0);
    expect([getField(w, 0, O_C), w.p2!.s[P_YSP], w.p2!.s[P_STATUS] & (ST_AIR | ST_ON_OBJECT)]).toEqual([3, -0x780, ST_AIR]);
    expect(p1Words(w)).toEqual(p1);
  });

  it('each player is thrown by its own record: Sonic landing at 0x988 (-0x880) and Tails at 0x6A8 (-0x780) leave together', () => {
    const w = twoPlayers(cap, 's3k');
    placePartner(w, { x: 200, y: 140, air: true, ysp: 0x600 });
    place(w, { x: 190, y: 100, air: true, ysp: 0x800 });
    // Tails lands on the 4th frame, Sonic (0x800 + 7 * 0x38 = 0x988 recorded) on the 8th; the cap, squashed by Tails, springs on the 10th.
    for (let f = 0; f < 8; f++) w.step(0);
    expect([getField(w, 0, O_B), getField(w, 0, O_YSP), getField(w, 0, O_FLAGS) & STAND]).toEqual([0x988, 0x6a8, STAND]);
    w.step(0);
    expect([w.state[P_STATUS] & ST_AIR, w.p2!.s[P_STATUS] & ST_AIR]).toEqual([0, 0]);
    w.step(0);
    expect([w.state[P_YSP], w.p2!.s[P_YSP], w.state[P_STATUS] & ST_AIR, w.p2!.s[P_STATUS] & ST_AIR]).toEqual([-0x880, -0x780, ST_AIR, ST_AIR]);
  });
});

describe('bridge and the partner (Sonic 2 Obj11: sub_F872 with p2_standing_bit)', () => {
  // 12 logs at x 400 (log i at 400 + (i - 6) * 16), resting at y 180 (surface 172).
  const bridge = [{ id: 'br', type: 'bridge', x: 400, y: 180, length: 12 }];
  const dips = (w: World) => Array.from({ length: 12 }, (_, j) => bridgeLogY(w, 0, j) - 180);

  it('the partner alone lands at y 172 - 15 - 1 = 156 over log (368 - 400 + 104) >> 4 = 4, recorded in O_D; Sonic untouched', () => {
    const w = twoPlayers(bridge, 's2', 100);
    const p1 = p1Words(w);
    placePartner(w, { x: 368, y: 150, air: true });
    for (let f = 0; f < 7; f++) w.step(0);
    expect([w.p2!.s[P_Y] >> 8, w.p2!.s[P_STATUS] & (ST_AIR | ST_ON_OBJECT)]).toEqual([156, ST_ON_OBJECT]);
    expect([getField(w, 0, O_FLAGS) & STAND, getField(w, 0, O_D), getField(w, 0, O_C), getField(w, 0, O_B)]).toEqual([OF_P2_STANDING, 4, 0, 0]);
    expect(p1Words(w)).toEqual(p1);
  });

  it('it bends the bridge at its own log: the centre steps 0 → 4 one log a frame, the bend grows 4 a frame, and at 0x40 it stands at 180 + 10 - 8 - 15 = 167', () => {
    const w = twoPlayers(bridge, 's2', 100);
    placePartner(w, { x: 368, y: 150, air: true });
    for (let f = 0; f < 7; f++) w.step(0);
    const centres: number[] = [];
    for (let f = 0; f < 5; f++) {
      w.step(0);
      centres.push(getField(w, 0, O_C));
    }
    expect([centres, getField(w, 0, O_B)]).toEqual([[1, 2, 3, 4, 4], 20]);
    for (let f = 0; f < 11; f++) w.step(0);
    expect([getField(w, 0, O_B), w.p2!.s[P_Y] >> 8]).toEqual([0x40, 167]);
    // Log 4 of 12 at full bend: maximum_dip 2 * min(5, 8) = 10 and the sine curve either side (as for Sonic on log 4).
    expect(dips(w)).toEqual([2, 5, 8, 9, 10, 9, 9, 8, 7, 5, 3, 1]);
  });

  it('it walks off at x 488 (sub_F872 clears on_object, not in_air), the bend held that frame (it stood), then springs back 4 a frame as it falls (no floor under it)', () => {
    const w = twoPlayers(bridge, 's2', 100);
    placePartner(w, { x: 368, y: 150, air: true });
    for (let f = 0; f < 23; f++) w.step(0);
    expect(getField(w, 0, O_B)).toBe(0x40);
    w.p2!.s[P_X] = 488 << 8;
    w.step(0);
    expect([w.p2!.s[P_STATUS] & (ST_AIR | ST_ON_OBJECT), getField(w, 0, O_FLAGS) & STAND, getField(w, 0, O_B)]).toEqual([0, 0, 0x40]);
    w.step(0);
    expect([w.p2!.s[P_STATUS] & (ST_AIR | ST_ON_OBJECT), getField(w, 0, O_B)]).toEqual([ST_AIR, 0x3c]);
  });

  /** Sonic on log 4 (x 368) and Tails on log (448 - 400 + 104) >> 4 = 9 (x 448), both at full bend. */
  function both(): World {
    const w = twoPlayers(bridge, 's2', 100);
    place(w, { x: 368, y: 150, air: true });
    placePartner(w, { x: 448, y: 150, air: true });
    for (let f = 0; f < 18; f++) w.step(0);
    return w;
  }

  it('with both on it the bend is Sonic\'s (centre 4) and the partner stands on its own log 9: dip 5, y 180 + 5 - 23 = 162; Sonic at 163 as alone', () => {
    const w = both();
    expect([getField(w, 0, O_FLAGS) & STAND, getField(w, 0, O_B), getField(w, 0, O_C), getField(w, 0, O_D)]).toEqual([STAND, 0x40, 4, 9]);
    expect([w.state[P_Y] >> 8, w.p2!.s[P_Y] >> 8]).toEqual([163, 162]);
  });

  it('Sonic walking off leaves the bend to the partner: the centre steps 4 → 9, and the partner rides log 9 down to 180 + 6 - 23 = 163', () => {
    const w = both();
    w.state[P_X] = 488 << 8;
    const centres: number[] = [];
    const ys: number[] = [];
    for (let f = 0; f < 6; f++) {
      w.step(0);
      centres.push(getField(w, 0, O_C));
      ys.push(w.p2!.s[P_Y] >> 8);
    }
    expect(centres).toEqual([5, 6, 7, 8, 9, 9]);
    // Log 9 dips BEND_ALIGN[6][2] = 0x9D with centre 5: (0x9E * 12 * 256) >> 16 = 7 → 164; centre 9: maximum_dip 2 * min(10, 3) = 6 → 163.
    expect([ys[0], ys[5]]).toEqual([164, 163]);
    expect([getField(w, 0, O_B), getField(w, 0, O_FLAGS) & STAND]).toEqual([0x40, OF_P2_STANDING]);
    expect(dips(w)[9]).toBe(6);
  });
});

describe('balloon and the partner (Obj_CNZBalloon: collision_property bit 1)', () => {
  it('the partner rising into it is thrown up at -0x700: at y 202 (box top 202 - 12 = 190 inside the balloon\'s 175..190 at y 183); Sonic untouched', () => {
    const w = twoPlayers([{ id: 'b', type: 'balloon', x: 200, y: 180 }], 's3k');
    const p1 = p1Words(w);
    placePartner(w, { x: 200, y: 220, air: true, ysp: -0x300 });
    for (let f = 0; f < 7; f++) w.step(0);
    // One frame before: y 203, box top 191, just below the balloon.
    expect([w.p2!.s[P_Y] >> 8, w.p2!.s[P_YSP], getField(w, 0, O_C)]).toEqual([203, -0x300 + 7 * 0x38, 0]);
    w.step(0);
    expect([w.p2!.s[P_Y] >> 8, w.p2!.s[P_YSP], w.p2!.s[P_STATUS] & ST_AIR, getField(w, 0, O_C)]).toEqual([202, -0x700, ST_AIR, 1]);
    expect(p1Words(w)).toEqual(p1);
  });
});

describe('Sonic 1 objects leave the partner alone', () => {
  it('the Star Light fan (Obj5D reads v_player only) shifts Sonic at 30 px by (0x100 - 0x7E) >> 4 = 8 px, not the partner at 40 px (it would be 7)', () => {
    const w = twoPlayers([{ id: 'f', type: 'fan', x: 200, y: 210, dir: 'right' }], 's2');
    place(w, { x: 230, y: 204 });
    placePartner(w, { x: 240, y: 208 });
    w.step(0);
    expect([w.state[P_X] >> 8, w.p2!.s[P_X] >> 8]).toEqual([238, 240]);
  });

  it('the S-tunnel (Sonic 1\'s own Sonic_Loops) curls Sonic (radius 14, ground speed 0x200), not the partner standing inside', () => {
    const w = twoPlayers([{ id: 't', type: 'rollTunnel', x: 400, y: 200, width: 64, height: 64 }], 's2');
    place(w, { x: 390, y: 204 });
    placePartner(w, { x: 400, y: 208 });
    w.step(0);
    expect([w.state[P_STATUS] & ST_ROLL, w.state[P_HRAD], w.state[P_GSP]]).toEqual([ST_ROLL, 14, 0x200]);
    expect([w.p2!.s[P_STATUS] & ST_ROLL, w.p2!.s[P_HRAD], w.p2!.s[P_GSP]]).toEqual([0, 15, 0]);
  });
});
