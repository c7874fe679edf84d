/**
 * The level writer: a loaded `Level` back to a `subpixel-level/2` document that loads into the
 * same level (same hash). `subpixel import` writes real acts with it; hand-made levels round-trip
 * too (tiles by name, one legend character per distinct block word, rows).
 *
 * Real acts carry their binary data as base64 strings (parseActSection.ts): chunk RAM as the
 * game keeps it (big-endian words), the layout, the collision index and the 256 shapes.
 */
import { bytesToBase64 } from './base64.ts';
import { LEVEL_FORMAT, SOLIDITY_BITS } from './parseLevel.ts';
import { OPTIONAL_ART_QUEUES, type RealAct } from './realAct.ts';
import { ACT_DATA_LABELS, type ActObjectData } from './actObjectData.ts';
import type { Level, LevelObject, TileShapes } from './types.ts';
import { BLOCK_FLIP_X, BLOCK_FLIP_Y, BLOCK_SHAPE_MASK, BLOCK_SOLID_LRB, BLOCK_SOLID_TOP } from './types.ts';
import { TILE_SIZE } from './deriveWidths.ts';

export interface WriteLevelOptions {
  /** Shown by `subpixel levels`; not part of the level hash. */
  readonly description?: string;
}

/** The level file's text: two-space JSON with a final newline. */
export function writeLevelText(level: Level, options: WriteLevelOptions = {}): string {
  return `${JSON.stringify(levelDocument(level, options), null, 2)}\n`;
}

/** The level as a `subpixel-level/2` JSON value, keys in the order docs/formats.md documents. */
export function levelDocument(level: Level, options: WriteLevelOptions = {}): Record<string, unknown> {
  const head: Record<string, unknown> = { format: LEVEL_FORMAT, name: level.name };
  if (options.description !== undefined) head.description = options.description;
  head.profile = level.profile;
  const start: Record<string, unknown> = { x: level.start.x, y: level.start.y, character: level.start.character };
  if (level.start.grounded === true) start.grounded = true;
  // What the player carries (all four keys: a level that has powers keeps them, same hash).
  const powers = level.start.powers;
  if (powers !== undefined) Object.assign(start, { rings: powers.rings, shield: powers.shield, emeralds: powers.emeralds, superEmeralds: powers.superEmeralds });
  const objects = level.objects.map(objectDocument);
  if (level.act !== undefined) return { ...head, start, objects, act: actDocument(level.act, level.shapes) };
  // The water (hand-made levels only: a real act's water is its zone's, engine/games/s1/act/labyrinthWater.ts).
  const water = level.water !== null ? { water: { height: level.water.height } } : {};
  const limits = level.limits !== undefined ? { limits: { ...level.limits } } : {};
  const s2 = level.s2 !== undefined
    ? {
        s2: {
          rings: bytesToBase64(level.s2.rings),
          objects: bytesToBase64(level.s2.objects),
          objectData: Object.fromEntries(Object.keys(level.s2.objectData).sort().map((k) => [k, bytesToBase64(level.s2!.objectData[k])])),
        },
      }
    : {};
  return { ...head, ...terrainDocument(level), start, objects, ...water, ...limits, ...s2 };
}

function objectDocument(o: LevelObject): Record<string, unknown> {
  return { id: o.id, type: o.type, x: o.x, y: o.y, ...o.params };
}

function actDocument(act: RealAct, shapes: TileShapes): Record<string, unknown> {
  const chunks = new Uint8Array(act.chunks.length * 2);
  for (let i = 0; i < act.chunks.length; i++) {
    chunks[2 * i] = act.chunks[i] >> 8;
    chunks[2 * i + 1] = act.chunks[i] & 0xff;
  }
  const signed = (a: Int8Array): string => bytesToBase64(new Uint8Array(a.buffer, a.byteOffset, a.length));
  return {
    game: act.game,
    id: act.id,
    zone: act.zone,
    act: act.act,
    revision: act.revision,
    layout: bytesToBase64(act.layout),
    chunks: bytesToBase64(chunks),
    collisionIndex: bytesToBase64(act.collisionIndex),
    loopChunks: [...act.loopChunks],
    size: { left: act.size.left, right: act.size.right, top: act.size.top, bottom: act.size.bottom, lookShift: act.size.lookShift },
    placements: bytesToBase64(act.placements),
    ...(act.artQueues !== undefined
      ? {
        artQueues: {
          titleCard: [...act.artQueues.titleCard],
          fzBoss: [...act.artQueues.fzBoss],
          ...Object.fromEntries(OPTIONAL_ART_QUEUES.flatMap((name) => {
            const list = act.artQueues![name];
            return list === undefined ? [] : [[name, [...list]]];
          })),
          ...(act.artQueues.cardTravel !== undefined ? { cardTravel: act.artQueues.cardTravel } : {}),
        },
      }
      : {}),
    ...(act.objectData !== undefined ? { objectData: objectDataDocument(act.objectData) } : {}),
    shapes: { heights: signed(shapes.heights), widths: signed(shapes.widths), angles: bytesToBase64(shapes.angles) },
  };
}

