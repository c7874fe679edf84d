import { describe, expect, it } from 'vitest';
import { glassBlock } from '../../../../../engine/games/s1/objects/objects/glassBlock.ts';
import {
  OB_ACT_WID, OB_FRAME, OB_HEIGHT, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, rw,
} from '../../../../../engine/games/s1/objects/ram.ts';
import { setSwitchByte } from '../../../../../engine/games/s1/act/switches.ts';
import type { World } from '../../../../../engine/world/world.ts';
import { oscillatorAt, put, scene, slotIds, y } from './support/scene.ts';

const BASE_Y = 0x180;

function glass(subtype: number): [World, number, number] {
  const w = scene();
  const a0 = put(w, 0x30, 0x100, BASE_Y, subtype);
  glassBlock(w, a0);
  return [w, a0, a0 + 0x40];
}

describe('GlassBlock ($30)', () => {
  it('Glass_Main: the block and its reflection in the next slot (subtype + 8, $10 wide, priority 3); types 0..2 are $48 high', () => {
    const [w, a0, a1] = glass(1);
    expect(slotIds(w)).toEqual([0x30, 0x30]);
    expect([w.m[a0 + OB_ROUTINE], w.m[a0 + OB_ACT_WID], w.m[a0 + OB_PRIORITY], w.m[a0 + OB_HEIGHT], w.m[a0 + OB_FRAME]]).toEqual([2, 0x20, 4, 0x48, 0]);
    expect([w.m[a1 + OB_ROUTINE], w.m[a1 + OB_SUBTYPE], w.m[a1 + OB_ACT_WID], w.m[a1 + OB_PRIORITY], w.m[a1 + OB_FRAME]]).toEqual([4, 9, 0x10, 3, 1]);
    expect(rw(w.m, a0 + 0x32)).toBe(0x90);
    expect(w.m[a0 + OB_RENDER] & 0x10).toBe(0x10);
    const [w2, b0, b1] = glass(0x14);
    expect([w2.m[b0 + OB_ROUTINE], w2.m[b0 + OB_HEIGHT], w2.m[b0 + OB_FRAME]]).toEqual([6, 0x38, 2]);
    expect([w2.m[b1 + OB_ROUTINE], w2.m[b1 + OB_SUBTYPE]]).toEqual([8, 0xc]);
  });

  it('type 1 rises by oscillator 4\'s byte; its reflection by ($40 - it) / 2 + $20; type 2 the other way', () => {
    const [w, a0, a1] = glass(1);
    oscillatorAt(w, 4, 0x13);
    glassBlock(w, a0);
    glassBlock(w, a1);
    expect(y(w, a0)).toBe(BASE_Y - 0x13);
    expect(y(w, a1)).toBe(BASE_Y - (((0x40 - 0x13) >> 1) + 0x20));
    const [w2, b0, b1] = glass(2);
    oscillatorAt(w2, 4, 0x13);
    glassBlock(w2, b0);
    glassBlock(w2, b1);
    expect(y(w2, b0)).toBe(BASE_Y - (0x40 - 0x13));
    expect(y(w2, b1)).toBe(BASE_Y - ((0x13 >> 1) + 0x20));
  });

  it('type 3 starts $90 up; from the second landing on, each landing sinks it $10 px, 1 px a frame after a 9-frame wait', () => {
    const [w, a0] = glass(3);
    expect(y(w, a0)).toBe(BASE_Y - 0x90);
    const stand = (on: boolean): void => {
      if (on) w.m[a0 + OB_STATUS] |= 8;
      else w.m[a0 + OB_STATUS] &= ~8;
      glassBlock(w, a0);
    };
    stand(true);
    stand(true);
    stand(false);
    expect(y(w, a0)).toBe(BASE_Y - 0x90);
    stand(true);
    for (let f = 0; f < 8; f++) stand(true);
    expect(y(w, a0)).toBe(BASE_Y - 0x90);
    stand(true);
    expect(y(w, a0)).toBe(BASE_Y - 0x8f);
    for (let f = 0; f < 20; f++) stand(true);
    expect(y(w, a0)).toBe(BASE_Y - 0x80);
    expect(w.m[a0 + 0x34]).toBe(1);
  });

  it('type 4 rises 2 px a frame through its whole $90 once switch (subtype >> 4) is pressed, even if it is released', () => {
    const [w, a0] = glass(0x24);
    glassBlock(w, a0);
    expect(y(w, a0)).toBe(BASE_Y - 0x90);
    setSwitchByte(w.state, 2, 1);
    glassBlock(w, a0);
    expect(y(w, a0)).toBe(BASE_Y - 0x8e);
    setSwitchByte(w.state, 2, 0);
    for (let f = 0; f < 0x47; f++) glassBlock(w, a0);
    expect(y(w, a0)).toBe(BASE_Y);
    glassBlock(w, a0);
    expect(y(w, a0)).toBe(BASE_Y);
  });

  it('a type 3/4 reflection follows its block\'s y, offset by oscillator 4 - $10', () => {
    const [w, a0, a1] = glass(0x24);
    oscillatorAt(w, 4, 0x30);
    glassBlock(w, a1);
    expect(y(w, a1)).toBe(y(w, a0) - (0x30 - 0x10));
  });
});
