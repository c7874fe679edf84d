/** Every detector, by id (CONTRACTS §7). One detector per file. */
import { angleBugDetector } from './angleBug.ts';
import { attractedRingLostDetector } from './attractedRingLost.ts';
import { climbSubpixelDetector } from './climbSubpixel.ts';
import type { Detector } from './detector.ts';
import { eachPlayer } from './eachPlayer.ts';
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

/**
 * falseStanding watches both players itself and attractedRingLost reads player 1's rings and the
 * ring objects; every other detector reads only a player's own words and runs for each player
 * (eachPlayer.ts).
 */
export const DETECTORS: readonly Detector[] = [
  eachPlayer(zipDetector),
  eachPlayer(stairClipDetector),
  falseStandingDetector,
  eachPlayer(phasingDetector),
  eachPlayer(wallClipDetector),
  eachPlayer(ghostWallDetector),
  eachPlayer(wallGrindingDetector),
  eachPlayer(angleBugDetector),
  eachPlayer(landOnAirDetector),
  eachPlayer(instantStopLandingDetector),
  eachPlayer(slopeGlitchDetector),
  eachPlayer(instaShieldLockoutDetector),
  eachPlayer(glideSteepLandingDetector),
  eachPlayer(climbSubpixelDetector),
  eachPlayer(superRollStateDetector),
  attractedRingLostDetector,
];

export const DETECTOR_IDS: readonly string[] = DETECTORS.map((d) => d.id);

/** The detector with this id, or undefined. */
export function detectorById(id: string): Detector | undefined {
  return DETECTORS.find((d) => d.id === id);
}

export type { Detector, DetectorHit, DetectorInput } from './detector.ts';
