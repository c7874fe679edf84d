/**
 * Object $31 — stomping metal blocks on chains (MZ) (_incObj/31 Chained Stompers.asm:
 * `ChainStomp`, `CStom_Main`, `CStom_MakeStomper`, `CStom_SetSize`, `loc_B798`, `loc_B7E2`,
 * `loc_B7FE`, `CStom_Display2`, `CStom_ChkDel`, `CStom_Types`, `CStom_Type00`, `CStom_Type01`,
 * `CStom_Type03`, `CStom_Restart`).
 *
 * A solid block hanging from the ceiling (half width obActWid + $B, half height $C) with its
 * spikes below (touch type $90, half width $38; none for the $2x subtypes), its chain (frames by
 * how far it has dropped) and its bracket, each in the next free slot. objoff_32 is how far the
 * block hangs below its start (8.8 px, the high byte is the px), objoff_34 its full drop ($7000,
 * $A000, $5000, $7800, $3800, $5800, $B800 by the subtype's low nibble). It falls at +$70 a frame
 * to the full drop and rises $80 (half a px) a frame. Types: 0 is down until switch
 * CStom_switch (subtype $8n: switch n) is pressed, then rises; 1, 2, 4, 6 drop, wait $3C frames,
 * rise, drop again; 3 and 5 wait for Sonic within $90 px (x), then become 4 and 6. Standing on the
 * block while it is less than $10 px down kills Sonic (crushed against the ceiling).
 * v_obj31ypos keeps the last block's y; the MZ1 push block that rides a stomper sets its bit 15,
 * and a switch-raised stomper then stops $10 px down instead of rising into it.
 *
 * Quirk kept: every part is displayed before CStom_ChkDel may delete it.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findNextFreeObj, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_Y,
  OB_X, OB_Y, readObjectPointer, rw, writeObjectPointer, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { solidObject } from '../solidObject.ts';
import { G_OBJ31_YPOS } from '../s1State.ts';
import { sonicX } from '../sonic.ts';
import { switchByte } from '../../act/switches.ts';
import { kill } from '../../../../player/death.ts';

export const ID_CHAIN_STOMP = 0x31;

/** objoff_30: the y the part hangs from. */
const CSTOM_BASE_Y = 0x30;
/** objoff_32: how far down the block is (8.8); objoff_34: its full drop. */
export const CSTOM_DROP = 0x32;
const CSTOM_FULL = 0x34;
/** objoff_36: rising (types 1..6); objoff_38: the wait at the bottom. */
const CSTOM_RISING = 0x36;
const CSTOM_WAIT = 0x38;
/** CStom_switch: the switch a type 0 block waits for. */
const CSTOM_SWITCH = 0x3a;
const CSTOM_PARENT = 0x3c;

/**
 * CStom_SwchNums (switch, subtype for subtypes $80, $81), then the bytes that follow in the ROM
 * (CStom_Var), which subtypes $82 and up read; only $80 is placed.
 */
export const SWITCH_NUMS: readonly number[] = [0, 0, 1, 0, 2, 0, 0, 4, 0x1c, 1, 8, 0xcc, 3, 6, 0xf0, 2];
/** CStom_Var: (routine, y offset, frame) of the block, the spikes, the chain, the bracket. */
export const PARTS: readonly (readonly [number, number, number])[] = [
  [2, 0, 0],
  [4, 0x1c, 1],
  [8, -0x34, 3],
  [6, -0x10, 2],
];
/** word_B6A4: the full drop by the subtype's low nibble. */
export const FULL_DROPS: readonly number[] = [0x7000, 0xa000, 0x5000, 0x7800, 0x3800, 0x5800, 0xb800];
/** CStom_Var2: (half width, frame) of the block by the subtype's high nibble. */
export const SIZES: readonly (readonly [number, number])[] = [[0x38, 0], [0x30, 9], [0x10, 0xa]];

