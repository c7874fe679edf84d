/**
 * The level loader: validates a `subpixel-level/1` or `/2` document (CONTRACTS §4, extended in
 * docs/formats.md "Level files") and builds the engine's `Level` from it. It is given a parsed
 * JSON value (`parseLevel`) or the file's text (`parseLevelText`); reading files is the
 * caller's business, so this stays pure.
 *
 * Validation is strict because a TAS tool must not guess: every field is checked, unknown keys
 * are refused, and the first problem is returned as a value naming its JSON path
 * (`tiles.ramp.heights[3]`, `rows[3]`, `legend["/"].solidity`, `objects[2].type`).
 *
 * Extensions to the contract (new keys only, as CONTRACTS allows):
 * - heights and widths accept -16..16 (negative = hanging from the top / filled from the left),
 *   since SPEC-NOTES "Terrain sensors" describes such shapes;
 * - an optional top-level `description` string (shown by `subpixel levels`);
 * - an optional `start.grounded` (true: the game's own start, grounded after one update with no
 *   buttons, as real acts start; CONTRACTS §4 lets a level file ask for it);
 * - format `subpixel-level/2`: everything /1 has, plus an optional `act` section carrying a
 *   real act of an original game (engine/level/parseActSection.ts). A file with `act` has no
 *   `tiles`, `legend`, `rows` or `rowsB`: the act's terrain replaces them. A /2 file without
 *   `act` is read exactly as /1, and both give the same level hash for the same content.
 * - optional `start.rings` (0..999), `start.shield` ("none", "plain", "fire", "lightning",
 *   "bubble"), `start.emeralds` and `start.superEmeralds` (0..7): what the player carries at the
 *   start, so the character moves that need them (shields, super forms) can be played.
 * - an optional `water` object, `{ "height": <px> }`: the water surface's y at the start.
 *
 * Layout decisions:
 * - Shape 0 is the empty shape. Named tiles get shape indices 1.. in sorted name order (UTF-16
 *   code units), not file order, so reordering the `tiles` object changes neither the block
 *   words nor the level hash.
 * - A block word is shape index | flip bits | solidity bits (all = TOP|LRB, top = TOP,
 *   lrb = LRB, none = 0), the layout of engine/level/types.ts.
 */
import { visibleText } from './visibleText.ts';
import { jsonErrorOffset } from './jsonErrorOffset.ts';
import type { CharacterId, ProfileId } from '../profiles/ids.ts';
import { CHARACTER_IDS, PROFILE_IDS } from '../profiles/ids.ts';
import type { Level, LevelObject, S2ActLayouts, StartPowers, TileShapes } from './types.ts';
import { MAX_RING_LAYOUT_BYTES, readRingLayout, ringLayoutLength } from '../games/s2/ringLayout.ts';
import { MAX_OBJECT_ENTRIES, OBJECT_ENTRY_BYTES, S2_OBJECT_DATA, S2_OBJECT_DATA_LABELS, objectLayoutProblem } from '../games/s2/objectLayout.ts';
import { SHIELD_NAMES } from './types.ts';
import { BLOCK_FLIP_X, BLOCK_FLIP_Y, BLOCK_SHAPE_MASK, BLOCK_SOLID_LRB, BLOCK_SOLID_TOP } from './types.ts';
import type { LevelError } from './levelError.ts';
import { ROOT_PATH, indexPath, keyPath } from './jsonPath.ts';
import { Invalid, base64Bytes, bool, fail, has, int, oneOf, onlyKeys, pastLimit, record, required, shown, str } from './jsonValidators.ts';
import { parseActSection } from './parseActSection.ts';
import { buildActLevel } from './actLevel.ts';
import { ACT_HEIGHT_BLOCKS, ACT_WIDTH_BLOCKS } from './realAct.ts';
import { TILE_SIZE, deriveWidths } from './deriveWidths.ts';
import { levelHash } from './levelHash.ts';
import { checkJsonShape, lineColumn } from './jsonShape.ts';
import {
  MAX_LEVEL_BLOCKS, MAX_LEVEL_FILE_BYTES, MAX_LEVEL_JSON_DEPTH, MAX_LEVEL_JSON_ITEMS, MAX_LEVEL_OBJECTS, MAX_LEVEL_STRING_CHARS,
  levelLimitText,
} from './levelLimits.ts';
import type { ParamValue } from '../objects/paramSpec.ts';
import { COMMON_OBJECT_KEYS, describeParam, isValidParam } from '../objects/paramSpec.ts';
import { OBJECT_TYPES, objectTypeSpec } from '../objects/catalogue.ts';

