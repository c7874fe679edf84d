/**
 * Object $52 — moving platform blocks (MZ, LZ, SBZ) (_incObj/52 Moving Blocks.asm:
 * `MovingBlock`, `MBlock_Main`, `MBlock_Platform`, `MBlock_StandOn`, `MBlock_ChkDel`,
 * `MBlock_Move`, `MBlock_Type00` ... `MBlock_Type0A`).
 *
 * A platform (PlatformObject with half width obActWid: $10, $20, $20, $40, $30 by the subtype's
 * high nibble). Types (the low nibble): 0 still; 1 swings left with oscillator 3 over $60 px
 * (x-flipped: the other way); 2, 4 and 9 wait to be stood on, then become 3, 5 and $A; 3 moves
 * right 1 px a frame until a wall (ObjHitWallRight), then stops (0); 5 the same, then falls (6)
 * at +$18 a frame to the floor and stops (0); 7 waits for switch 2, then becomes 4; 8 swings
 * up with oscillator 7 over $80 px; $A moves 8 px a frame (x-flipped: left) by twice its half
 * width, waits 300 frames, comes back and becomes 9 again. In LZ it is 7 px high (obHeight).
 *
 * Quirk kept: type 7 pops its caller's return address (`addq.l #4,sp`): the block neither runs
 * PlatformObject nor is displayed that frame (only deleted when out of range). Stood on, that
 * would crash the original; no block can be stood on while it is type 7.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_FRAME, OB_HEIGHT, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_Y, OB_X, OB_Y, rsw, rw,
  speedToPos, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { exitPlatform, platformObject } from '../platformObject.ts';
import { mvSonicOnPtfm2 } from '../solidObject.ts';
import { objFloorDist } from '../objFloorDist.ts';
import { objHitWallRight } from '../objHitWall.ts';
import { oscillatorByte } from '../../act/oscillators.ts';
import { switchByte } from '../../act/switches.ts';
import { ZONE_LZ } from '../../act/actRules.ts';

export const ID_MOVING_BLOCK = 0x52;

/** mblock_origX, mblock_origY. */
const MBLOCK_ORIG_X = 0x30;
const MBLOCK_ORIG_Y = 0x32;
/** objoff_34: type $A's wait; objoff_36: type $A coming back. */
const MBLOCK_WAIT = 0x34;
const MBLOCK_BACK = 0x36;

/** MBlock_Var: (half width, frame) by the subtype's high nibble. */
export const SHAPES: readonly (readonly [number, number])[] = [[0x10, 0], [0x20, 1], [0x20, 2], [0x40, 3], [0x30, 4]];

export function movingBlock(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      main(w, a0);
      platform(w, a0);
      return;
    case 2:
      platform(w, a0);
      return;
    case 4: {
      exitPlatform(w, a0, m[a0 + OB_ACT_WID]);
      const x = rw(m, a0 + OB_X);
      if (!move(w, a0)) return;
      mvSonicOnPtfm2(w, a0, x);
      chkDel(w, a0);
      return;
    }
  }
}

/** `MBlock_Main`. */
function main(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  if (w.rules.zone === ZONE_LZ) m[a0 + OB_HEIGHT] = 7;
  m[a0 + OB_RENDER] = 4;
  // High nibbles past 4 read the code after MBlock_Var; none is placed.
  const [wid, frame] = SHAPES[(m[a0 + OB_SUBTYPE] >> 4) & 0xf] ?? SHAPES[0];
  m[a0 + OB_ACT_WID] = wid;
  m[a0 + OB_FRAME] = frame;
  m[a0 + OB_PRIORITY] = 4;
  ww(m, a0 + MBLOCK_ORIG_X, rw(m, a0 + OB_X));
  ww(m, a0 + MBLOCK_ORIG_Y, rw(m, a0 + OB_Y));
  m[a0 + OB_SUBTYPE] &= 0xf;
}