export function chainStomp(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      main(m, a0);
      block(w, a0);
      return;
    case 2:
      block(w, a0);
      return;
    case 8:
      chainFrame(m, a0);
      follow(m, a0);
      display(w, a0);
      return;
    case 4:
      follow(m, a0);
      display(w, a0);
      return;
    case 6:
      display(w, a0);
      return;
  }
}

/** `CStom_Main`: the parts, each in the next free slot; then the block's size. */
function main(m: Uint8Array, a0: number): void {
  let d0 = m[a0 + OB_SUBTYPE];
  if (d0 & 0x80) {
    const i = (d0 & 0x7f) * 2;
    m[a0 + CSTOM_SWITCH] = SWITCH_NUMS[i] ?? 0;
    d0 = SWITCH_NUMS[i + 1] ?? 0;
    m[a0 + OB_SUBTYPE] = d0;
  }
  const type = d0 & 0xf;
  // Low nibbles 7 and up would read the code after the table; no act places them.
  const d2 = FULL_DROPS[type] ?? 0;
  if (type === 0) ww(m, a0 + CSTOM_DROP, d2);
  let a1 = a0;
  let d1 = 3;
  let part = 0;
  for (;;) {
    // CStom_MakeStomper
    const [routine, dy, frame] = PARTS[part++];
    m[a1 + OB_ROUTINE] = routine;
    m[a1 + OB_ID] = ID_CHAIN_STOMP;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y) + dy);
    m[a1 + OB_RENDER] = 4;
    ww(m, a1 + CSTOM_BASE_Y, rw(m, a1 + OB_Y));
    m[a1 + OB_SUBTYPE] = m[a0 + OB_SUBTYPE];
    m[a1 + OB_ACT_WID] = 0x10;
    ww(m, a1 + CSTOM_FULL, d2);
    m[a1 + OB_PRIORITY] = 4;
    m[a1 + OB_FRAME] = frame;
    if (frame === 1) {
      d1--;
      // The $2x stompers have no spikes: the next part overwrites this one.
      if ((m[a0 + OB_SUBTYPE] & 0xf0) === 0x20) continue;
      m[a1 + OB_ACT_WID] = 0x38;
      m[a1 + OB_COL_TYPE] = 0x90;
      d1++;
    }
    writeObjectPointer(m, a1 + CSTOM_PARENT, a0);
    if (--d1 < 0) {
      m[a1 + OB_PRIORITY] = 3;
      break;
    }
    a1 = findNextFreeObj(m, a0);
    if (a1 < 0) break;
  }
  // CStom_SetSize
  const [wid, frame] = SIZES[(m[a0 + OB_SUBTYPE] >> 4) & 7] ?? SIZES[0];
  m[a0 + OB_ACT_WID] = wid;
  m[a0 + OB_FRAME] = frame;
}

/** `loc_B798`: the block moves, is solid, and crushes Sonic standing on it near the ceiling. */
function block(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  types(w, a0);
  w.s[G_OBJ31_YPOS] = rw(m, a0 + OB_Y);
  solidObject(w, a0, m[a0 + OB_ACT_WID] + 0xb, 0xc, 0xd, rw(m, a0 + OB_X));
  if (m[a0 + OB_STATUS] & 8 && m[a0 + CSTOM_DROP] < 0x10) kill(w);
  display(w, a0);
}

/** `loc_B7E2`: the chain is taller, its frame by how far the block hangs. */
function chainFrame(m: Uint8Array, a0: number): void {
  m[a0 + OB_HEIGHT] = 0x80;
  m[a0 + OB_RENDER] |= 0x10;
  const a1 = readObjectPointer(m, a0 + CSTOM_PARENT);
  const drop = a1 >= 0 ? m[a1 + CSTOM_DROP] : 0;
  m[a0 + OB_FRAME] = ((drop >> 5) + 3) & 0xff;
}