/** The format `subpixel import` and the level writer produce. */
export const LEVEL_FORMAT = 'subpixel-level/2';
/** Every format this loader reads: /1 files keep loading unchanged. */
export const LEVEL_FORMATS: readonly string[] = ['subpixel-level/1', LEVEL_FORMAT];

export type ParseLevelResult =
  | { readonly ok: true; readonly level: Level }
  | { readonly ok: false; readonly error: LevelError };

export { MAX_LEVEL_BLOCKS };
/** Object positions may lie outside the level, but their subpixels must fit a 32-bit word. */
export const MAX_OBJECT_COORD = 0x3fffff;

export const SOLIDITY_BITS: Readonly<Record<string, number>> = {
  all: BLOCK_SOLID_TOP | BLOCK_SOLID_LRB,
  top: BLOCK_SOLID_TOP,
  lrb: BLOCK_SOLID_LRB,
  none: 0,
};

const TOP_KEYS = ['format', 'name', 'description', 'profile', 'tiles', 'legend', 'rows', 'rowsB', 'start', 'objects', 'water', 'limits', 's2'];
/** /2 adds `act`; a real act's terrain comes from it, so the hand-made terrain keys go. */
const ACT_TOP_KEYS = ['format', 'name', 'description', 'profile', 'start', 'objects', 'act'];
const TERRAIN_KEYS = ['tiles', 'legend', 'rows', 'rowsB'];
const WATER_KEYS = ['height'];
const LIMIT_KEYS = ['left', 'right', 'top', 'bottom'] as const;
/** The water surface is a signed 16-bit pixel word in the games (`v_waterpos1`). */
export const MAX_WATER_HEIGHT = 0x7fff;
const TILE_KEYS = ['heights', 'widths', 'angle'];
const LEGEND_KEYS = ['tile', 'solidity', 'flipX', 'flipY'];
const START_KEYS = ['x', 'y', 'character', 'grounded', 'rings', 'shield', 'emeralds', 'superEmeralds'];
/** The ring counter is a 16-bit word in the originals; 999 is what their HUD shows. */
export const MAX_START_RINGS = 999;
const EMPTY_CELLS = '. ';

/** Parses the text of a level file. JSON syntax errors give code `levelJson` at `line:column`. */
export function parseLevelText(text: string): ParseLevelResult {
  if (text.length > MAX_LEVEL_FILE_BYTES) {
    return { ok: false, error: { code: 'levelLimit', path: ROOT_PATH, message: `The file is past ${levelLimitText('MAX_LEVEL_FILE_BYTES')}` } };
  }
  // A UTF-8 byte order mark is invisible in editors; refusing it would only confuse.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Its shape before JSON.parse builds it (jsonShape.ts): nesting and the largest container.
  const shape = checkJsonShape(body, { maxDepth: MAX_LEVEL_JSON_DEPTH, maxItems: MAX_LEVEL_JSON_ITEMS });
  if (shape !== null) {
    const at = lineColumn(body, shape.offset);
    const limit = shape.limit === 'depth' ? 'MAX_LEVEL_JSON_DEPTH' : 'MAX_LEVEL_JSON_ITEMS';
    return { ok: false, error: { code: 'levelLimit', path: `${at.line}:${at.column}`, message: `The JSON here is past ${levelLimitText(limit)}` } };
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (e) {
    return { ok: false, error: jsonError(body, e instanceof Error ? e.message : String(e)) };
  }
  return parseLevel(json);
}

/** Validates a parsed level document and builds the engine's `Level`. */
export function parseLevel(json: unknown): ParseLevelResult {
  try {
    return { ok: true, level: buildLevel(json) };
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, error: e.error };
    throw e;
  }
}

/**
 * V8 reports "... in JSON at position N" (newer versions add "(line L column C)"); "Unexpected
 * end of JSON input" has no position and means the end of the text.
 */
