/**
 * Dying (Sonic 1 `KillSonic`, Sonic 2 `KillCharacter`; SPG section 11 "Dying"): invincibility
 * ends, the player is reset as on landing (`Sonic_ResetOnFloor`: uncurled, standing radii, y up by
 * the roll offset if it was curled), then airborne with X speed 0, Y speed -7 px/frame; afterwards
 * it only falls, with normal gravity and no collision (engine/games/s1/act/gameOver.ts on real acts).
 */
import { EV_DEATH } from '../state/events.ts';
import { P_DEATH_TIMER, P_GSP, P_INVINCIBLE, P_STATUS, P_XSP, P_YSP, ST_AIR, ST_DEAD } from '../state/layout.ts';
import type { PlayerContext } from './context.ts';
import { resetOnFloor } from './landing.ts';
import { G_INVINCIBLE } from '../games/s1/objects/s1State.ts';

export const DEATH_Y_SPEED = -0x700;

export function kill(c: PlayerContext): void {
  const s = c.s;
  if (s[P_STATUS] & ST_DEAD) return;
  // Sonic 1 KillSonic clears v_invinc (real acts); hand-made levels keep invincibility in the timer alone.
  if (c.act !== null) c.state[G_INVINCIBLE] = 0; // a world word: through `state`
  else s[P_INVINCIBLE] = 0;
  resetOnFloor(c);
  s[P_STATUS] |= ST_DEAD | ST_AIR;
  s[P_YSP] = DEATH_Y_SPEED;
  s[P_XSP] = 0;
  s[P_GSP] = 0;
  s[P_DEATH_TIMER] = 1;
  c.events |= EV_DEATH;
}
