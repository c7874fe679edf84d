/**
 * Object $15 — swinging platforms (GHZ, MZ, SLZ) and the SBZ spiked ball on a chain
 * (_incObj/15 Swinging Platforms (part 1-2).asm: `SwingingPlatform`, `Swing_Main`,
 * `Swing_SetSolid`, `Swing_Action`, `Swing_Action2`, `Swing_Move`, `Swing_Move2`,
 * `Obj48_Move`, `Swing_ChkDel`, `Swing_DelAll`, `Swing_Delete`, `Swing_Display`).
 *
 * The placement is the pivot; the subtype's low nibble n is the chain's length. Swing_Main makes
 * n + 1 chain links in free slots (routine $A: display only), at n*16, (n-1)*16 ... 0 px from the
 * pivot (the last one, at 0, is the anchor), then the platform itself at n*16 + 8 px; their
 * slots (links first, the platform last) follow the count in obSubtype. Every frame all of them
 * are put on the circle of their distance (objoff_3C) at the angle oscillator 6 gives (mirrored,
 * $80 - it, when x-flipped): y = pivot y + distance * sin >> 8, x = pivot x + distance * cos >> 8.
 * Sonic lands on the platform (Swing_Solid: top = y - obHeight) and is carried (MvSonicOnPtfm
 * with obHeight + 1, also on the frame ExitPlatform lets him go).
 * Zones: GHZ/MZ half width $18, height 8; SLZ $20 and $10 and it hurts from below (type $99);
 * SBZ's is a spiked ball (type $86, routine $C: no top). Subtype bit 4: the GHZ giant ball
 * (frame 1, hurts: type $81).
 * Obj48_Move is the GHZ boss's ball swinging on its own speed (objoff_3E, ±8 a frame between
 * -$200 and $200, added to obAngle).
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findFreeObj, outOfRange } from '../objectManager.ts';
import {
  OBJECT_SIZE, OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE,
  OB_X, OB_Y, clearSlot, rw, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { exitPlatform, swingSolid } from '../platformObject.ts';
import { mvSonicOnPtfm } from '../solidObject.ts';
import { oscillatorByte } from '../../act/oscillators.ts';
import { ZONE_SBZ, ZONE_SLZ } from '../../act/actRules.ts';
import { SINE } from '../../../../fixed/trig.ts';

export const ID_SWINGING_PLATFORM = 0x15;
/** objoff_38 / objoff_3A: the pivot's y and x (swing_origY, swing_origX). */
export const SWING_ORIGIN_Y = 0x38;
export const SWING_ORIGIN_X = 0x3a;
/** objoff_3C: a link's distance from the pivot. */
export const SWING_DISTANCE = 0x3c;
/** objoff_29..: the slots of the links and the platform. */
const SWING_LIST = 0x29;
/** obAngle (a word) and objoff_3E: Obj48_Move's angle and its speed; objoff_3D its direction. */
const SWING_ANGLE = 0x26;
const SWING_SPEED = 0x3e;
const SWING_BACK = 0x3d;

export function swingingPlatform(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      if (swingMain(w, a0)) swingSetSolid(w, a0);
      else swingAction(w, a0);
      return;
    case 2:
      swingSetSolid(w, a0);
      return;
    case 4:
      swingAction2(w, a0);
      return;
    case 6:
    case 8:
      deleteObject(w.m, a0);
      return;
    case 0xa:
      displaySprite(w, a0);
      return;
    case 0xc:
      swingAction(w, a0);
      return;
  }
}

const slotOf = (a: number): number => (a / OBJECT_SIZE) & 0x7f;

/** `Swing_Main`; returns false in SBZ (the ball goes straight to Swing_Action). */
function swingMain(w: S1ObjectContext, a0: number): boolean {
  const m = w.m;
  const zone = w.rules.zone;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 3;
  m[a0 + OB_ACT_WID] = 0x18;
  m[a0 + OB_HEIGHT] = 8;
  ww(m, a0 + SWING_ORIGIN_Y, rw(m, a0 + OB_Y));
  ww(m, a0 + SWING_ORIGIN_X, rw(m, a0 + OB_X));
  if (zone === ZONE_SLZ) {
    m[a0 + OB_ACT_WID] = 0x20;
    m[a0 + OB_HEIGHT] = 0x10;
    m[a0 + OB_COL_TYPE] = 0x99;
  }
  if (zone === ZONE_SBZ) {
    m[a0 + OB_ACT_WID] = 0x18;
    m[a0 + OB_HEIGHT] = 0x18;
    m[a0 + OB_COL_TYPE] = 0x86;
    m[a0 + OB_ROUTINE] = 0xc;
  }
  // .length
  const id = m[a0 + OB_ID];
  const subtype = m[a0 + OB_SUBTYPE];
  let a2 = a0 + OB_SUBTYPE;
  let d1 = subtype & 0xf;
  m[a2++] = 0;
  let d3 = ((d1 << 4) + 8) & 0xff;
  m[a0 + SWING_DISTANCE] = d3;
  d3 = (d3 - 8) & 0xff;
  if (m[a0 + OB_FRAME] !== 0) {
    d3 = (d3 + 8) & 0xff;
    d1--;
  }
  // `dbf d1`: d1 + 1 links (a word loop; obFrame is always 0 here, so d1 never starts at -1).
  for (; d1 >= 0; d1--) {
    const a1 = findFreeObj(m);
    if (a1 < 0) break;
    m[a0 + OB_SUBTYPE]++;
    m[a2++] = slotOf(a1);
    m[a1 + OB_ROUTINE] = 0xa;
    m[a1 + OB_ID] = id;
    m[a1 + OB_RENDER] = 4;
    m[a1 + OB_PRIORITY] = 4;
    m[a1 + OB_ACT_WID] = 8;
    m[a1 + OB_FRAME] = 1;
    m[a1 + SWING_DISTANCE] = d3;
    const borrow = d3 < 0x10;
    d3 = (d3 - 0x10) & 0xff;
    if (borrow) {
      // The anchor.
      m[a1 + OB_FRAME] = 2;
      m[a1 + OB_PRIORITY] = 3;
    }
  }
  // .fail
  m[a2++] = slotOf(a0);
  ww(m, a0 + SWING_ANGLE, 0x4080);
  ww(m, a0 + SWING_SPEED, -0x200);
  if (subtype & 0x10) {
    m[a0 + OB_FRAME] = 1;
    m[a0 + OB_PRIORITY] = 2;
    m[a0 + OB_COL_TYPE] = 0x81;
  }
  return zone !== ZONE_SBZ;
}

