/**
 * Object $23 — the missile a Buzz Bomber or a Newtron fires (_incObj/23 Buzz Bomber
 * Missile.asm: `Missile`, `Msl_Main`, `Msl_Animate`, `Msl_ChkCancel`, `Msl_FromBuzz`,
 * `Msl_Delete`, `Msl_FromNewt`, `Msl_Animate2`; _anim/Buzz Bomber Missile.asm).
 *
 * A Buzz Bomber's missile waits objoff_32 frames ($E) unseen, then flares (Ani_Missile 0, 7
 * frames each, ending in the next routine) and flies (routine 4) at the speeds it was given,
 * hurting on touch (type $87), until below the level (v_limitbtm2 + $E0). While it waits or
 * flares it disappears as soon as its Buzz Bomber (msl_parent) has become an explosion ($27).
 * With obStatus bit 7 set it turns into a MissileDissolve ($24). A Newtron's (subtype 1) flies
 * at once and goes when off screen.
 * The original queues the missile for display, animates it and even deletes it in orders that
 * leave bytes behind: Msl_ChkCancel deletes, then Msl_Animate still animates the cleared slot
 * (obTimeFrame 7, obAniFrame 1) and queues it, as here; Msl_FromBuzz displays before deleting.
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { deleteObject } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_Y, RENDER_ON_SCREEN,
  readObjectPointer, rw, speedToPos, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { W_LIMIT_BOTTOM } from '../../../../state/layout.ts';
import { ID_EXPLOSION_ITEM } from './explosionItem.ts';
import { ID_MISSILE_DISSOLVE, missileDissolve } from './missileDissolve.ts';

export const ID_MISSILE = 0x23;
/** objoff_32: frames before it appears; msl_parent (objoff_3C): the Buzz Bomber. */
const DELAY = 0x32;
const PARENT = 0x3c;

/** Ani_Missile: the flare (then the next routine), the missile. */
export const ANI_MISSILE: AnimationScripts = [
  [7, 0, 1, 0xfc],
  [1, 2, 3, 0xff],
];

export function missile(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      mslMain(w, a0);
      return;
    case 2:
      mslAnimate(w, a0);
      return;
    case 4:
      fromBuzz(w, a0);
      return;
    case 8:
      if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
        deleteObject(m, a0);
        return;
      }
      speedToPos(m, a0);
      animate2(w, a0);
      return;
    default:
      deleteObject(m, a0);
  }
}

function mslMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = (rw(m, a0 + DELAY) - 1) & 0xffff;
  ww(m, a0 + DELAY, t);
  if ((t & 0x8000) === 0) {
    chkCancel(m, a0);
    return;
  }
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 3;
  m[a0 + OB_ACT_WID] = 8;
  m[a0 + OB_STATUS] &= 3;
  if (m[a0 + OB_SUBTYPE] === 0) {
    mslAnimate(w, a0);
    return;
  }
  m[a0 + OB_ROUTINE] = 8;
  m[a0 + OB_COL_TYPE] = 0x87;
  m[a0 + OB_ANIM] = 1;
  animate2(w, a0);
}

/** `Msl_Animate`: the flare; after a cancel the cleared slot is still animated and queued. */
function mslAnimate(w: S1ObjectContext, a0: number): void {
  chkCancel(w.m, a0);
  animate2(w, a0);
}

/** `Msl_ChkCancel`: the Buzz Bomber that fired it has been destroyed → Msl_Delete. */
function chkCancel(m: Uint8Array, a0: number): void {
  const parent = readObjectPointer(m, a0 + PARENT);
  if (parent >= 0 && m[parent + OB_ID] === ID_EXPLOSION_ITEM) deleteObject(m, a0);
}

function fromBuzz(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_STATUS] & 0x80) {
    m[a0 + OB_ID] = ID_MISSILE_DISSOLVE;
    m[a0 + OB_ROUTINE] = 0;
    missileDissolve(w, a0);
    return;
  }
  m[a0 + OB_COL_TYPE] = 0x87;
  m[a0 + OB_ANIM] = 1;
  speedToPos(m, a0);
  animateSprite(m, a0, ANI_MISSILE);
  displaySprite(w, a0);
  if (((w.s[W_LIMIT_BOTTOM] + 0xe0) & 0xffff) < rw(m, a0 + OB_Y)) deleteObject(m, a0);
}

function animate2(w: S1ObjectContext, a0: number): void {
  animateSprite(w.m, a0, ANI_MISSILE);
  displaySprite(w, a0);
}
