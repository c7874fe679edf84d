/**
 * What object behaviours see: the player context plus the object table's geometry.
 * `World` implements it.
 */
import type { LevelObject } from '../level/types.ts';
import type { PlayerContext } from '../player/context.ts';

export interface ObjectContext extends PlayerContext {
  /** Index of the first object word in `s`. */
  readonly objectBase: number;
  /** Level slots plus dynamic slots. */
  readonly slotCount: number;
  /** The level definition of each level slot (null for dynamic slots). */
  readonly objectDefs: readonly (LevelObject | null)[];
}

/** Index of field `f` of `slot` in the state buffer. */
export function at(w: ObjectContext, slot: number, f: number): number {
  return w.objectBase + f * w.slotCount + slot;
}

export function getField(w: ObjectContext, slot: number, f: number): number {
  return w.s[w.objectBase + f * w.slotCount + slot];
}

export function setField(w: ObjectContext, slot: number, f: number, v: number): void {
  w.s[w.objectBase + f * w.slotCount + slot] = v;
}
