/**
 * `phasing`: between two frames the player's centre crossed left/right/bottom-solid terrain
 * (a pixel on the straight path between the two centres, the start excluded) without any
 * collision that frame: it moved further than the sensors reach (seed 004 "Phasing Bug").
 * Not judged when it started inside terrain (that is a clip, see wallClip), stands on an object
 * (objects carry it), or the look-ahead threw it (that is a zip).
 */
import {
  EV_AIR_WALL, EV_CEILING_BUMP, EV_CEILING_LAND, EV_DEATH, EV_LAND, EV_LOOKAHEAD, EV_OBJECT_LAND, EV_WALL_STOP,
} from '../../engine/state/events.ts';
import { P_LAYER, P_STATUS, P_X, P_Y, ST_DEAD, ST_ON_OBJECT } from '../../engine/state/layout.ts';
import type { Detector } from './detector.ts';
import { firstSolidOnPath, isSolidPixel } from './terrainProbe.ts';

const COLLISIONS = EV_AIR_WALL | EV_CEILING_BUMP | EV_CEILING_LAND | EV_LAND | EV_WALL_STOP | EV_LOOKAHEAD | EV_OBJECT_LAND | EV_DEATH;

export const phasingDetector: Detector = {
  id: 'phasing',
  description: 'the centre crossed solid terrain between two frames without colliding',
  detect({ previous, current, events, frame, level }) {
    if (events & COLLISIONS) return null;
    if ((previous[P_STATUS] | current[P_STATUS]) & (ST_DEAD | ST_ON_OBJECT)) return null;
    const layer = previous[P_LAYER];
    const x0 = previous[P_X] >> 8;
    const y0 = previous[P_Y] >> 8;
    if (isSolidPixel(level, layer, x0, y0, previous)) return null;
    const x1 = current[P_X] >> 8;
    const y1 = current[P_Y] >> 8;
    const hit = firstSolidOnPath(level, layer, x0, y0, x1, y1, previous);
    if (hit === null) return null;
    return {
      frame,
      detector: 'phasing',
      message: `moved (${x0}, ${y0}) → (${x1}, ${y1}) through solid pixel (${hit.x}, ${hit.y}) with no collision`,
    };
  },
};
