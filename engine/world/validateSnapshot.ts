/**
 * The untrusted-state check: every word of a snapshot from a file (a movie's savestate, a branch
 * in a project file, a sweep result) against the layout's invariants (engine/state/invariants.ts,
 * engine/objects/objectInvariants.ts and each object type's `fields`), before it is restored.
 * The answer names the state word: `P_ANGLE`, `slots[3].O_TYPE`.
 *
 * Snapshots the engine made itself skip this (World.restore is a copy); World.restoreUntrusted
 * runs it. The cost is one pass over the words, a few microseconds for a level with objects.
 */
import { checkFixedWords, checkPartnerWords, type StateBounds, type WordProblem } from '../state/invariants.ts';
import { FIXED_WORDS, PARTNER_WORDS, W_DYNAMIC_HIGH } from '../state/layout.ts';
import { S1_REGION_WORDS } from '../games/s1/objects/s1State.ts';
import { checkS1Region } from '../games/s1/objects/s1Invariants.ts';
import { S2_REGION_WORDS, S2_STAND_SLOTS } from '../games/s2/s2State.ts';
import { checkS2Region } from '../games/s2/s2Invariants.ts';
import { OBJECT_SLOTS } from '../games/s1/objects/ram.ts';
import { OBJECT_TYPE_INDEX, OBJECT_TYPE_LIST } from '../objects/catalogue.ts';
import { OBJECT_FIELDS, OF_LOADED, O_FLAGS, O_TYPE } from '../objects/objectFields.ts';
import * as objectFields from '../objects/objectFields.ts';
import { OBJECT_FIELD_RANGES, type ObjectFieldName, type SlotContext, type SlotRange } from '../objects/objectInvariants.ts';
import type { LevelObject } from '../level/types.ts';
import type { SnapshotError } from './simulation.ts';

/** What the check needs to know about the world the words are for. */
export interface StateShape {
  readonly slotCount: number;
  readonly objectBase: number;
  readonly objectDefs: readonly (LevelObject | null)[];
  /** The character the state is for. */
  readonly ch: { readonly id: string };
  /** Real acts: the rules of the act (its objects run in the S1 region); null for hand-made levels. */
  readonly act: unknown;
  /** Real acts: the placement list the object loader walks. */
  readonly placements: Uint8Array;
  /** Player 2's block after the object slots (0: no partner) and its character. */
  readonly partnerBase: number;
  readonly partner: { readonly character: string } | null;
  /** A Sonic 2 act: its region's words after the partner's block (engine/games/s2/s2State.ts); null or absent otherwise. */
  readonly s2?: { readonly base: number; readonly rings: { readonly count: number }; readonly objects: { readonly bytes: Uint8Array } } | null;
}

export type StateCheck = { readonly ok: true } | { readonly ok: false; readonly error: SnapshotError };

const OK: StateCheck = { ok: true };

/** Field names by objectFields.ts index, and each field's generic range. */
const FIELD_NAMES: readonly ObjectFieldName[] = (Object.keys(OBJECT_FIELD_RANGES) as ObjectFieldName[]).sort((a, b) => objectFields[a] - objectFields[b]);
const GENERIC: readonly SlotRange[] = FIELD_NAMES.map((n) => OBJECT_FIELD_RANGES[n]);
/** Per type: the range of each field (the type's own where it names one, else the generic). */
const TYPE_RANGES: readonly (readonly SlotRange[])[] = OBJECT_TYPE_LIST.map((t) => FIELD_NAMES.map((n, f) => t.fields?.[n] ?? GENERIC[f]));
const SPAWNABLE: readonly boolean[] = OBJECT_TYPE_LIST.map((t) => t.dynamic === true);
const spawnable = (i: number): boolean => SPAWNABLE[i] === true;

/**
 * Checks the state words of a snapshot (the part after the header) for `shape`'s world.
 * `words.length` must already equal the world's state length (the header check does that).
 */
