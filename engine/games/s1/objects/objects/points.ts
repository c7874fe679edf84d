/**
 * Object $29 — the points a destroyed badnik shows (_incObj/29 Points.asm: `Points`,
 * `Poi_Main`, `Poi_Slower`). The score itself was added by React_Enemy; this only rises at
 * -$300, slowing by $18 a frame, and deletes itself when its y speed is no longer negative
 * (after 32 frames). Points runs DisplaySprite after its routine every frame, even the frame it
 * deleted itself (the queue then holds an empty slot, as in the game).
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject } from '../objectManager.ts';
import { OB_ACT_WID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_VEL_Y, rsw, speedToPos, ww } from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';

export const ID_POINTS = 0x29;

export function points(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_RENDER] = 4;
    m[a0 + OB_PRIORITY] = 1;
    m[a0 + OB_ACT_WID] = 8;
    ww(m, a0 + OB_VEL_Y, -0x300);
  }
  if (rsw(m, a0 + OB_VEL_Y) >= 0) deleteObject(m, a0);
  else {
    speedToPos(m, a0);
    ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
  }
  displaySprite(w, a0);
}
