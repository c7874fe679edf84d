/**
 * Imports Sonic 2's acts' terrain from the user's own s2disasm checkout as engine levels: the
 * source text gives the tables (s2Tables.ts, with s2.asm's `gameRevision` conditionals
 * resolved), the binary files the data (Kosinski-compressed layouts, chunks and collision
 * indexes; the collision arrays as they are). Pure: the checkout is reached only through the
 * DisasmSource it is given, bounded like Sonic 1's (importers/s1/boundedDisasmSource.ts).
 *
 * What the game does at load time and this reproduces: `loadZoneBlockMaps` (the zone's 128x128
 * chunks into Chunk_Table) and `loadLevelLayout` (the act's layout into Level_Layout),
 * `LoadCollisionIndexes` (Primary_Collision, Secondary_Collision) and `LevelSizeLoad` (the start
 * position from StartLocations), and the act's ring and object layouts (Off_Rings, Off_Objects:
 * the level's `s2`, which the engine's managers stream). What it does not do yet: the act's level
 * events that move the camera limits, water (CPZ2, ARZ) and the vertical wrap of the acts whose
 * top limit is -$100 (MTZ). The start's camera limits are LevelSize's (the level's `limits`). A
 * plain level, without the `act` field (that is Sonic 1's format, engine/level/realAct.ts).
 */
import { AsmProgram } from '../s1/asmProgram.ts';
import { S2_ROOT } from './s2Root.ts';
import { boundedDisasmSource } from '../s1/boundedDisasmSource.ts';
import type { DisasmSource } from '../s1/disasmSource.ts';
import { ImportError, importError } from '../s1/importError.ts';
import { kosinskiDecompress } from '../s1/kosinski.ts';
import { levelHash } from '../../engine/level/levelHash.ts';
import type { Level, TileShapes } from '../../engine/level/types.ts';
import { S2_ACTS, findS2Act, s2ActList, s2ActName, type S2ActId } from './s2Acts.ts';
import {
  S2_CHUNK_BYTES, S2_COLLISION_INDEX_BYTES, S2_HEIGHT_BLOCKS, S2_LAYOUT_BYTES, S2_PRIMARY_LRB, S2_PRIMARY_TOP,
  S2_SECONDARY_LRB, S2_SECONDARY_TOP, S2_WIDTH_BLOCKS, chunkWords, expandS2Layers,
} from './s2Layers.ts';
import { s2TileShapes } from './s2Shapes.ts';
import { readActStartAndSize, readActTables, readLevelIndex, readSharedTables, type FileBytes, type S2LevelIndex, type S2LevelSize } from './s2Tables.ts';
import { readZoneIds, zoneNumber, type S2ZoneIds } from './s2ZoneIds.ts';
import { readRingLayout, ringLayoutLength } from '../../engine/games/s2/ringLayout.ts';
import { S2_OBJECT_DATA, S2_OBJECT_DATA_LABELS, objectLayoutProblem } from '../../engine/games/s2/objectLayout.ts';

/** The checkout's root file (s2Root.ts). */
export { S2_ROOT };

export interface ImportedS2Act {
  readonly level: Level;
  /** The act as the game numbers it (Current_Zone, Current_Act). */
  readonly zone: number;
  readonly act: number;
  /** LevelSize's camera limits at the start (the level's `limits` too). */
  readonly size: S2LevelSize;
}

export interface S2ImportOptions {
  /** false: without what the act's ring and object layouts place (`--no-objects`). Default true. */
  readonly objects?: boolean;
}

/** `--no-objects`: a ring layout of its end marker alone, an object layout of no entries. */
const NO_LAYOUTS = Object.freeze({ rings: Uint8Array.of(0xff, 0xff), objects: new Uint8Array(0) });

/** The tables the engine's Sonic 2 object ports read, each of the size it must be (S2_OBJECT_DATA). */
function readObjectData(p: AsmProgram): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {};
  for (const label of S2_OBJECT_DATA_LABELS) {
    const { bytes, file } = ONE_ENTRY_TABLES.has(label) ? onlyEntryOf(p, label) : p.bytesAt(label, 'the object data');
    if (bytes.length !== S2_OBJECT_DATA[label]) throw importError('unreadableTable', file, `${label} holds ${bytes.length} bytes; the engine reads ${S2_OBJECT_DATA[label]}`);
    out[label] = bytes.slice();
  }
  return out;
}

