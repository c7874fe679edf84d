import { expect, it } from 'vitest';
import { describeWithDisasm, s1Disassembly } from '../../../../support/disasm.ts';
import { checkoutObjectData } from '../../../../support/objectData.ts';
import { largeGrass } from '../../../../../engine/games/s1/objects/objects/largeGrass.ts';
import { grassFire } from '../../../../../engine/games/s1/objects/objects/grassFire.ts';
import {
  OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_SOLID, OB_SUBTYPE, OB_X, rl, rw,
} from '../../../../../engine/games/s1/objects/ram.ts';
import { C_X, P_STATUS, P_Y, P_YSP, ST_AIR, ST_ON_OBJECT } from '../../../../../engine/state/layout.ts';
import type { World } from '../../../../../engine/world/world.ts';
import { onScreen, oscillatorAt, put, scene, slotIds, sonicTo, y } from './support/scene.ts';

const PLATFORM_X = 0x180;
const PLATFORM_Y = 0x60;

/** A platform at ($180, $60) over empty space, already past LGrass_Main and on screen. */
function platform(subtype: number): [World, number] {
  const w = scene({ cells: [[0, 0, 1]], objectData: checkoutObjectData() });
  const a0 = put(w, 0x2f, PLATFORM_X, PLATFORM_Y, subtype);
  largeGrass(w, a0);
  onScreen(w, a0);
  return [w, a0];
}

/** Sonic falls onto it $2B px left of its centre (column $10 of the map: d1 $4B + x - obX = $20). */
function land(w: World, a0: number): void {
  sonicTo(w, PLATFORM_X - 0x2b, 0x2a);
  w.state[P_STATUS] = ST_AIR;
  w.state[P_YSP] = 0x100;
  largeGrass(w, a0);
}

