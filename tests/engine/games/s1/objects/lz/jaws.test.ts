import { describe, expect, it } from 'vitest';
import { lzScene, slotsOf } from './scene.ts';
import { ID_JAWS } from '../../../../../../engine/games/s1/objects/objects/jaws.ts';
import { OB_COL_TYPE, OB_STATUS, OB_VEL_X, OB_X, rl, rsw } from '../../../../../../engine/games/s1/objects/ram.ts';

describe('Jaws ($2C)', () => {
  it('swims at $40 a frame and turns every subtype x 64 frames (the first leg one frame shorter: Main falls into Jaws_Turn)', () => {
    const w = lzScene([{ x: 0x100, y: 0x40, id: ID_JAWS, subtype: 1 }], { floorCells: 2 });
    const [a0] = slotsOf(w, ID_JAWS);
    expect(w.m[a0 + OB_COL_TYPE]).toBe(0xa);
    expect(rl(w.m, a0 + OB_X)).toBe(0x1000000 - 0x4000);
    for (let f = 1; f <= 62; f++) w.step(0);
    expect([rl(w.m, a0 + OB_X), rsw(w.m, a0 + OB_VEL_X), w.m[a0 + OB_STATUS] & 1]).toEqual([0x1000000 - 0x4000 * 63, -0x40, 0]);
    w.step(0);
    expect([rl(w.m, a0 + OB_X), rsw(w.m, a0 + OB_VEL_X), w.m[a0 + OB_STATUS] & 1]).toEqual([0x1000000 - 0x4000 * 62, 0x40, 1]);
    for (let f = 1; f <= 63; f++) w.step(0);
    expect(rsw(w.m, a0 + OB_VEL_X)).toBe(0x40);
    // The second leg is 64 frames: 63 more at +$40, then the turn and one back.
    w.step(0);
    expect([rl(w.m, a0 + OB_X), rsw(w.m, a0 + OB_VEL_X), w.m[a0 + OB_STATUS] & 1]).toEqual([0x1000000 - 0x4000 * 62 + 0x4000 * 63 - 0x4000, -0x40, 0]);
  });

  it('placed x-flipped it swims right first', () => {
    const w = lzScene([{ x: 0x100, y: 0x40, id: ID_JAWS, subtype: 2, xFlip: true }], { floorCells: 2 });
    const [a0] = slotsOf(w, ID_JAWS);
    expect(rsw(w.m, a0 + OB_VEL_X)).toBe(0x40);
    expect(rl(w.m, a0 + OB_X)).toBe(0x1000000 + 0x4000);
  });
});
