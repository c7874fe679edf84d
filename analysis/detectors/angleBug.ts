/**
 * `angleBug`: after a grounded frame on terrain the ground sensors are more than 14 px inside the
 * ground: AnglePos left the player lodged (seed 004 "Angle Bug"; SPEC-NOTES: d < -14, no
 * correction). Reported when it moves to a new lodged position (not every still frame).
 */
import { EV_FALL_OFF } from '../../engine/state/events.ts';
import { P_STATUS, P_X, P_Y, ST_AIR, ST_DEAD, ST_ON_OBJECT } from '../../engine/state/layout.ts';
import type { Detector } from './detector.ts';
import { groundDistance } from './terrainProbe.ts';

export const ANGLE_BUG_DEPTH = -14;

export const angleBugDetector: Detector = {
  id: 'angleBug',
  description: 'grounded more than 14 px inside the ground, not corrected',
  detect({ previous, current, events, frame, level }) {
    if (current[P_STATUS] & (ST_AIR | ST_DEAD | ST_ON_OBJECT) || events & EV_FALL_OFF) return null;
    if (previous[P_STATUS] & ST_ON_OBJECT) return null;
    if (previous[P_X] >> 8 === current[P_X] >> 8 && previous[P_Y] >> 8 === current[P_Y] >> 8) return null;
    const d = groundDistance(level, current);
    if (d >= ANGLE_BUG_DEPTH) return null;
    return {
      frame,
      detector: 'angleBug',
      message: `grounded ${-d} px inside the ground (more than ${-ANGLE_BUG_DEPTH}) at x=${current[P_X] >> 8}, y=${current[P_Y] >> 8}`,
    };
  },
};
