/**
 * What the games do differently underwater (engine/player/water.ts, drowning.ts, speedShoes.ts),
 * as data per profile (STYLE habit 8). The values every game shares are constants in those files.
 *
 * Sonic CD has no disassembly here; the SPG ("Underwater", "Super Speeds" note: "This seems to be
 * the case for all 5 of the games") is the spec for it, so it follows Sonic 1.
 */
import type { ProfileId } from './ids.ts';

export interface WaterRules {
  /**
   * Sonic 3 (`Sonic_InWater` / `Sonic_OutWater`: `tst.b object_control(a0)`): while an object
   * holds the player, entering skips the speed cut and leaving skips the y speed doubling.
   */
  readonly heldSkipsSpeedChange: boolean;
  /**
   * Leaving doubles y speed only when it is at least this (Sonic 3 `cmpi.w #-$400,d0; blt`);
   * Sonic 1 and 2 always double (-0x8000: every 16-bit value).
   */
  readonly exitDoubleMin: number;
  /**
   * Who moves a drowned player: 'countdown' (Sonic 1 `Drown_Countdown`, Sonic 2
   * `Obj0A_PlayerHasDrowned`: the countdown object, from the frame after drowning, 119 frames)
   * or 'routine' (Sonic 3: routine $C, the player's own, 120 frames).
   */
  readonly drownedMotion: 'countdown' | 'routine';
  /**
   * Speed shoes: the timer's start value and how often it ticks. Sonic 1/2: $4B0 (1200), every
   * control frame (`Sonic_Display`); Sonic 3: (20*60)/8 = 150, every 8th frame of the level frame
   * counter (`Sonic_ChkShoes`: `andi.b #7` of `Level_frame_counter+1`).
   */
  readonly shoesTime: number;
  readonly shoesTickMask: number;
}

const CLASSIC: WaterRules = Object.freeze({
  heldSkipsSpeedChange: false,
  exitDoubleMin: -0x8000,
  drownedMotion: 'countdown',
  shoesTime: 0x4b0,
  shoesTickMask: 0,
});

export const WATER_RULES: Readonly<Record<ProfileId, WaterRules>> = Object.freeze({
  s1: CLASSIC,
  s2: CLASSIC,
  s3k: Object.freeze({
    heldSkipsSpeedChange: true,
    exitDoubleMin: -0x400,
    drownedMotion: 'routine',
    shoesTime: (20 * 60) / 8,
    shoesTickMask: 7,
  }),
  cd: CLASSIC,
});
