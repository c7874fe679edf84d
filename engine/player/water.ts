/**
 * Entering and leaving the water (Sonic 1 `Sonic_Water`, Sonic 2 `Sonic_Water` →
 * `Obj01_InWater` / `Obj01_OutWater` and `Tails_Water`, Sonic 3 `Sonic_InWater` /
 * `Sonic_OutWater`; SPG "Underwater"). Runs at the end of the control routine, after the
 * movement routine and the position record, also while an object holds the player; not while
 * knocked back or dead (the hurt and death routines never call it).
 *
 * With water in the level (W_WATER), the player is underwater when the water surface y
 * (W_WATER_Y, read every frame: it may move) is less than its centre y (`cmp.w obY(a0),d0;
 * bge abovewater`, signed 16-bit).
 * - Entering: the underwater bit, air back to 30 (`ResumeMusic`), top speed 0x300,
 *   acceleration 6, deceleration 0x40 (speed shoes are overwritten: quirk `waterCancelsShoes`),
 *   then X speed halved and Y speed quartered (`asr obVelX`, `asr obVelY` twice: arithmetic,
 *   so -1 stays -1). Sonic 3 skips the halving while an object holds the player.
 * - Leaving: the bit cleared, air 30, the land values 0x600 / 0xC / 0x80, Y speed doubled
 *   (`asl`, a 16-bit word: it wraps), then, when Y speed is not 0, at most 0x1000 upward
 *   (`cmpi.w #-$1000,obVelY; bgt`: -0x1000 exactly is kept). Sonic 3 doubles only when Y speed
 *   is at least -0x400 and no object holds the player (profiles/water.ts).
 * Underwater gravity, jump force and jump release are keyed on the underwater bit elsewhere
 * (playerFrame.ts `applyGravity`, jump.ts, hurt.ts).
 *
 * Units: pixels for the surface, subpixels/frame for speeds.
 */
import { signedWord } from '../fixed/hexAngle.ts';
import { WATER_RULES } from '../profiles/water.ts';
import { EV2_WATER_LINE } from '../state/events.ts';
import { P_AIR, P_SHOES_TIMER, P_STATUS, P_XSP, P_Y, P_YSP, ST_OBJ_CONTROL, ST_UNDERWATER, W_WATER, W_WATER_Y } from '../state/layout.ts';
import type { PlayerContext } from './context.ts';
import { landSpeeds, shoesSpeeds, underwaterSpeeds } from './speedShoes.ts';

/** Seconds of air after `ResumeMusic` / `Player_ResetAirTimer`. */
export const FULL_AIR = 30;
/** Leaving the water: the fastest upward Y speed kept. */
export const WATER_EXIT_MAX_UP = -0x1000;

export function waterCheck(c: PlayerContext): void {
  if (c.state[W_WATER] === 0) return;
  const s = c.s;
  if (signedWord(c.state[W_WATER_Y]) < signedWord(s[P_Y] >> 8)) enterWater(c);
  else leaveWater(c);
}

function enterWater(c: PlayerContext): void {
  const s = c.s;
  if (s[P_STATUS] & ST_UNDERWATER) return;
  s[P_STATUS] |= ST_UNDERWATER;
  c.events2 |= EV2_WATER_LINE;
  s[P_AIR] = FULL_AIR;
  underwaterSpeeds(s);
  if (WATER_RULES[c.p.id].heldSkipsSpeedChange && s[P_STATUS] & ST_OBJ_CONTROL) return;
  s[P_XSP] = signedWord(s[P_XSP]) >> 1;
  s[P_YSP] = signedWord(s[P_YSP]) >> 2;
}

function leaveWater(c: PlayerContext): void {
  const s = c.s;
  if ((s[P_STATUS] & ST_UNDERWATER) === 0) return;
  s[P_STATUS] &= ~ST_UNDERWATER;
  c.events2 |= EV2_WATER_LINE;
  s[P_AIR] = FULL_AIR;
  if (!c.q.waterCancelsShoes && s[P_SHOES_TIMER] !== 0) shoesSpeeds(s);
  else landSpeeds(s);
  const rules = WATER_RULES[c.p.id];
  const held = rules.heldSkipsSpeedChange && (s[P_STATUS] & ST_OBJ_CONTROL) !== 0;
  if (!held && signedWord(s[P_YSP]) >= rules.exitDoubleMin) s[P_YSP] = signedWord(s[P_YSP] << 1);
  if (s[P_YSP] !== 0 && s[P_YSP] <= WATER_EXIT_MAX_UP) s[P_YSP] = WATER_EXIT_MAX_UP;
}
