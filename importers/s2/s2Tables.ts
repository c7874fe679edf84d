/**
 * Sonic 2's level tables, read out of s2.asm with its conditionals resolved, each indexed the
 * way the routine that reads it indexes it:
 * - `Off_Level` (the act's layout; `loadLevelLayout`: Current_ZoneAndAct → zone*4 + act*2 bytes),
 * - `LevelArtPointers` (the zone's 128x128 chunks, the third long of each 12-byte `levartptrs`
 *   row; `loadZoneBlockMaps`),
 * - `Off_ColP` / `Off_ColS` (the zone's primary and secondary collision indexes;
 *   `LoadCollisionIndexes`),
 * - `LevelSize` (the camera limits; `LevelSizeLoad`: zone*16 + act*8 bytes),
 * - `StartLocations` (the start position, the `startpos/` files; `LevelSizeLoad`, zone*8 + act*4),
 * - `Off_Rings` / `Off_Objects` (the act's ring and object layouts; `RingsManager_Setup`,
 *   `ObjectsManager_Init`: zone*4 + act*2),
 * and the zone-independent collision data (`ColArrayVertical`, `ColArrayHorizontal`,
 * `ColCurveMap`).
 */
import type { AsmProgram } from '../s1/asmProgram.ts';
import { importError } from '../s1/importError.ts';
import { readZoneTable, zoneEntry, type ZoneTable, type ZoneTableEntry } from './s2ZoneTable.ts';
import type { S2ZoneIds } from './s2ZoneIds.ts';

export interface FileBytes {
  readonly bytes: Uint8Array;
  /** The file they come from, relative to the checkout (for messages). */
  readonly file: string;
}

