/**
 * Ground sensors A and B while grounded (Sonic 1 `Sonic_AnglePos` and its four Walk* modes,
 * `Sonic_Angle`; SPEC-NOTES "Ground sensors (AnglePos)"; SPG section 7 "While Grounded").
 *
 * The mode comes from the previous frame's angle (collisionQuadrant). Two sensors at the foot
 * corners, rotated with the mode; the smaller distance wins and a tie goes to the second
 * sensor. Then the angle is taken (flagged → snapped), and the position corrected:
 *  - d < -14: no correction (the angle bug) unless fixed;
 *  - d > limit: the player falls off (limit 14, or min(|speed high byte| + 4, 14) in Sonic 2/3),
 *    unless stick-to-convex is set.
 * Standing on an object: no terrain check and the angle is kept.
 */
import { BLOCK_SOLID_LRB, BLOCK_SOLID_TOP } from '../level/types.ts';
import { senseDown, senseLeft, senseRight, senseUp } from '../terrain/directions.ts';
import { EV_FALL_OFF } from '../state/events.ts';
import {
  P_ANGLE, P_HRAD, P_MODE, P_STATUS, P_WRAD, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_ON_OBJECT, ST_PUSH, ST_STICK, ANIM_WALK, P_ANIM,
  P_SENSOR_ANGLE_A, P_SENSOR_ANGLE_B,
} from '../state/layout.ts';
import type { PlayerContext } from './context.ts';
import { collisionQuadrant, modeIndex } from './quadrant.ts';

/** The angle preset in both angle buffers before the sensors run: odd, so "no tile" reads as flagged. */
const NO_TILE_ANGLE = 3;

export function groundSensors(c: PlayerContext): void {
  const s = c.s;
  if (s[P_STATUS] & ST_ON_OBJECT) {
    // Sonic_AnglePos on an object clears both angle buffers (balancing reads them).
    s[P_SENSOR_ANGLE_A] = 0;
    s[P_SENSOR_ANGLE_B] = 0;
    return;
  }
  const t = c.t;
  const quadrant = collisionQuadrant(s[P_ANGLE]);
  s[P_MODE] = modeIndex(quadrant);
  const x = s[P_X] >> 8;
  const y = s[P_Y] >> 8;
  const h = s[P_HRAD];
  // Walkability bug: every walking mode tests the top-solid bit; fixed, walls and ceilings use lrb.
  const mask = quadrant !== 0 && !c.q.walkability ? BLOCK_SOLID_LRB : BLOCK_SOLID_TOP;
  // False landing: the ground sensors sit further apart (standing width) than the airborne ones
  // that found the floor. Fixed, they are pulled in to the rolling width (the seed's fix).
  const w = c.q.falseLanding ? s[P_WRAD] : Math.min(s[P_WRAD], c.ch.rollWidth);
  let first: number, second: number;
  let firstAngle: number;
  t.angle = NO_TILE_ANGLE;
  if (quadrant === 0) {
    first = senseDown(t, x + w, y + h, mask);
    firstAngle = t.angle;
    t.angle = NO_TILE_ANGLE;
    second = senseDown(t, x - w, y + h, mask);
  } else if (quadrant === 0xc0) {
    first = senseRight(t, x + h, y - w, mask);
    firstAngle = t.angle;
    t.angle = NO_TILE_ANGLE;
    second = senseRight(t, x + h, y + w, mask);
  } else if (quadrant === 0x80) {
    first = senseUp(t, x + w, y - h, mask);
    firstAngle = t.angle;
    t.angle = NO_TILE_ANGLE;
    second = senseUp(t, x - w, y - h, mask);
  } else {
    first = senseLeft(t, x - h, y - w, mask);
    firstAngle = t.angle;
    t.angle = NO_TILE_ANGLE;
    second = senseLeft(t, x - h, y + w, mask);
  }
  const secondAngle = t.angle;
  s[P_SENSOR_ANGLE_A] = firstAngle;
  s[P_SENSOR_ANGLE_B] = secondAngle;
  // Sonic_Angle: the second sensor wins ties.
  let d = second;
  let found = secondAngle;
  if (first < second) {
    d = first;
    found = firstAngle;
  }
  takeGroundAngle(c, found);

  if (d === 0) return;
  if (d < 0) {
    if (d < -14 && c.q.angleBug) return;
  } else if (d > stickLimit(c, quadrant)) {
    if ((s[P_STATUS] & ST_STICK) === 0) {
      s[P_STATUS] = (s[P_STATUS] | ST_AIR) & ~ST_PUSH;
      s[P_ANIM] = ANIM_WALK;
      c.events |= EV_FALL_OFF;
      return;
    }
  }
  // Whole pixels only: the subpixel part is kept (`add.w d1,obY(a0)`).
  if (quadrant === 0) s[P_Y] += d << 8;
  else if (quadrant === 0x80) s[P_Y] -= d << 8;
  else if (quadrant === 0xc0) s[P_X] += d << 8;
  else s[P_X] -= d << 8;
}

/**
 * Sonic_Angle's angle rule: a flagged (odd) angle snaps the current angle to the nearest
 * multiple of 0x40, `(old + 0x20) & 0xC0`; Sonic 2/3 snap the same way when the new angle
 * differs from the old by 0x20 or more (a byte difference, so 0x80 apart also snaps).
 */
export function takeGroundAngle(c: PlayerContext, found: number): void {
  const s = c.s;
  const old = s[P_ANGLE];
  let snap = (found & 1) !== 0;
  if (!snap && c.p.snapLargeAngleChange) {
    let diff = (found - old) & 0xff;
    if (diff & 0x80) diff = -diff & 0xff;
    snap = diff >= 0x20;
  }
  s[P_ANGLE] = snap ? (old + 0x20) & 0xc0 : found;
}

/** The positive distance beyond which the ground is lost. */
function stickLimit(c: PlayerContext, quadrant: number): number {
  if (c.p.stickToGround === 'fixed14') return 14;
  // mvabs.b of the speed's high byte, + 4, capped at 14 (unsigned byte compare).
  const speed = quadrant === 0 || quadrant === 0x80 ? c.s[P_XSP] : c.s[P_YSP];
  let hi = (speed >> 8) & 0xff;
  if (hi & 0x80) hi = -hi & 0xff;
  const limit = (hi + 4) & 0xff;
  return limit < 14 ? limit : 14;
}
