/**
 * Object $0C — flapping door (LZ2, LZ3, SBZ3) (_incObj/0C Flapping Door.asm: `FlapDoor`,
 * `Flap_Main`, `Flap_OpenClose`; _anim/Flapping Door.asm).
 *
 * Every subtype × 60 frames (+1: the word counts down past 0) it flips its animation (opening ↔
 * closing, 3 frames a step, holding the last frame). Every frame it clears f_wtunnelallow (the
 * wind tunnels run); while it is shut (frame 0) and Sonic's x is left of it (unsigned word
 * compare) it sets f_wtunnelallow again and is solid, $13 half wide, $20 high. RememberState.
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { rememberState } from '../objectManager.ts';
import { OB_ACT_WID, OB_ANIM, OB_FRAME, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_X, rw, ww } from '../ram.ts';
import { solidObject } from '../solidObject.ts';
import { sonicX } from '../sonic.ts';
import { W_WIND_TUNNEL_OFF } from '../../../../state/layout.ts';

export const ID_FLAP_DOOR = 0x0c;
/** flap_wait (objoff_30): frames to the next flap; flap_time (objoff_32): the subtype's delay. */
const FLAP_WAIT = 0x30;
const FLAP_TIME = 0x32;

/** Ani_Flap: opening, closing. */
export const ANI_FLAP: AnimationScripts = [
  [3, 0, 1, 2, 0xfe, 1],
  [3, 2, 1, 0, 0xfe, 1],
];

export function flapDoor(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_RENDER] |= 4;
    m[a0 + OB_ACT_WID] = 0x28;
    ww(m, a0 + FLAP_TIME, m[a0 + OB_SUBTYPE] * 60);
  }
  const t = (rw(m, a0 + FLAP_WAIT) - 1) & 0xffff;
  ww(m, a0 + FLAP_WAIT, t);
  if (t & 0x8000) {
    ww(m, a0 + FLAP_WAIT, rw(m, a0 + FLAP_TIME));
    m[a0 + OB_ANIM] ^= 1;
  }
  animateSprite(m, a0, ANI_FLAP);
  w.s[W_WIND_TUNNEL_OFF] = 0;
  if (m[a0 + OB_FRAME] === 0 && sonicX(w.s) < rw(m, a0 + OB_X)) {
    w.s[W_WIND_TUNNEL_OFF] = 1;
    solidObject(w, a0, 0x13, 0x20, 0x21, rw(m, a0 + OB_X));
  }
  rememberState(w, a0);
}