/** The object tables by label, in the order actObjectData.ts lists them. */
function objectDataDocument(data: ActObjectData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const label of ACT_DATA_LABELS) {
    const bytes = data.tables[label];
    if (bytes !== undefined) out[label] = bytesToBase64(bytes);
  }
  return out;
}

/**
 * Hand-made terrain: every shape but the empty one as a named tile (the loader numbers tiles in
 * sorted-name order, which is the order a loaded level already has), one legend character per
 * distinct block word, layer B only when it differs from layer A.
 */
function terrainDocument(level: Level): Record<string, unknown> {
  const { shapes } = level;
  const tiles: Record<string, unknown> = {};
  for (let s = 1; s < shapes.count; s++) {
    const name = shapes.names[s];
    if (name === '' || Object.hasOwn(tiles, name)) throw new Error(`writeLevel: shape ${s} has no unique name`);
    tiles[name] = {
      heights: Array.from(shapes.heights.subarray(s * TILE_SIZE, (s + 1) * TILE_SIZE)),
      widths: Array.from(shapes.widths.subarray(s * TILE_SIZE, (s + 1) * TILE_SIZE)),
      angle: shapes.angles[s],
    };
  }
  const legend: Record<string, unknown> = {};
  const charOf = new Map<number, string>([[0, '.']]);
  const next = legendCharacters();
  const rowsOf = (layer: Uint16Array): string[] => {
    const rows: string[] = [];
    for (let r = 0; r < level.heightBlocks; r++) {
      let row = '';
      for (let c = 0; c < level.widthBlocks; c++) {
        const word = layer[r * level.widthBlocks + c];
        let ch = charOf.get(word);
        if (ch === undefined) {
          ch = next();
          charOf.set(word, ch);
          legend[ch] = legendEntry(word, shapes);
        }
        row += ch;
      }
      rows.push(row);
    }
    return rows;
  };
  const [a, b] = level.layers;
  const rows = rowsOf(a);
  const sameB = a.length === b.length && a.every((w, i) => w === b[i]);
  const out: Record<string, unknown> = { tiles, legend, rows };
  if (!sameB) out.rowsB = rowsOf(b);
  return out;
}

function legendEntry(word: number, shapes: TileShapes): Record<string, unknown> {
  const shape = word & BLOCK_SHAPE_MASK;
  const solidBits = word & (BLOCK_SOLID_TOP | BLOCK_SOLID_LRB);
  const solidity = Object.keys(SOLIDITY_BITS).find((k) => SOLIDITY_BITS[k] === solidBits)!;
  if (shape === 0 || shape >= shapes.count) throw new Error(`writeLevel: block word ${word.toString(16)} names no tile`);
  const entry: Record<string, unknown> = { tile: shapes.names[shape], solidity };
  if (word & BLOCK_FLIP_X) entry.flipX = true;
  if (word & BLOCK_FLIP_Y) entry.flipY = true;
  return entry;
}

/**
 * Legend characters in a readable order: common symbols, letters, digits, then the rest of
 * the Basic Multilingual Plane (a legend key is one UTF-16 code unit). Never '.', ' ', '"' or
 * '\\', which are empty blocks or need escaping.
 */
function legendCharacters(): () => string {
  const first = '#=/\\|-_+*%@&!$^~:;<>?ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789(){}[],`\'';
  const pool = [...first].filter((c) => c !== '\\');
  let i = 0;
  let code = 0xc0;
  return () => {
    if (i < pool.length) return pool[i++];
    while (code >= 0xd800 && code <= 0xdfff) code++;
    if (code > 0xfffd) throw new Error('writeLevel: more distinct block words than legend characters');
    return String.fromCharCode(code++);
  };
}
