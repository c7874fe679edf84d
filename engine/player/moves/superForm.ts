/**
 * Super and Hyper Sonic (Sonic 2 `Sonic_CheckGoSuper`, `Sonic_Super`, `Sonic_RevertToNormal`;
 * Sonic 3 `Sonic_CheckTransform`, `Sonic_Transform`, `Sonic_Super`; Sonic & Knuckles
 * `SonicKnux_SuperHyper`). Speeds in subpixels/frame, times in frames.
 *
 * - Transforming: Sonic 2 at the peak of a jump (`tst.b y_vel`: Y speed 0..0xFF while jumping)
 *   with exactly 7 emeralds and 50 rings; Sonic 3 on a jump press in the air (after the shield
 *   moves, before the insta-shield) with 7 chaos emeralds (7 super emeralds: hyper, Sonic &
 *   Knuckles) and 50 rings. The movement constants become 0xA00 / 0x30 / 0x100 (even under
 *   water: the water code changes them only on entering or leaving), the player is invincible,
 *   and obj_control $81 freezes the player's own routines and its touches until the palette fade
 *   ends (profile `transformFrames`: 35 in Sonic 2, 25 in Sonic 3 & Knuckles).
 * - While super: ground friction is hard-coded 0xC (`Obj01_UpdateSpeedOnGround`), rolling
 *   friction 6 in Sonic 3 & Knuckles, the jump force 0x800 (still 0x380 under water), the spindash
 *   releases at 0xB00..0xF00.
 * - Ring drain (`Sonic_Super`, after the movement routine every control frame, frozen or not):
 *   Super_frame_count -= 1 and `bpl` waits while it is not negative, so a ring goes every 61
 *   frames (quirk `superRingDrain`; Sonic 3's `FixBugs` `bhi`: every 60). Sonic 3 starts the
 *   counter at 60; Sonic 2 never sets it, so with the counter at 0 from the level start the first
 *   ring goes on the transformation frame itself. At 0 rings Sonic reverts: normal constants
 *   (under water 0x300 / 6 / 0x40) and the invincibility runs out at the next countdown step
 *   (Sonic 2 next frame, Sonic 3 at the next frame whose Level_frame_counter is a multiple of 8).
 *
 * SPEC-NOTES style notes where the seed's SPG and the code disagree (the code wins):
 * - SPG "Super/Hyper Sonic": "Deceleration 1" is 0x100 ✓, but its "Friction 0.046875 (unchanged)"
 *   is the 0xC the code hard-codes, not the acceleration 0x30 the normal rule would give.
 * - SPG "Ring Countdown": "1 Ring every 60 steps" — the code drains every 61 (the `bpl` bug).
 * - SPG "Hyper Blast Ability": X speed ±8 or, holding Up, Y speed -8 — the code has eight
 *   directions (hyperDash.ts).
 * Not modelled: the Hyper dash's and glide quake's screen-wide enemy attack
 * (`HyperAttackTouchResponse`), Super Tails and Super/Hyper Knuckles, the Emeralds_converted_flag.
 */
import {
  P_EMERALDS, P_FRAME, P_HRAD, P_INVINCIBLE, P_RINGS, P_SPEED_ACC, P_SPEED_DEC, P_SPEED_MAX, P_STATUS, P_SUPER, P_SUPER_FRAMES,
  P_SUPER_TRANSFORM, P_WRAD, ST_ROLL, ST_ROLL_JUMP, ST_UNDERWATER,
} from '../../state/layout.ts';
import { ACCELERATION, DECELERATION, TOP_SPEED } from '../constants.ts';
import type { PlayerContext } from '../context.ts';
import { moveEvent, ME_TRANSFORM } from './moveEvents.ts';

/** Movement constants (top speed, acceleration, deceleration) as the games write them. */
export const SUPER_TOP_SPEED = 0xa00;
export const SUPER_ACCELERATION = 0x30;
export const SUPER_DECELERATION = 0x100;
export const UNDERWATER_TOP_SPEED = 0x300;
export const UNDERWATER_ACCELERATION = 6;
export const UNDERWATER_DECELERATION = 0x40;
export const SUPER_UNDERWATER_TOP_SPEED = 0x500;
export const SUPER_UNDERWATER_ACCELERATION = 0x18;
export const SUPER_UNDERWATER_DECELERATION = 0x80;
/** Super's hard-coded ground friction (`move.w #$C,d5`). */
export const SUPER_GROUND_FRICTION = 0xc;
/** Super's jump force (`move.w #$800,d2`); under water 0x380 still wins. */
export const SUPER_JUMP_FORCE = 0x800;
/** SpindashSpeedsSuper (Sonic 2) / word_11D04 (Sonic 3): release speeds by rev while super. */
export const SUPER_SPINDASH_SPEEDS = [0xb00, 0xb80, 0xc00, 0xc80, 0xd00, 0xd80, 0xe00, 0xe80, 0xf00] as const;
/** Rings and emeralds a transformation needs. */
export const SUPER_RINGS = 50;
export const EMERALDS_NEEDED = 7;
/** Super_frame_count after each drained ring. */
export const SUPER_DRAIN_FRAMES = 60;

/**
 * The constants the games write for a form and a medium (Sonic 2 `Obj01_InWater`/`OutWater`,
 * Sonic 3 `Sonic_InWater`/`OutWater`, `Sonic_Super`'s revert): water code can call this too.
 */
