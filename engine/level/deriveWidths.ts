/**
 * A tile's width array (one value per row, top to bottom) derived from its height array, as
 * Sonic 1's ConvertCollisionArray builds the rotated collision array (SPEC-NOTES "Terrain
 * sensors"; SPG section 5 "Height Array").
 *
 * The shape is drawn first: a positive height h fills the bottom h pixels of its column, a
 * negative height the top |h| pixels. Then each row gives 0 when empty, 16 when full, otherwise
 * the number of solid pixels in it, negated when the row's leftmost pixel is solid (negative
 * widths fill from the left, positive ones from the right). The count is taken even when the
 * row's pixels are not contiguous, exactly like the original; such rows only happen for shapes
 * that no real tile uses.
 *
 * Units: pixels. Integer only.
 */
export const TILE_SIZE = 16;

/** `heights`: 16 values in -16..16. Returns the 16 widths in -16..16. */
export function deriveWidths(heights: ArrayLike<number>): number[] {
  const widths: number[] = [];
  for (let row = 0; row < TILE_SIZE; row++) {
    let count = 0;
    for (let col = 0; col < TILE_SIZE; col++) if (isSolid(heights[col], row)) count++;
    if (count === 0 || count === TILE_SIZE) widths.push(count);
    else widths.push(isSolid(heights[0], row) ? -count : count);
  }
  return widths;
}

/** Whether pixel row `row` (0 = top) of a column with height `h` is solid. */
function isSolid(h: number, row: number): boolean {
  if (h > 0) return row >= TILE_SIZE - h;
  if (h < 0) return row < -h;
  return false;
}
