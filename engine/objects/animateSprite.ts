/**
 * AnimateSprite (Sonic 2 `AnimateSprite`, Sonic 3 & Knuckles `Animate_Sprite`) over object slot
 * fields, for objects whose collision depends on the mapping frame (flippers, mushroom caps).
 *
 * A script is [delay, frame, frame, ..., command, argument?]. Each call: when the script id
 * differs from the previous one, the previous id becomes it and the script restarts (position
 * 0, timer 0). The timer counts down; when it was already 0 it reloads the delay and the next
 * byte is read: a frame is shown (position + 1); 0xFF restarts at the first frame; 0xFD switches
 * to the script named by the next byte (the frame is left as it is this call); 0xFC (Sonic 3 &
 * Knuckles: "advance the object's routine") clears the timer, steps past the command and
 * returns true so the caller can react.
 *
 * Units: frame counts; the fields hold small integers.
 */
import { getField, setField, type ObjectContext } from './objectContext.ts';

/** Where an object keeps its animation state (field numbers from objectFields.ts). */
export interface AnimFields {
  readonly anim: number;
  readonly prevAnim: number;
  readonly frame: number;
  readonly index: number;
  readonly timer: number;
}

export const ANIM_LOOP = 0xff;
export const ANIM_SWITCH = 0xfd;
export const ANIM_ROUTINE = 0xfc;

/** One AnimateSprite call; returns true when a 0xFC command was reached. */
export function animateSprite(w: ObjectContext, slot: number, scripts: readonly (readonly number[])[], f: AnimFields): boolean {
  const anim = getField(w, slot, f.anim);
  if (anim !== getField(w, slot, f.prevAnim)) {
    setField(w, slot, f.prevAnim, anim);
    setField(w, slot, f.index, 0);
    setField(w, slot, f.timer, 0);
  }
  const t = getField(w, slot, f.timer) - 1;
  if (t >= 0) {
    setField(w, slot, f.timer, t);
    return false;
  }
  const script = scripts[anim];
  setField(w, slot, f.timer, script[0]);
  let i = getField(w, slot, f.index);
  let frame = script[1 + i];
  if (frame === ANIM_SWITCH) {
    setField(w, slot, f.anim, script[2 + i]);
    return false;
  }
  if (frame === ANIM_ROUTINE) {
    setField(w, slot, f.timer, 0);
    setField(w, slot, f.index, i + 1);
    return true;
  }
  if (frame === ANIM_LOOP) {
    i = 0;
    frame = script[1];
  }
  setField(w, slot, f.frame, frame);
  setField(w, slot, f.index, i + 1);
  return false;
}
