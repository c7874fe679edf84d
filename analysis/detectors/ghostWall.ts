/**
 * `ghostWall`: grounded and upside down (angle 0x40..0xBF, where the original skips the wall
 * look-ahead), the player moved so that the point the look-ahead would have probed, 10 px ahead
 * of the centre in the direction of motion, is inside left/right/bottom-solid terrain: it walked
 * into a wall (seed 004 "Ghost Wall Bug"). Fixed, the look-ahead stops the player touching it.
 * Sonic 3 & Knuckles' exact right angles are covered by the same test (the probe stays clear).
 */
import { P_ANGLE, P_GSP, P_LAYER, P_STATUS, P_X, P_Y, ST_AIR, ST_DEAD, ST_ON_OBJECT } from '../../engine/state/layout.ts';
import { collisionQuadrant } from '../../engine/player/quadrant.ts';
import type { Detector } from './detector.ts';
import { isSolidPixel } from './terrainProbe.ts';

export const ghostWallDetector: Detector = {
  id: 'ghostWall',
  description: 'upside down with no look-ahead, the player walked into a wall',
  detect({ previous, current, frame, level }) {
    if ((previous[P_STATUS] | current[P_STATUS]) & (ST_AIR | ST_DEAD | ST_ON_OBJECT)) return null;
    const angle = previous[P_ANGLE];
    const gsp = previous[P_GSP];
    if (gsp === 0 || ((angle + 0x40) & 0x80) === 0) return null;
    const dir = (gsp > 0 ? angle - 0x40 : angle + 0x40) & 0xff;
    const x = current[P_X] >> 8;
    const y = current[P_Y] >> 8;
    const q = collisionQuadrant(dir);
    const layer = current[P_LAYER];
    let prx = x, pry = y, pcx = previous[P_X] >> 8, pcy = previous[P_Y] >> 8;
    if (q === 0) { pry += 10; pcy += 10; }
    else if (q === 0x80) { pry -= 10; pcy -= 10; }
    else {
      const side = q === 0x40 ? -10 : 10;
      const low = (dir & 0x38) === 0 ? 8 : 0;
      prx += side; pcx += side; pry += low; pcy += low;
    }
    // Newly inside: a wall reached this frame (not one the probe was already in).
    if (!isSolidPixel(level, layer, prx, pry, current) || isSolidPixel(level, layer, pcx, pcy, previous)) return null;
    return {
      frame,
      detector: 'ghostWall',
      message: `at angle 0x${angle.toString(16)} with ground speed ${gsp} the point 10 px ahead (${prx}, ${pry}) entered a wall; centre (${x}, ${y})`,
    };
  },
};
