/**
 * Walking and running input (Sonic 1 `Sonic_Move`, `Sonic_MoveLeft`, `Sonic_MoveRight`;
 * SPG section 11 "Running"; SPEC-NOTES "Ground input at the boundaries").
 *
 * Control lock skips the input and the look/duck handling. Braking subtracts the deceleration
 * (0x80) on a 16-bit word and the flip to -/+0x80 is decided by the borrow (the deceleration
 * reversal). Friction (the acceleration value, 0xC) applies only when neither Left nor Right is
 * held, lock or not. Acceleration, deceleration and top speed are the state's P_SPEED_* words.
 * Then X/Y speeds are derived from ground speed and the wall look-ahead runs.
 */
import { BTN_DOWN, BTN_LEFT, BTN_RIGHT, BTN_UP } from '../input.ts';
import {
  ANIM_DUCK, ANIM_LOOK_UP, ANIM_WAIT, ANIM_WALK, C_BIAS, P_ANGLE, P_ANIM, P_CTRL_LOCK, P_GSP, P_LOOK_DELAY, P_SPEED_ACC,
  P_SPEED_DEC, P_SPEED_MAX, P_STATUS, P_SUPER, ST_FACING_LEFT, ST_PUSH, W_SLIDE,
} from '../state/layout.ts';
import { CAMERA_BIAS_DOWN, CAMERA_BIAS_UP, LOOK_DELAY_FRAMES } from './constants.ts';
import { accelerateTowards } from './topSpeed.ts';
import { balance } from './balance.ts';
import { resetCameraBias } from './cameraBias.ts';
import type { PlayerContext } from './context.ts';
import { speedsFromGround } from './speedsFromGround.ts';
import { wallLookAhead } from './wallLookAhead.ts';
import { SUPER_GROUND_FRICTION } from './moves/superForm.ts';

export function groundMove(c: PlayerContext): void {
  const s = c.s;
  const held = c.held;
  // On a Labyrinth water slide the slide sets the speed: no buttons, no looking, no friction.
  if (c.state[W_SLIDE] !== 0) {
    speedsFromGround(s);
    wallLookAhead(c);
    return;
  }
  if (s[P_CTRL_LOCK] === 0) {
    if (held & BTN_LEFT) moveLeft(c);
    if (held & BTN_RIGHT) moveRight(c);
    if (((s[P_ANGLE] + 0x20) & 0xc0) === 0 && s[P_GSP] === 0) {
      standingStill(c);
    } else {
      clearLookDelay(c);
      resetCameraBias(s);
    }
  } else {
    clearLookDelay(c);
    resetCameraBias(s);
  }
  if ((held & (BTN_LEFT | BTN_RIGHT)) === 0) {
    const g = s[P_GSP];
    // Friction is the acceleration word; super's is hard-coded 0xC (`Obj01_UpdateSpeedOnGround`).
    const friction = s[P_SUPER] !== 0 ? SUPER_GROUND_FRICTION : s[P_SPEED_ACC];
    if (g > 0) s[P_GSP] = g > friction ? g - friction : 0;
    else if (g < 0) s[P_GSP] = g < -friction ? g + friction : 0;
  }
  speedsFromGround(s);
  wallLookAhead(c);
}

/** Stopped on flat ground: stand, balance (player/balance.ts), look up or duck, and move the camera bias. */
function standingStill(c: PlayerContext): void {
  const s = c.s;
  s[P_STATUS] &= ~ST_PUSH;
  s[P_ANIM] = ANIM_WAIT;
  if (balance(c)) {
    clearLookDelay(c);
    resetCameraBias(s);
    return;
  }
  const held = c.held;
  if (held & BTN_UP) {
    s[P_ANIM] = ANIM_LOOK_UP;
    if (lookDelayElapsed(c)) {
      if (s[C_BIAS] !== CAMERA_BIAS_UP) s[C_BIAS] += 2;
    } else resetCameraBias(s);
  } else if (held & BTN_DOWN) {
    s[P_ANIM] = ANIM_DUCK;
    if (lookDelayElapsed(c)) {
      if (s[C_BIAS] !== CAMERA_BIAS_DOWN) s[C_BIAS] -= 2;
    } else resetCameraBias(s);
  } else {
    clearLookDelay(c);
    resetCameraBias(s);
  }
}

/**
 * Whether the camera may shift this frame: at once (Sonic 1), after 120 held frames
 * (Sonic 2/3), or after a double tap within 16 frames (Sonic CD). P_LOOK_DELAY counts held
 * frames; for the double tap its bit 8 marks "armed" and the low byte is the tap window.
 */
function lookDelayElapsed(c: PlayerContext): boolean {
  const s = c.s;
  switch (c.p.lookDelay) {
    case 'immediate':
      return true;
    case 'hold120':
      if (s[P_LOOK_DELAY] < LOOK_DELAY_FRAMES) {
        s[P_LOOK_DELAY]++;
        return false;
      }
      return true;
    case 'doubleTap':
      return (s[P_LOOK_DELAY] & 0x100) !== 0;
  }
}

export function moveLeft(c: PlayerContext): void {
  const s = c.s;
  let g = s[P_GSP];
  if (g <= 0) {
    if ((s[P_STATUS] & ST_FACING_LEFT) === 0) {
      s[P_STATUS] = (s[P_STATUS] | ST_FACING_LEFT) & ~ST_PUSH;
    }
    s[P_GSP] = accelerateTowards(g, -s[P_SPEED_ACC], s[P_SPEED_MAX], c.q.topSpeedCurtail);
    s[P_ANIM] = ANIM_WALK;
    return;
  }
  // Braking: a 16-bit subtract; a borrow (g < 0x80) flips to -0x80 (the deceleration reversal).
  g -= s[P_SPEED_DEC];
  if (g < 0 && c.q.decelerationReversal) g = -0x80;
  s[P_GSP] = g;
  // The skid turns the player to face right (Sonic 2's spindash launches that way).
  if (((s[P_ANGLE] + 0x20) & 0xc0) === 0 && g >= 0x400) s[P_STATUS] &= ~ST_FACING_LEFT;
}

export function moveRight(c: PlayerContext): void {
  const s = c.s;
  let g = s[P_GSP];
  if (g >= 0) {
    if (s[P_STATUS] & ST_FACING_LEFT) {
      s[P_STATUS] = s[P_STATUS] & ~(ST_FACING_LEFT | ST_PUSH);
    }
    s[P_GSP] = accelerateTowards(g, s[P_SPEED_ACC], s[P_SPEED_MAX], c.q.topSpeedCurtail);
    s[P_ANIM] = ANIM_WALK;
    return;
  }
  // A carry (g >= -0x80) flips to +0x80.
  g += s[P_SPEED_DEC];
  if (g >= 0 && c.q.decelerationReversal) g = 0x80;
  s[P_GSP] = g;
  // The skid test reads the speed with its low byte overwritten ((g & 0xFF00) <= -0x400), so
  // turning right skids from -0x301, not -0x400 as turning left does from +0x400.
  if (((s[P_ANGLE] + 0x20) & 0xc0) === 0 && (g & ~0xff) <= -0x400) s[P_STATUS] |= ST_FACING_LEFT;
}

/** Sonic 2/3 restart the 120-frame count whenever the player is not looking; CD keeps its tap window. */
function clearLookDelay(c: PlayerContext): void {
  if (c.p.lookDelay === 'hold120') c.s[P_LOOK_DELAY] = 0;
}
