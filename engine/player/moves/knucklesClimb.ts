/**
 * Knuckles' wall grab, climb, ledge climb and wall jump (Sonic & Knuckles
 * `Knuckles_Gliding_HitWall`, `Knuckles_Wall_Climb`, `GetDistanceFromWall`, `Knuckles_ClimbUp`,
 * `Knuckles_Climb_Ledge`, `Knuckles_DoLedgeClimbingAnimation`, `Knuckles_LetGoOfWall`; read in
 * the public skdisasm: the SPG "Climbing" is the seed's spec). Distances in pixels (sensor
 * results), speeds in subpixels/frame. His radii stay the glide's 10 x 10 while climbing.
 *
 * - The grab (a wall hit while gliding): the side is the turn angle's ((angle + 0x40) & 0x80:
 *   left). Both wall sensors of that side (x ± 10, y ± 10, left/right/bottom solid) must read
 *   exactly 0; then on a left wall x += 1 px (the SPG's 1 px gap). Otherwise the floor 11 px
 *   beyond the wall from y - 11 (top solid) must be 0..11 px down: y moves down onto it (a ledge
 *   caught at its corner). Otherwise he drops (flag 2). On a grab every speed is 0, flag 4, and the
 *   grab's x is kept — in x_pos+2, the low word of his 16.16 x position, so the original also
 *   overwrites his x subpixel with the high byte of that x (quirk `climbSubpixel`; fixed, the x
 *   is kept aside and the subpixel stays).
 * - Climbing (flag 4), each frame: let go (flag 2, standing radii) when x is no longer the grab's
 *   x or he stands on an object. Speeds 0. Up held: the wall at y - 11 (facing right x + 10,
 *   facing left x - 11): 4 px or more away → over the ledge; 1..3 or inside → no move; 0 → the
 *   ceiling at (x, y - 18): inside → pushed down; else y -= 1 (super 2), not above the camera's top
 *   limit + 16. Down held: the wall at y + 11 must read 0 (else let go); the floor at (x, y + 19) inside
 *   → standing on it (y += d, angle = that tile's raw angle, speeds 0, grounded); else y += 1
 *   (super 2). Neither held: the same floor test. Then a new A/B/C press jumps off: Y speed
 *   -0x380, X speed 0x400 away from the wall, facing turned, curled (radii 14 x 7, no y change),
 *   jumping, flag 0 (he may glide again).
 * - Over the ledge (flag 5): four steps 6 frames apart (`Knuckles_ClimbLedge_Frames`):
 *   (x, y) += (3, -3), (8, -10), (-8, -12), (8, -5), x mirrored facing left; after the last,
 *   speeds 0, facing left x -= 1, and he stands (grounded, standing radii): 11 px along and
 *   30 px up in all (12 facing left).
 *
 * SPEC-NOTES style notes where the seed's SPG and the code disagree (the code wins):
 * - SPG "Climbing": "his Y Speed is set to -4" on a wall jump — the code sets -0x380 (-3.5).
 * - SPG "Falling": "no wall is found at his Y Position + Height Radius" — the code looks at y + 11
 *   (his radius 10 + 1), and any distance but 0 lets go (a dip as well as the end of the wall).
 * - SPG "Clambering": "no wall at Y Position - Height Radius" — y - 11, and the wall must be 4 px
 *   or more away; 1..3 px (a dip) stops him instead.
 * - SPG "Climbing": "He climbs up and down at a speed of 1" ✓ (1 px per frame, by position; his
 *   speeds stay 0).
 * Not modelled: the climbing animation frames (the `$BD` checks only matter with reversed gravity
 * or a ledge climb interrupted, neither of which the engine has), Disable_wall_grab, reversed
 * gravity, the Hyper glide quake.
 */
import { BLOCK_SOLID_LRB, BLOCK_SOLID_TOP } from '../../level/types.ts';
import { BTN_ABC, BTN_DOWN, BTN_UP } from '../../input.ts';
import { EV_LAND } from '../../state/events.ts';
import {
  ANIM_ROLL, P_ANGLE, P_ANIM, P_CLIMB_X, P_DOUBLE_JUMP, P_DOUBLE_JUMP_PROP, P_GSP, P_HRAD, P_MOVE_TIMER, P_STATUS, P_SUPER, P_WRAD,
  P_X, P_XSP, P_Y, P_YSP, ST_FACING_LEFT, ST_JUMPING, ST_ON_OBJECT, ST_ROLL, W_LIMIT_TOP,
} from '../../state/layout.ts';
import { senseDown, senseLeft, senseRight, senseUp } from '../../terrain/directions.ts';
import type { PlayerContext } from '../context.ts';
import { resetOnFloor } from '../landing.ts';
import { GLIDE_CLIMB, GLIDE_DROP, GLIDE_LEDGE, WRAPPING_TOP, standingRadii } from './glideStates.ts';
import { moveEvent, ME_LEDGE_CLIMB, ME_WALL_GRAB, ME_WALL_JUMP } from './moveEvents.ts';

