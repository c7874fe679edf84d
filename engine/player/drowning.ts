/**
 * The drowning countdown (Sonic 1 `Drown_Countdown`, object 0A; Sonic 2 `Obj0A_Countdown` and
 * `Obj0A_PlayerHasDrowned`; Sonic 3 `AirCountdown_Countdown`). In the games it is an object each
 * player gets on first entering the water, run after the players and before the level's objects;
 * here it is the player's P_AIR_TIMER / P_AIR / P_DROWN_TIMER words, stepped at the same point
 * (World.step). The bubbles and numbers it spawns are not modelled: they do not touch the player.
 *
 * Each frame, while the player is underwater and not dead:
 * - the timer counts down; going below 0 it reloads 59 and a second passes: air - 1. The timer
 *   starts at 0 (the object's RAM is clear), so the first underwater frame already takes a
 *   second, and it keeps its phase out of the water (it only counts underwater).
 * - air going below 0 drowns the player: controls locked and touches off (`$81` into
 *   `f_playerctrl` / `obj_control`: here ST_OBJ_CONTROL and ST_NO_TOUCH), air back to 30, the
 *   floor reset (`Sonic_ResetOnFloor`: uncurled, y - 5 when it was curled), airborne, all speeds
 *   0, and 120 frames until death. Player 1 drowning stops the camera (`f_nobgscroll`).
 * Drowned, each frame the timer counts down; at 0 the player dies (routine 6, keeping its speed:
 * no death jump). Before that it sinks: position += speed, then Y speed + 0x10 — done by the
 * countdown in Sonic 1/2 (from the frame after drowning: 119 frames of motion), by the player's
 * own routine in Sonic 3 (120 frames; profiles/water.ts `drownedMotion`).
 *
 * Quirk `drownedWhileHurt` (Sonic 1, 2, CD): drowning while knocked back leaves the hurt routine
 * running, so the player moves twice a frame (the hurt routine with its gravity, the countdown
 * with 0x10) until it lands. Fixed (Sonic 2 `fixBugs`, Sonic 3): drowning ends the knock-back.
 *
 * Units: seconds of air, frames, subpixels.
 */
import { WATER_RULES } from '../profiles/water.ts';
import { EV_DEATH, EV2_DROWN } from '../state/events.ts';
import {
  ANIM_DROWN, ANIM_GET_AIR, P_AIR, P_AIR_TIMER, P_ANIM, P_CTRL_LOCK, P_DEATH_TIMER, P_DROWN_TIMER, P_GSP, P_HRAD, P_STATUS, P_WRAD,
  P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_DEAD, ST_HURT, ST_JUMPING, ST_NO_TOUCH, ST_OBJ_CONTROL, ST_PUSH, ST_ROLL, ST_ROLL_JUMP, ST_UNDERWATER,
  W_CAMERA_LOCK, W_PLAYER_CTRL,
} from '../state/layout.ts';
import type { PlayerContext } from './context.ts';
import { resetOnFloor } from './landing.ts';
import { FULL_AIR } from './water.ts';

/** The countdown's reload: a second is 60 frames (59 down to -1). */
export const AIR_TIMER_RELOAD = 59;
/** Frames from drowning to death (`move.w #$78,objoff_2C(a0)`). */
export const DROWN_FRAMES = 0x78;
/** A drowned player's gravity (`addi.w #$10,obVelY(a0)`). */
export const DROWNED_GRAVITY = 0x10;

/** One frame of the countdown for the player of `c`; `isPlayer1` decides the camera lock. */
export function airCountdown(c: PlayerContext, isPlayer1: boolean): void {
  const s = c.s;
  if (s[P_DROWN_TIMER] !== 0) {
    drownedCountdown(c);
    return;
  }
  if (s[P_STATUS] & ST_DEAD || (s[P_STATUS] & ST_UNDERWATER) === 0) return;
  if (--s[P_AIR_TIMER] >= 0) return;
  s[P_AIR_TIMER] = AIR_TIMER_RELOAD;
  if (--s[P_AIR] >= 0) return;
  drown(c, isPlayer1);
}

function drown(c: PlayerContext, isPlayer1: boolean): void {
  const s = c.s;
  s[P_AIR] = FULL_AIR;
  resetOnFloor(c);
  s[P_ANIM] = ANIM_DROWN;
  s[P_STATUS] |= ST_AIR | ST_OBJ_CONTROL | ST_NO_TOUCH;
  if (!c.q.drownedWhileHurt) s[P_STATUS] &= ~ST_HURT;
  s[P_XSP] = 0;
  s[P_YSP] = 0;
  s[P_GSP] = 0;
  s[P_DROWN_TIMER] = DROWN_FRAMES;
  if (isPlayer1) {
    c.state[W_CAMERA_LOCK] = 1;
    // Sonic 1's real acts keep the lock-out in the global f_playerctrl as the game does.
    if (c.act !== null) c.state[W_PLAYER_CTRL] = 0x81;
  }
  c.events2 |= EV2_DROWN;
}

function drownedCountdown(c: PlayerContext): void {
  const s = c.s;
  if (--s[P_DROWN_TIMER] === 0) {
    s[P_STATUS] = (s[P_STATUS] & ~ST_HURT) | ST_DEAD | ST_AIR;
    s[P_DEATH_TIMER] = 1;
    c.events |= EV_DEATH;
    return;
  }
  if (WATER_RULES[c.p.id].drownedMotion === 'countdown') sink(s);
}

/** Breathing a bubble: the control lock it sets (`move.w #$23,objoff_3E(a1)` / `move_lock`). */
export const BREATH_CONTROL_LOCK = 0x23;

/**
 * What breathing a big air bubble does to the player (Sonic 1 `Bub_ChkWater` .wobble, Sonic 2
 * `loc_1FB0C`, Sonic 3 `sub_2E2C8`): air back to 30, all speeds 0, the breathing animation, a
 * 35-frame control lock (which counts down only on the ground), the jumping, pushing and
 * roll-jump flags cleared, and a curled player uncurls (standing radii, y up by the difference:
 * Sonic 5 px, Tails 1 px) without leaving the air.
 */
export function breatheBubble(c: PlayerContext): void {
  const s = c.s;
  s[P_AIR] = FULL_AIR;
  s[P_XSP] = 0;
  s[P_YSP] = 0;
  s[P_GSP] = 0;
  s[P_ANIM] = ANIM_GET_AIR;
  s[P_CTRL_LOCK] = BREATH_CONTROL_LOCK;
  s[P_STATUS] &= ~(ST_JUMPING | ST_PUSH | ST_ROLL_JUMP);
  if (s[P_STATUS] & ST_ROLL) {
    s[P_STATUS] &= ~ST_ROLL;
    s[P_HRAD] = c.ch.standHeight;
    s[P_WRAD] = c.ch.standWidth;
    s[P_Y] -= (c.ch.standHeight - c.ch.rollHeight) << 8;
  }
}

/** The drowned player's motion: SpeedToPos, then Y speed + 0x10. */
export function sink(s: Int32Array): void {
  s[P_X] += s[P_XSP];
  s[P_Y] += s[P_YSP];
  s[P_YSP] += DROWNED_GRAVITY;
}
