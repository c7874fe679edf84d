/**
 * The solid box each object tested this frame, noted by the solid and platform routines
 * themselves (solidObject.ts, platformObject.ts, and the few objects with a solid routine of
 * their own), three state words per object slot from S1_SOLID_BOXES (s1State.ts). The game keeps
 * no solid size in an object's RAM: every object passes it to SolidObject or PlatformObject in
 * registers, so noting the operands where they arrive gives the workbench every ported object's
 * box, including the ones that change with the object's state, with no list per object.
 * ExecuteObjects clears the words before the objects run: a slot holds the box of this frame,
 * or none when the object ran no solid routine (not solid now, or not an object that is).
 * The clear covers only the slots noted since the last clear (SolidBoxMarks, a cache of the
 * state kept beside it; all of them after the state words were replaced): most frames note a
 * few boxes or none, and clearing all 384 words cost about a sixth of a terrain-only frame.
 *
 * Three words a slot: the object's id (bits 0-7), the kind (BOX_*, bits 8-9) and whether the
 * top follows a height map (bit 10: a slope, drawn flat); where the box was tested — its centre
 * x (bits 0-15) and the object's y then (bits 16-31), so an object that moves after its test is
 * drawn where Sonic met it; the half width (bits 0-15) and (signed, bits 16-31) the half height
 * of a solid box or how far a platform's top is above that y. The id tells a box apart from one
 * a slot's previous object noted this frame before it was deleted and ObjPosLoad put another
 * object there. The engine writes these and never reads them.
 */
import { OBJECT_SLOTS, OB_ID, OB_X, OB_Y, rw } from './ram.ts';
import { S1_SOLID_BOXES } from './s1State.ts';
import type { S1ObjectContext } from './context.ts';
import type { WordProblem } from '../../../state/invariants.ts';

/** No box this frame; a box solid on every side (SolidObject); a top Sonic lands on from above (PlatformObject). */
export const BOX_NONE = 0, BOX_SOLID = 1, BOX_PLATFORM = 2;

/** Sonic's half width, which SolidObject's d1 includes ($B): the object's own half width is d1 - $B. */
const SONIC_HALF_WIDTH = 0xb;

/** Words per slot. */
const WORDS = 3;

/** Where slot `a0 / $40`'s first word is (`a0` an object RAM address). */
const at = (a0: number): number => S1_SOLID_BOXES + (a0 >> 6) * WORDS;

/** Bit 10 of the first word: the top follows a height map. */
const SLOPED = 1 << 10;

/**
 * Which slots hold a note since the last clear: a cache beside the state (the World keeps one),
 * so a frame clears only those. `all`: the state words were replaced (a restore), any slot may.
 */
export class SolidBoxMarks {
  readonly slots = new Int32Array(OBJECT_SLOTS);
  count = 0;
  all = true;

  /** After the state words were replaced. */
  reset(): void {
    this.all = true;
    this.count = 0;
  }
}

function note(w: S1ObjectContext, a0: number, kind: number, halfWidth: number, height: number, centre: number): void {
  const s = w.s;
  const m = w.m;
  const i = at(a0);
  // A note's first word is never 0 (its kind is not BOX_NONE): 0 here is this slot's first note since the clear.
  if (s[i] === 0) {
    const marks = w.solidBoxMarks;
    if (marks.count < OBJECT_SLOTS) marks.slots[marks.count++] = a0 >> 6;
    else marks.all = true;
  }
  s[i] = m[a0 + OB_ID] | kind << 8;
  s[i + 1] = ((rw(m, a0 + OB_X) + centre) & 0xffff) | rw(m, a0 + OB_Y) << 16;
  s[i + 2] = (halfWidth > 0 ? halfWidth & 0xffff : 0) | height << 16;
}

