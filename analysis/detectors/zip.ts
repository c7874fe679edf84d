/**
 * `zip`: the grounded wall look-ahead found the player inside terrain and threw it (seed 004
 * "Zipping Bug"). Two signs, either suffices:
 *  - a speed change of 16 px/frame or more from one look-ahead correction;
 *  - movement through solid terrain along the ground: the look-ahead changed a speed this frame
 *    and the centre's path from the previous frame crossed left/right/bottom-solid pixels.
 * Fixed, the correction stops at zero speed, so neither can happen.
 */
import { EV_LOOKAHEAD } from '../../engine/state/events.ts';
import { P_LAYER, P_LOOKAHEAD_DELTA, P_STATUS, P_X, P_Y, ST_AIR } from '../../engine/state/layout.ts';
import type { Detector } from './detector.ts';
import { firstSolidOnPath } from './terrainProbe.ts';

export const ZIP_MIN_DELTA = 0x1000;

export const zipDetector: Detector = {
  id: 'zip',
  description: 'the wall look-ahead inside terrain threw the player (16 px/frame or more, or through solid terrain)',
  detect({ previous, current, events, frame, level }) {
    if ((events & EV_LOOKAHEAD) === 0) return null;
    const delta = current[P_LOOKAHEAD_DELTA];
    const x = current[P_X] >> 8;
    const y = current[P_Y] >> 8;
    if ((delta < 0 ? -delta : delta) >= ZIP_MIN_DELTA) {
      return {
        frame,
        detector: 'zip',
        message: `look-ahead correction ${delta} subpx/frame (${delta >> 8} px) at x=${x}, y=${y}`,
      };
    }
    if ((previous[P_STATUS] | current[P_STATUS]) & ST_AIR) return null;
    const x0 = previous[P_X] >> 8;
    const y0 = previous[P_Y] >> 8;
    const hit = firstSolidOnPath(level, previous[P_LAYER], x0, y0, x, y);
    if (hit === null) return null;
    return {
      frame,
      detector: 'zip',
      message: `look-ahead correction ${delta} subpx/frame moved the player along the ground (${x0}, ${y0}) → (${x}, ${y}) through solid pixel (${hit.x}, ${hit.y})`,
    };
  },
};
