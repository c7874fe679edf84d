/**
 * Breaking a collapsing ledge or floor into pieces (sonic.asm `loc_8486`, shared by object $1A
 * CollapseLedge's `Ledge_Fragment` and object $53 CollapseFloor's `CFlo_Fragment`; the delays
 * CFlo_Data1..3). The object itself becomes the first piece and each further piece takes the
 * first free level slot (FindFreeObj: it may be before the object); every piece gets routine 6,
 * the object's id, render flags (bit 5 set: one sprite piece), position, priority and width, and
 * its own delay (objoff_38) before it falls. Pieces in slots before the object are displayed now
 * (DisplaySprite1), as they will not run this frame; then the object is displayed. Mapping
 * pointers are art, not modelled.
 */
import type { S1ObjectContext } from './context.ts';
import { findFreeObj } from './objectManager.ts';
import { OB_ACT_WID, OB_GFX, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_X, OB_Y, rw, ww } from './ram.ts';
import { displaySprite } from './spriteQueue.ts';

/** ledge_timedelay / cflo_timedelay. */
export const FRAGMENT_DELAY = 0x38;

/** CFlo_Data1: the GHZ ledge's 25 pieces. */
export const CFLO_DATA1: readonly number[] = [
  0x1c, 0x18, 0x14, 0x10, 0x1a, 0x16, 0x12, 0xe, 0xa, 6, 0x18, 0x14, 0x10, 0xc, 8, 4, 0x16, 0x12, 0xe, 0xa, 6, 2, 0x14, 0x10, 0xc,
  0,
];
/** CFlo_Data2 / CFlo_Data3: a collapsing floor's 8 pieces, by its subtype's bit 0. */
export const CFLO_DATA2: readonly number[] = [0x1e, 0x16, 0xe, 6, 0x1a, 0x12, 0xa, 2];
export const CFLO_DATA3: readonly number[] = [0x16, 0x1e, 0x1a, 0x12, 6, 0xe, 0xa, 2];

/** `loc_8486`: `count` pieces (d1 + 1) with the delays `delays`. */
export function fragmentObject(w: S1ObjectContext, a0: number, delays: readonly number[], count: number): void {
  const m = w.m;
  m[a0 + OB_RENDER] |= 0x20;
  const id = m[a0 + OB_ID];
  const render = m[a0 + OB_RENDER];
  let a1 = a0;
  for (let i = 0; i < count; i++) {
    if (i > 0) {
      a1 = findFreeObj(m);
      if (a1 < 0) break;
    }
    m[a1 + OB_ROUTINE] = 6;
    m[a1 + OB_ID] = id;
    m[a1 + OB_RENDER] = render;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    ww(m, a1 + OB_GFX, rw(m, a0 + OB_GFX));
    m[a1 + OB_PRIORITY] = m[a0 + OB_PRIORITY];
    m[a1 + OB_ACT_WID] = m[a0 + OB_ACT_WID];
    m[a1 + FRAGMENT_DELAY] = delays[i];
    if (a1 < a0) displaySprite(w, a1);
  }
  displaySprite(w, a0);
}
