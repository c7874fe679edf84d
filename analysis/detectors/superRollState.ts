/**
 * `superRollState`: Sonic turns super while his roll-jump flag is set: Super Sonic keeps the
 * roll-jump and has no air control until he lands (engine/player/moves/superForm.ts, Sonic 2's
 * quirk `superRollState`).
 */
import { P_SUPER, P_X, P_Y, P_STATUS, ST_ROLL_JUMP } from '../../engine/state/layout.ts';
import type { Detector } from './detector.ts';

export const superRollStateDetector: Detector = {
  id: 'superRollState',
  description: 'turned super during a roll-jump: no air control until landing',
  detect({ previous, current, frame }) {
    if (previous[P_SUPER] !== 0 || current[P_SUPER] === 0 || (current[P_STATUS] & ST_ROLL_JUMP) === 0) return null;
    return {
      frame,
      detector: 'superRollState',
      message: `turned super at x=${current[P_X] >> 8}, y=${current[P_Y] >> 8} with the roll-jump flag still set`,
    };
  },
};
