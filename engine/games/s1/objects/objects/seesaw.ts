/**
 * Object $5E — Sonic 1's seesaws, with their spiked balls (SLZ; _incObj/5E Seesaw.asm:
 * `Seesaw`, `See_Main`, `See_Slope`, `See_Slope2`, `See_ChkSide`, `See_ChgFrame`,
 * `See_Spikeball`, `See_MoveSpike`, `See_SpikeFall`, `See_Spring`; See_DataSlope and See_DataFlat,
 * misc/slzssaw1.bin and misc/slzssaw2.bin, come with the act from the user's checkout).
 *
 * The seesaw (half width $30) is a slope Sonic lands on from above (SlopeObject, then
 * ExitPlatform and SlopeObject2 while he stands on it), on the tilted height map (frames 0 and 2,
 * frame 2 mirrored by obRender bit 0) or the flat one (frame 1). Its frame steps one frame a
 * frame toward see_frame: while Sonic stands on it, his side (left of the centre by 8 px or more
 * → 2, right → 0, within 8 px → 1); otherwise what the ball's landing set. Routine 2 records
 * Sonic's y speed each frame (see_speed) for the ball's launch.
 * Subtype 0 gets a spiked ball (touch type $8B, hurts) in the next free slot, sitting on the
 * raised end ($28 px from the centre, at See_Speeds' height for the seesaw's frame). When the
 * seesaw tilts the other way (see_frame differs from the ball's) the ball is launched: from a
 * level seesaw (frames 1 apart) at (-$114, -$818); from a full tilt at (-$CC, -$AF0), or
 * (-$A0, -$E00) when Sonic landed at $A00 or faster; the x speed toward the centre. It flies
 * with $38 gravity (doubled on the way up while it is still below origin y - $2F) and lands on
 * the seesaw's end height at its x side: the seesaw's target becomes that side (x speed < 0 →
 * 2), and if that tilts it while Sonic stands on it, Sonic is thrown up at the ball's landing
 * speed (airborne, off the object, jump flag cleared, the spring animation, control routine).
 * The seesaw and its ball unload when their origin's 128-px column is left of the camera's
 * column - $80 (signed) or more than $280 right of it (unsigned), with no respawn bit cleared.
 */
import type { S1ObjectContext } from '../context.ts';
import { objectTable } from '../objectData.ts';
import { deleteObject, findNextFreeObj } from '../objectManager.ts';
import { exitPlatform, slopeObject, slopeObject2 } from '../platformObject.ts';
import {
  OB_2ND_ROUT, OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_X,
  OB_VEL_Y, OB_X, OB_Y, objectFall, readObjectPointer, rsw, rw, writeObjectPointer, ww,
} from '../ram.ts';
import {
  ID_SPRING, SONIC_AIR, SONIC_ON_OBJECT, setSonicAnim, setSonicJumpFlag, setSonicRoutineControl, setSonicStatus, setSonicVelY,
  sonicStatus, sonicVelY, sonicX,
} from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';
import { C_X } from '../../../../state/layout.ts';

export const ID_SEESAW = 0x5e;
/** see_origX (objoff_30), see_origY (objoff_34), see_speed (objoff_38), see_frame (objoff_3A), see_parent (objoff_3C). */
export const SEE_ORIG_X = 0x30;
export const SEE_ORIG_Y = 0x34;
export const SEE_SPEED = 0x38;
export const SEE_FRAME = 0x3a;
export const SEE_PARENT = 0x3c;

/** See_Speeds: the ball's height above origin y by the seesaw's frame (+ 2 on the left side). */
export const SEE_SPEEDS: readonly number[] = [-8, -0x1c, -0x2f, -0x1c, -8];

export function seesaw(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      seeMain(w, a0);
      seeSlope(w, a0);
      break;
    case 2:
      seeSlope(w, a0);
      break;
    case 4:
      seeSlope2(w, a0);
      break;
    case 6:
      seeSpikeball(m, a0);
      seeMoveSpike(w, a0);
      break;
    case 8:
      seeMoveSpike(w, a0);
      break;
    case 0xa:
      seeSpikeFall(w, a0);
      break;
  }
  // The range test of the origin (`bmi` / `bhi`, not out_of_range).
  const d0 = sign16((rw(m, a0 + SEE_ORIG_X) & 0xff80) - (((w.s[C_X] & 0xffff) - 0x80) & 0xff80));
  if (d0 < 0 || d0 > 0x280) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

function seeMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_PRIORITY] = 4;
  m[a0 + OB_ACT_WID] = 0x30;
  ww(m, a0 + SEE_ORIG_X, rw(m, a0 + OB_X));
  if (m[a0 + OB_SUBTYPE] === 0) {
    const a1 = findNextFreeObj(m, a0);
    if (a1 >= 0) {
      m[a1 + OB_ID] = ID_SEESAW;
      m[a1 + OB_ROUTINE] += 6;
      ww(m, a1 + OB_X, rw(m, a0 + OB_X));
      ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
      m[a1 + OB_STATUS] = m[a0 + OB_STATUS];
      writeObjectPointer(m, a1 + SEE_PARENT, a0);
    }
  }
  if (m[a0 + OB_STATUS] & 1) m[a0 + OB_FRAME] = 2;
  m[a0 + SEE_FRAME] = m[a0 + OB_FRAME];
}

/**
 * The height map of the seesaw's frame, a byte per 2 px from its left end: See_DataFlat
 * (misc/slzssaw2.bin) for frame 1, the level one, else See_DataSlope (misc/slzssaw1.bin); both
 * come with the act from the user's checkout.
 */
function heights(w: S1ObjectContext, a0: number): Uint8Array {
  return w.m[a0 + OB_FRAME] & 1 ? objectTable(w, 'seesawFlat') : objectTable(w, 'seesawSlope');
}

/** `See_Slope` (routine 2): tilt toward see_frame, note Sonic's y speed, land him (SlopeObject). */
function seeSlope(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  chgFrame(m, a0, m[a0 + SEE_FRAME]);
  ww(m, a0 + SEE_SPEED, sonicVelY(w.s));
  slopeObject(w, a0, 0x30, heights(w, a0), 0);
}

/** `See_Slope2` (routine 4): Sonic on it tilts it toward his side; he follows its heights. */
function seeSlope2(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  // See_ChkSide
  let d1 = 2;
  let d0 = (rw(m, a0 + OB_X) - sonicX(w.s)) & 0xffff;
  if (rw(m, a0 + OB_X) < sonicX(w.s)) {
    d0 = -d0 & 0xffff;
    d1 = 0;
  }
  if (d0 < 8) d1 = 1;
  chgFrame(m, a0, d1);
  const map = heights(w, a0);
  exitPlatform(w, a0, 0x30);
  slopeObject2(w, a0, 0x30, rw(m, a0 + OB_X), map, 0);
}

/** `See_ChgFrame`: one frame toward d1; see_frame = d1; obRender bit 0 = frame 2. */
function chgFrame(m: Uint8Array, a0: number, d1: number): void {
  let d0 = m[a0 + OB_FRAME];
  if (d0 === d1) return;
  if (d0 < d1) d0 += 2;
  d0 = (d0 - 1) & 0xff;
  m[a0 + OB_FRAME] = d0;
  m[a0 + SEE_FRAME] = d1;
  m[a0 + OB_RENDER] &= ~1;
  if (d0 & 2) m[a0 + OB_RENDER] |= 1;
}

/** `See_Spikeball` (routine 6): the ball's set-up, on the seesaw's raised end. */
function seeSpikeball(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_PRIORITY] = 4;
  m[a0 + OB_COL_TYPE] = 0x8b;
  m[a0 + OB_ACT_WID] = 0xc;
  ww(m, a0 + SEE_ORIG_X, rw(m, a0 + OB_X));
  ww(m, a0 + OB_X, rw(m, a0 + OB_X) + 0x28);
  ww(m, a0 + SEE_ORIG_Y, rw(m, a0 + OB_Y));
  m[a0 + OB_FRAME] = 1;
  if (m[a0 + OB_STATUS] & 1) {
    ww(m, a0 + OB_X, rw(m, a0 + OB_X) - 0x50);
    m[a0 + SEE_FRAME] = 2;
  }
}

/** `See_MoveSpike` (routine 8): launched when the seesaw's target differs from the ball's; else it rides the end. */
function seeMoveSpike(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = readObjectPointer(m, a0 + SEE_PARENT);
  if (m[a0 + SEE_FRAME] === m[a1 + SEE_FRAME]) {
    restOnSeesaw(m, a0, a1);
    return;
  }
  launchFromSeesaw(m, a0, a1, SEESAW_BALL_THROWS);
  m[a0 + OB_ROUTINE] += 2;
  seeSpikeFall(w, a0);
}

/** `See_SpikeFall` (routine $A): up, then down onto the seesaw's end (See_Spring). */
function seeSpikeFall(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (riseFromSeesaw(m, a0)) return;
  objectFall(m, a0);
  const a1 = readObjectPointer(m, a0 + SEE_PARENT);
  if (seesawEndY(m, a0, a1) > rsw(m, a0 + OB_Y)) return;
  // See_Spring
  const d1 = rsw(m, a0 + OB_VEL_X) < 0 ? 2 : 0;
  if (tiltSeesaw(m, a0, a1, d1)) {
    const s = w.s;
    setSonicVelY(s, -rsw(m, a0 + OB_VEL_Y));
    setSonicStatus(s, (sonicStatus(s) | SONIC_AIR) & ~SONIC_ON_OBJECT);
    setSonicJumpFlag(s, 0);
    setSonicAnim(s, ID_SPRING);
    setSonicRoutineControl(s);
  }
  // loc_1192C
  ww(m, a0 + OB_VEL_X, 0);
  ww(m, a0 + OB_VEL_Y, 0);
  m[a0 + OB_ROUTINE] -= 2;
}

