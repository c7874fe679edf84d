import { describe, expect, it } from 'vitest';
import { dropSonic, sbzScene, slotsOf } from './scene.ts';
import { ID_CONVEYOR } from '../../../../../../engine/games/s1/objects/objects/conveyor.ts';
import { OB_RENDER, rsw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { C_X, P_X } from '../../../../../../engine/state/layout.ts';

const px = (s: Int32Array): number => s[P_X] >> 8;

describe('Conveyor ($68)', () => {
  it('subtype $20: 128 px either side, Sonic standing on it moves 2 px right a frame; never displayed', () => {
    const w = sbzScene([{ x: 0x80, y: 0x80, id: ID_CONVEYOR, subtype: 0x20 }]);
    const [a0] = slotsOf(w, ID_CONVEYOR);
    expect(rsw(w.m, a0 + 0x36)).toBe(2);
    expect(w.m[a0 + 0x38]).toBe(128);
    for (let i = 0; i < 10; i++) {
      const x = px(w.state);
      w.step(0);
      expect(px(w.state) - x).toBe(2);
    }
    expect(w.m[a0 + OB_RENDER] & 0x80).toBe(0);
  });

  it('subtype $E1: 56 px either side, speed -2 (the high nibble is signed)', () => {
    const w = sbzScene([{ x: 0x80, y: 0x80, id: ID_CONVEYOR, subtype: 0xe1 }]);
    const [a0] = slotsOf(w, ID_CONVEYOR);
    expect([rsw(w.m, a0 + 0x36), w.m[a0 + 0x38]]).toEqual([-2, 56]);
    const x = px(w.state);
    w.step(0);
    expect(px(w.state) - x).toBe(-2);
  });

  it('leaves Sonic alone in the air, outside the width, and outside obY - $30 .. obY - 1', () => {
    const air = sbzScene([{ x: 0x80, y: 0x80, id: ID_CONVEYOR, subtype: 0x20 }]);
    dropSonic(air, 0x60, 0x40);
    air.step(0);
    expect(px(air.state)).toBe(0x60);
    // 128 px wide: Sonic at x $60 is outside a belt centred at $100 + $80 + 1 ($1E1 - $80 = $161 > $60).
    const far = sbzScene([{ x: 0x1e1, y: 0x80, id: ID_CONVEYOR, subtype: 0x20 }], { floorCells: 2 });
    far.step(0);
    expect(px(far.state)).toBe(0x60);
    // Sonic's y $6C: a belt at y $6C has d1 = $30 (not below $30).
    const low = sbzScene([{ x: 0x80, y: 0x6c, id: ID_CONVEYOR, subtype: 0x20 }]);
    low.step(0);
    expect(px(low.state)).toBe(0x60);
    // At y $6D he is inside (d1 = $2F); the act's start already ran the belt once.
    const edge = sbzScene([{ x: 0x80, y: 0x6d, id: ID_CONVEYOR, subtype: 0x20 }]);
    expect(px(edge.state)).toBe(0x62);
    edge.step(0);
    expect(px(edge.state)).toBe(0x64);
  });

  it('is deleted out of range (out_of_range on its x)', () => {
    const w = sbzScene([{ x: 0x80, y: 0x80, id: ID_CONVEYOR, subtype: 0x20 }]);
    w.state[C_X] = 0x400;
    w.step(0);
    expect(slotsOf(w, ID_CONVEYOR)).toEqual([]);
  });
});
