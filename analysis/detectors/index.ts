/** Every detector, by id (CONTRACTS §7). One detector per file. */
import { angleBugDetector } from './angleBug.ts';
import { attractedRingLostDetector } from './attractedRingLost.ts';
import { climbSubpixelDetector } from './climbSubpixel.ts';
import type { Detector } from './detector.ts';
import { falseStandingDetector } from './falseStanding.ts';
import { ghostWallDetector } from './ghostWall.ts';
import { glideSteepLandingDetector } from './glideSteepLanding.ts';
import { instaShieldLockoutDetector } from './instaShieldLockout.ts';
import { instantStopLandingDetector } from './instantStopLanding.ts';
import { landOnAirDetector } from './landOnAir.ts';
import { phasingDetector } from './phasing.ts';
import { slopeGlitchDetector } from './slopeGlitch.ts';
import { stairClipDetector } from './stairClip.ts';
import { superRollStateDetector } from './superRollState.ts';
import { wallClipDetector } from './wallClip.ts';
import { wallGrindingDetector } from './wallGrinding.ts';
import { zipDetector } from './zip.ts';

export const DETECTORS: readonly Detector[] = [
  zipDetector,
  stairClipDetector,
  falseStandingDetector,
  phasingDetector,
  wallClipDetector,
  ghostWallDetector,
  wallGrindingDetector,
  angleBugDetector,
  landOnAirDetector,
  instantStopLandingDetector,
  slopeGlitchDetector,
  instaShieldLockoutDetector,
  glideSteepLandingDetector,
  climbSubpixelDetector,
  superRollStateDetector,
  attractedRingLostDetector,
];

export const DETECTOR_IDS: readonly string[] = DETECTORS.map((d) => d.id);

/** The detector with this id, or undefined. */
export function detectorById(id: string): Detector | undefined {
  return DETECTORS.find((d) => d.id === id);
}

export type { Detector, DetectorHit, DetectorInput } from './detector.ts';
