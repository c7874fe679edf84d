import { describe, expect, it } from 'vitest';
import { dropSonic, sbzScene, slotsOf, stepUntil } from './scene.ts';
import { ID_GIRDER } from '../../../../../../engine/games/s1/objects/objects/girder.ts';
import { OB_ACT_WID, OB_HEIGHT, OB_X, OB_Y, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { P_STATUS, P_X, ST_ON_OBJECT } from '../../../../../../engine/state/layout.ts';

describe('Girder ($70)', () => {
  it('moves right $60 px, down $30, up-left ($60 px, $18 px), up $18, standing 6 frames before each leg', () => {
    const w = sbzScene([{ x: 0x100, y: 0x100, id: ID_GIRDER }], { floorCells: 2 });
    const [a0] = slotsOf(w, ID_GIRDER);
    expect([w.m[a0 + OB_ACT_WID], w.m[a0 + OB_HEIGHT]]).toEqual([0x60, 0x18]);
    const pos = (): [number, number] => [rw(w.m, a0 + OB_X), rw(w.m, a0 + OB_Y)];
    // The start counted the delay 7 → 6; five more frames still.
    for (let i = 0; i < 5; i++) w.step(0);
    expect(pos()).toEqual([0x100, 0x100]);
    w.step(0);
    expect(pos()).toEqual([0x101, 0x100]);
    for (let i = 0; i < 0x5f; i++) w.step(0);
    expect(pos()).toEqual([0x160, 0x100]);
    for (let i = 0; i < 6; i++) w.step(0);
    expect(pos()).toEqual([0x160, 0x100]);
    for (let i = 0; i < 0x30; i++) w.step(0);
    expect(pos()).toEqual([0x160, 0x130]);
    for (let i = 0; i < 6 + 0x60; i++) w.step(0);
    expect(pos()).toEqual([0x100, 0x118]);
    for (let i = 0; i < 6 + 0x18; i++) w.step(0);
    expect(pos()).toEqual([0x100, 0x100]);
  });

  it('is solid ($60 + $B half wide, $18 high) and carries Sonic standing on it by its x change', () => {
    const w = sbzScene([{ x: 0x100, y: 0x60, id: ID_GIRDER }], { floorCells: 2 });
    const [a0] = slotsOf(w, ID_GIRDER);
    dropSonic(w, 0x100, 0x20);
    stepUntil(w, () => (w.state[P_STATUS] & ST_ON_OBJECT) !== 0);
    stepUntil(w, () => rw(w.m, a0 + OB_X) !== 0x100);
    const dx = (w.state[P_X] >> 8) - rw(w.m, a0 + OB_X);
    for (let i = 0; i < 20; i++) {
      w.step(0);
      expect((w.state[P_X] >> 8) - rw(w.m, a0 + OB_X)).toBe(dx);
    }
  });
});
