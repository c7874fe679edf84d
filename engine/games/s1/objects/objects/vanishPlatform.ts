/**
 * Object $6C — vanishing platforms (SBZ) (_incObj/6C SBZ Vanishing Platforms.asm:
 * `VanishPlatform`, `VanP_Main`, `loc_16068`, `VanP_Vanish`, `VanP_Appear`, `.wait`,
 * `.loc_160D6`, `.notsolid`; _anim/SBZ Vanishing Platforms.asm).
 *
 * Subtype: low nibble n gives the cycle: (n + 1) * $80 frames; high nibble h its phase. The
 * platform waits (routine 6) until (v_framecount - h * (n + 1) * $80 / $100) & ((n + 1) * $80 + $7F)
 * is 0 — the phase objoff_36 = (h << 4) * ((n + 1) * $80 + $80) >> 8, the mask objoff_38 —
 * then alternates: vanishing (animation 0: frames 0..3 by 8) for $80 frames, appearing
 * (animation 1) for (n + 1) * $80 frames. While its frame has bit 1 clear (frames 0 and 1) it is
 * a platform: routine 2 lands Sonic (PlatformObject, half width $10), routine 4 carries him
 * (ExitPlatform, MvSonicOnPtfm2); once gone it drops him (his standing bit and its own cleared,
 * back to routine 2). RememberState every frame.
 */
import type { S1ObjectContext } from '../context.ts';
import { rememberState } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_ANIM, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SOLID, OB_STATUS, OB_SUBTYPE, OB_X, rw, ww,
} from '../ram.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { exitPlatform, platformObject } from '../platformObject.ts';
import { mvSonicOnPtfm2 } from '../solidObject.ts';
import { P_STATUS, ST_ON_OBJECT, W_LEVEL_FRAME } from '../../../../state/layout.ts';

export const ID_VANISH_PLATFORM = 0x6c;
/** vanp_timer (objoff_30), vanp_timelen (objoff_32); objoff_36 the phase, objoff_38 the mask. */
const VANP_TIMER = 0x30;
const VANP_TIMELEN = 0x32;
const VANP_PHASE = 0x36;
const VANP_MASK = 0x38;

/** Ani_Van: vanishing, appearing (each holds its last frame). */
export const ANI_VAN: AnimationScripts = [
  [7, 0, 1, 2, 3, 0xfe, 1],
  [7, 3, 2, 1, 0, 0xfe, 1],
];

export function vanishPlatform(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      vanpMain(m, a0);
      waitForPhase(w, a0);
      return;
    case 6:
      waitForPhase(w, a0);
      return;
    default:
      vanishAppear(w, a0);
  }
}

function vanpMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 6;
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_ACT_WID] = 0x10;
  m[a0 + OB_PRIORITY] = 4;
  let d0 = ((m[a0 + OB_SUBTYPE] & 0xf) + 1) << 7;
  let d1 = d0;
  d0 -= 1;
  ww(m, a0 + VANP_TIMER, d0);
  ww(m, a0 + VANP_TIMELEN, d0);
  d1 += 0x80;
  // `mulu.w d1,d0; lsr.l #8,d0`.
  ww(m, a0 + VANP_PHASE, ((m[a0 + OB_SUBTYPE] & 0xf0) * d1) >>> 8);
  ww(m, a0 + VANP_MASK, d1 - 1);
}

/** Routine 6 (`loc_16068`). */
function waitForPhase(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (((w.s[W_LEVEL_FRAME] - rw(m, a0 + VANP_PHASE)) & rw(m, a0 + VANP_MASK) & 0xffff) === 0) {
    m[a0 + OB_ROUTINE] -= 4;
    vanishAppear(w, a0);
    return;
  }
  animateSprite(m, a0, ANI_VAN);
  rememberState(w, a0);
}

/** Routines 2 and 4 (`VanP_Vanish`, `VanP_Appear`). */
function vanishAppear(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = (rw(m, a0 + VANP_TIMER) - 1) & 0xffff;
  ww(m, a0 + VANP_TIMER, t);
  if (t & 0x8000) {
    ww(m, a0 + VANP_TIMER, 127);
    if (m[a0 + OB_ANIM] !== 0) ww(m, a0 + VANP_TIMER, rw(m, a0 + VANP_TIMELEN));
    m[a0 + OB_ANIM] ^= 1;
  }
  animateSprite(m, a0, ANI_VAN);
  if ((m[a0 + OB_FRAME] & 2) === 0) {
    if (m[a0 + OB_ROUTINE] === 2) platformObject(w, a0, m[a0 + OB_ACT_WID]);
    else {
      exitPlatform(w, a0, m[a0 + OB_ACT_WID]);
      mvSonicOnPtfm2(w, a0, rw(m, a0 + OB_X));
    }
  } else if (m[a0 + OB_STATUS] & 8) {
    w.s[P_STATUS] &= ~ST_ON_OBJECT;
    m[a0 + OB_STATUS] &= ~8;
    m[a0 + OB_ROUTINE] = 2;
    m[a0 + OB_SOLID] = 0;
  }
  rememberState(w, a0);
}
