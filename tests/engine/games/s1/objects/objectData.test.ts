import { describe, expect, it } from 'vitest';
import { put, scene, sonicTo } from './support/scene.ts';
import { largeGrass } from '../../../../../engine/games/s1/objects/objects/largeGrass.ts';
import { objectTable } from '../../../../../engine/games/s1/objects/objectData.ts';
import { OB_ID, rl } from '../../../../../engine/games/s1/objects/ram.ts';
import { P_STATUS, P_YSP, ST_AIR } from '../../../../../engine/state/layout.ts';

describe('objectTable: an object whose tables the act lacks', () => {
  // Only a state no run of the act reaches gets here (a savestate naming an object the act never
  // places): it must not throw, and it reads zeros, never a copy of the game's data.
  it('reads zero tables of the sizes the code reads, and a grass platform put into such an act steps without throwing', () => {
    const w = scene({ cells: [[0, 0, 1]] });
    expect(w.level.act!.objectData).toBeUndefined();
    expect(objectTable(w, 'grassHeights').length).toBe(196);
    expect(objectTable(w, 'grassHeights').every((b) => b === 0)).toBe(true);
    expect(objectTable(w, 'grassMaps')).toEqual([0, 76, 120]);
    expect([objectTable(w, 'bridgeBend').length, objectTable(w, 'bridgeCurve').length, objectTable(w, 'ledgeHeights').length]).toEqual([0x110, 0x100, 0x30]);
    expect(objectTable(w, 'platformLists')).toEqual(new Array(12).fill([]));
    const a0 = put(w, 0x2f, 0x180, 0x60, 0);
    largeGrass(w, a0);
    expect(rl(w.m, a0 + 0x30)).toBe(0);
    sonicTo(w, 0x180 - 0x31, 0x2a);
    w.state[P_STATUS] = ST_AIR;
    w.state[P_YSP] = 0x100;
    for (let f = 0; f < 3; f++) expect(() => w.step(0)).not.toThrow();
    expect(w.m[a0 + OB_ID]).toBe(0x2f);
  });
});