// --- The seesaw balls' shared code: the seesaw's own ball and the Star Light boss's balls run the
// same instructions on the same offsets (origin x objoff_30, origin y objoff_34, side objoff_3A). ---

/** Launch speeds: level seesaw (y, x), full tilt (y, x), full tilt after a landing at `hardAt` or faster (y, x), hardAt. */
export type SeesawThrows = readonly [number, number, number, number, number, number, number];
/** See_MoveSpike's: (-$818, -$114), (-$AF0, -$CC), (-$E00, -$A0) from $A00. */
export const SEESAW_BALL_THROWS: SeesawThrows = [-0x818, -0x114, -0xaf0, -0xcc, -0xe00, -0xa0, 0xa00];

/**
 * `loc_1183E` / `loc_18E2A`: the ball rests on the seesaw's end on its side, $28 px from the
 * centre at See_Speeds' height for the seesaw's frame, its subpixels cleared.
 */
export function restOnSeesaw(m: Uint8Array, a0: number, a1: number): void {
  let i = m[a1 + OB_FRAME];
  let d2 = 0x28;
  if (rw(m, a0 + OB_X) < rw(m, a0 + SEE_ORIG_X)) {
    d2 = -0x28;
    i += 2;
  }
  ww(m, a0 + OB_Y, rw(m, a0 + SEE_ORIG_Y) + SEE_SPEEDS[i]);
  ww(m, a0 + OB_X, rw(m, a0 + SEE_ORIG_X) + d2);
  ww(m, a0 + OB_Y + 2, 0);
  ww(m, a0 + OB_X + 2, 0);
}

/**
 * `loc_117FC` / `loc_18DDA`: the throw when the seesaw's target (its objoff_3A) differs from the
 * ball's side: one frame apart, the level throw; else the full tilt's, harder when Sonic landed
 * fast (the seesaw's see_speed); the x speed toward the centre.
 */
export function launchFromSeesaw(m: Uint8Array, a0: number, a1: number, t: SeesawThrows): void {
  let d0 = (m[a0 + SEE_FRAME] - m[a1 + SEE_FRAME]) & 0xff;
  if (m[a0 + SEE_FRAME] < m[a1 + SEE_FRAME]) d0 = -d0 & 0xff;
  let k = 0;
  if (d0 !== 1) k = rsw(m, a1 + SEE_SPEED) >= t[6] ? 4 : 2;
  ww(m, a0 + OB_VEL_Y, t[k]);
  ww(m, a0 + OB_VEL_X, t[k + 1]);
  if (rw(m, a0 + OB_X) < rw(m, a0 + SEE_ORIG_X)) ww(m, a0 + OB_VEL_X, -rsw(m, a0 + OB_VEL_X));
}

/**
 * The flight's way up (y speed < 0): ObjectFall, and a second one while the ball is still below
 * origin y - $2F. Returns false when the ball is coming down (nothing done).
 */
export function riseFromSeesaw(m: Uint8Array, a0: number): boolean {
  if (rsw(m, a0 + OB_VEL_Y) >= 0) return false;
  objectFall(m, a0);
  if (!(sign16(rw(m, a0 + SEE_ORIG_Y) - 0x2f) > rsw(m, a0 + OB_Y))) objectFall(m, a0);
  return true;
}

/** The seesaw's end height on the ball's side (See_Speeds by the seesaw's frame, + 2 on the left): where a falling ball lands. */
export function seesawEndY(m: Uint8Array, a0: number, a1: number): number {
  let i = m[a1 + OB_FRAME];
  if (rw(m, a0 + OB_X) < rw(m, a0 + SEE_ORIG_X)) i += 2;
  return sign16(rw(m, a0 + SEE_ORIG_Y) + SEE_SPEEDS[i]);
}

/**
 * `See_Spring` / `loc_18FA2`: the landing ball sets the seesaw's target and its own side to d1;
 * when that tilts the seesaw and Sonic stood on it, he is off it (the seesaw back to routine 2,
 * its standing bits clear): returns true for the caller to throw him.
 */
export function tiltSeesaw(m: Uint8Array, a0: number, a1: number, d1: number): boolean {
  m[a1 + SEE_FRAME] = d1;
  m[a0 + SEE_FRAME] = d1;
  if (d1 === m[a1 + OB_FRAME]) return false;
  const standing = m[a1 + OB_STATUS] & 8;
  m[a1 + OB_STATUS] &= ~8;
  if (!standing) return false;
  m[a1 + OB_2ND_ROUT] = 0;
  m[a1 + OB_ROUTINE] = 2;
  return true;
}

function sign16(v: number): number {
  return (v << 16) >> 16;
}
