/**
 * Object $69 — spinning platforms and trapdoors (SBZ) (_incObj/69 SBZ Spinning Platforms.asm:
 * `SpinPlatform`, `Spin_Main`, `Spin_Trapdoor`, `.notsolid`, `Spin_Spinner`, `.notsolid2`;
 * _anim/SBZ Spinning Platforms.asm).
 *
 * Subtype bit 7 clear, a trapdoor: every (low nibble * $3C) frames (spin_timelen) it toggles
 * between opening and closing (frames 0..2 by 4); closed (frame 0) it is solid, $4B half wide,
 * $C high. Subtype bit 7 set, a spinning platform: it waits until v_framecount &
 * ((((subtype & $70) + $10) << 2) - 1) is 0, then after (low nibble * 6) + 1 more frames
 * toggles its spin (animation 2 / 3: frames 0..4 and their flips, 2 frames each); lying flat
 * (frame 0) it is solid, $1B half wide, 7 high. Either drops a Sonic standing on it when it
 * turns away (his standing bit and its own cleared, obSolid 0). RememberState every frame.
 */
import type { S1ObjectContext } from '../context.ts';
import { rememberState } from '../objectManager.ts';
import { OB_ACT_WID, OB_ANIM, OB_FRAME, OB_RENDER, OB_ROUTINE, OB_SOLID, OB_STATUS, OB_SUBTYPE, OB_X, rw, ww } from '../ram.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { solidObject } from '../solidObject.ts';
import { P_STATUS, ST_ON_OBJECT, W_LEVEL_FRAME } from '../../../../state/layout.ts';

export const ID_SPIN_PLATFORM = 0x69;
/** spin_timer (objoff_30), spin_timelen (objoff_32); objoff_34 the spinner's "counting" flag, objoff_36 its frame mask. */
const SPIN_TIMER = 0x30;
const SPIN_TIMELEN = 0x32;
const SPIN_COUNTING = 0x34;
const SPIN_MASK = 0x36;

export const SPIN: readonly number[] = [1, 0, 1, 2, 3, 4, 0x43, 0x42, 0x41, 0x40, 0x61, 0x62, 0x63, 0x64, 0x23, 0x22, 0x21, 0, 0xfe, 1];
/** Ani_Spin: the trapdoor opening and closing, the platform's two spins. */
export const ANI_SPIN: AnimationScripts = [[3, 0, 1, 2, 0xfe, 1], [3, 2, 1, 0, 0xfe, 1], SPIN, SPIN];

export function spinPlatform(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      if (spinMain(m, a0)) spinner(w, a0);
      else trapdoor(w, a0);
      return;
    case 2:
      trapdoor(w, a0);
      return;
    default:
      spinner(w, a0);
  }
}

/** `Spin_Main`: true for a spinning platform. */
function spinMain(m: Uint8Array, a0: number): boolean {
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_ACT_WID] = 0x80;
  const sub = m[a0 + OB_SUBTYPE];
  ww(m, a0 + SPIN_TIMELEN, (sub & 0xf) * 0x3c);
  if ((sub & 0x80) === 0) return false;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_ACT_WID] = 0x10;
  m[a0 + OB_ANIM] = 2;
  ww(m, a0 + SPIN_TIMER, (sub & 0xf) * 6);
  ww(m, a0 + SPIN_TIMELEN, (sub & 0xf) * 6);
  ww(m, a0 + SPIN_MASK, (((sub & 0x70) + 0x10) << 2) - 1);
  return true;
}

/** Routine 2 (`Spin_Trapdoor`). */
function trapdoor(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (countDown(m, a0)) {
    ww(m, a0 + SPIN_TIMER, rw(m, a0 + SPIN_TIMELEN));
    m[a0 + OB_ANIM] ^= 1;
  }
  animateSprite(m, a0, ANI_SPIN);
  solidWhenFlat(w, a0, 0x4b, 0xc);
}

/** Routine 4 (`Spin_Spinner`). */
function spinner(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if ((w.s[W_LEVEL_FRAME] & rw(m, a0 + SPIN_MASK) & 0xffff) === 0) m[a0 + SPIN_COUNTING] = 1;
  if (m[a0 + SPIN_COUNTING] !== 0 && countDown(m, a0)) {
    ww(m, a0 + SPIN_TIMER, rw(m, a0 + SPIN_TIMELEN));
    m[a0 + SPIN_COUNTING] = 0;
    m[a0 + OB_ANIM] ^= 1;
  }
  animateSprite(m, a0, ANI_SPIN);
  solidWhenFlat(w, a0, 0x1b, 7);
}

/** `subq.w #1,spin_timer; bpl`: true when it went below 0. */
function countDown(m: Uint8Array, a0: number): boolean {
  const t = (rw(m, a0 + SPIN_TIMER) - 1) & 0xffff;
  ww(m, a0 + SPIN_TIMER, t);
  return (t & 0x8000) !== 0;
}

/** Frame 0: SolidObject (d1 half width, d2 height, d3 = d2 + 1); otherwise a standing Sonic is dropped. */
function solidWhenFlat(w: S1ObjectContext, a0: number, d1: number, d2: number): void {
  const m = w.m;
  if (m[a0 + OB_FRAME] === 0) solidObject(w, a0, d1, d2, d2 + 1, rw(m, a0 + OB_X));
  else if (m[a0 + OB_STATUS] & 8) {
    w.s[P_STATUS] &= ~ST_ON_OBJECT;
    m[a0 + OB_STATUS] &= ~8;
    m[a0 + OB_SOLID] = 0;
  }
  rememberState(w, a0);
}
