/**
 * Solidity colours, after the Gens solidity display: solid on every side, top-only (floors
 * you can jump up through) and left/right/bottom-only read apart at a glance.
 */
import { BLOCK_SOLID_LRB, BLOCK_SOLID_TOP } from '../../../engine/level/types.ts';

export type Rgb = readonly [r: number, g: number, b: number];

export const SOLID_ALL: Rgb = [232, 232, 232];
export const SOLID_TOP: Rgb = [60, 200, 255];
export const SOLID_LRB: Rgb = [255, 140, 60];
export const SOLID_NONE: Rgb = [90, 90, 110];

export function solidityColor(word: number): Rgb {
  const top = (word & BLOCK_SOLID_TOP) !== 0;
  const lrb = (word & BLOCK_SOLID_LRB) !== 0;
  return top && lrb ? SOLID_ALL : top ? SOLID_TOP : lrb ? SOLID_LRB : SOLID_NONE;
}
