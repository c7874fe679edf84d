/**
 * Knocked back after a hit (Sonic 1 routine 4 `Sonic_Hurt` and `Sonic_HurtStop`; SPG section 11
 * "Getting Hit"). The hit itself (speeds, ring loss) is engine/objects/damage.ts `hurtPlayer`.
 *
 * Each frame: position += speed, then ysp += 0x30 (underwater net 0x10); no input, no air drag.
 * Below the bottom limit + 224 (an unsigned compare here, unlike Sonic_LevelBound's) the player dies. Otherwise the normal airborne collision runs;
 * on landing all speeds become 0, control returns (the normal routine from the next frame) and
 * the invulnerability timer restarts at 120. Then the level bounds. Touches are not checked in
 * this state, and the invulnerability does not count down (engine/objects/touch.ts).
 */
import { EV_HURT_RECOVER } from '../state/events.ts';
import {
  ANIM_WALK, P_ANIM, P_GSP, P_INVULN_TIMER, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_HURT, ST_UNDERWATER, W_LIMIT_BOTTOM,
} from '../state/layout.ts';
import { airCollision } from './airCollision.ts';
import type { PlayerContext } from './context.ts';
import { kill } from './death.ts';
import { levelBound } from './levelBound.ts';

export const HURT_GRAVITY = 0x30;
export const HURT_UNDERWATER_REDUCTION = 0x20;
/** The invulnerability timer on landing, frames. */
export const HURT_LANDING_INVULNERABILITY = 120;

export function hurtFrame(c: PlayerContext): void {
  const s = c.s;
  s[P_X] += s[P_XSP];
  s[P_Y] += s[P_YSP];
  s[P_YSP] += HURT_GRAVITY;
  if (s[P_STATUS] & ST_UNDERWATER) s[P_YSP] -= HURT_UNDERWATER_REDUCTION;
  if (((c.state[W_LIMIT_BOTTOM] + 0xe0) & 0xffff) < ((s[P_Y] >> 8) & 0xffff)) {
    s[P_STATUS] &= ~ST_HURT;
    kill(c);
    return;
  }
  airCollision(c);
  if ((s[P_STATUS] & ST_AIR) === 0) {
    s[P_XSP] = 0;
    s[P_YSP] = 0;
    s[P_GSP] = 0;
    s[P_ANIM] = ANIM_WALK;
    s[P_STATUS] &= ~ST_HURT;
    s[P_INVULN_TIMER] = HURT_LANDING_INVULNERABILITY;
    c.events |= EV_HURT_RECOVER;
  }
  levelBound(c);
}
