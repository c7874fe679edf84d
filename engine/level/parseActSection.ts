/**
 * The `act` section of a `subpixel-level/2` file: a real act of an original game, as
 * `subpixel import` writes it, so an imported act loads without the disassembly it came from.
 *
 *     "act": {
 *       "game": "s1", "id": "ghz1", "zone": 0, "act": 0, "revision": 1,
 *       "layout": "<base64 of 1024 bytes: v_lvllayout>",
 *       "chunks": "<base64 of 41984 bytes: v_256x256, big-endian block words>",
 *       "collisionIndex": "<base64 of 1..2048 bytes: the zone's block → shape index>",
 *       "loopChunks": [181, 127, 31, 32],
 *       "size": { "left": 0, "right": 9407, "top": 0, "bottom": 768, "lookShift": 96 },
 *       "placements": "<base64 of 6-byte object placements ended by the $FFFF entry>",
 *       "shapes": { "heights": "<base64 of 4096 bytes>", "widths": "<base64 of 4096 bytes>",
 *                   "angles": "<base64 of 256 bytes>" },
 *       "artQueues": { "titleCard": [..], "fzBoss": [..] }   (optional: pattern counts of the
 *                    art the results card and the Final Zone boss wait for; absent = no wait)
 *       "objectData": { "LGrass_Data1": "<base64>", ... }   (the object tables the act's objects
 *                    read, by the disassembly's label: engine/level/actObjectData.ts; required
 *                    for the groups the placements need, absent when they need none)
 *     }
 *
 * Every field is checked as the importer checks the disassembly's data, so a file loads into
 * exactly the level the import built (engine/level/actLevel.ts) or is refused at a JSON path.
 */
import { ACT_SHAPE_BYTES, ACT_SHAPE_COUNT, actTileShapes } from './actLevel.ts';
import { ACT_DATA_LABELS, MAX_ACT_TABLE_BYTES, actObjectData, groupsNeeded, type ActObjectData } from './actObjectData.ts';
import { ACT_CHUNK_COUNT, ACT_CHUNK_WORDS, ACT_LAYOUT_BYTES, OPTIONAL_ART_QUEUES, PLACEMENT_BYTES, type ActArtQueues, type ActLevelSize, type RealAct } from './realAct.ts';
import { hasS1Object } from '../games/s1/objects/objectTable.ts';
import { indexPath, keyPath } from './jsonPath.ts';
import { base64Bytes, fail, int, onlyKeys, record, required, shown, str } from './jsonValidators.ts';
import type { TileShapes } from './types.ts';
import { BLOCK_SHAPE_MASK } from './types.ts';

const ART_QUEUE_KEYS = ['titleCard', 'fzBoss', ...OPTIONAL_ART_QUEUES, 'cardTravel'];
/** v_plc_buffer holds 16 entries. */
const MAX_PLC_ENTRIES = 16;
export const ACT_KEYS = ['game', 'id', 'zone', 'act', 'revision', 'layout', 'chunks', 'collisionIndex', 'loopChunks', 'size', 'placements', 'shapes', 'artQueues', 'objectData'];
const SIZE_KEYS = ['left', 'right', 'top', 'bottom', 'lookShift'];
const SHAPE_KEYS = ['heights', 'widths', 'angles'];
/** The games whose acts the engine's level rules know. */
const ACT_GAMES = ['s1'] as const;
/** Chunk RAM in bytes: $52 chunks of $200. */
export const ACT_CHUNK_BYTES = ACT_CHUNK_COUNT * ACT_CHUNK_WORDS * 2;
/** A block word's index reaches 0x7FF: no collision index is longer. */
export const MAX_COLLISION_INDEX_BYTES = BLOCK_SHAPE_MASK + 1;
/** Far more placements than any act has (the most, Scrap Brain 1, has about 300). */
export const MAX_PLACEMENT_BYTES = PLACEMENT_BYTES * 0x1000;

export interface ParsedActSection {
  readonly act: RealAct;
  readonly shapes: TileShapes;
}

