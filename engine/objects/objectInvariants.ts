/**
 * What the words of an object slot may hold (objectFields.ts), one line per field, in the
 * vocabulary of engine/state/invariants.ts. Checked on snapshots from files before they are used
 * (engine/world/validateSnapshot.ts).
 *
 * Two layers: OBJECT_FIELD_RANGES is true of every slot (flags, type index, radii); a type
 * narrows the words it keeps in its own file (`ObjectType.fields`: its routine numbers, table
 * indices, slot links, the copies of its level parameters), next to the code that reads them.
 * Type ranges are checked on loaded slots only: an unloaded slot is not run, and loading it runs
 * its `spawn`, which sets the words it reads.
 *
 * Adding a field to objectFields.ts: add its line here (the table's type lists every `O_` name,
 * so `npm run typecheck` fails until it is here).
 */
import type { LevelObject } from '../level/types.ts';
import * as fields from './objectFields.ts';
import { OF_DESTROYED, OF_DYNAMIC, OF_FLIP_X, OF_FLIP_Y, OF_LOADED, OF_P2_PUSHING, OF_P2_STANDING, OF_PLAYER_PUSHING, OF_PLAYER_STANDING } from './objectFields.ts';
import { anyInt, byte, type StateBounds, type WordRange } from '../state/invariants.ts';

/** What a slot's range may look at: the world's sizes, the slot, its level definition and its other words. */
export interface SlotContext extends StateBounds {
  readonly slot: number;
  /** The level's object in this slot, null for a dynamic slot. */
  readonly def: LevelObject | null;
  /** The catalogue index of `def`'s type (-1 for a dynamic slot). */
  readonly defType: number;
  /** Object types in the catalogue. */
  readonly typeCount: number;
  /** Whether a catalogue index may run in a dynamic slot (ObjectType.dynamic). */
  readonly spawnable: (typeIndex: number) => boolean;
  /** Another word of the same slot (objectFields.ts index). */
  readonly word: (field: number) => number;
}

export type SlotRange = WordRange<SlotContext>;

export type ObjectFieldName = Extract<keyof typeof fields, `O_${string}`>;

/** The words a type narrows; the rest keep OBJECT_FIELD_RANGES. */
export type SlotFieldRanges = { readonly [K in ObjectFieldName]?: SlotRange };

const LEVEL_SLOT_FLAGS = OF_LOADED | OF_DESTROYED | OF_PLAYER_STANDING | OF_PLAYER_PUSHING | OF_FLIP_X | OF_FLIP_Y | OF_P2_STANDING | OF_P2_PUSHING;

/**
 * A level slot never carries OF_DYNAMIC. A loaded dynamic slot always does (unloading it clears
 * the slot by that bit); a free one holds 0, or OF_DESTROYED after a collected ring.
 */
const slotFlags: SlotRange = {
  valid: (v, c) => {
    if (c.def !== null) return (v & ~LEVEL_SLOT_FLAGS) === 0;
    if (v & OF_LOADED) return (v & ~(LEVEL_SLOT_FLAGS | OF_DYNAMIC)) === 0 && (v & OF_DYNAMIC) !== 0;
    return v === 0 || v === OF_DESTROYED;
  },
  expected: (c) =>
    c.def !== null
      ? `only the level-slot flags 0x${LEVEL_SLOT_FLAGS.toString(16)}`
      : `0, 0x${OF_DESTROYED.toString(16)} (free) or 0x${(OF_LOADED | OF_DYNAMIC).toString(16)} plus flags 0x${LEVEL_SLOT_FLAGS.toString(16)} (in use)`,
};

/** A level slot holds its level object's type; a dynamic slot in use a type that may be spawned. */
const slotType: SlotRange = {
  valid: (v, c) => {
    if (c.def !== null) return v === c.defType;
    if (v < 0 || v >= c.typeCount) return false;
    return (c.word(fields.O_FLAGS) & OF_LOADED) === 0 || c.spawnable(v);
  },
  expected: (c) =>
    c.def !== null ? `${c.defType} (the level places a ${c.def.type} here)` : `a catalogue index 0..${c.typeCount - 1} of a type objects spawn`,
};

export const OBJECT_FIELD_RANGES: { readonly [K in ObjectFieldName]: SlotRange } = {
  O_FLAGS: slotFlags,
  O_TYPE: slotType,
  O_X: anyInt, // subpixels
  O_Y: anyInt,
  O_XSP: anyInt,
  O_YSP: anyInt,
  O_ROUTINE: anyInt, // the type's own words: narrowed by ObjectType.fields
  O_TIMER: anyInt,
  O_WRAD: byte, // radii, whole pixels
  O_HRAD: byte,
  O_A: anyInt,
  O_B: anyInt,
  O_C: anyInt,
  O_D: anyInt,
};

/** The `O_` name of an objectFields.ts index. */
export function fieldName(field: number): ObjectFieldName {
  const name = (Object.keys(OBJECT_FIELD_RANGES) as ObjectFieldName[]).find((n) => fields[n] === field);
  if (name === undefined) throw new Error(`no object field ${field}`);
  return name;
}

// ---- the vocabulary types use in their `fields` -------------------------------------------

/** One of the listed values (routine numbers, modes). */
export function oneOf(...values: number[]): SlotRange {
  return { valid: (v) => values.includes(v), expected: () => `one of ${values.join(', ')}` };
}

/** 0 .. (the value of `field` in this slot) - 1: an index into something the slot sizes. */
export function below(field: number, name: string): SlotRange {
  return { valid: (v, c) => v >= 0 && v < c.word(field), expected: (c) => `0..${c.word(field) - 1} (below ${name})` };
}

/**
 * The value the type's spawn derives from the level object (a parameter or a packing of them).
 * Dynamic slots have no definition: `onDynamic` applies there.
 */
export function fromDef(derive: (def: LevelObject) => number, what: string, onDynamic: WordRange<SlotContext> = anyInt): SlotRange {
  return {
    valid: (v, c) => (c.def === null ? onDynamic.valid(v, c) : v === derive(c.def)),
    expected: (c) => (c.def === null ? onDynamic.expected(c) : `${derive(c.def)} (${what})`),
  };
}

/**
 * Checked in a dynamic slot only: a level may place a type that objects normally spawn, and that
 * copy's word counts on from 0 with nothing to reset it.
 */
export function inDynamicSlot(range: WordRange<SlotContext>): SlotRange {
  return { valid: (v, c) => c.def !== null || range.valid(v, c), expected: (c) => range.expected(c) };
}
