import { describe, expect, it } from 'vitest';
import { lavaMaker } from '../../../../../engine/games/s1/objects/objects/lavaMaker.ts';
import { lavaBall } from '../../../../../engine/games/s1/objects/objects/lavaBall.ts';
import {
  OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_FRAME, OB_ID, OB_PRIORITY, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_X, OB_VEL_Y, OB_X,
  rsw, rw,
} from '../../../../../engine/games/s1/objects/ram.ts';
import { C_X, C_Y } from '../../../../../engine/state/layout.ts';
import { put, scene, slotIds, y } from './support/scene.ts';

const SLOT = (n: number): number => n * 0x40;

describe('LavaMaker ($13)', () => {
  it('subtype $42 loads a type 2 lava ball every 150 frames (LavaM_Rates[4]) at its position, the first on its 150th frame', () => {
    const w = scene();
    w.state[C_X] = 0;
    w.state[C_Y] = 0;
    const a0 = put(w, 0x13, 0x100, 0x80, 0x42);
    for (let i = 0; i < 149; i++) lavaMaker(w, a0);
    expect(slotIds(w)).toEqual([0x13]);
    expect(w.m[a0 + OB_SUBTYPE]).toBe(2);
    lavaMaker(w, a0);
    expect(slotIds(w)).toEqual([0x13, 0x14]);
    const a1 = SLOT(0x21);
    expect([rw(w.m, a1 + OB_X), y(w, a1), w.m[a1 + OB_SUBTYPE]]).toEqual([0x100, 0x80, 2]);
    for (let i = 0; i < 149; i++) lavaMaker(w, a0);
    expect(slotIds(w)).toEqual([0x13, 0x14]);
    lavaMaker(w, a0);
    expect(slotIds(w)).toEqual([0x13, 0x14, 0x14]);
  });

  it('off screen (ChkObjectVisible: its point outside 320x224) it loads nothing, but the timer still restarts', () => {
    const w = scene();
    w.state[C_X] = 0;
    w.state[C_Y] = 0;
    const a0 = put(w, 0x13, 0x140, 0x80, 0x00);
    for (let i = 0; i < 30; i++) lavaMaker(w, a0);
    expect(slotIds(w)).toEqual([0x13]);
    w.state[C_X] = 0x40;
    for (let i = 0; i < 29; i++) lavaMaker(w, a0);
    expect(slotIds(w)).toEqual([0x13]);
    lavaMaker(w, a0);
    expect(slotIds(w)).toEqual([0x13, 0x14]);
  });

  it('is deleted when out of range', () => {
    const w = scene();
    const a0 = put(w, 0x13, 0x800, 0x80, 0x00);
    lavaMaker(w, a0);
    expect(w.m[a0 + OB_ID]).toBe(0);
  });
});

describe('LavaBall ($14)', () => {
  it('type 0 is thrown up at -$400, falls back at $18 a frame (top $1AC from $200) and is deleted the frame after it passes below its start (frame 87)', () => {
    const w = scene();
    const a0 = put(w, 0x14, 0x100, 0x200, 0);
    lavaBall(w, a0);
    expect([w.m[a0 + OB_COL_TYPE], w.m[a0 + OB_PRIORITY], w.m[a0 + OB_ACT_WID]]).toEqual([0x8b, 3, 8]);
    expect(rsw(w.m, a0 + OB_VEL_Y)).toBe(-0x400 + 0x18);
    expect(w.m[a0 + OB_STATUS] & 2).toBe(2);
    let top = y(w, a0);
    for (let f = 2; f <= 85; f++) {
      lavaBall(w, a0);
      top = Math.min(top, y(w, a0));
    }
    expect(top).toBe(0x1ac);
    expect(w.m[a0 + OB_ROUTINE]).toBe(2);
    expect(w.m[a0 + OB_STATUS] & 2).toBe(0);
    lavaBall(w, a0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(4);
    expect(w.m[a0 + OB_ID]).toBe(0x14);
    lavaBall(w, a0);
    expect(w.m[a0 + OB_ID]).toBe(0);
  });

  it('the Marble boss\'s balls (objoff_29 set) draw 2 priorities lower', () => {
    const w = scene();
    const a0 = put(w, 0x14, 0x100, 0x200, 0);
    w.m[a0 + 0x29] = 0xff;
    lavaBall(w, a0);
    expect(w.m[a0 + OB_PRIORITY]).toBe(5);
  });

  it('type 5 falls at $200 until the floor (ObjFloorDist < 0): then type 8, still, bursts 6 frames and is deleted the next', () => {
    const w = scene();
    // Frame k tests the floor under y $60 + 2 (k - 1) (its bottom 8 px lower): the floor at $80 is met on frame 13.
    const a0 = put(w, 0x14, 0x100, 0x60, 5);
    let contact = 0;
    for (let f = 1; f <= 20 && contact === 0; f++) {
      lavaBall(w, a0);
      if (w.m[a0 + OB_SUBTYPE] === 8) contact = f;
    }
    expect(contact).toBe(13);
    expect([w.m[a0 + OB_ANIM], rsw(w.m, a0 + OB_VEL_Y), y(w, a0)]).toEqual([1, 0, 0x78]);
    expect(w.m[a0 + OB_FRAME]).toBe(2);
    for (let f = 0; f < 5; f++) lavaBall(w, a0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(2);
    lavaBall(w, a0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(4);
    lavaBall(w, a0);
    expect(w.m[a0 + OB_ID]).toBe(0);
  });

  it('types 6 and 7 fly sideways at -$200 / $200 (wider: $10) until a wall', () => {
    const w = scene({ cells: [[0, 0, 1], [0, 2, 1]] });
    // Type 7 in the gap between the floors, flying right towards the wall at $200: its sensor is x + 8.
    const a0 = put(w, 0x14, 0x1e0, 0xc0, 7);
    lavaBall(w, a0);
    expect([w.m[a0 + OB_ACT_WID], w.m[a0 + OB_ANIM], rsw(w.m, a0 + OB_VEL_X), rsw(w.m, a0 + OB_VEL_Y)]).toEqual([0x10, 2, 0x200, 0]);
    expect(rw(w.m, a0 + OB_X)).toBe(0x1e2);
    for (let f = 0; f < 20 && w.m[a0 + OB_SUBTYPE] !== 8; f++) lavaBall(w, a0);
    // The wall is met when the sensor is at $200 (d1 = -1): x $1F8.
    expect(rw(w.m, a0 + OB_X)).toBe(0x1f8);
    expect([w.m[a0 + OB_ANIM], rsw(w.m, a0 + OB_VEL_X)]).toEqual([3, 0]);
    const b0 = put(w, 0x14, 0x120, 0xc0, 6, 0x22);
    lavaBall(w, b0);
    expect(rsw(w.m, b0 + OB_VEL_X)).toBe(-0x200);
    expect(w.m[b0 + OB_STATUS] & 1).toBe(1);
  });
});
