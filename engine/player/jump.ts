/**
 * Jumping (Sonic 1 `Sonic_Jump`, `Sonic_JumpHeight`; SPEC-NOTES "Jump"; SPG section 7
 * "Jump Check" and 11 "Jumping").
 */
import { BLOCK_SOLID_LRB, BLOCK_SOLID_TOP } from '../level/types.ts';
import { SINE } from '../fixed/trig.ts';
import { BTN_ABC } from '../input.ts';
import { senseDown, senseLeft, senseRight, senseUp } from '../terrain/directions.ts';
import { EV_JUMP, EV_JUMP_REFUSED } from '../state/events.ts';
import {
  ANIM_ROLL, P_ANGLE, P_ANIM, P_HRAD, P_STATUS, P_SUPER, P_WRAD, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_JUMPING, ST_PUSH, ST_ROLL,
  ST_ROLL_JUMP, ST_STICK, ST_UNDERWATER,
} from '../state/layout.ts';
import { JUMP_HEADROOM, JUMP_RELEASE, JUMP_RELEASE_UNDERWATER, NON_JUMP_UP_CLAMP } from './constants.ts';
import type { PlayerContext } from './context.ts';
import { plainQuadrant } from './quadrant.ts';
import { doubleJump } from './moves/doubleJump.ts';
import { checkGoSuper, SUPER_JUMP_FORCE } from './moves/superForm.ts';

/** Returns true when the player jumped: the frame's ground routine then ends at once. */
export function tryJump(c: PlayerContext): boolean {
  if ((c.press & BTN_ABC) === 0) return false;
  const s = c.s;
  if (roomOverHead(c, (s[P_ANGLE] + 0x80) & 0xff) < JUMP_HEADROOM) {
    c.events |= EV_JUMP_REFUSED;
    return false;
  }
  // Super Sonic jumps with 0x800 (`move.w #$800,d2`); under water 0x380 still wins.
  const force = s[P_STATUS] & ST_UNDERWATER ? c.ch.underwaterJumpForce : s[P_SUPER] !== 0 ? SUPER_JUMP_FORCE : c.ch.jumpForce;
  // CalcSine(angle - 0x40): xsp += cos(a - 0x40) * f >> 8 (= sin a), ysp += sin(a - 0x40) * f >> 8.
  const a = (s[P_ANGLE] - 0x40) & 0xff;
  s[P_XSP] += (SINE[a + 0x40] * force) >> 8;
  s[P_YSP] += (SINE[a] * force) >> 8;
  s[P_STATUS] = ((s[P_STATUS] | ST_AIR | ST_JUMPING) & ~(ST_PUSH | ST_STICK));
  c.events |= EV_JUMP;
  if (s[P_STATUS] & ST_ROLL) {
    if (c.p.rollJumpKeepsRollRadii) {
      // Sonic CD: a roll-jump is an ordinary jump: rolling radii, air control.
      s[P_HRAD] = c.ch.rollHeight;
      s[P_WRAD] = c.ch.rollWidth;
    } else {
      // The roll-jump: standing radii while curled (5 px into the ground), no air control.
      s[P_HRAD] = c.ch.standHeight;
      s[P_WRAD] = c.ch.standWidth;
      s[P_STATUS] |= ST_ROLL_JUMP;
    }
    return true;
  }
  s[P_HRAD] = c.ch.rollHeight;
  s[P_WRAD] = c.ch.rollWidth;
  s[P_ANIM] = ANIM_ROLL;
  s[P_STATUS] |= ST_ROLL;
  s[P_Y] += (c.ch.standHeight - c.ch.rollHeight) << 8;
  return true;
}

/**
 * CalcRoomOverHead with angle + 0x80: the nearest of two sensors looking "up" from the player,
 * rotated with the ground (on ceilings it looks down the screen with the floor bit).
 */
export function roomOverHead(c: PlayerContext, dir: number): number {
  const s = c.s;
  const t = c.t;
  const x = s[P_X] >> 8;
  const y = s[P_Y] >> 8;
  const w = s[P_WRAD];
  const h = s[P_HRAD];
  let a: number, b: number;
  switch (plainQuadrant(dir)) {
    case 0x80:
      a = senseUp(t, x + w, y - h, BLOCK_SOLID_LRB);
      b = senseUp(t, x - w, y - h, BLOCK_SOLID_LRB);
      break;
    case 0x40:
      a = senseLeft(t, x - h, y - w, BLOCK_SOLID_LRB);
      b = senseLeft(t, x - h, y + w, BLOCK_SOLID_LRB);
      break;
    case 0xc0:
      a = senseRight(t, x + h, y - w, BLOCK_SOLID_LRB);
      b = senseRight(t, x + h, y + w, BLOCK_SOLID_LRB);
      break;
    default:
      a = senseDown(t, x + w, y + h, BLOCK_SOLID_TOP);
      b = senseDown(t, x - w, y + h, BLOCK_SOLID_TOP);
  }
  return a < b ? a : b;
}

/**
 * Variable jump height: while jumping, ysp < -0x400 and no jump button held → -0x400.
 * When not jumping (springs, falls) ysp is clamped to at least -0xFC0.
 */
export function jumpHeight(c: PlayerContext): void {
  const s = c.s;
  if (s[P_STATUS] & ST_JUMPING) {
    const release = s[P_STATUS] & ST_UNDERWATER ? JUMP_RELEASE_UNDERWATER : JUMP_RELEASE;
    if (s[P_YSP] < release) {
      if ((c.held & BTN_ABC) === 0) s[P_YSP] = release;
    } else if (c.mv.doubleJump) {
      // Sonic 3: at or past the release speed, the double-jump moves (`ble Sonic_ShieldMoves`).
      doubleJump(c);
    }
    // Sonic 2: at the top of the jump (`tst.b y_vel`: the high byte of Y speed is 0), super.
    if (c.mv.superAtPeak && ((s[P_YSP] >> 8) & 0xff) === 0) checkGoSuper(c);
  } else if (s[P_YSP] < NON_JUMP_UP_CLAMP) {
    s[P_YSP] = NON_JUMP_UP_CLAMP;
  }
}