function jsonError(text: string, raw: string): LevelError {
  let pos = -1;
  const at = /at position (\d+)/.exec(raw);
  if (at !== null) pos = Number(at[1]);
  else if (/end of JSON input/.test(raw)) pos = text.length;
  else pos = jsonErrorOffset(text);
  // Newer V8 quotes the text around the error: keep the message one line and short, and show
  // what cannot be seen (NEL, U+2028, a right-to-left override) escaped.
  const message = visibleText(
    raw
      .replace(/ in JSON at position \d+.*$/s, '')
      .replace(/ \(line \d+ column \d+\)$/, '')
      .replace(/[\u0000-\u001f]+/g, ' ')
      .slice(0, 160),
  );
  if (pos < 0) return { code: 'levelJson', path: ROOT_PATH, message };
  const { line, column } = lineColumn(text, pos);
  return { code: 'levelJson', path: `${line}:${column}`, message };
}

// --- the level ----------------------------------------------------------------------------

function int16Array(v: unknown, path: string): number[] {
  if (!Array.isArray(v) || v.length !== TILE_SIZE) {
    fail(path, `must be an array of exactly ${TILE_SIZE} integers in -16..16`);
  }
  return v.map((x, i) => int(x, indexPath(path, i), -TILE_SIZE, TILE_SIZE));
}

function buildLevel(json: unknown): Level {
  const root = record(json, ROOT_PATH, 'a level');
  const format = required(root, 'format', ROOT_PATH);
  if (typeof format !== 'string' || !LEVEL_FORMATS.includes(format)) {
    fail('format', `must be ${LEVEL_FORMATS.map((f) => `"${f}"`).join(' or ')}, got ${shown(format)}`);
  }
  if (has(root, 'act')) {
    if (format === 'subpixel-level/1') fail('act', `a real act needs "format": "${LEVEL_FORMAT}"`);
    return buildActFileLevel(root);
  }
  onlyKeys(root, TOP_KEYS, ROOT_PATH);

  const name = str(required(root, 'name', ROOT_PATH), 'name');
  if (name === '') fail('name', 'must not be empty');
  if (has(root, 'description')) str(root.description, 'description');
  const profile: ProfileId = has(root, 'profile') ? oneOf(root.profile, 'profile', PROFILE_IDS) : 's2';

  const tiles = parseTiles(required(root, 'tiles', ROOT_PATH));
  const legend = parseLegend(required(root, 'legend', ROOT_PATH), tiles.index);

  const rowsA = parseRows(required(root, 'rows', ROOT_PATH), 'rows', legend, null);
  const rowsB = has(root, 'rowsB') ? parseRows(root.rowsB, 'rowsB', legend, rowsA) : null;
  const widthBlocks = rowsA.width;
  const heightBlocks = rowsA.height;

  const start = parseStart(required(root, 'start', ROOT_PATH), widthBlocks * TILE_SIZE, heightBlocks * TILE_SIZE);
  const objects = has(root, 'objects') ? parseObjects(root.objects) : [];
  const water = has(root, 'water') ? parseWater(root.water) : null;
  const limits = has(root, 'limits') ? { limits: parseLimits(root.limits) } : {};
  const s2 = has(root, 's2') ? { s2: parseS2Layouts(root.s2) } : {};

  const content: Omit<Level, 'hash'> = {
    name,
    profile,
    widthBlocks,
    heightBlocks,
    shapes: tiles.shapes,
    // Layer B defaults to a copy of layer A, so the two layers never alias one buffer.
    layers: [rowsA.words, rowsB !== null ? rowsB.words : rowsA.words.slice()],
    start,
    objects,
    water,
    ...limits,
    ...s2,
  };
  return { ...content, hash: levelHash(content) };
}

/**
 * A `subpixel-level/2` file with a real act: its terrain, shapes and rules come from the `act`
 * section, the rest is as in /1 (the profile defaults to the act's game).
 */
function buildActFileLevel(root: Record<string, unknown>): Level {
  for (const k of TERRAIN_KEYS) {
    if (has(root, k)) fail(keyPath(ROOT_PATH, k), 'is not allowed with "act": a real act\'s terrain comes from act.layout, act.chunks and act.shapes');
  }
  onlyKeys(root, ACT_TOP_KEYS, ROOT_PATH);
  const name = str(required(root, 'name', ROOT_PATH), 'name');
  if (name === '') fail('name', 'must not be empty');
  if (has(root, 'description')) str(root.description, 'description');
  const { act, shapes } = parseActSection(root.act, 'act');
  const profile: ProfileId = has(root, 'profile') ? oneOf(root.profile, 'profile', PROFILE_IDS) : act.game;
  const start = parseStart(required(root, 'start', ROOT_PATH), ACT_WIDTH_BLOCKS * TILE_SIZE, ACT_HEIGHT_BLOCKS * TILE_SIZE);
  const objects = has(root, 'objects') ? parseObjects(root.objects) : [];
  return buildActLevel({ name, profile, shapes, start, objects, act });
}

