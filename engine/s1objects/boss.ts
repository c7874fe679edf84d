/**
 * Routines every Sonic 1 boss shares (sonic.asm `BossMove`, `BossDefeated`).
 * - BossMove: a boss keeps its true position in objoff_30 (x) and objoff_38 (y) as 16.16 longs
 *   and moves those by its speeds (obX/obY are set from them by the boss itself);
 * - BossDefeated: on frames when the VBlank counter's low 3 bits are 0, an explosion ($3F) in
 *   the first free slot near the boss: x - $20 .. + $1F and y + 0 .. + $1F from one
 *   RandomNumber call.
 */
import type { S1ObjectContext } from './context.ts';
import { findFreeObj } from './objectManager.ts';
import { OB_ID, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, rl, rsw, rw, wl, ww } from './ram.ts';
import { G_VBLANK } from './s1State.ts';
import { randomNumber } from './randomNumber.ts';

/** objoff_30, objoff_38: a boss's true x and y (16.16). */
export const BOSS_X = 0x30;
export const BOSS_Y = 0x38;
/** id_ExplosionBomb. */
const ID_EXPLOSION_BOMB = 0x3f;

/** `BossMove`. */
export function bossMove(m: Uint8Array, a0: number): void {
  wl(m, a0 + BOSS_X, rl(m, a0 + BOSS_X) + (rsw(m, a0 + OB_VEL_X) << 8));
  wl(m, a0 + BOSS_Y, rl(m, a0 + BOSS_Y) + (rsw(m, a0 + OB_VEL_Y) << 8));
}

/** `BossDefeated`. */
export function bossDefeated(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  if ((s[G_VBLANK] & 7) !== 0) return;
  const a1 = findFreeObj(m);
  if (a1 < 0) return;
  m[a1 + OB_ID] = ID_EXPLOSION_BOMB;
  ww(m, a1 + OB_X, rw(m, a0 + OB_X));
  ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
  const d0 = randomNumber(s);
  ww(m, a1 + OB_X, rw(m, a1 + OB_X) + ((d0 & 0xff) >> 2) - 0x20);
  ww(m, a1 + OB_Y, rw(m, a1 + OB_Y) + (((d0 >> 8) & 0xff) >> 3));
}
