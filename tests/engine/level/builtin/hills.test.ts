/**
 * The `hills` level (pixels; ground surface y): flat y=288 to x=383; 1:4 (x 384..447), 1:2
 * (448..511), 1:1 (512..543) up to a hilltop y=208 (x 544..639); 1:1, 1:2, 1:4 down to y=288 at
 * x=800; valley x 928..1247 with its floor y=336 at x 1056..1119; flat y=288 x 1248..1375; 1:2
 * (1376..1407), 1:1 (1408..1439) and 2:1 (1440..1471) up to a plateau y=176 (x 1472..1567);
 * 2:1 (1568..1599), 1:1 (1600..1631), 1:4 (1632..1695) down to y=288; flat to the end.
 * Top-solid ledges: x 192..287 y=224, x 1024..1151 y=272, x 1792..1919 y=224.
 */
import { describe, expect, it } from 'vitest';
import { loadBuiltinLevel } from '../../../../engine/level/builtin/index.ts';
import { HILL_LEDGES, hillProfile } from '../../../../engine/level/builtin/build/hills.ts';
import { calcAngle } from '../../../../engine/fixed/trig.ts';
import { evenAngle } from '../../../../engine/level/builtin/build/evenAngle.ts';
import { BLOCK_FLIP_X, BLOCK_FLIP_Y, BLOCK_SHAPE_MASK, BLOCK_SOLID_LRB, BLOCK_SOLID_TOP } from '../../../../engine/level/types.ts';
import { placedAngle, solidAt } from './levelPixels.ts';

const level = loadBuiltinLevel('hills');
const FULL = level.shapes.names.indexOf('full');
const ys = hillProfile();

/** The surface at pixel column x, as the profile line through the column's centre, doubled. */
function surfaceTwice(x: number): number {
  const bx = x >> 4;
  const c = x & 15;
  // 2 * (y0 + dy * (c + 1/2) / 16) * 16 = 32 * y0 + dy * (2c + 1); compare with 32 * py + 16.
  return 32 * ys[bx] + (ys[bx + 1] - ys[bx]) * (2 * c + 1);
}

function isLedge(x: number, y: number): boolean {
  return HILL_LEDGES.some((l) => x >> 4 >= l.bx0 && x >> 4 <= l.bx1 && y >> 4 === l.by);
}

describe('hills level', () => {
  it('has the profile of its description at the segment ends', () => {
    const at = (x: number): number => ys[x >> 4];
    expect([at(0), at(384), at(448), at(512), at(544), at(640), at(800), at(928), at(1056), at(1120), at(1248)]).toEqual([
      288, 288, 272, 240, 208, 208, 288, 288, 336, 336, 288,
    ]);
    expect([at(1376), at(1408), at(1440), at(1472), at(1568), at(1600), at(1632), at(1696), at(2240)]).toEqual([
      288, 272, 240, 176, 176, 240, 272, 288, 288,
    ]);
  });

  it('is solid exactly below the profile line, pixel for pixel (ledges and edge walls aside)', () => {
    let mismatches = 0;
    for (let x = 16; x < level.widthBlocks * 16 - 16; x++) {
      for (let y = 0; y < level.heightBlocks * 16; y++) {
        if (isLedge(x, y)) continue;
        const expected = 32 * y + 16 >= surfaceTwice(x);
        if (solidAt(level, 0, x, y, BLOCK_SOLID_TOP | BLOCK_SOLID_LRB) !== expected) mismatches++;
      }
    }
    expect(mismatches).toBe(0);
  });

  it('gives every slope tile the even angle of its surface line after flips (odd angles would read as flagged)', () => {
    const seen = new Set<number>();
    for (let by = 0; by < level.heightBlocks; by++) {
      for (let bx = 0; bx < level.widthBlocks; bx++) {
        const word = level.layers[0][by * level.widthBlocks + bx];
        const shape = word & BLOCK_SHAPE_MASK;
        if (shape === 0 || shape === FULL) continue;
        const dy = ys[bx + 1] - ys[bx];
        expect(placedAngle(level, word)).toBe(evenAngle(16, dy));
        expect(Math.abs(placedAngle(level, word) - calcAngle(16, dy))).toBeLessThanOrEqual(1);
        expect(word & BLOCK_FLIP_Y).toBe(0);
        // Descending ground reuses the rising tiles, mirrored.
        expect((word & BLOCK_FLIP_X) !== 0).toBe(dy > 0);
        seen.add(placedAngle(level, word));
      }
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([0x0a, 0x12, 0x20, 0x2e, 0xd2, 0xe0, 0xee, 0xf6]);
  });

  it('slips on the 1:1 descent and both 2:1 sections but not on the 1:1 ascent', () => {
    // Sonic 1/2 slip when (angle + 0x20) & 0xC0 is not 0 (SPEC-NOTES "Springs and control lock").
    const slips = (a: number): boolean => ((a + 0x20) & 0xc0) !== 0;
    expect([0xf6, 0xee, 0xe0, 0xd2, 0x0a, 0x12, 0x20, 0x2e].map(slips)).toEqual([false, false, false, true, false, false, true, true]);
    expect(evenAngle(16, -32)).toBe(0xd2);
    expect(evenAngle(16, 16)).toBe(0x20);
  });

  it('has top-solid ledges: the top bit set, the left/right/bottom bit clear', () => {
    for (const l of HILL_LEDGES) {
      for (let bx = l.bx0; bx <= l.bx1; bx++) {
        const word = level.layers[0][l.by * level.widthBlocks + bx];
        expect([word & BLOCK_SHAPE_MASK, word & BLOCK_SOLID_TOP, word & BLOCK_SOLID_LRB]).toEqual([FULL, BLOCK_SOLID_TOP, 0]);
      }
      // Open space between each ledge and the ground below it.
      const x = l.bx0 * 16 + 8;
      expect(solidAt(level, 0, x, l.by * 16 + 16, BLOCK_SOLID_TOP | BLOCK_SOLID_LRB)).toBe(false);
    }
  });
});
