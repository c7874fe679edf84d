import { describe, expect, it } from 'vitest';
import { sbzScene, slotsOf } from './scene.ts';
import { ID_ELECTRO } from '../../../../../../engine/games/s1/objects/objects/electro.ts';
import { OB_ACT_WID, OB_COL_TYPE, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { W_LEVEL_FRAME } from '../../../../../../engine/state/layout.ts';

describe('Electro ($6E)', () => {
  it('subtype 2: every $20 frames (v_framecount & $1F = 0) a zap; it hurts (type $A4) on its frames 6..8, while it shows frame 4', () => {
    const w = sbzScene([{ x: 0x100, y: 0x40, id: ID_ELECTRO, subtype: 2 }]);
    const [a0] = slotsOf(w, ID_ELECTRO);
    expect([rw(w.m, a0 + 0x34), w.m[a0 + OB_ACT_WID]]).toEqual([0x1f, 0x28]);
    for (let i = 0; i < 100; i++) {
      w.step(0);
      const f = w.state[W_LEVEL_FRAME] & 0x1f;
      expect(w.m[a0 + OB_COL_TYPE]).toBe(f >= 6 && f <= 8 ? 0xa4 : 0);
    }
  });

  it('subtype 8: a zap every $80 frames (mask $7F)', () => {
    const w = sbzScene([{ x: 0x100, y: 0x40, id: ID_ELECTRO, subtype: 8 }]);
    const [a0] = slotsOf(w, ID_ELECTRO);
    let hurting = 0;
    for (let i = 0; i < 0x100; i++) {
      w.step(0);
      if (w.m[a0 + OB_COL_TYPE] !== 0) hurting++;
    }
    expect(rw(w.m, a0 + 0x34)).toBe(0x7f);
    expect(hurting).toBe(6);
  });
});