/** Routine 2: Sonic may land on the top (obY - obHeight); then Swing_Action. */
function swingSetSolid(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  swingSolid(w, a0, m[a0 + OB_ACT_WID], m[a0 + OB_HEIGHT]);
  swingAction(w, a0);
}

/** Routine $C (`Swing_Action`). */
function swingAction(w: S1ObjectContext, a0: number): void {
  swingMove(w, a0);
  displaySprite(w, a0);
  swingChkDel(w, a0);
}

/** Routine 4 (`Swing_Action2`): Sonic on it. */
function swingAction2(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  exitPlatform(w, a0, m[a0 + OB_ACT_WID]);
  const x = rw(m, a0 + OB_X);
  swingMove(w, a0);
  mvSonicOnPtfm(w, a0, (m[a0 + OB_HEIGHT] + 1) & 0xff, x);
  displaySprite(w, a0);
  swingChkDel(w, a0);
}

/** `Swing_Move`: the angle is oscillator 6's high byte ($80 - it when x-flipped). */
function swingMove(w: S1ObjectContext, a0: number): void {
  let d0 = oscillatorByte(w.s, 6);
  if (w.m[a0 + OB_STATUS] & 1) d0 = 0x80 - d0;
  swingMove2(w.m, a0, d0);
}

/**
 * `Obj48_Move`: the GHZ boss's ball. The speed steps by 8 toward ±$200 (turning there), the
 * angle word adds it, and the links follow the angle's high byte.
 */
export function obj48Move(m: Uint8Array, a0: number): void {
  let d0: number;
  if (m[a0 + SWING_BACK] === 0) {
    d0 = (rw(m, a0 + SWING_SPEED) + 8) & 0xffff;
    ww(m, a0 + SWING_SPEED, d0);
    ww(m, a0 + SWING_ANGLE, rw(m, a0 + SWING_ANGLE) + d0);
    if (d0 === 0x200) m[a0 + SWING_BACK] = 1;
  } else {
    d0 = (rw(m, a0 + SWING_SPEED) - 8) & 0xffff;
    ww(m, a0 + SWING_SPEED, d0);
    ww(m, a0 + SWING_ANGLE, rw(m, a0 + SWING_ANGLE) + d0);
    if (d0 === 0xfe00) m[a0 + SWING_BACK] = 0;
  }
  swingMove2(m, a0, m[a0 + SWING_ANGLE]);
}

/**
 * `Swing_Move2`: every listed object onto its circle: y = origin y + (distance * sin) >> 8,
 * x = origin x + (distance * cos) >> 8 (`muls.w`, `asr.l #8`, words).
 */
export function swingMove2(m: Uint8Array, a0: number, angle: number): void {
  const sin = SINE[angle & 0xff];
  const cos = SINE[(angle & 0xff) + 0x40];
  const d2 = rw(m, a0 + SWING_ORIGIN_Y);
  const d3 = rw(m, a0 + SWING_ORIGIN_X);
  const count = m[a0 + OB_SUBTYPE];
  for (let i = 0; i <= count; i++) {
    const a1 = m[a0 + SWING_LIST + i] * OBJECT_SIZE;
    const dist = m[a1 + SWING_DISTANCE];
    ww(m, a1 + OB_Y, (Math.imul(dist, sin) >> 8) + d2);
    ww(m, a1 + OB_X, (Math.imul(dist, cos) >> 8) + d3);
  }
}

/** `Swing_ChkDel`: out of range (by the pivot's x), every listed slot is cleared, the platform's too. */
function swingChkDel(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (!outOfRange(w.s, rw(m, a0 + SWING_ORIGIN_X))) return;
  // The platform's own slot is the list's last entry, so the list is read whole before it goes.
  const count = m[a0 + OB_SUBTYPE];
  for (let i = 0; i <= count; i++) clearSlot(m, m[a0 + SWING_LIST + i] * OBJECT_SIZE);
}
