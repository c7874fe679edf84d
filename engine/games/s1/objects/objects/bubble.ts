/**
 * Object $64 — bubbles and the bubble makers (LZ, SBZ3) (_incObj/64 Bubbles.asm: `Bubble`,
 * `Bub_Main`, `Bub_Animate`, `Bub_ChkWater` with `.burst`, `.wobble`, `.display`, `Bub_Display`,
 * `Bub_Delete`, `Bub_BblMaker`, `Bub_BblTypes`, `Bub_ChkSonic`; _anim/Bubbles.asm; sonic.asm
 * `ResumeMusic`'s air reset; `Drown_WobbleData` from _incObj/0A Drowning Countdown.asm).
 *
 * A placement's subtype $80 + n is a bubble maker (frequency n). While it is below v_waterpos1
 * and on screen it waits objoff_38 frames, then starts a burst: RandomNumber until its low 3 bits
 * are below 6 — that many bubbles + 1 (objoff_34), and bits 2-3 of the same number pick one of
 * four rows of Bub_BblTypes (small 0 / medium 1); every n + 1 bursts (bub_time) is a "big" one
 * (objoff_36 bit 7). Each bubble of a burst: the wait is RandomNumber & $1F frames, a Bubble
 * in a free slot at the maker's x + (RandomNumber & $F) - 8; in a big burst one bubble (a 1 in 4
 * RandomNumber chance for each, else the last one) is the large breathable kind (subtype 2).
 * After the burst the wait is + $80 + RandomNumber & $7F. The maker animates (frames $13-$15)
 * and is displayed only while under the water; it unloads with out_of_range.
 * A bubble (subtype 0..2 = the animation: small, medium, large) rises at -$88 a frame, wobbling
 * around its start x by Drown_WobbleData (RandomNumber picks the start angle), and bursts
 * (animation + 3) at the surface (v_waterpos1 no longer above it). A large bubble's last frame
 * (6) makes it breathable: Sonic's x within its x - $10 .. + $10 (unsigned, > and <=) and his y
 * within its y .. + $10 (same), f_playerctrl bit 7 clear, and Sonic breathes: ResumeMusic
 * (v_air back to 30 and the countdown's objoff_32 cleared), speeds 0, animation GetAir, control
 * lock $23 frames, jump flag 0, push and roll-jump bits cleared, and a rolling Sonic unrolls
 * (height $13, width 9, y - 5); the bubble bursts. Off screen (obRender bit 7 clear) a rising or
 * bursting bubble is deleted.
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { deleteObject, findFreeObj, outOfRange } from '../objectManager.ts';
import { randomNumber } from '../randomNumber.ts';
import {
  OB_ACT_WID, OB_ANGLE, OB_ANIM, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_VEL_Y, OB_X, OB_Y,
  RENDER_ON_SCREEN, SLOT_SONIC_BUBBLES, rl, rw, slotAddress, speedToPos, wl, ww,
} from '../ram.ts';
import {
  ID_GET_AIR, SONIC_PUSH, SONIC_ROLL, SONIC_ROLL_JUMP, setSonicAnim, setSonicHeight, setSonicInertia, setSonicJumpFlag,
  setSonicMoveLock, setSonicStatus, setSonicVelX, setSonicVelY, setSonicWidth, setSonicY, sonicStatus, sonicX, sonicY,
} from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';
import { P_AIR, W_PLAYER_CTRL, W_WATER_Y } from '../../../../state/layout.ts';

export const ID_BUBBLE = 0x64;
/** bub_inhalable (objoff_2E), bub_origX (objoff_30), bub_time (objoff_32), bub_freq (objoff_33). */
const INHALABLE = 0x2e;
const ORIG_X = 0x30;
const BUB_TIME = 0x32;
const BUB_FREQ = 0x33;
/** The maker's objoff_34 (bubbles left in the burst), objoff_36 (word: a burst runs; bit 7 big, bit 6 large one made), objoff_38 (wait), objoff_3C (the row). */
const LEFT = 0x34;
const BURST = 0x36;
const WAIT = 0x38;
const ROW = 0x3c;

/** Ani_Bub: small, medium, large forming; two "next routine"; burst; the maker. */
export const ANI_BUB: AnimationScripts = [
  [0xe, 0, 1, 2, 0xfc],
  [0xe, 1, 2, 3, 4, 0xfc],
  [0xe, 2, 3, 4, 5, 6, 0xfc],
  [4, 0xfc],
  [4, 0xfc],
  [4, 6, 7, 8, 0xfc],
  [0xf, 0x13, 0x14, 0x15, 0xff],
];

