/**
 * Knuckles' glide, its drop and its slide (Sonic & Knuckles `Knux_Test_For_Glide`,
 * `Knux_Glide_Freespace`, `Knuckles_Move_Glide`, `Knuckles_Glide`, `Knux_Gliding_HitFloor`,
 * `Knuckles_Gliding_HitWall`, `Knuckles_Fall_From_Glide`, `Knuckles_Sliding`; read in the public
 * skdisasm, since our disassemblies stop at Sonic 3 alone: the SPG "Gliding" is the seed's spec,
 * the code settles what it leaves open). Speeds in subpixels/frame; the glide speed is kept
 * unsigned in ground speed; the turn angle in double_jump_property (0 right, 0x80 left).
 *
 * - Start: while jumping, Y speed at or past the release speed, double_jump_flag 0, a new A/B/C
 *   press: uncurled (no y change), radii 10 x 10, roll-jump cleared, flag 1; Y speed += 0x200 and
 *   then 0 if still negative; glide speed 0x400, X speed ±0x400 the way he faces, angle 0. The rest
 *   of the frame is an ordinary airborne frame (air control, gravity 0x38, the usual collision).
 * - Each frame from then on (`Knux_Glide_Freespace`: the glide movement, the level bounds,
 *   position += speed with no gravity, then the state's routine):
 *   - gliding (flag 1): glide speed + 8 below 0x400, else + 4 (+ 12 super) up to 0x1800 and only
 *     while not turning; held Left/Right turns the angle by 2 per frame (64 frames for a full
 *     turn; a turn once begun completes by itself; the opposite button turns it back); X speed =
 *     cos(angle) * glide speed >> 8; Y speed: below 0x80 + 0x20, else - 0x20 (it settles at
 *     0x60/0x80); above the camera's top limit + 16 px X speed and glide speed halve. Then the glide
 *     collision: a floor → land or slide, a wall → grab (knucklesClimb.ts), A/B/C let go → the drop.
 *   - the drop (flag 2): X speed / 4 on letting go and the standing radii 19 x 9 (the box grows
 *     9 px down, no y change); air control and drag, gravity 0x38 (under water 0x10), the glide
 *     collision; on the floor every speed is 0 and he lands (control locked 15 frames on
 *     floor-like angles).
 *   - landing while gliding on a floor-like angle ((angle + 0x20) & 0xC0 == 0): the slide (flag 3),
 *     facing the way X speed goes. Steeper: he lands at once with X speed = the glide speed —
 *     unsigned, so gliding left he runs off to the right (quirk `glideSteepLanding`).
 *   - sliding: A/B/C held, X speed moves 0x20 towards 0 per frame; when it would cross 0 (or is 0),
 *     or the button is released, he stands up: speeds 0, y -= 9 (radius 10 → 19), grounded, control
 *     locked 15 frames. Each sliding frame the glide collision runs, then the floor below: 14 px or
 *     more away → the drop, else he follows it (y and angle).
 * - Sliding and climbing keep the airborne status bit (SPG "Sliding"), and so do the ledge climb.
 * - Attack: touching an enemy while gliding or sliding destroys it (SPG "Gliding Attack").
 *
 * SPEC-NOTES style notes where the seed's SPG and the code disagree (the code wins):
 * - SPG "Gliding": "Y Speed is set to 0, but only if it was negative" — the code adds 0x200 first,
 *   then zeroes a still negative Y speed (so -0x100 becomes 0x100).
 * - SPG "accelerates by 0.015625 every step" — 4 per frame only from 0x400 and only when not
 *   turning; below 0x400 (after the top-of-level halving) it is 8.
 * - SPG "if (Y Speed < 0.5) += 0.125; if (Y Speed > 0.5) -= 0.125" — the code has one test:
 *   below 0x80 add, otherwise (0x80 included) subtract.
 * - SPG "When you let go ... X Speed is multiplied by 0.25" ✓, but it does not say the radii return
 *   to 19 x 9 without moving him, nor that landing from the drop zeroes every speed and locks
 *   control for 15 frames.
 * - SPG "Sliding": "friction 0.125" is 0x20 ✓; it omits that sliding off a 14 px drop ends it.
 * - The glide is unaffected by water (SPG "Underwater" ✓); only the drop's gravity is (0x10).
 */
import { BTN_ABC, BTN_LEFT, BTN_RIGHT } from '../../input.ts';
import { SINE } from '../../fixed/trig.ts';
import { EV_LAND } from '../../state/events.ts';
import {
  ANIM_WALK, P_ANGLE, P_ANIM, P_CTRL_LOCK, P_DOUBLE_JUMP, P_DOUBLE_JUMP_PROP, P_GSP, P_HRAD, P_STATUS, P_SUPER, P_WRAD, P_X, P_XSP,
  P_Y, P_YSP, ST_FACING_LEFT, ST_PUSH, ST_ROLL, ST_ROLL_JUMP, ST_UNDERWATER, W_LIMIT_TOP,
} from '../../state/layout.ts';
import { airMove } from '../airMove.ts';
import { senseFloorPair } from '../airCollision.ts';
import { resetCameraBias } from '../cameraBias.ts';
import { GRAVITY, UNDERWATER_GRAVITY_REDUCTION } from '../constants.ts';
import type { PlayerContext } from '../context.ts';
import { resetOnFloor } from '../landing.ts';
import { levelBound } from '../levelBound.ts';
import { GLIDE_HIT_FLOOR, GLIDE_HIT_WALL, glideCollision } from './glideCollision.ts';
import { GLIDE, GLIDE_CLIMB, GLIDE_DROP, GLIDE_LEDGE, GLIDE_SLIDE, WRAPPING_TOP, standingRadii } from './glideStates.ts';
import { climbLedge, glideHitWall, wallClimb } from './knucklesClimb.ts';
import { moveEvent, ME_GLIDE } from './moveEvents.ts';

