/**
 * Object $30 — large green glass blocks (MZ) (_incObj/30 MZ Large Green Glass Blocks.asm:
 * `GlassBlock`, `Glass_Main`, `Glass_Block012`, `Glass_Reflect012`, `Glass_Block34`,
 * `Glass_Reflect34`, `Glass_Types`, `Glass_Type00` ... `Glass_Type04`, `Glass_ChkSwitch`,
 * `Glass_Delete`).
 *
 * A solid pillar (half width $2B; half height $48 for types 0..2, $38 for 3..4) and, in the next
 * free slot, its reflection (subtype + 8: the other phase). By type (subtype & 7; bit 3 set on
 * reflections): 0 still; 1 and 2 bob with oscillator 4 over $40 px in opposite phases (the
 * reflection half as far, $20 lower); 3 sinks $10 px ($40 if it has already sunk to its last
 * $40) after a $A frame wait, each time Sonic lands on it for the second time or later; 4 rises
 * 2 px a frame by its whole $90 once switch (subtype >> 4) is pressed. glass_dist (objoff_32)
 * counts down from $90 and is how far the block has risen; reflections copy their parent's.
 *
 * Quirk kept: a type 3/4 block runs Glass_Block012's solid box ($48 high) on its first frame.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findNextFreeObj, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_FRAME, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_X, OB_Y,
  readObjectPointer, rsb, rw, writeObjectPointer, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { solidObject } from '../solidObject.ts';
import { oscillatorByte } from '../../act/oscillators.ts';
import { switchByte } from '../../act/switches.ts';

export const ID_GLASS_BLOCK = 0x30;

/** objoff_30: the y the block moves from. */
const GLASS_BASE_Y = 0x30;
/** glass_dist: how far it still has to rise (switch) / can sink (type 3). */
export const GLASS_DIST = 0x32;
/** objoff_34: type 3 Sonic on it / type 4 switch seen (bit 7: type 3 sinking); objoff_35 bit 0: landed once. */
const GLASS_STATE = 0x34;
const GLASS_LANDED = 0x35;
/** objoff_36: type 3 px left to sink; objoff_38: its wait. */
const GLASS_SINK = 0x36;
const GLASS_WAIT = 0x38;
/** glass_parent. */
const GLASS_PARENT = 0x3c;

/** Glass_Vars1 / Glass_Vars2: (routine, y offset, frame) of the block and its reflection. */
export const VARS_012: readonly (readonly [number, number, number])[] = [[2, 0, 0], [4, 0, 1]];
export const VARS_34: readonly (readonly [number, number, number])[] = [[6, 0, 2], [8, 0, 1]];

export function glassBlock(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      main(w, a0);
      block(w, a0, 0x48);
      break;
    case 2:
      block(w, a0, 0x48);
      break;
    case 4: {
      const a1 = readObjectPointer(m, a0 + GLASS_PARENT);
      if (a1 >= 0) ww(m, a0 + GLASS_DIST, rw(m, a1 + GLASS_DIST));
      types(w, a0);
      break;
    }
    case 6:
      block(w, a0, 0x38);
      break;
    case 8: {
      const a1 = readObjectPointer(m, a0 + GLASS_PARENT);
      if (a1 >= 0) {
        ww(m, a0 + GLASS_DIST, rw(m, a1 + GLASS_DIST));
        ww(m, a0 + GLASS_BASE_Y, rw(m, a1 + OB_Y));
      }
      types(w, a0);
      break;
    }
  }
  if (outOfRange(w.s, rw(m, a0 + OB_X))) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

/** `Glass_Main`: the block, then its reflection in the next free slot. */
function main(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  let vars = VARS_012;
  m[a0 + OB_HEIGHT] = 0x48;
  if (m[a0 + OB_SUBTYPE] >= 3) {
    vars = VARS_34;
    m[a0 + OB_HEIGHT] = 0x38;
  }
  let a1 = a0;
  let made = true;
  for (let i = 0; i < 2; i++) {
    if (i > 0) {
      a1 = findNextFreeObj(m, a0);
      if (a1 < 0) {
        made = false;
        break;
      }
    }
    const [routine, dy, frame] = vars[i];
    m[a1 + OB_ROUTINE] = routine;
    m[a1 + OB_ID] = ID_GLASS_BLOCK;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y) + dy);
    m[a1 + OB_RENDER] = 4;
    ww(m, a1 + GLASS_BASE_Y, rw(m, a1 + OB_Y));
    m[a1 + OB_SUBTYPE] = m[a0 + OB_SUBTYPE];
    m[a1 + OB_ACT_WID] = 0x20;
    m[a1 + OB_PRIORITY] = 4;
    m[a1 + OB_FRAME] = frame;
    writeObjectPointer(m, a1 + GLASS_PARENT, a0);
  }
  if (made) {
    m[a1 + OB_ACT_WID] = 0x10;
    m[a1 + OB_PRIORITY] = 3;
    m[a1 + OB_SUBTYPE] = (m[a1 + OB_SUBTYPE] + 8) & 0xf;
  }
  ww(m, a0 + GLASS_DIST, 0x90);
  m[a0 + OB_RENDER] |= 0x10;
}

