/**
 * Object $1F — Crabmeat and its fireballs (_incObj/1F Crabmeat.asm: `Crabmeat`, `Crab_Main`,
 * `Crab_Action` with `.waittofire` / `.movecrab` / `.fire` / `.walkonfloor` / `loc_9654` /
 * `loc_966E`, `Crab_SetAni`, `Crab_Delete`, `Crab_BallMain`, `Crab_BallMove`; _anim/Crabmeat.asm).
 *
 * It falls to the floor and takes its angle (ObjFloorDist's d3). Then, in turn: waits
 * (crab_timedelay, 59 frames after each walk), and on screen every second wait ends by firing
 * (bit 1 of crab_mode): two fireballs into free slots, 16 px left and right, at -$100 / +$100
 * and -$400 up, falling with ObjectFall (gravity $38) and hurting on touch (type $87); the next
 * wait is 59 frames again. Otherwise it walks for 127 frames at $80 a frame, turned round each
 * time (obStatus bit 0 set → left); on alternate frames it checks the floor 16 px ahead
 * (ObjFloorDist2: -8..$B, else it stops) or snaps to the floor under it and takes its angle.
 * The animation follows the slope (Crab_SetAni). An enemy of type 6 (16 x 16).
 * The fireball is queued for display before it deletes itself below the level (a bug the
 * disassembly's FixBugs corrects; here the queue simply keeps an empty slot, as BuildSprites
 * skips it).
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { deleteObject, findFreeObj, rememberState } from '../objectManager.ts';
import { floorResult, objFloorDist, objFloorDist2 } from '../objFloorDist.ts';
import {
  OB_2ND_ROUT, OB_ACT_WID, OB_ANGLE, OB_ANIM, OB_COL_TYPE, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS,
  OB_VEL_X, OB_VEL_Y, OB_WIDTH, OB_X, OB_Y, RENDER_ON_SCREEN, objectFall, rw, speedToPos, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { W_LIMIT_BOTTOM } from '../../../../state/layout.ts';

export const ID_CRABMEAT = 0x1f;
/** crab_timedelay (objoff_30, a word) and crab_mode (objoff_32: bit 0 alternates the floor checks, bit 1 the firing). */
const TIME_DELAY = 0x30;
const MODE = 0x32;
/** Routine numbers: the fireball's. */
const BALL_MAIN = 6;

/** Ani_Crab. */
export const ANI_CRAB: AnimationScripts = [
  [0xf, 0, 0xff],
  [0xf, 2, 0xff],
  [0xf, 0x22, 0xff],
  [0xf, 1, 0x21, 0, 0xff],
  [0xf, 0x21, 3, 2, 0xff],
  [0xf, 1, 0x23, 0x22, 0xff],
  [0xf, 4, 0xff],
  [1, 5, 6, 0xff],
];

export function crabmeat(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      crabMain(w, a0);
      return;
    case 2:
      crabAction(w, a0);
      return;
    case 4:
      deleteObject(w.m, a0);
      return;
    case 6:
      ballMain(w, a0);
      return;
    default:
      ballMove(w, a0);
  }
}

function crabMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_HEIGHT] = 0x10;
  m[a0 + OB_WIDTH] = 8;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 3;
  m[a0 + OB_COL_TYPE] = 6;
  m[a0 + OB_ACT_WID] = 0x15;
  objectFall(m, a0);
  const d1 = objFloorDist(w, a0);
  if (d1 >= 0) return;
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
  m[a0 + OB_ANGLE] = floorResult.angle;
  ww(m, a0 + OB_VEL_Y, 0);
  m[a0 + OB_ROUTINE] += 2;
}

function crabAction(w: S1ObjectContext, a0: number): void {
  if (w.m[a0 + OB_2ND_ROUT] === 0) waitToFire(w, a0);
  else walkOnFloor(w, a0);
  animateSprite(w.m, a0, ANI_CRAB);
  rememberState(w, a0);
}

