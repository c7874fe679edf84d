/**
 * The touch check (Sonic 1 `ReactToItem`, Sonic 2 `TouchResponse`; SPG section 9 "Hitboxes").
 * Runs right after the player's own update, before the other objects (World.step).
 *
 * The player's box: left = x - 8, 17 px wide; top = y - (height radius - 3), 2 * (height
 * radius - 3) + 1 px tall. Ducking (Sonic 1/2, Sonic only; TouchProfile `duckHitbox`): centre
 * y + 12, half-height 10, so the box spans y + 2 .. y + 22 (SPEC-NOTES "Hitboxes", which the
 * project follows where it is explicit; the Sonic 1 ReactToItem code reads as adding 12 to the
 * box's top edge instead, y - 4 .. y + 16).
 * An object's box is (x ± width radius, y ± height radius) from the size table. Both boxes
 * include their right and bottom pixel: a radius r spans 2r + 1 pixels, and boxes react only when
 * a pixel is shared (quirk `hitboxExtraPixel`; fixed, each box spans 2r pixels, x - r .. x + r - 1,
 * matching the even-sized sprites). Compares are the original's unsigned 16-bit ones.
 *
 * Objects are tested in slot order; the first overlapping object reacts and the check ends.
 * Not checked while dead or knocked back (the original only calls it from the control routine).
 * Also here, where Sonic_Display sits in the original: the post-hit invulnerability, the
 * power-up invincibility and the speed shoes count down, once per control frame, before the check.
 *
 * The characters' moves (engine/player/moves/): the insta-shield's box and invincibility, the
 * super form's invincibility, the transformation skipping the check, Tails' flying attack and
 * Knuckles' glide attack breaking enemies.
 */
import { TOUCH_PROFILES } from '../profiles/touch.ts';
import { EV_HURT_RECOVER } from '../state/events.ts';
import {
  ANIM_DUCK, P_ANIM, P_DROWN_TIMER, P_HRAD, P_INVINCIBLE, P_INVULN_TIMER, P_STATUS, P_SUPER, P_SUPER_TRANSFORM, P_X, P_Y, ST_DEAD,
  ST_HURT, ST_NO_TOUCH, P_SHOES_TIMER,
  W_REGATHER_LOCK, W_RING_LOSS_TIMER,
} from '../state/layout.ts';
import { shoesTick } from '../player/speedShoes.ts';
import { WATER_RULES } from '../profiles/water.ts';
import { OBJECT_TYPE_LIST, RING_TYPE, TYPE_HITBOX } from './catalogue.ts';
import { instaShieldAttacking, instaShieldBox } from '../player/moves/instaShield.ts';
import { glideAttacking } from '../player/moves/knucklesGlide.ts';
import { flyingAttackHits } from '../player/moves/tailsFlight.ts';
import { breakEnemy, isCurled, touchHazard } from './damage.ts';
import { TOUCH_HURT, TOUCH_ITEM, TOUCH_SPECIAL, hitboxHeight, hitboxWidth } from './hitboxSizes.ts';
import type { ObjectContext } from './objectContext.ts';
import { OF_LOADED, O_FLAGS, O_TYPE, O_X, O_Y } from './objectFields.ts';
import { slotsInUse } from './objectRuntime.ts';

/** Player touch box half-width, and the amount the height radius is reduced by (px). */
export const PLAYER_TOUCH_HALF_WIDTH = 8;
export const PLAYER_TOUCH_HEIGHT_INSET = 3;
export const DUCK_CENTRE_OFFSET = 12;
export const DUCK_HALF_HEIGHT = 10;

/** The player's touch box in pixels: left, top and the spans (right = left + w, bottom = top + h, inclusive). */
export interface TouchBox {
  left: number;
  top: number;
  w: number;
  h: number;
}

/** Reused by every call: the touch check runs each frame and must not allocate. */
const touchBox: TouchBox = { left: 0, top: 0, w: 0, h: 0 };

/** The player's touch box; the returned object is overwritten by the next call. */
export function playerTouchBox(w: ObjectContext): TouchBox {
  const s = w.s;
  let half = s[P_HRAD] - PLAYER_TOUCH_HEIGHT_INSET;
  let top = (s[P_Y] >> 8) - half;
  if (s[P_ANIM] === ANIM_DUCK && w.ch.duckHitbox && TOUCH_PROFILES[w.p.id].duckHitbox) {
    half = DUCK_HALF_HEIGHT;
    top = (s[P_Y] >> 8) + DUCK_CENTRE_OFFSET - half;
  }
  touchBox.left = (s[P_X] >> 8) - PLAYER_TOUCH_HALF_WIDTH;
  touchBox.top = top;
  touchBox.w = 2 * PLAYER_TOUCH_HALF_WIDTH;
  touchBox.h = 2 * half;
  return touchBox;
}

/**
 * One axis of ReactToItem's overlap: object centre `c` and radius `r` against the player's
 * span `lo .. lo + span`. `extra` is 1 when each box includes its far pixel (the original).
 */
export function axisOverlap(c: number, r: number, lo: number, span: number, extra: number): boolean {
  const a = (c - r) & 0xffff;
  const b = lo & 0xffff;
  if (a >= b) return a - b <= span - 1 + extra;
  return ((a - b) & 0xffff) + 2 * r - 1 + extra > 0xffff;
}

