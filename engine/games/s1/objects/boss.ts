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
 * And what each boss's own code repeats in the same words (the Spring Yard and Star Light bosses
 * share these; their parts loader, hit flash and exit are copies of one another in the game):
 * `loadBossParts`, `bossHitFlash`, `bossEscape`; and what every boss writes after its BossMove
 * and at the end of its ship's and parts' code: `showBossPosition`, `displayFlipped`.
 */
import type { S1ObjectContext } from './context.ts';
import {
  OB_2ND_ROUT, OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y,
  RENDER_ON_SCREEN, readObjectPointer, rl, rsw, rw, wl, writeObjectPointer, ww,
} from './ram.ts';
import { deleteObject, findFreeObj, findNextFreeObj } from './objectManager.ts';
import { displaySprite } from './spriteQueue.ts';
import { W_LIMIT_RIGHT } from '../../../state/layout.ts';
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

/** obY and obX from the true position BossMove moves (the pixel words of objoff_38 / objoff_30). */
export function showBossPosition(m: Uint8Array, a0: number): void {
  ww(m, a0 + OB_Y, rw(m, a0 + BOSS_Y));
  ww(m, a0 + OB_X, rw(m, a0 + BOSS_X));
}

/**
 * The end of a boss ship's and its parts' code: obRender's flip bits from obStatus's
 * (`andi.b #3,d0; andi.b #$FC,obRender(a0); or.b d0,obRender(a0)`), then DisplaySprite.
 */
export function displayFlipped(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_RENDER] = (m[a0 + OB_RENDER] & 0xfc) | (m[a0 + OB_STATUS] & 3);
  displaySprite(w, a0);
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

/**
 * `..._LoadBoss` / `..._Loop` (BossSpringYard, BossStarLight): the ship (a0 itself) and its parts
 * in the next free slots (FindNextFreeObj), each with (routine, animation, priority) from `data`,
 * ob2ndRout 0, drawn in level coordinates $20 px wide, and the ship's address at objoff_34; the
 * parts also get the object id and the ship's position. Stops early when no slot is free.
 */
export function loadBossParts(m: Uint8Array, a0: number, id: number, data: readonly (readonly [number, number, number])[]): void {
  let a1 = a0;
  for (let i = 0; ; ) {
    m[a0 + OB_STATUS] &= ~1;
    m[a1 + OB_2ND_ROUT] = 0;
    m[a1 + OB_ROUTINE] = data[i][0];
    m[a1 + OB_ANIM] = data[i][1];
    m[a1 + OB_PRIORITY] = data[i][2];
    m[a1 + OB_RENDER] = 4;
    m[a1 + OB_ACT_WID] = 0x20;
    setParent(m, a1, a0);
    if (++i === data.length) return;
    a1 = findNextFreeObj(m, a0);
    if (a1 < 0) return;
    m[a1 + OB_ID] = id;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
  }
}

/** objoff_3E: the hit flash's count. */
export const BOSS_FLASH = 0x3e;

/**
 * A ship whose touch response cleared obColType (a hit) is untouchable for $20 frames
 * (objoff_3E counts them; the palette flash it drives is not modelled), then gets type $F back.
 */
export function bossHitFlash(m: Uint8Array, a0: number): void {
  if (m[a0 + OB_COL_TYPE] !== 0) return;
  if (m[a0 + BOSS_FLASH] === 0) m[a0 + BOSS_FLASH] = 0x20;
  m[a0 + BOSS_FLASH]--;
  if (m[a0 + BOSS_FLASH] === 0) m[a0 + OB_COL_TYPE] = 0xf;
}

/**
 * The beaten ship's exit: $400 right, -$40 up; the right limit (v_limitright2) opens 2 px a frame
 * up to `end`; once it is there and the ship is off screen, the ship is deleted (true: the
 * caller stops, though the game's ship code still animates and displays the emptied slot).
 */
export function bossEscape(w: S1ObjectContext, a0: number, end: number): boolean {
  const m = w.m;
  const s = w.s;
  ww(m, a0 + OB_VEL_X, 0x400);
  ww(m, a0 + OB_VEL_Y, -0x40);
  if ((s[W_LIMIT_RIGHT] & 0xffff) < end) {
    s[W_LIMIT_RIGHT] += 2;
    return false;
  }
  if (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) return false;
  deleteObject(m, a0);
  return true;
}
