/**
 * `wallClip`: the player's centre pixel is inside solid terrain (a tile whose shape covers that
 * pixel and that is solid from the sides and below: top-only terrain is meant to be passed
 * through), on the player's current layer. Reported on the frame it begins.
 */
import { BLOCK_FLIP_X, BLOCK_FLIP_Y, BLOCK_SHAPE_MASK, BLOCK_SOLID_LRB, type Level } from '../../engine/level/types.ts';
import { P_LAYER, P_STATUS, P_X, P_Y, ST_DEAD } from '../../engine/state/layout.ts';
import type { Detector } from './detector.ts';

/** Whether pixel (x, y) is a left/right/bottom-solid pixel of the level's `layer` (0 = A). */
export function isSolidPixel(level: Level, layer: number, x: number, y: number): boolean {
  const bx = x >> 4;
  const by = y >> 4;
  if (bx < 0 || by < 0 || bx >= level.widthBlocks || by >= level.heightBlocks) return false;
  const word = level.layers[layer][by * level.widthBlocks + bx];
  const shape = word & BLOCK_SHAPE_MASK;
  if (shape === 0 || (word & BLOCK_SOLID_LRB) === 0) return false;
  const col = word & BLOCK_FLIP_X ? 15 - (x & 15) : x & 15;
  const row = word & BLOCK_FLIP_Y ? 15 - (y & 15) : y & 15;
  const h = level.shapes.heights[(shape << 4) + col];
  return h >= 0 ? row >= 16 - h : row < -h;
}

function centreInside(level: Level, s: Int32Array): boolean {
  return isSolidPixel(level, s[P_LAYER], s[P_X] >> 8, s[P_Y] >> 8);
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
