/**
 * What Sonic 1's bosses share (sonic.asm `BossMove`, `BossDefeated`), and the parent pointer
 * their parts keep.
 * - `BossMove`: a boss moves a private 16:16 position (objoff_30 x, objoff_38 y) by its speeds;
 *   its displayed obX/obY follow from that (plus a hover) in the boss's own code.
 * - `BossDefeated`: every 8th frame (the VBlank counter's low 3 bits 0) an explosion ($3F) goes
 *   into the first free slot at the boss's position plus a random offset: x - $20 .. x + $1F
 *   from the random number's low byte / 4, y + 0 .. $1F from its second byte / 8. The
 *   RandomNumber call advances the game's shared generator, so it happens only when a slot
 *   was free, as in the original.
 * - A boss's parts hold the ship's address at objoff_34 (`move.l a0,objoff_34(a1)`), as the
 *   68000 stores it (ram.ts writeObjectPointer).
 */
import type { S1ObjectContext } from './context.ts';
import { findFreeObj } from './objectManager.ts';
import { OB_ID, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, readObjectPointer, rl, rsw, rw, wl, writeObjectPointer, ww } from './ram.ts';
import { randomNumber } from './randomNumber.ts';
import { G_VBLANK } from './s1State.ts';
import { ID_EXPLOSION_BOMB } from './objects/explosionBomb.ts';
/** objoff_30 / objoff_38: the boss's 16:16 position as BossMove moves it. */
export const BOSS_X = 0x30;
export const BOSS_Y = 0x38;
/** objoff_34: the parent's address. */
export const PARENT = 0x34;

/** `move.l a0,objoff_34(a1)`: a1's parent is a0. */
export function setParent(m: Uint8Array, a1: number, a0: number): void {
  writeObjectPointer(m, a1 + PARENT, a0);
}

/** `movea.l objoff_34(a0),a1`: the parent's slot address. */
export function parentOf(m: Uint8Array, a0: number): number {
  return readObjectPointer(m, a0 + PARENT);
}

/** `BossMove`. */
export function bossMove(m: Uint8Array, a0: number): void {
  wl(m, a0 + BOSS_X, rl(m, a0 + BOSS_X) + (rsw(m, a0 + OB_VEL_X) << 8));
  wl(m, a0 + BOSS_Y, rl(m, a0 + BOSS_Y) + (rsw(m, a0 + OB_VEL_Y) << 8));
}

/** `BossDefeated` (the prison capsule's Pri_Explosion runs the same code). */
export function bossDefeated(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if ((w.s[G_VBLANK] & 7) !== 0) return;
  const a1 = findFreeObj(m);
  if (a1 < 0) return;
  m[a1 + OB_ID] = ID_EXPLOSION_BOMB;
  ww(m, a1 + OB_X, rw(m, a0 + OB_X));
  ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
  const d0 = randomNumber(w.s);
  // `move.b d0,d1; lsr.b #2,d1; subi.w #$20,d1`, then `lsr.w #8,d0; lsr.b #3,d0`.
  ww(m, a1 + OB_X, rw(m, a1 + OB_X) + ((d0 & 0xff) >> 2) - 0x20);
  ww(m, a1 + OB_Y, rw(m, a1 + OB_Y) + (((d0 & 0xffff) >> 8) >> 3));
}
