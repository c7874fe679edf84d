/**
 * Test helpers: what a built-in level's block words mean at the pixel level, read straight from
 * the loaded `Level` (heights, flips, solidity bits), independently of the engine's sensors.
 */
import type { Level } from '../../../../engine/level/types.ts';
import { BLOCK_FLIP_X, BLOCK_FLIP_Y, BLOCK_SHAPE_MASK } from '../../../../engine/level/types.ts';

export function wordAt(level: Level, layer: 0 | 1, x: number, y: number): number {
  const bx = x >> 4;
  const by = y >> 4;
  if (bx < 0 || by < 0 || bx >= level.widthBlocks || by >= level.heightBlocks) return 0;
  return level.layers[layer][by * level.widthBlocks + bx];
}

/** Whether pixel (x, y) is solid for a sensor testing `mask`, by the shape's height array. */
export function solidAt(level: Level, layer: 0 | 1, x: number, y: number, mask: number): boolean {
  const word = wordAt(level, layer, x, y);
  const shape = word & BLOCK_SHAPE_MASK;
  if (shape === 0 || (word & mask) === 0) return false;
  const col = word & BLOCK_FLIP_X ? 15 - (x & 15) : x & 15;
  const row = word & BLOCK_FLIP_Y ? 15 - (y & 15) : y & 15;
  const h = level.shapes.heights[shape * 16 + col];
  return h > 0 ? row >= 16 - h : h < 0 ? row < -h : false;
}

/** The angle a sensor reads from a block word: x-flip negates, y-flip gives 0x80 - angle. */
export function placedAngle(level: Level, word: number): number {
  let a = level.shapes.angles[word & BLOCK_SHAPE_MASK];
  if (word & BLOCK_FLIP_X) a = -a;
  if (word & BLOCK_FLIP_Y) a = 0x80 - a;
  return a & 0xff;
}

/** Signed difference a - b of two hex angles, in -128..127. */
export function angleDiff(a: number, b: number): number {
  return ((a - b + 128) & 0xff) - 128;
}
