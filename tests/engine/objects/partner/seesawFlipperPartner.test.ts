/**
 * The seesaw, the flipper and the speed booster act on the partner as Sonic 2's Obj14, Obj86 and
 * Obj1B act on the sidekick (s2disasm s2.asm): Obj14_Main's two targets and the max(y_vel,
 * Sidekick y_vel) record, SlopedPlatform's second pass and loc_21BB6's launch of each player
 * whose standing bit is set; Obj86's SlopedSolid for both, loc_2B20A per player (objoff_36 /
 * objoff_37) and the shared launch request (objoff_38); Obj1B_Main's second box test. The
 * partner is a human Tails (no CPU decides anything): standing radii 15 / 9, curled 14 / 7.
 */
import { describe, expect, it } from 'vitest';
import { getField, setField } from '../../../../engine/objects/objectContext.ts';
import {
  OF_LOADED, OF_P2_PUSHING, OF_P2_STANDING, OF_PLAYER_PUSHING, OF_PLAYER_STANDING, O_A, O_B, O_C, O_FLAGS, O_ROUTINE, O_X, O_XSP, O_Y, O_YSP,
} from '../../../../engine/objects/objectFields.ts';
import { flipperLaunch } from '../../../../engine/objects/types/flipper.ts';
import {
  CPU_INPUT, P_CTRL_LOCK, P_GSP, P_HRAD, P_ON_OBJECT, P_STATUS, P_WRAD, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_FACING_LEFT, ST_OBJ_CONTROL,
  ST_ON_OBJECT, ST_ROLL,
} from '../../../../engine/state/layout.ts';
import type { World } from '../../../../engine/world/world.ts';
import { place, placePartner } from '../../support/place.ts';
import { input, world } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';
import { twoPlayers as twoPlayersOn } from './twoPlayers.ts';


/** Both players grounded on the test floor (Sonic y 204, Tails y 208), Sonic starting at `startX`. */
const twoPlayers = (objects: unknown[], startX = 60): World => twoPlayersOn(objects, { startX });
const STAND = OF_PLAYER_STANDING | OF_P2_STANDING;

/** Player 1's words that an object acting on it would change. */
const p1Words = (w: World) => [w.state[P_X], w.state[P_Y], w.state[P_XSP], w.state[P_YSP], w.state[P_STATUS], w.state[P_ON_OBJECT]];

// Seesaw at (200, 200), its ball in the first dynamic slot (1), resting on the low right end at (240, 208).
const SAW = 0;
const BALL = 1;
const seesaw = [{ id: 's', type: 'seesaw', x: 200, y: 200 }];

