/**
 * Object $6E — electrocution orbs (SBZ) (_incObj/6E Electrocuter.asm: `Electro`, `Elec_Main`,
 * `Elec_Shock`; _anim/Electrocuter.asm).
 *
 * Every (subtype * $10) frames — when v_framecount & (subtype * $10 - 1) is 0 — the orb starts
 * its zap animation (14 frames of 1, then back to the idle one); while the zap shows frame 4
 * (three frames) it hurts on touch (type $A4: hurt, size $24 = 8 x 8). RememberState.
 */
import type { S1ObjectContext } from '../context.ts';
import { rememberState } from '../objectManager.ts';
import { OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_FRAME, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, rw, ww } from '../ram.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { W_LEVEL_FRAME } from '../../../../state/layout.ts';

export const ID_ELECTRO = 0x6e;
/** elec_freq (objoff_34): the mask of v_framecount that starts a zap when it is 0. */
const ELEC_FREQ = 0x34;

/** Ani_Elec: idle; the zap, then back to the idle animation. */
export const ANI_ELEC: AnimationScripts = [
  [7, 0, 0xff],
  [0, 1, 1, 1, 2, 3, 3, 4, 4, 4, 5, 5, 5, 0, 0xfd, 0],
];

export function electro(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_RENDER] |= 4;
    m[a0 + OB_ACT_WID] = 0x28;
    ww(m, a0 + ELEC_FREQ, (m[a0 + OB_SUBTYPE] << 4) - 1);
  }
  if ((w.s[W_LEVEL_FRAME] & rw(m, a0 + ELEC_FREQ) & 0xffff) === 0) m[a0 + OB_ANIM] = 1;
  animateSprite(m, a0, ANI_ELEC);
  m[a0 + OB_COL_TYPE] = m[a0 + OB_FRAME] === 4 ? 0xa4 : 0;
  rememberState(w, a0);
}
