/**
 * Rolling (Sonic 1 `Sonic_Roll`, `Sonic_RollSpeed`, `Sonic_RollLeft`, `Sonic_RollRight`;
 * SPG section 11 "Rolling"; SPEC-NOTES "Ground input at the boundaries").
 */
import { BTN_DOWN, BTN_LEFT, BTN_RIGHT } from '../input.ts';
import {
  ANIM_ROLL, ANIM_WAIT, P_ANIM, P_CTRL_LOCK, P_GSP, P_HRAD, P_SPEED_ACC, P_SPEED_DEC, P_STATUS, P_SUPER, P_WRAD, P_XSP, P_Y,
  ST_FACING_LEFT, ST_ROLL, W_SLIDE,
} from '../state/layout.ts';
import { EV_ROLL, EV_UNROLL } from '../state/events.ts';
import { ROLL_MIN_SPEED, ROLL_SPEED_CAP } from './constants.ts';
import type { PlayerContext } from './context.ts';
import { resetCameraBias } from './cameraBias.ts';
import { speedsFromGround } from './speedsFromGround.ts';
import { wallLookAhead } from './wallLookAhead.ts';
import { rollFriction } from './moves/superForm.ts';

/** Start a roll: |gsp| >= 0x80, Down held, neither Left nor Right. */
export function startRoll(c: PlayerContext): void {
  const s = c.s;
  const g = s[P_GSP];
  if ((g < 0 ? -g : g) < ROLL_MIN_SPEED) return;
  if (c.held & (BTN_LEFT | BTN_RIGHT)) return;
  if ((c.held & BTN_DOWN) === 0) return;
  if (s[P_STATUS] & ST_ROLL) return;
  if (c.state[W_SLIDE] !== 0) return;
  curl(c);
  c.events |= EV_ROLL;
  if (s[P_GSP] === 0) s[P_GSP] = 0x200;
}

/** Rolling radii, rolling flag, and y moved down by the radius difference (5 px for Sonic). */
export function curl(c: PlayerContext): void {
  const s = c.s;
  s[P_STATUS] |= ST_ROLL;
  s[P_HRAD] = c.ch.rollHeight;
  s[P_WRAD] = c.ch.rollWidth;
  s[P_ANIM] = ANIM_ROLL;
  s[P_Y] += (c.ch.standHeight - c.ch.rollHeight) << 8;
}

export function rollSpeed(c: PlayerContext): void {
  const s = c.s;
  // On a Labyrinth water slide: straight to the speeds (Sonic_RollSpeed `bne.w loc_131CC`).
  if (c.state[W_SLIDE] === 0) rollInput(c);
  if (!c.q.rollSpeedCapX) {
    // Fixed: cap ground speed, so the motion keeps the slope's angle.
    if (s[P_GSP] > ROLL_SPEED_CAP) s[P_GSP] = ROLL_SPEED_CAP;
    else if (s[P_GSP] < -ROLL_SPEED_CAP) s[P_GSP] = -ROLL_SPEED_CAP;
  }
  speedsFromGround(s);
  // The original caps X speed only (rollSpeedCapX).
  if (s[P_XSP] > ROLL_SPEED_CAP) s[P_XSP] = ROLL_SPEED_CAP;
  else if (s[P_XSP] < -ROLL_SPEED_CAP) s[P_XSP] = -ROLL_SPEED_CAP;
  wallLookAhead(c);
}

/** The buttons, roll friction, and uncurling at ground speed 0. */
function rollInput(c: PlayerContext): void {
  const s = c.s;
  if (s[P_CTRL_LOCK] === 0) {
    if (c.held & BTN_LEFT) rollLeft(c);
    if (c.held & BTN_RIGHT) rollRight(c);
  }
  if (c.p.rollResetsCameraBias) resetCameraBias(s);
  // Roll friction (half the acceleration, Sonic_RollSpeed `asr.w #1,d5`; Sonic 3 & Knuckles'
  // super form hard-codes 6) applies every frame, pressing or not.
  const g = s[P_GSP];
  const friction = s[P_SUPER] !== 0 ? rollFriction(c) : s[P_SPEED_ACC] >> 1;
  if (g > 0) s[P_GSP] = g > friction ? g - friction : 0;
  else if (g < 0) s[P_GSP] = g < -friction ? g + friction : 0;
  // The roll ends at 0 (Sonic 3 & Knuckles: below $80, the ground speed kept).
  const left = s[P_GSP] < 0 ? -s[P_GSP] : s[P_GSP];
  if (left === 0 || left < c.p.rollEndSpeed) {
    s[P_STATUS] &= ~ST_ROLL;
    s[P_HRAD] = c.ch.standHeight;
    s[P_WRAD] = c.ch.standWidth;
    s[P_ANIM] = ANIM_WAIT;
    s[P_Y] -= (c.ch.standHeight - c.ch.rollHeight) << 8;
    c.events |= EV_UNROLL;
  }
}

/**
 * Braking against the roll: a quarter of the deceleration (Sonic 1 `Sonic_RollSpeed` `asr.w
 * #2,d4`; every game's Tails), or Sonic 2 and 3's constant for Sonic (profile sonicRollBrake).
 */
function rollBrake(c: PlayerContext): number {
  const constant = c.ch.id === 'sonic' ? c.p.sonicRollBrake : null;
  return constant ?? c.s[P_SPEED_DEC] >> 2;
}

function rollLeft(c: PlayerContext): void {
  const s = c.s;
  const g = s[P_GSP];
  if (g <= 0) {
    s[P_STATUS] |= ST_FACING_LEFT;
    s[P_ANIM] = ANIM_ROLL;
    return;
  }
  // 16-bit borrow below 0x20 flips to -0x80 (the rolling turn-around).
  let n = g - rollBrake(c);
  if (n < 0 && c.q.rollTurnaround) n = -0x80;
  s[P_GSP] = n;
}

function rollRight(c: PlayerContext): void {
  const s = c.s;
  const g = s[P_GSP];
  if (g >= 0) {
    s[P_STATUS] &= ~ST_FACING_LEFT;
    s[P_ANIM] = ANIM_ROLL;
    return;
  }
  // Carry from -0x20 upwards flips to +0x80.
  let n = g + rollBrake(c);
  if (n >= 0 && c.q.rollTurnaround) n = 0x80;
  s[P_GSP] = n;
}