describe('seesaw and the partner (Obj14)', () => {
  it('the partner lands on the high end at x 160: surface 200 - 26 = 174, y = 174 - 15 - 1 = 158, on the third frame, with its own flag', () => {
    const w = twoPlayers(seesaw);
    const p1 = p1Words(w);
    placePartner(w, { x: 160, y: 140, air: true, ysp: 0x600 });
    // Frames 1, 2: y 146, 152.22 (feet 152 + 15 + 4 = 171 above 174); frame 3: y 158.66, d = 174 - 177 = -3 → 158 - 3 + 3.
    w.step(0);
    w.step(0);
    expect(w.p2!.s[P_STATUS] & ST_ON_OBJECT).toBe(0);
    w.step(0);
    const s2 = w.p2!.s;
    expect([s2[P_Y] >> 8, s2[P_STATUS] & (ST_AIR | ST_ON_OBJECT), s2[P_ON_OBJECT]]).toEqual([158, ST_ON_OBJECT, SAW + 1]);
    expect(getField(w, SAW, O_FLAGS) & STAND).toBe(OF_P2_STANDING);
    // Before it landed the seesaw recorded max(Sonic's 0, Tails' 0x600 + 3 * 0x38 = 0x6A8).
    expect(getField(w, SAW, O_B)).toBe(0x6a8);
    expect(p1Words(w)).toEqual(p1);
  });

  it('the partner alone tilts it towards its end: frame 1 (y 200 - 5 - 15 = 180), then 2 (y 200 + 14 - 15 = 199), and throws the ball at -0xAF0 / -0xCC', () => {
    const w = twoPlayers(seesaw);
    const p1 = p1Words(w);
    placePartner(w, { x: 160, y: 140, air: true, ysp: 0x600 });
    for (let f = 0; f < 3; f++) w.step(0);
    w.step(0);
    expect([getField(w, SAW, O_ROUTINE), getField(w, SAW, O_A), w.p2!.s[P_Y] >> 8]).toEqual([1, 2, 180]);
    // The ball was thrown the same frame (angle 2 - 0 = 2, record 0x6A8 < 0xA00) and flew once: 240 - 0xCC → 239.2, and as it is
    // low and rising it moved twice: 208 - 0xAF0 - 0xAB8 → 186, x 240 - 2 * 0xCC → 238.
    expect([getField(w, BALL, O_X) >> 8, getField(w, BALL, O_Y) >> 8, getField(w, BALL, O_XSP), getField(w, BALL, O_YSP)]).toEqual([238, 186, -0xcc, -0xa80]);
    w.step(0);
    expect([getField(w, SAW, O_ROUTINE), w.p2!.s[P_Y] >> 8]).toEqual([2, 199]);
    expect(p1Words(w)).toEqual(p1);
  });

  it('both standing, the targets add: Sonic left of it (2) and Tails right (0) make (2 + 0) >> 1 = 1, and it stays level', () => {
    const w = twoPlayers(seesaw);
    // Sonic at x 170: surface 200 - 20 = 180, y 180 - 20 = 160; Tails at x 220: surface 200 + 5 = 205, y 205 - 16 = 189.
    place(w, { x: 170, y: 158, air: true, ysp: 0x100 });
    placePartner(w, { x: 220, y: 188, air: true, ysp: 0x100 });
    w.step(0);
    expect([w.state[P_Y] >> 8, w.p2!.s[P_Y] >> 8, getField(w, SAW, O_FLAGS) & STAND]).toEqual([160, 189, STAND]);
    w.step(0);
    w.step(0);
    // Sonic alone would have gone on to frame 2; level, both stand 5 px above y: 200 - 5 - 19 = 176 and 200 - 5 - 15 = 180.
    expect([getField(w, SAW, O_ROUTINE), getField(w, SAW, O_A), w.state[P_Y] >> 8, w.p2!.s[P_Y] >> 8]).toEqual([1, 1, 176, 180]);
  });

  it('both standing, Sonic in the middle (1) and Tails on the left (2): 1 + 2 = 3 becomes 4, 4 >> 1 = 2', () => {
    const w = twoPlayers(seesaw);
    // Sonic at x 200: surface 200 - SEESAW_TILTED[24] = 195, y 175; Tails at x 170: surface 180, y 164.
    place(w, { x: 200, y: 173, air: true, ysp: 0x100 });
    placePartner(w, { x: 170, y: 162, air: true, ysp: 0x100 });
    w.step(0);
    expect([w.state[P_Y] >> 8, w.p2!.s[P_Y] >> 8, getField(w, SAW, O_FLAGS) & STAND]).toEqual([175, 164, STAND]);
    w.step(0);
    w.step(0);
    expect([getField(w, SAW, O_ROUTINE), getField(w, SAW, O_A)]).toEqual([2, 2]);
  });

  it('with nobody on it, it records the larger of both y speeds, signed: -0x3C8 and -0x1C8 give -0x1C8 (Sonic alone would give 0)', () => {
    const w = twoPlayers(seesaw, 400);
    place(w, { x: 400, y: 150, air: true, ysp: -0x400 });
    placePartner(w, { x: 370, y: 150, air: true, ysp: -0x200 });
    w.step(0);
    expect(getField(w, SAW, O_B)).toBe(-0x1c8);
    placePartner(w, { x: 370, y: 150, air: true, ysp: 0x300 });
    w.step(0);
    // Sonic -0x390, Tails 0x338.
    expect(getField(w, SAW, O_B)).toBe(0x338);
  });

  /** Sonic (x 212: surface 201, y 181) and/or Tails (x 216: surface 203, y 187) land on the frame-0 seesaw, clear of the ball. */
  function standing(sonicToo: boolean): World {
    const w = twoPlayers(seesaw);
    if (sonicToo) place(w, { x: 212, y: 179, air: true, ysp: 0x100 });
    placePartner(w, { x: 216, y: 185, air: true, ysp: 0x100 });
    w.step(0);
    // Both right of the middle: target 0, the frame stays 0. The ball is made to fall onto the left end:
    // x 161, y 170, ysp 0x400, flying (xsp < 0: side 2).
    setField(w, BALL, O_X, 161 << 8);
    setField(w, BALL, O_Y, 170 << 8);
    setField(w, BALL, O_XSP, -1);
    setField(w, BALL, O_YSP, 0x400);
    setField(w, BALL, O_ROUTINE, 1);
    return w;
  }

  it('the ball landing on the left end launches the partner standing on the low right end at -(0x400 + 0x38) = -0x438; Sonic, on the floor, is untouched', () => {
    const w = standing(false);
    expect([w.p2!.s[P_Y] >> 8, getField(w, SAW, O_FLAGS) & STAND]).toEqual([187, OF_P2_STANDING]);
    const p1 = p1Words(w);
    // The ball falls to y 174 >= its rest y 216 - 47 = 169 on the left of a frame-0 seesaw, side 2 != frame 0.
    w.step(0);
    const s2 = w.p2!.s;
    expect([s2[P_YSP], s2[P_STATUS] & (ST_AIR | ST_ON_OBJECT), s2[P_ON_OBJECT]]).toEqual([-0x438, ST_AIR, 0]);
    expect([getField(w, SAW, O_FLAGS) & STAND, getField(w, SAW, O_A), getField(w, BALL, O_ROUTINE)]).toEqual([0, 2, 0]);
    expect(p1Words(w)).toEqual(p1);
  });

  it('with both standing, both are launched at -0x438, each by its own standing flag', () => {
    const w = standing(true);
    expect([w.state[P_Y] >> 8, w.p2!.s[P_Y] >> 8, getField(w, SAW, O_FLAGS) & STAND]).toEqual([181, 187, STAND]);
    w.step(0);
    expect([w.state[P_YSP], w.state[P_STATUS] & (ST_AIR | ST_ON_OBJECT), w.p2!.s[P_YSP], w.p2!.s[P_STATUS] & (ST_AIR | ST_ON_OBJECT)])
      .toEqual([-0x438, ST_AIR, -0x438, ST_AIR]);
    expect(getField(w, SAW, O_FLAGS) & STAND).toBe(0);
  });
});

