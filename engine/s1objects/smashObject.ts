/**
 * Breaking an object into flying pieces (_incObj/sub SmashObject.asm `SmashObject`: GHZ's
 * smashable walls ($3C) and MZ's smashable green blocks ($51)). The object itself becomes the
 * first piece and each further piece takes the first free level slot (FindFreeObj: it may be
 * before the object). Every piece gets routine 4, the object's id, render flags (bit 5 set),
 * position, priority and width, and its (x, y) speed from `speeds`. Pieces in slots before the
 * object move once now (SpeedToPos, y speed + d2) and are displayed (DisplaySprite1), as they
 * will not run this frame. Mapping pointers are art, not modelled.
 */
import type { S1ObjectContext } from './context.ts';
import { findFreeObj } from './objectManager.ts';
import {
  OB_ACT_WID, OB_GFX, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, rsw, rw, speedToPos, ww,
} from './ram.ts';
import { displaySprite } from './spriteQueue.ts';

/** `SmashObject`: `speeds` is (x, y) per piece (d1 + 1 pieces), d2 the gravity for early pieces. */
export function smashObject(w: S1ObjectContext, a0: number, speeds: readonly number[], d2: number): void {
  const m = w.m;
  m[a0 + OB_RENDER] |= 0x20;
  const id = m[a0 + OB_ID];
  const render = m[a0 + OB_RENDER];
  let a1 = a0;
  for (let i = 0; i < speeds.length >> 1; i++) {
    if (i > 0) {
      a1 = findFreeObj(m);
      if (a1 < 0) return;
    }
    m[a1 + OB_ROUTINE] = 4;
    m[a1 + OB_ID] = id;
    m[a1 + OB_RENDER] = render;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    ww(m, a1 + OB_GFX, rw(m, a0 + OB_GFX));
    m[a1 + OB_PRIORITY] = m[a0 + OB_PRIORITY];
    m[a1 + OB_ACT_WID] = m[a0 + OB_ACT_WID];
    ww(m, a1 + OB_VEL_X, speeds[i * 2]);
    ww(m, a1 + OB_VEL_Y, speeds[i * 2 + 1]);
    if (a1 < a0) {
      speedToPos(m, a1);
      ww(m, a1 + OB_VEL_Y, rsw(m, a1 + OB_VEL_Y) + d2);
      displaySprite(w, a1);
    }
  }
}
