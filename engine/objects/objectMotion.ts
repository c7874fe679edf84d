/**
 * Small movement helpers objects share (Sonic 1 `SpeedToPos`, `ObjectFall`, the render flag's
 * on-screen test from `BuildSprites`, and the level-bottom test scattered objects use).
 * Positions and speeds in subpixels; screen tests in pixels.
 */
import { C_X, C_Y, W_LIMIT_BOTTOM } from '../state/layout.ts';
import { at, type ObjectContext } from './objectContext.ts';
import { O_X, O_XSP, O_Y, O_YSP } from './objectFields.ts';

/** Gravity of ObjectFall, subpixels/frame². */
export const OBJECT_GRAVITY = 0x38;

/** SpeedToPos: position += speed. */
export function speedToPos(w: ObjectContext, slot: number): void {
  const s = w.s;
  w.state[at(w, slot, O_X)] += w.state[at(w, slot, O_XSP)];
  w.state[at(w, slot, O_Y)] += w.state[at(w, slot, O_YSP)];
}

/** ObjectFall: position += speed, then ysp += 0x38. */
export function objectFall(w: ObjectContext, slot: number): void {
  speedToPos(w, slot);
  w.state[at(w, slot, O_YSP)] += OBJECT_GRAVITY;
}

/**
 * Whether the object was drawn last frame (its render flag's bit 7): x within the screen
 * widened by the sprite's half-width `actWid`, y within 32 px above to 32 px below the screen.
 * Called at the start of the object's update, the position and camera are last frame's, which is
 * when BuildSprites set the flag in the original.
 */
export function onScreen(w: ObjectContext, slot: number, actWid: number): boolean {
  const s = w.s;
  const dx = (w.state[at(w, slot, O_X)] >> 8) - w.state[C_X];
  if (dx + actWid < 0 || dx - actWid >= 320) return false;
  const dy = (w.state[at(w, slot, O_Y)] >> 8) - w.state[C_Y] + 0x80;
  return dy >= 0x60 && dy < 0x180;
}

/** Below the level's bottom limit + 224 (the original's unsigned compare): delete. */
export function belowLevel(w: ObjectContext, slot: number): boolean {
  return ((w.state[W_LIMIT_BOTTOM] + 0xe0) & 0xffff) < ((w.state[at(w, slot, O_Y)] >> 8) & 0xffff);
}
