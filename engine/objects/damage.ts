/**
 * What touching does to the player (Sonic 1 `React_Enemy`, `React_ChkHurt`, `HurtSonic`,
 * `KillSonic`; SPG section 11 "Getting Hit", "Dying", "Rebound"). Speeds in subpixels/frame,
 * positions compared as the original's 16-bit pixel words.
 */
import { kill } from '../player/death.ts';
import { resetOnFloor } from '../player/landing.ts';
import { TOUCH_PROFILES } from '../profiles/touch.ts';
import { EV_ENEMY_DESTROYED, EV_HURT, EV_REBOUND } from '../state/events.ts';
import {
  ANIM_HURT, ANIM_ROLL, ANIM_SPINDASH, P_ANIM, P_GSP, P_INVINCIBLE, P_INVULN_TIMER, P_RINGS, P_SHIELD, P_STATUS, P_SUPER, P_X,
  P_XSP, P_Y, P_YSP, ST_AIR, ST_HURT, ST_UNDERWATER, W_REGATHER_LOCK,
} from '../state/layout.ts';
import type { ObjectContext } from './objectContext.ts';
import { getField } from './objectContext.ts';
import { OF_DYNAMIC, O_FLAGS, O_X, O_Y } from './objectFields.ts';
import { destroyObject, unloadObject } from './objectRuntime.ts';
import { scatterRings } from './ringLoss.ts';

export const HURT_X_SPEED = 0x200;
export const HURT_Y_SPEED = -0x400;
export const HURT_X_SPEED_UNDERWATER = 0x100;
export const HURT_Y_SPEED_UNDERWATER = -0x200;
/** Invulnerability after a hit: set at the hit and again on landing (Sonic_HurtStop), frames. */
export const INVULNERABILITY_FRAMES = 120;
/** Breaking an enemy from below or while rising: ysp ∓= 1 px/frame. */
export const ENEMY_BOUNCE = 0x100;

/** Curled up as far as enemies care: the rolling (jumping) or spindash animation. */
export function isCurled(w: ObjectContext): boolean {
  const a = w.s[P_ANIM];
  return a === ANIM_ROLL || a === ANIM_SPINDASH;
}

/** Items (rings) are ignored for a while after a hit (TouchProfile `regather`). */
export function itemsLocked(w: ObjectContext): boolean {
  const tp = TOUCH_PROFILES[w.p.id];
  return tp.regather === 'invulnerability' ? w.s[P_INVULN_TIMER] >= tp.regatherBelow : w.state[W_REGATHER_LOCK] > 0;
}

/**
 * React_ChkHurt: a hazard at `hazardX` (subpixels) touches the player. Power-up invincibility,
 * the super form's (Status_Invincible) or post-hit invulnerability ignore it; otherwise HurtSonic.
 */
export function touchHazard(w: ObjectContext, hazardX: number): void {
  const s = w.s;
  if (s[P_INVINCIBLE] !== 0 || s[P_INVULN_TIMER] !== 0 || s[P_SUPER] !== 0) return;
  hurtPlayer(w, hazardX);
}

/**
 * HurtSonic: a shield is lost instead of rings; with no rings the player dies (KillSonic);
 * otherwise the rings scatter. Then the player is knocked back: uncurled (Sonic_ResetOnFloor),
 * airborne, ysp -0x400, xsp 0x200 away from the hazard — the side is decided by an unsigned
 * compare of the pixel words, so equal x goes right (+1) — ground speed 0, invulnerable 120.
 * Underwater the speeds halve (-0x200, 0x100). The facing direction does not change.
 * The partner (`w.sidekick`, Sonic 2 `Hurt_Sidekick`) skips the shield, rings and death: only
 * the knock-back.
 */
export function hurtPlayer(w: ObjectContext, hazardX: number): void {
  const s = w.s;
  if (w.sidekick) {
    // Hurt_Sidekick: Sonic 2's partner loses no shield or rings and never dies of a hit.
  } else if (s[P_SHIELD] !== 0) {
    s[P_SHIELD] = 0;
  } else if (w.state[P_RINGS] === 0) {
    resetOnFloor(w);
    s[P_STATUS] &= ~ST_HURT;
    kill(w);
    return;
  } else {
    scatterRings(w);
  }
  resetOnFloor(w);
  s[P_STATUS] |= ST_AIR | ST_HURT;
  const under = (s[P_STATUS] & ST_UNDERWATER) !== 0;
  s[P_YSP] = under ? HURT_Y_SPEED_UNDERWATER : HURT_Y_SPEED;
  const xsp = under ? HURT_X_SPEED_UNDERWATER : HURT_X_SPEED;
  const px = (s[P_X] >> 8) & 0xffff;
  const hx = (hazardX >> 8) & 0xffff;
  s[P_XSP] = px < hx ? -xsp : xsp;
  s[P_GSP] = 0;
  s[P_ANIM] = ANIM_HURT;
  s[P_INVULN_TIMER] = INVULNERABILITY_FRAMES;
  if (!w.sidekick) w.state[W_REGATHER_LOCK] = TOUCH_PROFILES[w.p.id].regatherFrames;
  w.events |= EV_HURT;
}

/**
 * React_Enemy when the player may break it: the enemy is destroyed (Sonic 1 turns it into an
 * explosion) and the player rebounds (`reboundFromEnemy`). Dynamic enemies free their slot.
 */
export function breakEnemy(w: ObjectContext, slot: number): void {
  const enemyY = getField(w, slot, O_Y);
  if (getField(w, slot, O_FLAGS) & OF_DYNAMIC) unloadObject(w, slot);
  else destroyObject(w, slot);
  w.events |= EV_ENEMY_DESTROYED;
  reboundFromEnemy(w, enemyY);
}

/**
 * The rebound after breaking a badnik (SPG "Rebound: Badniks"; React_Enemy `@breakenemy`),
 * whether airborne or not: rising (ysp < 0) → ysp += 0x100; else the player's y pixel >= the
 * enemy's (unsigned) → ysp -= 0x100 (so ysp 0 becomes -0x100); else (above, ysp >= 0) → ysp
 * reversed. `enemyY` in subpixels.
 */
export function reboundFromEnemy(w: ObjectContext, enemyY: number): void {
  const s = w.s;
  if (s[P_YSP] < 0) {
    s[P_YSP] += ENEMY_BOUNCE;
  } else if (((s[P_Y] >> 8) & 0xffff) >= ((enemyY >> 8) & 0xffff)) {
    s[P_YSP] -= ENEMY_BOUNCE;
  } else {
    s[P_YSP] = -s[P_YSP];
    w.events |= EV_REBOUND;
  }
}

/**
 * The monitor rebound (SPG "Rebound: Item Monitors"): y speed reversed, no position check.
 * For Objects A's monitor touch (React_Monitor decides when; this does the reversal).
 */
export function rebound(w: ObjectContext): void {
  w.s[P_YSP] = -w.s[P_YSP];
  w.events |= EV_REBOUND;
}

/** Hitting a boss (SPG "Rebound: Bosses"; React_Enemy with hits left): both speeds negated, then halved (asr). */
export function reboundFromBoss(w: ObjectContext): void {
  const s = w.s;
  s[P_XSP] = -s[P_XSP] >> 1;
  s[P_YSP] = -s[P_YSP] >> 1;
  w.events |= EV_REBOUND;
}

/** The hazard x of an object slot (subpixels), for `touchHazard`. */
export function objectX(w: ObjectContext, slot: number): number {
  return getField(w, slot, O_X);
}
