/**
 * `glideSteepLanding`: Knuckles lands from a glide on a floor steeper than 45 degrees and his
 * ground speed points against the way he was gliding: the unsigned glide speed was copied
 * (engine/player/moves/knucklesGlide.ts, quirk `glideSteepLanding`).
 */
import { EV_LAND } from '../../engine/state/events.ts';
import { P_ANGLE, P_DOUBLE_JUMP, P_GSP, P_STATUS, P_X, P_XSP, ST_AIR } from '../../engine/state/layout.ts';
import type { Detector } from './detector.ts';

const hex = (v: number): string => `${v < 0 ? '-' : ''}0x${Math.abs(v).toString(16).toUpperCase()}`;

export const glideSteepLandingDetector: Detector = {
  id: 'glideSteepLanding',
  description: 'a glide landing on a steep floor reversed the direction of motion',
  detect({ previous, current, events, frame }) {
    if ((events & EV_LAND) === 0 || previous[P_DOUBLE_JUMP] !== 1 || current[P_STATUS] & ST_AIR) return null;
    const before = previous[P_XSP];
    const after = current[P_GSP];
    if (before === 0 || after === 0 || before < 0 === after < 0) return null;
    return {
      frame,
      detector: 'glideSteepLanding',
      message: `glided at X speed ${hex(before)} onto angle 0x${current[P_ANGLE].toString(16).toUpperCase()} at x=${current[P_X] >> 8} and landed with ground speed ${hex(after)}`,
    };
  },
};
