/**
 * One frame of the player (Sonic 1 `Obj01_Control` → `Sonic_MdNormal` / `Sonic_MdRoll` /
 * `Sonic_MdJump`, or `Sonic_Hurt` after a hit; SPEC-NOTES "Order of one frame"). The routine is
 * chosen by the status bits at the start of the frame. A player held by an object
 * (ST_OBJ_CONTROL, Sonic 2 `obj_control` bit 0; Sonic 1 `f_playerctrl` bit 0, W_PLAYER_CTRL, set by
 * SBZ's junction wheel and teleporter) runs no movement routine at all.
 * The characters' moves (engine/player/moves/) hook in at the airborne routine (flight, glide),
 * the jump height routine (the double-jump press) and after the movement (the super form's ring
 * drain, `Sonic_Super`).
 */
import { BTN_DOWN, BTN_UP } from '../input.ts';
import {
  HIST_BASE, C_HIST_INDEX, STAT_HIST_BASE, P_BALANCE, P_BALANCE_FAR, HIST_ENTRIES, P_ANGLE, P_DEATH_TIMER, P_DOUBLE_JUMP, P_DROP_DASH,
  P_DROWN_TIMER, P_LOOK_DELAY, P_MODE, P_MOVE_EVENTS, P_STATUS, P_SUPER, P_SUPER_TRANSFORM, P_X, P_XSP, P_Y, P_YSP, W_WATER,
  ST_AIR, ST_DEAD, ST_HURT, ST_OBJ_CONTROL, ST_RESETTING, ST_ROLL, ST_UNDERWATER, W_PLAYER_CTRL,
} from '../state/layout.ts';
import { deathFrame } from '../games/s1/act/gameOver.ts';
import { sonicDisplay } from '../games/s1/act/sonicDisplay.ts';
import { airCollision } from './airCollision.ts';
import { airMove, airRotate } from './airMove.ts';
import { GRAVITY, UNDERWATER_GRAVITY_REDUCTION } from './constants.ts';
import type { PlayerContext } from './context.ts';
import { groundMove } from './groundMove.ts';
import { groundSensors } from './groundSensors.ts';
import { hurtFrame } from './hurt.ts';
import { jumpHeight, tryJump } from './jump.ts';
import { levelBound } from './levelBound.ts';
import { modeIndex, collisionQuadrant } from './quadrant.ts';
import { rollSpeed, startRoll } from './roll.ts';
import { rollSlopeResist, slopeRepel, slopeResist } from './slopes.ts';
import { peelOut, spindash } from './spindash.ts';
import { chargeDropDash } from './moves/dropDash.ts';
import { glideFrame } from './moves/knucklesGlide.ts';
import { superFrame } from './moves/superForm.ts';
import { flightFrame } from './moves/tailsFlight.ts';
import { WATER_RULES } from '../profiles/water.ts';
import { sink } from './drowning.ts';
import { waterCheck } from './water.ts';
import { animate, idleGate } from './animate.ts';

export function playerFrame(c: PlayerContext): void {
  const s = c.s;
  s[P_MOVE_EVENTS] = 0;
  s[P_MODE] = modeIndex(collisionQuadrant(s[P_ANGLE]));
  s[P_BALANCE] = 0;
  s[P_BALANCE_FAR] = 0;
  if (s[P_STATUS] & ST_DEAD) {
    if (c.act !== null) {
      // Routine 8 (Sonic_ResetLevel) only counts down: no move, no position record.
      const resetting = (s[P_STATUS] & ST_RESETTING) !== 0;
      deathFrame(s, c.state);
      if (resetting) return;
    } else deadFrame(s);
  } else if (s[P_STATUS] & ST_HURT) {
    hurtFrame(c);
  } else if (s[P_DROWN_TIMER] !== 0 && WATER_RULES[c.p.id].drownedMotion === 'routine') {
    sink(s); // Sonic 3's drowned routine ($C): it sinks, nothing else (engine/player/drowning.ts)
  } else {
    if (c.p.lookDelay === 'doubleTap') updateLookTaps(c);
    const st = s[P_STATUS];
    // Held by an object (obj_control bit 0; Sonic 1's f_playerctrl bit 0: `Sonic_Control` skips
    // Sonic_Modes), or frozen by a transformation (obj_control $81): no movement routine runs
    // this frame; Sonic 3's control routines clear double_jump_flag then.
    if (st & ST_OBJ_CONTROL || s[P_SUPER_TRANSFORM] !== 0 || (c.state[W_PLAYER_CTRL] & 1) !== 0) {
      s[P_DOUBLE_JUMP] = 0;
    } else if (st & ST_AIR) airFrame(c);
    else if (st & ST_ROLL) rollFrame(c);
    else normalFrame(c);
    // A game without the super form never sets P_SUPER; an untrusted state might (nothing to drain then).
    if (s[P_SUPER] !== 0 && c.mv.superForm !== null) superFrame(c);
    // Real acts: Sonic_Control's Sonic_Display counts the power-up timers down (not while hurt or dead).
    if (c.act !== null) sonicDisplay(c.s, c.state);
    // Then Sonic_RecordPosition, Sonic_Water, Sonic_Animate, as Obj01_Control runs them.
    recordPosition(c);
    if (c.state[W_WATER] !== 0) waterCheck(c);
    animate(c);
    return;
  }
  recordPosition(c);
  animate(c);
}