/** Bub_BblTypes: the burst rows (read from row offset 0, 4, 8 or $C by the bubble's index). */
export const BUB_BBL_TYPES = [0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 0] as const;

/**
 * Drown_WobbleData's first $80 bytes (every reader masks its index with $7F): REV01 changed
 * entry $20 from 4 to 3.
 */
export const WOBBLE_REV01 = [
  0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
  3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0,
  0, -1, -1, -1, -1, -1, -2, -2, -2, -2, -2, -3, -3, -3, -3, -3, -3, -3, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,
  -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -3, -3, -3, -3, -3, -3, -3, -2, -2, -2, -2, -2, -1, -1, -1, -1, -1,
];
const WOBBLE_REV00 = WOBBLE_REV01.map((v, i) => (i === 0x20 ? 4 : v));

/** `Drown_WobbleData[i & $7F]` for the act's revision. */
export function drownWobble(revision: number, i: number): number {
  return (revision === 0 ? WOBBLE_REV00 : WOBBLE_REV01)[i & 0x7f];
}

/** `ResumeMusic`'s RAM effect: air (v_air, the player's P_AIR) back to 30, the countdown object's objoff_32 cleared. */
export function resumeMusic(w: S1ObjectContext): void {
  w.s[P_AIR] = 30;
  w.m[slotAddress(SLOT_SONIC_BUBBLES) + 0x32] = 0;
}

export function bubble(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      bubMain(w, a0);
      return;
    case 2:
      bubAnimate(w, a0);
      return;
    case 4:
      bubChkWater(w, a0);
      return;
    case 6:
      bubDisplay(w, a0);
      return;
    case 8:
      deleteObject(m, a0);
      return;
    default:
      bblMaker(w, a0);
  }
}

function bubMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] = 0x84;
  m[a0 + OB_ACT_WID] = 0x10;
  m[a0 + OB_PRIORITY] = 1;
  const d0 = m[a0 + OB_SUBTYPE];
  if (d0 & 0x80) {
    m[a0 + OB_ROUTINE] += 8;
    m[a0 + BUB_TIME] = d0 & 0x7f;
    m[a0 + BUB_FREQ] = d0 & 0x7f;
    m[a0 + OB_ANIM] = 6;
    bblMaker(w, a0);
    return;
  }
  m[a0 + OB_ANIM] = d0;
  ww(m, a0 + ORIG_X, rw(m, a0 + OB_X));
  ww(m, a0 + OB_VEL_Y, -0x88);
  m[a0 + OB_ANGLE] = randomNumber(w.s);
  bubAnimate(w, a0);
}

function bubAnimate(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  animateSprite(m, a0, ANI_BUB);
  if (m[a0 + OB_FRAME] === 6) m[a0 + INHALABLE] = 1;
  bubChkWater(w, a0);
}

function burst(w: S1ObjectContext, a0: number): void {
  w.m[a0 + OB_ROUTINE] = 6;
  w.m[a0 + OB_ANIM] += 3;
  bubDisplay(w, a0);
}

function bubChkWater(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if ((w.s[W_WATER_Y] & 0xffff) >= rw(m, a0 + OB_Y)) {
    burst(w, a0);
    return;
  }
  // .wobble
  const i = m[a0 + OB_ANGLE];
  m[a0 + OB_ANGLE] = i + 1;
  ww(m, a0 + OB_X, drownWobble(w.rules.revision, i) + rw(m, a0 + ORIG_X));
  if (m[a0 + INHALABLE] !== 0 && bubChkSonic(w, a0)) {
    breathe(w);
    burst(w, a0);
    return;
  }
  speedToPos(m, a0);
  if (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) displaySprite(w, a0);
  else deleteObject(m, a0);
}

/** Sonic takes the breath (`.wobble` after Bub_ChkSonic). */
function breathe(w: S1ObjectContext): void {
  const s = w.s;
  resumeMusic(w);
  setSonicVelX(s, 0);
  setSonicVelY(s, 0);
  setSonicInertia(s, 0);
  setSonicAnim(s, ID_GET_AIR);
  setSonicMoveLock(s, 0x23);
  setSonicJumpFlag(s, 0);
  let st = sonicStatus(s) & ~(SONIC_PUSH | SONIC_ROLL_JUMP);
  const rolling = (st & SONIC_ROLL) !== 0;
  if (rolling) st &= ~SONIC_ROLL;
  setSonicStatus(s, st);
  if (!rolling) return;
  setSonicHeight(s, 0x13);
  setSonicWidth(s, 9);
  setSonicY(s, sonicY(s) - 5);
}

