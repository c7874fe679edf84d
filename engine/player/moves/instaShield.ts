/**
 * The insta-shield (Sonic 3 `Sonic_InstaShield`, `Obj_InstaShield`, `TouchResponse`): a jump
 * press in the air with no shield sets double_jump_flag = 1 and starts the shield object's
 * animation; while the flag is 1 the touch box is 48 x 48 around Sonic's centre (x - 0x18 ..
 * x + 0x18, y - 0x18 .. y + 0x18, each edge pixel included: 49 x 49, as the SPG says) and Sonic is
 * invincible for those touches (enemies break, hazards pass). The shield object, which runs after
 * every other object, ends the attack by setting double_jump_flag = 2 when its animation shows
 * mapping frame 7.
 *
 * The animation (`Ani_InstaShield`, played by `Animate_Sprite`): anim 1 = duration 0, frames
 * 0,1,2,3,4,5,6,6,6,6,6,6,6,7 then $FD → anim 0 (duration $1F, frame 6, loop). The object's
 * update on the press frame shows frame 0, so frame 7 shows on the 14th update (press frame + 13)
 * and, since $FD changes the animation without changing the frame, again on the 15th: the attack
 * lasts 14 frames (the SPG's 14). The object is skipped while Sonic is invincible.
 *
 * The lockout (quirk `instaShieldLockout`): the object sets double_jump_flag = 2 without looking
 * at it, so landing on one of those two last frames (which clears the flag to 0 during Sonic's
 * update) leaves it at 2: the next jump has no double-jump move until Sonic lands again. Fixed,
 * the object ends the attack only while it is still on (flag 1).
 *
 * State: P_SHIELD_ANIM packs the object's Animate_Sprite fields: bit 0 anim, bit 1 prev_anim,
 * bits 2-4 mapping_frame, bits 5-9 anim_frame, bits 10-17 anim_frame_timer. All zero is a
 * fresh object (same first update as the original's anim 0 / prev_anim 1 initialisation).
 */
import { P_DOUBLE_JUMP, P_INVINCIBLE, P_SHIELD, P_SHIELD_ANIM, P_SUPER, P_X, P_Y } from '../../state/layout.ts';
import type { PlayerContext } from '../context.ts';
import { moveEvent, ME_INSTA_SHIELD } from './moveEvents.ts';

/** The insta-shield's touch box half-size, px (`subi.w #$18` / `move.w #$30`). */
export const INSTA_SHIELD_HALF = 0x18;
/** The mapping frame that ends the attack. */
export const INSTA_SHIELD_END_FRAME = 7;

const FLAG_CHANGE = -3; // $FD: switch to the animation in the next byte
const FLAG_RESTART = -1; // $FF: loop

/** [duration, ...frames] for anim 0 (idle) and anim 1 (attack). */
const SCRIPTS: readonly (readonly number[])[] = [
  [0x1f, 6, FLAG_RESTART],
  [0, 0, 1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 6, 6, 7, FLAG_CHANGE, 0],
];

/** Starts the attack (Sonic_InstaShield: `move.b #1,(Shield+anim)`, double_jump_flag = 1). */
export function startInstaShield(c: PlayerContext): void {
  c.s[P_SHIELD_ANIM] |= 1;
  c.s[P_DOUBLE_JUMP] = 1;
  moveEvent(c.s, ME_INSTA_SHIELD);
}

/** TouchResponse's test: Sonic, no shield, not invincible, double_jump_flag 1. */
export function instaShieldAttacking(c: PlayerContext): boolean {
  const s = c.s;
  return c.mv.shieldMoves && !c.mv.dropDash && s[P_DOUBLE_JUMP] === 1 && s[P_SHIELD] === 0 && s[P_INVINCIBLE] === 0 && s[P_SUPER] === 0;
}

/**
 * `Obj_InstaShield_Main`, after the other objects. With a shield the object is another one, and
 * it comes back fresh when the shield is lost.
 */
export function instaShieldObject(c: PlayerContext): void {
  const s = c.s;
  if (s[P_SHIELD] !== 0) {
    s[P_SHIELD_ANIM] = 0;
    return;
  }
  if (s[P_INVINCIBLE] !== 0 || s[P_SUPER] !== 0) return;
  const v = s[P_SHIELD_ANIM];
  let anim = v & 1;
  let prev = (v >> 1) & 1;
  let mapping = (v >> 2) & 7;
  let index = (v >> 5) & 31;
  let timer = (v >> 10) & 0xff;
  if (anim !== prev) {
    prev = anim;
    index = 0;
    timer = 0;
  }
  if (timer !== 0) {
    timer--;
  } else {
    const script = SCRIPTS[anim];
    timer = script[0];
    const f = script[1 + index];
    if (f === FLAG_RESTART) {
      mapping = script[1];
      index = 1;
    } else if (f === FLAG_CHANGE) {
      anim = script[2 + index];
    } else {
      mapping = f;
      index++;
    }
  }
  s[P_SHIELD_ANIM] = anim | (prev << 1) | (mapping << 2) | (index << 5) | (timer << 10);
  if (mapping === INSTA_SHIELD_END_FRAME && (c.q.instaShieldLockout || s[P_DOUBLE_JUMP] === 1)) s[P_DOUBLE_JUMP] = 2;
}

/** The insta-shield's touch box in pixels (left, top, spans), for engine/objects/touch.ts. */
export function instaShieldBox(s: Int32Array, out: { left: number; top: number; w: number; h: number }): void {
  out.left = (s[P_X] >> 8) - INSTA_SHIELD_HALF;
  out.top = (s[P_Y] >> 8) - INSTA_SHIELD_HALF;
  out.w = 2 * INSTA_SHIELD_HALF;
  out.h = 2 * INSTA_SHIELD_HALF;
}
