/**
 * Object $6D — flame thrower (SBZ) (_incObj/6D Flamethrower.asm: `Flamethrower`, `Flame_Main`,
 * `Flame_Action`, `loc_E57A`, `Flame_ChkDel`; _anim/Flamethrower.asm).
 *
 * Subtype: high nibble * $20 frames of flame (objoff_32), low nibble * $20 frames of pause
 * (objoff_34); the timer (objoff_30) starts at the flame time. Each time it runs out the
 * animation toggles between flaming (0, or 2 for the y-flipped valve) and dying out (1 / 3);
 * the flame hurts on touch (type $A3: hurt, size $23 = 8 x $20) only while the animation shows
 * its biggest frame ($A for the pipe, $15 for the valve). Out of range it is deleted; otherwise
 * DisplaySprite.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_X, OB_Y, rw, ww,
} from '../ram.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { displaySprite } from '../spriteQueue.ts';

export const ID_FLAMETHROWER = 0x6d;
/** objoff_30: the timer; objoff_32: the flame time; objoff_34: the pause time; objoff_36: the hurting frame. */
const TIMER = 0x30;
const FLAME_TIME = 0x32;
const PAUSE_TIME = 0x34;
const HURT_FRAME = 0x36;

/** Ani_Flame: the pipe's flame and its dying out, the valve's. */
export const ANI_FLAME: AnimationScripts = [
  [3, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0xa, 0xfe, 2],
  [0, 9, 7, 5, 3, 1, 0, 0xfe, 1],
  [3, 0xb, 0xc, 0xd, 0xe, 0xf, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0xfe, 2],
  [0, 0x14, 0x12, 0x11, 0xf, 0xd, 0xb, 0xfe, 1],
];

export function flamethrower(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) flameMain(m, a0);
  const t = (rw(m, a0 + TIMER) - 1) & 0xffff;
  ww(m, a0 + TIMER, t);
  if (t & 0x8000) {
    ww(m, a0 + TIMER, rw(m, a0 + PAUSE_TIME));
    // `bchg #0,obAnim; beq`: from flaming (bit 0 clear) to dying out keeps the pause time.
    const was = m[a0 + OB_ANIM] & 1;
    m[a0 + OB_ANIM] ^= 1;
    if (was) ww(m, a0 + TIMER, rw(m, a0 + FLAME_TIME));
  }
  animateSprite(m, a0, ANI_FLAME);
  m[a0 + OB_COL_TYPE] = m[a0 + HURT_FRAME] === m[a0 + OB_FRAME] ? 0xa3 : 0;
  if (outOfRange(w.s, rw(m, a0 + OB_X))) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

function flameMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_PRIORITY] = 1;
  // The original stores obY here first; the flame time overwrites it at once.
  ww(m, a0 + TIMER, rw(m, a0 + OB_Y));
  m[a0 + OB_ACT_WID] = 0xc;
  const flame = (m[a0 + OB_SUBTYPE] & 0xf0) * 2;
  ww(m, a0 + TIMER, flame);
  ww(m, a0 + FLAME_TIME, flame);
  ww(m, a0 + PAUSE_TIME, (m[a0 + OB_SUBTYPE] & 0xf) << 5);
  m[a0 + HURT_FRAME] = 0xa;
  if (m[a0 + OB_STATUS] & 2) {
    m[a0 + OB_ANIM] = 2;
    m[a0 + HURT_FRAME] = 0x15;
  }
}