/** Decrements the delay word; returns whether it went negative. */
function countDown(m: Uint8Array, a0: number): boolean {
  const t = (rw(m, a0 + TIME_DELAY) - 1) & 0xffff;
  ww(m, a0 + TIME_DELAY, t);
  return (t & 0x8000) !== 0;
}

function waitToFire(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (!countDown(m, a0)) return;
  if (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) {
    const was = m[a0 + MODE] & 2;
    m[a0 + MODE] ^= 2;
    if (was !== 0) {
      fire(w, a0);
      return;
    }
  }
  // .movecrab
  m[a0 + OB_2ND_ROUT] += 2;
  ww(m, a0 + TIME_DELAY, 127);
  ww(m, a0 + OB_VEL_X, 0x80);
  m[a0 + OB_ANIM] = crabSetAni(m, a0) + 3;
  const flipped = m[a0 + OB_STATUS] & 1;
  m[a0 + OB_STATUS] ^= 1;
  if (flipped === 0) ww(m, a0 + OB_VEL_X, -0x80);
}

function fire(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  ww(m, a0 + TIME_DELAY, 59);
  m[a0 + OB_ANIM] = 6;
  for (const dx of [-0x10, 0x10]) {
    const a1 = findFreeObj(m);
    if (a1 < 0) continue;
    m[a1 + OB_ID] = ID_CRABMEAT;
    m[a1 + OB_ROUTINE] = BALL_MAIN;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X) + dx);
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    ww(m, a1 + OB_VEL_X, dx === -0x10 ? -0x100 : 0x100);
  }
}

function walkOnFloor(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (countDown(m, a0)) {
    stop(m, a0);
    return;
  }
  speedToPos(m, a0);
  const was = m[a0 + MODE] & 1;
  m[a0 + MODE] ^= 1;
  if (was !== 0) {
    // loc_9654: onto the floor under it.
    const d1 = objFloorDist(w, a0);
    ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
    m[a0 + OB_ANGLE] = floorResult.angle;
    m[a0 + OB_ANIM] = crabSetAni(m, a0) + 3;
    return;
  }
  let d3 = rw(m, a0 + OB_X) + 0x10;
  if (m[a0 + OB_STATUS] & 1) d3 -= 0x20;
  const d1 = objFloorDist2(w, a0, d3 & 0xffff);
  if (d1 < -8 || d1 >= 0xc) stop(m, a0);
}

/** `loc_966E`: back to waiting, 59 frames. */
function stop(m: Uint8Array, a0: number): void {
  m[a0 + OB_2ND_ROUT] -= 2;
  ww(m, a0 + TIME_DELAY, 59);
  ww(m, a0 + OB_VEL_X, 0);
  m[a0 + OB_ANIM] = crabSetAni(m, a0);
}

/** `Crab_SetAni`: 0 level (angle within ±5), else 1 or 2 by the slope's direction against its facing. */
function crabSetAni(m: Uint8Array, a0: number): number {
  const d3 = m[a0 + OB_ANGLE];
  const right = (m[a0 + OB_STATUS] & 1) !== 0;
  if ((d3 & 0x80) === 0) {
    if (d3 < 6) return 0;
    return right ? 1 : 2;
  }
  if (d3 > 0xfa) return 0;
  return right ? 2 : 1;
}

function ballMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 3;
  m[a0 + OB_COL_TYPE] = 0x87;
  m[a0 + OB_ACT_WID] = 8;
  ww(m, a0 + OB_VEL_Y, -0x400);
  m[a0 + OB_ANIM] = 7;
  ballMove(w, a0);
}

function ballMove(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  animateSprite(m, a0, ANI_CRAB);
  objectFall(m, a0);
  displaySprite(w, a0);
  if (((w.s[W_LIMIT_BOTTOM] + 0xe0) & 0xffff) < rw(m, a0 + OB_Y)) deleteObject(m, a0);
}
