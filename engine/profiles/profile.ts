/**
 * A game profile: every difference between the games that the seeds name, as data
 * (STYLE habit 8). Code asks `profile.spindash`, never "is this Sonic 2?".
 * Bugs are not here: they live in the quirk catalogue (engine/quirks/catalogue.ts).
 */
import type { ProfileId } from './ids.ts';

export interface Profile {
  readonly id: ProfileId;
  readonly name: string;
  /**
   * Ground sensors' positive (stick-to-ground) limit: 'fixed14' falls off when d > 14 (Sonic 1, CD);
   * 'speed' when d > min(|high byte of xsp (ysp on walls)| + 4, 14) (Sonic 2, 3).
   */
  readonly stickToGround: 'fixed14' | 'speed';
  /** Sonic 2/3 snap the angle like a flagged tile when it changes by 0x20 or more. */
  readonly snapLargeAngleChange: boolean;
  /** Sonic 3 & Knuckles applies the walking slope factor at ground speed 0 when it is >= 13. */
  readonly slopeResistWhenStopped: boolean;
  /** Slipping: 'detach' (Sonic 1/2/CD: gsp 0, airborne, lock 30) or 's3' (slip and fall ranges, gsp +-0x80). */
  readonly slipMethod: 'detach' | 's3';
  /** Sonic 3 & Knuckles also runs the look-ahead when the ground angle is a multiple of 0x40. */
  readonly lookAheadAtRightAngles: boolean;
  /** Falling speed cap in subpixels (Sonic CD 0x1000), 0 = none. */
  readonly fallSpeedCap: number;
  /** Camera scroll speed cap, px/frame (16; Sonic 3 & Knuckles 24). */
  readonly cameraMaxSpeed: number;
  /** Sonic 1 caps only rightward horizontal scrolling; the later games cap both ways. */
  readonly cameraCapsLeftScroll: boolean;
  /**
   * How the horizontal camera tests the player against its 144/160 px borders: Sonic 1 with
   * unsigned subtractions (a player left of the screen counts as far ahead), Sonic 2/3 signed.
   */
  readonly cameraBorderCompare: 'unsigned' | 'signed';
  /** Sonic CD keeps air control after a roll-jump and keeps the rolling radii (no roll-jump bug). */
  readonly rollJumpAirControl: boolean;
  readonly rollJumpKeepsRollRadii: boolean;
  readonly spindash: boolean;
  readonly peelOut: boolean;
  /** Looking up/down: 'immediate' (Sonic 1), 'hold120' (Sonic 2/3: 120 frames), 'doubleTap' (CD). */
  readonly lookDelay: 'immediate' | 'hold120' | 'doubleTap';
  /** The spindash camera lag (Sonic 2/3). */
  readonly spindashCameraLag: boolean;
  /**
   * Airborne collision moving mostly left or right: Sonic 3 & Knuckles runs every check (wall,
   * ceiling, floor); the other games stop at the first check that finds the player inside terrain.
   */
  readonly airSideChecksAll: boolean;
  /**
   * Horizontal camera: 'borders' (the Mega Drive games: scroll past 144 / 160 px) or 'focal'
   * (Sonic CD: one focal point at 160 px, shifted back 64 px at speed: the extended camera).
   */
  readonly cameraHorizontal: 'borders' | 'focal';
  /** Walking off a solid object also sets the airborne bit (Sonic 2/3). */
  readonly objectWalkOffSetsAir: boolean;
  /** Sonic & Knuckles collides vertically when |y distance| <= 4 (solid objects). */
  readonly objectVerticalWithin4: boolean;
  /** Item monitor solid radii, px (Sonic 3 onwards 14 x 16). */
  readonly monitorWidth: number;
  readonly monitorHeight: number;
  /** When a curled player passes through monitors: Sonic 1 only while moving down, later games always. */
  readonly monitorCurledPassThrough: 'movingDown' | 'always';
  /** Side springs fire only from their front (per game). */
  readonly sideSpringFrontOnly: boolean;
  /**
   * After firing, an up, down or side spring animates and is not solid for 11 frames (Sonic 1's
   * Obj41 routines Spring_AniUp / _AniLR / _AniDwn run only AnimateSprite); Sonic 2's and 3's
   * springs stay solid and ready (Obj41_Up, Obj_Spring_Up: no such routine).
   */
  readonly springRecovery: boolean;
  /**
   * Sonic 2/3: a side spring also launches a grounded player within 40 px in front of it that is
   * not moving towards it, unless its firing animation plays (Obj41 loc_18BC6, s3 sub_2190C).
   */
  readonly sideSpringProximity: boolean;
  /**
   * Sonic 3: a side spring fires on any touch of its front, airborne too (Obj_Spring_Horizontal
   * reads SolidObjectFull2_1P's touch_side bits); Sonic 1 and 2 fire only on a push (the object's
   * pushing flag, set for a grounded player).
   */
  readonly sideSpringFiresOnTouch: boolean;
  /**
   * Sonic 2/3 read a spring's subtype after the launch (Obj41 loc_189FE / loc_18B36 / loc_18CE6
   * and the diagonals' loc_18E6C / loc_18F78; s3 sub_2164A, loc_21864, loc_21A6E, loc_21BD0,
   * loc_21CEE): bit 7 zeroes the other axis's speed (x for the up and down springs, y for the
   * side springs; the diagonals skip the test), bits 2-3 put the player on path A (4: top and
   * LRB solidity bits $C/$D) or path B (8: $E/$F). Sonic 1's subtype only picks the spring's
   * colour and direction.
   */
  readonly springSubtypes: boolean;
  /** The speed a red down spring throws at: 0x1000, but 0xD00 in Sonic 3 (loc_21A6E: `cmpi.w #$1000,y_vel(a1)` → `#$D00`). */
  readonly redDownSpringSpeed: number;
  /**
   * Upright spikes hurt only a player standing on them (Sonic 2 Obj36_Upright, Sonic 3's: the
   * standing bits); Sonic 1's Spik_Upright also hurts on any top or bottom hit (SolidObject d4 < 0).
   */
  readonly uprightSpikesHurtOnlyStanding: boolean;
  /** Sideways spikes clear the player's pushing flag on them once they touched it (Sonic 2/3 Obj36_Sideways `bclr p1_pushing_bit`). */
  readonly sideSpikesClearPush: boolean;
  /**
   * Balancing on an object (Sonic_Move): the edge margin, px: balancing when player x - object x +
   * width < margin or >= 2 * width - margin (Sonic 1 4, Sonic 2/3 2).
   */
  readonly balanceObjectMargin: number;
  /** Sonic 2/3's third balancing state: further out (floor missing 6 px back, or 6 px past an object's edge). */
  readonly balanceFarOut: boolean;
  /** Whether balancing turns the player to face the edge: always (Sonic 1, 3), only when further out (Sonic 2), never (CD). */
  readonly balanceTurns: 'always' | 'whenFar' | 'never';
  /** Sonic 3 & Knuckles still lets a player balancing on terrain (not on an object) duck. */
  readonly balanceDuckOnTerrain: boolean;
  /** Sonic 2/3 return the camera's focal point to its default while rolling; Sonic 1 does not. */
  readonly rollResetsCameraBias: boolean;
  /**
   * Sonic's braking when pushed against his roll: Sonic 2 and 3's `Sonic_RollSpeed` brakes by a
   * constant $20 (`move.w #$20,d4`), so underwater (deceleration $40) as hard as on land; null
   * where it is a quarter of the deceleration (Sonic 1's `asr.w #2,d4`, and Sonic CD). Tails'
   * `Tails_RollSpeed` uses a quarter of his deceleration in every game.
   */
  readonly sonicRollBrake: number | null;
  /**
   * A roll ends when |ground speed| falls below this after the roll friction: Sonic & Knuckles'
   * roll routine (the half of Sonic 3 & Knuckles the combined game runs) ends it below $80, where
   * Sonic 1, Sonic 2, Sonic 3 alone (`tst.w ground_vel(a0)` / `bne.s`) and CD end it at 0 only
   * (measured on the real Sonic 3 & Knuckles, issue 28; the checkout has Sonic 3's code alone).
   */
  readonly rollEndSpeed: number;
  /**
   * The game's start (a level's `start.grounded`): how many updates the objects get with no
   * buttons before the first frame. Sonic 2 loads both players before its title card and the
   * title card's loop runs every object once a frame (`RunObjects` after `WaitForVint`, with
   * Control_Locked set) until the card's background has gone: 26 updates, Tails' CPU following
   * Sonic in each (measured on the real Sonic 2, issue 28). Elsewhere 1: Sonic 1 loads Sonic after
   * its title card and runs one ExecuteObjects (Level_LoadObj); a partner is not updated.
   */
  readonly startUpdates: number;
}