/** Where the climb probes look, px from the centre. */
export const CLIMB_WALL_PROBE = 11;
export const CLIMB_WALL_REACH = 10;
export const CLIMB_CEILING_PROBE = 8;
export const CLIMB_FLOOR_PROBE = 9;
/** A wall this far (px) or more at y - 11 means a ledge. */
export const LEDGE_DISTANCE = 4;
/** The ledge-grab floor test reaches this many px down from y - 11. */
export const LEDGE_GRAB_DEPTH = 12;
export const WALL_JUMP_XSP = 0x400;
export const WALL_JUMP_YSP = -0x380;
/** Frames each ledge step lasts. */
export const LEDGE_STEP_FRAMES = 6;
/** `Knuckles_ClimbLedge_Frames`: (dx, dy) per step, px. */
export const LEDGE_STEPS: readonly (readonly [number, number])[] = [[3, -3], [8, -10], [-8, -12], [8, -5]];
/** The camera's top limit (Camera_min_Y_pos) + this (px) stops him climbing. */
export const CLIMB_TOP_MARGIN = 16;

const signed16 = (v: number): number => (v << 16) >> 16;

/** `Knuckles_Gliding_HitWall`. */
export function glideHitWall(c: PlayerContext): void {
  const s = c.s;
  const t = c.t;
  const x = s[P_X] >> 8;
  const y = s[P_Y] >> 8;
  const w = s[P_WRAD];
  const h = s[P_HRAD];
  const left = ((s[P_DOUBLE_JUMP_PROP] + 0x40) & 0x80) !== 0;
  let grabbed: boolean;
  if (left) {
    s[P_STATUS] |= ST_FACING_LEFT;
    // CheckLeftCeilingDist: both sensors exactly at the wall (`or.w d0,d1`).
    grabbed = senseLeft(t, x - h, y - w, BLOCK_SOLID_LRB) === 0 && senseLeft(t, x - h, y + w, BLOCK_SOLID_LRB) === 0;
    if (grabbed) s[P_X] += 1 << 8;
    else grabbed = ledgeCorner(c, x - h - 1, y);
  } else {
    s[P_STATUS] &= ~ST_FACING_LEFT;
    grabbed = senseRight(t, x + h, y - w, BLOCK_SOLID_LRB) === 0 && senseRight(t, x + h, y + w, BLOCK_SOLID_LRB) === 0;
    if (!grabbed) grabbed = ledgeCorner(c, x + h + 1, y);
  }
  if (!grabbed) return letGo(c);
  s[P_GSP] = 0;
  s[P_XSP] = 0;
  s[P_YSP] = 0;
  s[P_DOUBLE_JUMP] = GLIDE_CLIMB;
  s[P_DOUBLE_JUMP_PROP] = 3;
  const px = s[P_X] >> 8;
  s[P_CLIMB_X] = px;
  // `move.w x_pos(a0),x_pos+2(a0)`: the pixel word lands in the fraction's high byte.
  if (c.q.climbSubpixel) s[P_X] = (px << 8) | ((px >> 8) & 0xff);
  moveEvent(s, ME_WALL_GRAB);
}

/** The ledge-corner grab: the floor at (x, y - 11) within 0..11 px down moves him onto it. */
function ledgeCorner(c: PlayerContext, x: number, y: number): boolean {
  const d = senseDown(c.t, x, y - CLIMB_WALL_PROBE, BLOCK_SOLID_TOP);
  if (d < 0 || d >= LEDGE_GRAB_DEPTH) return false;
  c.s[P_Y] += d << 8;
  return true;
}

/** `Knuckles_LetGoOfWall` (also the failed grab): the drop, standing radii. */
function letGo(c: PlayerContext): void {
  c.s[P_DOUBLE_JUMP] = GLIDE_DROP;
  standingRadii(c);
}

/** `GetDistanceFromWall`: the wall beside him at row `y` (facing right x + 10, facing left x - 1 - 10). */
function wallDistance(c: PlayerContext, y: number): number {
  const s = c.s;
  const x = s[P_X] >> 8;
  return s[P_STATUS] & ST_FACING_LEFT
    ? senseLeft(c.t, x - 1 - CLIMB_WALL_REACH, y, BLOCK_SOLID_LRB)
    : senseRight(c.t, x + CLIMB_WALL_REACH, y, BLOCK_SOLID_LRB);
}

/** The floor below a climbing Knuckles (`sub_F828`: y + 9 + his width radius, top solid). */
function floorBelow(c: PlayerContext): number {
  const s = c.s;
  return senseDown(c.t, s[P_X] >> 8, (s[P_Y] >> 8) + CLIMB_FLOOR_PROBE + s[P_WRAD], BLOCK_SOLID_TOP);
}