/** Animation tables of one entry whose script has no name of its own (`Ani_Ring: offsetTable`, `offsetTableEntry.w +`, `+ dc.b ...`): the script is read. */
const ONE_ENTRY_TABLES: ReadonlySet<string> = new Set(['Ani_Ring']);

/**
 * The data after `label`'s offsetTable and its one entry (the `+` the entry names), as bytesAt
 * reads a label's. The source reader takes the anonymous `+` at a line's start for the op, so
 * the script's line reads as op `+` with `dc.b` in its first operand.
 */
function onlyEntryOf(p: AsmProgram, label: string): { bytes: Uint8Array; file: string } {
  let i = p.labelIndex(label, 'the object data');
  const file = p.statements[i].file;
  const op = (k: number): string => (p.statements[k]?.op ?? '').toLowerCase();
  i++;
  while (op(i) === '' || op(i) === 'offsettable') i++;
  if (op(i) !== 'offsettableentry.w' || p.statements[i].args[0] !== '+') throw importError('unreadableTable', file, `${label} is not an offsetTable of one entry (offsetTableEntry.w +)`);
  i++;
  const script = p.statements[i];
  const args = script === undefined ? [] : script.op === '+' ? [...script.args] : script.label === '+' && op(i) === 'dc.b' ? [...script.args] : [];
  if (script !== undefined && script.op === '+') {
    const first = /^dc\.b\s+(.*)$/i.exec(args[0] ?? '');
    if (first === null) args.length = 0;
    else args[0] = first[1];
  }
  if (args.length === 0) throw importError('unreadableTable', file, `${label}'s entry (+) is not a dc.b script`);
  const bytes = args.map((a) => {
    const v = p.evaluate(a);
    if (v === undefined) throw importError('unreadableTable', script.file, `cannot evaluate ${JSON.stringify(a)} in ${label}`, { line: script.line });
    return v & 0xff;
  });
  return { bytes: Uint8Array.from(bytes), file };
}

export interface S2ActSummary {
  readonly start: { readonly x: number; readonly y: number };
  readonly size: S2LevelSize;
}

/** One parsed checkout, shared by every act imported from it. */
export class S2Disassembly {
  readonly program: AsmProgram;
  /** s2.asm's `gameRevision` (0 = REV00, 1 = REV01, 2 = the theoretical REV02). */
  readonly revision: number;
  private readonly zones: S2ZoneIds;
  private readonly index: S2LevelIndex;
  private readonly shapes: TileShapes;
  private readonly objectData: Readonly<Record<string, Uint8Array>>;
  /** Decompressed files, by path: acts of one zone share their chunks and indexes. */
  private readonly chunkCache = new Map<string, Uint16Array>();
  private readonly indexCache = new Map<string, Uint8Array>();
  private readonly source: DisasmSource;

  constructor(source: DisasmSource) {
    this.source = boundedDisasmSource(source);
    this.program = openProgram(this.source);
    const declared = this.program.symbol('gameRevision');
    if (declared === undefined) throw importError('notADisassembly', S2_ROOT, 'does not assign gameRevision: is this the Sonic 2 disassembly (s2disasm)?');
    this.revision = declared;
    this.zones = readZoneIds(this.program);
    this.index = readLevelIndex(this.program, this.zones);
    this.shapes = s2TileShapes(readSharedTables(this.program));
    this.objectData = readObjectData(this.program);
  }

  /** Imports one act by id (`ehz1`, `mtz3`, `scz` ...); `objects: false` (`--no-objects`) leaves its ring and object layouts empty. */
  importAct(id: string, options: S2ImportOptions = {}): ImportedS2Act {
    return this.build(this.which(id), options.objects !== false);
  }

  importAll(options: S2ImportOptions = {}): ImportedS2Act[] {
    return S2_ACTS.map((a) => this.build(a, options.objects !== false));
  }

  /** An act's start and camera limits from the tables alone (no compressed data): for listings. */
  actSummary(id: string): S2ActSummary {
    const which = this.which(id);
    return readActStartAndSize(this.program, this.index, this.read, zoneNumber(this.zones, which.zoneLabel), which.act);
  }

  private which(id: string): S2ActId {
    const which = findS2Act(id);
    if (which === undefined) throw importError('unknownAct', S2_ROOT, `no Sonic 2 act ${JSON.stringify(id)} (acts: ${s2ActList()})`);
    return which;
  }