function normalFrame(c: PlayerContext): void {
  // Sonic 2's idle gate (engine/player/animate.ts): the Blink/GetUp animations hold Sonic still.
  if (c.idleGate && idleGate(c)) {
    if (!c.q.idleGateFreeze) idleGateFixed(c);
    return;
  }
  if (c.p.spindash && spindash(c)) return;
  if (c.p.peelOut && peelOut(c)) return;
  if (tryJump(c)) return;
  slopeResist(c);
  groundMove(c);
  startRoll(c);
  levelBound(c);
  speedToPos(c.s);
  groundSensors(c);
  slopeRepel(c);
}

/** What s2.asm's fixBugs still runs after the idle gate: bounds, the move, the ground sensors, slope repel. */
function idleGateFixed(c: PlayerContext): void {
  levelBound(c);
  speedToPos(c.s);
  groundSensors(c);
  slopeRepel(c);
}

function rollFrame(c: PlayerContext): void {
  if (tryJump(c)) return;
  rollSlopeResist(c);
  rollSpeed(c);
  levelBound(c);
  speedToPos(c.s);
  groundSensors(c);
  slopeRepel(c);
}

function airFrame(c: PlayerContext): void {
  const s = c.s;
  // Flying (Tails) or gliding, sliding, climbing (Knuckles) replace the airborne routine while
  // double_jump_flag is set and the player is not curled (`Tails_Stand_Freespace`,
  // `Knux_Stand_Freespace`).
  if (s[P_DOUBLE_JUMP] !== 0 && (s[P_STATUS] & ST_ROLL) === 0) {
    if (c.mv.flight) return flightFrame(c);
    if (c.mv.glide) return glideFrame(c);
  }
  if (s[P_DROP_DASH] !== 0) chargeDropDash(c);
  jumpHeight(c);
  airMove(c);
  levelBound(c);
  const xsp = s[P_XSP];
  const ysp = s[P_YSP];
  const ax = xsp < 0 ? -xsp : xsp;
  const ay = ysp < 0 ? -ysp : ysp;
  const fastest = ax > ay ? ax : ay;
  if (c.q.phasing || fastest <= 0x1000) {
    speedToPos(s);
    applyGravity(c);
    airRotate(s);
    airCollision(c);
    return;
  }
  // Phasing fixed: move in steps of at most 16 px, colliding after each.
  const steps = (fastest + 0xfff) >> 12;
  applyGravity(c);
  airRotate(s);
  for (let k = 1; k <= steps; k++) {
    if (s[P_XSP] !== 0) s[P_X] += (((xsp * k) / steps) | 0) - (((xsp * (k - 1)) / steps) | 0);
    if (s[P_YSP] !== 0) s[P_Y] += (((ysp * k) / steps) | 0) - (((ysp * (k - 1)) / steps) | 0);
    if (airCollision(c) || (s[P_STATUS] & ST_AIR) === 0) return;
  }
}

/** ObjectFall's second half: gravity after the move, less underwater; Sonic CD caps falling. */
function applyGravity(c: PlayerContext): void {
  const s = c.s;
  s[P_YSP] += GRAVITY;
  if (s[P_STATUS] & ST_UNDERWATER) s[P_YSP] -= UNDERWATER_GRAVITY_REDUCTION;
  if (c.p.fallSpeedCap !== 0 && s[P_YSP] > c.p.fallSpeedCap) s[P_YSP] = c.p.fallSpeedCap;
}

/** SpeedToPos: position += speed (in the original a 32-bit add of speed << 8 to a 16:16 position). */
function speedToPos(s: Int32Array): void {
  s[P_X] += s[P_XSP];
  s[P_Y] += s[P_YSP];
}

/** Dead: fall with gravity, no collision, no input. */
function deadFrame(s: Int32Array): void {
  s[P_X] += s[P_XSP];
  s[P_Y] += s[P_YSP];
  s[P_YSP] += GRAVITY;
  s[P_DEATH_TIMER]++;
}

/**
 * The position history ring the spindash camera lag reads (Sonic_RecordPosition). With a
 * partner, player 1 also records its input and status at the same index (Sonic 2
 * `Sonic_RecordPos` → `Sonic_Stat_Record_Buf`), which the CPU partner follows.
 */
export function recordPosition(c: PlayerContext): void {
  const s = c.s;
  // Masked so the write stays inside the ring whatever the word holds.
  const i = s[C_HIST_INDEX] & (HIST_ENTRIES - 1);
  s[HIST_BASE + 2 * i] = s[P_X] >> 8;
  s[HIST_BASE + 2 * i + 1] = s[P_Y] >> 8;
  s[C_HIST_INDEX] = (i + 1) & (HIST_ENTRIES - 1);
  const stat = c.player2;
  if (stat !== null) {
    stat[STAT_HIST_BASE + 2 * i] = c.held | (c.press << 8);
    stat[STAT_HIST_BASE + 2 * i + 1] = s[P_STATUS];
  }
}

/**
 * Sonic CD's double tap: a press of Up or Down opens a 16-frame window; a second press inside
 * it arms the camera shift (bit 8) until the button is let go.
 */
function updateLookTaps(c: PlayerContext): void {
  const s = c.s;
  let window = s[P_LOOK_DELAY] & 0xff;
  let armed = s[P_LOOK_DELAY] & 0x100;
  if (c.press & (BTN_UP | BTN_DOWN)) {
    if (window > 0) armed = 0x100;
    else window = 16;
  } else if (window > 0) window--;
  if ((c.held & (BTN_UP | BTN_DOWN)) === 0) armed = 0;
  s[P_LOOK_DELAY] = armed | window;
}
