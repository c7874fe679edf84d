/**
 * Object $55 — Basaran enemy (MZ) (_incObj/55 Basaran.asm: `Basaran`, `Bas_Main`, `Bas_Action`,
 * `.dropcheck`, `.dropfly`, `.chkdel`, `.flapsound`, `.flyup`, `.chkdistance`; _anim/Basaran.asm).
 *
 * Hangs from the ceiling. With Sonic within $80 px (x) and 0..$7F px below it, on a frame when
 * the VBlank counter's low byte plus ExecuteObjects' slot counter has its low 3 bits 0, it drops
 * (+$18 a frame) toward the y Sonic had then (objoff_36); within $10 px of it, it flies
 * horizontally toward Sonic at $100. Once Sonic is $80 px or more away (x), on such a frame, it
 * flies up (-$18 a frame) to the ceiling (ObjHitCeiling), snaps to it (x rounded down to 8) and
 * hangs again. Touch type $0B: an enemy.
 *
 * Quirk kept: one that has dropped below its target y while off screen is deleted, and then
 * still animated and remembered (AnimateSprite and RememberState run on the emptied slot).
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, rememberState } from '../objectManager.ts';
import {
  OBJECT_SIZE, OB_2ND_ROUT, OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_HEIGHT, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS,
  OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, RENDER_ON_SCREEN, rsw, rw, speedToPos, ww,
} from '../ram.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { objHitCeiling } from '../objHitWall.ts';
import { G_VBLANK } from '../s1State.ts';
import { sonicX, sonicY } from '../sonic.ts';

export const ID_BASARAN = 0x55;

/** objoff_36: Sonic's y when it dropped (it levels out there). */
const BAS_TARGET_Y = 0x36;

/** Ani_Bas: still, falling, flying. */
export const ANI_BAS: AnimationScripts = [
  [0xf, 0, 0xff],
  [0xf, 1, 0xff],
  [3, 1, 2, 3, 2, 0xff],
];

export function basaran(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      m[a0 + OB_ROUTINE] += 2;
      m[a0 + OB_RENDER] = 4;
      m[a0 + OB_HEIGHT] = 0xc;
      m[a0 + OB_PRIORITY] = 2;
      m[a0 + OB_COL_TYPE] = 0xb;
      m[a0 + OB_ACT_WID] = 0x10;
      action(w, a0);
      return;
    case 2:
      action(w, a0);
      return;
  }
}

/** `Bas_Action`. */
function action(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_2ND_ROUT]) {
    case 0:
      dropCheck(w, a0);
      break;
    case 2:
      dropFly(w, a0);
      break;
    case 4:
      flap(w, a0);
      break;
    case 6:
      flyUp(w, a0);
      break;
  }
  animateSprite(m, a0, ANI_BAS);
  rememberState(w, a0);
}

/** `(v_vbla_byte + d7) & 7 == 0`: d7 is ExecuteObjects' countdown for this slot ($7F - slot). */
function onItsFrame(w: S1ObjectContext, a0: number): boolean {
  return ((w.s[G_VBLANK] + 0x7f - a0 / OBJECT_SIZE) & 7) === 0;
}

/** `.dropcheck`. */
function dropCheck(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (chkDistance(w, a0) >= 0x80) return;
  const d0 = sonicY(w.s);
  ww(m, a0 + BAS_TARGET_Y, d0);
  if (d0 < rw(m, a0 + OB_Y)) return;
  if (d0 - rw(m, a0 + OB_Y) >= 0x80) return;
  if (!onItsFrame(w, a0)) return;
  m[a0 + OB_ANIM] = 1;
  m[a0 + OB_2ND_ROUT] += 2;
}

/** `.dropfly`. */
function dropFly(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  speedToPos(m, a0);
  ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
  chkDistance(w, a0);
  const d1 = m[a0 + OB_STATUS] & 1 ? 0x100 : -0x100;
  const target = rw(m, a0 + BAS_TARGET_Y);
  const y = rw(m, a0 + OB_Y);
  if (target < y) {
    // .chkdel
    if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) deleteObject(m, a0);
    return;
  }
  if (target - y >= 0x10) return;
  ww(m, a0 + OB_VEL_X, d1);
  ww(m, a0 + OB_VEL_Y, 0);
  m[a0 + OB_ANIM] = 2;
  m[a0 + OB_2ND_ROUT] += 2;
}

/** `.flapsound`: flying; far enough from Sonic, on its frame, it heads back up. */
function flap(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  speedToPos(m, a0);
  let d0 = (sonicX(w.s) - rw(m, a0 + OB_X)) & 0xffff;
  if (sonicX(w.s) < rw(m, a0 + OB_X)) d0 = -d0 & 0xffff;
  if (d0 < 0x80) return;
  if (!onItsFrame(w, a0)) return;
  m[a0 + OB_2ND_ROUT] += 2;
}

/** `.flyup`. */
function flyUp(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  speedToPos(m, a0);
  ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) - 0x18);
  const d1 = objHitCeiling(w, a0);
  if (d1 >= 0) return;
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) - d1);
  ww(m, a0 + OB_X, rw(m, a0 + OB_X) & 0xfff8);
  ww(m, a0 + OB_VEL_X, 0);
  ww(m, a0 + OB_VEL_Y, 0);
  m[a0 + OB_ANIM] = 0;
  m[a0 + OB_2ND_ROUT] = 0;
}

/**
 * `.chkdistance`: faces Sonic (status bit 0 set when he is right of it; d1 = the flying speed
 * toward him, read back from that bit) and returns the x distance (an unsigned word).
 */
function chkDistance(w: S1ObjectContext, a0: number): number {
  const m = w.m;
  m[a0 + OB_STATUS] |= 1;
  let d0 = (sonicX(w.s) - rw(m, a0 + OB_X)) & 0xffff;
  if (sonicX(w.s) < rw(m, a0 + OB_X)) {
    d0 = -d0 & 0xffff;
    m[a0 + OB_STATUS] &= ~1;
  }
  return d0;
}
