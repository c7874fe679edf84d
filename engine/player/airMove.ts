/**
 * Air control, drag and rotation (Sonic 1 `Sonic_ChgJumpDir`, `Sonic_JumpAngle`;
 * SPEC-NOTES "Air movement"; SPG section 11 "Air State").
 */
import { BTN_LEFT, BTN_RIGHT } from '../input.ts';
import { P_ANGLE, P_STATUS, P_XSP, P_YSP, ST_FACING_LEFT, ST_ROLL_JUMP } from '../world/layout.ts';
import { AIR_ACCELERATION, TOP_SPEED } from './constants.ts';
import { resetCameraBias } from './cameraBias.ts';
import type { PlayerContext } from './context.ts';

export function airMove(c: PlayerContext): void {
  const s = c.s;
  if ((s[P_STATUS] & ST_ROLL_JUMP) === 0) {
    let x = s[P_XSP];
    if (c.held & BTN_LEFT) {
      s[P_STATUS] |= ST_FACING_LEFT;
      x = airAccelerate(c, x, -AIR_ACCELERATION);
    }
    if (c.held & BTN_RIGHT) {
      s[P_STATUS] &= ~ST_FACING_LEFT;
      x = airAccelerate(c, x, AIR_ACCELERATION);
    }
    s[P_XSP] = x;
  }
  resetCameraBias(s);
  // Air drag while -0x400 <= ysp <= -1: xsp -= xsp >> 5 (positive 1..31 untouched).
  const y = s[P_YSP];
  if (y < 0 && y >= -0x400) {
    const d = s[P_XSP] >> 5;
    if (d !== 0) s[P_XSP] -= d;
  }
}

/** Sonic 1/2/CD clamp to top speed even above it (airTopSpeedCurtail); Sonic 3 keeps the speed. */
function airAccelerate(c: PlayerContext, x: number, acc: number): number {
  const top = acc > 0 ? TOP_SPEED : -TOP_SPEED;
  const n = x + acc;
  const beyond = acc > 0 ? n >= top : n <= top;
  if (!beyond) return n;
  if (c.q.airTopSpeedCurtail) return top;
  const wasBeyond = acc > 0 ? x >= top : x <= top;
  return wasBeyond ? x : top;
}

/** The angle eases back to 0 by 2 per frame in the air. */
export function airRotate(s: Int32Array): void {
  const a = s[P_ANGLE] & 0xff;
  if (a === 0) return;
  if (a >= 0x80) s[P_ANGLE] = a + 2 > 0xff ? 0 : a + 2;
  else s[P_ANGLE] = a - 2 < 0 ? 0 : a - 2;
}