export function setMovementConstants(s: Int32Array, superForm: boolean, underwater: boolean): void {
  if (superForm) {
    s[P_SPEED_MAX] = underwater ? SUPER_UNDERWATER_TOP_SPEED : SUPER_TOP_SPEED;
    s[P_SPEED_ACC] = underwater ? SUPER_UNDERWATER_ACCELERATION : SUPER_ACCELERATION;
    s[P_SPEED_DEC] = underwater ? SUPER_UNDERWATER_DECELERATION : SUPER_DECELERATION;
  } else {
    s[P_SPEED_MAX] = underwater ? UNDERWATER_TOP_SPEED : TOP_SPEED;
    s[P_SPEED_ACC] = underwater ? UNDERWATER_ACCELERATION : ACCELERATION;
    s[P_SPEED_DEC] = underwater ? UNDERWATER_DECELERATION : DECELERATION;
  }
}

/** Rolling friction: acceleration >> 1 (`asr.w #1,d5`), or Sonic 3 & Knuckles' hard-coded 6 while super. */
export function rollFriction(c: PlayerContext): number {
  const s = c.s;
  const rules = c.mv.superForm;
  if (s[P_SUPER] !== 0 && rules !== null && rules.rollFriction !== 0) return rules.rollFriction;
  return s[P_SPEED_ACC] >> 1;
}

/** Sonic 3 `Sonic_CheckTransform`: whether a jump press now turns Sonic super (1) or hyper (-1); 0 = no. */
export function transformKind(c: PlayerContext): number {
  const s = c.s;
  if (c.state[P_RINGS] < SUPER_RINGS) return 0;
  const emeralds = s[P_EMERALDS];
  if (c.mv.hyperForm && (emeralds >> 8) >= EMERALDS_NEEDED) return -1;
  return (emeralds & 0xff) >= EMERALDS_NEEDED ? 1 : 0;
}

/** `Sonic_Transform` / the body of `Sonic_CheckGoSuper`: `kind` 1 super, -1 hyper. */
export function transform(c: PlayerContext, kind: number): void {
  const s = c.s;
  const rules = c.mv.superForm!;
  s[P_SUPER] = kind;
  if (rules.drainCounterAtTransform !== null) s[P_SUPER_FRAMES] = rules.drainCounterAtTransform;
  // obj_control $81 from now until the fade ends: this frame's touches and the next
  // `transformFrames` frames of movement are skipped (the counter runs down after the objects).
  s[P_SUPER_TRANSFORM] = rules.transformFrames + 1;
  s[P_SPEED_MAX] = SUPER_TOP_SPEED;
  s[P_SPEED_ACC] = SUPER_ACCELERATION;
  s[P_SPEED_DEC] = SUPER_DECELERATION;
  s[P_INVINCIBLE] = 0;
  moveEvent(s, ME_TRANSFORM);
}

/**
 * Sonic 2 `Sonic_CheckGoSuper`, called at the peak of a jump: exactly 7 emeralds (`cmpi.b #7` /
 * `bne`) and 50 rings. The original leaves the jump's curled state (and a roll-jump's lost air
 * control) in place (quirk `superRollState`); s2disasm's fixBugs clears rolling and roll-jumping and
 * sets the standing radii.
 */
export function checkGoSuper(c: PlayerContext): void {
  const s = c.s;
  if (s[P_SUPER] !== 0 || (s[P_EMERALDS] & 0xff) !== EMERALDS_NEEDED || c.state[P_RINGS] < SUPER_RINGS) return;
  if (!c.q.superRollState) {
    s[P_STATUS] &= ~(ST_ROLL | ST_ROLL_JUMP);
    s[P_HRAD] = c.ch.standHeight;
    s[P_WRAD] = c.ch.standWidth;
  }
  transform(c, 1);
}

/** `Sonic_Super`: the ring drain, once per control frame after the movement routine. */
export function superFrame(c: PlayerContext): void {
  const s = c.s;
  const old = s[P_SUPER_FRAMES] & 0xffff;
  const next = (old - 1) & 0xffff;
  s[P_SUPER_FRAMES] = next;
  // `bpl` (the original): wait while the result is not negative; `bhi` (fixed): while it is above 0.
  const wait = c.q.superRingDrain ? (next & 0x8000) === 0 : old >= 2;
  if (wait) return;
  s[P_SUPER_FRAMES] = SUPER_DRAIN_FRAMES;
  const g = c.state;
  if (g[P_RINGS] !== 0 && --g[P_RINGS] !== 0) return;
  revert(c);
}

/** `Sonic_RevertToNormal` / `.revertToNormal`: normal constants, invincibility runs out at the next countdown step. */
export function revert(c: PlayerContext): void {
  const s = c.s;
  s[P_SUPER] = 0;
  setMovementConstants(s, false, (s[P_STATUS] & ST_UNDERWATER) !== 0);
  s[P_INVINCIBLE] = invincibleFramesAfterRevert(c.state[P_FRAME], c.mv.superForm!.invincibilityTick);
}

/**
 * invincibility_timer = 1 counts down at the next countdown step. The engine's P_INVINCIBLE is
 * decremented once per control frame before the touches (engine/objects/touch.ts), so it must
 * cover this frame and every frame before the step: `tick` 1 (Sonic 2) gives 2; `tick` 8 (Sonic 3,
 * which counts down when Level_frame_counter & 7 == 0, the counter being P_FRAME + 1 during a
 * step) gives 1 + the frames up to the next multiple of 8.
 */
export function invincibleFramesAfterRevert(frame: number, tick: number): number {
  let d = 1;
  while ((frame + d + 1) % tick !== 0) d++;
  return d + 1;
}
