/**
 * `wallGrinding`: moving mostly vertically on the ground, the look-ahead hit a floor or ceiling
 * and ground speed was kept (seed 004 "Wall Grinding Bug"). Fixed, the hit zeroes it.
 */
import { EV_WALL_GRIND } from '../../engine/state/events.ts';
import { P_GSP, P_X, P_Y } from '../../engine/state/layout.ts';
import type { Detector } from './detector.ts';

export const wallGrindingDetector: Detector = {
  id: 'wallGrinding',
  description: 'a vertical look-ahead hit kept ground speed',
  detect({ current, events, frame }) {
    if ((events & EV_WALL_GRIND) === 0 || current[P_GSP] === 0) return null;
    return {
      frame,
      detector: 'wallGrinding',
      message: `look-ahead hit moving vertically, ground speed kept at ${current[P_GSP]} at x=${current[P_X] >> 8}, y=${current[P_Y] >> 8}`,
    };
  },
};