interface ParsedTiles {
  readonly shapes: TileShapes;
  /** Tile name → shape index. */
  readonly index: ReadonlyMap<string, number>;
}

function parseTiles(v: unknown): ParsedTiles {
  const obj = record(v, 'tiles', 'an object of named tile shapes');
  const names = Object.keys(obj);
  if (names.length > BLOCK_SHAPE_MASK) fail('tiles', `has ${names.length} tiles; at most ${BLOCK_SHAPE_MASK} fit a block word`);
  const parsed = new Map<string, { heights: number[]; widths: number[]; angle: number }>();
  for (const name of names) {
    const path = keyPath('tiles', name);
    if (name === '') fail(path, 'a tile name must not be empty');
    if (name.length > MAX_LEVEL_STRING_CHARS) pastLimit(path, 'This tile name', 'MAX_LEVEL_STRING_CHARS');
    const t = record(obj[name], path, 'a tile');
    onlyKeys(t, TILE_KEYS, path);
    const heights = int16Array(required(t, 'heights', path), keyPath(path, 'heights'));
    const widths = has(t, 'widths') ? int16Array(t.widths, keyPath(path, 'widths')) : deriveWidths(heights);
    const angle = int(required(t, 'angle', path), keyPath(path, 'angle'), 0, 255);
    parsed.set(name, { heights, widths, angle });
  }

  const sorted = [...names].sort();
  const count = sorted.length + 1;
  const heights = new Int8Array(count * TILE_SIZE);
  const widths = new Int8Array(count * TILE_SIZE);
  const angles = new Uint8Array(count);
  const index = new Map<string, number>();
  sorted.forEach((name, i) => {
    const s = i + 1;
    const t = parsed.get(name)!;
    heights.set(t.heights, s * TILE_SIZE);
    widths.set(t.widths, s * TILE_SIZE);
    angles[s] = t.angle;
    index.set(name, s);
  });
  return { shapes: { count, names: ['', ...sorted], heights, widths, angles }, index };
}

function parseLegend(v: unknown, tileIndex: ReadonlyMap<string, number>): ReadonlyMap<string, number> {
  const obj = record(v, 'legend', 'an object mapping characters to block placements');
  const words = new Map<string, number>();
  for (const key of Object.keys(obj)) {
    const path = keyPath('legend', key);
    if (key.length !== 1) fail(path, 'a legend key must be exactly one character');
    if (EMPTY_CELLS.includes(key)) fail(path, `"${key}" always means an empty block and cannot be redefined`);
    const e = record(obj[key], path, 'a block placement');
    onlyKeys(e, LEGEND_KEYS, path);
    const tile = str(required(e, 'tile', path), keyPath(path, 'tile'));
    const shape = tileIndex.get(tile);
    if (shape === undefined) fail(keyPath(path, 'tile'), `names no tile in "tiles": ${shown(tile)}`);
    const solidity = oneOf(required(e, 'solidity', path), keyPath(path, 'solidity'), ['all', 'top', 'lrb', 'none'] as const);
    const flipX = has(e, 'flipX') ? bool(e.flipX, keyPath(path, 'flipX')) : false;
    const flipY = has(e, 'flipY') ? bool(e.flipY, keyPath(path, 'flipY')) : false;
    words.set(key, shape | (flipX ? BLOCK_FLIP_X : 0) | (flipY ? BLOCK_FLIP_Y : 0) | SOLIDITY_BITS[solidity]);
  }
  return words;
}

interface ParsedRows {
  readonly width: number;
  readonly height: number;
  readonly words: Uint16Array;
}

/** A row of blocks: bounded by the level-side limit, not the string limit. */
function rowString(v: unknown, path: string): string {
  if (typeof v !== 'string') fail(path, `must be a string, got ${shown(v)}`);
  return v;
}

