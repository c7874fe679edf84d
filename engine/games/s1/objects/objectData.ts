/**
 * The act's object tables (engine/level/actObjectData.ts): the data the game keeps as binary
 * files, read from the user's checkout with the act. The loader and the importer give an act
 * every group its placed objects read, so the objects here only name the field they read.
 *
 * Only a state no run of the act can reach meets an object without its tables: a savestate
 * whose object RAM names an object the act never places (a hostile file, a random-state test),
 * or a test's hand-built act. That must not crash the step, so such an object reads zeros (flat
 * heights, no bend, empty platform lists) instead: nothing of the game's data is typed here.
 */
import { ACT_DATA_GROUPS, type ActObjectData } from '../../../level/actObjectData.ts';
import type { S1ObjectContext } from './context.ts';

type TableField = Exclude<keyof ActObjectData, 'tables'>;

const zeros = (label: string): Uint8Array => {
  const spec = ACT_DATA_GROUPS.flatMap((g) => g.tables).find((t) => t.label === label)!;
  return new Uint8Array(spec.minBytes);
};

/** Zero tables of the sizes the code reads. */
const NO_TABLES: Required<ActObjectData> = (() => {
  const grass = ['LGrass_Data1', 'LGrass_Data2', 'LGrass_Data3'].map(zeros);
  const maps: [number, number, number] = [0, grass[0].length, grass[0].length + grass[1].length];
  const platforms = ACT_DATA_GROUPS.find((g) => g.name === 'platforms')!.tables.length;
  return Object.freeze({
    tables: {},
    grassHeights: new Uint8Array(maps[2] + grass[2].length),
    grassMaps: maps,
    bridgeBend: zeros('Obj11_BendData'),
    bridgeCurve: zeros('Obj11_BendData2'),
    seesawSlope: zeros('See_DataSlope'),
    seesawFlat: zeros('See_DataFlat'),
    ledgeHeights: zeros('Ledge_SlopeData'),
    platformLists: Array.from({ length: platforms }, () => []),
  });
})();

/** A group's field: the act's, or zeros where the act lacks the group (see the file header). */
export function objectTable<K extends TableField>(w: S1ObjectContext, field: K): NonNullable<ActObjectData[K]> {
  return (w.level.act?.objectData?.[field] ?? NO_TABLES[field]) as NonNullable<ActObjectData[K]>;
}
