/**
 * What the platforms that ride a conveyor path share (Labyrinth's object $63 and Scrap Brain's
 * object $6F): `LCon_ChangeDir` (_incObj/63 LZ Conveyor.asm), which aims the platform at its
 * next corner, and the v_obj63 bytes (bit 0: a path's platforms are loaded).
 *
 * LCon_ChangeDir: the platform moves 1 px a frame ($100) along the axis with the longer
 * distance to the corner (objoff_34 x, objoff_36 y; unsigned compares of the distances), and
 * along the other by that axis' distance * $100 / the longer one, negated (`divs.w`). The
 * division's remainder goes into that axis' subpixel word and the other subpixel is cleared,
 * as the original does.
 */
import { OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, rw, ww } from './ram.ts';
import { divs } from './divs.ts';
import { G_OBJ63 } from './s1State.ts';

/** objoff_34 / objoff_36: the corner the platform heads for. */
export const PATH_TARGET_X = 0x34;
export const PATH_TARGET_Y = 0x36;

const s16 = (v: number): number => (v << 16) >> 16;

export function lconChangeDir(m: Uint8Array, a0: number): void {
  let dx = (rw(m, a0 + OB_X) - rw(m, a0 + PATH_TARGET_X)) & 0xffff;
  let d2 = -0x100;
  if (rw(m, a0 + OB_X) < rw(m, a0 + PATH_TARGET_X)) {
    dx = -dx & 0xffff;
    d2 = 0x100;
  }
  let dy = (rw(m, a0 + OB_Y) - rw(m, a0 + PATH_TARGET_Y)) & 0xffff;
  let d3 = -0x100;
  if (rw(m, a0 + OB_Y) < rw(m, a0 + PATH_TARGET_Y)) {
    dy = -dy & 0xffff;
    d3 = 0x100;
  }
  if (dy >= dx) {
    // Mostly vertical: y at 1 px a frame, x by the slope.
    let d0 = 0;
    const ex = s16(rw(m, a0 + OB_X) - rw(m, a0 + PATH_TARGET_X));
    if (ex !== 0) {
      d0 = divs(ex << 8, dy);
      d0 = (d0 & ~0xffff) | (-d0 & 0xffff);
    }
    ww(m, a0 + OB_VEL_X, d0);
    ww(m, a0 + OB_VEL_Y, d3);
    ww(m, a0 + OB_X + 2, d0 >>> 16);
    ww(m, a0 + OB_Y + 2, 0);
    return;
  }
  let d1 = 0;
  const ey = s16(rw(m, a0 + OB_Y) - rw(m, a0 + PATH_TARGET_Y));
  if (ey !== 0) {
    d1 = divs(ey << 8, dx);
    d1 = (d1 & ~0xffff) | (-d1 & 0xffff);
  }
  ww(m, a0 + OB_VEL_Y, d1);
  ww(m, a0 + OB_VEL_X, d2);
  ww(m, a0 + OB_Y + 2, d1 >>> 16);
  ww(m, a0 + OB_X + 2, 0);
}

/**
 * `(v_obj63).w + n`: the path group's byte (n = the subtype's low 7 bits; the acts use 0..5, the
 * two words hold 0..7).
 */
export function obj63Byte(s: Int32Array, n: number): number {
  return (s[G_OBJ63 + ((n >> 2) & 1)] >>> ((n & 3) << 3)) & 0xff;
}

export function setObj63Byte(s: Int32Array, n: number, v: number): void {
  const w = G_OBJ63 + ((n >> 2) & 1);
  const shift = (n & 3) << 3;
  s[w] = (s[w] & ~(0xff << shift)) | ((v & 0xff) << shift);
}