// Upward flipper at (200, 208): surface 208 - FLIPPER_DOWN[(x - 200 + 0x23) >> 1] px.
const flipper = [{ id: 'f', type: 'flipper', x: 200, y: 208 }];
const HELD = 2;
const HELD_P2 = 4;
const PAD2_A = input('A') << 8;

describe('upward flipper and the partner (Obj86_UpwardsType)', () => {
  it('catches the partner alone: held (its own bit 4), curled 14 / 7, y = 199 - 15 + 5 = 189 on the 9 px surface at x 190; Sonic untouched', () => {
    const w = twoPlayers(flipper);
    const p1 = p1Words(w);
    placePartner(w, { x: 190, y: 170, air: true, ysp: 0x100 });
    // ysp 0x100 + n * 0x38: y 171, 172.2, 173.7, 175.3, 177.2, 179.3, 181.6; the box's top is 208 - (9 - 7) = 206 (SlopedSolid
    // shifts by the first height), reached once y + 4 + 15 + 6 >= 206: at y 181, the 7th frame.
    for (let f = 0; f < 6; f++) w.step(0);
    expect(w.p2!.s[P_STATUS] & ST_OBJ_CONTROL).toBe(0);
    w.step(0);
    const s2 = w.p2!.s;
    expect([s2[P_STATUS] & (ST_OBJ_CONTROL | ST_ROLL | ST_ON_OBJECT | ST_AIR), s2[P_HRAD], s2[P_WRAD], s2[P_Y] >> 8])
      .toEqual([ST_OBJ_CONTROL | ST_ROLL | ST_ON_OBJECT, 14, 7, 189]);
    expect([getField(w, 0, O_A), getField(w, 0, O_FLAGS) & STAND]).toEqual([HELD_P2, OF_P2_STANDING]);
    expect(p1Words(w)).toEqual(p1);
    // Carried at 199 - 14 = 185, then rolled 1 px a frame to the tip: x 191, xsp = ground speed 0x100.
    w.step(0);
    expect([s2[P_X] >> 8, s2[P_Y] >> 8, s2[P_XSP], s2[P_GSP]]).toEqual([191, 185, 0x100, 0x100]);
  });

  /**
   * Sonic dropped at x 190 (caught on the 5th frame, y 199 - 19 + 5 = 185) and Tails at x 216 (surface 208 + 4 = 212,
   * caught on the 8th frame at y 212 - 15 + 5 = 202): after 8 frames both are held, Sonic rolled on to x 193.
   */
  function bothHeld(): World {
    const w = twoPlayers(flipper);
    place(w, { x: 190, y: 170, air: true, ysp: 0x100 });
    placePartner(w, { x: 216, y: 180, air: true, ysp: 0x100 });
    for (let f = 0; f < 8; f++) w.step(0);
    return w;
  }

  it('holds both players at once, each with its own bit (2 | 4), and rolls each 1 px a frame', () => {
    const w = bothHeld();
    expect([w.state[P_X] >> 8, w.p2!.s[P_X] >> 8, w.p2!.s[P_Y] >> 8]).toEqual([193, 216, 202]);
    expect([getField(w, 0, O_A), getField(w, 0, O_FLAGS) & STAND]).toEqual([HELD | HELD_P2, STAND]);
    expect([w.state[P_STATUS] & ST_OBJ_CONTROL, w.p2!.s[P_STATUS] & ST_OBJ_CONTROL]).toEqual([ST_OBJ_CONTROL, ST_OBJ_CONTROL]);
    w.step(0);
    // Tails carried at 212 - 14 = 198.
    expect([w.state[P_X] >> 8, w.p2!.s[P_X] >> 8, w.p2!.s[P_Y] >> 8, w.p2!.s[P_XSP]]).toEqual([194, 217, 198, 0x100]);
  });

  it('the partner\'s press (second pad) launches both (objoff_38), each from its own x: Sonic 194 (rolled first), Tails 216', () => {
    const w = bothHeld();
    w.step(PAD2_A);
    expect([w.state[P_X] >> 8, w.p2!.s[P_X] >> 8]).toEqual([194, 216]);
    // Sonic: d = 194 - 200 + 0x23 = 29, speed -(29 << 5) - 0x800 = -2976 at angle 0x47;
    // Tails: d = 51, speed -(51 << 5) - 0x800 = -3680 at angle 0x4C.
    expect([w.state[P_XSP], w.state[P_YSP]]).toEqual(flipperLaunch(200, 194, false));
    expect([w.p2!.s[P_XSP], w.p2!.s[P_YSP]]).toEqual(flipperLaunch(200, 216, false));
    expect(flipperLaunch(200, 216, false)).not.toEqual(flipperLaunch(200, 194, false));
    const released = ST_AIR | ST_ROLL;
    const mask = released | ST_OBJ_CONTROL | ST_ON_OBJECT;
    expect([w.state[P_STATUS] & mask, w.p2!.s[P_STATUS] & mask]).toEqual([released, released]);
    expect([getField(w, 0, O_A), getField(w, 0, O_FLAGS) & STAND, getField(w, 0, O_C)]).toEqual([0, 0, 1]);
  });

  it('Sonic\'s press launches the partner too, from x 217 (its roll came before the launch)', () => {
    const w = bothHeld();
    w.step(input('A'));
    expect([w.state[P_X] >> 8, w.p2!.s[P_X] >> 8]).toEqual([193, 217]);
    expect([w.state[P_STATUS] & ST_AIR, w.p2!.s[P_STATUS] & (ST_AIR | ST_OBJ_CONTROL), getField(w, 0, O_A)]).toEqual([ST_AIR, ST_AIR, 0]);
    expect([w.p2!.s[P_XSP], w.p2!.s[P_YSP]]).toEqual(flipperLaunch(200, 217, false));
  });
});