/** A layer from its rows of legend characters; `like` fixes the dimensions (for rowsB). */
function parseRows(v: unknown, path: string, legend: ReadonlyMap<string, number>, like: ParsedRows | null): ParsedRows {
  if (!Array.isArray(v) || v.length === 0) fail(path, 'must be a non-empty array of strings');
  if (like !== null && v.length !== like.height) {
    fail(path, `has ${v.length} rows; it must have as many as "rows" (${like.height})`);
  }
  if (v.length > MAX_LEVEL_BLOCKS) pastLimit(path, `The row count (${v.length})`, 'MAX_LEVEL_BLOCKS');
  const first = rowString(v[0], indexPath(path, 0));
  const width = like !== null ? like.width : first.length;
  if (width === 0) fail(indexPath(path, 0), 'must not be empty');
  if (width > MAX_LEVEL_BLOCKS) pastLimit(indexPath(path, 0), `A row ${width} blocks wide`, 'MAX_LEVEL_BLOCKS');
  const words = new Uint16Array(width * v.length);
  for (let r = 0; r < v.length; r++) {
    const rowPath = indexPath(path, r);
    const row = rowString(v[r], rowPath);
    if (row.length !== width) {
      fail(rowPath, `is ${row.length} characters long; every row must be ${width} long${like !== null ? ' (as in "rows")' : ' (as rows[0])'}`);
    }
    for (let c = 0; c < width; c++) {
      const ch = row[c];
      if (EMPTY_CELLS.includes(ch)) continue;
      const word = legend.get(ch);
      if (word === undefined) fail(rowPath, `column ${c}: ${shown(ch)} is not "." or " " or a legend key`);
      words[r * width + c] = word;
    }
  }
  return { width, height: v.length, words };
}

function parseStart(v: unknown, widthPx: number, heightPx: number): Level['start'] {
  const s = record(v, 'start', 'the start position');
  onlyKeys(s, START_KEYS, 'start');
  const x = int(required(s, 'x', 'start'), 'start.x', 0, widthPx - 1);
  const y = int(required(s, 'y', 'start'), 'start.y', 0, heightPx - 1);
  const character: CharacterId = has(s, 'character') ? oneOf(s.character, 'start.character', CHARACTER_IDS) : 'sonic';
  // The game's start (engine/games/s1/act/actStart.ts) instead of CONTRACTS §4's airborne one; only
  // `true` is kept, so a level that says false is the level that says nothing (same hash).
  const grounded = has(s, 'grounded') ? bool(s.grounded, 'start.grounded') : false;
  const start: Level['start'] = grounded ? { x, y, character, grounded } : { x, y, character };
  if (!['rings', 'shield', 'emeralds', 'superEmeralds'].some((k) => has(s, k))) return start;
  const powers: StartPowers = {
    rings: has(s, 'rings') ? int(s.rings, 'start.rings', 0, MAX_START_RINGS) : 0,
    shield: has(s, 'shield') ? oneOf(s.shield, 'start.shield', SHIELD_NAMES) : 'none',
    emeralds: has(s, 'emeralds') ? int(s.emeralds, 'start.emeralds', 0, 7) : 0,
    superEmeralds: has(s, 'superEmeralds') ? int(s.superEmeralds, 'start.superEmeralds', 0, 7) : 0,
  };
  return { ...start, powers };
}

/** A Sonic 2 act's layouts (`"s2": { "rings": <base64>, "objects": <base64> }`), each checked as its manager reads it. */
function parseS2Layouts(v: unknown): S2ActLayouts {
  const o = record(v, 's2', 'the Sonic 2 act\'s layouts ({ "rings", "objects": <base64> })');
  onlyKeys(o, ['rings', 'objects', 'objectData'], 's2');
  const rings = base64Bytes(required(o, 'rings', 's2'), 's2.rings', 2, MAX_RING_LAYOUT_BYTES);
  const ringProblem = readRingLayout(rings);
  if (typeof ringProblem === 'string') fail('s2.rings', ringProblem);
  if (ringLayoutLength(rings) !== rings.length) fail('s2.rings', `holds ${rings.length - ringLayoutLength(rings)} bytes after the end marker`);
  const objects = base64Bytes(required(o, 'objects', 's2'), 's2.objects', 0, OBJECT_ENTRY_BYTES * MAX_OBJECT_ENTRIES);
  const objectProblem = objectLayoutProblem(objects);
  if (objectProblem !== null) fail('s2.objects', objectProblem);
  const data = record(required(o, 'objectData', 's2'), 's2.objectData', 'the checkout\'s tables by label');
  onlyKeys(data, S2_OBJECT_DATA_LABELS, 's2.objectData');
  const objectData: Record<string, Uint8Array> = {};
  for (const label of S2_OBJECT_DATA_LABELS) objectData[label] = base64Bytes(required(data, label, 's2.objectData'), `s2.objectData.${label}`, S2_OBJECT_DATA[label]);
  return { rings, objects, objectData };
}

