/**
 * The level loader's limits (movies/formats/limits.ts has the movie importers'). A level file
 * comes from anyone, and everything in it becomes engine state: its size bounds the tile
 * layers, its object count the state buffer and every snapshot, so each is checked before it is
 * allocated, and the JSON's shape before it is parsed (jsonShape.ts). Past a limit the file is
 * refused with code `levelLimit`, naming the limit.
 */

export const LEVEL_LIMITS = {
  /** The rows of two 4096 x 4096 layers are 32 MB of text. */
  MAX_LEVEL_FILE_BYTES: { value: 64 * 1024 * 1024, unit: 'bytes in a level file' },
  /** 4096 blocks = 65536 px keeps every pixel coordinate in 16 bits. */
  MAX_LEVEL_BLOCKS: { value: 4096, unit: 'blocks along a side of a level' },
  /** Real acts place a few hundred; each object is 14 state words in every snapshot. */
  MAX_LEVEL_OBJECTS: { value: 10_000, unit: 'objects in a level' },
  /** Names, ids, descriptions, tile names. */
  MAX_LEVEL_STRING_CHARS: { value: 4096, unit: 'characters in a level string (name, id, description, tile name)' },
  MAX_LEVEL_JSON_DEPTH: { value: 16, unit: 'levels of nesting in a level file' },
  /** The largest array is `rows` (4096) or `objects`; the largest object `tiles` (2047). */
  MAX_LEVEL_JSON_ITEMS: { value: 65_536, unit: 'items in one array or object of a level file' },
} as const satisfies Record<string, Limit>;

export type LevelLimitName = keyof typeof LEVEL_LIMITS;

export const MAX_LEVEL_FILE_BYTES = LEVEL_LIMITS.MAX_LEVEL_FILE_BYTES.value;
export const MAX_LEVEL_BLOCKS = LEVEL_LIMITS.MAX_LEVEL_BLOCKS.value;
export const MAX_LEVEL_OBJECTS = LEVEL_LIMITS.MAX_LEVEL_OBJECTS.value;
export const MAX_LEVEL_STRING_CHARS = LEVEL_LIMITS.MAX_LEVEL_STRING_CHARS.value;
export const MAX_LEVEL_JSON_DEPTH = LEVEL_LIMITS.MAX_LEVEL_JSON_DEPTH.value;
export const MAX_LEVEL_JSON_ITEMS = LEVEL_LIMITS.MAX_LEVEL_JSON_ITEMS.value;

/** A limit: its value and what it counts ("at most <value> <unit>"). */
export interface Limit {
  readonly value: number;
  readonly unit: string;
}

/** "the limit MAX_LEVEL_OBJECTS (10,000 objects in a level)": how every refusal names a limit. */
export function describeLimit(name: string, limit: Limit): string {
  return `the limit ${name} (${limit.value.toLocaleString('en-US')} ${limit.unit})`;
}

export function levelLimitText(name: LevelLimitName): string {
  return describeLimit(name, LEVEL_LIMITS[name]);
}
