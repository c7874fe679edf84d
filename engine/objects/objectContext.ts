/**
 * What object behaviours see: the player context plus the object table's geometry.
 * `World` implements it.
 */
import type { LevelObject } from '../level/types.ts';
import { O_HRAD, O_WRAD, O_X, O_Y } from './objectFields.ts';
import type { PlayerContext } from '../player/context.ts';

export interface ObjectContext extends PlayerContext {
  /** Index of the first object word in `s`. */
  readonly objectBase: number;
  /** Level slots plus dynamic slots. */
  readonly slotCount: number;
  /** The level definition of each level slot (null for dynamic slots). */
  readonly objectDefs: readonly (LevelObject | null)[];
  /** The object flag that says this player stands on an object: OF_PLAYER_STANDING, or OF_P2_STANDING for player 2. */
  readonly standBit: number;
  /** The object flag that says this player pushes an object: OF_PLAYER_PUSHING, or OF_P2_PUSHING for player 2. */
  readonly pushBit: number;
  /**
   * Player 1 with a partner: the partner's context, which solid objects and platforms collide
   * after player 1 (Sonic 2's SolidObject and PlatformObject run once per player). Null without a
   * partner and for the partner itself.
   */
  readonly partnerSlot: ObjectContext | null;
  /**
   * The pad's own newly pressed buttons this frame (Ctrl_2's press byte for player 2), which a few
   * Sonic 2 objects read for the sidekick instead of the buttons it runs with: a CPU partner's
   * `press` is what TailsCPU_Control decided, this is what the second pad did. Kept for player 2
   * only (0 for player 1, whose objects read `press`, Ctrl_1_Logical).
   */
  readonly padPress: number;
}

/** Index of field `f` of `slot` in the state buffer. */
export function at(w: ObjectContext, slot: number, f: number): number {
  return w.objectBase + f * w.slotCount + slot;
}

export function getField(w: ObjectContext, slot: number, f: number): number {
  return w.state[w.objectBase + f * w.slotCount + slot];
}

export function setField(w: ObjectContext, slot: number, f: number, v: number): void {
  w.state[w.objectBase + f * w.slotCount + slot] = v;
}

/** Puts a level object's slot at its placed position (pixels in the level file, subpixels here). */
export function placeAt(w: ObjectContext, slot: number, def: LevelObject): void {
  setField(w, slot, O_X, def.x << 8);
  setField(w, slot, O_Y, def.y << 8);
}

/** placeAt, plus the solid size from the level's `width` and `height` parameters (radii, px). */
export function placeBox(w: ObjectContext, slot: number, def: LevelObject): void {
  placeAt(w, slot, def);
  setField(w, slot, O_WRAD, Number(def.params.width));
  setField(w, slot, O_HRAD, Number(def.params.height));
}
