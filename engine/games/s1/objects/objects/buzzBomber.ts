/**
 * Object $22 — Buzz Bomber (_incObj/22 Buzz Bomber.asm: `BuzzBomber`, `Buzz_Main`,
 * `Buzz_Action` with `.move` / `.fire` / `.chknearsonic` / `.chgdirection` / `.stop`,
 * `Buzz_Delete`; _anim/Buzz Bomber.asm).
 *
 * It hovers (buzz_timedelay counting down), then flies 128 frames at $400 a frame (obStatus bit
 * 0 set → right), turning round and hovering 60 frames at the end. Flying on screen within $60 px
 * of Sonic (x only), it stops for 30 frames and then fires a missile ($23) into a free slot:
 * $18 px ahead and $1C below, at ±$200 and $200 down, after $E frames of flare; it fires once per
 * flight (buzz_buzzstatus 1). An enemy of type 8 (24 x 12). RememberState unloads it.
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { deleteObject, findFreeObj, rememberState } from '../objectManager.ts';
import {
  OB_2ND_ROUT, OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_VEL_X, OB_VEL_Y,
  OB_X, OB_Y, RENDER_ON_SCREEN, rw, speedToPos, writeObjectPointer, ww,
} from '../ram.ts';
import { sonicX } from '../sonic.ts';
import { ID_MISSILE } from './missile.ts';

export const ID_BUZZ_BOMBER = 0x22;
/** buzz_timedelay (objoff_32, a word), buzz_buzzstatus (objoff_34), buzz_parent (objoff_3C, the missile's). */
const TIME_DELAY = 0x32;
const BUZZ_STATUS = 0x34;
const PARENT = 0x3c;

/** Ani_Buzz: hovering, flying, firing. */
export const ANI_BUZZ: AnimationScripts = [
  [1, 0, 1, 0xff],
  [1, 2, 3, 0xff],
  [1, 4, 5, 0xff],
];

export function buzzBomber(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      m[a0 + OB_ROUTINE] += 2;
      m[a0 + OB_RENDER] = 4;
      m[a0 + OB_PRIORITY] = 3;
      m[a0 + OB_COL_TYPE] = 8;
      m[a0 + OB_ACT_WID] = 0x18;
      buzzAction(w, a0);
      return;
    case 2:
      buzzAction(w, a0);
      return;
    default:
      deleteObject(m, a0);
  }
}

function buzzAction(w: S1ObjectContext, a0: number): void {
  if (w.m[a0 + OB_2ND_ROUT] === 0) move(w, a0);
  else chkNearSonic(w, a0);
  animateSprite(w.m, a0, ANI_BUZZ);
  rememberState(w, a0);
}

function countDown(m: Uint8Array, a0: number): boolean {
  const t = (rw(m, a0 + TIME_DELAY) - 1) & 0xffff;
  ww(m, a0 + TIME_DELAY, t);
  return (t & 0x8000) !== 0;
}

function move(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (!countDown(m, a0)) return;
  if (m[a0 + BUZZ_STATUS] & 2) {
    fire(w, a0);
    return;
  }
  m[a0 + OB_2ND_ROUT] += 2;
  ww(m, a0 + TIME_DELAY, 127);
  ww(m, a0 + OB_VEL_X, 0x400);
  m[a0 + OB_ANIM] = 1;
  if ((m[a0 + OB_STATUS] & 1) === 0) ww(m, a0 + OB_VEL_X, -0x400);
}

function fire(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = findFreeObj(m);
  if (a1 < 0) return;
  m[a1 + OB_ID] = ID_MISSILE;
  ww(m, a1 + OB_X, rw(m, a0 + OB_X));
  ww(m, a1 + OB_Y, rw(m, a0 + OB_Y) + 0x1c);
  ww(m, a1 + OB_VEL_Y, 0x200);
  ww(m, a1 + OB_VEL_X, 0x200);
  let d0 = 0x18;
  if ((m[a0 + OB_STATUS] & 1) === 0) {
    d0 = -d0;
    ww(m, a1 + OB_VEL_X, -0x200);
  }
  ww(m, a1 + OB_X, rw(m, a1 + OB_X) + d0);
  m[a1 + OB_STATUS] = m[a0 + OB_STATUS];
  ww(m, a1 + TIME_DELAY, 0xe);
  writeObjectPointer(m, a1 + PARENT, a0);
  m[a0 + BUZZ_STATUS] = 1;
  ww(m, a0 + TIME_DELAY, 59);
  m[a0 + OB_ANIM] = 2;
}

function chkNearSonic(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (countDown(m, a0)) {
    // .chgdirection
    m[a0 + BUZZ_STATUS] = 0;
    m[a0 + OB_STATUS] ^= 1;
    ww(m, a0 + TIME_DELAY, 59);
    stop(m, a0);
    return;
  }
  speedToPos(m, a0);
  if (m[a0 + BUZZ_STATUS] !== 0) return;
  let d0 = (sonicX(w.s) - rw(m, a0 + OB_X)) & 0xffff;
  if (d0 & 0x8000) d0 = -d0 & 0xffff;
  if (d0 >= 0x60) return;
  if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) return;
  m[a0 + BUZZ_STATUS] = 2;
  ww(m, a0 + TIME_DELAY, 29);
  stop(m, a0);
}

function stop(m: Uint8Array, a0: number): void {
  m[a0 + OB_2ND_ROUT] -= 2;
  ww(m, a0 + OB_VEL_X, 0);
  m[a0 + OB_ANIM] = 0;
}
