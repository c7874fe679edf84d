/**
 * Sonic 2's `ObjectMove` and `ObjectMoveAndFall` (s2.asm) on an object's slot: x_pos / y_pos as
 * longs (pixel word and subpixel word), plus the speed words shifted left by 8; the fall adds
 * $38 to y_vel after the move reads it.
 */
import { OB_X, OB_Y } from './s2Objects.ts';

export const OB_X_VEL = 0x10;
export const OB_Y_VEL = 0x12;
export const OB_Y_RADIUS = 0x16;
export const OB_X_RADIUS = 0x17;
/** ObjectMoveAndFall's gravity. */
const GRAVITY = 0x38;

const rl = (m: Uint8Array, a: number): number => ((m[a] << 24) | (m[a + 1] << 16) | (m[a + 2] << 8) | m[a + 3]) | 0;
function wl(m: Uint8Array, a: number, v: number): void {
  m[a] = (v >>> 24) & 0xff;
  m[a + 1] = (v >>> 16) & 0xff;
  m[a + 2] = (v >>> 8) & 0xff;
  m[a + 3] = v & 0xff;
}
const sw = (m: Uint8Array, a: number): number => (((m[a] << 8) | m[a + 1]) << 16) >> 16;

/** ObjectMove: position += speed (`ext.l; asl.l #8`). */
export function objectMove(m: Uint8Array, a0: number): void {
  wl(m, a0 + OB_X, (rl(m, a0 + OB_X) + (sw(m, a0 + OB_X_VEL) << 8)) | 0);
  wl(m, a0 + OB_Y, (rl(m, a0 + OB_Y) + (sw(m, a0 + OB_Y_VEL) << 8)) | 0);
}

/** ObjectMoveAndFall: ObjectMove with the old y_vel, y_vel + $38. */
export function objectMoveAndFall(m: Uint8Array, a0: number): void {
  const yv = sw(m, a0 + OB_Y_VEL);
  objectMove(m, a0);
  const v = (yv + GRAVITY) & 0xffff;
  m[a0 + OB_Y_VEL] = v >> 8;
  m[a0 + OB_Y_VEL + 1] = v & 0xff;
}
