/**
 * `climbSubpixel`: on the frame Knuckles grabs a wall his x subpixel changes to the high byte of
 * his x pixel: the grab x was written into the low word of his 16.16 position
 * (engine/player/moves/knucklesClimb.ts, quirk `climbSubpixel`).
 */
import { P_DOUBLE_JUMP, P_X } from '../../engine/state/layout.ts';
import type { Detector } from './detector.ts';

export const climbSubpixelDetector: Detector = {
  id: 'climbSubpixel',
  description: 'a wall grab rewrote the x subpixel with the high byte of the x pixel',
  detect({ previous, current, frame }) {
    if (previous[P_DOUBLE_JUMP] !== 1 || current[P_DOUBLE_JUMP] !== 4) return null;
    const x = current[P_X];
    const marker = (x >> 16) & 0xff;
    if ((x & 0xff) !== marker || (previous[P_X] & 0xff) === marker) return null;
    return {
      frame,
      detector: 'climbSubpixel',
      message: `wall grab at x=${x >> 8}: subpixel 0x${(previous[P_X] & 0xff).toString(16).toUpperCase()} became 0x${marker.toString(16).toUpperCase()}, the high byte of the x pixel`,
    };
  },
};
