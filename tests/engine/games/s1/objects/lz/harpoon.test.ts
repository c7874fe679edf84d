import { describe, expect, it } from 'vitest';
import { lzScene, slotsOf } from './scene.ts';
import { HARP_COL_TYPES, ID_HARPOON } from '../../../../../../engine/games/s1/objects/objects/harpoon.ts';
import { OB_ANIM, OB_COL_TYPE, OB_FRAME, OB_ROUTINE } from '../../../../../../engine/games/s1/objects/ram.ts';
import { P_RINGS, P_STATUS, P_X, P_Y, ST_DEAD, ST_HURT } from '../../../../../../engine/state/layout.ts';

/** The frames (1-based) on which (routine, anim, frame, collision type) changed. */
function trace(subtype: number, frames: number): [number, number, number, number, number][] {
  const w = lzScene([{ x: 0x100, y: 0x40, id: ID_HARPOON, subtype }], { floorCells: 2 });
  const [a0] = slotsOf(w, ID_HARPOON);
  const out: [number, number, number, number, number][] = [];
  let last = '';
  for (let f = 1; f <= frames; f++) {
    w.step(0);
    const row: [number, number, number, number] = [w.m[a0 + OB_ROUTINE], w.m[a0 + OB_ANIM], w.m[a0 + OB_FRAME], w.m[a0 + OB_COL_TYPE]];
    if (row.join() !== last) out.push([f, ...row]);
    last = row.join();
  }
  return out;
}

describe('Harpoon ($16)', () => {
  it('horizontal (subtype 0): extends in 2 steps of 4 frames, waits 61 frames, retracts the same way', () => {
    // The world's first step is the act start's ExecuteObjects (Harp_Main + Harp_Move), so frame 1 here is its second run.
    expect(trace(0, 141)).toEqual([
      [1, 2, 0, 1, 0x9c],
      [4, 2, 0, 2, 0x9d],
      [8, 4, 0, 2, 0x9d],
      [69, 2, 1, 2, 0x9d],
      [70, 2, 1, 1, 0x9c],
      [74, 2, 1, 0, 0x9b],
      [78, 4, 1, 0, 0x9b],
      [139, 2, 0, 0, 0x9b],
      [140, 2, 0, 1, 0x9c],
    ]);
  });

  it('vertical (subtype 2): frames 4, 5 out and 4, 3 back, collision types $9F, $A0, $9F, $9E', () => {
    const t = trace(2, 80);
    expect(t.map((r) => [r[3], r[4]])).toEqual([[4, 0x9f], [5, 0xa0], [5, 0xa0], [5, 0xa0], [4, 0x9f], [3, 0x9e], [3, 0x9e]]);
    expect(HARP_COL_TYPES).toEqual([0x9b, 0x9c, 0x9d, 0x9e, 0x9f, 0xa0]);
  });

  it('hurts Sonic who touches the spear (collision type $9x): with rings he is knocked back, with none he dies', () => {
    for (const rings of [1, 0]) {
      const w = lzScene([{ x: 0x100, y: 0x60, id: ID_HARPOON }], { floorCells: 2 });
      w.state[P_RINGS] = rings;
      w.state[P_X] = 0x108 << 8;
      w.state[P_Y] = 0x60 << 8;
      w.step(0);
      expect(w.state[P_STATUS] & (ST_HURT | ST_DEAD)).toBe(rings > 0 ? ST_HURT : ST_DEAD);
    }
  });
});