export function parseActSection(v: unknown, path: string): ParsedActSection {
  const o = record(v, path, 'a real act');
  onlyKeys(o, ACT_KEYS, path);
  const at = (k: string): string => keyPath(path, k);
  const game = str(required(o, 'game', path), at('game'));
  if (!(ACT_GAMES as readonly string[]).includes(game)) fail(at('game'), `must be one of ${ACT_GAMES.map((g) => JSON.stringify(g)).join(', ')}, got ${shown(game)}`);
  const id = str(required(o, 'id', path), at('id'));
  if (!/^[a-z0-9]+$/.test(id)) fail(at('id'), `must be an act id of lower-case letters and digits (ghz1, sbz3, fz), got ${shown(id)}`);
  const zone = int(required(o, 'zone', path), at('zone'), 0, 6);
  const actNumber = int(required(o, 'act', path), at('act'), 0, 3);
  const revision = int(required(o, 'revision', path), at('revision'), 0, 1);
  const layout = base64Bytes(required(o, 'layout', path), at('layout'), ACT_LAYOUT_BYTES);
  checkLayoutChunks(layout, at('layout'));
  const chunkBytes = base64Bytes(required(o, 'chunks', path), at('chunks'), ACT_CHUNK_BYTES);
  const chunks = new Uint16Array(ACT_CHUNK_COUNT * ACT_CHUNK_WORDS);
  for (let i = 0; i < chunks.length; i++) chunks[i] = (chunkBytes[2 * i] << 8) | chunkBytes[2 * i + 1];
  const collisionIndex = base64Bytes(required(o, 'collisionIndex', path), at('collisionIndex'), 1, MAX_COLLISION_INDEX_BYTES);
  const loopChunks = parseLoopChunks(required(o, 'loopChunks', path), at('loopChunks'));
  const size = parseSize(required(o, 'size', path), at('size'));
  const placements = parsePlacements(required(o, 'placements', path), at('placements'));
  const shapes = parseShapes(required(o, 'shapes', path), at('shapes'));
  const artQueues = o.artQueues === undefined ? undefined : parseArtQueues(o.artQueues, at('artQueues'));
  const objectData = parseObjectData(o.objectData, placements, at('objectData'));
  const act: RealAct = {
    game: 's1', id, zone, act: actNumber, revision, layout, chunks, collisionIndex, loopChunks, size, placements,
    ...(artQueues !== undefined ? { artQueues } : {}),
    ...(objectData !== undefined ? { objectData } : {}),
  };
  return { act, shapes };
}

/** What the importer refuses too: a layout naming a chunk past chunk RAM. */
function checkLayoutChunks(layout: Uint8Array, path: string): void {
  for (let i = 0; i < layout.length; i++) {
    const n = layout[i] & 0x7f;
    if (n > ACT_CHUNK_COUNT) {
      fail(path, `byte ${i} (row ${i >> 7}, column ${i & 0x7f}) names chunk ${n}; chunk RAM holds ${ACT_CHUNK_COUNT} chunks (1..${ACT_CHUNK_COUNT})`);
    }
  }
}

function parseLoopChunks(v: unknown, path: string): [number, number, number, number] {
  if (!Array.isArray(v) || v.length !== 4) fail(path, 'must be an array of 4 chunk numbers (loop 1, loop 2, roll tunnel 1, roll tunnel 2; 127 = none)');
  const n = v.map((x, i) => int(x, indexPath(path, i), 0, 0xff));
  return [n[0], n[1], n[2], n[3]];
}

/** The pattern load cues' art sizes (optional): lists of pattern counts, as many as a PLC list holds. */
function parseArtQueues(v: unknown, path: string): ActArtQueues {
  const o = record(v, path, 'the art queues (pattern counts of PLC_TitleCard and PLC_FZBoss)');
  onlyKeys(o, ART_QUEUE_KEYS, path);
  const list = (k: string): number[] => {
    const at = keyPath(path, k);
    const a = required(o, k, path);
    if (!Array.isArray(a) || a.length > MAX_PLC_ENTRIES) fail(at, `must be an array of at most ${MAX_PLC_ENTRIES} pattern counts (a PLC list)`);
    return a.map((x, i) => int(x, indexPath(at, i), 1, 0x7fff));
  };
  const optional = Object.fromEntries(OPTIONAL_ART_QUEUES.filter((k) => o[k] !== undefined).map((k) => [k, list(k)]));
  return {
    titleCard: list('titleCard'),
    fzBoss: list('fzBoss'),
    ...optional,
    ...(o.cardTravel !== undefined ? { cardTravel: int(o.cardTravel, keyPath(path, 'cardTravel'), 0, 0xffff) } : {}),
  };
}

