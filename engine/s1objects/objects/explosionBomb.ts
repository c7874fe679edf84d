/**
 * Object $3F — the explosion of a boss, a bomb or a cannonball (_incObj/24, 27 & 3F
 * Explosions.asm: `ExplosionBomb`, `ExBom_Main`, then `ExItem_Animate`).
 *
 * The first frame only sets it up (no DisplaySprite: ExBom_Main ends in PlaySound); then the
 * explosion's five frames of 8 as ExplosionItem's, and it deletes itself.
 */
import type { S1ObjectContext } from '../context.ts';
import { OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_TIME_FRAME } from '../ram.ts';
import { exItemAnimate } from './explosionItem.ts';

export const ID_EXPLOSION_BOMB = 0x3f;

export function explosionBomb(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] !== 0) {
    exItemAnimate(w, a0);
    return;
  }
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 1;
  m[a0 + OB_COL_TYPE] = 0;
  m[a0 + OB_ACT_WID] = 0xc;
  m[a0 + OB_TIME_FRAME] = 7;
  m[a0 + OB_FRAME] = 0;
}
