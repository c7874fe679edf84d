/**
 * What the platforms that ride a conveyor path share (Labyrinth's object $63 and Scrap Brain's
 * object $6F): their fields, `LCon_ChangeDir` (_incObj/63 LZ Conveyor.asm), which aims the
 * platform at its next corner, the step to the next corner, the group loader that puts a path's
 * platforms into slots, the out-of-range check that frees the group, and the v_obj63 bytes
 * (bit 0: a path's platforms are loaded).
 *
 * LCon_ChangeDir: the platform moves 1 px a frame ($100) along the axis with the longer
 * distance to the corner (objoff_34 x, objoff_36 y; unsigned compares of the distances), and
 * along the other by that axis' distance * $100 / the longer one, negated (`divs.w`). The
 * division's remainder goes into that axis' subpixel word and the other subpixel is cleared,
 * as the original does.
 */
import type { S1ObjectContext } from './context.ts';
import { deleteObject, findFreeObj, outOfRange } from './objectManager.ts';
import { OB_ID, OB_SUBTYPE, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, rw, ww } from './ram.ts';
import { divs } from './divs.ts';
import { G_OBJ63 } from './s1State.ts';
import { displaySprite } from './spriteQueue.ts';
import { C_X } from '../../../state/layout.ts';

/** objoff_2F: a loader's subtype (bit 7: it loaded the group, which its deletion frees). */
export const PATH_GROUP = 0x2f;
/** objoff_30: the x out_of_range measures (the path's, not the platform's). */
export const PATH_RANGE_X = 0x30;
/** objoff_38..3C: the corner's offset, the path's length, the step (+4 / -4), reversed, the path number (a long). */
export const PATH_CORNER = 0x38;
export const PATH_LENGTH = 0x39;
export const PATH_STEP = 0x3a;
export const PATH_REVERSED = 0x3b;
export const PATH_NUMBER = 0x3c;

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

/** The step to the next corner: its offset, wrapping past either end (byte arithmetic). */
export function nextCorner(m: Uint8Array, a0: number): number {
  const d1 = (m[a0 + PATH_CORNER] + m[a0 + PATH_STEP]) & 0xff;
  if (d1 < m[a0 + PATH_LENGTH]) return d1;
  return d1 & 0x80 ? (m[a0 + PATH_LENGTH] - 4) & 0xff : 0;
}

/**
 * A group loader (`loc_12460` / `loc_16380`): marks the group (the subtype's low 7 bits)
 * loaded, or deletes itself when it already was (false); else becomes the list's first platform
 * and puts the others into free slots (FindFreeObj), as object `id` (true: it popped the return).
 */
export function loadPlatformGroup(w: S1ObjectContext, a0: number, id: number, listOf: (w: S1ObjectContext, group: number) => readonly number[]): boolean {
  const m = w.m;
  const s = w.s;
  const d0 = m[a0 + OB_SUBTYPE];
  m[a0 + PATH_GROUP] = d0;
  const n = d0 & 0x7f;
  const was = obj63Byte(s, n) & 1;
  setObj63Byte(s, n, obj63Byte(s, n) | 1);
  if (was) {
    deleteObject(m, a0);
    return false;
  }
  const list = listOf(w, n);
  let a1 = a0;
  let at = 0;
  const total = list.length / 3;
  for (let count = total; count > 0; count--) {
    // Entered with a1 = a0; each dbf round after asks FindFreeObj.
    if (count !== total) {
      a1 = findFreeObj(m);
      if (a1 < 0) continue;
    }
    m[a1 + OB_ID] = id;
    ww(m, a1 + OB_X, list[at]);
    ww(m, a1 + OB_Y, list[at + 1]);
    m[a1 + OB_SUBTYPE] = list[at + 2];
    at += 3;
  }
  return true;
}

/**
 * out_of_range on the path's x (`loc_1236A` / `loc_1629A`): drawn while in range; in act 3 one
 * just left of the range stays too; else deleted, a loader freeing its group.
 */
export function conveyorChkDel(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const x = rw(m, a0 + PATH_RANGE_X);
  if (!outOfRange(w.s, x)) {
    displaySprite(w, a0);
    return;
  }
  if (w.rules.act === 2) {
    // out_of_range's d0: the object's 128-px column minus the camera's (less 128).
    const d0 = ((x & 0xff80) - (((w.s[C_X] - 128) & 0xffff) & 0xff80)) & 0xffff;
    if (d0 >= 0xff80) {
      displaySprite(w, a0);
      return;
    }
  }
  const g = m[a0 + PATH_GROUP];
  if (g & 0x80) setObj63Byte(w.s, g & 0x7f, obj63Byte(w.s, g & 0x7f) & ~1);
  deleteObject(m, a0);
}
