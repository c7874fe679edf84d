/**
 * Which pixels of a placed 16x16 block are solid, from the real tile shape's column heights
 * read the way FindFloor reads them (engine/terrain/terrain.ts floorHeight): x-flip mirrors the
 * column, y-flip turns a fill from the bottom into one from the top. Positive heights fill from
 * the bottom, negative ones hang from the top.
 */
import { BLOCK_FLIP_X, BLOCK_FLIP_Y, BLOCK_SHAPE_MASK } from '../../../engine/level/types.ts';

/** Fills `out` (256 entries, row-major, 1 = solid) for block word `word`. */
export function tileMask(heights: Int8Array, word: number, out: Uint8Array): Uint8Array {
  out.fill(0);
  const shape = word & BLOCK_SHAPE_MASK;
  if (shape === 0) return out;
  for (let c = 0; c < 16; c++) {
    const col = word & BLOCK_FLIP_X ? 15 - c : c;
    let h = heights[(shape << 4) + col];
    if (word & BLOCK_FLIP_Y) h = -h;
    if (h > 0) for (let r = 16 - h; r < 16; r++) out[(r << 4) + c] = 1;
    else if (h < 0) for (let r = 0; r < -h; r++) out[(r << 4) + c] = 1;
  }
  return out;
}