/** `Knuckles_Wall_Climb`, flag 4. */
export function wallClimb(c: PlayerContext): void {
  const s = c.s;
  const px = s[P_X] >> 8;
  const grabX = s[P_CLIMB_X];
  const moved = px !== grabX || (c.q.climbSubpixel && (s[P_X] & 0xff) !== ((grabX >> 8) & 0xff));
  if (moved || s[P_STATUS] & ST_ON_OBJECT) return letGo(c);
  s[P_GSP] = 0;
  s[P_XSP] = 0;
  s[P_YSP] = 0;
  const step = s[P_SUPER] !== 0 ? 2 : 1;
  const y = s[P_Y] >> 8;
  if (c.held & BTN_UP) {
    const d = wallDistance(c, y - CLIMB_WALL_PROBE);
    if (d >= LEDGE_DISTANCE) return climbUp(c);
    if (d === 0) {
      const ceiling = senseUp(c.t, px, y - CLIMB_CEILING_PROBE - s[P_WRAD], BLOCK_SOLID_LRB);
      if (ceiling < 0) {
        s[P_Y] -= ceiling << 8;
      } else {
        s[P_Y] -= step << 8;
        const top = c.state[W_LIMIT_TOP];
        if (top !== WRAPPING_TOP && top + CLIMB_TOP_MARGIN > signed16(s[P_Y] >> 8)) s[P_Y] = ((top + CLIMB_TOP_MARGIN) << 8) | (s[P_Y] & 0xff);
      }
    }
  } else if (c.held & BTN_DOWN) {
    if (wallDistance(c, y + CLIMB_WALL_PROBE) !== 0) return letGo(c);
    const f = floorBelow(c);
    if (f < 0) return reachFloor(c, f);
    s[P_Y] += step << 8;
  } else {
    const f = floorBelow(c);
    if (f < 0) return reachFloor(c, f);
  }
  if (c.press & BTN_ABC) jumpOff(c);
}

/** `.reachedFloor`: standing on the floor below (the tile's raw angle, even a flagged one). */
function reachFloor(c: PlayerContext, d: number): void {
  const s = c.s;
  s[P_Y] += d << 8;
  s[P_ANGLE] = c.t.angle & 0xff;
  s[P_GSP] = 0;
  s[P_XSP] = 0;
  s[P_YSP] = 0;
  standingRadii(c);
  resetOnFloor(c);
  c.events |= EV_LAND;
}

/** The wall jump. */
function jumpOff(c: PlayerContext): void {
  const s = c.s;
  s[P_YSP] = WALL_JUMP_YSP;
  // `bchg #Status_Facing`: was facing left → now right, X speed +0x400.
  const wasLeft = (s[P_STATUS] & ST_FACING_LEFT) !== 0;
  s[P_STATUS] ^= ST_FACING_LEFT;
  s[P_XSP] = wasLeft ? WALL_JUMP_XSP : -WALL_JUMP_XSP;
  s[P_STATUS] |= ST_JUMPING | ST_ROLL;
  s[P_HRAD] = c.ch.rollHeight;
  s[P_WRAD] = c.ch.rollWidth;
  s[P_ANIM] = ANIM_ROLL;
  s[P_DOUBLE_JUMP] = 0;
  moveEvent(s, ME_WALL_JUMP);
}

/** `Knuckles_ClimbUp`: over the ledge, first step at once. */
function climbUp(c: PlayerContext): void {
  const s = c.s;
  s[P_DOUBLE_JUMP] = GLIDE_LEDGE;
  s[P_DOUBLE_JUMP_PROP] = 0;
  ledgeStep(c);
  moveEvent(s, ME_LEDGE_CLIMB);
}

/** `Knuckles_DoLedgeClimbingAnimation`: one step; the timer is 6, less this frame's animation tick. */
function ledgeStep(c: PlayerContext): void {
  const s = c.s;
  const [dx, dy] = LEDGE_STEPS[s[P_DOUBLE_JUMP_PROP] >> 2];
  s[P_X] += (s[P_STATUS] & ST_FACING_LEFT ? -dx : dx) << 8;
  s[P_Y] += dy << 8;
  s[P_DOUBLE_JUMP_PROP] += 4;
  s[P_MOVE_TIMER] = LEDGE_STEP_FRAMES - 1;
}

/** `Knuckles_Climb_Ledge`, flag 5: a step whenever the animation timer has run out. */
export function climbLedge(c: PlayerContext): void {
  const s = c.s;
  if (s[P_MOVE_TIMER] !== 0) {
    s[P_MOVE_TIMER]--;
    return;
  }
  ledgeStep(c);
  if (s[P_DOUBLE_JUMP_PROP] !== LEDGE_STEPS.length * 4) return;
  s[P_GSP] = 0;
  s[P_XSP] = 0;
  s[P_YSP] = 0;
  if (s[P_STATUS] & ST_FACING_LEFT) s[P_X] -= 1 << 8;
  standingRadii(c);
  resetOnFloor(c);
  s[P_MOVE_TIMER] = 0;
  c.events |= EV_LAND;
}
