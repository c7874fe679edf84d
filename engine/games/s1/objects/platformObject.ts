/**
 * Sonic 1's platforms (sonic.asm `PlatformObject`, `Plat_NoXCheck`, `Platform3`, `SlopeObject`,
 * `SlopeObject2`, `Swing_Solid`, `ExitPlatform`, `ExitPlatform2`): tops Sonic can land on from
 * above only.
 * Landing (Platform3): Sonic falling (y speed >= 0), his feet + 4 within 16 px above the
 * platform's top (the top is obY - 8, or the slope's height, or y - d3): he is put on it
 * (y = feet-adjusted top + 3), the object's routine advances by 2 and Sonic stands on it.
 * The standing routines then keep him there until ExitPlatform lets go.
 * Each routine that knows the platform's size notes it for the view (solidBoxes.ts);
 * Plat_NoXCheck's caller notes its own.
 */
import { P_STATUS, ST_AIR, ST_ON_OBJECT, W_PLAYER_CTRL } from '../../../state/layout.ts';
import { OB_RENDER, OB_ROUTINE, OB_STATUS, OB_X, OB_Y, RENDER_XFLIP, rw } from './ram.ts';
import type { S1ObjectContext } from './context.ts';
import { setSonicX, setSonicY, sonicHeight, sonicRoutine, sonicVelY, sonicX, sonicY } from './sonic.ts';
import { resetFloor } from './solidObject.ts';
import { notePlatform, notePlatformTop, noteSloped } from './solidBoxes.ts';

const w16 = (v: number): number => v & 0xffff;

/** `PlatformObject`: d1 = half width; the top is obY - 8. */
export function platformObject(w: S1ObjectContext, a0: number, d1: number): void {
  const s = w.s;
  notePlatform(w, a0, d1, 8);
  if (sonicVelY(s) < 0) return;
  if (!withinX(w, a0, d1)) return;
  platform3(w, a0, w16(rw(w.m, a0 + OB_Y) - 8));
}

/** `Plat_NoXCheck`: the same with no x range test (the caller has done its own). */
export function platNoXCheck(w: S1ObjectContext, a0: number): void {
  platform3(w, a0, w16(rw(w.m, a0 + OB_Y) - 8));
}

/**
 * `SlopeObject`: d1 = half width, the top follows `heights` (a byte per 2 px column from
 * `heightsAt`, mirrored when the object is x-flipped).
 */
export function slopeObject(w: S1ObjectContext, a0: number, d1: number, heights: Uint8Array, heightsAt: number): void {
  const s = w.s;
  const m = w.m;
  // The top drawn is the middle column's (the map has one byte per 2 px of the 2 * d1).
  notePlatform(w, a0, d1, heights[heightsAt + (d1 >> 1)]);
  noteSloped(w, a0);
  if (sonicVelY(s) < 0) return;
  let d0 = w16(sonicX(s) - rw(m, a0 + OB_X) + d1);
  if (d0 & 0x8000) return;
  const width = w16(d1 * 2);
  if (d0 >= width) return;
  if (m[a0 + OB_RENDER] & RENDER_XFLIP) d0 = w16(~d0 + width);
  d0 >>= 1;
  platform3(w, a0, w16(rw(m, a0 + OB_Y) - heights[heightsAt + d0]));
}

/**
 * `SlopeObject2` (GHZ collapsing ledges, MZ grassy platforms): Sonic standing on the object is
 * put on its height map (`heights` from `heightsAt`, a byte per 2 px from the object's left
 * edge x - d1, mirrored when it is x-flipped) and moved by the object's x change (d2 = the old
 * x). Unlike SlopeObject, the mirror is taken against d1, not 2 * d1.
 */
export function slopeObject2(w: S1ObjectContext, a0: number, d1: number, d2: number, heights: Uint8Array, heightsAt: number): void {
  const s = w.s;
  const m = w.m;
  if ((s[P_STATUS] & ST_ON_OBJECT) === 0) return;
  let d0 = w16(sonicX(s) - rw(m, a0 + OB_X) + d1) >> 1;
  if (m[a0 + OB_RENDER] & RENDER_XFLIP) d0 = w16(~d0 + d1);
  // `move.b (a2,d0.w),d1`: a signed index; outside the map the ROM's next bytes (never reached:
  // ExitPlatform keeps Sonic within the map first).
  const h = heights[heightsAt + ((d0 << 16) >> 16)] ?? 0;
  // Standing: the top under him (his feet go on it).
  notePlatformTop(w, a0, h);
  setSonicY(s, rw(m, a0 + OB_Y) - h - sonicHeight(s));
  setSonicX(s, sonicX(s) - w16(d2 - rw(m, a0 + OB_X)));
}

/** `Swing_Solid`: d1 = half width, the top is obY - d3. */
export function swingSolid(w: S1ObjectContext, a0: number, d1: number, d3: number): void {
  const s = w.s;
  notePlatform(w, a0, d1, d3);
  if (sonicVelY(s) < 0) return;
  if (!withinX(w, a0, d1)) return;
  platform3(w, a0, w16(rw(w.m, a0 + OB_Y) - d3));
}

function withinX(w: S1ObjectContext, a0: number, d1: number): boolean {
  const d0 = w16(sonicX(w.s) - rw(w.m, a0 + OB_X) + d1);
  if (d0 & 0x8000) return false;
  return d0 < w16(d1 * 2);
}

/** `Platform3`: d0 = the top. */
function platform3(w: S1ObjectContext, a0: number, top: number): void {
  const s = w.s;
  const m = w.m;
  const feet = w16(sonicY(s) + ((sonicHeight(s) << 24) >> 24) + 4);
  const d0 = w16(top - feet);
  // `sub.w d1,d0; bhi`: the top below the feet + 4 → not yet; `cmpi.w #-$10,d0; blo`: more than 16 above → too late.
  if (top > feet) return;
  if (d0 < 0xfff0) return;
  if (s[W_PLAYER_CTRL] & 0x80) return;
  if (sonicRoutine(s) >= 6) return;
  setSonicY(s, sonicY(s) + ((d0 << 16) >> 16) + 3);
  m[a0 + OB_ROUTINE] += 2;
  resetFloor(w, a0, true);
}

/** `ExitPlatform`: d1 = half width. */
export function exitPlatform(w: S1ObjectContext, a0: number, d1: number): void {
  exitPlatform2(w, a0, d1, d1);
}

/** `ExitPlatform2`: d1 = half width from the centre, d2 = half of the full width tested. */
export function exitPlatform2(w: S1ObjectContext, a0: number, d1: number, d2: number): void {
  const s = w.s;
  const m = w.m;
  // Sonic stays on from x - d1 to x - d1 + 2 * d2; the top is PlatformObject's until the caller's carry routine says.
  notePlatform(w, a0, d2, 8, d2 - d1);
  const width = w16(d2 * 2);
  if ((s[P_STATUS] & ST_AIR) === 0) {
    const d0 = w16(sonicX(s) - rw(m, a0 + OB_X) + d1);
    if ((d0 & 0x8000) === 0 && d0 < width) return;
  }
  s[P_STATUS] &= ~ST_ON_OBJECT;
  m[a0 + OB_ROUTINE] = 2;
  m[a0 + OB_STATUS] &= ~0x08;
}
