/**
 * Object $5F — Bomb, the walking bomb badnik, with its fuse and shrapnel (SLZ, SBZ; _incObj/5F
 * Bomb Enemy.asm: `Bomb`, `Bom_Main`, `Bom_Action` with `.walk` / `.wait` / `.explode` /
 * `.chksonic`, `Bom_Display`, `loc_11B70`, `loc_11B7C`, `.makeshrapnel`, `Bom_End`; _anim/Bomb
 * Enemy.asm).
 *
 * The bomb (touch type $9A: it hurts and cannot be destroyed) turns round when it loads, then
 * at once starts walking at $10 (1/16 px a frame) toward its facing for 1535 frames, stands for
 * 180, and so on, turning round each time it starts walking. When Sonic comes within $60 px on
 * both axes (unsigned word distances) it stops and lights its fuse: a Bomb of subtype 4
 * (routine 4) in the next free slot, creeping down at $10 (up when the bomb is upside down,
 * status bit 1) for 143 frames; then the fuse goes back to the bomb's y and bursts into four
 * shrapnel pieces (touch type $98, Bom_ShrSpeed), itself and the next free slots; the bomb
 * itself turns into an explosion ($3F) 143 frames after Sonic came near.
 * Shrapnel (routine 6) flies with $18 gravity until off screen.
 * Kept as the original has them: the fuse's burst runs Bom_End from inside Bom_Display, so the
 * first shrapnel (the fuse itself) animates twice and goes through RememberState that frame; a
 * shrapnel placement that finds no slot retries with the same speed in the next one
 * (`bne.s .fail` lands on the loop's `dbf`).
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { deleteObject, findNextFreeObj, rememberState } from '../objectManager.ts';
import {
  OB_2ND_ROUT, OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_X, OB_VEL_Y,
  OB_X, OB_Y, RENDER_ON_SCREEN, rsw, rw, speedToPos, writeObjectPointer, ww,
} from '../ram.ts';
import { sonicX, sonicY } from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';
import { ID_EXPLOSION_BOMB } from './explosionBomb.ts';

export const ID_BOMB = 0x5f;
/** bom_time (objoff_30), bom_origY (objoff_34), bom_parent (objoff_3C). */
const TIME = 0x30;
const ORIG_Y = 0x34;
const PARENT = 0x3c;

/** Bom_ShrSpeed: (x, y) speeds of the four shrapnel pieces. */
export const SHRAPNEL_SPEED: readonly number[] = [-0x200, -0x300, -0x100, -0x200, 0x200, -0x300, 0x100, -0x200];

/** Ani_Bomb: standing, walking, lit, the fuse, the shrapnel. */
export const ANI_BOMB: AnimationScripts = [
  [0x13, 1, 0, 0xff],
  [0x13, 5, 4, 3, 2, 0xff],
  [0x13, 7, 6, 0xff],
  [3, 8, 9, 0xff],
  [3, 0xa, 0xb, 0xff],
];

export function bomb(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      if (bomMain(w.m, a0)) bomAction(w, a0);
      return;
    case 2:
      bomAction(w, a0);
      return;
    case 4:
      bomDisplay(w, a0);
      return;
    case 6:
      bomEnd(w, a0);
      return;
  }
}

/** `Bom_Main`; true for the bomb itself (which goes on into Bom_Action), false for a fuse or shrapnel. */
function bomMain(m: Uint8Array, a0: number): boolean {
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_PRIORITY] = 3;
  m[a0 + OB_ACT_WID] = 0xc;
  const d0 = m[a0 + OB_SUBTYPE];
  if (d0 !== 0) {
    m[a0 + OB_ROUTINE] = d0;
    return false;
  }
  m[a0 + OB_COL_TYPE] = 0x9a;
  m[a0 + OB_STATUS] ^= 1;
  return true;
}

function bomAction(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_2ND_ROUT]) {
    case 0:
      walk(w, a0);
      break;
    case 2:
      wait(w, a0);
      break;
    case 4:
      explode(m, a0);
      break;
  }
  animateSprite(m, a0, ANI_BOMB);
  rememberState(w, a0);
}

/** `.walk` (standing, in fact): the pause runs out; walk at $10 for 1536 frames, turned round. */
function walk(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  chkSonic(w, a0);
  const t = (rw(m, a0 + TIME) - 1) & 0xffff;
  ww(m, a0 + TIME, t);
  if ((t & 0x8000) === 0) return;
  m[a0 + OB_2ND_ROUT] += 2;
  ww(m, a0 + TIME, 1535);
  ww(m, a0 + OB_VEL_X, 0x10);
  m[a0 + OB_ANIM] = 1;
  const was = m[a0 + OB_STATUS] & 1;
  m[a0 + OB_STATUS] ^= 1;
  if (was !== 0) ww(m, a0 + OB_VEL_X, -rsw(m, a0 + OB_VEL_X));
}