/** Before ExecuteObjects runs the objects: no object has tested a box yet this frame. */
export function clearSolidBoxes(w: S1ObjectContext): void {
  const s = w.s;
  const marks = w.solidBoxMarks;
  if (marks.all) {
    s.fill(0, S1_SOLID_BOXES, S1_SOLID_BOXES + WORDS * OBJECT_SLOTS);
    marks.all = false;
  } else {
    for (let k = 0; k < marks.count; k++) {
      const i = S1_SOLID_BOXES + marks.slots[k] * WORDS;
      s[i] = 0;
      s[i + 1] = 0;
      s[i + 2] = 0;
    }
  }
  marks.count = 0;
}

/** SolidObject's operands: d1 = half width + Sonic's $B, d2 = half height. */
export function noteSolid(w: S1ObjectContext, a0: number, d1: number, d2: number): void {
  note(w, a0, BOX_SOLID, d1 - SONIC_HALF_WIDTH, d2, 0);
}

/** The box just noted for `a0` has a top that follows a height map (SlopeObject, SolidObject2F, a bridge). */
export function noteSloped(w: S1ObjectContext, a0: number): void {
  w.s[at(a0)] |= SLOPED;
}

/**
 * A platform: Sonic's x within `halfWidth` of the object's x + `centre`, its top `top` px above
 * the object's y (PlatformObject: obActWid and 8).
 */
export function notePlatform(w: S1ObjectContext, a0: number, halfWidth: number, top: number, centre = 0): void {
  note(w, a0, BOX_PLATFORM, halfWidth, top, centre);
}

/**
 * Standing on a platform, the routine that carries Sonic (MvSonicOnPtfm, SlopeObject2) says
 * where its top is, from the object's y as it is now; the width came from ExitPlatform. A solid
 * box keeps its own.
 */
export function notePlatformTop(w: S1ObjectContext, a0: number, top: number): void {
  const s = w.s;
  const i = at(a0);
  if (((s[i] >> 8) & 3) !== BOX_PLATFORM) return;
  s[i + 1] = (s[i + 1] & 0xffff) | rw(w.m, a0 + OB_Y) << 16;
  s[i + 2] = (s[i + 2] & 0xffff) | top << 16;
}

/** A slot's box this frame, decoded (the workbench's view). */
export interface SolidBoxNote {
  readonly kind: number;
  /** Where it was tested: its centre x and the object's y then (px). */
  readonly x: number;
  readonly y: number;
  readonly halfWidth: number;
  /** BOX_SOLID: the half height; BOX_PLATFORM: how far the top is above `y`. */
  readonly height: number;
  /** The top follows a height map (drawn flat: at the middle, or under Sonic while he stands on it). */
  readonly sloped: boolean;
}

/** Slot `slot`'s box this frame, if the object now in it (id `id`) noted one; else BOX_NONE. */
export function solidBoxOf(s: Int32Array, slot: number, id: number): SolidBoxNote {
  const i = S1_SOLID_BOXES + slot * WORDS;
  const v = s[i];
  if ((v & 0xff) !== id || (v & 0x300) === 0) return NO_BOX;
  return { kind: (v >> 8) & 3, x: s[i + 1] & 0xffff, y: s[i + 1] >>> 16, halfWidth: s[i + 2] & 0xffff, height: s[i + 2] >> 16, sloped: (v & SLOPED) !== 0 };
}

const NO_BOX: SolidBoxNote = { kind: BOX_NONE, x: 0, y: 0, halfWidth: 0, height: 0, sloped: false };

/**
 * A savestate from a file (s1Invariants.ts): each slot's first word holds only an id, a kind
 * (0..2) and the slope bit. The engine never reads these words; the view draws what they say.
 */
export function checkSolidBoxes(words: Int32Array): WordProblem | null {
  for (let slot = 0; slot < OBJECT_SLOTS; slot++) {
    const v = words[S1_SOLID_BOXES + slot * WORDS];
    if ((v & ~0x7ff) !== 0 || (v & 0x300) === 0x300) {
      return { field: `solidBoxes[${slot}]`, value: v, expected: 'an object id (bits 0-7), a box kind 0..2 (bits 8-9) and the slope bit (10)' };
    }
  }
  return null;
}
