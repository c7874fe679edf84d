/**
 * Which character moves each game has, as data (STYLE habit 8): code asks `c.mv.flight`, never
 * "is this Sonic 3 with Tails?". One row per profile and character; the super form's rules per
 * profile. Units: speeds in subpixels/frame, times in frames.
 *
 * Sources: Sonic 2 `Sonic_CheckGoSuper`, `Sonic_Super` (s2.asm); Sonic 3 `Sonic_ShieldMoves`,
 * `Sonic_Transform`, `Sonic_Super`, `Tails_Test_For_Flight` (s3.asm); Sonic & Knuckles
 * `Knux_Test_For_Glide`, `SonicKnux_SuperHyper`, `Sonic_HyperDash` (the public skdisasm
 * sonic3k.asm, read for the moves the seeds describe, since our disassemblies stop at Sonic 3
 * alone); the drop dash is Sonic Mania's (SPG "Special Abilities: Drop Dash").
 *
 * Not modelled: Knuckles in Sonic 2 (the lock-on KiS2) and Sonic 1 (its fan ports), Super Tails
 * and Super/Hyper Knuckles (only Sonic's super forms are built).
 */
import type { CharacterId, ProfileId } from './ids.ts';

export interface SuperRules {
  /**
   * What transforms: 'jumpPeak' (Sonic 2 `Sonic_CheckGoSuper`: at the top of a jump, when the
   * high byte of Y speed is 0, with exactly 7 emeralds and 50 rings) or 'press' (Sonic 3
   * `Sonic_CheckTransform`: a jump press in the air, 7 chaos emeralds and 50 rings).
   */
  readonly trigger: 'jumpPeak' | 'press';
  /**
   * Frames the player's own routines stay frozen after the transformation (obj_control $81 until
   * the palette fade clears it). Sonic 2 `PalCycle_SuperSonic`: Palette_timer $F then steps of 4
   * frames, 6 steps, run after the objects → 35 frozen frames. Sonic 3 `SuperSonic_PalCycle`:
   * $F then steps of 2, run before the objects → 25.
   */
  readonly transformFrames: number;
  /** Super_frame_count at the transformation: Sonic 3 sets 60; Sonic 2 leaves it as it was (null). */
  readonly drainCounterAtTransform: number | null;
  /** Rolling friction while super: 0 = acceleration >> 1 as usual (Sonic 2: 0x18); Sonic 3 & Knuckles hard-codes 6. */
  readonly rollFriction: number;
  /** Frames per step of the invincibility countdown after reverting (Sonic 2 every frame, Sonic 3 every 8th). */
  readonly invincibilityTick: number;
}

export interface MoveSet {
  /** Tails' flight (Sonic 3 `Tails_Test_For_Flight`, `Tails_Move_FlySwim`). */
  readonly flight: boolean;
  /** Tails' tails hit enemies in the quarter above him while flying (Sonic 3 `Touch_Enemy`). */
  readonly flyingAttack: boolean;
  /** Knuckles' glide, slide and wall climb (Sonic & Knuckles `Knux_Test_For_Glide`, `Knuckles_Glide`). */
  readonly glide: boolean;
  /** Sonic's double-jump moves: the insta-shield and the elemental shields' moves (Sonic 3 `Sonic_ShieldMoves`). */
  readonly shieldMoves: boolean;
  /** The super form, or null. */
  readonly superForm: SuperRules | null;
  /** Seven super emeralds make the form hyper (Sonic & Knuckles): the hyper dash replaces super's press. */
  readonly hyperForm: boolean;
  /** Sonic Mania's drop dash (an option: off in every classic profile). */
  readonly dropDash: boolean;
  /**
   * The game has the fire, lightning and bubble shields (Sonic 3): lost under water, the lightning
   * shield pulls rings. Elsewhere a level's elemental `start.shield` gives the plain shield.
   */
  readonly elementalShields: boolean;
  /** Derived: the jump height routine has a double-jump press to look at (any of the moves above). */
  readonly doubleJump: boolean;
  /** Derived: the super form comes at the jump's peak (Sonic 2). */
  readonly superAtPeak: boolean;
}

/**
 * Fills the derived flags. Every move set is built here, as one object literal with its fields
 * in one order: the player routines read `c.mv` for both players, and sets made in different
 * ways (a literal, a spread) get different hidden classes, which makes those reads polymorphic.
 */
function moveSet(m: Omit<MoveSet, 'doubleJump' | 'superAtPeak'>): MoveSet {
  const press = m.superForm !== null && m.superForm.trigger === 'press';
  const peak = m.superForm !== null && m.superForm.trigger === 'jumpPeak';
  return Object.freeze({
    flight: m.flight,
    flyingAttack: m.flyingAttack,
    glide: m.glide,
    shieldMoves: m.shieldMoves,
    superForm: m.superForm,
    hyperForm: m.hyperForm,
    dropDash: m.dropDash,
    elementalShields: m.elementalShields,
    doubleJump: m.flight || m.glide || m.shieldMoves || m.dropDash || press,
    superAtPeak: peak,
  });
}

const NONE: MoveSet = moveSet({
  flight: false, flyingAttack: false, glide: false, shieldMoves: false, superForm: null, hyperForm: false, dropDash: false,
  elementalShields: false,
});
const S3K_NONE: MoveSet = moveSet({ ...NONE, elementalShields: true });

const S2_SUPER: SuperRules = Object.freeze({
  trigger: 'jumpPeak', transformFrames: 35, drainCounterAtTransform: null, rollFriction: 0, invincibilityTick: 1,
});
const S3K_SUPER: SuperRules = Object.freeze({
  trigger: 'press', transformFrames: 25, drainCounterAtTransform: 60, rollFriction: 6, invincibilityTick: 8,
});

export const MOVE_SETS: Readonly<Record<ProfileId, Readonly<Record<CharacterId, MoveSet>>>> = Object.freeze({
  s1: Object.freeze({ sonic: NONE, tails: NONE, knuckles: NONE }),
  s2: Object.freeze({ sonic: moveSet({ ...NONE, superForm: S2_SUPER }), tails: NONE, knuckles: NONE }),
  s3k: Object.freeze({
    sonic: moveSet({ ...S3K_NONE, shieldMoves: true, superForm: S3K_SUPER, hyperForm: true }),
    tails: moveSet({ ...S3K_NONE, flight: true, flyingAttack: true }),
    knuckles: moveSet({ ...S3K_NONE, glide: true }),
  }),
  cd: Object.freeze({ sonic: NONE, tails: NONE, knuckles: NONE }),
});

/** The move set of one world: the table row, plus the drop dash when asked for (Sonic only). */
export function resolveMoves(profile: ProfileId, character: CharacterId, dropDash: boolean): MoveSet {
  const base = MOVE_SETS[profile][character];
  return dropDash && character === 'sonic' ? moveSet({ ...base, dropDash: true }) : base;
}
