/**
 * Object $43 — Roller, the armadillo badnik (SYZ; _incObj/43 Roller.asm: `Roller`, `Roll_Main`,
 * `Roll_Action`, `Roll_ChkGone`, `Roll_RollChk`, `Roll_RollNoChk`, `Roll_ChkJump`, `Roll_Jump`,
 * `Roll_MatchFloor`, `Roll_Stop`; _anim/Roller.asm).
 *
 * Placed in the air, it falls (ObjectFall) until ObjFloorDist finds the floor. Then it waits,
 * curled, until Sonic is $100 px or more to its right (unsigned: Sonic's x - $100 must not
 * borrow, nor the distance to the Roller): it rolls right at $700, touch type $8E (it hurts
 * and cannot be destroyed). While waiting, Roll_RollChk pops Roll_Action's return address
 * (`addq.l #4,sp`): no animation, no display and no range check run, so its on-screen flag stays
 * clear and Sonic cannot touch it.
 * Rolling (Roll_ChkJump), it follows the floor within -8..$B px; off that it becomes airborne
 * (Roll_MatchFloor: ObjectFall until it lands, then rolls on), the first time just falling
 * (objoff_32 bit 0), after that with a jump of -$600. Once, when Sonic is $30 px or less ahead of
 * it (Roll_Stop, objoff_32 bit 7 set after), it stops and unfolds: touch type $E (an ordinary
 * badnik) for 121 frames; then it folds (touch type $8E again, speed $700 set but not moving
 * until the fold animation's $FD switches to rolling) and rolls on.
 * Off screen it unloads when its 128-px column is more than $280 px right of the camera's
 * column - $80 (a signed compare, unlike out_of_range), clearing its respawn bit.
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { deleteObject } from '../objectManager.ts';
import { fallToFloor, objFloorDist } from '../objFloorDist.ts';
import {
  OB_2ND_ROUT, OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_HEIGHT, OB_PRIORITY, OB_RENDER, OB_RESPAWN_NO, OB_ROUTINE, OB_VEL_X, OB_VEL_Y,
  OB_WIDTH, OB_X, OB_Y, objectFall, rsw, rw, speedToPos, ww,
} from '../ram.ts';
import { OBJSTATE } from '../s1State.ts';
import { sonicX } from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';
import { C_X } from '../../../../state/layout.ts';

export const ID_ROLLER = 0x43;
/** objoff_30: the unfolded wait (word); objoff_32: bit 0 it has left the floor once, bit 7 it has stopped once. */
const WAIT = 0x30;
const FLAGS = 0x32;

/** Ani_Roll: unfold (then hold the last frame), fold (then roll), roll. */
export const ANI_ROLL: AnimationScripts = [
  [0xf, 2, 1, 0, 0xfe, 1],
  [0xf, 1, 2, 0xfd, 2],
  [3, 3, 4, 2, 0xff],
];

export function roller(w: S1ObjectContext, a0: number): void {
  if (w.m[a0 + OB_ROUTINE] === 0) rollMain(w, a0);
  else rollAction(w, a0);
}

function rollMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_HEIGHT] = 0xe;
  m[a0 + OB_WIDTH] = 8;
  if (!fallToFloor(w, a0)) return;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 4;
  m[a0 + OB_ACT_WID] = 0x10;
}

function rollAction(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_2ND_ROUT]) {
    case 0:
      // Roll_RollChk returns past Roll_Action (`addq.l #4,sp`).
      rollChk(w, a0);
      return;
    case 2:
      rollNoChk(m, a0);
      break;
    case 4:
      chkJump(w, a0);
      break;
    default:
      matchFloor(w, a0);
  }
  animateSprite(m, a0, ANI_ROLL);
  const d0 = rw(m, a0 + OB_X) & 0xff80;
  const d1 = ((w.s[C_X] & 0xffff) - 0x80) & 0xff80;
  if (sign16(d0 - d1) > 0x280) {
    // Roll_ChkGone
    const n = m[a0 + OB_RESPAWN_NO];
    if (n !== 0) m[OBJSTATE + 2 + n] &= 0x7f;
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

/** `Roll_RollChk`: Sonic $100 px or more to the right (no borrow either way) starts the roll. */
function rollChk(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const d0 = sonicX(w.s) - 0x100;
  if (d0 < 0) return;
  if (d0 - rw(m, a0 + OB_X) < 0) return;
  m[a0 + OB_2ND_ROUT] += 4;
  m[a0 + OB_ANIM] = 2;
  ww(m, a0 + OB_VEL_X, 0x700);
  m[a0 + OB_COL_TYPE] = 0x8e;
}

/** `Roll_RollNoChk`: unfolded, the wait runs out, then fold (anim 1 → 2 by $FD) and roll. */
function rollNoChk(m: Uint8Array, a0: number): void {
  if (m[a0 + OB_ANIM] === 2) {
    m[a0 + OB_2ND_ROUT] += 2;
    return;
  }
  const t = (rw(m, a0 + WAIT) - 1) & 0xffff;
  ww(m, a0 + WAIT, t);
  if ((t & 0x8000) === 0) return;
  m[a0 + OB_ANIM] = 1;
  ww(m, a0 + OB_VEL_X, 0x700);
  m[a0 + OB_COL_TYPE] = 0x8e;
}

/** `Roll_ChkJump`: roll along the floor; without floor within -8..$B, `Roll_Jump`. */
function chkJump(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  rollStop(w, a0);
  speedToPos(m, a0);
  const d1 = objFloorDist(w, a0);
  if (d1 < -8 || d1 >= 0xc) {
    m[a0 + OB_2ND_ROUT] += 2;
    const was = m[a0 + FLAGS] & 1;
    m[a0 + FLAGS] |= 1;
    if (was !== 0) ww(m, a0 + OB_VEL_Y, -0x600);
    return;
  }
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
}

/** `Roll_MatchFloor`: airborne until it lands (falling, floor reached), then back to rolling. */
function matchFloor(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  objectFall(m, a0);
  if (rsw(m, a0 + OB_VEL_Y) < 0) return;
  const d1 = objFloorDist(w, a0);
  if (d1 >= 0) return;
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
  m[a0 + OB_2ND_ROUT] -= 2;
  ww(m, a0 + OB_VEL_Y, 0);
}

/** `Roll_Stop`: once, with Sonic at most $30 px ahead (Sonic's x - $30 - x borrows), stop and unfold for 120 frames. */
function rollStop(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + FLAGS] & 0x80) return;
  const d0 = (sonicX(w.s) - 0x30) & 0xffff;
  if (d0 >= rw(m, a0 + OB_X)) return;
  m[a0 + OB_ANIM] = 0;
  m[a0 + OB_COL_TYPE] = 0xe;
  ww(m, a0 + OB_VEL_X, 0);
  ww(m, a0 + WAIT, 120);
  m[a0 + OB_2ND_ROUT] = 2;
  m[a0 + FLAGS] |= 0x80;
}

function sign16(v: number): number {
  return (v << 16) >> 16;
}
