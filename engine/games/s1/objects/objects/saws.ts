/**
 * Object $6A — ground saws and pizza cutters (SBZ) (_incObj/6A Saws and Pizza Cutters.asm:
 * `Saws`, `Saw_Main`, `Saw_Action`, `.type00` ... `.type04`, `.here03`, `.here04`).
 *
 * Subtype 0 a still pizza cutter, 1 one swinging sideways (x = origin - oscillator 3's high
 * byte, mirrored: origin - ($60 - it)), 2 one swinging up and down (y = origin - oscillator 1's,
 * mirrored: origin - ($80 - it)); all three hurt on touch (type $A2: hurt, size $22 = $18 x $18)
 * and flip their frame every 3 frames. 3 and 4 are ground saws, harmless and hidden until Sonic
 * is in range: subtype 3 when his x - $C0 is at or past the saw's x (unsigned, no borrow), 4
 * when his x + $E0 is before it; either also needs his y - $80 below the saw's y and his
 * y + $80 at or past it. Then the saw runs at $600 towards him (3 right, 4 left), hurting
 * (type $A2), frame 2, and its out-of-range origin follows it.
 *
 * Kept as the original has it: a ground saw whose x test fails, and the frame it appears, pops
 * its return address (`addq.l #4,sp`), so that frame it is neither displayed nor deleted out of
 * range. Subtypes 5..7 would jump through the bytes after the type table; the acts use 0..4.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_TIME_FRAME, OB_VEL_X, OB_X,
  OB_Y, rw, speedToPos, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { sonicX, sonicY } from '../sonic.ts';
import { oscillatorByte } from '../../act/oscillators.ts';

export const ID_SAWS = 0x6a;
/** saw_origX (objoff_3A), saw_origY (objoff_38), saw_here (objoff_3D). */
const SAW_ORIG_X = 0x3a;
const SAW_ORIG_Y = 0x38;
const SAW_HERE = 0x3d;

export function saws(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) sawMain(m, a0);
  if (!sawType(w, a0)) return;
  if (outOfRange(w.s, rw(m, a0 + SAW_ORIG_X))) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

function sawMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 4;
  m[a0 + OB_ACT_WID] = 0x20;
  ww(m, a0 + SAW_ORIG_X, rw(m, a0 + OB_X));
  ww(m, a0 + SAW_ORIG_Y, rw(m, a0 + OB_Y));
  if (m[a0 + OB_SUBTYPE] < 3) m[a0 + OB_COL_TYPE] = 0xa2;
}

/** The subtype's routine; false when it popped Saw_Action's return (no out_of_range, no display). */
function sawType(w: S1ObjectContext, a0: number): boolean {
  const m = w.m;
  const s = w.s;
  switch (m[a0 + OB_SUBTYPE] & 7) {
    case 1: {
      let d0 = oscillatorByte(s, 3);
      if (m[a0 + OB_STATUS] & 1) d0 = -d0 + 0x60;
      ww(m, a0 + OB_X, rw(m, a0 + SAW_ORIG_X) - d0);
      spinFrame(m, a0);
      return true;
    }
    case 2: {
      let d0 = oscillatorByte(s, 1);
      if (m[a0 + OB_STATUS] & 1) d0 = -d0 + 0x80;
      ww(m, a0 + OB_Y, rw(m, a0 + SAW_ORIG_Y) - d0);
      spinFrame(m, a0);
      return true;
    }
    case 3:
      if (m[a0 + SAW_HERE] !== 0) return groundSawRuns(m, a0);
      if (sonicX(s) < 0xc0 || ((sonicX(s) - 0xc0) & 0xffff) < rw(m, a0 + OB_X)) return false;
      return groundSawAppears(w, a0, 0x600);
    case 4:
      if (m[a0 + SAW_HERE] !== 0) return groundSawRuns(m, a0);
      if (((sonicX(s) + 0xe0) & 0xffff) >= rw(m, a0 + OB_X)) return false;
      return groundSawAppears(w, a0, -0x600);
    default:
      return true;
  }
}

/** `.type03` / `.type04` past the x test: the y window, then the saw starts (and pops the return). */
function groundSawAppears(w: S1ObjectContext, a0: number, speed: number): boolean {
  const m = w.m;
  const y = rw(m, a0 + OB_Y);
  const top = (sonicY(w.s) - 0x80) & 0xffff;
  if (top >= y) return true;
  if (((top + 0x100) & 0xffff) < y) return true;
  m[a0 + SAW_HERE] = 1;
  ww(m, a0 + OB_VEL_X, speed);
  m[a0 + OB_COL_TYPE] = 0xa2;
  m[a0 + OB_FRAME] = 2;
  return false;
}

/** `.here03` / `.here04`. */
function groundSawRuns(m: Uint8Array, a0: number): boolean {
  speedToPos(m, a0);
  ww(m, a0 + SAW_ORIG_X, rw(m, a0 + OB_X));
  spinFrame(m, a0);
  return true;
}

/** Every third frame the frame's bit 0 flips. */
function spinFrame(m: Uint8Array, a0: number): void {
  m[a0 + OB_TIME_FRAME] = (m[a0 + OB_TIME_FRAME] - 1) & 0xff;
  if ((m[a0 + OB_TIME_FRAME] & 0x80) === 0) return;
  m[a0 + OB_TIME_FRAME] = 2;
  m[a0 + OB_FRAME] ^= 1;
}
