/**
 * `instantStopLanding`: a landing frame whose airborne wall check zeroed a nonzero x speed, while
 * at the landed position no wall is beside the player in the direction it was moving: the wall
 * sensors hit the floor it was deep inside (seed 004 "Instant Stop Landing Bug").
 */
import { EV_AIR_WALL, EV_LAND } from '../../engine/state/events.ts';
import { P_GSP, P_LAYER, P_X, P_XSP, P_Y } from '../../engine/state/layout.ts';
import type { Detector } from './detector.ts';
import { isSolidPixel } from './terrainProbe.ts';

export const instantStopLandingDetector: Detector = {
  id: 'instantStopLanding',
  description: 'a deep landing hit the wall sensors: x speed lost',
  detect({ previous, current, events, frame, level }) {
    if ((events & (EV_LAND | EV_AIR_WALL)) !== (EV_LAND | EV_AIR_WALL)) return null;
    const xsp = previous[P_XSP];
    if (xsp === 0 || current[P_XSP] !== 0 || current[P_GSP] !== 0) return null;
    const dir = xsp > 0 ? 1 : -1;
    const x = current[P_X] >> 8;
    const y = current[P_Y] >> 8;
    const layer = current[P_LAYER];
    if (isSolidPixel(level, layer, x + dir * 10, y, current) || isSolidPixel(level, layer, x + dir * 11, y, current)) return null;
    return {
      frame,
      detector: 'instantStopLanding',
      message: `landing at x=${x}, y=${y} lost x speed ${xsp} to the floor seen as a wall`,
    };
  },
};
