/**
 * The object data a real act carries: the tables Sonic 1 keeps as binary files (`binclude`d
 * under a label, most in misc/), read from the user's checkout by the importer (as the terrain
 * is) and stored in the level file's `act.objectData`, so an imported act still plays without
 * the checkout and never with a copy of the data typed into the engine. docs/game-tables.md
 * lists every table the engine uses and where each comes from.
 *
 * The tables come in groups, one per object family; an act carries a group when it places an
 * object whose code reads it (GROUP.objects), so the other acts keep their data and hash. The
 * object code reads the derived fields (`w.level.act!.objectData!.grassHeights!`), built once
 * when the act is loaded: nothing is looked up per frame.
 */

/** One `label: binclude "file"` table: the bytes the label holds (the file, padded `even`). */
export interface ActDataTableSpec {
  /** The disassembly's label (the level file's key). */
  readonly label: string;
  /** The file the original checkout includes there (for messages and docs). */
  readonly file: string;
  /** The least the object code may read: the original file's size. */
  readonly minBytes: number;
}

export interface ActDataGroupSpec {
  readonly name: 'grass' | 'bridge' | 'seesaw' | 'ledge' | 'platforms';
  /** The objects whose code reads the group (ids), for messages. */
  readonly objectNames: string;
  /** Object ids whose placement makes an act need the group. */
  readonly objects: readonly number[];
  readonly tables: readonly ActDataTableSpec[];
}

/** Far more than any table holds (the largest, the bridge's, is 272 bytes). */
export const MAX_ACT_TABLE_BYTES = 0x1000;

/** The platform lists' first word is their count - 1; no list fills object RAM. */
const MAX_PLATFORMS = 0x40;
/** Each platform: x, y and subtype words. */
const PLATFORM_BYTES = 6;

const platformList = (label: string, file: string): ActDataTableSpec => ({ label, file: `objpos/${file}.bin`, minBytes: 2 + PLATFORM_BYTES });

export const ACT_DATA_GROUPS: readonly ActDataGroupSpec[] = [
  {
    name: 'grass',
    objectNames: 'the grass platforms ($2F) and their burning grass ($35)',
    objects: [0x2f, 0x35],
    tables: [
      { label: 'LGrass_Data1', file: 'misc/mz_pfm1.bin', minBytes: 76 },
      { label: 'LGrass_Data2', file: 'misc/mz_pfm2.bin', minBytes: 44 },
      { label: 'LGrass_Data3', file: 'misc/mz_pfm3.bin', minBytes: 76 },
    ],
  },
  {
    name: 'bridge',
    objectNames: 'the bridge ($11)',
    objects: [0x11],
    tables: [
      { label: 'Obj11_BendData', file: 'misc/ghzbend1.bin', minBytes: 0x110 },
      { label: 'Obj11_BendData2', file: 'misc/ghzbend2.bin', minBytes: 0x100 },
    ],
  },
  {
    name: 'seesaw',
    objectNames: 'the seesaw ($5E)',
    objects: [0x5e],
    tables: [
      { label: 'See_DataSlope', file: 'misc/slzssaw1.bin', minBytes: 0x30 },
      { label: 'See_DataFlat', file: 'misc/slzssaw2.bin', minBytes: 0x30 },
    ],
  },
  {
    name: 'ledge',
    objectNames: 'the collapsing ledge ($1A)',
    objects: [0x1a],
    tables: [{ label: 'Ledge_SlopeData', file: 'misc/GHZ Collapsing Ledge Heightmap.bin', minBytes: 0x30 }],
  },
  {
    name: 'platforms',
    objectNames: 'the conveyor platform loaders ($63, $6F)',
    objects: [0x63, 0x6f],
    tables: [
      platformList('ObjPos_LZ1pf1', 'lz1pf1'),
      platformList('ObjPos_LZ1pf2', 'lz1pf2'),
      platformList('ObjPos_LZ2pf1', 'lz2pf1'),
      platformList('ObjPos_LZ2pf2', 'lz2pf2'),
      platformList('ObjPos_LZ3pf1', 'lz3pf1'),
      platformList('ObjPos_LZ3pf2', 'lz3pf2'),
      platformList('ObjPos_SBZ1pf1', 'sbz1pf1'),
      platformList('ObjPos_SBZ1pf2', 'sbz1pf2'),
      platformList('ObjPos_SBZ1pf3', 'sbz1pf3'),
      platformList('ObjPos_SBZ1pf4', 'sbz1pf4'),
      platformList('ObjPos_SBZ1pf5', 'sbz1pf5'),
      platformList('ObjPos_SBZ1pf6', 'sbz1pf6'),
    ],
  },
];

/** Every table's label, in the order the groups list them (the level file's and the hash's order). */
export const ACT_DATA_LABELS: readonly string[] = ACT_DATA_GROUPS.flatMap((g) => g.tables.map((t) => t.label));

