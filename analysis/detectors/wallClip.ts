/**
 * `wallClip`: the player's centre pixel is inside solid terrain (a tile whose shape covers that
 * pixel and that is solid from the sides and below: top-only terrain is meant to be passed
 * through), on the player's current layer (terrainProbe.ts reads it as the engine does). Reported
 * on the frame it begins.
 */
import type { Level } from '../../engine/level/types.ts';
import { P_LAYER, P_STATUS, P_X, P_Y, ST_DEAD } from '../../engine/state/layout.ts';
import type { Detector } from './detector.ts';
import { isSolidPixel } from './terrainProbe.ts';

function centreInside(level: Level, s: Int32Array): boolean {
  return isSolidPixel(level, s[P_LAYER], s[P_X] >> 8, s[P_Y] >> 8, s);
}

export const wallClipDetector: Detector = {
  id: 'wallClip',
  description: "the player's centre is inside solid terrain",
  detect({ previous, current, frame, level }) {
    if (current[P_STATUS] & ST_DEAD) return null;
    if (!centreInside(level, current) || centreInside(level, previous)) return null;
    return {
      frame,
      detector: 'wallClip',
      message: `centre (${current[P_X] >> 8}, ${current[P_Y] >> 8}) is inside solid terrain on layer ${current[P_LAYER] === 0 ? 'A' : 'B'}`,
    };
  },
};
