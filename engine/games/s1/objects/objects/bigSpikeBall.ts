/**
 * Object $58 — the big spiked ball (SYZ; _incObj/58 Big Spiked Ball.asm: `BigSpikeBall`,
 * `BBall_Main`, `BBall_Move` and its `.type00` ... `.type03`).
 *
 * Touch type $86: it hurts, on ReactToItem's size 6 (half width and height $10). Subtype low 3
 * bits: 0 still; 1 side to side ($60 px by oscillator 3: x = origin - value, mirrored origin -
 * ($60 - value)); 2 up and down (y = origin - value, mirrored - ($80 - value): the original adds
 * $80 here, not $60); 3 round a circle of radius $50 about its placed position, the 16-bit angle
 * turning by (subtype's high nibble, sign-extended) * 8 a frame, starting at the placement's
 * flip bits (x-flip $40, y-flip $80). Types 4-7 jump past the original's table (none is placed);
 * here they stand still. Deleted when out of range of its origin.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_ANGLE, OB_COL_TYPE, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_X, OB_Y, rw, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { oscillatorByte } from '../../act/oscillators.ts';
import { SINE } from '../../../../fixed/trig.ts';

export const ID_BIG_SPIKE_BALL = 0x58;
/** bball_origY (objoff_38), bball_origX (objoff_3A), bball_radius (objoff_3C), bball_speed (objoff_3E). */
const ORIG_Y = 0x38;
const ORIG_X = 0x3a;
const RADIUS = 0x3c;
const SPEED = 0x3e;

export function bigSpikeBall(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_RENDER] = 4;
    m[a0 + OB_PRIORITY] = 4;
    m[a0 + OB_ACT_WID] = 0x18;
    ww(m, a0 + ORIG_X, rw(m, a0 + OB_X));
    ww(m, a0 + ORIG_Y, rw(m, a0 + OB_Y));
    m[a0 + OB_COL_TYPE] = 0x86;
    ww(m, a0 + SPEED, ((m[a0 + OB_SUBTYPE] & 0xf0) << 24 >> 24) * 8);
    m[a0 + OB_ANGLE] = (m[a0 + OB_STATUS] & 3) << 6;
    m[a0 + RADIUS] = 0x50;
  }
  // BBall_Move
  switch (m[a0 + OB_SUBTYPE] & 7) {
    case 1: {
      let d0 = oscillatorByte(w.s, 3);
      if (m[a0 + OB_STATUS] & 1) d0 = 0x60 - d0;
      ww(m, a0 + OB_X, rw(m, a0 + ORIG_X) - d0);
      break;
    }
    case 2: {
      let d0 = oscillatorByte(w.s, 3);
      if (m[a0 + OB_STATUS] & 1) d0 = 0x80 - d0;
      ww(m, a0 + OB_Y, rw(m, a0 + ORIG_Y) - d0);
      break;
    }
    case 3: {
      ww(m, a0 + OB_ANGLE, rw(m, a0 + OB_ANGLE) + rw(m, a0 + SPEED));
      const angle = m[a0 + OB_ANGLE];
      const r = m[a0 + RADIUS];
      ww(m, a0 + OB_Y, ((r * SINE[angle]) >> 8) + rw(m, a0 + ORIG_Y));
      ww(m, a0 + OB_X, ((r * SINE[angle + 0x40]) >> 8) + rw(m, a0 + ORIG_X));
      break;
    }
  }
  if (outOfRange(w.s, rw(m, a0 + ORIG_X))) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}
