/**
 * Object $3F — the explosion of a boss, a bomb or a cannonball (_incObj/24, 27 & 3F
 * Explosions.asm: `ExplosionBomb`, `ExBom_Main`, then `ExItem_Animate`).
 *
 * The first frame only sets it up (no DisplaySprite: ExBom_Main ends in PlaySound); then the
 * explosion's five frames of 8 as ExplosionItem's, and it deletes itself.
 */
import type { S1ObjectContext } from '../context.ts';
import { OB_ROUTINE } from '../ram.ts';
import { exItemAnimate, explosionMain } from './explosionItem.ts';

export const ID_EXPLOSION_BOMB = 0x3f;

export function explosionBomb(w: S1ObjectContext, a0: number): void {
  if (w.m[a0 + OB_ROUTINE] !== 0) exItemAnimate(w, a0);
  else explosionMain(w.m, a0);
}