/** Whether the player's box overlaps a box of size index `size` centred at (x, y) px. */
export function touchesBox(w: ObjectContext, box: TouchBox, x: number, y: number, size: number): boolean {
  const extra = w.q.hitboxExtraPixel ? 1 : 0;
  return axisOverlap(x, hitboxWidth(size), box.left, box.w, extra) && axisOverlap(y, hitboxHeight(size), box.top, box.h, extra);
}

export function touchObjects(w: ObjectContext): void {
  const s = w.s;
  // Frame bookkeeping first (SynchroAnimate ran at the end of the previous frame in the original),
  // once a frame: the timers are the world's, and player 2 runs this routine too.
  if (!w.sidekick) {
    if (w.state[W_RING_LOSS_TIMER] > 0) w.state[W_RING_LOSS_TIMER]--;
    if (w.state[W_REGATHER_LOCK] > 0) w.state[W_REGATHER_LOCK]--;
  }
  // Sonic_Hurt ran this frame (still knocked back, or it landed: HurtStop) — no Sonic_Display, no ReactToItem.
  if (s[P_STATUS] & (ST_DEAD | ST_HURT) || w.events & EV_HURT_RECOVER) return;
  // Sonic 3's drowned routine ($C) only sinks: no Sonic_Display, no touches.
  if (s[P_DROWN_TIMER] !== 0 && WATER_RULES[w.p.id].drownedMotion === 'routine') return;
  if (s[P_INVULN_TIMER] > 0) s[P_INVULN_TIMER]--;
  if (s[P_INVINCIBLE] > 0) s[P_INVINCIBLE]--;
  if (s[P_SHOES_TIMER] !== 0) shoesTick(w);
  // obj_control / f_playerctrl bit 7 (drowned, a partner flying in): no touches.
  if (s[P_STATUS] & ST_NO_TOUCH) return;

  const g = w.state;
  const end = slotsInUse(w);
  // A transformation's obj_control $81 skips the touches (bit 7) until its freeze ends.
  if (end <= 0 || s[P_SUPER_TRANSFORM] !== 0) return;
  // The insta-shield attacking: a 48 x 48 box, invincible (Sonic 3 TouchResponse). Placed rings
  // keep the normal box (they are Test_Ring_Collisions' business, not the object list's).
  const insta = instaShieldAttacking(w);
  const box = playerTouchBox(w);
  let ringBox: TouchBox | null = null;
  if (insta) {
    ringBox = ringTouchBox;
    ringBox.left = box.left;
    ringBox.top = box.top;
    ringBox.w = box.w;
    ringBox.h = box.h;
    instaShieldBox(s, box);
  }
  const n = w.slotCount;
  const flagsAt = w.objectBase + O_FLAGS * n;
  const typeAt = w.objectBase + O_TYPE * n;
  const xAt = w.objectBase + O_X * n;
  const yAt = w.objectBase + O_Y * n;
  for (let slot = 0; slot < end; slot++) {
    if ((g[flagsAt + slot] & OF_LOADED) === 0) continue;
    const type = g[typeAt + slot];
    const hitbox = TYPE_HITBOX[type];
    if (hitbox === null) continue;
    const col = hitbox(w, slot);
    if ((col & 0x3f) === 0) continue;
    const b = ringBox !== null && type === RING_TYPE ? ringBox : box;
    if (!touchesBox(w, b, g[xAt + slot] >> 8, g[yAt + slot] >> 8, col & 0x3f)) continue;
    react(w, slot, col, insta);
    return;
  }
}

/** The normal box kept for placed rings while the insta-shield's box is in use (reused, as touchBox). */
const ringTouchBox: TouchBox = { left: 0, top: 0, w: 0, h: 0 };

/**
 * The reaction by kind (the collision type's top two bits). `insta`: the insta-shield's touch,
 * invincible for its duration (Sonic 3 sets Status_Invincible around Touch_Process).
 */
function react(w: ObjectContext, slot: number, col: number, insta: boolean): void {
  const s = w.s;
  const kind = col & 0xc0;
  const behaviour = OBJECT_TYPE_LIST[w.state[w.objectBase + O_TYPE * w.slotCount + slot]].behaviour;
  if (kind === TOUCH_ITEM || kind === TOUCH_SPECIAL) {
    behaviour.touch?.(w, slot);
  } else if (kind === TOUCH_HURT) {
    if (!insta) touchHazard(w, w.state[w.objectBase + O_X * w.slotCount + slot]);
  } else if (s[P_INVINCIBLE] !== 0 || s[P_SUPER] !== 0 || insta || isCurled(w) || movesAttack(w, slot)) {
    if (behaviour.touch !== undefined) behaviour.touch(w, slot);
    else breakEnemy(w, slot);
  } else {
    touchHazard(w, w.state[w.objectBase + O_X * w.slotCount + slot]);
  }
}

/** Tails' tails while flying (Sonic 3 `Touch_Enemy`) and Knuckles gliding or sliding (SPG "Gliding Attack"). */
function movesAttack(w: ObjectContext, slot: number): boolean {
  if (glideAttacking(w)) return true;
  const n = w.slotCount;
  return flyingAttackHits(w, w.state[w.objectBase + O_X * n + slot], w.state[w.objectBase + O_Y * n + slot]);
}
