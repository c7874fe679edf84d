import { describe, expect, it } from 'vitest';
import { deriveWidths } from '../../../engine/level/deriveWidths.ts';

describe('deriveWidths', () => {
  it("derives the seed ramp's widths [0 x7, 3, 4, 5, 7, 9, 10, 11, 13, 14] from its heights", () => {
    // Heights (left to right): 0,0,1,2,2,3,4,5,5,6,6,7,8,9,9,9. Row r (0 = top) is solid in the
    // columns whose height is at least 16 - r, and those are always the rightmost ones, so each
    // width is a positive count:
    //   rows 0..6 need h >= 10..16: none            -> 0
    //   row 7  h >= 9: columns 13..15               -> 3
    //   row 8  h >= 8: columns 12..15               -> 4
    //   row 9  h >= 7: columns 11..15               -> 5
    //   row 10 h >= 6: columns 9..15                -> 7
    //   row 11 h >= 5: columns 7..15                -> 9
    //   row 12 h >= 4: columns 6..15                -> 10
    //   row 13 h >= 3: columns 5..15                -> 11
    //   row 14 h >= 2: columns 3..15                -> 13
    //   row 15 h >= 1: columns 2..15                -> 14
    // The seed prints 17 values, "0,0,0,0,0,0,0,0,3,4,5,7,9,10,11,13,14": a tile has 16 rows,
    // so one of its eight leading zeros is spurious; the nine non-zero values match ours.
    expect(deriveWidths([0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9])).toEqual([
      0, 0, 0, 0, 0, 0, 0, 3, 4, 5, 7, 9, 10, 11, 13, 14,
    ]);
  });

  it('gives 16 for every row of a full tile', () => {
    expect(deriveWidths(new Array(16).fill(16))).toEqual(new Array(16).fill(16));
  });

  it('gives 0 for every row of an empty tile', () => {
    expect(deriveWidths(new Array(16).fill(0))).toEqual(new Array(16).fill(0));
  });

  it('fills the top rows of a tile whose heights hang from the ceiling', () => {
    // -4 everywhere: rows 0..3 full, the rest empty.
    expect(deriveWidths(new Array(16).fill(-4))).toEqual([16, 16, 16, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('negates the count when a row is solid at its leftmost pixel', () => {
    // A ramp falling to the right: column c has height 16 - c, so row r is solid in columns 0..r.
    const heights = Array.from({ length: 16 }, (_, c) => 16 - c);
    expect(deriveWidths(heights)).toEqual([-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15, 16]);
  });

  it('derives a hanging ceiling slope with its solid on the right as positive widths', () => {
    // Column c hangs -(c + 1) pixels: row r is solid in columns r..15 (16 - r pixels).
    const heights = Array.from({ length: 16 }, (_, c) => -(c + 1));
    expect(deriveWidths(heights)).toEqual([16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('counts the solid pixels of a row even when they are not contiguous, like the original', () => {
    // Columns 0 and 15 full, the rest empty: every row has 2 solid pixels and its leftmost is solid.
    const heights = [16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 16];
    expect(deriveWidths(heights)).toEqual(new Array(16).fill(-2));
  });
});
