/**
 * Object $72 — teleporter (SBZ2) (_incObj/72 Teleporter.asm: `Teleport`, `Tele_Main`,
 * `loc_166C8`, `loc_1670E`, `loc_1675E`, `loc_16798`, `loc_167C2`, `loc_167DA`, `loc_16800`,
 * `sub_1681C`, `loc_1687A`, `Tele_Data`).
 *
 * Invisible; never displayed. Routine 2 waits for Sonic within its entry box: x - its x (+$F
 * when x-flipped) below $10, y - its y + $20 below $40 (unsigned), f_playerctrl clear, and for
 * subtype 7 at least 50 rings. It then takes him: f_playerctrl $81 (no control, no touch or
 * solid responses), rolling animation, ground speed $800, speeds 0, airborne, not pushing, at
 * its position. Routine 4 bobs him up and down (y = its y - sin(angle) >> 5, the angle +2 a frame)
 * for 64 frames, then aims him at the first point of its path (sub_1681C: $1000 on the longer
 * axis, the other by the ratio, `divs.w`; the frame count, the longer distance * 16 / $1000, in
 * objoff_2E's high byte). Routine 6 moves his 16:16 position by his speeds each frame; when the
 * count runs out he is put on the point and aimed at the next; after the last he is let go
 * (y & $7FF, x speed 0, y speed $200, f_playerctrl clear, routine 0: it sets up again).
 * Out of range it is deleted, except in routine 6, which pops the return address.
 *
 * The path pointer objoff_3C holds the path's number here, not a ROM address.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import { OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_X, OB_Y, rl, rw, wl, ww } from '../ram.ts';
import { divs } from '../divs.ts';
import {
  ID_ROLL, SONIC_AIR, SONIC_PUSH, setSonicAnim, setSonicInertia, setSonicStatus, setSonicVelX, setSonicVelY, setSonicX,
  setSonicXLong, setSonicY, setSonicYLong, sonicStatus, sonicVelX, sonicVelY, sonicX, sonicXLong, sonicY, sonicYLong,
} from '../sonic.ts';
import { P_RINGS, W_PLAYER_CTRL } from '../../../../state/layout.ts';
import { SINE } from '../../../../fixed/trig.ts';

export const ID_TELEPORT = 0x72;
/** objoff_2E: the frames left on this leg (its high byte); objoff_32 the bob angle; objoff_36/38 the next point; objoff_3A the point's offset, objoff_3B the path's length; objoff_3C the path. */
const LEG_FRAMES = 0x2e;
const BOB = 0x32;
const NEXT_X = 0x36;
const NEXT_Y = 0x38;
const POINT = 0x3a;
const PATH_LENGTH = 0x3b;
const PATH = 0x3c;

/** Tele_Data: per subtype, the path's length in bytes, then its points (x, y). */
export const TELE_DATA: readonly (readonly number[])[] = [
  [4, 0x794, 0x98c],
  [4, 0x94, 0x38c],
  [0x1c, 0x794, 0x2e8, 0x7a4, 0x2c0, 0x7d0, 0x2ac, 0x858, 0x2ac, 0x884, 0x298, 0x894, 0x270, 0x894, 0x190],
  [4, 0x894, 0x690],
  [0x1c, 0x1194, 0x470, 0x1184, 0x498, 0x1158, 0x4ac, 0xfd0, 0x4ac, 0xfa4, 0x4c0, 0xf94, 0x4e8, 0xf94, 0x590],
  [4, 0x1294, 0x490],
  [0x1c, 0x1594, 0xffe8, 0x1584, 0xffc0, 0x1560, 0xffac, 0x14d0, 0xffac, 0x14a4, 0xff98, 0x1494, 0xff70, 0x1494, 0xfd90],
  [4, 0x894, 0x90],
];

/** Subtypes 8..$F would read the bytes after Tele_Data (no act has one): a path of zeros. */
const NO_PATH: readonly number[] = [4, 0, 0];

function pathOf(m: Uint8Array, a0: number): readonly number[] {
  return TELE_DATA[rl(m, a0 + PATH)] ?? NO_PATH;
}

export function teleport(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      teleMain(m, a0);
      waitForSonic(w, a0);
      break;
    case 2:
      waitForSonic(w, a0);
      break;
    case 4:
      bob(w, a0);
      break;
    default:
      travel(w, a0);
      return;
  }
  if (outOfRange(w.s, rw(m, a0 + OB_X))) deleteObject(m, a0);
}

function teleMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 2;
  const p = m[a0 + OB_SUBTYPE] & 0xf;
  const path = TELE_DATA[p] ?? NO_PATH;
  ww(m, a0 + POINT, path[0]);
  wl(m, a0 + PATH, p);
  ww(m, a0 + NEXT_X, path[1]);
  ww(m, a0 + NEXT_Y, path[2]);
}