export const GLIDE_RADIUS = 10;
export const GLIDE_START_SPEED = 0x400;
export const GLIDE_START_YSP = 0x200;
export const GLIDE_SLOW_ACCELERATION = 8;
export const GLIDE_ACCELERATION = 4;
export const GLIDE_SUPER_EXTRA = 8;
export const GLIDE_MAX_SPEED = 0x1800;
export const GLIDE_TURN_STEP = 2;
export const GLIDE_GRAVITY = 0x20;
export const GLIDE_SINK_SPEED = 0x80;
export const SLIDE_FRICTION = 0x20;
/** A floor this far below (px) or more ends a slide. */
export const SLIDE_DROP = 14;
/** move_lock after standing up from a slide or landing from the drop. */
export const GLIDE_LAND_LOCK = 0xf;
/** The glide's top boundary: the camera's top limit (Camera_min_Y_pos) + this (px). */
export const GLIDE_TOP_MARGIN = 0x10;

/** `Knux_Test_For_Glide`. */
export function testForGlide(c: PlayerContext): void {
  const s = c.s;
  if (s[P_DOUBLE_JUMP] !== 0 || (c.press & BTN_ABC) === 0) return;
  s[P_STATUS] &= ~(ST_ROLL | ST_ROLL_JUMP);
  s[P_HRAD] = GLIDE_RADIUS;
  s[P_WRAD] = GLIDE_RADIUS;
  s[P_DOUBLE_JUMP] = GLIDE;
  s[P_YSP] += GLIDE_START_YSP;
  if (s[P_YSP] < 0) s[P_YSP] = 0;
  s[P_GSP] = GLIDE_START_SPEED;
  const left = (s[P_STATUS] & ST_FACING_LEFT) !== 0;
  s[P_XSP] = left ? -GLIDE_START_SPEED : GLIDE_START_SPEED;
  s[P_DOUBLE_JUMP_PROP] = left ? 0x80 : 0;
  s[P_ANGLE] = 0;
  s[P_ANIM] = ANIM_WALK;
  setGlideFacing(s);
  moveEvent(s, ME_GLIDE);
}

/** `Knux_Glide_Freespace`: the whole airborne frame while double_jump_flag != 0. */
export function glideFrame(c: PlayerContext): void {
  const s = c.s;
  moveGlide(c);
  levelBound(c);
  s[P_X] += s[P_XSP];
  s[P_Y] += s[P_YSP];
  switch (s[P_DOUBLE_JUMP]) {
    case GLIDE_DROP:
      return fallFromGlide(c);
    case GLIDE_SLIDE:
      return slide(c);
    case GLIDE_CLIMB:
      return wallClimb(c);
    case GLIDE_LEDGE:
      return climbLedge(c);
    default:
      return glide(c);
  }
}

/** `Knuckles_Move_Glide`: speed, turn and sink while gliding; the camera bias always. */
function moveGlide(c: PlayerContext): void {
  const s = c.s;
  if (s[P_DOUBLE_JUMP] === GLIDE) {
    let g = s[P_GSP] & 0xffff;
    let a = s[P_DOUBLE_JUMP_PROP] & 0xff;
    if (g < GLIDE_START_SPEED) g += GLIDE_SLOW_ACCELERATION;
    else if (g < GLIDE_MAX_SPEED && (a & 0x7f) === 0) g += GLIDE_ACCELERATION + (s[P_SUPER] !== 0 ? GLIDE_SUPER_EXTRA : 0);
    s[P_GSP] = g;
    a = turn(a, c.held);
    s[P_DOUBLE_JUMP_PROP] = a;
    s[P_XSP] = (((SINE[a + 0x40] * g) >> 8) << 16) >> 16;
    s[P_YSP] += s[P_YSP] < GLIDE_SINK_SPEED ? GLIDE_GRAVITY : -GLIDE_GRAVITY;
    // Above the camera's top limit + 16 (not on a vertically wrapping level, top -0x100).
    const top = c.state[W_LIMIT_TOP];
    if (top !== WRAPPING_TOP && top + GLIDE_TOP_MARGIN > (((s[P_Y] >> 8) << 16) >> 16)) {
      s[P_XSP] >>= 1;
      s[P_GSP] >>= 1;
    }
  }
  resetCameraBias(s);
}