export interface ActObjectData {
  /** The bytes of each label read, by label: what the level file stores and the level hash covers. */
  readonly tables: Readonly<Record<string, Uint8Array>>;
  /**
   * LGrass_Data1, LGrass_Data2, LGrass_Data3 end to end as the ROM lays them out (each padded
   * `even`): a platform's objoff_30 is an offset in it, and the burning grass reads on from one
   * map into the next as the game does.
   */
  readonly grassHeights?: Uint8Array;
  /** Where LGrass_Data1, 2 and 3 start in grassHeights. */
  readonly grassMaps?: readonly [number, number, number];
  /** Obj11_BendData: by bridge length (row of 16) and the log stood on, how deep the bridge sags. */
  readonly bridgeBend?: Uint8Array;
  /** Obj11_BendData2: row n is the curve from the bank to the log n logs in. */
  readonly bridgeCurve?: Uint8Array;
  /** See_DataSlope, See_DataFlat: the seesaw's heights, a byte per 2 px, tilted and level. */
  readonly seesawSlope?: Uint8Array;
  readonly seesawFlat?: Uint8Array;
  /** Ledge_SlopeData: the collapsing ledge's heights, a byte per 2 px. */
  readonly ledgeHeights?: Uint8Array;
  /**
   * ObjPos_LZ1pf1 .. ObjPos_LZ3pf2 then ObjPos_SBZ1pf1 .. ObjPos_SBZ1pf6: each list's
   * platforms as (x, y, subtype) words, the count word read off (it says how many follow).
   */
  readonly platformLists?: readonly (readonly number[])[];
}

/** What is wrong with one table, for the importer (at the label's file) or the loader (at its JSON path). */
export interface ActDataProblem {
  readonly label: string;
  readonly message: string;
  /** Byte offset in the table, where one is to blame. */
  readonly offset?: number;
}

export type ActDataResult = { readonly ok: true; readonly value: ActObjectData } | { readonly ok: false; readonly problem: ActDataProblem };

/** The groups an act placing these objects needs (placements: 6-byte ObjPos entries, $FFFF-ended). */
export function groupsNeeded(placements: Uint8Array): ActDataGroupSpec[] {
  const ids = new Set<number>();
  for (let at = 0; at + 5 < placements.length; at += 6) {
    if (placements[at] === 0xff && placements[at + 1] === 0xff) break;
    ids.add(placements[at + 4] & 0x7f);
  }
  return ACT_DATA_GROUPS.filter((g) => g.objects.some((id) => ids.has(id)));
}

/**
 * Checks the tables (every label of a group or none of it; each at least as long as the object
 * code reads; a platform list as long as its count says) and builds the fields the objects read.
 */
export function actObjectData(tables: Readonly<Record<string, Uint8Array>>): ActDataResult {
  for (const label of Object.keys(tables)) {
    if (!ACT_DATA_LABELS.includes(label)) return problem(label, `is no table the engine reads (tables: ${ACT_DATA_LABELS.join(', ')})`);
  }
  const out: { -readonly [K in keyof ActObjectData]: ActObjectData[K] } = { tables };
  for (const g of ACT_DATA_GROUPS) {
    const present = g.tables.filter((t) => tables[t.label] !== undefined);
    if (present.length === 0) continue;
    if (present.length < g.tables.length) {
      const lacking = g.tables.find((t) => tables[t.label] === undefined)!;
      return problem(lacking.label, `is missing, and ${g.objectNames} read it with ${present.map((t) => t.label).join(', ')}`);
    }
    for (const t of g.tables) {
      const bytes = tables[t.label];
      if (bytes.length < t.minBytes) return problem(t.label, `holds ${bytes.length} bytes; ${g.objectNames} read ${t.minBytes} (${t.file})`, bytes.length);
      if (bytes.length > MAX_ACT_TABLE_BYTES) return problem(t.label, `holds ${bytes.length} bytes, more than any table (${MAX_ACT_TABLE_BYTES})`);
    }
    const bytes = (i: number): Uint8Array => tables[g.tables[i].label];
    switch (g.name) {
      case 'grass': {
        const maps: [number, number, number] = [0, 0, 0];
        let length = 0;
        for (let i = 0; i < 3; i++) {
          maps[i] = length;
          length += bytes(i).length + (bytes(i).length & 1);
        }
        const heights = new Uint8Array(length);
        for (let i = 0; i < 3; i++) heights.set(bytes(i), maps[i]);
        out.grassHeights = heights;
        out.grassMaps = maps;
        break;
      }
      case 'bridge':
        out.bridgeBend = bytes(0);
        out.bridgeCurve = bytes(1);
        break;
      case 'seesaw':
        out.seesawSlope = bytes(0);
        out.seesawFlat = bytes(1);
        break;
      case 'ledge':
        out.ledgeHeights = bytes(0);
        break;
      case 'platforms': {
        const lists: number[][] = [];
        for (const t of g.tables) {
          const list = platformWords(tables[t.label]);
          if (typeof list === 'string') return problem(t.label, `${list} (${t.file})`, 0);
          lists.push(list);
        }
        out.platformLists = lists;
        break;
      }
    }
  }
  return { ok: true, value: out };
}

/**
 * A platform list as `LCon_MakePtfms` reads it: a word saying how many platforms follow, less
 * one (a dbf count), then (x, y, subtype) words for each. Bytes after the last are not read.
 */
function platformWords(b: Uint8Array): number[] | string {
  const count = ((b[0] << 8) | b[1]) + 1;
  if (count > MAX_PLATFORMS) return `its first word says ${count} platforms; object RAM holds far fewer`;
  const need = 2 + count * PLATFORM_BYTES;
  if (b.length < need) return `its first word says ${count} platforms (${need} bytes), but it holds ${b.length} bytes`;
  const out: number[] = [];
  for (let at = 2; at < need; at += 2) out.push((b[at] << 8) | b[at + 1]);
  return out;
}

function problem(label: string, message: string, offset?: number): ActDataResult {
  return { ok: false, problem: { label, message, ...(offset !== undefined ? { offset } : {}) } };
}
