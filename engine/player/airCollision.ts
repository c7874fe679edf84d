/**
 * Airborne terrain collision (Sonic 1 `Sonic_Floor`; SPEC-NOTES "Air collision"; SPG section 7
 * "While Airborne" and 8 "Landing on the Ground"; seed 004 part 2).
 *
 * The motion quadrant is (CalcAngle(xsp, ysp) - 0x20) & 0xC0: 0x00 down, 0x40 left, 0x80 up,
 * 0xC0 right. Wall sensors sit at (x -/+ 10, y); floor and ceiling sensors at the box corners.
 */
import { BLOCK_SOLID_LRB, BLOCK_SOLID_TOP } from '../level/types.ts';
import { calcAngle } from '../fixed/trig.ts';
import { signedByte } from '../fixed/hexAngle.ts';
import { senseDown, senseLeft, senseRight, senseUp } from '../terrain/directions.ts';
import { EV_AIR_WALL, EV_CEILING_BUMP, EV_CEILING_LAND, EV_LAND } from '../state/events.ts';
import {
  P_AIR_FLOOR_A, P_AIR_FLOOR_B, P_ANGLE, P_GSP, P_HRAD, P_STATUS, P_WRAD, P_X, P_XSP, P_Y, P_YSP, ST_AIR,
} from '../state/layout.ts';
import type { PlayerContext } from './context.ts';
import { resetOnFloor } from './landing.ts';
import { landedMoves } from './moves/landedMoves.ts';

/** Runs the checks of the motion quadrant; returns true when the player landed. */
export function airCollision(c: PlayerContext): boolean {
  const s = c.s;
  const quadrant = (calcAngle(s[P_XSP], s[P_YSP]) - 0x20) & 0xc0;
  switch (quadrant) {
    case 0x00:
      return mostlyDown(c);
    case 0x40:
      return mostlySideways(c, -1);
    case 0xc0:
      return mostlySideways(c, 1);
    default:
      return mostlyUp(c);
  }
}

function mostlyDown(c: PlayerContext): boolean {
  if (!c.q.instantStopLanding) {
    // Fixed: land first; the wall sensors then look from the corrected position.
    const landed = floorLanding(c);
    leftWall(c);
    rightWall(c);
    return landed;
  }
  leftWall(c);
  rightWall(c);
  return floorLanding(c);
}

function floorLanding(c: PlayerContext): boolean {
  const s = c.s;
  const floor = senseFloorPair(c);
  s[P_AIR_FLOOR_A] = floor.near;
  s[P_AIR_FLOOR_B] = floor.far;
  if (floor.near >= 0) return false;
  // Land only when a sensor is above -(ysp px + 8) (byte arithmetic, as the original).
  const t = signedByte(-(signedByte(s[P_YSP] >> 8) + 8));
  if (signedByte(floor.near) < t && signedByte(floor.far) < t) {
    // The stair clip: too deep, fall on. Fixed: an lrb-solid floor is landed on anyway.
    if (c.q.stairClip || !floorSolidFromSides(c, floor.words)) return false;
  }
  const angle = floor.angle;
  s[P_Y] += floor.near << 8;
  s[P_ANGLE] = angle;
  c.events |= EV_LAND;
  // The reset on the floor comes where Sonic 3 calls Player_TouchFloor: after the flat landing's
  // speeds, before a slope's ground speed (the bubble shield's bounce, made there, then counts).
  // Sonic 1 and 2 reset first, but the reset reads none of these speeds: same result for them.
  if ((angle + 0x20) & 0x40) {
    // Steep (0x20..0x5F, 0xA0..0xDF): xsp 0, ysp capped at 0xFC0, gsp from ysp.
    s[P_XSP] = 0;
    if (s[P_YSP] > 0xfc0) s[P_YSP] = 0xfc0;
    resetOnFloor(c);
    s[P_GSP] = angle & 0x80 ? -s[P_YSP] : s[P_YSP];
  } else if ((angle + 0x10) & 0x20) {
    // Slope (0x10..0x1F, 0xE0..0xEF): half ysp.
    s[P_YSP] >>= 1;
    resetOnFloor(c);
    s[P_GSP] = angle & 0x80 ? -s[P_YSP] : s[P_YSP];
  } else {
    s[P_YSP] = 0;
    s[P_GSP] = s[P_XSP];
    resetOnFloor(c);
  }
  landedMoves(c);
  return true;
}

/**
 * The stair clip's fix (seed 004: "check if the floor in question is L/R/B solid"): the tile the
 * sensors found, or the ground under a foot. The seed reads the block word the sensors left,
 * the last tile FindFloor read; a sensor starting inside a full solid tile regresses to the tile
 * above, and where that one is top-solid only (Star Light builds floors as a top-only row on
 * solid ground) the word says top-only while the foot is inside solid ground: the player would
 * still fall into it. The ledges the fall-through is for are top-only all the way down.
 */
function floorSolidFromSides(c: PlayerContext, words: number): boolean {
  if ((words & BLOCK_SOLID_LRB) !== 0) return true;
  const s = c.s;
  const x = s[P_X] >> 8;
  const foot = (s[P_Y] >> 8) + s[P_HRAD];
  const w = s[P_WRAD];
  return c.t.solidAt(x - w, foot, BLOCK_SOLID_LRB) || c.t.solidAt(x + w, foot, BLOCK_SOLID_LRB);
}

