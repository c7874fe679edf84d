/**
 * Sonic 1's solid objects (_incObj/sub SolidObject.asm: `SolidObject`, `SolidObject71`,
 * `SolidObject2F`, `Solid_ChkEnter` ... `Solid_ResetFloor`). The caller passes the original's
 * registers: d1 = half width, d2 = half height while airborne, d3 = half height while walking,
 * d4 = the object's x before it moved this frame (to carry a standing Sonic by the difference);
 * SolidObject2F also takes a2, a height map (heights per 2 px column). Returns d4: 0 no contact,
 * 1 a side, -1 the top or the bottom. The standing flag is obSolid (ob2ndRout's byte) here.
 * Word arithmetic and unsigned compares as in the original.
 * After a side contact (d4 = 1) `solidSide.d0` holds the routine's d0, how far Sonic was pushed
 * out (positive: he was left of the object): the push block reads it.
 * Each entry notes its box for the view (solidBoxes.ts).
 */
import { P_ANGLE, P_STATUS, ST_AIR, ST_ON_OBJECT, ST_PUSH, W_PLAYER_CTRL } from '../../../state/layout.ts';
import { OBJECT_SIZE, OB_ACT_WID, OB_RENDER, OB_SOLID, OB_STATUS, OB_X, OB_Y, RENDER_ON_SCREEN, RENDER_XFLIP, rw } from './ram.ts';
import type { S1ObjectContext } from './context.ts';
import {
  ID_RUN, setSonicAnim, setSonicInertia, setSonicStandSlot, setSonicVelX, setSonicVelY, setSonicX, setSonicY, sonicHeight,
  sonicRoutine, sonicStandSlot, sonicVelX, sonicVelY, sonicX, sonicY,
} from './sonic.ts';
import { kill } from '../../../player/death.ts';
import { notePlatformTop, noteSloped, noteSolid } from './solidBoxes.ts';
import { resetOnFloor } from '../../../player/landing.ts';

const w16 = (v: number): number => v & 0xffff;
const s16 = (v: number): number => (v << 16) >> 16;

/** d0 as the routine leaves it after a side contact (a word: negative when Sonic was right of the object). */
export const solidSide = { d0: 0 };

/** `SolidObject`: d1, d2, d3, d4 as above. */
export function solidObject(w: S1ObjectContext, a0: number, d1: number, d2: number, d3: number, d4: number): number {
  noteSolid(w, a0, d1, d2);
  if (w.m[a0 + OB_SOLID] !== 0) return stayOn(w, a0, d1, d3, d4);
  return chkEnterOnScreen(w, a0, d1, d2);
}

/** `Solid_ChkEnter`: SolidObject without the standing part (the push block calls it directly). */
export function solidChkEnter(w: S1ObjectContext, a0: number, d1: number, d2: number): number {
  noteSolid(w, a0, d1, d2);
  return chkEnterOnScreen(w, a0, d1, d2);
}

function chkEnterOnScreen(w: S1ObjectContext, a0: number, d1: number, d2: number): number {
  if ((w.m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) return solidIgnore(w, a0);
  return chkEnter(w, a0, d1, d2);
}

/** `SolidObject71` (Invisibarrier): as SolidObject, but an object off screen still collides. */
export function solidObject71(w: S1ObjectContext, a0: number, d1: number, d2: number, d3: number, d4: number): number {
  noteSolid(w, a0, d1, d2);
  if (w.m[a0 + OB_SOLID] !== 0) return stayOn(w, a0, d1, d3, d4);
  return chkEnter(w, a0, d1, d2);
}

/**
 * `SolidObject2F` (MZ large grassy platforms): the top follows the height map `heights` (bytes
 * at `heightsAt` + column / 2, measured from the map's first byte), and it never carries Sonic.
 */
export function solidObject2F(w: S1ObjectContext, a0: number, d1: number, d2: number, heights: Uint8Array, heightsAt: number): number {
  const m = w.m;
  const s = w.s;
  noteSolid(w, a0, d1, d2);
  noteSloped(w, a0);
  if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) return solidIgnore(w, a0);
  const d0 = w16(sonicX(s) - rw(m, a0 + OB_X) + d1);
  if (d0 & 0x8000) return solidIgnore(w, a0);
  const width = w16(d1 * 2);
  if (d0 > width) return solidIgnore(w, a0);
  let col = d0;
  if (m[a0 + OB_RENDER] & RENDER_XFLIP) col = w16(~col + width);
  col >>= 1;
  const h = (heights[heightsAt + col] - heights[heightsAt]) & 0xff;
  const top = w16(rw(m, a0 + OB_Y) - h);
  const dd2 = w16(d2 + s16(sonicHeight(s)));
  const dy = w16(sonicY(s) - top + 4 + dd2);
  if (dy & 0x8000) return solidIgnore(w, a0);
  if (dy >= w16(dd2 * 2)) return solidIgnore(w, a0);
  return resolve(w, a0, d1, dd2, d0, dy);
}

