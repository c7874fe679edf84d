/**
 * Speed shoes and the movement words they share with water (Sonic 1 `Pow_ChkShoes` and
 * `Sonic_Display` .chkshoes, Sonic 2 `super_shoes` and `Obj01_ChkShoes`, Sonic 3 `Sonic_ChkShoes`;
 * SPG "Super Speeds").
 *
 * Shoes write top speed 0xC00, acceleration 0x18, deceleration 0x80 into the movement words
 * (P_SPEED_*); when their timer runs out the land values 0x600 / 0xC / 0x80 are written back.
 * Water writes its own values over them (engine/player/water.ts), so:
 * - quirk `shoesExpireUnderwater` (all games): the expiry writes the land values even underwater,
 *   and the player runs at land speed underwater until it leaves the water. Fixed: underwater
 *   the expiry writes the underwater values.
 * - quirk `waterCancelsShoes` (all games, SPG "Super Speeds" note): leaving the water writes the
 *   land values although the shoes' timer still runs, so the shoes are lost. Fixed: leaving the
 *   water with shoes running writes the shoes' values (water.ts).
 *
 * The timer: Sonic 1/2 1200 frames, one tick per control frame (not while hurt or dead, as
 * `Sonic_Display` only runs from the control routine); Sonic 3 150 ticks, one every 8th frame of
 * the level frame counter (profiles/water.ts `shoesTime`, `shoesTickMask`).
 * Super forms' values (Sonic 2/3 restore 0xA00 / 0x30 / 0x100 for Super Sonic) are not modelled.
 *
 * Units: subpixels per frame, frames.
 */
import { WATER_RULES } from '../profiles/water.ts';
import { P_FRAME, P_SHOES_TIMER, P_SPEED_ACC, P_SPEED_DEC, P_SPEED_MAX, P_STATUS, ST_UNDERWATER } from '../state/layout.ts';
import { ACCELERATION, DECELERATION, TOP_SPEED } from './constants.ts';
import type { PlayerContext } from './context.ts';

export const SHOES_TOP_SPEED = 0xc00;
export const SHOES_ACCELERATION = 0x18;
export const SHOES_DECELERATION = 0x80;
/** Sonic_Water / Obj01_InWater: the underwater movement words. */
export const UNDERWATER_TOP_SPEED = 0x300;
export const UNDERWATER_ACCELERATION = 6;
export const UNDERWATER_DECELERATION = 0x40;

export function setSpeeds(s: Int32Array, top: number, acc: number, dec: number): void {
  s[P_SPEED_MAX] = top;
  s[P_SPEED_ACC] = acc;
  s[P_SPEED_DEC] = dec;
}

/** The land values (Sonic_Water leaving the water, the shoes' expiry). */
export function landSpeeds(s: Int32Array): void {
  setSpeeds(s, TOP_SPEED, ACCELERATION, DECELERATION);
}

export function underwaterSpeeds(s: Int32Array): void {
  setSpeeds(s, UNDERWATER_TOP_SPEED, UNDERWATER_ACCELERATION, UNDERWATER_DECELERATION);
}

export function shoesSpeeds(s: Int32Array): void {
  setSpeeds(s, SHOES_TOP_SPEED, SHOES_ACCELERATION, SHOES_DECELERATION);
}

/** What the speed shoes power-up does when it reaches the player (Pow_ChkShoes / super_shoes). */
export function giveSpeedShoes(c: PlayerContext): void {
  c.s[P_SHOES_TIMER] = WATER_RULES[c.p.id].shoesTime;
  shoesSpeeds(c.s);
}

/** The shoes' part of Sonic_Display: one tick; at 0 the speeds go back (see the header's quirk). */
export function shoesTick(c: PlayerContext): void {
  const s = c.s;
  if (s[P_SHOES_TIMER] === 0) return;
  const mask = WATER_RULES[c.p.id].shoesTickMask;
  if ((c.state[P_FRAME] & mask) !== 0) return;
  if (--s[P_SHOES_TIMER] !== 0) return;
  if (!c.q.shoesExpireUnderwater && s[P_STATUS] & ST_UNDERWATER) underwaterSpeeds(s);
  else landSpeeds(s);
}
