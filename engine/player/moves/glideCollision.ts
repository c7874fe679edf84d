/**
 * Knuckles' gliding and sliding terrain collision (Sonic & Knuckles
 * `Knux_DoLevelCollision_CheckRet`): the airborne checks of the motion quadrant (SPEC-NOTES "Air
 * collision"), but it lands nobody. A wall hit pushes out and zeroes X speed and reports `GLIDE_HIT_WALL`;
 * a floor found inside moves Knuckles onto it, takes its angle, zeroes Y speed and reports
 * `GLIDE_HIT_FLOOR`; the callers decide (grab, slide, land). Unlike the ordinary air collision,
 * there is no fall-through threshold on the floor (seed 004: "This exception does not exist for
 * Knuckles' gliding/sliding collision function") and no reattaching to ceilings.
 *
 * By quadrant ((CalcAngle(xsp, ysp) - 0x20) & 0xC0):
 * - down: left wall, right wall, floor;
 * - left: left wall; ceiling: inside it by less than 0x14 px → pushed down (a rising Y speed
 *   stops), 0x14 or more → the right wall instead; not inside and Y speed >= 0 → floor;
 * - up: left wall, right wall, ceiling (pushed down, a rising Y speed stops);
 * - right: right wall; ceiling (pushed down, a rising Y speed stops) and done; otherwise, Y speed
 *   >= 0 → floor.
 */
import { calcAngle } from '../../fixed/trig.ts';
import { P_ANGLE, P_Y, P_XSP, P_YSP } from '../../state/layout.ts';
import { leftWall, rightWall, senseCeilingPair, senseFloorPair } from '../airCollision.ts';
import type { PlayerContext } from '../context.ts';

export const GLIDE_HIT_FLOOR = 1;
export const GLIDE_HIT_WALL = 2;
/** A ceiling this deep (px) is a wall when moving mostly left. */
export const GLIDE_DEEP_CEILING = 0x14;

export function glideCollision(c: PlayerContext): number {
  const s = c.s;
  const quadrant = (calcAngle(s[P_XSP], s[P_YSP]) - 0x20) & 0xc0;
  let hits = 0;
  switch (quadrant) {
    case 0x00:
      if (leftWall(c)) hits |= GLIDE_HIT_WALL;
      if (rightWall(c)) hits |= GLIDE_HIT_WALL;
      return hits | floor(c);
    case 0x40: {
      if (leftWall(c)) hits |= GLIDE_HIT_WALL;
      const ceiling = senseCeilingPair(c).near;
      if (ceiling < 0) {
        if (-ceiling >= GLIDE_DEEP_CEILING) return rightWall(c) ? hits | GLIDE_HIT_WALL : hits;
        s[P_Y] -= ceiling << 8;
        if (s[P_YSP] < 0) s[P_YSP] = 0;
        return hits;
      }
      return s[P_YSP] < 0 ? hits : hits | floor(c);
    }
    case 0x80:
      if (leftWall(c)) hits |= GLIDE_HIT_WALL;
      if (rightWall(c)) hits |= GLIDE_HIT_WALL;
      ceilingPush(c);
      return hits;
    default: {
      if (rightWall(c)) hits |= GLIDE_HIT_WALL;
      if (ceilingPush(c)) return hits;
      return s[P_YSP] < 0 ? hits : hits | floor(c);
    }
  }
}

/** The ceiling pushes Knuckles down; a rising Y speed stops. Returns whether it was inside. */
function ceilingPush(c: PlayerContext): boolean {
  const s = c.s;
  const ceiling = senseCeilingPair(c).near;
  if (ceiling >= 0) return false;
  s[P_Y] -= ceiling << 8;
  if (s[P_YSP] < 0) s[P_YSP] = 0;
  return true;
}

function floor(c: PlayerContext): number {
  const s = c.s;
  const f = senseFloorPair(c);
  if (f.near >= 0) return 0;
  s[P_Y] += f.near << 8;
  s[P_ANGLE] = f.angle;
  s[P_YSP] = 0;
  return GLIDE_HIT_FLOOR;
}