/** Standing on the object: leaving it (airborne, or off either side), or carried by it (MvSonicOnPtfm). */
function stayOn(w: S1ObjectContext, a0: number, d1: number, d3: number, d4: number): number {
  const s = w.s;
  const m = w.m;
  const d2 = w16(d1 * 2);
  if ((s[P_STATUS] & ST_AIR) === 0) {
    const d0 = w16(sonicX(s) - rw(m, a0 + OB_X) + d1);
    if ((d0 & 0x8000) === 0 && d0 < d2) {
      mvSonicOnPtfm(w, a0, d3, d4);
      return 0;
    }
  }
  s[P_STATUS] &= ~ST_ON_OBJECT;
  m[a0 + OB_STATUS] &= ~0x08;
  m[a0 + OB_SOLID] = 0;
  return 0;
}

/** `Solid_ChkEnter` / `loc_FAD0`: the box test around the object. */
function chkEnter(w: S1ObjectContext, a0: number, d1: number, d2: number): number {
  const s = w.s;
  const m = w.m;
  const d0 = w16(sonicX(s) - rw(m, a0 + OB_X) + d1);
  if (d0 & 0x8000) return solidIgnore(w, a0);
  if (d0 > w16(d1 * 2)) return solidIgnore(w, a0);
  const dd2 = w16(d2 + s16(sonicHeight(s)));
  const dy = w16(sonicY(s) - rw(m, a0 + OB_Y) + 4 + dd2);
  if (dy & 0x8000) return solidIgnore(w, a0);
  if (dy >= w16(dd2 * 2)) return solidIgnore(w, a0);
  return resolve(w, a0, d1, dd2, d0, dy);
}

/** `loc_FB0E` onwards: which side Sonic is nearest, and what that does. */
function resolve(w: S1ObjectContext, a0: number, d1: number, d2: number, d0in: number, d3in: number): number {
  const s = w.s;
  const m = w.m;
  if (s[W_PLAYER_CTRL] & 0x80) return solidIgnore(w, a0);
  // REV00 ignores a dying Sonic through Solid_Ignore, REV01 through Solid_Debug (no push reset).
  if (sonicRoutine(s) >= 6) return w.rules.revision === 0 ? solidIgnore(w, a0) : 0;
  // `cmp.w d0,d1; bhs`: left of centre (d1 >= d0) keeps d0; right of it, d0 - 2 * d1 (negative).
  let d0 = d0in;
  let d5 = d0;
  if (d0 > d1) {
    d0 = w16(d0 - d1 * 2);
    d5 = w16(-d0);
  }
  // `cmp.w d3,d2; bhs`: the upper half keeps d3; the lower, d3 - 4 - 2 * d2 (d4 holds 2 * d2).
  let d3 = d3in;
  let dv = d3;
  if (d3 > d2) {
    d3 = w16(d3 - 4 - d2 * 2);
    dv = w16(-d3);
  }
  solidSide.d0 = d0;
  if (d5 > dv) return topBottom(w, a0, d3);
  if (dv <= 4) return sideAir(w, a0);
  if (d0 !== 0) {
    const vx = sonicVelX(s);
    // Stopped only when moving into the object (Solid_Left / Solid_Right); moving away keeps the speed.
    if (d0 & 0x8000 ? vx < 0 : vx >= 0) {
      setSonicInertia(s, 0);
      setSonicVelX(s, 0);
    }
  }
  return centre(w, a0, d0);
}

/** `Solid_Centre`: pushed out sideways; grounded, both push. */
function centre(w: S1ObjectContext, a0: number, d0: number): number {
  const s = w.s;
  setSonicX(s, sonicX(s) - s16(d0));
  if (s[P_STATUS] & ST_AIR) return sideAir(w, a0);
  s[P_STATUS] |= ST_PUSH;
  w.m[a0 + OB_STATUS] |= 0x20;
  return 1;
}

