/**
 * Object $2A — small vertical door (SBZ, and Labyrinth's SBZ3) (_incObj/2A SBZ Small Door.asm:
 * `AutoDoor`, `ADoor_Main`, `ADoor_OpenShut`, `loc_899A`, `ADoor_Open`, `ADoor_Animate`;
 * _anim/SBZ Small Door.asm).
 *
 * A one-way door: it opens (animation 1, frames 0..8, one per frame) while Sonic's x is within
 * $40 px of it on its entry side — the left side, or the right side when x-flipped — and
 * closes (animation 0) otherwise; the word compares are unsigned (Sonic's x + $40 against the
 * door's, then x - $40, then x). While shut (frame 0) it is solid, $11 half wide, $20 high.
 * RememberState every frame.
 */
import type { S1ObjectContext } from '../context.ts';
import { rememberState } from '../objectManager.ts';
import { OB_ACT_WID, OB_ANIM, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_X, rw } from '../ram.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { solidObject } from '../solidObject.ts';
import { sonicX } from '../sonic.ts';

export const ID_AUTO_DOOR = 0x2a;

/** Ani_ADoor: closing, opening (each holds its last frame). */
export const ANI_ADOOR: AnimationScripts = [
  [0, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0xfe, 1],
  [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0xfe, 1],
];

export function autoDoor(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_RENDER] |= 4;
    m[a0 + OB_ACT_WID] = 8;
    m[a0 + OB_PRIORITY] = 4;
  }
  m[a0 + OB_ANIM] = 0;
  if (opens(w, a0)) m[a0 + OB_ANIM] = 1;
  animateSprite(m, a0, ANI_ADOOR);
  if (m[a0 + OB_FRAME] === 0) solidObject(w, a0, 0x11, 0x20, 0x21, rw(m, a0 + OB_X));
  rememberState(w, a0);
}

/** `ADoor_OpenShut`'s tests: Sonic within $40 px on the door's entry side. */
function opens(w: S1ObjectContext, a0: number): boolean {
  const m = w.m;
  const x = rw(m, a0 + OB_X);
  const flipped = (m[a0 + OB_STATUS] & 1) !== 0;
  let d0 = (sonicX(w.s) + 0x40) & 0xffff;
  if (d0 < x) return false;
  d0 = (d0 - 0x80) & 0xffff;
  if (d0 >= x) return false;
  d0 = (d0 + 0x40) & 0xffff;
  // Sonic at or right of the door (his x >= its x): a flipped door opens; left of it, a plain one.
  if (d0 >= x) return flipped;
  return !flipped;
}
