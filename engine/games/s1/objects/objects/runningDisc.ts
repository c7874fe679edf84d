/**
 * Object $67 — disc that you run around (SBZ2) (_incObj/67 Running Disc.asm: `RunningDisc`,
 * `Disc_Main`, `Disc_Action`, `Disc_MoveSonic`, `.detach`, `.attach`, `loc_155D0`,
 * `loc_155E2` ... `loc_15616`, `Disc_MoveSpot`, `Disc_ChkDel`).
 *
 * The object is the small spot circling the disc's centre (its origin) at disc_spot_distance
 * ($18, or $10 when the subtype's low nibble is set) px, its angle word (obAngle) turning by
 * objoff_36 = the subtype's high nibble (signed) << 3 a frame, starting at $40 when x-flipped,
 * $80 when y-flipped. Its capture box is disc_radius ($48, or $38) px either side of the centre
 * on both axes (unsigned compares). Sonic grounded in the box is held: the first frame he is
 * attached (disc_sonic_attached), his animation resets to walking unless he is rolling, pushing
 * ends and stick_to_convex is set; every frame his ground speed is kept between $400 and $F00
 * in the disc's direction (-$400 .. -$F00 for a negative turn). Leaving the box lets go
 * (stick_to_convex cleared). Out of range of its centre it is deleted; otherwise DisplaySprite.
 *
 * Quirk `wheelGlitch` (seed 004 "Wheel Glitch"): airborne inside the box, the disc forgets Sonic
 * (disc_sonic_attached cleared) but leaves stick_to_convex set; if he then leaves the box before
 * landing nothing clears it, and he keeps sticking to ground everywhere. Fixed: the disc clears
 * stick_to_convex when it forgets him.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_ANGLE, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_X, OB_Y, rsw, rw, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import {
  ID_WALK, SONIC_AIR, SONIC_PUSH, SONIC_ROLL, setSonicAnim, setSonicInertia, setSonicStatus, setSonicStickToConvex, sonicInertia,
  sonicStatus, sonicX, sonicY,
} from '../sonic.ts';
import { SINE } from '../../../../fixed/trig.ts';

export const ID_RUNNING_DISC = 0x67;
/** disc_origX (objoff_32), disc_origY (objoff_30), disc_spot_distance (objoff_34), objoff_36 the turn, disc_radius (objoff_38), disc_sonic_attached (objoff_3A). */
const DISC_ORIG_X = 0x32;
const DISC_ORIG_Y = 0x30;
const DISC_SPOT_DISTANCE = 0x34;
const DISC_TURN = 0x36;
const DISC_RADIUS = 0x38;
const DISC_ATTACHED = 0x3a;

export function runningDisc(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) discMain(m, a0);
  moveSonic(w, a0);
  moveSpot(m, a0);
  if (outOfRange(w.s, rw(m, a0 + DISC_ORIG_X))) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

function discMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 4;
  m[a0 + OB_ACT_WID] = 8;
  ww(m, a0 + DISC_ORIG_X, rw(m, a0 + OB_X));
  ww(m, a0 + DISC_ORIG_Y, rw(m, a0 + OB_Y));
  m[a0 + DISC_SPOT_DISTANCE] = 0x18;
  m[a0 + DISC_RADIUS] = 0x48;
  if (m[a0 + OB_SUBTYPE] & 0xf) {
    m[a0 + DISC_SPOT_DISTANCE] = 0x10;
    m[a0 + DISC_RADIUS] = 0x38;
  }
  ww(m, a0 + DISC_TURN, (((m[a0 + OB_SUBTYPE] & 0xf0) << 24) >> 24) << 3);
  // `ror.b #2,d0; andi.b #$C0,d0`: x-flip → $40, y-flip → $80.
  m[a0 + OB_ANGLE] = ((m[a0 + OB_STATUS] & 3) << 6) & 0xc0;
}

/** `Disc_MoveSonic`. */
function moveSonic(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  const d2 = m[a0 + DISC_RADIUS];
  const d3 = d2 * 2;
  const inX = ((sonicX(s) - rw(m, a0 + DISC_ORIG_X) + d2) & 0xffff) < d3;
  const inY = ((sonicY(s) - rw(m, a0 + DISC_ORIG_Y) + d2) & 0xffff) < d3;
  if (!inX || !inY) {
    if (m[a0 + DISC_ATTACHED] === 0) return;
    setSonicStickToConvex(s, 0);
    m[a0 + DISC_ATTACHED] = 0;
    return;
  }
  if (sonicStatus(s) & SONIC_AIR) {
    if (!w.q.wheelGlitch && m[a0 + DISC_ATTACHED] !== 0) setSonicStickToConvex(s, 0);
    m[a0 + DISC_ATTACHED] = 0;
    return;
  }
  if (m[a0 + DISC_ATTACHED] === 0) {
    m[a0 + DISC_ATTACHED] = 1;
    if ((sonicStatus(s) & SONIC_ROLL) === 0) setSonicAnim(s, ID_WALK);
    setSonicStatus(s, sonicStatus(s) & ~SONIC_PUSH);
    // `move.b #id_Run,obPrevAni(a1)` restarts his animation: not modelled (drawing only).
    setSonicStickToConvex(s, 1);
  }
  const d0 = sonicInertia(s);
  if (rsw(m, a0 + DISC_TURN) >= 0) {
    if (d0 < 0x400) setSonicInertia(s, 0x400);
    else if (d0 > 0xf00) setSonicInertia(s, 0xf00);
  } else if (d0 > -0x400) setSonicInertia(s, -0x400);
  else if (d0 < -0xf00) setSonicInertia(s, -0xf00);
}

/** `Disc_MoveSpot`: the spot on its circle at obAngle's high byte (CalcSine, `muls.w`, `swap`). */
function moveSpot(m: Uint8Array, a0: number): void {
  ww(m, a0 + OB_ANGLE, rw(m, a0 + OB_ANGLE) + rsw(m, a0 + DISC_TURN));
  const angle = m[a0 + OB_ANGLE];
  const d4 = m[a0 + DISC_SPOT_DISTANCE] << 8;
  ww(m, a0 + OB_Y, (Math.imul(d4, SINE[angle]) >> 16) + rw(m, a0 + DISC_ORIG_Y));
  ww(m, a0 + OB_X, (Math.imul(d4, SINE[angle + 0x40]) >> 16) + rw(m, a0 + DISC_ORIG_X));
}
