/**
 * What the games' animation code feeds back into physics, as data per profile (STYLE habit 8;
 * engine/player/animate.ts).
 */
import type { ProfileId } from './ids.ts';

export interface AnimationRules {
  /**
   * Sonic 2's idle gate (`Obj01_MdNormal_Checks`): after a long wait Sonic's normal routine is
   * skipped while idle and during the Blink/GetUp animations. Sonic only (Obj01); Sonic 1, 3 and
   * CD have no such check.
   */
  readonly idleGate: boolean;
}

export const ANIMATION_RULES: Readonly<Record<ProfileId, AnimationRules>> = Object.freeze({
  s1: Object.freeze({ idleGate: false }),
  s2: Object.freeze({ idleGate: true }),
  s3k: Object.freeze({ idleGate: false }),
  cd: Object.freeze({ idleGate: false }),
});
