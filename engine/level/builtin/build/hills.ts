/**
 * `hills`: rolling ground made of real slope tiles, for slope physics, slipping and
 * top-solid landing. 140 x 24 blocks (2240 x 384 px).
 *
 * The ground is a piecewise-linear profile whose slope changes only at block boundaries and
 * whose flat stretches lie on block boundaries (so flat ground is full, flagged tiles). Each
 * column of a block is solid from the pixel row whose centre is at or below the profile line at
 * the column's centre:  py + 1/2 >= y0 + dy * (c + 1/2) / 16,  i.e. in integers
 * 32*py + 16 >= 32*y0 + dy*(2c + 1), where y0 is the profile at the block's left edge and dy the
 * change of y over the block's 16 px (negative = rising to the right).
 *
 * A tile's angle is the angle of its surface line travelling right, evenAngle(16, dy): calcAngle
 * moved to the nearest even value, since odd tile angles mean "flagged". Rising: 1:4 (dy -4)
 * 0xF6, 1:2 (dy -8) 0xEE, 1:1 (dy -16) 0xE0, 2:1 (dy -32) 0xD2. Descending slopes reuse the
 * rising tiles with flipX (angle negated: 0x0A, 0x12, 0x20, 0x2E). Slipping (Sonic 1/2,
 * SPEC-NOTES "Springs and control lock") happens on 0x20..0xDF: the 1:1 descent (0x20) and the
 * 2:1 sections (0xD2, 0x2E); the 1:1 ascent (0xE0) does not slip.
 */
import { evenAngle } from './evenAngle.ts';
import type { Placement } from './levelGrid.ts';
import { FULL_TILE, LevelGrid } from './levelGrid.ts';

/** One stretch of the profile: `blocks` blocks, each changing y by `dy` px (negative = up). */
export interface Segment {
  readonly blocks: number;
  readonly dy: number;
  readonly note: string;
}

export const HILLS = {
  widthBlocks: 140,
  heightBlocks: 24,
  baseY: 288,
  startX: 64,
  startY: 260,
} as const;

// prettier-ignore
export const HILL_PROFILE: readonly Segment[] = [
  { blocks: 24, dy: 0, note: 'flat run-up, y=288' },
  { blocks: 4, dy: -4, note: '1:4 up' },
  { blocks: 4, dy: -8, note: '1:2 up' },
  { blocks: 2, dy: -16, note: '1:1 up' },
  { blocks: 6, dy: 0, note: 'hilltop, y=208' },
  { blocks: 2, dy: 16, note: '1:1 down' },
  { blocks: 4, dy: 8, note: '1:2 down' },
  { blocks: 4, dy: 4, note: '1:4 down' },
  { blocks: 8, dy: 0, note: 'flat, y=288' },
  { blocks: 4, dy: 8, note: '1:2 down into the valley' },
  { blocks: 4, dy: 4, note: '1:4 down' },
  { blocks: 4, dy: 0, note: 'valley floor, y=336' },
  { blocks: 4, dy: -4, note: '1:4 up' },
  { blocks: 4, dy: -8, note: '1:2 up' },
  { blocks: 8, dy: 0, note: 'flat, y=288' },
  { blocks: 2, dy: -8, note: '1:2 up' },
  { blocks: 2, dy: -16, note: '1:1 up' },
  { blocks: 2, dy: -32, note: '2:1 up (steep: slips)' },
  { blocks: 6, dy: 0, note: 'plateau, y=176' },
  { blocks: 2, dy: 32, note: '2:1 down (steep: slips)' },
  { blocks: 2, dy: 16, note: '1:1 down' },
  { blocks: 4, dy: 4, note: '1:4 down' },
  { blocks: 34, dy: 0, note: 'flat run-out, y=288' },
];

/** Top-solid ledges: full tiles with solidity `top`, block row `by`, block columns bx0..bx1. */
// prettier-ignore
export const HILL_LEDGES: readonly { readonly bx0: number; readonly bx1: number; readonly by: number }[] = [
  { bx0: 12, bx1: 17, by: 14 },   // x 192..287, surface y=224, 64 px above the run-up
  { bx0: 64, bx1: 71, by: 17 },   // x 1024..1151, surface y=272, 64 px above the valley floor
  { bx0: 112, bx1: 119, by: 14 }, // x 1792..1919, surface y=224, 64 px above the run-out
];

/** The profile's y at each block boundary (length widthBlocks + 1). */
export function hillProfile(): number[] {
  const ys: number[] = [HILLS.baseY];
  for (const s of HILL_PROFILE) for (let i = 0; i < s.blocks; i++) ys.push(ys[ys.length - 1] + s.dy);
  return ys;
}

/** Heights of block row `by` for a surface starting at y0 with change dy over the block. */
export function slopeHeights(y0: number, dy: number, by: number): number[] {
  const heights: number[] = [];
  for (let c = 0; c < 16; c++) {
    let h = 0;
    for (let py = by * 16; py < by * 16 + 16; py++) if (32 * py + 16 >= 32 * y0 + dy * (2 * c + 1)) h++;
    heights.push(h);
  }
  return heights;
}

export function buildHills(): Record<string, unknown> {
  const { widthBlocks, heightBlocks } = HILLS;
  const ys = hillProfile();
  if (ys.length !== widthBlocks + 1) throw new Error(`profile covers ${ys.length - 1} blocks, level is ${widthBlocks}`);
  const g = new LevelGrid(widthBlocks, heightBlocks, 'slope');
  const solid: Placement = { tile: FULL_TILE, solidity: 'all' };
  const ledge: Placement = { tile: FULL_TILE, solidity: 'top' };

  for (let bx = 0; bx < widthBlocks; bx++) {
    const y0 = ys[bx];
    const dy = ys[bx + 1] - y0;
    const angle = evenAngle(16, dy);
    for (let by = 0; by < heightBlocks; by++) {
      g.set('AB', bx, by, g.shape(slopeHeights(y0, dy, by), dy === 0 ? 0 : angle, 'all'));
    }
  }
  g.fill('AB', 0, 0, 0, heightBlocks - 1, solid);
  g.fill('AB', widthBlocks - 1, 0, widthBlocks - 1, heightBlocks - 1, solid);
  for (const l of HILL_LEDGES) g.fill('AB', l.bx0, l.by, l.bx1, l.by, ledge);

  return g.toDocument(
    {
      name: 'Hills',
      description:
        'Rolling hills of slope tiles (pixels; y is the ground surface). Flat y=288 to x=383; ' +
        '1:4, 1:2, 1:1 up to a hilltop y=208 at x 544..639; 1:1, 1:2, 1:4 down to y=288 at x=800; ' +
        'valley x 928..1247 (floor y=336 at x 1056..1119); flat y=288 x 1248..1375; ' +
        '1:2, 1:1, then a steep 2:1 (63 deg, slips) up to a plateau y=176 at x 1472..1567; ' +
        '2:1, 1:1, 1:4 down to y=288 at x=1696; flat to the end. ' +
        'Top-solid ledges (surface): x 192..287 y=224, x 1024..1151 y=272, x 1792..1919 y=224. ' +
        'Walls x 0..15 and 2224..2239. Start (64,260), 8 px above the floor.',
      start: { x: HILLS.startX, y: HILLS.startY },
    },
    { '#': solid, '=': ledge },
  );
}
