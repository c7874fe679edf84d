import { describe, expect, it } from 'vitest';
import type { Level } from '../../../engine/level/types.ts';
import { BLOCK_FLIP_X, BLOCK_FLIP_Y, BLOCK_SOLID_LRB, BLOCK_SOLID_TOP } from '../../../engine/level/types.ts';
import { Terrain } from '../../../engine/terrain/terrain.ts';
import { senseDown, senseLeft, senseRight, senseUp } from '../../../engine/terrain/directions.ts';
import { deriveWidths } from '../../../engine/level/deriveWidths.ts';

/** Shape 1: full block (flagged); shape 2: the seed's ramp [0,0,1,2,2,3,4,5,5,6,6,7,8,9,9,9], angle 232. */
const RAMP = [0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9];
const ALL = BLOCK_SOLID_TOP | BLOCK_SOLID_LRB;

function terrainOf(blocks: Array<[bx: number, by: number, word: number]>): Terrain {
  const heights = new Int8Array(48);
  const widths = new Int8Array(48);
  const angles = Uint8Array.from([0, 0xff, 232]);
  for (let i = 0; i < 16; i++) {
    heights[16 + i] = 16;
    widths[16 + i] = 16;
    heights[32 + i] = RAMP[i];
  }
  // The ramp's rows as ConvertCollisionArray derives them (solid pixels fill from the right).
  const rampWidths = deriveWidths(RAMP);
  for (let i = 0; i < 16; i++) widths[32 + i] = rampWidths[i];
  const w = 8;
  const h = 8;
  const layer = new Uint16Array(w * h);
  for (const [bx, by, word] of blocks) layer[by * w + bx] = word;
  const level: Level = {
    name: 'sensor test', profile: 's2', widthBlocks: w, heightBlocks: h,
    shapes: { count: 3, names: ['', 'full', 'ramp'], heights, widths, angles },
    layers: [layer, layer], start: { x: 0, y: 0, character: 'sonic' }, objects: [], water: null, hash: 0,
  };
  return new Terrain(level);
}