describeWithDisasm('LargeGrass ($2F)', () => {
  it('the height maps are the checkout\'s LGrass_Data1..3 (misc/mz_pfm1..3.bin: 76, 44 and 76 bytes), end to end', () => {
    const p = s1Disassembly().program;
    const d = checkoutObjectData();
    const files = ['LGrass_Data1', 'LGrass_Data2', 'LGrass_Data3'].map((l) => p.bytesAt(l, 'test').bytes);
    expect(files.map((f) => f.length)).toEqual([76, 44, 76]);
    expect(d.grassMaps).toEqual([0, 76, 120]);
    expect([...d.grassHeights!]).toEqual(files.flatMap((f) => [...f]));
  });

  // Issue 27: the hand-copied LGRASS_HEIGHTS rose one column early on both ramps (bytes 13..28
  // of mz_pfm1.bin and 175..190 of the three maps), so Sonic stood 1 px too high there.
  it('mz_pfm1.bin: the ramp starts at column 14 ($20 at 13, $21 at 14, $30 from 29); mz_pfm3.bin: $40 through column 54, $3F at 55', () => {
    const h = checkoutObjectData().grassHeights!;
    expect([...h.slice(12, 16)]).toEqual([0x20, 0x20, 0x21, 0x22]);
    expect([...h.slice(27, 31)]).toEqual([0x2e, 0x2f, 0x30, 0x30]);
    expect([...h.slice(120 + 53, 120 + 58)]).toEqual([0x40, 0x40, 0x3f, 0x3e, 0x3d]);
  });

  it('standing on shape 0 at map column 13, Sonic is $20 + $13 above the platform (the checkout\'s byte, not $21 + $13)', () => {
    const [w, a0] = platform(0x00);
    // Column 13: x - obX + d1 ($40 + $B) = 26.
    sonicTo(w, PLATFORM_X - 0x31, 0x2a);
    w.state[P_STATUS] = ST_AIR;
    w.state[P_YSP] = 0x100;
    largeGrass(w, a0);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).not.toBe(0);
    largeGrass(w, a0);
    expect(w.state[P_Y] >> 8).toBe(PLATFORM_Y - 0x20 - 0x13);
  });

  it('LGrass_Main: subtype $15 is shape 1 (mz_pfm3, frame 1, half width $40) of type 5, $40 high', () => {
    const w = scene({ objectData: checkoutObjectData() });
    const a0 = put(w, 0x2f, PLATFORM_X, PLATFORM_Y, 0x15);
    largeGrass(w, a0);
    expect([w.m[a0 + OB_FRAME], w.m[a0 + OB_ACT_WID], w.m[a0 + OB_SUBTYPE], w.m[a0 + OB_HEIGHT]]).toEqual([1, 0x40, 5, 0x40]);
    expect([w.m[a0 + OB_RENDER], w.m[a0 + OB_PRIORITY], rl(w.m, a0 + 0x30)]).toEqual([0x14, 5, 120]);
    expect([rw(w.m, a0 + 0x2a), rw(w.m, a0 + 0x2c)]).toEqual([PLATFORM_X, PLATFORM_Y]);
  });

  it('types 1..4 rise with oscillators 0..3 over $20/$30/$40/$60; bit 3 takes the other phase', () => {
    const [w, a0] = platform(0x01);
    oscillatorAt(w, 0, 0x12);
    largeGrass(w, a0);
    expect(y(w, a0)).toBe(PLATFORM_Y - 0x12);
    const [w2, b0] = platform(0x09);
    oscillatorAt(w2, 0, 0x12);
    largeGrass(w2, b0);
    expect(y(w2, b0)).toBe(PLATFORM_Y - (0x20 - 0x12));
    const [w3, c0] = platform(0x04);
    oscillatorAt(w3, 3, 0x50);
    largeGrass(w3, c0);
    expect(y(w3, c0)).toBe(PLATFORM_Y - 0x50);
  });

  it('SolidObject2F lands Sonic on the map\'s height (h[col] - h[0] below the $20 half height) 1 px high; standing, SlopeObject2 sets him on h[col]', () => {
    const [w, a0] = platform(0x00);
    land(w, a0);
    // Column $10 of mz_pfm1 is $23 (the hand-copied table had $24): y = $60 - ($23 - $20) - $20 - $13 - 1.
    expect(w.state[P_Y] >> 8).toBe(0x29);
    expect(w.m[a0 + OB_SOLID]).toBe(2);
    expect(w.state[P_STATUS] & (ST_AIR | ST_ON_OBJECT)).toBe(ST_ON_OBJECT);
    largeGrass(w, a0);
    expect(w.state[P_Y] >> 8).toBe(0x60 - 0x23 - 0x13);
  });

  it('type 5 sinks by sin(angle) / 16 while stood on (+4 a frame, up to $40) and lights a flame $40 px left when the angle reaches $20', () => {
    const [w, a0] = platform(0x05);
    land(w, a0);
    const sinks: number[] = [];
    for (let f = 0; f < 8; f++) {
      largeGrass(w, a0);
      sinks.push(y(w, a0) - PLATFORM_Y);
    }
    // sin(4, 8 ... $20) = 25, 49, 74, 97, 120, 142, 162, 181 (>> 4).
    expect(sinks).toEqual([1, 3, 4, 6, 7, 8, 10, 11]);
    expect(slotIds(w)).toEqual([0x2f, 0x35]);
    const f0 = 0x21 * 0x40;
    expect([rw(w.m, f0 + OB_X), rw(w.m, f0 + 0x2c), rl(w.m, f0 + 0x30), rw(w.m, f0 + 0x3c)]).toEqual([PLATFORM_X - 0x40, PLATFORM_Y + 5, 0, 11]);
    expect([w.m[a0 + 0x35], w.m[a0 + 0x36], w.m[a0 + 0x37]]).toEqual([1, 1, 0x21]);
    // Standing on it, Sonic sinks with it: SlopeObject2 on the moved y.
    expect(w.state[P_Y] >> 8).toBe(PLATFORM_Y + 11 - 0x23 - 0x13);
  });

  it('off screen with its flames lit, it deletes every flame it lists and forgets them', () => {
    const [w, a0] = platform(0x05);
    land(w, a0);
    for (let f = 0; f < 8; f++) largeGrass(w, a0);
    expect(slotIds(w)).toEqual([0x2f, 0x35]);
    w.m[a0 + OB_RENDER] &= 0x7f;
    largeGrass(w, a0);
    expect(slotIds(w)).toEqual([0x2f]);
    expect([w.m[a0 + 0x34], w.m[a0 + 0x35], w.m[a0 + 0x36], w.m[a0 + 0x37]]).toEqual([0, 0, 0, 0]);
  });

  it('quirk kept: lit with no flame loaded (no free slot), it never checks out_of_range again while off screen', () => {
    const [w, a0] = platform(0x05);
    for (let s = 0x21; s < 0x80; s++) w.m[s * 0x40] = 0x25;
    land(w, a0);
    for (let f = 0; f < 8; f++) largeGrass(w, a0);
    expect([w.m[a0 + 0x35], w.m[a0 + 0x36]]).toEqual([1, 0]);
    w.m[a0 + OB_RENDER] &= 0x7f;
    w.state[C_X] = 0x1000;
    largeGrass(w, a0);
    largeGrass(w, a0);
    expect(w.m[a0 + OB_ID]).toBe(0x2f);
    // Unlit, the same platform out of range is deleted.
    const [w2, b0] = platform(0x05);
    w2.state[C_X] = 0x1000;
    largeGrass(w2, b0);
    expect(w2.m[b0 + OB_ID]).toBe(0);
  });
});

