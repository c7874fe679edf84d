/**
 * Per-game data for touch boxes, damage and ring regathering (SPG sections 9, 11 and 15), as
 * data (STYLE habit 8): code reads `TOUCH_PROFILES[w.p.id]`, it never asks which game it is.
 */
import type { ProfileId } from './ids.ts';

export interface TouchProfile {
  /**
   * Ducking shrinks the touch box (Sonic 1/2 `ReactToItem`/`TouchResponse`: the box's top edge
   * moves down 12 px and its half-height becomes 10) — for characters whose `duckHitbox` is set.
   * Sonic 3 onwards: crouching never changes the box.
   */
  readonly duckHitbox: boolean;
  /**
   * When scattered and fixed rings can be gathered again after a hit:
   * - 'invulnerability': Sonic 1/2 (`ReactToItem`: `cmpi.w #90,flashtime`) — items are ignored
   *   while the invulnerability timer is >= `regatherBelow` (90); the timer starts at 120 on
   *   landing from the hit and touches are not checked at all while knocked back.
   * - 'sinceHit': the seed's rule (SPG section 15) — `regatherFrames` (64) frames must have
   *   passed since the hit.
   */
  readonly regather: 'invulnerability' | 'sinceHit';
  readonly regatherBelow: number;
  readonly regatherFrames: number;
  /** Spilled rings check the floor every `ringFloorCheckMask + 1` frames (Sonic 1: every 4th, Sonic 2: every 8th). */
  readonly ringFloorCheckMask: number;
}

const S1_TOUCH: TouchProfile = Object.freeze({
  duckHitbox: true,
  regather: 'invulnerability',
  regatherBelow: 90,
  regatherFrames: 64,
  ringFloorCheckMask: 3,
});

export const TOUCH_PROFILES: Readonly<Record<ProfileId, TouchProfile>> = Object.freeze({
  s1: S1_TOUCH,
  s2: Object.freeze({ ...S1_TOUCH, ringFloorCheckMask: 7 }),
  s3k: Object.freeze({ ...S1_TOUCH, duckHitbox: false, regather: 'sinceHit', ringFloorCheckMask: 7 }),
  cd: Object.freeze({ ...S1_TOUCH, regather: 'sinceHit' }),
});