describe('upward flipper and the CPU partner (Ctrl_2)', () => {
  it('CPU Tails held on it copies Sonic\'s A press 16 frames later (CPU_INPUT press byte) but does not fire it: the sidekick\'s press is the second pad\'s', () => {
    const w = world(objectLevel(flipper, { profile: 's2', startX: 120 }), { profile: 's2', partner: { character: 'tails', control: 'cpu' } });
    for (let i = 0; i < 300 && (w.state[P_STATUS] & ST_AIR || w.p2!.s[P_STATUS] & ST_AIR); i++) w.step(0);
    placePartner(w, { x: 190, y: 170, air: true, ysp: 0x100 });
    for (let f = 0; f < 10; f++) w.step(0);
    expect([getField(w, 0, O_A), w.p2!.s[P_STATUS] & ST_OBJ_CONTROL]).toEqual([HELD_P2, ST_OBJ_CONTROL]);
    // Sonic, on the floor at x 120, presses A; the CPU replays it 16 frames later.
    let cpuPressedA = false;
    for (let f = 0; f < 20; f++) {
      w.step(f === 0 ? input('A') : 0);
      if ((w.p2!.s[CPU_INPUT] >> 8) & input('A')) cpuPressedA = true;
      expect([getField(w, 0, O_A), w.p2!.s[P_STATUS] & (ST_OBJ_CONTROL | ST_AIR)]).toEqual([HELD_P2, ST_OBJ_CONTROL]);
    }
    expect(cpuPressedA).toBe(true);
    // The second pad's A does fire it.
    w.step(PAD2_A);
    expect([getField(w, 0, O_A), w.p2!.s[P_STATUS] & (ST_OBJ_CONTROL | ST_AIR)]).toEqual([0, ST_AIR]);
  });
});

