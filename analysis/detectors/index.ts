/** Every detector, by id (CONTRACTS §7). One detector per file. */
import type { Detector } from './detector.ts';
import { wallClipDetector } from './wallClip.ts';
import { zipDetector } from './zip.ts';

export const DETECTORS: readonly Detector[] = [zipDetector, wallClipDetector];
export type { Detector, DetectorHit, DetectorInput } from './detector.ts';
