/**
 * `SmashObject` (_incObj/sub SmashObject.asm; the GHZ/SLZ smashable wall $3C and the MZ
 * smashable block $51): the object breaks into `count` pieces (d1 + 1): itself first, then one
 * per free slot (FindFreeObj), each in routine 4 (the pieces' "move" routine) with the object's
 * id, render flags (bit 5 set: one sprite piece each), position, obGfx, priority and width, and
 * the next (x speed, y speed) pair from `speeds`. Pieces in slots before the object's will not
 * run this frame, so they move once here (SpeedToPos, then y speed + `gravity`) and are
 * displayed (DisplaySprite1); the others move in their own turn this frame. The mapping pieces
 * (which part of the picture each one shows) and the sound are not modelled.
 */
import type { S1ObjectContext } from './context.ts';
import { findFreeObj } from './objectManager.ts';
import { OB_ACT_WID, OB_GFX, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, rsw, rw, speedToPos, ww } from './ram.ts';
import { displaySprite } from './spriteQueue.ts';

/** `SmashObject` with a4 = `speeds` ((x, y) pairs), d1 = `count` - 1, d2 = `gravity`. */
export function smashObject(w: S1ObjectContext, a0: number, speeds: readonly number[], count: number, gravity: number): void {
  const m = w.m;
  m[a0 + OB_RENDER] |= 0x20;
  const id = m[a0 + OB_ID];
  const render = m[a0 + OB_RENDER];
  let a1 = a0;
  for (let i = 0; ; ) {
    m[a1 + OB_ROUTINE] = 4;
    m[a1 + OB_ID] = id;
    m[a1 + OB_RENDER] = render;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    ww(m, a1 + OB_GFX, rw(m, a0 + OB_GFX));
    m[a1 + OB_PRIORITY] = m[a0 + OB_PRIORITY];
    m[a1 + OB_ACT_WID] = m[a0 + OB_ACT_WID];
    ww(m, a1 + OB_VEL_X, speeds[2 * i]);
    ww(m, a1 + OB_VEL_Y, speeds[2 * i + 1]);
    if (a1 < a0) {
      speedToPos(m, a1);
      ww(m, a1 + OB_VEL_Y, rsw(m, a1 + OB_VEL_Y) + gravity);
      displaySprite(w, a1);
    }
    if (++i >= count) return;
    a1 = findFreeObj(m);
    if (a1 < 0) return;
  }
}