function bubDisplay(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  animateSprite(m, a0, ANI_BUB);
  if (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) displaySprite(w, a0);
  else deleteObject(m, a0);
}

/** `Bub_ChkSonic`: unsigned word compares. */
function bubChkSonic(w: S1ObjectContext, a0: number): boolean {
  const m = w.m;
  const s = w.s;
  if (s[W_PLAYER_CTRL] & 0x80) return false;
  const x = sonicX(s);
  let d1 = (rw(m, a0 + OB_X) - 0x10) & 0xffff;
  if (d1 >= x) return false;
  d1 = (d1 + 0x20) & 0xffff;
  if (d1 < x) return false;
  const y = sonicY(s);
  d1 = rw(m, a0 + OB_Y);
  if (d1 >= y) return false;
  d1 = (d1 + 0x10) & 0xffff;
  return d1 >= y;
}

function decWait(m: Uint8Array, a0: number): boolean {
  const t = (rw(m, a0 + WAIT) - 1) & 0xffff;
  ww(m, a0 + WAIT, t);
  return (t & 0x8000) === 0;
}

/** `Bub_BblMaker`. */
function bblMaker(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  const water = s[W_WATER_Y] & 0xffff;
  if (rw(m, a0 + BURST) === 0) {
    if (water >= rw(m, a0 + OB_Y) || (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
      makerChkDel(w, a0);
      return;
    }
    if (decWait(m, a0)) {
      makerAnimate(w, a0);
      return;
    }
    ww(m, a0 + BURST, 1);
    let d0: number;
    let d1: number;
    do {
      d0 = randomNumber(s);
      d1 = d0 & 0xffff;
      d0 &= 7;
    } while (d0 >= 6);
    m[a0 + LEFT] = d0;
    wl(m, a0 + ROW, d1 & 0xc);
    m[a0 + BUB_TIME] = (m[a0 + BUB_TIME] - 1) & 0xff;
    if (m[a0 + BUB_TIME] & 0x80) {
      m[a0 + BUB_TIME] = m[a0 + BUB_FREQ];
      m[a0 + BURST] |= 0x80;
    }
  } else if (decWait(m, a0)) {
    makerAnimate(w, a0);
    return;
  }
  // .loc_1287C: one bubble of the burst.
  ww(m, a0 + WAIT, randomNumber(s) & 0x1f);
  const a1 = findFreeObj(m);
  if (a1 >= 0) {
    m[a1 + OB_ID] = ID_BUBBLE;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_X, rw(m, a1 + OB_X) + (randomNumber(s) & 0xf) - 8);
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    m[a1 + OB_SUBTYPE] = BUB_BBL_TYPES[rl(m, a0 + ROW) + m[a0 + LEFT]] ?? 0;
    if (m[a0 + BURST] & 0x80) largeOne(w, a0, a1);
  }
  // .fail
  m[a0 + LEFT] = (m[a0 + LEFT] - 1) & 0xff;
  if ((m[a0 + LEFT] & 0x80) === 0) {
    makerAnimate(w, a0);
    return;
  }
  ww(m, a0 + WAIT, rw(m, a0 + WAIT) + (randomNumber(s) & 0x7f) + 0x80);
  ww(m, a0 + BURST, 0);
  makerAnimate(w, a0);
}

/** In a big burst: one bubble (1 in 4 each, else the last) is large. */
function largeOne(w: S1ObjectContext, a0: number, a1: number): void {
  const m = w.m;
  if ((randomNumber(w.s) & 3) === 0) {
    const had = m[a0 + BURST] & 0x40;
    m[a0 + BURST] |= 0x40;
    if (had) return;
    m[a1 + OB_SUBTYPE] = 2;
  }
  // .loc_buh
  if (m[a0 + LEFT] !== 0) return;
  const had = m[a0 + BURST] & 0x40;
  m[a0 + BURST] |= 0x40;
  if (had) return;
  m[a1 + OB_SUBTYPE] = 2;
}

/** `.loc_12914`. */
function makerAnimate(w: S1ObjectContext, a0: number): void {
  animateSprite(w.m, a0, ANI_BUB);
  makerChkDel(w, a0);
}

/** `.chkdel`: out_of_range, then displayed only under the water. */
function makerChkDel(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (outOfRange(w.s, rw(m, a0 + OB_X))) {
    deleteObject(m, a0);
    return;
  }
  if ((w.s[W_WATER_Y] & 0xffff) < rw(m, a0 + OB_Y)) displaySprite(w, a0);
}
