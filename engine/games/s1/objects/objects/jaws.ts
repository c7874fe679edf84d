/**
 * Object $2C — Jaws (LZ, SBZ3) (_incObj/2C Jaws.asm: `Jaws`, `Jaws_Main`, `Jaws_Turn`;
 * _anim/Jaws.asm).
 *
 * Swims at $40 a frame (left, or right when placed x-flipped) and turns round every
 * subtype × 64 frames (the word starts at subtype × 64 - 1 and turns when it passes below 0:
 * subtype × 64 frames a leg, the first one short by one since Jaws_Main falls into Jaws_Turn).
 * A turn sets obPrevAni to 1, which restarts the swim script. Collision type $A (an enemy).
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { rememberState } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_COL_TYPE, OB_PREV_ANI, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_X, rsw, rw,
  speedToPos, ww,
} from '../ram.ts';

export const ID_JAWS = 0x2c;
/** jaws_timecount (objoff_30) and jaws_timedelay (objoff_32), words. */
const TIME_COUNT = 0x30;
const TIME_DELAY = 0x32;

/** Ani_Jaws: swim. */
export const ANI_JAWS: AnimationScripts = [[7, 0, 1, 2, 3, 0xff]];

export function jaws(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_RENDER] |= 4;
    m[a0 + OB_COL_TYPE] = 0xa;
    m[a0 + OB_PRIORITY] = 4;
    m[a0 + OB_ACT_WID] = 0x10;
    const d0 = ((m[a0 + OB_SUBTYPE] << 6) - 1) & 0xffff;
    ww(m, a0 + TIME_COUNT, d0);
    ww(m, a0 + TIME_DELAY, d0);
    ww(m, a0 + OB_VEL_X, -0x40);
    if (m[a0 + OB_STATUS] & 1) ww(m, a0 + OB_VEL_X, 0x40);
  }
  const t = (rw(m, a0 + TIME_COUNT) - 1) & 0xffff;
  ww(m, a0 + TIME_COUNT, t);
  if (t & 0x8000) {
    ww(m, a0 + TIME_COUNT, rw(m, a0 + TIME_DELAY));
    ww(m, a0 + OB_VEL_X, -rsw(m, a0 + OB_VEL_X));
    m[a0 + OB_STATUS] ^= 1;
    m[a0 + OB_PREV_ANI] = 1;
  }
  animateSprite(m, a0, ANI_JAWS);
  speedToPos(m, a0);
  rememberState(w, a0);
}
