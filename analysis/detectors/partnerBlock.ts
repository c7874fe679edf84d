/**
 * Where player 2's words are in a state: a hand-made level's partner block follows the object
 * slots (engine/state/layout.ts "the partner"), with its own copy of the player words at the same
 * P_* offsets and its own event words. Real acts have no partner.
 */
import type { Level } from '../../engine/level/types.ts';
import { OBJECT_FIELDS, objectSlotCount } from '../../engine/objects/objectFields.ts';
import { FIXED_WORDS, PARTNER_WORDS } from '../../engine/state/layout.ts';

/** The index of the partner block in `state` on `level`, or -1 when the state has no partner. */
export function partnerBlockBase(level: Level, state: Int32Array): number {
  if (level.act !== undefined) return -1;
  const base = FIXED_WORDS + OBJECT_FIELDS * objectSlotCount(level.objects.length);
  return state.length === base + PARTNER_WORDS ? base : -1;
}

/** One view per state buffer (the callers reuse theirs), so watching the partner allocates nothing per frame. */
const views = new WeakMap<Int32Array, Int32Array>();

/** The partner's words of `state` (from `base`) as a view, where P_* index them as player 1's. */
export function partnerView(state: Int32Array, base: number): Int32Array {
  const view = views.get(state);
  if (view !== undefined && view.byteOffset === state.byteOffset + base * 4 && view.buffer === state.buffer) return view;
  const made = state.subarray(base, base + PARTNER_WORDS);
  views.set(state, made);
  return made;
}