/** `Glass_Block012` / `Glass_Block34`: move, then solid. */
function block(w: S1ObjectContext, a0: number, height: number): void {
  types(w, a0);
  solidObject(w, a0, 0x2b, height, height + 1, rw(w.m, a0 + OB_X));
}

/** `Glass_Types`, then `loc_B5EE`: y = base - d0. */
function types(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const sub = m[a0 + OB_SUBTYPE];
  let d0: number;
  switch (sub & 7) {
    case 1:
    case 2: {
      d0 = oscillatorByte(w.s, 4);
      if ((sub & 7) === 2) d0 = (0x40 - d0) & 0xffff;
      if (sub & 8) {
        d0 = (0x40 - d0) & 0xffff;
        // `lsr.b #1,d0`: only the low byte halves.
        d0 = (d0 & 0xff00) | ((d0 & 0xff) >> 1);
        d0 = (d0 + 0x20) & 0xffff;
      }
      break;
    }
    case 3:
      d0 = sub & 8 ? (oscillatorByte(w.s, 4) - 0x10) & 0xffff : sinkOnLanding(m, a0);
      break;
    case 4:
      d0 = sub & 8 ? (oscillatorByte(w.s, 4) - 0x10) & 0xffff : riseOnSwitch(w, a0);
      break;
    default:
      // Type 0 stays (5..7 would run past the type table; no placement or reflection has them).
      return;
  }
  ww(m, a0 + OB_Y, rw(m, a0 + GLASS_BASE_Y) - d0);
}

/** `Glass_Type03` (the block): from the second landing on, sinks $10 px (or $40) after $A frames. */
function sinkOnLanding(m: Uint8Array, a0: number): number {
  if ((m[a0 + OB_STATUS] & 8) === 0) {
    m[a0 + GLASS_STATE] &= ~1;
  } else if (m[a0 + GLASS_STATE] === 0) {
    m[a0 + GLASS_STATE] = 1;
    const landedBefore = (m[a0 + GLASS_LANDED] & 1) !== 0;
    m[a0 + GLASS_LANDED] |= 1;
    if (landedBefore) {
      m[a0 + GLASS_STATE] |= 0x80;
      ww(m, a0 + GLASS_SINK, 0x10);
      m[a0 + GLASS_WAIT] = 0xa;
      if (rw(m, a0 + GLASS_DIST) === 0x40) ww(m, a0 + GLASS_SINK, 0x40);
    }
  }
  if (rsb(m, a0 + GLASS_STATE) < 0) sinkStep(m, a0);
  return rw(m, a0 + GLASS_DIST);
}

/** loc_B582: the wait, then 1 px a frame while both counters last. */
function sinkStep(m: Uint8Array, a0: number): void {
  if (m[a0 + GLASS_WAIT] !== 0) {
    m[a0 + GLASS_WAIT]--;
    if (m[a0 + GLASS_WAIT] !== 0) return;
  }
  if (rw(m, a0 + GLASS_DIST) !== 0) {
    ww(m, a0 + GLASS_DIST, rw(m, a0 + GLASS_DIST) - 1);
    ww(m, a0 + GLASS_SINK, rw(m, a0 + GLASS_SINK) - 1);
    if (rw(m, a0 + GLASS_SINK) !== 0) return;
  }
  m[a0 + GLASS_STATE] &= 0x7f;
}

/** `Glass_ChkSwitch`: once switch (subtype >> 4) is seen pressed, glass_dist runs down 2 a frame. */
function riseOnSwitch(w: S1ObjectContext, a0: number): number {
  const m = w.m;
  if (m[a0 + GLASS_STATE] === 0) {
    if (switchByte(w.s, m[a0 + OB_SUBTYPE] >> 4) === 0) return rw(m, a0 + GLASS_DIST);
    m[a0 + GLASS_STATE] = 1;
  }
  if (rw(m, a0 + GLASS_DIST) !== 0) ww(m, a0 + GLASS_DIST, rw(m, a0 + GLASS_DIST) - 2);
  return rw(m, a0 + GLASS_DIST);
}