/**
 * The object tables, by label (optional): checked as the importer checks the checkout's files,
 * and required for every group an object the act places reads, so no object meets a table
 * that is not there. A file written before the tables were imported lacks them: it is refused
 * with what to do, never played with data the checkout did not give.
 */
function parseObjectData(v: unknown, placements: Uint8Array, path: string): ActObjectData | undefined {
  const needed = groupsNeeded(placements);
  if (v === undefined) {
    if (needed.length === 0) return undefined;
    const g = needed[0];
    fail(path, `is required: the act places ${g.objectNames}, whose code reads ${g.tables.map((t) => t.label).join(', ')} (import the act again from the disassembly)`);
  }
  const o = record(v, path, 'the object tables (label: base64 of its bytes)');
  onlyKeys(o, ACT_DATA_LABELS, path);
  const tables: Record<string, Uint8Array> = {};
  for (const label of ACT_DATA_LABELS) {
    if (o[label] !== undefined) tables[label] = base64Bytes(o[label], keyPath(path, label), 1, MAX_ACT_TABLE_BYTES);
  }
  const r = actObjectData(tables);
  if (!r.ok) fail(keyPath(path, r.problem.label), r.problem.message);
  for (const g of needed) {
    const lacking = g.tables.find((t) => tables[t.label] === undefined);
    if (lacking !== undefined) fail(keyPath(path, lacking.label), `is required: the act places ${g.objectNames}, whose code reads it (${lacking.file})`);
  }
  return r.value;
}

function parseSize(v: unknown, path: string): ActLevelSize {
  const o = record(v, path, 'the level size (LevelSizeArray)');
  onlyKeys(o, SIZE_KEYS, path);
  const word = (k: string, min: number, max: number): number => int(required(o, k, path), keyPath(path, k), min, max);
  return {
    left: word('left', 0, 0xffff),
    right: word('right', 0, 0xffff),
    top: word('top', -0x8000, 0x7fff),
    bottom: word('bottom', 0, 0xffff),
    lookShift: word('lookShift', 0, 0xffff),
  };
}

/**
 * The placement list ObjPosLoad reads, in the ROM's format: 6-byte entries, the last one the
 * $FFFF end marker, every other one an object the engine runs (the importer leaves the others
 * out), so the object manager never meets an id it has no code for.
 */
function parsePlacements(v: unknown, path: string): Uint8Array {
  const bytes = base64Bytes(v, path, PLACEMENT_BYTES, MAX_PLACEMENT_BYTES);
  if (bytes.length % PLACEMENT_BYTES !== 0) fail(path, `must hold whole ${PLACEMENT_BYTES}-byte placements, got ${bytes.length} bytes`);
  const last = bytes.length - PLACEMENT_BYTES;
  for (let at = 0; at <= last; at += PLACEMENT_BYTES) {
    const entry = at / PLACEMENT_BYTES;
    const x = (bytes[at] << 8) | bytes[at + 1];
    if (x === 0xffff) {
      if (at !== last) fail(path, `placement ${entry} is the $FFFF end marker, but ${(last - at) / PLACEMENT_BYTES} more follow it`);
      return bytes;
    }
    const id = bytes[at + 4] & 0x7f;
    if (!hasS1Object(id)) fail(path, `placement ${entry} (x ${x}) is object $${id.toString(16).toUpperCase().padStart(2, '0')}, which the engine has no port of`);
  }
  return fail(path, 'must end with the $FFFF end marker entry');
}

function parseShapes(v: unknown, path: string): TileShapes {
  const o = record(v, path, 'the collision shapes');
  onlyKeys(o, SHAPE_KEYS, path);
  const heights = signedColumns(required(o, 'heights', path), keyPath(path, 'heights'));
  const widths = signedColumns(required(o, 'widths', path), keyPath(path, 'widths'));
  const angles = base64Bytes(required(o, 'angles', path), keyPath(path, 'angles'), ACT_SHAPE_COUNT);
  return actTileShapes(heights, widths, angles);
}

/** 16 signed bytes per shape, each -16..16 (as the level file's heights and widths are). */
function signedColumns(v: unknown, path: string): Int8Array {
  const bytes = base64Bytes(v, path, ACT_SHAPE_BYTES);
  const out = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  for (let i = 0; i < out.length; i++) {
    if (out[i] < -16 || out[i] > 16) fail(path, `byte ${i} (shape ${i >> 4}, column ${i & 15}) is ${out[i]}; each must be -16..16`);
  }
  return out;
}