/** The camera's limits at the start: signed 16-bit pixel words (the games' v_limitleft2 ...), left <= right, top <= bottom. */
function parseLimits(v: unknown): NonNullable<Level['limits']> {
  const l = record(v, 'limits', 'the camera limits ({ "left", "right", "top", "bottom": <px> })');
  onlyKeys(l, [...LIMIT_KEYS], 'limits');
  const [left, right, top, bottom] = LIMIT_KEYS.map((k) => int(required(l, k, 'limits'), `limits.${k}`, -0x8000, 0x7fff));
  if (left > right) fail('limits.right', `must not be left of limits.left (${left})`);
  if (top > bottom) fail('limits.bottom', `must not be above limits.top (${top})`);
  return { left, right, top, bottom };
}

function parseWater(v: unknown): Level['water'] {
  const w = record(v, 'water', 'the water ({ "height": <px> })');
  onlyKeys(w, WATER_KEYS, 'water');
  return { height: int(required(w, 'height', 'water'), 'water.height', 0, MAX_WATER_HEIGHT) };
}

function parseObjects(v: unknown): LevelObject[] {
  if (!Array.isArray(v)) fail('objects', 'must be an array of objects');
  if (v.length > MAX_LEVEL_OBJECTS) pastLimit('objects', `The object count (${v.length})`, 'MAX_LEVEL_OBJECTS');
  const parsed: { id: string | null; type: string; x: number; y: number; params: Record<string, ParamValue> }[] = [];
  const explicitIds = new Set<string>();
  v.forEach((raw, i) => {
    const path = indexPath('objects', i);
    const o = record(raw, path, 'an object');
    const type = str(required(o, 'type', path), keyPath(path, 'type'));
    const spec = objectTypeSpec(type);
    if (spec === undefined) {
      fail(keyPath(path, 'type'), `unknown object type ${shown(type)} (known: ${Object.keys(OBJECT_TYPES).join(', ')})`);
    }
    let id: string | null = null;
    if (has(o, 'id')) {
      id = str(o.id, keyPath(path, 'id'));
      if (id === '') fail(keyPath(path, 'id'), 'must not be empty');
      if (explicitIds.has(id)) fail(keyPath(path, 'id'), `duplicate id ${shown(id)}`);
      explicitIds.add(id);
    }
    const x = int(required(o, 'x', path), keyPath(path, 'x'), -MAX_OBJECT_COORD, MAX_OBJECT_COORD);
    const y = int(required(o, 'y', path), keyPath(path, 'y'), -MAX_OBJECT_COORD, MAX_OBJECT_COORD);
    for (const k of Object.keys(o)) {
      if (!COMMON_OBJECT_KEYS.includes(k) && !Object.hasOwn(spec.params, k)) {
        const known = Object.keys(spec.params);
        fail(keyPath(path, k), `unknown parameter of ${type}${known.length > 0 ? ` (parameters: ${known.join(', ')})` : ''}`);
      }
    }
    // Parameters in the spec's order, defaults filled in: the engine never checks for absence.
    const params: Record<string, ParamValue> = {};
    for (const [k, p] of Object.entries(spec.params)) {
      if (!has(o, k)) {
        params[k] = p.default;
        continue;
      }
      const value = o[k];
      if (!isValidParam(p, value)) fail(keyPath(path, k), `must be ${describeParam(p)}, got ${shown(value)}`);
      params[k] = value;
    }
    parsed.push({ id, type, x, y, params });
  });

  // Generated ids: `<type><n>`, n counting per type from 1, skipping ids already taken (by the
  // file, or by another type's generated id), so adding an id to one object never renames another.
  const used = new Set(explicitIds);
  const counters = new Map<string, number>();
  return parsed.map((p) => {
    let id = p.id;
    if (id === null) {
      let n = counters.get(p.type) ?? 0;
      do n++;
      while (used.has(`${p.type}${n}`));
      counters.set(p.type, n);
      id = `${p.type}${n}`;
      used.add(id);
    }
    return { id, type: p.type, x: p.x, y: p.y, params: p.params };
  });
}
