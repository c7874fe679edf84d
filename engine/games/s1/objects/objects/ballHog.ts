/**
 * Object $1E — Ball Hog (SBZ) (_incObj/1E Ball Hog.asm: `BallHog`, `Hog_Main`, `Hog_Action`,
 * `.setlaunchflag`, `.makeball`; _anim/Ball Hog.asm).
 *
 * It falls (ObjectFall) until ObjFloorDist finds the floor below its feet (obHeight $13), then
 * stands and runs its animation (22 steps of 10 frames). Each time the animation reaches frame 1
 * (its last step), it throws one cannonball ($20) into the first free slot: 4 px in front of it
 * (left, or right when x-flipped) and $C px lower, at x speed -$100 (+$100 flipped), with its own
 * subtype (the cannonball's fuse in seconds). hog_launchflag (objoff_32) makes it one ball per
 * time frame 1 shows. An enemy on touch (type 5: size 5 = $C x $14). RememberState once standing.
 */
import type { S1ObjectContext } from '../context.ts';
import { findFreeObj, rememberState } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_X,
  OB_VEL_Y, OB_WIDTH, OB_X, OB_Y, rw, ww,
} from '../ram.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { fallToFloor, objFloorDist } from '../objFloorDist.ts';
import { ID_CANNONBALL } from './cannonball.ts';

export const ID_BALL_HOG = 0x1e;
/** hog_launchflag (objoff_32): 0 = throw a ball the next time frame 1 shows. */
const HOG_LAUNCHFLAG = 0x32;

/** Ani_Hog. */
export const ANI_HOG: AnimationScripts = [[9, 0, 0, 2, 2, 3, 2, 0, 0, 2, 2, 3, 2, 0, 0, 2, 2, 3, 2, 0, 0, 1, 0xff]];

export function ballHog(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    hogMain(w, a0);
    return;
  }
  animateSprite(m, a0, ANI_HOG);
  if (m[a0 + OB_FRAME] !== 1) m[a0 + HOG_LAUNCHFLAG] = 0;
  else if (m[a0 + HOG_LAUNCHFLAG] === 0) makeBall(m, a0);
  rememberState(w, a0);
}

function hogMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_HEIGHT] = 0x13;
  m[a0 + OB_WIDTH] = 8;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 4;
  m[a0 + OB_COL_TYPE] = 5;
  m[a0 + OB_ACT_WID] = 0xc;
  if (!fallToFloor(w, a0)) return;
}

function makeBall(m: Uint8Array, a0: number): void {
  m[a0 + HOG_LAUNCHFLAG] = 1;
  const a1 = findFreeObj(m);
  if (a1 < 0) return;
  m[a1 + OB_ID] = ID_CANNONBALL;
  ww(m, a1 + OB_X, rw(m, a0 + OB_X));
  ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
  ww(m, a1 + OB_VEL_X, -0x100);
  ww(m, a1 + OB_VEL_Y, 0);
  let d0 = -4;
  if (m[a0 + OB_STATUS] & 1) {
    d0 = 4;
    ww(m, a1 + OB_VEL_X, 0x100);
  }
  ww(m, a1 + OB_X, rw(m, a1 + OB_X) + d0);
  ww(m, a1 + OB_Y, rw(m, a1 + OB_Y) + 0xc);
  m[a1 + OB_SUBTYPE] = m[a0 + OB_SUBTYPE];
}
