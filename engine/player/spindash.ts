/**
 * Spindash (Sonic 2 `Sonic_CheckSpindash`, `Sonic_UpdateSpindash`) and the super peel-out
 * (Sonic CD). SPEC-NOTES "Spindash (Sonic 2) and peel-out (Sonic CD)"; SPG section 16.
 *
 * While either charges, the rest of the ground routine is skipped: only the level bounds and
 * the ground sensors run. On the release frame the player does not move.
 */
import { BTN_ABC, BTN_DOWN, BTN_UP } from '../input.ts';
import { EV_PEELOUT_RELEASE, EV_PEELOUT_START, EV_SPINDASH_RELEASE, EV_SPINDASH_REV, EV_SPINDASH_START } from '../state/events.ts';
import {
  ANIM_DUCK, ANIM_LOOK_UP, ANIM_ROLL, ANIM_SPINDASH, ANIM_WALK, C_LAG, HIST_BASE, HIST_ENTRIES, P_ANIM, P_GSP, P_HRAD,
  P_SPINDASH_COUNTER, P_STATUS, P_SUPER, P_WRAD, P_X, P_Y, ST_FACING_LEFT, ST_PEELOUT, ST_ROLL, ST_SPINDASH,
} from '../state/layout.ts';
import { resetCameraBias } from './cameraBias.ts';
import type { PlayerContext } from './context.ts';
import { groundSensors } from './groundSensors.ts';
import { levelBound } from './levelBound.ts';
import { SUPER_SPINDASH_SPEEDS } from './moves/superForm.ts';

/** Release speeds by rev (counter >> 8). */
export const SPINDASH_SPEEDS = [0x800, 0x880, 0x900, 0x980, 0xa00, 0xa80, 0xb00, 0xb80, 0xc00] as const;
export const SPINDASH_REV_STEP = 0x200;
export const SPINDASH_REV_MAX = 0x800;
export const PEELOUT_CHARGE_FRAMES = 30;
export const PEELOUT_SPEED = 0xc00;

/** Returns true when the spindash handled this frame (the ground routine must stop). */
export function spindash(c: PlayerContext): boolean {
  const s = c.s;
  if ((s[P_STATUS] & ST_SPINDASH) === 0) {
    if (s[P_ANIM] !== ANIM_DUCK || (c.press & BTN_ABC) === 0) return false;
    s[P_STATUS] |= ST_SPINDASH;
    s[P_SPINDASH_COUNTER] = 0;
    s[P_ANIM] = ANIM_SPINDASH;
    c.events |= EV_SPINDASH_START;
    levelBound(c);
    groundSensors(c);
    return true;
  }
  if ((c.held & BTN_DOWN) === 0) {
    release(c);
  } else {
    let n = s[P_SPINDASH_COUNTER];
    if (n !== 0) n -= n >>> 5;
    if (c.press & BTN_ABC) {
      n += SPINDASH_REV_STEP;
      if (n > SPINDASH_REV_MAX) n = SPINDASH_REV_MAX;
      c.events |= EV_SPINDASH_REV;
    }
    s[P_SPINDASH_COUNTER] = n;
  }
  resetCameraBias(s);
  levelBound(c);
  groundSensors(c);
  return true;
}

function release(c: PlayerContext): void {
  const s = c.s;
  s[P_HRAD] = c.ch.rollHeight;
  s[P_WRAD] = c.ch.rollWidth;
  s[P_ANIM] = ANIM_ROLL;
  s[P_Y] += (c.ch.standHeight - c.ch.rollHeight) << 8;
  s[P_STATUS] = (s[P_STATUS] & ~ST_SPINDASH) | ST_ROLL;
  const speed = (s[P_SUPER] !== 0 ? SUPER_SPINDASH_SPEEDS : SPINDASH_SPEEDS)[s[P_SPINDASH_COUNTER] >> 8];
  s[P_GSP] = s[P_STATUS] & ST_FACING_LEFT ? -speed : speed;
  if (c.p.spindashCameraLag) {
    // Frames of lag in the high byte: 32 minus the rev.
    s[C_LAG] = 0x2000 - (((speed - 0x800) * 2) & 0x1f00);
    if (!c.q.spindashCameraBacktrack) fillHistory(s);
  }
  s[P_SPINDASH_COUNTER] = 0;
  c.events |= EV_SPINDASH_RELEASE;
}

/** The Flame Shield method: the camera cannot scroll back to where the player was. */
export function fillHistory(s: Int32Array): void {
  const x = s[P_X] >> 8;
  const y = s[P_Y] >> 8;
  for (let i = 0; i < HIST_ENTRIES; i++) {
    s[HIST_BASE + 2 * i] = x;
    s[HIST_BASE + 2 * i + 1] = y;
  }
}

/**
 * Super peel-out: looking up plus a new A/B/C press starts the charge; each frame Up stays held
 * counts; releasing Up after 30 frames launches at 0xC00 the way the player faces, earlier
 * it does nothing.
 */
export function peelOut(c: PlayerContext): boolean {
  const s = c.s;
  if ((s[P_STATUS] & ST_PEELOUT) === 0) {
    if (s[P_ANIM] !== ANIM_LOOK_UP || (c.press & BTN_ABC) === 0) return false;
    s[P_STATUS] |= ST_PEELOUT;
    s[P_SPINDASH_COUNTER] = 0;
    c.events |= EV_PEELOUT_START;
    levelBound(c);
    groundSensors(c);
    return true;
  }
  if (c.held & BTN_UP) {
    if (s[P_SPINDASH_COUNTER] < PEELOUT_CHARGE_FRAMES) s[P_SPINDASH_COUNTER]++;
  } else {
    s[P_STATUS] &= ~ST_PEELOUT;
    if (s[P_SPINDASH_COUNTER] >= PEELOUT_CHARGE_FRAMES) {
      s[P_GSP] = s[P_STATUS] & ST_FACING_LEFT ? -PEELOUT_SPEED : PEELOUT_SPEED;
      s[P_ANIM] = ANIM_WALK;
      c.events |= EV_PEELOUT_RELEASE;
    }
    s[P_SPINDASH_COUNTER] = 0;
  }
  levelBound(c);
  groundSensors(c);
  return true;
}
