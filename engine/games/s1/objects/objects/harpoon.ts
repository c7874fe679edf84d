/**
 * Object $16 — harpoon (LZ, SBZ3) (_incObj/16 Harpoon.asm: `Harpoon`, `Harp_Main`, `Harp_Move`,
 * `Harp_Wait`; _anim/Harpoon.asm).
 *
 * The subtype is the first animation: 0 horizontal, 2 vertical. Harp_Move animates (3 frames a
 * step: the middle frame, then the end one; afRoutine moves on to Harp_Wait) and takes its
 * collision type from the frame ($9B..$A0: a hurting box that grows with the spear). Harp_Wait
 * waits 61 frames (the word counts 60 down to -1), then flips the animation's bit 0 (extend ↔
 * retract) and goes back to Harp_Move. RememberState every frame.
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { rememberState } from '../objectManager.ts';
import { OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, rw, ww } from '../ram.ts';

export const ID_HARPOON = 0x16;
/** harp_time (objoff_30): frames until the spear turns (a word). */
const HARP_TIME = 0x30;

/** Ani_Harp: horizontal extending / retracting, vertical extending / retracting. */
export const ANI_HARP: AnimationScripts = [
  [3, 1, 2, 0xfc],
  [3, 1, 0, 0xfc],
  [3, 4, 5, 0xfc],
  [3, 4, 3, 0xfc],
];

/** Harp_Move's `.types`: the collision type of each frame. */
export const HARP_COL_TYPES = [0x9b, 0x9c, 0x9d, 0x9e, 0x9f, 0xa0] as const;

export function harpoon(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      m[a0 + OB_ROUTINE] += 2;
      m[a0 + OB_RENDER] |= 4;
      m[a0 + OB_PRIORITY] = 4;
      m[a0 + OB_ANIM] = m[a0 + OB_SUBTYPE];
      m[a0 + OB_ACT_WID] = 0x14;
      ww(m, a0 + HARP_TIME, 60);
      harpMove(w, a0);
      return;
    case 2:
      harpMove(w, a0);
      return;
    default: {
      const t = (rw(m, a0 + HARP_TIME) - 1) & 0xffff;
      ww(m, a0 + HARP_TIME, t);
      if (t & 0x8000) {
        ww(m, a0 + HARP_TIME, 60);
        m[a0 + OB_ROUTINE] -= 2;
        m[a0 + OB_ANIM] ^= 1;
      }
      rememberState(w, a0);
    }
  }
}

function harpMove(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  animateSprite(m, a0, ANI_HARP);
  // The table has six entries; a frame past it (never drawn by the scripts) reads the next code bytes.
  m[a0 + OB_COL_TYPE] = HARP_COL_TYPES[m[a0 + OB_FRAME]] ?? 0;
  rememberState(w, a0);
}
