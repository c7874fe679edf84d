/**
 * The drop dash, Sonic Mania's (SPG "Special Abilities: Drop Dash (Mania)", the spec here since
 * no Mania code is in our sources; the seed's transcription lost that section, its text is the
 * SPG page's). A world option (`dropDash`), off in every classic profile; Sonic only.
 *
 * - Charging: while jumping, a new press of A/B/C (once the release speed is passed, like the
 *   other double-jump moves, and in place of the insta-shield; with an elemental shield its move
 *   comes first) starts the charge; held for 20 more frames it is charged (P_DROP_DASH counts
 *   1..21). Releasing the button at any time before landing cancels it, and no other double-jump
 *   move is left for that jump (double_jump_flag stays 1).
 * - Landing charged: after the landing's own speeds, the held direction (Left, then Right) sets
 *   the facing, then with `dir` = ±1 the way Sonic faces:
 *   moving forwards (ground speed 0 or towards `dir`): `gsp = (gsp >> 2) + dir * drpspd`;
 *   backwards on flat ground (angle 0): `gsp = dir * drpspd`;
 *   backwards on a slope: `gsp = (gsp >> 1) + dir * drpspd`;
 *   then |gsp| is capped at drpmax. Sonic curls up (rolling radii, y + 5) and rolls.
 *   drpspd 8 (0x800), drpmax 12 (0xC00); super: 12 (0xC00) and 13 (0xD00).
 * The SPG divides in floating point; the engine shifts (floor), the integer way the games do.
 * Not modelled: the camera lag the SPG mentions ("similar to the spindash's"; its numbers are
 * not given).
 */
import { BTN_ABC, BTN_LEFT, BTN_RIGHT } from '../../input.ts';
import {
  ANIM_ROLL, P_ANGLE, P_ANIM, P_DOUBLE_JUMP, P_DROP_DASH, P_GSP, P_HRAD, P_STATUS, P_SUPER, P_WRAD, P_Y, ST_FACING_LEFT, ST_ROLL,
} from '../../state/layout.ts';
import type { PlayerContext } from '../context.ts';
import { moveEvent, ME_DROP_DASH, ME_DROP_DASH_CHARGE } from './moveEvents.ts';

export const DROP_DASH_SPEED = 0x800;
export const DROP_DASH_MAX = 0xc00;
export const DROP_DASH_SUPER_SPEED = 0xc00;
export const DROP_DASH_SUPER_MAX = 0xd00;
/** Frames the button must stay held after the press. */
export const DROP_DASH_CHARGE_FRAMES = 20;
/** P_DROP_DASH when charged, and while a charged dash waits for the landing's speeds. */
export const DROP_DASH_CHARGED = DROP_DASH_CHARGE_FRAMES + 1;
export const DROP_DASH_LANDING = DROP_DASH_CHARGED + 1;

/** The press (from the double-jump hook): the charge starts. */
export function startDropDash(c: PlayerContext): void {
  c.s[P_DOUBLE_JUMP] = 1;
  c.s[P_DROP_DASH] = 1;
  moveEvent(c.s, ME_DROP_DASH_CHARGE);
}

/** Each airborne frame after the press: count while held, cancel on release. */
export function chargeDropDash(c: PlayerContext): void {
  const s = c.s;
  if ((c.held & BTN_ABC) === 0) {
    s[P_DROP_DASH] = 0;
    return;
  }
  if (s[P_DROP_DASH] < DROP_DASH_CHARGED) s[P_DROP_DASH]++;
}

/** After the landing's speeds: the dash. */
export function releaseDropDash(c: PlayerContext): void {
  const s = c.s;
  s[P_DROP_DASH] = 0;
  if (c.held & BTN_LEFT) s[P_STATUS] |= ST_FACING_LEFT;
  if (c.held & BTN_RIGHT) s[P_STATUS] &= ~ST_FACING_LEFT;
  const superForm = s[P_SUPER] !== 0;
  const speed = superForm ? DROP_DASH_SUPER_SPEED : DROP_DASH_SPEED;
  const max = superForm ? DROP_DASH_SUPER_MAX : DROP_DASH_MAX;
  const dir = s[P_STATUS] & ST_FACING_LEFT ? -1 : 1;
  let g = s[P_GSP];
  if (dir > 0 ? g >= 0 : g <= 0) g = (g >> 2) + dir * speed;
  else if (s[P_ANGLE] === 0) g = dir * speed;
  else g = (g >> 1) + dir * speed;
  if (g > max) g = max;
  else if (g < -max) g = -max;
  s[P_GSP] = g;
  s[P_STATUS] |= ST_ROLL;
  s[P_HRAD] = c.ch.rollHeight;
  s[P_WRAD] = c.ch.rollWidth;
  s[P_ANIM] = ANIM_ROLL;
  s[P_Y] += (c.ch.standHeight - c.ch.rollHeight) << 8;
  moveEvent(s, ME_DROP_DASH);
}
