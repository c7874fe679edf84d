/**
 * Object $14 — lava balls (MZ, SLZ) (_incObj/14 Lava Ball.asm: `LavaBall`, `LBall_Main`,
 * `LBall_Action`, `LBall_ChkDel`, `LBall_Type00` ... `LBall_Type08`, `LBall_Delete`;
 * _anim/Fireballs.asm `Ani_Fire`).
 *
 * A fireball that hurts (touch type $8B). By type (the subtype):
 * - 0..3: thrown up at -$400, -$500, -$600, -$700 and falling back at $18 a frame; deleted the
 *   frame after it falls below where it started;
 * - 4: flies up at $200 until it meets a ceiling (ObjHitCeiling), 5: falls at $200 until it
 *   meets a floor (ObjFloorDist); 6 and 7: fly left / right at $200 until a wall (ObjHitWallLeft,
 *   with that routine's missing x mirror, / ObjHitWallRight). On contact it stops, becomes type 8
 *   (still) and plays its burst animation, whose end deletes it.
 * Objects loaded with objoff_29 set (by the Marble boss) draw 2 priorities lower.
 *
 * Quirk kept: it is displayed after LBall_ChkDel may have deleted it (the original's
 * display-after-free; the sprite queue skips an empty slot, as BuildSprites does).
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_HEIGHT, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_X, OB_VEL_Y,
  OB_WIDTH, OB_X, OB_Y, rsw, rw, speedToPos, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { objFloorDist } from '../objFloorDist.ts';
import { objHitCeiling, objHitWallLeft, objHitWallRight } from '../objHitWall.ts';

export const ID_LAVA_BALL = 0x14;

/** objoff_29: set by the boss's lava balls (drawn lower). */
const LBALL_LOW = 0x29;
/** objoff_30: the y it started from (types 0..3 end below it). */
const LBALL_ORIG_Y = 0x30;

/** LBall_Speeds by type (vertical; types 6 and 7 fly sideways at the same speed). */
export const SPEEDS: readonly number[] = [-0x400, -0x500, -0x600, -0x700, -0x200, 0x200, -0x200, 0x200, 0];

/** Ani_Fire: rising/falling, burst on a floor or ceiling, sideways, burst on a wall. */
export const ANI_FIRE: AnimationScripts = [
  [5, 0, 0x20, 1, 0x21, 0xff],
  [5, 2, 0xfc],
  [5, 3, 0x43, 4, 0x44, 0xff],
  [5, 5, 0xfc],
];

export function lavaBall(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      main(m, a0);
      action(w, a0);
      break;
    case 2:
      action(w, a0);
      break;
    case 4:
      deleteObject(m, a0);
      break;
  }
  displaySprite(w, a0);
}

/** `LBall_Main`. */
function main(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_HEIGHT] = 8;
  m[a0 + OB_WIDTH] = 8;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 3;
  m[a0 + OB_COL_TYPE] = 0x8b;
  ww(m, a0 + LBALL_ORIG_Y, rw(m, a0 + OB_Y));
  if (m[a0 + LBALL_LOW] !== 0) m[a0 + OB_PRIORITY] += 2;
  ww(m, a0 + OB_VEL_Y, SPEEDS[m[a0 + OB_SUBTYPE]] ?? 0);
  m[a0 + OB_ACT_WID] = 8;
  if (m[a0 + OB_SUBTYPE] < 6) return;
  m[a0 + OB_ACT_WID] = 0x10;
  m[a0 + OB_ANIM] = 2;
  ww(m, a0 + OB_VEL_X, rw(m, a0 + OB_VEL_Y));
  ww(m, a0 + OB_VEL_Y, 0);
}

/** `LBall_Action`, then `LBall_ChkDel`. */
function action(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  moveByType(w, a0);
  speedToPos(m, a0);
  animateSprite(m, a0, ANI_FIRE);
  if (outOfRange(w.s, rw(m, a0 + OB_X))) deleteObject(m, a0);
}

function moveByType(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_SUBTYPE]) {
    case 0:
    case 1:
    case 2:
    case 3: {
      ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
      if (rw(m, a0 + LBALL_ORIG_Y) < rw(m, a0 + OB_Y)) m[a0 + OB_ROUTINE] += 2;
      m[a0 + OB_STATUS] &= ~2;
      if (rsw(m, a0 + OB_VEL_Y) < 0) m[a0 + OB_STATUS] |= 2;
      return;
    }
    case 4:
      m[a0 + OB_STATUS] |= 2;
      if (objHitCeiling(w, a0) < 0) stop(m, a0, 1, OB_VEL_Y);
      return;
    case 5:
      m[a0 + OB_STATUS] &= ~2;
      if (objFloorDist(w, a0) < 0) stop(m, a0, 1, OB_VEL_Y);
      return;
    case 6:
      m[a0 + OB_STATUS] |= 1;
      if (objHitWallLeft(w, a0, -8) < 0) stop(m, a0, 3, OB_VEL_X);
      return;
    case 7:
      m[a0 + OB_STATUS] &= ~1;
      if (objHitWallRight(w, a0, 8) < 0) stop(m, a0, 3, OB_VEL_X);
      return;
  }
}

/** Contact: type 8 (still), the burst animation, the speed on that axis cleared. */
function stop(m: Uint8Array, a0: number, anim: number, speed: number): void {
  m[a0 + OB_SUBTYPE] = 8;
  m[a0 + OB_ANIM] = anim;
  ww(m, a0 + speed, 0);
}
