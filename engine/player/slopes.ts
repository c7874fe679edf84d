/**
 * Slope factor and slipping (Sonic 1 `Sonic_SlopeResist`, `Sonic_RollRepel`,
 * `Sonic_SlopeRepel`; Sonic 3 `Player_SlopeRepel`; SPG section 8; SPEC-NOTES "Springs and
 * control lock").
 */
import { SINE } from '../fixed/trig.ts';
import { EV_SLIP } from '../state/events.ts';
import { P_ANGLE, P_CTRL_LOCK, P_GSP, P_STATUS, ST_AIR, ST_STICK } from '../state/layout.ts';
import { CONTROL_LOCK_SLIP, SLIP_SPEED, SLOPE_FACTOR_NORMAL, SLOPE_FACTOR_ROLL } from './constants.ts';
import type { PlayerContext } from './context.ts';

/** Walking slope factor: gsp += (sin(angle) * 0x20) >> 8, not on ceilings (angle 0x60..0x9F). */
export function slopeResist(c: PlayerContext): void {
  const s = c.s;
  const a = s[P_ANGLE] & 0xff;
  if (((a + 0x60) & 0xff) >= 0xc0) return;
  const d = (SINE[a] * SLOPE_FACTOR_NORMAL) >> 8;
  if (s[P_GSP] !== 0) {
    s[P_GSP] += d;
  } else if (c.p.slopeResistWhenStopped && (d < 0 ? -d : d) >= 0xd) {
    // Sonic 3 & Knuckles: a stopped player on a steep enough slope is pushed down it.
    s[P_GSP] += d;
  }
}

/**
 * Rolling slope factor: d = (sin(angle) * 0x50) >> 8, quartered (asr 2) when it works against
 * the motion (uphill). Applies at ground speed 0 too (counted as moving right).
 */
export function rollSlopeResist(c: PlayerContext): void {
  const s = c.s;
  const a = s[P_ANGLE] & 0xff;
  if (((a + 0x60) & 0xff) >= 0xc0) return;
  let d = (SINE[a] * SLOPE_FACTOR_ROLL) >> 8;
  if (s[P_GSP] >= 0) {
    if (d < 0) d >>= 2;
  } else if (d >= 0) d >>= 2;
  s[P_GSP] += d;
}

/** Slipping and falling off steep slopes, and the control lock countdown (grounded frames only). */
export function slopeRepel(c: PlayerContext): void {
  const s = c.s;
  if (s[P_STATUS] & ST_STICK) return;
  if (s[P_CTRL_LOCK] !== 0) {
    s[P_CTRL_LOCK]--;
    return;
  }
  const a = s[P_ANGLE] & 0xff;
  const g = s[P_GSP];
  const speed = g < 0 ? -g : g;
  if (c.p.slipMethod === 'detach') {
    // Angles 0x20..0xDF (0x20 slips, 0xE0 does not) below 0x280: gsp 0, airborne, lock 30.
    if (((a + 0x20) & 0xc0) === 0 || speed >= SLIP_SPEED) return;
    s[P_GSP] = 0;
    s[P_STATUS] |= ST_AIR;
    s[P_CTRL_LOCK] = CONTROL_LOCK_SLIP;
    c.events |= EV_SLIP;
    return;
  }
  // Sonic 3: slip range 0x18..0xE7, fall range 0x30..0xCF; slipping on the shallower part
  // nudges ground speed 0x80 down the slope instead of detaching.
  if (((a + 0x18) & 0xff) < 0x30 || speed >= SLIP_SPEED) return;
  s[P_CTRL_LOCK] = CONTROL_LOCK_SLIP;
  c.events |= EV_SLIP;
  const f = (a + 0x30) & 0xff;
  if (f >= 0x60) s[P_STATUS] |= ST_AIR;
  else if (f >= 0x30) s[P_GSP] += 0x80;
  else s[P_GSP] -= 0x80;
}
