/**
 * Object $60 — Orbinaut, the badnik with four spiked orbs (LZ, SLZ, SBZ; _incObj/60
 * Orbinaut.asm: `Orbinaut`, `Orb_Main`, `.makesatellites`, `Orb_ChkSonic`, `Orb_Display`,
 * `Orb_ChkDel`, `.chkgone`, `Orb_MoveOrb`, `.circle`, `Orb_ChkDel2`; _anim/Orbinaut.asm).
 *
 * The body (touch type $B: an ordinary badnik) makes four orbs (touch type $98: they hurt) in
 * the next free slots, at angles 0, $40, $80, $C0; their slot numbers are kept from objoff_38
 * on, their count in objoff_37. The orbs circle the body at 16 px (cos >> 4, sin >> 4), turning
 * 1 a frame (objoff_36: -1 when the body is x-flipped). Subtype 0 (routine 2) stays put and gets
 * angry when Sonic is within $A0 px across and $50 up or down (unsigned distances): its
 * animation reaches frame 2, and then each orb passing angle $40 (straight below) is fired at
 * -$200 (toward the body's facing) and flies until off screen; when the last is gone the body
 * starts moving (routine 4). Subtype 2 (routine 4) moves from the start at -$40 (+$40 when
 * x-flipped), never animating (so it never fires). An orb whose body is gone (its slot no
 * longer holds an Orbinaut: destroyed into an explosion) deletes itself.
 * Out of range the body clears its respawn bit and deletes itself and as many listed orb slots
 * as its count says, from the list's start: after firing, those may be fired orbs or slots
 * since reused by other objects, as in the original.
 * A body whose last orb was fired while it was already moving advances to the orbs' routine and,
 * having no parent of its own (objoff_3C is 0: the game reads ROM address 0, not an Orbinaut),
 * deletes itself.
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { deleteObject, findNextFreeObj, outOfRange } from '../objectManager.ts';
import {
  OBJECT_SIZE, OB_ACT_WID, OB_ANGLE, OB_ANIM, OB_COL_TYPE, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_RESPAWN_NO, OB_ROUTINE, OB_STATUS,
  OB_SUBTYPE, OB_VEL_X, OB_X, OB_Y, RENDER_ON_SCREEN, clearSlot, readObjectPointer, rw, speedToPos, writeObjectPointer, ww,
} from '../ram.ts';
import { OBJSTATE } from '../s1State.ts';
import { sonicX, sonicY } from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';
import { SINE } from '../../../../fixed/trig.ts';

export const ID_ORBINAUT = 0x60;
/** objoff_36: the orbs' turn per frame (a byte); objoff_37: the orb count, then their slot numbers; orb_parent (objoff_3C). */
const TURN = 0x36;
const COUNT = 0x37;
const PARENT = 0x3c;

/** Ani_Orb: calm, angry (frames 1, 2, then holds 2). */
export const ANI_ORB: AnimationScripts = [
  [0xf, 0, 0xff],
  [0xf, 1, 2, 0xfe, 1],
];

export function orbinaut(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      orbMain(w.m, a0);
      return;
    case 2:
      chkSonic(w, a0);
      return;
    case 4:
      speedToPos(w.m, a0);
      chkDel(w, a0);
      return;
    case 6:
      moveOrb(w, a0);
      return;
    case 8:
      // Orb_ChkDel2: a fired orb flies until off screen.
      speedToPos(w.m, a0);
      if ((w.m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
        deleteObject(w.m, a0);
        return;
      }
      displaySprite(w, a0);
      return;
    // Other routines (subtypes other than 0 and 2, none placed) jump past the original's table: nothing here.
  }
}

function orbMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_PRIORITY] = 4;
  m[a0 + OB_COL_TYPE] = 0xb;
  m[a0 + OB_ACT_WID] = 0xc;
  let d2 = 0;
  for (let i = 0; i < 4; i++) {
    const a1 = findNextFreeObj(m, a0);
    if (a1 < 0) break;
    m[a0 + COUNT]++;
    m[a0 + COUNT + 1 + i] = (a1 / OBJECT_SIZE) & 0x7f;
    m[a1 + OB_ID] = m[a0 + OB_ID];
    m[a1 + OB_ROUTINE] = 6;
    m[a1 + OB_RENDER] |= 4;
    m[a1 + OB_PRIORITY] = 4;
    m[a1 + OB_ACT_WID] = 8;
    m[a1 + OB_FRAME] = 3;
    m[a1 + OB_COL_TYPE] = 0x98;
    m[a1 + OB_ANGLE] = d2;
    d2 = (d2 + 0x40) & 0xff;
    writeObjectPointer(m, a1 + PARENT, a0);
  }
  const flipped = (m[a0 + OB_STATUS] & 1) !== 0;
  m[a0 + TURN] = flipped ? 0xff : 1;
  m[a0 + OB_ROUTINE] = (m[a0 + OB_SUBTYPE] + 2) & 0xff;
  ww(m, a0 + OB_VEL_X, flipped ? 0x40 : -0x40);
}

/** `Orb_ChkSonic`: angry when Sonic is near; animate; then Orb_ChkDel. */
function chkSonic(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  if (absWord(sonicX(s), rw(m, a0 + OB_X)) < 0xa0 && absWord(sonicY(s), rw(m, a0 + OB_Y)) < 0x50) m[a0 + OB_ANIM] = 1;
  animateSprite(m, a0, ANI_ORB);
  chkDel(w, a0);
}

/** `sub.w; bcc.s; neg.w`: the unsigned distance of two words. */
function absWord(a: number, b: number): number {
  const d = (a - b) & 0xffff;
  return a < b ? -d & 0xffff : d;
}

/** `Orb_ChkDel`: out of range, the respawn bit, then the listed orbs (count of them) and the body go. */
function chkDel(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (!outOfRange(w.s, rw(m, a0 + OB_X))) {
    displaySprite(w, a0);
    return;
  }
  const n = m[a0 + OB_RESPAWN_NO];
  if (n !== 0) m[OBJSTATE + 2 + n] &= 0x7f;
  const count = m[a0 + COUNT];
  for (let i = 0; i < count; i++) clearSlot(m, m[a0 + COUNT + 1 + i] * OBJECT_SIZE);
  deleteObject(m, a0);
}

/** `Orb_MoveOrb`: circle the body; fired from straight below once the body shows its angry frame. */
function moveOrb(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = readObjectPointer(m, a0 + PARENT);
  if (a1 < 0 || m[a1 + OB_ID] !== ID_ORBINAUT) {
    deleteObject(m, a0);
    return;
  }
  if (m[a1 + OB_FRAME] === 2 && m[a0 + OB_ANGLE] === 0x40) {
    m[a0 + OB_ROUTINE] += 2;
    m[a1 + COUNT]--;
    if (m[a1 + COUNT] === 0) m[a1 + OB_ROUTINE] += 2;
    ww(m, a0 + OB_VEL_X, m[a1 + OB_STATUS] & 1 ? 0x200 : -0x200);
    displaySprite(w, a0);
    return;
  }
  const angle = m[a0 + OB_ANGLE];
  ww(m, a0 + OB_X, (SINE[angle + 0x40] >> 4) + rw(m, a1 + OB_X));
  ww(m, a0 + OB_Y, (SINE[angle] >> 4) + rw(m, a1 + OB_Y));
  m[a0 + OB_ANGLE] = (angle + m[a1 + TURN]) & 0xff;
  displaySprite(w, a0);
}
