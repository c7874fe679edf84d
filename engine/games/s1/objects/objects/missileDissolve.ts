/**
 * Object $24 — a Buzz Bomber missile vanishing (_incObj/24, 27 & 3F Explosions.asm:
 * `MissileDissolve`, `MDis_Main`, `MDis_Animate`). The missile turns into this when it is
 * deflected (Msl_Main's `.explode`); it shows frames 0..3 for 10 frames each and deletes itself
 * when frame 4 comes. No collision.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject } from '../objectManager.ts';
import { OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_TIME_FRAME } from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';

export const ID_MISSILE_DISSOLVE = 0x24;

export function missileDissolve(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_RENDER] = 4;
    m[a0 + OB_PRIORITY] = 1;
    m[a0 + OB_COL_TYPE] = 0;
    m[a0 + OB_ACT_WID] = 0xc;
    m[a0 + OB_TIME_FRAME] = 9;
    m[a0 + OB_FRAME] = 0;
  }
  m[a0 + OB_TIME_FRAME] = (m[a0 + OB_TIME_FRAME] - 1) & 0xff;
  if (m[a0 + OB_TIME_FRAME] & 0x80) {
    m[a0 + OB_TIME_FRAME] = 9;
    m[a0 + OB_FRAME] = (m[a0 + OB_FRAME] + 1) & 0xff;
    if (m[a0 + OB_FRAME] === 4) {
      deleteObject(m, a0);
      return;
    }
  }
  displaySprite(w, a0);
}