describeWithDisasm('GrassFire ($35)', () => {
  it('the first flame walks 1 px a frame on the map (y = objoff_2C - h[(x - start + $C) / 2] + sink), leaving a flame every 16 px until $80 px: 8 in all', () => {
    const [w, a0] = platform(0x05);
    land(w, a0);
    for (let f = 0; f < 8; f++) largeGrass(w, a0);
    const f0 = 0x21 * 0x40;
    grassFire(w, f0);
    expect([w.m[f0 + OB_COL_TYPE], w.m[f0 + OB_ACT_WID], w.m[f0 + OB_PRIORITY]]).toEqual([0x8b, 8, 1]);
    // d1 = $C: mz_pfm1[6] = $20.
    expect(y(w, f0)).toBe(PLATFORM_Y + 5 - 0x20 + 11);
    expect(rw(w.m, f0 + OB_X)).toBe(PLATFORM_X - 0x40 + 1);
    for (let f = 0; f < 6; f++) grassFire(w, f0);
    expect(slotIds(w)).toEqual([0x2f, 0x35]);
    grassFire(w, f0);
    // x $148 (+ 8 a multiple of 16): a flame of type 1 there.
    expect(slotIds(w)).toEqual([0x2f, 0x35, 0x35]);
    const f1 = 0x22 * 0x40;
    expect([rw(w.m, f1 + OB_X), w.m[f1 + OB_SUBTYPE], rw(w.m, f1 + 0x3c)]).toEqual([0x148, 1, 11]);
    expect(w.m[a0 + 0x36]).toBe(2);
    for (let f = 0; f < 0x90; f++) grassFire(w, f0);
    expect(rw(w.m, f0 + OB_X)).toBe(PLATFORM_X - 0x40 + 0x78);
    expect(slotIds(w).filter((id) => id === 0x35).length).toBe(8);
    expect(w.m[a0 + 0x36]).toBe(8);
    expect([...w.m.slice(a0 + 0x37, a0 + 0x3f)]).toEqual([0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0x27, 0x28]);
  });

  it('a left-behind flame (type 1) follows only the sink: y = objoff_2C + objoff_3C', () => {
    const w = scene({ objectData: checkoutObjectData() });
    const a0 = put(w, 0x35, 0x100, 0, 1);
    w.m[a0 + 0x2c] = 0;
    w.m[a0 + 0x2d] = 0x50;
    w.m[a0 + 0x3d] = 7;
    grassFire(w, a0);
    expect(y(w, a0)).toBe(0x57);
    expect(w.m[a0 + OB_ID]).toBe(0x35);
  });
});