describe('horizontal flipper and the partner (Obj86_HorizontalType)', () => {
  it('throws the partner pushing it from the left: x = 200 - 19 + 8 = 189, xsp = ground speed -0x1000, lock 15, curled 5 px lower (213); Sonic untouched', () => {
    const w = twoPlayers([{ id: 'f', type: 'flipper', x: 200, y: 200, kind: 'horizontal' }]);
    const p1 = p1Words(w);
    placePartner(w, { x: 170, y: 208, xsp: 0x400, gsp: 0x400 });
    const R2 = input('R') << 8;
    for (let f = 0; f < 3; f++) w.step(R2);
    const s2 = w.p2!.s;
    expect([s2[P_X] >> 8, s2[P_Y] >> 8, s2[P_XSP], s2[P_GSP], s2[P_CTRL_LOCK], s2[P_HRAD]]).toEqual([189, 213, -0x1000, -0x1000, 15, 14]);
    expect(s2[P_STATUS] & (ST_FACING_LEFT | ST_ROLL)).toBe(ST_FACING_LEFT | ST_ROLL);
    expect(getField(w, 0, O_FLAGS) & OF_P2_PUSHING).toBe(OF_P2_PUSHING);
    expect(p1Words(w)).toEqual(p1);
  });
});

describe('speed booster and the partner (Obj1B_Main)', () => {
  // Booster centre at (200, 208): Tails' centre on the test floor; Sonic's (204) is in the box too.
  const booster = [{ id: 'b', type: 'spinner', x: 200, y: 208 }];

  it('boosts a grounded partner at x 184: xsp = ground speed 0x1000, lock 15; Sonic, outside the box, untouched', () => {
    const w = twoPlayers(booster);
    const p1 = p1Words(w);
    placePartner(w, { x: 184, y: 208 });
    w.step(0);
    const s2 = w.p2!.s;
    expect([s2[P_XSP], s2[P_GSP], s2[P_CTRL_LOCK]]).toEqual([0x1000, 0x1000, 15]);
    expect(p1Words(w)).toEqual(p1);
  });

  it('boosts both players in the box: Sonic from rest and Tails turned round from -0x200, both to 0x1000', () => {
    const w = twoPlayers(booster);
    place(w, { x: 190, y: 204 });
    placePartner(w, { x: 210, y: 208, xsp: -0x200, gsp: -0x200 });
    w.step(0);
    expect([w.state[P_XSP], w.state[P_CTRL_LOCK], w.p2!.s[P_XSP], w.p2!.s[P_CTRL_LOCK]]).toEqual([0x1000, 15, 0x1000, 15]);
  });

  it('the partner\'s boost alone clears both players\' pushing flags on the booster (bclr p1_pushing and p2_pushing)', () => {
    const w = twoPlayers(booster);
    placePartner(w, { x: 184, y: 208 });
    setField(w, 0, O_FLAGS, getField(w, 0, O_FLAGS) | OF_PLAYER_PUSHING | OF_P2_PUSHING);
    w.step(0);
    expect([w.p2!.s[P_XSP], w.state[P_XSP]]).toEqual([0x1000, 0]);
    expect(getField(w, 0, O_FLAGS) & (OF_PLAYER_PUSHING | OF_P2_PUSHING | OF_LOADED)).toBe(OF_LOADED);
  });

  it('passes over an airborne partner in the box', () => {
    const w = twoPlayers(booster);
    placePartner(w, { x: 200, y: 200, air: true });
    w.step(0);
    expect([w.p2!.s[P_XSP], w.p2!.s[P_CTRL_LOCK]]).toEqual([0, 0]);
  });
});
