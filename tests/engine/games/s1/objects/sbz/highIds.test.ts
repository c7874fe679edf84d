import { describe, expect, it } from 'vitest';
import { sbzScene, slotsOf } from './scene.ts';
import { hasS1Object, hasS1ObjectId } from '../../../../../../engine/games/s1/objects/objectTable.ts';
import { findFreeObj } from '../../../../../../engine/games/s1/objects/objectManager.ts';
import { OB_ID, OB_ROUTINE } from '../../../../../../engine/games/s1/objects/ram.ts';
import { ID_BOSS_FINAL } from '../../../../../../engine/games/s1/objects/objects/bossFinal.ts';

describe('object ids $80 and up (Obj_Index is indexed by the whole id byte)', () => {
  it('hasS1ObjectId reads the whole byte; hasS1Object, for placements, drops the respawn bit', () => {
    expect(hasS1ObjectId(0x85)).toBe(true);
    expect(hasS1ObjectId(0x05)).toBe(false);
    expect(hasS1Object(0x85)).toBe(hasS1ObjectId(0x05));
    expect(hasS1Object(0x80 | 0x25)).toBe(true);
  });

  it('ExecuteObjects runs a $85 in a slot as the Final Zone boss: it makes its six parts', () => {
    const w = sbzScene([], { act: 2 });
    const a1 = findFreeObj(w.m);
    w.m[a1 + OB_ID] = ID_BOSS_FINAL;
    w.step(0);
    const parts = slotsOf(w, ID_BOSS_FINAL);
    expect(parts.map((a) => w.m[a + OB_ROUTINE])).toEqual([2, 4, 6, 8, 0xa, 0xc]);
  });
});
