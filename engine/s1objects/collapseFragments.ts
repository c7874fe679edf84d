/**
 * How a collapsing ledge or floor breaks up (sonic.asm `loc_8486`, shared by the GHZ collapsing
 * ledge $1A and the MZ/SLZ/SBZ collapsing floors $53): the object becomes the first fragment and
 * each further sprite piece of its mapping frame takes a free slot (`FindFreeObj`), all at the
 * object's position with its render flags (bit 5 set: one piece each), priority and width, in
 * routine 6 (the ledge's and floor's "Display" routine), each with its own delay before falling
 * from `delays` (CFlo_Data*). Fragments that landed in slots before the object's are displayed
 * at once (`DisplaySprite1`): they will not run this frame; later ones run, and count their
 * delay down, this same frame. The object itself is displayed last.
 *
 * The mapping pieces (which part of the picture each fragment shows) are not modelled; the
 * callers pass the piece count the original loops over (d1 + 1).
 */
import type { S1ObjectContext } from './context.ts';
import { findFreeObj } from './objectManager.ts';
import { OB_ACT_WID, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_X, OB_Y, rw, ww } from './ram.ts';
import { displaySprite } from './spriteQueue.ts';

/** objoff_38: a fragment's frames before it falls (ledge_timedelay / cflo_timedelay). */
export const FRAGMENT_DELAY = 0x38;

/** CFlo_Data1: the GHZ ledge's 25 fragments. */
export const CFLO_DATA1: readonly number[] = [
  0x1c, 0x18, 0x14, 0x10, 0x1a, 0x16, 0x12, 0xe, 0xa, 6, 0x18, 0x14, 0x10, 0xc, 8, 4,
  0x16, 0x12, 0xe, 0xa, 6, 2, 0x14, 0x10, 0xc, 0,
];
/** CFlo_Data2 and CFlo_Data3: the collapsing floors' 8 fragments (Data3 for subtypes with bit 0 set). */
export const CFLO_DATA2: readonly number[] = [0x1e, 0x16, 0xe, 6, 0x1a, 0x12, 0xa, 2];
export const CFLO_DATA3: readonly number[] = [0x16, 0x1e, 0x1a, 0x12, 6, 0xe, 0xa, 2];

/** `loc_8486` with d1 = `count` - 1 and a4 = `delays`; the caller has already advanced obFrame. */
export function collapseFragments(w: S1ObjectContext, a0: number, delays: readonly number[], count: number): void {
  const m = w.m;
  m[a0 + OB_RENDER] |= 0x20;
  const id = m[a0 + OB_ID];
  const render = m[a0 + OB_RENDER];
  let a1 = a0;
  for (let i = 0; ; ) {
    m[a1 + OB_ROUTINE] = 6;
    m[a1 + OB_ID] = id;
    m[a1 + OB_RENDER] = render;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    m[a1 + OB_PRIORITY] = m[a0 + OB_PRIORITY];
    m[a1 + OB_ACT_WID] = m[a0 + OB_ACT_WID];
    m[a1 + FRAGMENT_DELAY] = delays[i];
    if (a1 < a0) displaySprite(w, a1);
    if (++i >= count) break;
    a1 = findFreeObj(m);
    if (a1 < 0) break;
  }
  displaySprite(w, a0);
}
