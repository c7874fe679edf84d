/**
 * The `walls` level's features, at the pixel coordinates physics tests rely on (SPG section 7).
 * Sonic: standing height radius 19, floor sensors at x +- 9, push sensors at x +- 10 (at y + 8
 * on flat ground), headroom sensors at y - 19.
 *
 *   floor        top solid pixel row y = 224 (block rows 14..19); standing Sonic y = 204
 *   edge walls   x 0..15 and 3184..3199, every row
 *   start        (64, 196), feet 8 px above the floor
 *   step         x 256..319, solid rows y 216..223 (8 px); Sonic standing on it: y = 196
 *   low ceiling  x 384..511, solid rows y 176..179; 179 = 204 - 25, headroom distance 5 < 6
 *   wall         solid columns x 704..831, rows y 144..223 (703 and 832 are empty):
 *                from the left Sonic stops at x = 693 (sensor 703), from the right at x = 842 (sensor 832)
 *   ledge        last solid floor column x = 2655; balancing from x = 2656, airborne at x = 2665
 *   pit          x 2656..2815, floor y = 288; its right wall's left face at x = 2816 (rows 224..287)
 */
import { describe, expect, it } from 'vitest';
import { loadBuiltinLevel } from '../../../../engine/level/builtin/index.ts';
import { WALLS } from '../../../../engine/level/builtin/build/walls.ts';
import { BLOCK_SOLID_LRB, BLOCK_SOLID_TOP } from '../../../../engine/level/types.ts';
import { Terrain } from '../../../../engine/terrain/terrain.ts';
import { senseDown, senseLeft, senseRight, senseUp } from '../../../../engine/terrain/directions.ts';
import { solidAt, wordAt } from './levelPixels.ts';

const level = loadBuiltinLevel('walls');
const ALL = BLOCK_SOLID_TOP | BLOCK_SOLID_LRB;
const solid = (x: number, y: number): boolean => solidAt(level, 0, x, y, ALL);

describe('walls level', () => {
  it('is 200 x 20 blocks with the same geometry on both layers', () => {
    expect([level.widthBlocks, level.heightBlocks]).toEqual([200, 20]);
    expect([...level.layers[1]]).toEqual([...level.layers[0]]);
    expect(level.start).toEqual({ x: 64, y: 196, character: 'sonic' });
  });

  it('has its floor surface at y = 224 away from the features', () => {
    for (const x of [16, 100, 600, 1000, 2000, 2655, 2816, 3000, 3183]) {
      expect([solid(x, 223), solid(x, 224)]).toEqual([false, true]);
    }
  });

  it('has the wall in pixel columns 704..831: block words at 703/704 and 831/832 on every wall row', () => {
    for (let y = 144; y <= 223; y++) {
      expect(wordAt(level, 0, 703, y) & BLOCK_SOLID_LRB).toBe(0);
      expect(wordAt(level, 0, 704, y) & BLOCK_SOLID_LRB).toBe(BLOCK_SOLID_LRB);
      expect(wordAt(level, 0, 831, y) & BLOCK_SOLID_LRB).toBe(BLOCK_SOLID_LRB);
      expect(wordAt(level, 0, 832, y) & BLOCK_SOLID_LRB).toBe(0);
      expect([solid(703, y), solid(704, y), solid(831, y), solid(832, y)]).toEqual([false, true, true, false]);
    }
    expect([solid(760, 143), solid(760, 144)]).toEqual([false, true]);
  });

  it("puts Sonic's push sensor exactly on the wall at x = 693 (from the left) and x = 842 (from the right)", () => {
    const t = new Terrain(level);
    const sensorY = WALLS.standY + 8; // push sensors sit at y + 8 on flat ground
    // Distance 0 = touching; -1 = one pixel inside. Coming from the left, x = 693 puts x + 10 = 703.
    expect(senseRight(t, 693 + 10, sensorY, BLOCK_SOLID_LRB)).toBe(0);
    expect(senseRight(t, 694 + 10, sensorY, BLOCK_SOLID_LRB)).toBe(-1);
    // Coming from the right, x = 842 puts x - 10 = 832.
    expect(senseLeft(t, 842 - 10, sensorY, BLOCK_SOLID_LRB)).toBe(0);
    expect(senseLeft(t, 841 - 10, sensorY, BLOCK_SOLID_LRB)).toBe(-1);
  });

  it('stands Sonic at y = 204 on the floor and y = 196 on the step', () => {
    const t = new Terrain(level);
    expect(senseDown(t, 100, 204 + 19, BLOCK_SOLID_TOP)).toBe(0);
    expect(senseDown(t, 288, 196 + 19, BLOCK_SOLID_TOP)).toBe(0);
    expect([solid(255, 216), solid(256, 216), solid(319, 216), solid(320, 216), solid(288, 215)]).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('has the low ceiling 25 px above standing Sonic: headroom distance 5, below the jump limit of 6', () => {
    const t = new Terrain(level);
    for (const x of [384, 448, 511]) {
      expect([solid(x, 175), solid(x, 176), solid(x, 179), solid(x, 180)]).toEqual([false, true, true, false]);
    }
    // Headroom sensors at x +- 9, y - 19 = 185.
    expect(senseUp(t, 448 - 9, 204 - 19, BLOCK_SOLID_LRB)).toBe(5);
    expect(senseUp(t, 448 + 9, 204 - 19, BLOCK_SOLID_LRB)).toBe(5);
    expect([solid(383, 179), solid(512, 179)]).toEqual([false, false]);
  });

  it("has the ledge's last solid floor column at x = 2655 and a 64 px deep pit after it", () => {
    for (let y = 224; y <= 287; y++) {
      expect([solid(2655, y), solid(2656, y), solid(2815, y), solid(2816, y)]).toEqual([true, false, false, true]);
    }
    expect([solid(2700, 287), solid(2700, 288)]).toEqual([false, true]);
  });

  it('leaves both floor sensors without floor at x = 2665 and one at x = 2664 (SPG "Balancing")', () => {
    const t = new Terrain(level);
    const feet = 204 + 19;
    // x = 2664: sensor B at x - 9 = 2655 is on the ledge.
    expect(senseDown(t, 2664 - 9, feet, BLOCK_SOLID_TOP)).toBe(0);
    // x = 2665: both sensors (2656, 2674) look at two empty blocks (the pit floor is 65 px down)
    // and give up with 16, beyond every game's 14 px stick limit: the player is airborne.
    expect(senseDown(t, 2665 - 9, feet, BLOCK_SOLID_TOP)).toBe(16);
    expect(senseDown(t, 2665 + 9, feet, BLOCK_SOLID_TOP)).toBe(16);
  });
});