/** Routine 2 (`loc_166C8`). */
function waitForSonic(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  let d0 = (sonicX(s) - rw(m, a0 + OB_X)) & 0xffff;
  if (m[a0 + OB_STATUS] & 1) d0 = (d0 + 0xf) & 0xffff;
  if (d0 >= 0x10) return;
  if (((sonicY(s) - rw(m, a0 + OB_Y) + 0x20) & 0xffff) >= 0x40) return;
  if ((s[W_PLAYER_CTRL] & 0xff) !== 0) return;
  if (m[a0 + OB_SUBTYPE] === 7 && (s[P_RINGS] & 0xffff) < 50) return;
  m[a0 + OB_ROUTINE] += 2;
  s[W_PLAYER_CTRL] = 0x81;
  setSonicAnim(s, ID_ROLL);
  setSonicInertia(s, 0x800);
  setSonicVelX(s, 0);
  setSonicVelY(s, 0);
  m[a0 + OB_STATUS] &= ~0x20;
  setSonicStatus(s, (sonicStatus(s) & ~SONIC_PUSH) | SONIC_AIR);
  setSonicX(s, rw(m, a0 + OB_X));
  setSonicY(s, rw(m, a0 + OB_Y));
  m[a0 + BOB] = 0;
}

/** Routine 4 (`loc_1675E`). */
function bob(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const angle = m[a0 + BOB];
  m[a0 + BOB] = (angle + 2) & 0xff;
  setSonicY(w.s, rw(m, a0 + OB_Y) - (SINE[angle] >> 5));
  if (m[a0 + BOB] !== 0x80) return;
  aim(w, a0);
  m[a0 + OB_ROUTINE] += 2;
}

/** Routine 6 (`loc_16798`): it pops the return address, so no out_of_range this frame. */
function travel(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  m[a0 + LEG_FRAMES] = (m[a0 + LEG_FRAMES] - 1) & 0xff;
  if ((m[a0 + LEG_FRAMES] & 0x80) === 0) {
    // `loc_167DA`: his 16:16 position plus his speeds << 8.
    setSonicXLong(s, sonicXLong(s) + (sonicVelX(s) << 8));
    setSonicYLong(s, sonicYLong(s) + (sonicVelY(s) << 8));
    return;
  }
  setSonicX(s, rw(m, a0 + NEXT_X));
  setSonicY(s, rw(m, a0 + NEXT_Y));
  const d1 = (m[a0 + POINT] + 4) & 0xff;
  if (d1 >= m[a0 + PATH_LENGTH]) {
    // `loc_16800`: the end.
    setSonicY(s, sonicY(s) & 0x7ff);
    m[a0 + OB_ROUTINE] = 0;
    s[W_PLAYER_CTRL] = 0;
    setSonicVelX(s, 0);
    setSonicVelY(s, 0x200);
    return;
  }
  m[a0 + POINT] = d1;
  const path = pathOf(m, a0);
  ww(m, a0 + NEXT_X, path[1 + (d1 >> 1)] ?? 0);
  ww(m, a0 + NEXT_Y, path[2 + (d1 >> 1)] ?? 0);
  aim(w, a0);
}

/**
 * `sub_1681C`: $1000 on the axis with the longer distance to the next point (signed compares of
 * the differences, unsigned of their sizes), the other axis by `divs.w` (distance << 16 / the
 * longer axis' quotient); objoff_2E = the longer quotient's size.
 */
function aim(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  const ex = (rw(m, a0 + NEXT_X) - sonicX(s)) & 0xffff;
  const ey = (rw(m, a0 + NEXT_Y) - sonicY(s)) & 0xffff;
  let d0 = ex;
  let d2 = 0x1000;
  if (ex & 0x8000) {
    d0 = -ex & 0xffff;
    d2 = -0x1000;
  }
  let d1 = ey;
  let d3 = 0x1000;
  if (ey & 0x8000) {
    d1 = -ey & 0xffff;
    d3 = -0x1000;
  }
  if (d1 >= d0) {
    // `moveq #0,d1; move.w ...,d1; swap d1`: the distance in the high word.
    const q = divs(ey << 16, d3);
    let vx = 0;
    if (ex !== 0) vx = divs(ex << 16, q);
    setSonicVelX(s, vx);
    setSonicVelY(s, d3);
    ww(m, a0 + LEG_FRAMES, rsw16(q) < 0 ? -q : q);
    return;
  }
  const q = divs(ex << 16, d2);
  let vy = 0;
  if (ey !== 0) vy = divs(ey << 16, q);
  setSonicVelY(s, vy);
  setSonicVelX(s, d2);
  ww(m, a0 + LEG_FRAMES, rsw16(q) < 0 ? -q : q);
}

/** The low word of a register as a signed number (`tst.w`). */
function rsw16(v: number): number {
  return (v << 16) >> 16;
}