/** The camera limits at the act's start (LevelSize: xstart, xend, ystart, yend), px, signed. */
export interface S2LevelSize {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

export interface S2ActTables {
  /** Kosinski: the foreground and background rows of Level_Layout. */
  readonly layout: FileBytes;
  /** Kosinski: the zone's 128x128 chunks (Chunk_Table). */
  readonly chunks: FileBytes;
  /** Kosinski: block index → collision shape, for the primary and the secondary path. */
  readonly primary: FileBytes;
  readonly secondary: FileBytes;
  readonly size: S2LevelSize;
  readonly start: { readonly x: number; readonly y: number };
  /** The act's ring layout (Off_Rings: level/rings/*.bin) and object layout (Off_Objects: level/objects/*.bin). */
  readonly rings: FileBytes;
  readonly objects: FileBytes;
}

export interface S2SharedTables {
  /** ColArrayVertical: 16 column heights per shape ("Collision array - Vertical.bin"). */
  readonly heights: FileBytes;
  /** ColArrayHorizontal: 16 row widths per shape, the rotated array. */
  readonly widths: FileBytes;
  /** ColCurveMap: one angle per shape. */
  readonly angles: FileBytes;
}

/** Reads a file of the checkout: null when missing. */
export type ReadFile = (path: string) => Uint8Array | null;

export function readSharedTables(p: AsmProgram): S2SharedTables {
  return {
    heights: p.bytesAt('ColArrayVertical', 's2.asm'),
    widths: p.bytesAt('ColArrayHorizontal', 's2.asm'),
    angles: p.bytesAt('ColCurveMap', 's2.asm'),
  };
}

/** The tables every act reads, parsed once per checkout. */
export interface S2LevelIndex {
  readonly layouts: ZoneTable;
  readonly primary: ZoneTable;
  readonly secondary: ZoneTable;
  readonly sizes: ZoneTable;
  readonly starts: ZoneTable;
  readonly rings: ZoneTable;
  readonly objects: ZoneTable;
  /** The 128x128 chunk label of each zone (LevelArtPointers). */
  readonly chunkLabels: ReadonlyMap<number, string>;
}

export function readLevelIndex(p: AsmProgram, ids: S2ZoneIds): S2LevelIndex {
  return {
    layouts: readZoneTable(p, 'Off_Level', ids),
    primary: readZoneTable(p, 'Off_ColP', ids),
    secondary: readZoneTable(p, 'Off_ColS', ids),
    sizes: readZoneTable(p, 'LevelSize', ids),
    starts: readZoneTable(p, 'StartLocations', ids),
    rings: readZoneTable(p, 'Off_Rings', ids),
    objects: readZoneTable(p, 'Off_Objects', ids),
    chunkLabels: readChunkLabels(p, ids),
  };
}

/** What one act's summary needs (no compressed data): for listings. */
export function readActStartAndSize(p: AsmProgram, index: S2LevelIndex, read: ReadFile, zone: number, act: number): Pick<S2ActTables, 'size' | 'start'> {
  const size = [0, 1, 2, 3].map((i) => signedWord(p, zoneEntry(index.sizes, zone, act * 4 + i), 'LevelSize'));
  const x = fileWord(read, index.starts, zoneEntry(index.starts, zone, act * 2));
  const y = fileWord(read, index.starts, zoneEntry(index.starts, zone, act * 2 + 1));
  return { size: { left: size[0], right: size[1], top: size[2], bottom: size[3] }, start: { x, y } };
}

export function readActTables(p: AsmProgram, index: S2LevelIndex, read: ReadFile, zone: number, act: number): S2ActTables {
  const chunkLabel = index.chunkLabels.get(zone);
  if (chunkLabel === undefined) throw importError('unreadableTable', 's2.asm', `LevelArtPointers has no row for zone $${zone.toString(16).toUpperCase()}`);
  return {
    layout: p.bytesAt(labelOf(zoneEntry(index.layouts, zone, act), 'Off_Level'), 'Off_Level'),
    chunks: p.bytesAt(chunkLabel, 'LevelArtPointers'),
    primary: p.bytesAt(labelOf(zoneEntry(index.primary, zone, 0), 'Off_ColP'), 'Off_ColP'),
    secondary: p.bytesAt(labelOf(zoneEntry(index.secondary, zone, 0), 'Off_ColS'), 'Off_ColS'),
    // RingsManager_Setup and ObjectsManager_Init index both by Current_ZoneAndAct (zone*4 + act*2 bytes).
    rings: p.bytesAt(labelOf(zoneEntry(index.rings, zone, act), 'Off_Rings'), 'Off_Rings'),
    objects: p.bytesAt(labelOf(zoneEntry(index.objects, zone, act), 'Off_Objects'), 'Off_Objects'),
    ...readActStartAndSize(p, index, read, zone, act),
  };
}

/**
 * `levartptrs plc1,plc2,palette,art,map16x16,map128x128`: the macro places its n-th use at
 * `LevelArtPointers + zone_id_<n>*12` (its own counter, reset to 0 just before the table).
 */
function readChunkLabels(p: AsmProgram, ids: S2ZoneIds): Map<number, string> {
  const out = new Map<number, string>();
  let n = 0;
  for (const st of p.rowsAt('LevelArtPointers', 's2.asm')) {
    if (st.op !== 'levartptrs') continue;
    const zone = ids.inOrder[n++];
    const label = st.args[5];
    if (zone === undefined || label === undefined || !/^[A-Za-z_][\w.]*$/.test(label)) {
      throw importError('unreadableTable', st.file, `LevelArtPointers: expected \`levartptrs plc1,plc2,palette,art,map16x16,map128x128\` for zone ${n - 1}`, { line: st.line });
    }
    out.set(zone, label);
  }
  return out;
}

/** `Level_EHZ1` (an offset table's entry names the label it is the offset of). */
function labelOf(e: ZoneTableEntry, table: string): string {
  if (e.kind !== 'value' || !/^[A-Za-z_][\w.]*$/.test(e.text)) {
    throw importError('unreadableTable', e.st.file, `${table}: expected a label, got ${JSON.stringify(e.kind === 'value' ? e.text : e.path)}`, { line: e.st.line });
  }
  return e.text;
}

function signedWord(p: AsmProgram, e: ZoneTableEntry, table: string): number {
  const v = e.kind === 'value' ? p.evaluate(e.text) : undefined;
  if (v === undefined) throw importError('unreadableTable', e.st.file, `${table}: cannot read ${JSON.stringify(e.kind === 'value' ? e.text : e.path)} as a number`, { line: e.st.line });
  return (v << 16) >> 16;
}

/** A big-endian word of a `zoneTableBinEntry` file (the startpos/ files: x, then y). */
function fileWord(read: ReadFile, t: ZoneTable, e: ZoneTableEntry): number {
  if (e.kind !== 'file') throw importError('unreadableTable', e.st.file, `${t.label}: expected zoneTableBinEntry, got ${JSON.stringify(e.text)}`, { line: e.st.line });
  if (t.entryLen !== 2) throw importError('unreadableTable', t.st.file, `${t.label}: entries of ${t.entryLen} bytes, not words`, { line: t.st.line });
  const data = read(e.path);
  if (data === null) throw importError('missingFile', e.path, `missing (zoneTableBinEntry at ${e.st.file}:${e.st.line})`);
  const at = e.index * 2;
  if (data.length < at + 2) {
    throw importError('truncatedFile', e.path, `holds ${data.length} bytes; ${t.label} reads a word at byte ${at}`, { offset: data.length });
  }
  return (data[at] << 8) | data[at + 1];
}
