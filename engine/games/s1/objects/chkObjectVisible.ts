/**
 * `ChkObjectVisible` and `ChkPartiallyVisible` (_incObj/sub ChkObjectVisible.asm): whether an
 * object's position (or, for the second, its box obActWid wide) is inside the 320x224 screen
 * from the camera. Signed word compares, as the original's bmi/bge. Returns the routine's d0:
 * true when the object is off screen.
 */
import { C_X, C_Y } from '../../../state/layout.ts';
import { OB_ACT_WID, OB_X, OB_Y, rw } from './ram.ts';

const s16 = (v: number): number => (v << 16) >> 16;

export function chkObjectVisible(m: Uint8Array, s: Int32Array, a0: number): boolean {
  const dx = s16(rw(m, a0 + OB_X) - s[C_X]);
  if (dx < 0 || dx >= 320) return true;
  const dy = s16(rw(m, a0 + OB_Y) - s[C_Y]);
  return dy < 0 || dy >= 224;
}

export function chkPartiallyVisible(m: Uint8Array, s: Int32Array, a0: number): boolean {
  const wid = m[a0 + OB_ACT_WID];
  const d0 = s16(rw(m, a0 + OB_X) - s[C_X] + wid);
  if (d0 < 0) return true;
  if (s16(d0 - wid * 2) >= 320) return true;
  const dy = s16(rw(m, a0 + OB_Y) - s[C_Y]);
  return dy < 0 || dy >= 224;
}