export function checkStateWords(shape: StateShape, words: Int32Array): StateCheck {
  const levelSlots = shape.objectDefs.length;
  // A Sonic 2 act's players stand on the game's slots (interact: slot + 1, up to Object_RAM's $80).
  const standSlots = shape.act !== null ? OBJECT_SLOTS : (shape.s2 ?? null) !== null ? S2_STAND_SLOTS : shape.slotCount;
  const bounds: StateBounds = { slotCount: shape.slotCount, levelSlots, state: (i) => words[i], character: shape.ch.id, standSlots };
  const fixed = checkFixedWords(words, bounds);
  if (fixed !== null) return refuse(fixed);
  if (shape.act !== null) {
    // A real act: the game's own object system in its region (s1Invariants.ts).
    if (words.length !== FIXED_WORDS + S1_REGION_WORDS) return refuse({ field: 'length', value: words.length, expected: `${FIXED_WORDS + S1_REGION_WORDS} words` });
    const region = checkS1Region(words, { ...bounds, placementBytes: shape.placements.length });
    return region === null ? OK : refuse(region);
  }

  const n = shape.slotCount;
  const base = shape.objectBase;
  const partnerWords = shape.partner === null ? 0 : PARTNER_WORDS;
  const s2 = shape.s2 ?? null;
  const s2Words = s2 !== null ? S2_REGION_WORDS : 0;
  if (words.length !== base + OBJECT_FIELDS * n + partnerWords + s2Words) {
    return refuse({ field: 'length', value: words.length, expected: `${base + OBJECT_FIELDS * n + partnerWords + s2Words} words` });
  }
  if (s2 !== null) {
    const region = checkS2Region(words, { base: s2.base, ringCount: s2.rings.count, layoutBytes: s2.objects.bytes.length });
    if (region !== null) return refuse(region);
  }
  if (shape.partner !== null) {
    const view = words.subarray(shape.partnerBase, shape.partnerBase + PARTNER_WORDS);
    const partner = checkPartnerWords(view, { ...bounds, state: (i) => view[i], character: shape.partner.character });
    if (partner !== null) return refuse(partner);
  }
  // One context, updated slot by slot (the check allocates nothing per slot).
  // Written out, not spread from `bounds`: object spread here cost microseconds per call.
  const context: { -readonly [K in keyof SlotContext]: SlotContext[K] } = {
    slotCount: bounds.slotCount,
    levelSlots: bounds.levelSlots,
    state: bounds.state,
    character: bounds.character,
    standSlots,
    slot: 0,
    def: null,
    defType: -1,
    typeCount: OBJECT_TYPE_LIST.length,
    spawnable,
    word: (field) => words[base + field * n + context.slot],
  };
  const high = words[W_DYNAMIC_HIGH];
  for (let slot = 0; slot < n; slot++) {
    const def = slot < levelSlots ? shape.objectDefs[slot] : null;
    context.slot = slot;
    context.def = def;
    context.defType = def === null ? -1 : OBJECT_TYPE_INDEX[def.type];
    // Flags and type first: they decide which ranges the other words have.
    const flags = words[base + O_FLAGS * n + slot];
    if (!GENERIC[O_FLAGS].valid(flags, context)) return refuse(slotProblem(slot, def, O_FLAGS, flags, GENERIC[O_FLAGS].expected(context)));
    const type = words[base + O_TYPE * n + slot];
    if (!GENERIC[O_TYPE].valid(type, context)) return refuse(slotProblem(slot, def, O_TYPE, type, GENERIC[O_TYPE].expected(context)));
    const loaded = (flags & OF_LOADED) !== 0;
    if (loaded && def === null && slot - levelSlots >= high) {
      return refuse(slotProblem(slot, def, O_FLAGS, flags, `0: a dynamic slot in use lies below W_DYNAMIC_HIGH (${high})`));
    }
    const ranges = loaded ? TYPE_RANGES[type] : GENERIC;
    for (let f = 0; f < OBJECT_FIELDS; f++) {
      if (f === O_FLAGS || f === O_TYPE) continue;
      const v = words[base + f * n + slot];
      if (!ranges[f].valid(v, context)) return refuse(slotProblem(slot, def, f, v, ranges[f].expected(context)));
    }
  }
  return OK;
}

function slotProblem(slot: number, def: LevelObject | null, field: number, value: number, expected: string): WordProblem {
  const what = def === null ? 'dynamic slot' : `${def.type} ${JSON.stringify(def.id)}`;
  return { field: `slots[${slot}].${FIELD_NAMES[field]} (${what})`, value, expected };
}

function refuse(p: WordProblem): StateCheck {
  const field = p.field.replace(/ \(.*\)$/, '');
  return { ok: false, error: { code: 'snapshotInvalid', field, message: `state word ${p.field} is ${p.value}; expected ${p.expected}` } };
}
