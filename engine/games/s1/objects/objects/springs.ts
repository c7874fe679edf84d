/**
 * Object $41 — springs (_incObj/41 Springs.asm: `Springs`, `Spring_Main`, `Spring_Up`,
 * `Spring_BounceUp`, `Spring_AniUp`, `Spring_ResetUp`, `Spring_LR`, `Spring_BounceLR`,
 * `Spring_AniLR`, `Spring_ResetLR`, `Spring_Dwn`, `Spring_BounceDwn`, `Spring_AniDwn`,
 * `Spring_ResetDwn`; _anim/Springs.asm).
 *
 * Subtype: bit 4 facing sideways, bit 5 facing down, bit 1 yellow (power -$A00; red -$1000).
 * All are solid objects. Up: Sonic standing on it (obSolid) is thrown up at the power from 8 px
 * lower, airborne, off the object, with the spring animation, and back in his control routine
 * (a hurt Sonic recovers). Sideways: Sonic pushing it (its obStatus bit 5, grounded side contact)
 * is thrown away from it at the power (x ± 8 px), facing flipped, with a 15-frame control lock
 * and ground speed = x speed. Down: a top or bottom contact while not standing on it throws him
 * down from 8 px higher. After a bounce the spring animates ($FC), then resets its animation.
 * Each frame ends in DisplaySprite and out_of_range → DeleteObject.
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import { solidObject } from '../solidObject.ts';
import {
  OB_ACT_WID, OB_ANIM, OB_FRAME, OB_PREV_ANI, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SOLID, OB_STATUS, OB_SUBTYPE, OB_X, rsw,
  rw, ww,
} from '../ram.ts';
import {
  ID_SPRING, ID_WALK, SONIC_AIR, SONIC_FACING_LEFT, SONIC_ON_OBJECT, SONIC_PUSH, SONIC_ROLL, setSonicAnim, setSonicInertia,
  setSonicMoveLock, setSonicRoutineControl, setSonicStatus, setSonicVelX, setSonicVelY, setSonicX, setSonicY, sonicStatus, sonicVelX,
  sonicX, sonicY,
} from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';

export const ID_SPRINGS = 0x41;
/** spring_pow (objoff_30): the throw speed. */
const POWER = 0x30;
/** Spring_Powers: red, yellow (by subtype & $F as a word offset). */
export const POWERS: readonly number[] = [-0x1000, -0xa00];

/** Ani_Spring: the upward spring's bounce, the sideways one's (each ends in the next routine). */
export const ANI_SPRING: AnimationScripts = [
  [0, 1, 0, 0, 2, 2, 2, 2, 2, 2, 0, 0xfc],
  [0, 4, 3, 3, 5, 5, 5, 5, 5, 5, 3, 0xfc],
];

export function springs(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      springMain(m, a0);
      break;
    case 2:
      springUp(w, a0);
      break;
    case 6:
    case 0x12:
      m[a0 + OB_PREV_ANI] = 1;
      m[a0 + OB_ROUTINE] -= 4;
      break;
    case 8:
      springLR(w, a0);
      break;
    case 0xc:
      m[a0 + OB_PREV_ANI] = 2;
      m[a0 + OB_ROUTINE] -= 4;
      break;
    case 0xe:
      springDown(w, a0);
      break;
    default:
      // 4, $A, $10: Spring_AniUp / AniLR / AniDwn.
      animateSprite(m, a0, ANI_SPRING);
  }
  displaySprite(w, a0);
  if (outOfRange(w.s, rw(m, a0 + OB_X))) deleteObject(m, a0);
}

function springMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_ACT_WID] = 0x10;
  m[a0 + OB_PRIORITY] = 4;
  const d0 = m[a0 + OB_SUBTYPE];
  if (d0 & 0x10) {
    m[a0 + OB_ROUTINE] = 8;
    m[a0 + OB_ANIM] = 1;
    m[a0 + OB_FRAME] = 3;
    m[a0 + OB_ACT_WID] = 8;
  }
  if (d0 & 0x20) {
    m[a0 + OB_ROUTINE] = 0xe;
    m[a0 + OB_STATUS] |= 2;
  }
  // `move.w Spring_Powers(pc,d0.w)` with d0 = subtype & $F: 0 red, 2 yellow (the placed subtypes).
  ww(m, a0 + POWER, POWERS[(d0 & 0xf) >> 1] ?? 0);
}

function springUp(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  const m = w.m;
  solidObject(w, a0, 0x1b, 8, 0x10, rw(m, a0 + OB_X));
  if (m[a0 + OB_SOLID] === 0) return;
  m[a0 + OB_ROUTINE] += 2;
  setSonicY(s, sonicY(s) + 8);
  setSonicVelY(s, rsw(m, a0 + POWER));
  setSonicStatus(s, (sonicStatus(s) | SONIC_AIR) & ~SONIC_ON_OBJECT);
  setSonicAnim(s, ID_SPRING);
  setSonicRoutineControl(s);
  m[a0 + OB_STATUS] &= ~8;
  m[a0 + OB_SOLID] = 0;
  animateSprite(m, a0, ANI_SPRING);
}

function springLR(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  const m = w.m;
  solidObject(w, a0, 0x13, 0xe, 0xf, rw(m, a0 + OB_X));
  if (m[a0 + OB_ROUTINE] === 2) m[a0 + OB_ROUTINE] = 8;
  if ((m[a0 + OB_STATUS] & 0x20) === 0) return;
  m[a0 + OB_ROUTINE] += 2;
  setSonicVelX(s, rsw(m, a0 + POWER));
  setSonicX(s, sonicX(s) + 8);
  if ((m[a0 + OB_STATUS] & 1) === 0) {
    setSonicX(s, sonicX(s) - 0x10);
    setSonicVelX(s, -sonicVelX(s));
  }
  setSonicMoveLock(s, 0xf);
  setSonicInertia(s, sonicVelX(s));
  setSonicStatus(s, sonicStatus(s) ^ SONIC_FACING_LEFT);
  if ((sonicStatus(s) & SONIC_ROLL) === 0) setSonicAnim(s, ID_WALK);
  m[a0 + OB_STATUS] &= ~0x20;
  setSonicStatus(s, sonicStatus(s) & ~SONIC_PUSH);
  animateSprite(m, a0, ANI_SPRING);
}

function springDown(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  const m = w.m;
  const d4 = solidObject(w, a0, 0x1b, 8, 0x10, rw(m, a0 + OB_X));
  if (m[a0 + OB_ROUTINE] === 2) m[a0 + OB_ROUTINE] = 0xe;
  if (m[a0 + OB_SOLID] !== 0) return;
  if (d4 >= 0) return;
  m[a0 + OB_ROUTINE] += 2;
  setSonicY(s, sonicY(s) - 8);
  setSonicVelY(s, -rsw(m, a0 + POWER));
  setSonicStatus(s, (sonicStatus(s) | SONIC_AIR) & ~SONIC_ON_OBJECT);
  setSonicRoutineControl(s);
  m[a0 + OB_STATUS] &= ~8;
  m[a0 + OB_SOLID] = 0;
  animateSprite(m, a0, ANI_SPRING);
}
