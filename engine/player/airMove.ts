/**
 * Air control, drag and rotation (Sonic 1 `Sonic_ChgJumpDir`, `Sonic_JumpAngle`;
 * SPEC-NOTES "Air movement"; SPG section 11 "Air State").
 */
import { BTN_LEFT, BTN_RIGHT } from '../input.ts';
import { P_ANGLE, P_SPEED_ACC, P_SPEED_MAX, P_STATUS, P_XSP, P_YSP, ST_FACING_LEFT, ST_ROLL_JUMP } from '../state/layout.ts';
import { accelerateTowards } from './topSpeed.ts';
import { resetCameraBias } from './cameraBias.ts';
import type { PlayerContext } from './context.ts';

export function airMove(c: PlayerContext): void {
  const s = c.s;
  if ((s[P_STATUS] & ST_ROLL_JUMP) === 0) {
    let x = s[P_XSP];
    // Air acceleration is twice the ground acceleration (Sonic_ChgJumpDir: `asl.w #1,d5`).
    const acc = s[P_SPEED_ACC] << 1;
    const top = s[P_SPEED_MAX];
    if (c.held & BTN_LEFT) {
      s[P_STATUS] |= ST_FACING_LEFT;
      x = accelerateTowards(x, -acc, top, c.q.airTopSpeedCurtail);
    }
    if (c.held & BTN_RIGHT) {
      s[P_STATUS] &= ~ST_FACING_LEFT;
      x = accelerateTowards(x, acc, top, c.q.airTopSpeedCurtail);
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

/** The angle eases back to 0 by 2 per frame in the air. */
export function airRotate(s: Int32Array): void {
  const a = s[P_ANGLE] & 0xff;
  if (a === 0) return;
  if (a >= 0x80) s[P_ANGLE] = a + 2 > 0xff ? 0 : a + 2;
  else s[P_ANGLE] = a - 2 < 0 ? 0 : a - 2;
}
