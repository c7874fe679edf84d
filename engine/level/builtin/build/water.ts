/**
 * `water`: a pool to walk into, for the underwater, drowning and air-bubble tests and the
 * workbench. 128 x 32 blocks (2048 x 512 px), water surface y = 320 (CONTRACTS §4 `water`).
 *
 * Pixel facts (Sonic's standing height radius is 19; underwater = centre y > 320):
 * - left shore: block columns 0..39 solid from row 14 down, top solid pixel row y = 224
 *   (standing Sonic y = 204, dry); it ends at x = 639 with a sheer drop into the pool;
 * - pool floor: columns 40..87, top solid pixel row y = 448 (standing Sonic y = 428, 108 px deep);
 * - steps out: six steps of 4 blocks, each 32 px higher than the last, from x = 1408: surfaces
 *   y = 416, 384, 352 (standing y = 332: underwater), 320, 288, 256 (dry), then the right shore
 *   at y = 224 from x = 1792;
 * - walls: block columns 0 and 127, every row;
 * - a bubble maker on the pool floor at (1000, 440), a big bubble every 180 frames;
 * - start (64, 196), 8 px above the left shore.
 */
import { FULL_TILE, LevelGrid } from './levelGrid.ts';

export const WATER = {
  widthBlocks: 128,
  heightBlocks: 32,
  surfaceY: 320,
  shoreY: 224,
  poolFloorY: 448,
  poolLeftX: 640,
  stepsX: 1408,
  startX: 64,
  startY: 196,
  bubbleMaker: { x: 1000, y: 440, period: 180 },
} as const;

export function buildWater(): Record<string, unknown> {
  const g = new LevelGrid(WATER.widthBlocks, WATER.heightBlocks, 'w');
  const solid = { tile: FULL_TILE, solidity: 'all' } as const;
  const bottom = WATER.heightBlocks - 1;
  g.fill('AB', 0, WATER.shoreY >> 4, (WATER.poolLeftX >> 4) - 1, bottom, solid);
  g.fill('AB', WATER.poolLeftX >> 4, WATER.poolFloorY >> 4, (WATER.stepsX >> 4) - 1, bottom, solid);
  for (let k = 0; k < 6; k++) {
    const bx = (WATER.stepsX >> 4) + 4 * k;
    g.fill('AB', bx, (WATER.poolFloorY >> 4) - 2 * (k + 1), bx + 3, bottom, solid);
  }
  g.fill('AB', (WATER.stepsX >> 4) + 24, WATER.shoreY >> 4, WATER.widthBlocks - 1, bottom, solid);
  g.fill('AB', 0, 0, 0, bottom, solid);
  g.fill('AB', WATER.widthBlocks - 1, 0, WATER.widthBlocks - 1, bottom, solid);
  return g.toDocument(
    {
      name: 'Water',
      description:
        'A pool with water surface y=320 (underwater: centre y > 320). Left shore y=224 (standing Sonic y=204, dry) to x=639, ' +
        'pool floor y=448 (standing y=428) to x=1407, six 32 px steps up to the right shore (y=224) from x=1792. ' +
        'A bubble maker at (1000,440) releases a breathable bubble every 180 frames. Start (64,196).',
      start: { x: WATER.startX, y: WATER.startY },
      objects: [{ id: 'bubbles', type: 'bubbleMaker', x: WATER.bubbleMaker.x, y: WATER.bubbleMaker.y, period: WATER.bubbleMaker.period }],
      water: { height: WATER.surfaceY },
    },
    { '#': solid },
  );
}
