/**
 * Object $50 — Yadrin enemy (SYZ; the issue lists it with MZ) (_incObj/50 Yadrin.asm: `Yadrin`,
 * `Yad_Main`, `Yad_Action`, `Yad_Move`, `Yad_FixToFloor`, `Yad_Pause`, `Yad_ChkWall`;
 * _anim/Yadrin.asm).
 *
 * Falls (invisible) to the floor, then walks $100 a frame, turning round at each pause: it
 * pauses 60 frames (59 + the frame it turns) when the floor is more than 8 px above or $C px
 * below its feet, or, checked on one frame in four (v_framecount plus ExecuteObjects' slot
 * counter, low two bits 0), when a wall is at its front. Touch type $CC: its spiky top-front
 * hurts, the rest is an ordinary enemy (ReactToItem's React_Special).
 */
import type { S1ObjectContext } from '../context.ts';
import { rememberState } from '../objectManager.ts';
import {
  OBJECT_SIZE, OB_2ND_ROUT, OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_HEIGHT, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_VEL_X,
  OB_WIDTH, OB_Y, rsw, rw, speedToPos, ww,
} from '../ram.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { fallToFloor, objFloorDist } from '../objFloorDist.ts';
import { objHitWallLeft, objHitWallRight } from '../objHitWall.ts';
import { W_LEVEL_FRAME } from '../../../../state/layout.ts';

export const ID_YADRIN = 0x50;

/** yad_timedelay. */
const YAD_WAIT = 0x30;

/** Ani_Yad: standing, walking. */
export const ANI_YAD: AnimationScripts = [
  [7, 0, 0xff],
  [7, 0, 3, 1, 4, 0, 3, 2, 5, 0xff],
];

export function yadrin(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      main(w, a0);
      return;
    case 2:
      if (m[a0 + OB_2ND_ROUT] === 0) move(m, a0);
      else if (m[a0 + OB_2ND_ROUT] === 2) fixToFloor(w, a0);
      animateSprite(m, a0, ANI_YAD);
      rememberState(w, a0);
      return;
  }
}

/** `Yad_Main`: falls until it meets the floor. */
function main(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 4;
  m[a0 + OB_ACT_WID] = 0x14;
  m[a0 + OB_HEIGHT] = 0x11;
  m[a0 + OB_WIDTH] = 8;
  m[a0 + OB_COL_TYPE] = 0xcc;
  if (!fallToFloor(w, a0)) return;
  m[a0 + OB_STATUS] ^= 1;
}

/** `Yad_Move`: the pause runs out; it turns round and walks. */
function move(m: Uint8Array, a0: number): void {
  const t = (rw(m, a0 + YAD_WAIT) - 1) & 0xffff;
  ww(m, a0 + YAD_WAIT, t);
  if ((t & 0x8000) === 0) return;
  m[a0 + OB_2ND_ROUT] += 2;
  ww(m, a0 + OB_VEL_X, -0x100);
  m[a0 + OB_ANIM] = 1;
  const wasFlipped = (m[a0 + OB_STATUS] & 1) !== 0;
  m[a0 + OB_STATUS] ^= 1;
  if (!wasFlipped) ww(m, a0 + OB_VEL_X, 0x100);
}

/** `Yad_FixToFloor`. */
function fixToFloor(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  speedToPos(m, a0);
  const d1 = objFloorDist(w, a0);
  if (d1 < -8 || d1 >= 0xc) {
    pause(m, a0);
    return;
  }
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
  if (chkWall(w, a0)) pause(m, a0);
}

/** `Yad_Pause`. */
function pause(m: Uint8Array, a0: number): void {
  m[a0 + OB_2ND_ROUT] -= 2;
  ww(m, a0 + YAD_WAIT, 59);
  ww(m, a0 + OB_VEL_X, 0);
  m[a0 + OB_ANIM] = 0;
}

/** `Yad_ChkWall`: on one frame in four, a wall at its front. */
function chkWall(w: S1ObjectContext, a0: number): boolean {
  const m = w.m;
  // d7: ExecuteObjects' countdown for this slot ($7F - slot).
  const d7 = 0x7f - a0 / OBJECT_SIZE;
  if (((w.s[W_LEVEL_FRAME] + d7) & 3) !== 0) return false;
  const d3 = m[a0 + OB_ACT_WID];
  if (rsw(m, a0 + OB_VEL_X) < 0) return objHitWallLeft(w, a0, ~d3) < 0;
  return objHitWallRight(w, a0, d3) < 0;
}
