/**
 * The elemental shields' moves (Sonic 3 `Sonic_FireShield`, `Sonic_LightningShield`,
 * `Sonic_BubbleShield`, `BubbleShield_Bounce`, `Obj_FireShield_Main`, `Obj_LightningShield_Main`)
 * and the plain shield. Speeds in subpixels/frame.
 *
 * - Fire: X speed and ground speed ±0x800 the way Sonic faces, Y speed 0, and the camera lags as
 *   after a spindash at its slowest: Horiz_scroll_delay 0x2000 (32 frames) with the position
 *   history refilled (`Reset_Player_Position_Array`).
 * - Lightning: Y speed -0x580, `jumping` cleared (no variable jump height after it). The shield
 *   also pulls rings (engine/objects/types/ring.ts).
 * - Bubble: X speed and ground speed 0, Y speed 0x800; on landing (`Player_TouchFloor` with
 *   double_jump_flag set and the bubble shield) Sonic bounces: 0x780 (under water 0x400) along
 *   the floor's normal, `xsp += sin(angle) * f >> 8`, `ysp -= cos(angle) * f >> 8`, curled and
 *   jumping again. Added after the landing's own speeds: on a flat floor Y speed becomes -0x780;
 *   on a slope the landing's ground speed is then taken from the bounced Y speed.
 * - Fire and lightning shields are lost under water (the shield objects' own check, after the
 *   other objects). Every shield, plain or elemental, takes a hit instead of the rings.
 *
 * SPEC-NOTES style notes where the seed's SPG and the code disagree (the code wins):
 * - SPG "Water Shield": "bounce_force 7.5 (- 4 if underwater)" — the code uses 0x400 (4) under
 *   water, not 7.5 - 4 = 3.5.
 * - SPG "Lightning Shield": the Y speed -5.5 is -0x580 ✓; the SPG does not say that `jumping` is
 *   cleared, so releasing the button no longer cuts the jump.
 * Not modelled: the elements' immunities and the deflection of projectiles (no object in the
 * catalogue declares an element), the bubble shield's air refill.
 */
import { SINE } from '../../fixed/trig.ts';
import {
  ANIM_ROLL, C_LAG, P_ANGLE, P_ANIM, P_DOUBLE_JUMP, P_GSP, P_HRAD, P_SHIELD, P_STATUS, P_WRAD, P_XSP, P_Y, P_YSP,
  SHIELD_FIRE, SHIELD_LIGHTNING, ST_AIR, ST_FACING_LEFT, ST_JUMPING, ST_PUSH, ST_ROLL, ST_STICK, ST_UNDERWATER,
} from '../../state/layout.ts';
import type { PlayerContext } from '../context.ts';
import { fillHistory } from '../spindash.ts';
import { moveEvent, ME_BUBBLE_BOUNCE, ME_BUBBLE_DROP, ME_FIRE_DASH, ME_LIGHTNING_JUMP } from './moveEvents.ts';

export const FIRE_DASH_SPEED = 0x800;
/** Horiz_scroll_delay after the fire dash (and the hyper dash): 32 frames of camera lag. */
export const DASH_CAMERA_LAG = 0x2000;
export const LIGHTNING_JUMP_SPEED = -0x580;
export const BUBBLE_DROP_SPEED = 0x800;
export const BUBBLE_BOUNCE = 0x780;
export const BUBBLE_BOUNCE_UNDERWATER = 0x400;

/** The camera lag and history refill the fire dash and the hyper dash share (Sonic 3 & Knuckles profiles). */
export function dashCameraLag(c: PlayerContext): void {
  if (!c.p.spindashCameraLag) return;
  c.s[C_LAG] = DASH_CAMERA_LAG;
  fillHistory(c.s);
}

export function fireDash(c: PlayerContext): void {
  const s = c.s;
  s[P_DOUBLE_JUMP] = 1;
  const v = s[P_STATUS] & ST_FACING_LEFT ? -FIRE_DASH_SPEED : FIRE_DASH_SPEED;
  s[P_XSP] = v;
  s[P_GSP] = v;
  s[P_YSP] = 0;
  dashCameraLag(c);
  moveEvent(s, ME_FIRE_DASH);
}

export function lightningJump(c: PlayerContext): void {
  const s = c.s;
  s[P_DOUBLE_JUMP] = 1;
  s[P_YSP] = LIGHTNING_JUMP_SPEED;
  s[P_STATUS] &= ~ST_JUMPING;
  moveEvent(s, ME_LIGHTNING_JUMP);
}

export function bubbleDrop(c: PlayerContext): void {
  const s = c.s;
  s[P_DOUBLE_JUMP] = 1;
  s[P_XSP] = 0;
  s[P_GSP] = 0;
  s[P_YSP] = BUBBLE_DROP_SPEED;
  moveEvent(s, ME_BUBBLE_DROP);
}

/** `BubbleShield_Bounce`, inside the landing reset (the player is already uncurled and grounded). */
export function bubbleBounce(c: PlayerContext): void {
  const s = c.s;
  const f = s[P_STATUS] & ST_UNDERWATER ? BUBBLE_BOUNCE_UNDERWATER : BUBBLE_BOUNCE;
  // GetSineCosine(angle - 0x40): d1 = cos(a - 0x40) = sin(a), d0 = sin(a - 0x40) = -cos(a).
  const a = (s[P_ANGLE] - 0x40) & 0xff;
  s[P_XSP] += (SINE[a + 0x40] * f) >> 8;
  s[P_YSP] += (SINE[a] * f) >> 8;
  s[P_STATUS] = (s[P_STATUS] | ST_AIR | ST_JUMPING | ST_ROLL) & ~(ST_PUSH | ST_STICK);
  s[P_HRAD] = c.ch.rollHeight;
  s[P_WRAD] = c.ch.rollWidth;
  s[P_ANIM] = ANIM_ROLL;
  s[P_Y] += (c.ch.standHeight - c.ch.rollHeight) << 8;
  moveEvent(s, ME_BUBBLE_BOUNCE);
}

/** `Obj_FireShield_Main` / `Obj_LightningShield_Main`: under water these shields are gone. */
export function elementalShieldUnderwater(s: Int32Array): void {
  const shield = s[P_SHIELD];
  if ((shield === SHIELD_FIRE || shield === SHIELD_LIGHTNING) && s[P_STATUS] & ST_UNDERWATER) s[P_SHIELD] = 0;
}