/** `.wait` (walking): the walk runs out; stand for 180 frames. */
function wait(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  chkSonic(w, a0);
  const t = (rw(m, a0 + TIME) - 1) & 0xffff;
  ww(m, a0 + TIME, t);
  if (t & 0x8000) {
    // .stopwalking
    m[a0 + OB_2ND_ROUT] -= 2;
    ww(m, a0 + TIME, 179);
    ww(m, a0 + OB_VEL_X, 0);
    m[a0 + OB_ANIM] = 0;
    return;
  }
  speedToPos(m, a0);
}

/** `.explode`: the fuse time runs out; the bomb becomes an explosion ($3F, routine 0). */
function explode(m: Uint8Array, a0: number): void {
  const t = (rw(m, a0 + TIME) - 1) & 0xffff;
  ww(m, a0 + TIME, t);
  if ((t & 0x8000) === 0) return;
  m[a0 + OB_ID] = ID_EXPLOSION_BOMB;
  m[a0 + OB_ROUTINE] = 0;
}

/** `.chksonic`: Sonic within $60 px both ways lights the fuse. */
function chkSonic(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  if (absWord(sonicX(s), rw(m, a0 + OB_X)) >= 0x60) return;
  if (absWord(sonicY(s), rw(m, a0 + OB_Y)) >= 0x60) return;
  m[a0 + OB_2ND_ROUT] = 4;
  ww(m, a0 + TIME, 143);
  ww(m, a0 + OB_VEL_X, 0);
  m[a0 + OB_ANIM] = 2;
  const a1 = findNextFreeObj(m, a0);
  if (a1 < 0) return;
  m[a1 + OB_ID] = ID_BOMB;
  ww(m, a1 + OB_X, rw(m, a0 + OB_X));
  ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
  ww(m, a1 + ORIG_Y, rw(m, a0 + OB_Y));
  m[a1 + OB_STATUS] = m[a0 + OB_STATUS];
  m[a1 + OB_SUBTYPE] = 4;
  m[a1 + OB_ANIM] = 3;
  ww(m, a1 + OB_VEL_Y, m[a0 + OB_STATUS] & 2 ? -0x10 : 0x10);
  ww(m, a1 + TIME, 143);
  writeObjectPointer(m, a1 + PARENT, a0);
}

/** `sub.w; bcc.s; neg.w`: the unsigned distance of two words. */
function absWord(a: number, b: number): number {
  const d = (a - b) & 0xffff;
  return a < b ? -d & 0xffff : d;
}

/** `Bom_Display` (the fuse): it burns for 143 frames, then bursts (loc_11B7C, which ends in Bom_End). */
function bomDisplay(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = (rw(m, a0 + TIME) - 1) & 0xffff;
  ww(m, a0 + TIME, t);
  if ((t & 0x8000) === 0) speedToPos(m, a0);
  else burst(w, a0);
  animateSprite(m, a0, ANI_BOMB);
  rememberState(w, a0);
}

/** `loc_11B7C`: four shrapnel pieces (the fuse is the first), then Bom_End for the fuse. */
function burst(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  ww(m, a0 + TIME, 0);
  m[a0 + OB_ROUTINE] = 0;
  ww(m, a0 + OB_Y, rw(m, a0 + ORIG_Y));
  let a1 = a0;
  let speed = 0;
  for (let d1 = 3; d1 >= 0; d1--) {
    if (d1 !== 3) {
      a1 = findNextFreeObj(m, a0);
      if (a1 < 0) continue;
    }
    m[a1 + OB_ID] = ID_BOMB;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    m[a1 + OB_SUBTYPE] = 6;
    m[a1 + OB_ANIM] = 4;
    ww(m, a1 + OB_VEL_X, SHRAPNEL_SPEED[speed++]);
    ww(m, a1 + OB_VEL_Y, SHRAPNEL_SPEED[speed++]);
    m[a1 + OB_COL_TYPE] = 0x98;
    m[a1 + OB_RENDER] |= RENDER_ON_SCREEN;
  }
  m[a0 + OB_ROUTINE] = 6;
  bomEnd(w, a0);
}

/** `Bom_End` (shrapnel): flies with $18 gravity; deleted once off screen. */
function bomEnd(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  speedToPos(m, a0);
  ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
  animateSprite(m, a0, ANI_BOMB);
  if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}
