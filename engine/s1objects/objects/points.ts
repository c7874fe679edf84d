/**
 * Object $29 — points that appear when something is destroyed (_incObj/29 Points.asm: `Points`,
 * `Poi_Main`, `Poi_Slower`). The frame (the score shown) is set by whoever loads it.
 *
 * It rises at -$300, slowing by $18 a frame, and is deleted on the frame its speed is no longer
 * negative (33 frames after it appears).
 *
 * Quirk kept: it is displayed after Poi_Slower may have deleted it.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject } from '../objectManager.ts';
import { OB_ACT_WID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_VEL_Y, rsw, speedToPos, ww } from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';

export const ID_POINTS = 0x29;

export function points(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      m[a0 + OB_ROUTINE] += 2;
      m[a0 + OB_RENDER] = 4;
      m[a0 + OB_PRIORITY] = 1;
      m[a0 + OB_ACT_WID] = 8;
      ww(m, a0 + OB_VEL_Y, -0x300);
      slower(m, a0);
      break;
    case 2:
      slower(m, a0);
      break;
  }
  displaySprite(w, a0);
}

/** `Poi_Slower`. */
function slower(m: Uint8Array, a0: number): void {
  if (rsw(m, a0 + OB_VEL_Y) >= 0) {
    deleteObject(m, a0);
    return;
  }
  speedToPos(m, a0);
  ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
}
