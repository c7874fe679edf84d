/**
 * Object $3F — explosion from a destroyed boss, bomb or cannonball (_incObj/24, 27 & 3F
 * Explosions.asm: `ExplosionBomb`, `ExBom_Main`, and `ExItem_Animate`, which it shares with the
 * badnik explosion $27).
 *
 * No collision. Its first frame only sets it up (not displayed); then it shows frames 0..4 for
 * 8 frames each and deletes itself on the 40th frame after the first, when it would show 5.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject } from '../objectManager.ts';
import { OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_TIME_FRAME } from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';

export const ID_EXPLOSION_BOMB = 0x3f;

export function explosionBomb(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      m[a0 + OB_ROUTINE] += 2;
      m[a0 + OB_RENDER] = 4;
      m[a0 + OB_PRIORITY] = 1;
      m[a0 + OB_COL_TYPE] = 0;
      m[a0 + OB_ACT_WID] = 0xc;
      m[a0 + OB_TIME_FRAME] = 7;
      m[a0 + OB_FRAME] = 0;
      return;
    case 2:
      explosionAnimate(w, a0);
      return;
  }
}

/** `ExItem_Animate`: 8 frames per frame; deleted on reaching frame 5. */
export function explosionAnimate(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_TIME_FRAME] = (m[a0 + OB_TIME_FRAME] - 1) & 0xff;
  if ((m[a0 + OB_TIME_FRAME] & 0x80) === 0) {
    displaySprite(w, a0);
    return;
  }
  m[a0 + OB_TIME_FRAME] = 7;
  m[a0 + OB_FRAME]++;
  if (m[a0 + OB_FRAME] === 5) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}
