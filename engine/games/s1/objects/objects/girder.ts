/**
 * Object $70 — large girder block (SBZ) (_incObj/70 Girder Block.asm: `Girder`, `Gird_Main`,
 * `Gird_Action`, `Gird_ChgMove`).
 *
 * A solid block ($60 + $B half wide, $18 high) moving in a loop of four legs (Gird_ChgMove's
 * settings, in gird_set steps of 8): right at $100 for $60 frames, down at $100 for $30, up-left
 * (-$100, -$40) for $60, up at -$100 for $18. Before each leg gird_delay counts down from 7: it
 * stands still 6 frames and moves again on the frame the delay reaches 0. Solid only while on screen; out of range (of its origin
 * x) it is deleted, otherwise DisplaySprite.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_HEIGHT, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, RENDER_ON_SCREEN, rw, speedToPos,
  ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { solidObject } from '../solidObject.ts';

export const ID_GIRDER = 0x70;
/** gird_origX (objoff_32), gird_origY (objoff_30), gird_time (objoff_34), gird_set (objoff_38), gird_delay (objoff_3A). */
const GIRD_ORIG_X = 0x32;
const GIRD_ORIG_Y = 0x30;
const GIRD_TIME = 0x34;
const GIRD_SET = 0x38;
const GIRD_DELAY = 0x3a;

/** Gird_ChgMove's settings (x speed, y speed, duration; a pad word each in the ROM), by gird_set & $18. */
export const SETTINGS: readonly number[] = [0x100, 0, 0x60, 0, 0x100, 0x30, -0x100, -0x40, 0x60, 0, -0x100, 0x18];

export function girder(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) girdMain(m, a0);
  const d4 = rw(m, a0 + OB_X);
  let move = true;
  if (rw(m, a0 + GIRD_DELAY) !== 0) {
    const d = (rw(m, a0 + GIRD_DELAY) - 1) & 0xffff;
    ww(m, a0 + GIRD_DELAY, d);
    move = d === 0;
  }
  if (move) {
    speedToPos(m, a0);
    const t = (rw(m, a0 + GIRD_TIME) - 1) & 0xffff;
    ww(m, a0 + GIRD_TIME, t);
    if (t === 0) girdChgMove(m, a0);
  }
  if (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) {
    const d2 = m[a0 + OB_HEIGHT];
    solidObject(w, a0, m[a0 + OB_ACT_WID] + 0xb, d2, d2 + 1, d4);
  }
  if (outOfRange(w.s, rw(m, a0 + GIRD_ORIG_X))) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

function girdMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_PRIORITY] = 4;
  m[a0 + OB_ACT_WID] = 0x60;
  m[a0 + OB_HEIGHT] = 0x18;
  ww(m, a0 + GIRD_ORIG_X, rw(m, a0 + OB_X));
  ww(m, a0 + GIRD_ORIG_Y, rw(m, a0 + OB_Y));
  girdChgMove(m, a0);
}

function girdChgMove(m: Uint8Array, a0: number): void {
  const i = ((m[a0 + GIRD_SET] & 0x18) >> 3) * 3;
  ww(m, a0 + OB_VEL_X, SETTINGS[i]);
  ww(m, a0 + OB_VEL_Y, SETTINGS[i + 1]);
  ww(m, a0 + GIRD_TIME, SETTINGS[i + 2]);
  m[a0 + GIRD_SET] = (m[a0 + GIRD_SET] + 8) & 0xff;
  ww(m, a0 + GIRD_DELAY, 7);
}
