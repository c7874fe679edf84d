/**
 * `slopeGlitch`: a terrain landing left the standing-on-object flag set, so the ground sensors
 * stay off and the landing angle is kept (seed 004 "Slope Glitch"). Observable from the state and
 * events: a `land` event (not an object landing) with ST_ON_OBJECT still set afterwards.
 */
import { EV_LAND, EV_OBJECT_LAND } from '../../engine/state/events.ts';
import { P_ANGLE, P_ON_OBJECT, P_STATUS, P_X, P_Y, ST_ON_OBJECT } from '../../engine/state/layout.ts';
import type { Detector } from './detector.ts';

export const slopeGlitchDetector: Detector = {
  id: 'slopeGlitch',
  description: 'landed on terrain with a stale standing-on-object flag: sensors off, angle frozen',
  detect({ current, events, frame }) {
    if ((events & EV_LAND) === 0 || events & EV_OBJECT_LAND || (current[P_STATUS] & ST_ON_OBJECT) === 0) return null;
    return {
      frame,
      detector: 'slopeGlitch',
      message: `landed at x=${current[P_X] >> 8}, y=${current[P_Y] >> 8} with the standing flag of object slot ${current[P_ON_OBJECT] - 1} kept: angle frozen at 0x${current[P_ANGLE].toString(16)}`,
    };
  },
};
