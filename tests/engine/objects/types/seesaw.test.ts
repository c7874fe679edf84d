/**
 * The Hill Top seesaw and its ball (Sonic 2 Obj14). The seed (section 13 "SeeSaws") describes
 * Sonic 1's Star Light seesaw; every number here is from the Sonic 2 disassembly (s2disasm s2.asm,
 * Obj14: byte_21C8E / byte_21CBF slope arrays, Obj14_YOffsets, Obj14_SetMapping, the ball throws
 * -0x818/0x114, -0xAF0/0xCC, -0xE00/0xA0 at recorded ysp >= 0xA00, Obj14_LaunchCharacter; the
 * landing and standing are SlopedPlatform / MvSonicOnSlope with `ext.w` signed heights).
 */
import { describe, expect, it } from 'vitest';
// The world (and so the object catalogue) loads before the type module, which imports the catalogue back.
import { settle, world } from '../../support/run.ts';
import { getField } from '../../../../engine/objects/objectContext.ts';
import { OF_LOADED, O_A, O_B, O_FLAGS, O_ROUTINE, O_X, O_XSP, O_Y, O_YSP } from '../../../../engine/objects/objectFields.ts';
import { SEESAW_TILTED, seesawHeight, seesawStep } from '../../../../engine/objects/types/seesaw.ts';
import { EV_DEATH } from '../../../../engine/state/events.ts';
import { P_ON_OBJECT, P_STATUS, P_X, P_Y, P_YSP, ST_AIR, ST_ON_OBJECT } from '../../../../engine/state/layout.ts';
import type { World } from '../../../../engine/world/world.ts';
import { place } from '../../support/place.ts';
import { objectLevel } from '../objectTestLevel.ts';

// Seesaw at (200, 200) on the test floor (y 224); its ball is the first dynamic slot (1).
const SAW = 0;
const BALL = 1;
const seesaw = (params: Record<string, unknown> = {}) =>
  settle(world(objectLevel([{ id: 's', type: 'seesaw', x: 200, y: 200, ...params }], { profile: 's2', startX: 60 })));
const ball = (w: World) => [getField(w, BALL, O_X) >> 8, getField(w, BALL, O_Y) >> 8, getField(w, BALL, O_XSP), getField(w, BALL, O_YSP)];

describe('seesaw tables (byte_21C8E, byte_21CBF, Obj14_SetMapping)', () => {
  it('the tilted array runs +20 (peak 28 at index 5) down to -14 over 49 signed bytes; frame 2 reads it mirrored, frame 1 is 5 everywhere', () => {
    expect([SEESAW_TILTED.length, SEESAW_TILTED[0], SEESAW_TILTED[5], SEESAW_TILTED[29], SEESAW_TILTED[30], SEESAW_TILTED[47]]).toEqual([49, 20, 28, 0, -1, -14]);
    expect([seesawHeight(0, 0), seesawHeight(0, 95), seesawHeight(2, 0), seesawHeight(2, 95), seesawHeight(1, 40)]).toEqual([20, -14, -14, 20, 5]);
  });

  it('the frame steps one a frame towards the target: 0 → 1 → 2 and 2 → 1 → 0', () => {
    expect([seesawStep(0, 2), seesawStep(1, 2), seesawStep(2, 2), seesawStep(2, 0), seesawStep(1, 0)]).toEqual([1, 2, 2, 1, 0]);
  });
});

