/**
 * Tails' flight (Sonic 3 `Tails_Test_For_Flight`, `Tails_FlyingSwimming`, `Tails_Move_FlySwim`;
 * Sonic & Knuckles has the same code). Speeds in subpixels/frame.
 *
 * - Start: while jumping, with Y speed at or past the release speed (-0x400, under water -0x200),
 *   a new A/B/C press with double_jump_flag 0. Tails uncurls (y += rolling height - standing
 *   height: 1 px up; standing radii 15 x 9, which he keeps while flying), the roll-jump flag is
 *   cleared, double_jump_flag = 1 and the flight timer (double_jump_property) = 240. The rest of
 *   that frame is an ordinary airborne frame (gravity 0x38).
 * - Each flying frame (the routine replaces the airborne one while double_jump_flag != 0 and Tails
 *   is not curled): the timer counts down by 1 on frames whose Level_frame_counter is odd (every
 *   other frame: 480 frames in all; the engine's counter is P_FRAME + 1 during a step);
 *   - gliding down (flag 1): Y speed += 8; a new A/B/C press with Y speed >= -0x100 and time left
 *     starts a flap (flag 2; under water too, unless carrying — carrying is not modelled). The 8
 *     is added on the press frame too;
 *   - flapping (flag 2..0x1F): if Y speed < -0x100 the flap ends (flag 1); otherwise Y speed -=
 *     0x20 and the flag counts up, the flap ending when it reaches 0x20 (30 frames at most);
 *   - at or above the camera's top limit + 16 px (Camera_min_Y_pos; 0 on hand-made levels) a
 *     rising Y speed becomes 0;
 *   then air control and drag (`Tails_InputAcceleration_Freespace`), the level bounds, position
 *   += speed with no gravity (`MoveSprite2`), the angle eases to 0, the airborne collision.
 * - Tired (timer 0): presses do nothing; gravity stays 8 per frame.
 * - Flight ends only by landing (`Tails_TouchFloor`), a hit, or an object taking control
 *   (double_jump_flag = 0): Sonic 3 has no button to cancel it.
 * - Flying attack (`Touch_Enemy`): an enemy touched while flying, not under water, whose direction
 *   from Tails is within the quarter above him (GetArcTan(Tails - enemy) - 0x20 < 0x40, i.e. the
 *   angle 0x20..0x5F) is destroyed instead of hurting him.
 *
 * SPEC-NOTES style notes where the seed's SPG and the code disagree (the code wins):
 * - SPG "Flying": "Gravity becomes -0.125 and remains so until Y Speed is less than -1" — the flap
 *   also ends after 30 frames (flag 0x20), and its frames add -0x20 with no +8. So a flap against
 *   a ceiling cannot keep Tails stuck (the SPG's warning): it runs out after 30 frames.
 * - SPG "Flying Attack": "46° (223) to 135° (160)" — the code's slice is the hex angles 0x20..0x5F
 *   of GetArcTan(Tails - enemy): the enemy above him, 45° either side of straight up.
 */
import { calcAngle } from '../../fixed/trig.ts';
import { BTN_ABC } from '../../input.ts';
import {
  P_DOUBLE_JUMP, P_DOUBLE_JUMP_PROP, P_FRAME, P_HRAD, P_STATUS, P_WRAD, P_X, P_XSP, P_Y, P_YSP, ST_ROLL, ST_ROLL_JUMP,
  ST_UNDERWATER, W_LIMIT_TOP,
} from '../../state/layout.ts';
import { airCollision } from '../airCollision.ts';
import { airMove, airRotate } from '../airMove.ts';
import type { PlayerContext } from '../context.ts';
import { levelBound } from '../levelBound.ts';
import { moveEvent, ME_FLAP, ME_FLIGHT } from './moveEvents.ts';

/** (8 * 60) / 2: the timer counts 2-frame units. */
export const FLIGHT_TIME = 240;
export const FLIGHT_GRAVITY = 8;
export const FLAP_FORCE = 0x20;
/** A flap starts, and goes on, only while Y speed >= this. */
export const FLAP_SPEED_LIMIT = -0x100;
/** The flag value that ends a flap. */
export const FLAP_END = 0x20;
/** The camera's top limit plus this (px) stops a rising Tails. */
export const FLIGHT_TOP_MARGIN = 0x10;

export function testForFlight(c: PlayerContext): void {
  const s = c.s;
  if (s[P_DOUBLE_JUMP] !== 0 || (c.press & BTN_ABC) === 0) return;
  if (s[P_STATUS] & ST_ROLL) {
    s[P_STATUS] &= ~ST_ROLL;
    s[P_Y] += (s[P_HRAD] - c.ch.standHeight) << 8;
    s[P_HRAD] = c.ch.standHeight;
    s[P_WRAD] = c.ch.standWidth;
  }
  s[P_STATUS] &= ~ST_ROLL_JUMP;
  s[P_DOUBLE_JUMP] = 1;
  s[P_DOUBLE_JUMP_PROP] = FLIGHT_TIME;
  moveEvent(s, ME_FLIGHT);
}

/** `Tails_FlyingSwimming`: the whole airborne frame while flying. */
export function flightFrame(c: PlayerContext): void {
  const s = c.s;
  moveFlySwim(c);
  airMove(c);
  levelBound(c);
  s[P_X] += s[P_XSP];
  s[P_Y] += s[P_YSP];
  airRotate(s);
  airCollision(c);
}

/** `Tails_Move_FlySwim`. */
function moveFlySwim(c: PlayerContext): void {
  const s = c.s;
  // Level_frame_counter is P_FRAME + 1 during a step: odd counters are even P_FRAMEs.
  if ((c.state[P_FRAME] & 1) === 0 && s[P_DOUBLE_JUMP_PROP] !== 0) s[P_DOUBLE_JUMP_PROP]--;
  const flag = s[P_DOUBLE_JUMP];
  if (flag !== 1) {
    if (s[P_YSP] < FLAP_SPEED_LIMIT) {
      s[P_DOUBLE_JUMP] = 1;
    } else {
      s[P_YSP] -= FLAP_FORCE;
      s[P_DOUBLE_JUMP] = flag + 1 === FLAP_END ? 1 : flag + 1;
    }
  } else {
    if (c.press & BTN_ABC && s[P_YSP] >= FLAP_SPEED_LIMIT && s[P_DOUBLE_JUMP_PROP] !== 0) {
      s[P_DOUBLE_JUMP] = 2;
      moveEvent(s, ME_FLAP);
    }
    s[P_YSP] += FLIGHT_GRAVITY;
  }
  // `cmp.w y_pos(a0),d0; blt`: the camera's top limit (Camera_min_Y_pos) + 16 against y, signed words.
  if ((((c.state[W_LIMIT_TOP] + FLIGHT_TOP_MARGIN) << 16) >> 16) >= (((s[P_Y] >> 8) << 16) >> 16) && s[P_YSP] < 0) s[P_YSP] = 0;
}

/** `Touch_Enemy`'s test for Tails: flying, not under water, the enemy in the quarter above him. */
export function flyingAttackHits(c: PlayerContext, enemyX: number, enemyY: number): boolean {
  const s = c.s;
  if (!c.mv.flyingAttack || s[P_DOUBLE_JUMP] === 0 || s[P_STATUS] & ST_UNDERWATER) return false;
  const dx = (((s[P_X] >> 8) - (enemyX >> 8)) << 16) >> 16;
  const dy = (((s[P_Y] >> 8) - (enemyY >> 8)) << 16) >> 16;
  return ((calcAngle(dx, dy) - 0x20) & 0xff) < 0x40;
}
