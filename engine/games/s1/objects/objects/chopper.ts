/**
 * Object $2B — Chopper, the jumping fish (_incObj/2B Chopper.asm: `Chopper`, `Chop_Main`,
 * `Chop_ChgSpeed`; _anim/Chopper.asm).
 *
 * It leaps from its placed y at -$700, slowing by $18 a frame; once its y word is below the
 * start again it is put back there (the pixel word only: the subpixels carry over) and leaps
 * again. Its animation: fast while more than $C0 px above the start; below that, slow while
 * rising and still while falling. An enemy of type 9 (12 x 16); RememberState unloads it.
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { rememberState } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_VEL_Y, OB_Y, rsw, rw, speedToPos, ww,
} from '../ram.ts';

export const ID_CHOPPER = 0x2b;
/** chop_origY (objoff_30). */
const ORIG_Y = 0x30;
const CHOPPER_LEAP = -0x700;

/** Ani_Chop: slow, fast, still. */
export const ANI_CHOP: AnimationScripts = [
  [7, 0, 1, 0xff],
  [3, 0, 1, 0xff],
  [7, 0, 0xff],
];

export function chopper(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_RENDER] = 4;
    m[a0 + OB_PRIORITY] = 4;
    m[a0 + OB_COL_TYPE] = 9;
    m[a0 + OB_ACT_WID] = 0x10;
    ww(m, a0 + OB_VEL_Y, CHOPPER_LEAP);
    ww(m, a0 + ORIG_Y, rw(m, a0 + OB_Y));
  }
  chgSpeed(m, a0);
  rememberState(w, a0);
}

function chgSpeed(m: Uint8Array, a0: number): void {
  animateSprite(m, a0, ANI_CHOP);
  speedToPos(m, a0);
  ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
  let d0 = rw(m, a0 + ORIG_Y);
  if (d0 < rw(m, a0 + OB_Y)) {
    ww(m, a0 + OB_Y, d0);
    ww(m, a0 + OB_VEL_Y, CHOPPER_LEAP);
  }
  m[a0 + OB_ANIM] = 1;
  d0 = (d0 - 0xc0) & 0xffff;
  if (d0 >= rw(m, a0 + OB_Y)) return;
  m[a0 + OB_ANIM] = 0;
  if (rsw(m, a0 + OB_VEL_Y) < 0) return;
  m[a0 + OB_ANIM] = 2;
}
