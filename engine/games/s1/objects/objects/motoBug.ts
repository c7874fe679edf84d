/**
 * Object $40 — Moto Bug (_incObj/40 Moto Bug.asm: `MotoBug`, `Moto_Main`, `Moto_Action` with
 * its `.move` / `.findfloor` / `.pause`, `Moto_Animate`, `Moto_Delete`; _anim/Moto Bug.asm).
 *
 * Placed in the air, it falls (ObjectFall) until ObjFloorDist finds the floor, then turns round
 * (bchg of obStatus bit 0) and starts: it pauses (objoff_30 counts down, 59 frames after each
 * stop), then drives at $100 a frame, facing its obStatus bit 0 (bit set → right), following
 * the floor within -8..$B px; anything else stops it and turns it round at the next start.
 * While driving it puffs exhaust every 16 frames: a Moto Bug with obAnim 2 in a free slot,
 * which only animates and deletes itself at its script's end ($FC → Moto_Delete). Collision
 * type $C (an enemy, 20 x 16); RememberState unloads it off screen.
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { deleteObject, findFreeObj, rememberState } from '../objectManager.ts';
import { fallToFloor, objFloorDist } from '../objFloorDist.ts';
import {
  OB_2ND_ROUT, OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_VEL_X,
  OB_WIDTH, OB_X, OB_Y, rw, speedToPos, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';

export const ID_MOTO_BUG = 0x40;
/** objoff_30: the pause timer (word); objoff_33: frames to the next puff of smoke. */
const TIME = 0x30;
const SMOKE_DELAY = 0x33;

/** Ani_Moto: standing, walking, the exhaust smoke (ending in the next routine: Moto_Delete). */
export const ANI_MOTO: AnimationScripts = [
  [0xf, 2, 0xff],
  [7, 0, 1, 0, 2, 0xff],
  [1, 3, 6, 3, 6, 4, 6, 4, 6, 4, 6, 5, 0xfc],
];

export function motoBug(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      motoMain(w, a0);
      return;
    case 2:
      motoAction(w, a0);
      return;
    case 4:
      motoAnimate(w, a0);
      return;
    default:
      deleteObject(w.m, a0);
  }
}

function motoMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 4;
  m[a0 + OB_ACT_WID] = 0x14;
  if (m[a0 + OB_ANIM] !== 0) {
    // The exhaust smoke.
    m[a0 + OB_ROUTINE] += 4;
    motoAnimate(w, a0);
    return;
  }
  m[a0 + OB_HEIGHT] = 0xe;
  m[a0 + OB_WIDTH] = 8;
  m[a0 + OB_COL_TYPE] = 0xc;
  if (!fallToFloor(w, a0)) return;
  m[a0 + OB_STATUS] ^= 1;
}

function motoAction(w: S1ObjectContext, a0: number): void {
  if (w.m[a0 + OB_2ND_ROUT] === 0) move(w.m, a0);
  else findFloor(w, a0);
  animateSprite(w.m, a0, ANI_MOTO);
  rememberState(w, a0);
}

/** `.move`: the pause runs out; drive off, turned round. */
function move(m: Uint8Array, a0: number): void {
  const t = (rw(m, a0 + TIME) - 1) & 0xffff;
  ww(m, a0 + TIME, t);
  if ((t & 0x8000) === 0) return;
  m[a0 + OB_2ND_ROUT] += 2;
  ww(m, a0 + OB_VEL_X, -0x100);
  m[a0 + OB_ANIM] = 1;
  const was = m[a0 + OB_STATUS] & 1;
  m[a0 + OB_STATUS] ^= 1;
  if (was === 0) ww(m, a0 + OB_VEL_X, 0x100);
}

/** `.findfloor`: drive along the floor, puffing smoke; no floor within -8..$B → `.pause`. */
function findFloor(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  speedToPos(m, a0);
  const d1 = objFloorDist(w, a0);
  if (d1 < -8 || d1 >= 0xc) {
    m[a0 + OB_2ND_ROUT] -= 2;
    ww(m, a0 + TIME, 59);
    ww(m, a0 + OB_VEL_X, 0);
    m[a0 + OB_ANIM] = 0;
    return;
  }
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
  m[a0 + SMOKE_DELAY] = (m[a0 + SMOKE_DELAY] - 1) & 0xff;
  if ((m[a0 + SMOKE_DELAY] & 0x80) === 0) return;
  m[a0 + SMOKE_DELAY] = 0xf;
  const a1 = findFreeObj(m);
  if (a1 < 0) return;
  m[a1 + OB_ID] = ID_MOTO_BUG;
  ww(m, a1 + OB_X, rw(m, a0 + OB_X));
  ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
  m[a1 + OB_STATUS] = m[a0 + OB_STATUS];
  m[a1 + OB_ANIM] = 2;
}

function motoAnimate(w: S1ObjectContext, a0: number): void {
  animateSprite(w.m, a0, ANI_MOTO);
  displaySprite(w, a0);
}