/** `loc_B7FE`: hang below the base by the block's drop. */
function follow(m: Uint8Array, a0: number): void {
  const a1 = readObjectPointer(m, a0 + CSTOM_PARENT);
  const drop = a1 >= 0 ? m[a1 + CSTOM_DROP] : 0;
  ww(m, a0 + OB_Y, drop + rw(m, a0 + CSTOM_BASE_Y));
}

/** `CStom_Display2` / `CStom_ChkDel`. */
function display(w: S1ObjectContext, a0: number): void {
  displaySprite(w, a0);
  if (outOfRange(w.s, rw(w.m, a0 + OB_X))) deleteObject(w.m, a0);
}

/** `CStom_Types` by the subtype's low nibble, then `CStom_Restart`. */
function types(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_SUBTYPE] & 0xf) {
    case 0:
      type00(w, a0);
      break;
    case 1:
    case 2:
    case 4:
    case 6:
      type01(m, a0);
      break;
    case 3:
    case 5: {
      let d0 = (sonicX(w.s) - rw(m, a0 + OB_X)) & 0xffff;
      if (sonicX(w.s) < rw(m, a0 + OB_X)) d0 = -d0 & 0xffff;
      if (d0 < 0x90) m[a0 + OB_SUBTYPE]++;
      break;
    }
  }
  ww(m, a0 + OB_Y, m[a0 + CSTOM_DROP] + rw(m, a0 + CSTOM_BASE_Y));
}

/** `CStom_Type00`: down; rises while its switch is pressed. */
function type00(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (switchByte(w.s, m[a0 + CSTOM_SWITCH]) === 0) {
    fall(m, a0);
    return;
  }
  const stopHigh = (w.s[G_OBJ31_YPOS] & 0x8000) !== 0 && m[a0 + CSTOM_DROP] === 0x10;
  // The y speed is cleared when it cannot rise, and on the frame it reaches the top.
  if (stopHigh || rw(m, a0 + CSTOM_DROP) === 0 || !rise(m, a0)) ww(m, a0 + OB_VEL_Y, 0);
}

/** `CStom_Type01`: drop, wait $3C frames, rise, drop again. */
function type01(m: Uint8Array, a0: number): void {
  if (rw(m, a0 + CSTOM_RISING) !== 0) {
    if (rw(m, a0 + CSTOM_WAIT) !== 0) {
      ww(m, a0 + CSTOM_WAIT, rw(m, a0 + CSTOM_WAIT) - 1);
      return;
    }
    if (!rise(m, a0)) {
      ww(m, a0 + OB_VEL_Y, 0);
      ww(m, a0 + CSTOM_RISING, 0);
    }
    return;
  }
  if (fall(m, a0)) {
    ww(m, a0 + CSTOM_RISING, 1);
    ww(m, a0 + CSTOM_WAIT, 0x3c);
  }
}

/** `subi.w #$80,objoff_32`: false (and 0) when it reached the top. */
function rise(m: Uint8Array, a0: number): boolean {
  const d = rw(m, a0 + CSTOM_DROP) - 0x80;
  ww(m, a0 + CSTOM_DROP, d < 0 ? 0 : d);
  return d >= 0;
}

/** loc_B8A8 / loc_B938: fall toward the full drop; true on the frame it lands there. */
function fall(m: Uint8Array, a0: number): boolean {
  const d1 = rw(m, a0 + CSTOM_FULL);
  if (d1 === rw(m, a0 + CSTOM_DROP)) return false;
  const d0 = rw(m, a0 + OB_VEL_Y);
  ww(m, a0 + OB_VEL_Y, d0 + 0x70);
  ww(m, a0 + CSTOM_DROP, rw(m, a0 + CSTOM_DROP) + d0);
  if (d1 > rw(m, a0 + CSTOM_DROP)) return false;
  ww(m, a0 + CSTOM_DROP, d1);
  ww(m, a0 + OB_VEL_Y, 0);
  return true;
}
