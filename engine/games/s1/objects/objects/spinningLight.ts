/**
 * Object $12 — the spinning light (SYZ scenery; _incObj/12 Light.asm: `SpinningLight`,
 * `Light_Main`, `Light_Animate`).
 *
 * Decoration with no collision: six frames of 8 (obTimeFrame counts 7 down to -1, then the
 * frame advances and wraps at 6), displayed until out of range. Only its width ($10) and
 * priority (6) matter to the engine (the on-screen flag and the sprite queue).
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import { OB_ACT_WID, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_TIME_FRAME, OB_X, rw } from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';

export const ID_SPINNING_LIGHT = 0x12;

export function spinningLight(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_RENDER] = 4;
    m[a0 + OB_ACT_WID] = 0x10;
    m[a0 + OB_PRIORITY] = 6;
  }
  // Light_Animate
  m[a0 + OB_TIME_FRAME] = (m[a0 + OB_TIME_FRAME] - 1) & 0xff;
  if (m[a0 + OB_TIME_FRAME] & 0x80) {
    m[a0 + OB_TIME_FRAME] = 7;
    m[a0 + OB_FRAME] = (m[a0 + OB_FRAME] + 1) & 0xff;
    if (m[a0 + OB_FRAME] >= 6) m[a0 + OB_FRAME] = 0;
  }
  if (outOfRange(w.s, rw(m, a0 + OB_X))) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}
