/**
 * Object $2D — Burrobot (LZ, SBZ3) (_incObj/2D Burrobot.asm: `Burrobot`, `Burro_Main`,
 * `Burro_Action` with `.changedir`, `Burro_Move`, `loc_AD84`, `loc_ADA4`, `Burro_Jump`,
 * `Burro_ChkSonic`, `Burro_ChkSonic2`; _anim/Burrobot.asm).
 *
 * It starts dug in (ob2ndRout 6, Burro_ChkSonic): when Sonic is within $60 px across
 * (unsigned: |dx| < $60) and above it by 1..$80 px, it jumps at him: x speed ±$80 toward him,
 * y speed -$400. In the air (Burro_Jump) it moves, gravity $18; falling, it looks for the floor
 * (ObjFloorDist) and lands: 255 frames of walking (Burro_Move, $80 a frame the way it faces,
 * ObjFloorDist2 ahead every other frame, ObjFloorDist under it on the others). At the end of a
 * walk, or at a ledge ($C px or more below the look-ahead), bit 2 of the VBlank counter picks:
 * set — stop 60 frames (`.changedir`, then walk back the other way); clear — jump up again
 * (-$400). Collision type 5 (an enemy).
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { rememberState } from '../objectManager.ts';
import { objFloorDist, objFloorDist2 } from '../objFloorDist.ts';
import {
  OB_2ND_ROUT, OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_HEIGHT, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_VEL_X,
  OB_VEL_Y, OB_WIDTH, OB_X, OB_Y, rsw, rw, speedToPos, ww,
} from '../ram.ts';
import { G_VBLANK } from '../s1State.ts';
import { sonicX, sonicY } from '../sonic.ts';

export const ID_BURROBOT = 0x2d;
/** burro_timedelay (objoff_30, a word); objoff_32: the byte whose bit 0 alternates the floor checks. */
const TIME_DELAY = 0x30;
const ALTERNATE = 0x32;

/** Ani_Burro: walk1, walk2, digging, fall. */
export const ANI_BURRO: AnimationScripts = [
  [3, 0, 6, 0xff],
  [3, 0, 1, 0xff],
  [3, 2, 3, 0xff],
  [3, 4, 0xff],
];

export function burrobot(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_HEIGHT] = 0x13;
    m[a0 + OB_WIDTH] = 8;
    m[a0 + OB_RENDER] |= 4;
    m[a0 + OB_PRIORITY] = 4;
    m[a0 + OB_COL_TYPE] = 5;
    m[a0 + OB_ACT_WID] = 0xc;
    m[a0 + OB_2ND_ROUT] += 6;
    m[a0 + OB_ANIM] = 2;
  }
  switch (m[a0 + OB_2ND_ROUT]) {
    case 0:
      changeDir(m, a0);
      break;
    case 2:
      burroMove(w, a0);
      break;
    case 4:
      burroJump(w, a0);
      break;
    default:
      burroChkSonic(w, a0);
  }
  animateSprite(m, a0, ANI_BURRO);
  rememberState(w, a0);
}

function decTime(m: Uint8Array, a0: number): number {
  const t = (rw(m, a0 + TIME_DELAY) - 1) & 0xffff;
  ww(m, a0 + TIME_DELAY, t);
  return t;
}

/** `.changedir`: the stop runs out; walk for 256 frames, turned round. */
function changeDir(m: Uint8Array, a0: number): void {
  if ((decTime(m, a0) & 0x8000) === 0) return;
  m[a0 + OB_2ND_ROUT] += 2;
  ww(m, a0 + TIME_DELAY, 255);
  ww(m, a0 + OB_VEL_X, 0x80);
  m[a0 + OB_ANIM] = 1;
  const was = m[a0 + OB_STATUS] & 1;
  m[a0 + OB_STATUS] ^= 1;
  if (was !== 0) ww(m, a0 + OB_VEL_X, -0x80);
}

function burroMove(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (decTime(m, a0) & 0x8000) {
    stopOrJump(w, a0);
    return;
  }
  speedToPos(m, a0);
  const was = m[a0 + ALTERNATE] & 1;
  m[a0 + ALTERNATE] ^= 1;
  if (was !== 0) {
    // loc_AD78: follow the floor under it.
    ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + objFloorDist(w, a0));
    return;
  }
  let d3 = (rw(m, a0 + OB_X) + 0xc) & 0xffff;
  if ((m[a0 + OB_STATUS] & 1) === 0) d3 = (d3 - 0x18) & 0xffff;
  if (objFloorDist2(w, a0, d3) >= 0xc) stopOrJump(w, a0);
}

/** loc_AD84 / loc_ADA4: bit 2 of v_vbla_byte decides. */
function stopOrJump(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (w.s[G_VBLANK] & 4) {
    m[a0 + OB_2ND_ROUT] -= 2;
    ww(m, a0 + TIME_DELAY, 59);
    ww(m, a0 + OB_VEL_X, 0);
    m[a0 + OB_ANIM] = 0;
    return;
  }
  m[a0 + OB_2ND_ROUT] += 2;
  ww(m, a0 + OB_VEL_Y, -0x400);
  m[a0 + OB_ANIM] = 2;
}

function burroJump(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  speedToPos(m, a0);
  const vy = (rsw(m, a0 + OB_VEL_Y) + 0x18) & 0xffff;
  ww(m, a0 + OB_VEL_Y, vy);
  if (vy & 0x8000) return;
  m[a0 + OB_ANIM] = 3;
  const d1 = objFloorDist(w, a0);
  if (d1 >= 0) return;
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
  ww(m, a0 + OB_VEL_Y, 0);
  m[a0 + OB_ANIM] = 1;
  ww(m, a0 + TIME_DELAY, 255);
  m[a0 + OB_2ND_ROUT] -= 2;
  // Only the facing is kept: the compare against d2 (whatever the register held) is not read.
  chkSonic2(w, a0);
}

function burroChkSonic(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const { dx, d1 } = chkSonic2(w, a0);
  if (dx >= 0x60) return;
  const d0 = sonicY(w.s) - rw(m, a0 + OB_Y);
  if (d0 >= 0) return; // bcc: Sonic at or below it
  if ((d0 & 0xffff) < 0xff80) return; // cmpi.w #-$80 / blo
  m[a0 + OB_2ND_ROUT] -= 2;
  ww(m, a0 + OB_VEL_X, d1);
  ww(m, a0 + OB_VEL_Y, -0x400);
}

const chk = { dx: 0, d1: 0 };

/** `Burro_ChkSonic2`: face Sonic; d0 = |dx| (unsigned), d1 = ±$80 toward him. */
function chkSonic2(w: S1ObjectContext, a0: number): { dx: number; d1: number } {
  const m = w.m;
  let d1 = 0x80;
  m[a0 + OB_STATUS] |= 1;
  let d0 = sonicX(w.s) - rw(m, a0 + OB_X);
  if (d0 < 0) {
    d0 = -d0;
    d1 = -d1;
    m[a0 + OB_STATUS] &= ~1;
  }
  chk.dx = d0 & 0xffff;
  chk.d1 = d1;
  return chk;
}
