/**
 * `flat`: 256 x 16 blocks of flat ground, for the "hold Right and reach top speed" tests.
 *
 * Pixel facts (Sonic's standing height radius is 19):
 * - floor: block rows 14..15 are full tiles (angle 0xFF, all solid); the top solid pixel row is
 *   y = 224, so a standing Sonic has y = 204 (Tails, radius 15: 208; rolling, radius 14: 209);
 * - walls: block columns 0 (x 0..15) and 255 (x 4080..4095), every row;
 * - start (64, 196): the feet (y + 19 = 215) are 8 px above the floor, so the player falls onto it.
 */
import { FULL_TILE, LevelGrid } from './levelGrid.ts';

export const FLAT = { widthBlocks: 256, heightBlocks: 16, floorY: 224, startX: 64, startY: 196 } as const;

export function buildFlat(): Record<string, unknown> {
  const g = new LevelGrid(FLAT.widthBlocks, FLAT.heightBlocks, 'f');
  const solid = { tile: FULL_TILE, solidity: 'all' } as const;
  g.fill('AB', 0, 14, FLAT.widthBlocks - 1, 15, solid);
  g.fill('AB', 0, 0, 0, 15, solid);
  g.fill('AB', FLAT.widthBlocks - 1, 0, FLAT.widthBlocks - 1, 15, solid);
  return g.toDocument(
    {
      name: 'Flat',
      description:
        '4096 px of flat ground. Floor surface (top solid pixel row) y=224: standing Sonic y=204. ' +
        'Walls: x 0..15 and 4080..4095. Start (64,196), 8 px above the floor.',
      start: { x: FLAT.startX, y: FLAT.startY },
    },
    { '#': solid },
  );
}
