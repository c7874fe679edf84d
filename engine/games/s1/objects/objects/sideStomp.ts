/**
 * Object $45 — spiked metal block from the beta version, pushing sideways (MZ; no act places
 * it) (_incObj/45 Sideways Stomper.asm: `SideStomp`, `SStom_Main`, `SStom_Solid`, `SStom_Pole`,
 * `loc_BA8E`, `SStom_Display`, `SStom_ChkDel`, `SStom_Move`, `loc_BADA`, `loc_BB08`, `loc_BB3C`).
 *
 * The chained stomper turned on its side: a solid block (half width $17, half height $20) with
 * its spikes to the left (touch type $91), a pole (frames by how far it is out) and a wall
 * bracket, each in the next free slot. The block is the first part: it moves 4 px right, and
 * the other parts take their offsets from that moved x. objoff_32 is how far left of its start the block is
 * (8.8), objoff_34 the full reach by subtype ($3800, $A000, $5000). It shoots out at +$70 a
 * frame, waits $3C frames, pulls back $80 a frame, and again. Parts unload by the block's start
 * x (objoff_3A).
 *
 * Quirk kept: SStom_Move's jump table has two entries for SStom_Len's three lengths, so a
 * subtype 2 block jumps into unrelated code in the original; here it stays still.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findNextFreeObj, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_VEL_X, OB_X, OB_Y,
  readObjectPointer, rw, writeObjectPointer, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { solidObject } from '../solidObject.ts';

export const ID_SIDE_STOMP = 0x45;

/** objoff_30: the part's start x; objoff_32: how far out the block is; objoff_34: its full reach. */
const SSTOM_BASE_X = 0x30;
export const SSTOM_OUT = 0x32;
const SSTOM_FULL = 0x34;
/** objoff_36: pulling back; objoff_38: the wait when fully out. */
const SSTOM_BACK = 0x36;
const SSTOM_WAIT = 0x38;
/** objoff_3A: the block's start x (out_of_range). */
const SSTOM_ORIGIN_X = 0x3a;
const SSTOM_PARENT = 0x3c;

/** SStom_Var: (routine, x offset, frame) of the block, the spikes, the pole, the bracket. */
export const PARTS: readonly (readonly [number, number, number])[] = [
  [2, 4, 0],
  [4, -0x1c, 1],
  [8, 0x34, 3],
  [6, 0x28, 2],
];
/** SStom_Len. */
export const LENGTHS: readonly number[] = [0x3800, 0xa000, 0x5000];

export function sideStomp(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      main(m, a0);
      solid(w, a0);
      return;
    case 2:
      solid(w, a0);
      return;
    case 8: {
      const a1 = readObjectPointer(m, a0 + SSTOM_PARENT);
      const out = a1 >= 0 ? m[a1 + SSTOM_OUT] : 0;
      m[a0 + OB_FRAME] = ((((out + 0x10) & 0xff) >> 5) + 3) & 0xff;
      follow(m, a0);
      display(w, a0);
      return;
    }
    case 4:
      follow(m, a0);
      display(w, a0);
      return;
    case 6:
      display(w, a0);
      return;
  }
}

/** `SStom_Main`. */
function main(m: Uint8Array, a0: number): void {
  // Subtypes past 2 read the code after SStom_Len; none is placed.
  const d2 = LENGTHS[m[a0 + OB_SUBTYPE]] ?? 0;
  let a1 = a0;
  for (let i = 0; i < 4; i++) {
    if (i > 0) {
      a1 = findNextFreeObj(m, a0);
      if (a1 < 0) break;
    }
    const [routine, dx, frame] = PARTS[i];
    m[a1 + OB_ROUTINE] = routine;
    m[a1 + OB_ID] = ID_SIDE_STOMP;
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    ww(m, a1 + OB_X, rw(m, a0 + OB_X) + dx);
    m[a1 + OB_RENDER] = 4;
    ww(m, a1 + SSTOM_BASE_X, rw(m, a1 + OB_X));
    ww(m, a1 + SSTOM_ORIGIN_X, rw(m, a0 + OB_X));
    m[a1 + OB_SUBTYPE] = m[a0 + OB_SUBTYPE];
    m[a1 + OB_ACT_WID] = 0x20;
    ww(m, a1 + SSTOM_FULL, d2);
    m[a1 + OB_PRIORITY] = 4;
    if (frame === 1) m[a1 + OB_COL_TYPE] = 0x91;
    m[a1 + OB_FRAME] = frame;
    writeObjectPointer(m, a1 + SSTOM_PARENT, a0);
    if (i === 3) m[a1 + OB_PRIORITY] = 3;
  }
  m[a0 + OB_ACT_WID] = 0x10;
}

/** `SStom_Solid`. */
function solid(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const x = rw(m, a0 + OB_X);
  move(m, a0);
  solidObject(w, a0, 0x17, 0x20, 0x20, x);
  displaySprite(w, a0);
  chkDel(w, a0);
}

/** `loc_BA8E`: left of its start by the block's reach. */
function follow(m: Uint8Array, a0: number): void {
  const a1 = readObjectPointer(m, a0 + SSTOM_PARENT);
  const out = a1 >= 0 ? m[a1 + SSTOM_OUT] : 0;
  ww(m, a0 + OB_X, rw(m, a0 + SSTOM_BASE_X) - out);
}

function display(w: S1ObjectContext, a0: number): void {
  displaySprite(w, a0);
  chkDel(w, a0);
}

function chkDel(w: S1ObjectContext, a0: number): void {
  if (outOfRange(w.s, rw(w.m, a0 + SSTOM_ORIGIN_X))) deleteObject(w.m, a0);
}

/** `SStom_Move` (subtypes 0 and 1: loc_BADA). */
function move(m: Uint8Array, a0: number): void {
  if (m[a0 + OB_SUBTYPE] >= 2) return;
  if (rw(m, a0 + SSTOM_BACK) !== 0) {
    if (rw(m, a0 + SSTOM_WAIT) !== 0) {
      ww(m, a0 + SSTOM_WAIT, rw(m, a0 + SSTOM_WAIT) - 1);
    } else {
      const d = rw(m, a0 + SSTOM_OUT) - 0x80;
      ww(m, a0 + SSTOM_OUT, d < 0 ? 0 : d);
      if (d < 0) {
        ww(m, a0 + OB_VEL_X, 0);
        ww(m, a0 + SSTOM_BACK, 0);
      }
    }
  } else {
    const d1 = rw(m, a0 + SSTOM_FULL);
    if (d1 !== rw(m, a0 + SSTOM_OUT)) {
      const d0 = rw(m, a0 + OB_VEL_X);
      ww(m, a0 + OB_VEL_X, d0 + 0x70);
      ww(m, a0 + SSTOM_OUT, rw(m, a0 + SSTOM_OUT) + d0);
      if (d1 <= rw(m, a0 + SSTOM_OUT)) {
        ww(m, a0 + SSTOM_OUT, d1);
        ww(m, a0 + OB_VEL_X, 0);
        ww(m, a0 + SSTOM_BACK, 1);
        ww(m, a0 + SSTOM_WAIT, 0x3c);
      }
    }
  }
  ww(m, a0 + OB_X, rw(m, a0 + SSTOM_BASE_X) - m[a0 + SSTOM_OUT]);
}
