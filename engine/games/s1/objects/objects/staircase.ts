/**
 * Object $5B — the SLZ blocks that form a staircase (_incObj/5B Staircase.asm: `Staircase`,
 * `Stair_Main`, `.makeblocks`, `Stair_Move`, `Stair_Solid`, `Stair_Type00` ... `Stair_Type02`).
 *
 * The placed block makes three more in the next free slots (FindNextFreeObj), $20 px apart to
 * the right, each keeping the first block's address (objoff_3C) and which of the first block's
 * bytes objoff_38..objoff_3B is its drop ($38 + n, or $3B - n when x-flipped). All are solid
 * (SolidObject $1B / $10 / $11) at origin y + their drop byte. A block reports to the first one
 * (its objoff_36): -1 on a top or bottom contact, 1 while Sonic stands on it.
 * The first block's type (subtype & 7): 0 waits for Sonic to stand on the stairs, then 30 frames
 * and becomes 1; 1 (and 3) drops: byte $38 counts up to $80 and the others follow at 3/4, 1/2
 * and 1/4 of it (swap / lsr arithmetic, integer parts); 2 waits for a top or bottom contact
 * (Sonic below it), then shakes for 60 frames (the four bytes alternate 0 and 1 every 4 frames)
 * and becomes 3. Types 4-7 jump past the original's table (none is placed); here they wait.
 * Each block is deleted out of range of the first block's placed x.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findNextFreeObj, outOfRange } from '../objectManager.ts';
import { solidObject } from '../solidObject.ts';
import {
  OB_ACT_WID, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_X, OB_Y, readObjectPointer, rw,
  writeObjectPointer, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';

export const ID_STAIRCASE = 0x5b;
/** stair_origX (objoff_30), stair_origY (objoff_32), the timer (objoff_34), the contact report (objoff_36), the drop byte's offset (objoff_37), the drops (objoff_38..3B), stair_parent (objoff_3C). */
const ORIG_X = 0x30;
const ORIG_Y = 0x32;
const TIMER = 0x34;
const CONTACT = 0x36;
const DROP_AT = 0x37;
const DROPS = 0x38;
const PARENT = 0x3c;

export function staircase(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      stairMain(m, a0);
      stairMove(m, a0);
      stairSolid(w, a0);
      break;
    case 2:
      stairMove(m, a0);
      stairSolid(w, a0);
      break;
    case 4:
      stairSolid(w, a0);
      break;
  }
  if (outOfRange(w.s, rw(m, a0 + ORIG_X))) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

function stairMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 2;
  let d3 = 0x38;
  let d4 = 1;
  if (m[a0 + OB_STATUS] & 1) {
    d3 = 0x3b;
    d4 = -1;
  }
  let d2 = rw(m, a0 + OB_X);
  let a1 = a0;
  for (let d1 = 3; ; d1--) {
    m[a1 + OB_ID] = ID_STAIRCASE;
    m[a1 + OB_RENDER] = 4;
    m[a1 + OB_PRIORITY] = 3;
    m[a1 + OB_ACT_WID] = 0x10;
    m[a1 + OB_SUBTYPE] = m[a0 + OB_SUBTYPE];
    ww(m, a1 + OB_X, d2);
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    ww(m, a1 + ORIG_X, rw(m, a0 + OB_X));
    ww(m, a1 + ORIG_Y, rw(m, a1 + OB_Y));
    d2 += 0x20;
    m[a1 + DROP_AT] = d3;
    writeObjectPointer(m, a1 + PARENT, a0);
    d3 = (d3 + d4) & 0xff;
    if (d1 === 0) return;
    a1 = findNextFreeObj(m, a0);
    if (a1 < 0) return;
    m[a1 + OB_ROUTINE] = 4;
  }
}

function stairMove(m: Uint8Array, a0: number): void {
  switch (m[a0 + OB_SUBTYPE] & 7) {
    case 0:
      type00(m, a0);
      return;
    case 1:
    case 3:
      type01(m, a0);
      return;
    case 2:
      type02(m, a0);
      return;
  }
}

/** `Stair_Solid`: at origin y + its drop byte; the contact goes to the first block. */
function stairSolid(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a2 = readObjectPointer(m, a0 + PARENT);
  ww(m, a0 + OB_Y, rw(m, a0 + ORIG_Y) + m[a2 + m[a0 + DROP_AT]]);
  const d4 = solidObject(w, a0, m[a0 + OB_ACT_WID] + 0xb, 0x10, 0x11, rw(m, a0 + OB_X));
  if (d4 < 0) m[a2 + CONTACT] = d4 & 0xff;
  if (m[a0 + OB_STATUS] & 8) m[a2 + CONTACT] = 1;
}

/** `Stair_Type00`: Sonic standing on the stairs starts 30 frames, then type 1. */
function type00(m: Uint8Array, a0: number): void {
  const t = rw(m, a0 + TIMER);
  if (t === 0) {
    if (m[a0 + CONTACT] === 1) ww(m, a0 + TIMER, 0x1e);
    return;
  }
  ww(m, a0 + TIMER, t - 1);
  if (t - 1 === 0) m[a0 + OB_SUBTYPE]++;
}

/** `Stair_Type02`: a top or bottom contact starts 60 frames of shaking, then type 3. */
function type02(m: Uint8Array, a0: number): void {
  const t = rw(m, a0 + TIMER);
  if (t === 0) {
    if (m[a0 + CONTACT] & 0x80) ww(m, a0 + TIMER, 0x3c);
    return;
  }
  ww(m, a0 + TIMER, t - 1);
  if (t - 1 === 0) {
    m[a0 + OB_SUBTYPE]++;
    return;
  }
  // loc_10FEC: `lsr.b #2` of the timer's low byte, bit 0.
  const d0 = ((t - 1) & 0xff) >> 2 & 1;
  m[a0 + DROPS] = d0;
  m[a0 + DROPS + 1] = d0 ^ 1;
  m[a0 + DROPS + 2] = d0;
  m[a0 + DROPS + 3] = d0 ^ 1;
}

/** `Stair_Type01`: byte $38 + 1 up to $80; $39..$3B = 3/4, 1/2, 1/4 of it. */
function type01(m: Uint8Array, a0: number): void {
  if (m[a0 + DROPS] === 0x80) return;
  const v = m[a0 + DROPS] + 1;
  m[a0 + DROPS] = v;
  m[a0 + DROPS + 1] = (3 * v) >> 2;
  m[a0 + DROPS + 2] = v >> 1;
  m[a0 + DROPS + 3] = v >> 2;
}
