/**
 * `landOnAir`: on the frame of a terrain landing after a roll-jump the player is grounded with
 * the floor below its feet (sensor distance > 0): the roll offset was subtracted again (seed 004
 * "Land on Air Bug"; SPEC-NOTES "Jump"). Ordinary landings on slopes can leave the wider ground
 * sensors a pixel or two above the surface; only the roll-jump landing is the bug.
 */
import { EV_LAND } from '../../engine/state/events.ts';
import { P_STATUS, P_X, P_Y, ST_AIR, ST_ON_OBJECT, ST_ROLL_JUMP } from '../../engine/state/layout.ts';
import type { Detector } from './detector.ts';
import { groundDistance } from './terrainProbe.ts';

export const landOnAirDetector: Detector = {
  id: 'landOnAir',
  description: 'landed and grounded with the floor below the feet',
  detect({ previous, current, events, frame, level }) {
    if ((events & EV_LAND) === 0 || (previous[P_STATUS] & ST_ROLL_JUMP) === 0) return null;
    if (current[P_STATUS] & (ST_AIR | ST_ON_OBJECT)) return null;
    const d = groundDistance(level, current);
    if (d <= 0) return null;
    return {
      frame,
      detector: 'landOnAir',
      message: `landed ${d} px above the floor at x=${current[P_X] >> 8}, y=${current[P_Y] >> 8}`,
    };
  },
};
