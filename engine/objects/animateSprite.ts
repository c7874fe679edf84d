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
import { int } from '../state/invariants.ts';
import { fieldName, oneOf, type SlotContext, type SlotFieldRanges, type SlotRange } from './objectInvariants.ts';
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

/**
 * The valid words of an AnimateSprite slot for `scripts` (an ObjectType's `fields`): the script
 * number indexes `scripts`, the position stays inside its script, the timer below the longest
 * delay, the mapping frame one the scripts show (or 0, where spawn starts it).
 */
export function animFieldRanges(scripts: readonly (readonly number[])[], f: AnimFields): SlotFieldRanges {
  const commands = [ANIM_LOOP, ANIM_SWITCH, ANIM_ROUTINE];
  const frames = [...new Set([0, ...scripts.flatMap((sc) => sc.slice(1).filter((v, i) => !commands.includes(v) && sc[i] !== ANIM_SWITCH))])].sort((a, b) => a - b);
  const script = int(0, scripts.length - 1);
  // When the script number differs from the previous one the next call restarts at 0, so the
  // position may still point into an older script: then any position a script has is fine.
  const longest = Math.max(...scripts.map((sc) => sc.length)) - 2;
  const last = (c: SlotContext): number => {
    const anim = c.word(f.anim);
    return anim === c.word(f.prevAnim) ? (scripts[anim]?.length ?? 1) - 2 : longest;
  };
  const position: SlotRange = {
    valid: (v, c) => v >= 0 && v <= last(c),
    expected: (c) => `0..${last(c)} (a position in the script)`,
  };
  return {
    [fieldName(f.anim)]: script,
    [fieldName(f.prevAnim)]: script,
    [fieldName(f.frame)]: oneOf(...frames),
    [fieldName(f.index)]: position,
    [fieldName(f.timer)]: int(0, Math.max(...scripts.map((sc) => sc[0]))),
  };
}