/** Mostly left (dir -1) or right (dir 1): the wall, then the ceiling, then (ysp >= 0) the floor. */
function mostlySideways(c: PlayerContext, dir: number): boolean {
  const s = c.s;
  // Sonic 3 & Knuckles goes on after a hit; the other games stop at the first one.
  const all = c.p.airSideChecksAll;
  if (dir < 0 ? leftWall(c) : rightWall(c)) {
    s[P_GSP] = s[P_YSP];
    if (!all) return false;
  }
  const ceiling = senseCeilingPair(c);
  if (ceiling.near < 0) {
    s[P_Y] -= ceiling.near << 8;
    if (s[P_YSP] < 0) {
      s[P_YSP] = 0;
      c.events |= EV_CEILING_BUMP;
    }
    if (!all) return false;
  }
  if (s[P_YSP] < 0) return false;
  const floor = senseFloorPair(c);
  if (floor.near >= 0) return false;
  s[P_Y] += floor.near << 8;
  s[P_ANGLE] = floor.angle;
  s[P_YSP] = 0;
  s[P_GSP] = s[P_XSP];
  resetOnFloor(c);
  c.events |= EV_LAND;
  landedMoves(c);
  return true;
}

function mostlyUp(c: PlayerContext): boolean {
  const s = c.s;
  leftWall(c);
  rightWall(c);
  const ceiling = senseCeilingPair(c);
  if (ceiling.near >= 0) return false;
  s[P_Y] -= ceiling.near << 8;
  const angle = ceiling.angle;
  if (((angle + 0x20) & 0x40) === 0) {
    s[P_YSP] = 0;
    c.events |= EV_CEILING_BUMP;
    return false;
  }
  // Steep enough: reattach to the ceiling.
  s[P_ANGLE] = angle;
  resetOnFloor(c);
  s[P_GSP] = angle & 0x80 ? -s[P_YSP] : s[P_YSP];
  c.events |= EV_CEILING_LAND;
  return true;
}

/** Left wall at (x - 10, y): a hit pushes out and zeroes xsp. */
export function leftWall(c: PlayerContext): boolean {
  const s = c.s;
  const d = senseLeft(c.t, (s[P_X] >> 8) - 10, s[P_Y] >> 8, BLOCK_SOLID_LRB);
  if (d >= 0) return false;
  s[P_X] -= d << 8;
  s[P_XSP] = 0;
  c.events |= EV_AIR_WALL;
  return true;
}

export function rightWall(c: PlayerContext): boolean {
  const s = c.s;
  const d = senseRight(c.t, (s[P_X] >> 8) + 10, s[P_Y] >> 8, BLOCK_SOLID_LRB);
  if (d >= 0) return false;
  s[P_X] += d << 8;
  s[P_XSP] = 0;
  c.events |= EV_AIR_WALL;
  return true;
}

export interface SensorPair {
  near: number;
  far: number;
  angle: number;
  /** Block words of the tiles both sensors found, OR-ed (their solidity bits). */
  words: number;
}
const pair: SensorPair = { near: 0, far: 0, angle: 0, words: 0 };

/** Sonic_HitFloor: (x + w, y + h) first, (x - w, y + h) second; a flagged angle reads as 0. */
export function senseFloorPair(c: PlayerContext): SensorPair {
  const s = c.s;
  const t = c.t;
  const x = s[P_X] >> 8;
  const y = (s[P_Y] >> 8) + s[P_HRAD];
  const w = s[P_WRAD];
  // The original leaves these angle buffers as they were; only a sensor that found a tile (and
  // so a negative distance can win) writes one, so presetting keeps Terrain free of stale state.
  t.angle = 0;
  t.word = 0;
  const first = senseDown(t, x + w, y, BLOCK_SOLID_TOP);
  const firstAngle = t.angle;
  const firstWord = t.word;
  t.word = 0;
  const second = senseDown(t, x - w, y, BLOCK_SOLID_TOP);
  return choose(first, firstAngle, second, t.angle, firstWord | t.word, 0x00);
}

/** Ceiling sensors at (x +/- w, y - h), left/right/bottom bit; a flagged angle reads as 0x80. */
export function senseCeilingPair(c: PlayerContext): SensorPair {
  const s = c.s;
  const t = c.t;
  const x = s[P_X] >> 8;
  const y = (s[P_Y] >> 8) - s[P_HRAD];
  const w = s[P_WRAD];
  t.angle = 0x80;
  const first = senseUp(t, x + w, y, BLOCK_SOLID_LRB);
  const firstAngle = t.angle;
  const second = senseUp(t, x - w, y, BLOCK_SOLID_LRB);
  return choose(first, firstAngle, second, t.angle, 0, 0x80);
}

/** The second sensor wins ties; an odd (flagged) angle becomes the sensor's own direction. */
function choose(first: number, firstAngle: number, second: number, secondAngle: number, words: number, flagged: number): SensorPair {
  if (second <= first) {
    pair.near = second;
    pair.far = first;
    pair.angle = secondAngle & 1 ? flagged : secondAngle;
  } else {
    pair.near = first;
    pair.far = second;
    pair.angle = firstAngle & 1 ? flagged : firstAngle;
  }
  pair.words = words;
  return pair;
}

/** Kept for callers that need to know whether the player is still airborne. */
export function isAirborne(s: Int32Array): boolean {
  return (s[P_STATUS] & ST_AIR) !== 0;
}