/**
 * The turn: holding Left turns towards 0x80, holding Right towards 0 (a half-turned angle is
 * mirrored, `neg.b`, so that adding 2 turns it the asked way without a jump in speed); with
 * neither (or Left held at 0x80 and Right not), a turn in progress goes on by 2.
 */
export function turn(a: number, held: number): number {
  if (held & BTN_LEFT && a !== 0x80) return (((a & 0x80 ? -a : a) & 0xff) + GLIDE_TURN_STEP) & 0xff;
  if (held & BTN_RIGHT && a !== 0) return (((a & 0x80 ? a : -a) & 0xff) + GLIDE_TURN_STEP) & 0xff;
  return (a & 0x7f) !== 0 ? (a + GLIDE_TURN_STEP) & 0xff : a;
}

/** `Knuckles_Set_Gliding_Animation`'s side effect: facing from the turn angle ((a + 0x10) >> 5 == 4: left). */
function setGlideFacing(s: Int32Array): void {
  s[P_STATUS] &= ~(ST_PUSH | ST_FACING_LEFT);
  if ((((s[P_DOUBLE_JUMP_PROP] + 0x10) & 0xff) >> 5) === 4) s[P_STATUS] |= ST_FACING_LEFT;
}

/** `Knuckles_Glide`, flag 1. */
function glide(c: PlayerContext): void {
  const s = c.s;
  const hits = glideCollision(c);
  if (hits & GLIDE_HIT_FLOOR) return glideHitFloor(c);
  if (hits & GLIDE_HIT_WALL) return glideHitWall(c);
  if ((c.held & BTN_ABC) === 0) {
    s[P_DOUBLE_JUMP] = GLIDE_DROP;
    if (s[P_XSP] < 0) s[P_STATUS] |= ST_FACING_LEFT;
    else s[P_STATUS] &= ~ST_FACING_LEFT;
    s[P_XSP] >>= 2;
    standingRadii(c);
    return;
  }
  setGlideFacing(s);
}

/** `Knux_Gliding_HitFloor`. */
function glideHitFloor(c: PlayerContext): void {
  const s = c.s;
  if (s[P_XSP] < 0) s[P_STATUS] |= ST_FACING_LEFT;
  else s[P_STATUS] &= ~ST_FACING_LEFT;
  if ((s[P_ANGLE] + 0x20) & 0xc0) {
    // Steep: land at once. The original copies the unsigned glide speed; fixed, it keeps its direction.
    let g = s[P_GSP];
    if (!c.q.glideSteepLanding && s[P_STATUS] & ST_FACING_LEFT) g = -g;
    s[P_GSP] = g;
    s[P_XSP] = g;
    s[P_YSP] = 0;
    standingRadii(c);
    resetOnFloor(c);
    c.events |= EV_LAND;
    return;
  }
  s[P_DOUBLE_JUMP] = GLIDE_SLIDE;
}

/** `Knuckles_Fall_From_Glide`, flag 2. */
function fallFromGlide(c: PlayerContext): void {
  const s = c.s;
  airMove(c);
  s[P_YSP] += GRAVITY;
  if (s[P_STATUS] & ST_UNDERWATER) s[P_YSP] -= UNDERWATER_GRAVITY_REDUCTION;
  if ((glideCollision(c) & GLIDE_HIT_FLOOR) === 0) return;
  s[P_GSP] = 0;
  s[P_XSP] = 0;
  s[P_YSP] = 0;
  s[P_Y] += (s[P_HRAD] - c.ch.standHeight) << 8;
  standingRadii(c);
  const floorLike = ((s[P_ANGLE] + 0x20) & 0xc0) === 0;
  resetOnFloor(c);
  if (floorLike) s[P_CTRL_LOCK] = GLIDE_LAND_LOCK;
  c.events |= EV_LAND;
}

/** `Knuckles_Sliding`, flag 3. */
function slide(c: PlayerContext): void {
  const s = c.s;
  if (c.held & BTN_ABC) {
    const x = s[P_XSP];
    const next = x < 0 ? x + SLIDE_FRICTION : x - SLIDE_FRICTION;
    if (x < 0 ? next < 0 : next >= 0) {
      s[P_XSP] = next;
      glideCollision(c);
      const f = senseFloorPair(c);
      if (f.near >= SLIDE_DROP) {
        s[P_DOUBLE_JUMP] = GLIDE_DROP;
        standingRadii(c);
        return;
      }
      s[P_Y] += f.near << 8;
      s[P_ANGLE] = f.angle;
      return;
    }
  }
  // Stand up.
  s[P_GSP] = 0;
  s[P_XSP] = 0;
  s[P_YSP] = 0;
  s[P_Y] += (s[P_HRAD] - c.ch.standHeight) << 8;
  standingRadii(c);
  resetOnFloor(c);
  s[P_CTRL_LOCK] = GLIDE_LAND_LOCK;
  c.events |= EV_LAND;
}

/** Sonic & Knuckles' glide attack (SPG "Gliding Attack"): gliding or sliding. */
export function glideAttacking(c: PlayerContext): boolean {
  const dj = c.s[P_DOUBLE_JUMP];
  return c.mv.glide && (dj === GLIDE || dj === GLIDE_SLIDE);
}