/** `MBlock_Platform` (routine 2). */
function platform(w: S1ObjectContext, a0: number): void {
  if (!move(w, a0)) return;
  platformObject(w, a0, w.m[a0 + OB_ACT_WID]);
  chkDel(w, a0);
}

/** `MBlock_ChkDel`. */
function chkDel(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (outOfRange(w.s, rw(m, a0 + MBLOCK_ORIG_X))) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

/** `MBlock_Move`; false when type 7 returned straight to ExecuteObjects. */
function move(w: S1ObjectContext, a0: number): boolean {
  const m = w.m;
  switch (m[a0 + OB_SUBTYPE] & 0xf) {
    case 1: {
      let d0 = oscillatorByte(w.s, 3);
      if (m[a0 + OB_STATUS] & 1) d0 = (0x60 - d0) & 0xffff;
      ww(m, a0 + OB_X, rw(m, a0 + MBLOCK_ORIG_X) - d0);
      return true;
    }
    case 2:
    case 4:
    case 9:
      if (m[a0 + OB_ROUTINE] === 4) m[a0 + OB_SUBTYPE]++;
      return true;
    case 3:
    case 5:
      if (objHitWallRight(w, a0, m[a0 + OB_ACT_WID]) < 0) {
        if ((m[a0 + OB_SUBTYPE] & 0xf) === 3) m[a0 + OB_SUBTYPE] = 0;
        else m[a0 + OB_SUBTYPE]++;
        return true;
      }
      ww(m, a0 + OB_X, rw(m, a0 + OB_X) + 1);
      ww(m, a0 + MBLOCK_ORIG_X, rw(m, a0 + OB_X));
      return true;
    case 6: {
      speedToPos(m, a0);
      ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
      const d1 = objFloorDist(w, a0);
      if (d1 < 0) {
        ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
        ww(m, a0 + OB_VEL_Y, 0);
        m[a0 + OB_SUBTYPE] = 0;
      }
      return true;
    }
    case 7:
      if (switchByte(w.s, 2) !== 0) m[a0 + OB_SUBTYPE] -= 3;
      if (outOfRange(w.s, rw(m, a0 + MBLOCK_ORIG_X))) deleteObject(m, a0);
      return false;
    case 8: {
      let d0 = oscillatorByte(w.s, 7);
      if (m[a0 + OB_STATUS] & 1) d0 = (0x80 - d0) & 0xffff;
      ww(m, a0 + OB_Y, rw(m, a0 + MBLOCK_ORIG_Y) - d0);
      return true;
    }
    case 0xa:
      type0A(m, a0);
      return true;
  }
  // Type 0 stays; $B..$F would run past the type table (none is placed).
  return true;
}

/** `MBlock_Type0A`: out by twice the half width, 300 frames' wait, back, then type 9. */
function type0A(m: Uint8Array, a0: number): void {
  let d3 = m[a0 + OB_ACT_WID] * 2;
  let d1 = 8;
  if (m[a0 + OB_STATUS] & 1) {
    d1 = -d1;
    d3 = -d3;
  }
  const d0 = (rw(m, a0 + OB_X) - rw(m, a0 + MBLOCK_ORIG_X)) & 0xffff;
  if (rw(m, a0 + MBLOCK_BACK) !== 0) {
    if (d0 === 0) {
      ww(m, a0 + MBLOCK_BACK, 0);
      m[a0 + OB_SUBTYPE]--;
      return;
    }
    ww(m, a0 + OB_X, rw(m, a0 + OB_X) - d1);
    return;
  }
  if (d0 === (d3 & 0xffff)) {
    ww(m, a0 + MBLOCK_WAIT, rw(m, a0 + MBLOCK_WAIT) - 1);
    if (rw(m, a0 + MBLOCK_WAIT) === 0) ww(m, a0 + MBLOCK_BACK, 1);
    return;
  }
  ww(m, a0 + OB_X, rw(m, a0 + OB_X) + d1);
  ww(m, a0 + MBLOCK_WAIT, 300);
}