function sideAir(w: S1ObjectContext, a0: number): number {
  notPushing(w, a0);
  return 1;
}

/** `Solid_Ignore`: an object Sonic was pushing sets his running animation; pushing ends. */
export function solidIgnore(w: S1ObjectContext, a0: number): number {
  if (w.m[a0 + OB_STATUS] & 0x20) setSonicAnim(w.s, ID_RUN);
  notPushing(w, a0);
  return 0;
}

function notPushing(w: S1ObjectContext, a0: number): void {
  w.m[a0 + OB_STATUS] &= ~0x20;
  w.s[P_STATUS] &= ~ST_PUSH;
}

/** `Solid_TopBottom`: below (bumped, or squashed when grounded), or landing on top. */
function topBottom(w: S1ObjectContext, a0: number, d3: number): number {
  const s = w.s;
  const m = w.m;
  if (d3 & 0x8000) {
    const vy = sonicVelY(s);
    if (vy === 0) {
      if ((s[P_STATUS] & ST_AIR) === 0) kill(w);
      return -1;
    }
    if (vy > 0) return -1;
    setSonicY(s, sonicY(s) - s16(d3));
    setSonicVelY(s, 0);
    return -1;
  }
  if (d3 >= 0x10) return solidIgnore(w, a0);
  // Solid_Landed
  const dd3 = w16(d3 - 4);
  const wid = m[a0 + OB_ACT_WID];
  const d1 = w16(wid + sonicX(s) - rw(m, a0 + OB_X));
  if (d1 & 0x8000) return 0;
  if (d1 >= wid * 2) return 0;
  if (sonicVelY(s) < 0) return 0;
  setSonicY(s, sonicY(s) - s16(dd3) - 1);
  resetFloor(w, a0);
  m[a0 + OB_SOLID] = 2;
  m[a0 + OB_STATUS] |= 0x08;
  return -1;
}

/**
 * `Solid_ResetFloor` (and PlatformObject's `loc_74AE`): the object stood on before lets go,
 * Sonic stands on this one: angle 0, y speed 0, ground speed = x speed, landed if airborne.
 * `platform`: the PlatformObject variant, which also returns the old object's routine from 4 to 2.
 */
export function resetFloor(w: S1ObjectContext, a0: number, platform = false): void {
  const s = w.s;
  const m = w.m;
  if (s[P_STATUS] & ST_ON_OBJECT) {
    const a2 = sonicStandSlot(s) * OBJECT_SIZE;
    m[a2 + OB_STATUS] &= ~0x08;
    m[a2 + OB_SOLID] = 0;
    if (platform && m[a2 + 0x24] === 4) m[a2 + 0x24] = 2;
  }
  s[P_ANGLE] = 0;
  setSonicVelY(s, 0);
  setSonicInertia(s, sonicVelX(s));
  if (s[P_STATUS] & ST_AIR) resetOnFloor(w);
  // The game stores standonobject before Sonic_ResetOnFloor, which never reads it; stored after,
  // the slopeGlitch fix (resetOnFloor clears a stale flag and its slot) cannot wipe this landing's.
  setSonicStandSlot(s, (a0 / OBJECT_SIZE) & 0x7f);
  s[P_STATUS] |= ST_ON_OBJECT;
  m[a0 + OB_STATUS] |= 0x08;
}

/** `MvSonicOnPtfm`: Sonic stands d3 above the object's y and moves with its x (d2 = the old x). */
export function mvSonicOnPtfm(w: S1ObjectContext, a0: number, d3: number, d2: number): void {
  // His feet end d3 above y: the top he stands on is one row lower (Platform3's top - 1).
  notePlatformTop(w, a0, d3 - 1);
  mvSonic2(w, a0, w16(rw(w.m, a0 + OB_Y) - d3), d2);
}

/** `MvSonicOnPtfm2`: the same 9 px above the object's y. */
export function mvSonicOnPtfm2(w: S1ObjectContext, a0: number, d2: number): void {
  mvSonic2(w, a0, w16(rw(w.m, a0 + OB_Y) - 9), d2);
}

function mvSonic2(w: S1ObjectContext, a0: number, top: number, d2: number): void {
  const s = w.s;
  if (s[W_PLAYER_CTRL] & 0x80) return;
  if (sonicRoutine(s) >= 6) return;
  setSonicY(s, top - sonicHeight(s));
  setSonicX(s, sonicX(s) - s16(w16(d2 - rw(w.m, a0 + OB_X))));
}