describe('seesaw (Obj14)', () => {
  it('spawns its ball resting on the low right end at (240, 208) = seesaw y + 0x10 - 8', () => {
    const w = seesaw();
    expect(getField(w, BALL, O_FLAGS) & OF_LOADED).toBe(OF_LOADED);
    expect(ball(w)).toEqual([240, 208, 0, 0]);
  });

  it('flipX starts at frame 2 with the ball on the left at (160, 208)', () => {
    const w = seesaw({ flipX: true });
    expect([getField(w, SAW, O_ROUTINE), ...ball(w)]).toEqual([2, 160, 208, 0, 0]);
  });

  it('without its ball (subtype != 0) nothing is spawned', () => {
    const w = seesaw({ ball: false });
    expect(getField(w, BALL, O_FLAGS) & OF_LOADED).toBe(0);
  });

  it('landing at x 160 on the high end: y 154 (surface 200 - 26, minus 19 + 1), then frame 1 (y 176) and frame 2 (y 195, surface +14)', () => {
    const w = seesaw();
    place(w, { x: 160, y: 140, air: true, ysp: 0x600 });
    w.step(0);
    w.step(0);
    expect([w.state[P_Y] >> 8, w.state[P_STATUS] & (ST_AIR | ST_ON_OBJECT), w.state[P_ON_OBJECT]]).toEqual([154, ST_ON_OBJECT, 1]);
    // The seesaw recorded the landing speed 0x670 (0x638 + gravity) before the player landed.
    expect(getField(w, SAW, O_B)).toBe(0x670);
    w.step(0);
    expect([getField(w, SAW, O_ROUTINE), getField(w, SAW, O_A), w.state[P_Y] >> 8]).toEqual([1, 2, 176]);
    w.step(0);
    expect([getField(w, SAW, O_ROUTINE), w.state[P_Y] >> 8]).toEqual([2, 195]);
  });

  it('the tilt throws the ball at -0xAF0 / -0xCC (recorded 0x670 < 0xA00); low and rising it moves twice a frame (ysp -0xA80 after the first)', () => {
    const w = seesaw();
    place(w, { x: 160, y: 140, air: true, ysp: 0x600 });
    for (let f = 0; f < 3; f++) w.step(0);
    // 240 - 2 * 0xCC = 0xEE68 → 238; 208 - 0xAF0 - 0xAB8 → 186.
    expect(ball(w)).toEqual([238, 186, -0xcc, -0xa80]);
  });

  it('a fast landing (recorded ysp 0xA70 >= 0xA00) throws the ball at -0xE00 / -0xA0', () => {
    const w = seesaw();
    place(w, { x: 160, y: 140, air: true, ysp: 0xa00 });
    for (let f = 0; f < 3; f++) w.step(0);
    expect(getField(w, SAW, O_B)).toBe(0xa70);
    // 208 - 0xE00 - 0xDC8 → 180 (0xB438); 240 - 2 * 0xA0 → 238.
    expect(ball(w)).toEqual([238, 180, -0xa0, -0xe00 + 2 * 0x38]);
  });

  it('the ball lands on the left end while the player stands on the right (frame 0): the player is launched at -(ball ysp) = -0xA80', () => {
    const w = seesaw();
    place(w, { x: 160, y: 140, air: true, ysp: 0x600 });
    for (let f = 0; f < 10; f++) w.step(0);
    // Walk the player over to the right end: the seesaw tilts back to frame 0.
    w.state[P_X] = 240 << 8;
    let f = 10;
    while ((w.state[P_STATUS] & ST_AIR) === 0 && f < 200) {
      w.step(0);
      f++;
    }
    // Frame 97: the ball reaches y 175 >= 216 - 47 (frame 0, left end) and lands.
    expect(f).toBe(98);
    expect([w.state[P_YSP], w.state[P_STATUS] & (ST_AIR | ST_ON_OBJECT), w.state[P_ON_OBJECT]]).toEqual([-0xa80, ST_AIR, 0]);
    expect([getField(w, SAW, O_A), getField(w, BALL, O_B), getField(w, BALL, O_ROUTINE)]).toEqual([2, 2, 0]);
    expect(ball(w)).toEqual([161, 175, 0, 0]);
  });

  it('the ball hurts (touch box 0x8B: 8 x 8 at 240, 208): a ringless player falling at x 240 dies on frame 7, at y 184 (box bottom 200 meets the ball\'s top)', () => {
    const w = seesaw();
    place(w, { x: 240, y: 170, air: true, ysp: 0x100 });
    const events: number[] = [];
    for (let f = 0; f < 8; f++) events.push(w.step(0));
    expect(events.findIndex((e) => (e & EV_DEATH) !== 0)).toBe(7);
    expect(w.state[P_Y] >> 8).toBe(184);
  });
});