  private readonly read = (path: string): Uint8Array | null => this.source.read(path);

  private build(which: S2ActId, objects: boolean): ImportedS2Act {
    const zone = zoneNumber(this.zones, which.zoneLabel);
    const t = readActTables(this.program, this.index, this.read, zone, which.act);
    const layout = decompressExactly(t.layout, S2_LAYOUT_BYTES, 'Level_Layout');
    const chunks = this.cached(this.chunkCache, t.chunks, () => chunkWords(kosinskiDecompress(t.chunks.bytes, t.chunks.file, S2_CHUNK_BYTES), t.chunks.file));
    const primary = this.cached(this.indexCache, t.primary, () => decompressExactly(t.primary, S2_COLLISION_INDEX_BYTES, 'Primary_Collision'));
    const secondary = this.cached(this.indexCache, t.secondary, () => decompressExactly(t.secondary, S2_COLLISION_INDEX_BYTES, 'Secondary_Collision'));
    const content: Omit<Level, 'hash'> = {
      name: s2ActName(which, this.revision),
      profile: 's2',
      widthBlocks: S2_WIDTH_BLOCKS,
      heightBlocks: S2_HEIGHT_BLOCKS,
      shapes: this.shapes,
      layers: expandS2Layers(layout, chunks, { index: primary, top: S2_PRIMARY_TOP, lrb: S2_PRIMARY_LRB }, { index: secondary, top: S2_SECONDARY_TOP, lrb: S2_SECONDARY_LRB }),
      // The game's start: grounded after the title card's updates (the s2 profile's startUpdates).
      start: { x: t.start.x, y: t.start.y, character: 'sonic', grounded: true },
      objects: [],
      // CPZ2's and ARZ's water come with the act rules (Water_Level_1 ... in s2.asm); none yet.
      water: null,
      // LevelSize's camera limits at the start (LevelSizeLoad); the level events that move them come later.
      limits: { ...t.size },
      // What the act's ring and object layouts place (the managers stream them: engine/games/s2/).
      s2: { ...(objects ? { rings: checkedRings(t.rings), objects: checkedObjects(t.objects) } : NO_LAYOUTS), objectData: this.objectData },
    };
    return { level: { ...content, hash: levelHash(content) }, zone, act: which.act, size: t.size };
  }

  private cached<T>(cache: Map<string, T>, from: FileBytes, make: () => T): T {
    let v = cache.get(from.file);
    if (v === undefined) {
      v = make();
      cache.set(from.file, v);
    }
    return v;
  }
}

/** Parses a checkout (its s2.asm and everything that includes) for importing acts. */
export function openS2Disassembly(source: DisasmSource): S2Disassembly {
  return new S2Disassembly(source);
}

/** s2.asm and its includes; a folder without s2.asm is said to be no Sonic 2 checkout. */
function openProgram(source: DisasmSource): AsmProgram {
  try {
    return new AsmProgram(source, S2_ROOT);
  } catch (e) {
    if (e instanceof ImportError && e.info.code === 'notADisassembly' && e.info.file === S2_ROOT) {
      throw importError('notADisassembly', S2_ROOT, `not found in ${source.name}: is this the Sonic 2 disassembly (s2disasm) checkout?`);
    }
    throw e;
  }
}

/** The ring layout up to its end marker, refused in one line when RingsManager_Setup could not lay it out. */
function checkedRings(from: FileBytes): Uint8Array {
  const r = readRingLayout(from.bytes);
  if (typeof r === 'string') throw importError('corruptData', from.file, r);
  return from.bytes.slice(0, ringLayoutLength(from.bytes));
}

/** The object layout's 6-byte entries (the file whole). */
function checkedObjects(from: FileBytes): Uint8Array {
  const problem = objectLayoutProblem(from.bytes);
  if (problem !== null) throw importError('corruptData', from.file, problem);
  return from.bytes.slice();
}

/** Kosinski data that must fill a RAM table exactly, as every file of the checkout does. */
function decompressExactly(from: FileBytes, size: number, table: string): Uint8Array {
  const bytes = kosinskiDecompress(from.bytes, from.file, size);
  if (bytes.length !== size) {
    throw importError('corruptData', from.file, `decompresses to ${bytes.length} bytes; ${table} holds exactly ${size}`);
  }
  return bytes;
}

export { ImportError };