describe('findFloor (downward sensors)', () => {
  const t = terrainOf([[1, 3, 1 | ALL]]); // full block at pixels x 16..31, y 48..63

  it('returns 0 when the anchor is the pixel just above the surface (extension into the tile)', () => {
    expect(senseDown(t, 20, 47, BLOCK_SOLID_TOP)).toBe(0);
  });

  it('returns the distance to the surface from an empty block above it', () => {
    expect(senseDown(t, 20, 34, BLOCK_SOLID_TOP)).toBe(13);
    expect(senseDown(t, 20, 32, BLOCK_SOLID_TOP)).toBe(15);
  });

  it('regresses from a full column to report how deep the anchor is', () => {
    expect(senseDown(t, 20, 48, BLOCK_SOLID_TOP)).toBe(-1);
    expect(senseDown(t, 20, 63, BLOCK_SOLID_TOP)).toBe(-16);
  });

  it('returns 16..31 when two empty blocks were looked at (no tile found)', () => {
    expect(senseDown(t, 100, 0, BLOCK_SOLID_TOP)).toBe(31);
    expect(senseDown(t, 100, 15, BLOCK_SOLID_TOP)).toBe(16);
  });

  it('ignores a block whose tested solidity bit is clear', () => {
    const lrbOnly = terrainOf([[1, 3, 1 | BLOCK_SOLID_LRB]]);
    expect(senseDown(lrbOnly, 20, 47, BLOCK_SOLID_TOP)).toBe(16);
    expect(senseDown(lrbOnly, 20, 47, BLOCK_SOLID_LRB)).toBe(0);
  });

  it('reads the ramp height at the anchor column and its angle', () => {
    const ramp = terrainOf([[0, 1, 2 | ALL]]); // pixels x 0..15, y 16..31
    ramp.angle = 3;
    // column 5: height 3, surface at y = 16 + 13 = 29; anchor y = 20 → 15 - (4 + 3) = 8
    expect(senseDown(ramp, 5, 20, BLOCK_SOLID_TOP)).toBe(8);
    expect(ramp.angle).toBe(232);
    // column 0: height 0 → extension into the empty block below: 15 - (36 & 15) + 16 = 27
    expect(senseDown(ramp, 0, 20, BLOCK_SOLID_TOP)).toBe(27);
  });

  it('mirrors the column and negates the angle on an x-flipped tile', () => {
    const ramp = terrainOf([[0, 1, 2 | ALL | BLOCK_FLIP_X]]);
    // column 5 reads height[10] = 6: 15 - (4 + 6) = 5
    expect(senseDown(ramp, 5, 20, BLOCK_SOLID_TOP)).toBe(5);
    expect(ramp.angle).toBe(24); // -232 & 0xFF
  });

  it('hangs the shape from the top on a y-flipped tile: the angle becomes 0x80 - angle', () => {
    const ramp = terrainOf([[0, 1, 2 | ALL | BLOCK_FLIP_Y]]);
    // column 15 is rows 0..8 solid (height -9). Anchor row 4 is inside the fill: regression
    // to the empty block above, 15 - (4 & 15)... → findFloor2 at y = 4 gives 11, minus 16 = -5.
    expect(senseDown(ramp, 15, 20, BLOCK_SOLID_TOP)).toBe(-5);
    expect(ramp.angle).toBe((0x80 - 232) & 0xff);
    // anchor row 12 is below the fill: extension to the empty block below → 15 - 12 + 16 = 19
    expect(senseDown(ramp, 15, 28, BLOCK_SOLID_TOP)).toBe(19);
  });

  it('returns -(y & 15) - 1 in the second block when a hanging fill covers the row', () => {
    // Anchor in an empty block; the block below holds a y-flipped ramp whose column 15 hangs 9 rows.
    const t2 = terrainOf([[0, 2, 2 | ALL | BLOCK_FLIP_Y]]); // y 32..47
    // anchor y = 20 (block 1, empty) → extension, y = 36: row 4 is inside the fill → not(4) = -5, +16 = 11
    expect(senseDown(t2, 15, 20, BLOCK_SOLID_TOP)).toBe(11);
  });
});

describe('findFloor upward and findWall', () => {
  const t = terrainOf([[1, 3, 1 | ALL], [4, 3, 2 | ALL]]);

  it('measures up to the underside of a block (ceiling sensors)', () => {
    // underside of the full block is y = 63; anchor at y = 70 → 70 - 63 - 1 = 6
    expect(senseUp(t, 20, 70, BLOCK_SOLID_LRB)).toBe(6);
    expect(senseUp(t, 20, 64, BLOCK_SOLID_LRB)).toBe(0);
    expect(senseUp(t, 20, 60, BLOCK_SOLID_LRB)).toBe(-4);
  });

  it('measures right to the left face of a wall', () => {
    // left face of the full block at x = 16: anchor x = 10 → 16 - 10 - 1 = 5
    expect(senseRight(t, 10, 50, BLOCK_SOLID_LRB)).toBe(5);
    expect(senseRight(t, 18, 50, BLOCK_SOLID_LRB)).toBe(-3);
  });

  it('measures left to the right face of a wall', () => {
    // right face pixel x = 31: anchor x = 40 → 40 - 31 - 1 = 8
    expect(senseLeft(t, 40, 50, BLOCK_SOLID_LRB)).toBe(8);
    expect(senseLeft(t, 29, 50, BLOCK_SOLID_LRB)).toBe(-3);
  });

  it('reads the ramp width array for a rightward sensor', () => {
    // ramp at x 64..79, y 48..63; row 12 (y = 60) holds the columns with height >= 4: 10 px from the right, left face x = 70
    expect(deriveWidths(RAMP)[12]).toBe(10);
    expect(senseRight(t, 60, 60, BLOCK_SOLID_LRB)).toBe(9);
    // row 3 is empty: extension past the block → 15 - ((76 + 16) & 15) + 16 = 19
    expect(senseRight(t, 76, 51, BLOCK_SOLID_LRB)).toBe(19);
  });
});
