/**
 * A level plane's picture built as the VDP draws a plane, from the art the game loads: 8x8
 * patterns (a pattern word: priority $8000, palette line $6000, vertical flip $1000,
 * horizontal flip $800, pattern index $7FF) grouped into 16x16 blocks of four pattern words
 * (top left, top right, bottom left, bottom right), placed by block words that may flip the
 * whole block (x $800, y $1000: Sonic 1's DrawBlocks swaps the block's halves and flips each
 * pattern word with `eori.w`, which is an XOR of the same bits into each pattern word).
 *
 * The output is indexed, one byte per pixel: 0 where the pattern's pixel is 0 (transparent:
 * the plane behind shows), else line * 16 + colour (1..63), with $80 set for a high-priority
 * pattern. A palette turns it into colours afterwards (`indexedToRgba`), so a palette change
 * (water, cycling) needs no rebuild. Integers only; game-independent: each game's layout and
 * chunk format come on top (s1ActPicture.ts).
 */
import { PATTERN_PIXELS } from '../importers/art/patterns.ts';

/** What a plane is drawn from. */
export interface PlaneArt {
  /** VRAM's patterns, one pixel (0..15) per byte, 64 per pattern, as a pattern word's index addresses them. */
  readonly patterns: Uint8Array;
  /** 16x16 block mappings: four pattern words per block. */
  readonly blocks: Uint16Array;
}

export const HIGH_PRIORITY = 0x80;
export const PATTERN_PRIORITY = 0x8000;
export const PATTERN_FLIP_Y = 0x1000;
export const PATTERN_FLIP_X = 0x800;
export const PATTERN_INDEX = 0x7ff;
export const BLOCK_INDEX = 0x3ff;
export const BLOCK_FLIPS = 0x1800;

/** Draws one pattern word's 8x8 pixels at (x, y) of `out` (`stride` pixels a row). A pattern past the art is transparent. */
export function drawPattern(out: Uint8Array, stride: number, x: number, y: number, word: number, patterns: Uint8Array): void {
  const base = (word & PATTERN_INDEX) * PATTERN_PIXELS;
  if (base + PATTERN_PIXELS > patterns.length) return;
  const line = ((word >> 13) & 3) << 4;
  const pri = (word & PATTERN_PRIORITY) !== 0 ? HIGH_PRIORITY : 0;
  const fx = (word & PATTERN_FLIP_X) !== 0 ? 7 : 0;
  const fy = (word & PATTERN_FLIP_Y) !== 0 ? 7 : 0;
  for (let r = 0; r < 8; r++) {
    const src = base + ((r ^ fy) << 3);
    const dst = (y + r) * stride + x;
    for (let c = 0; c < 8; c++) {
      const p = patterns[src + (c ^ fx)];
      out[dst + c] = p === 0 ? 0 : pri | line | p;
    }
  }
}

/**
 * Draws one block word's 16x16 pixels at (x, y): its block's four pattern words, swapped and
 * flipped by the block word's flips. A block past the mappings is transparent (the game would
 * read whatever RAM follows v_16x16; no act's chunks name one).
 */
export function drawBlock(out: Uint8Array, stride: number, x: number, y: number, blockWord: number, art: PlaneArt): void {
  const base = (blockWord & BLOCK_INDEX) * 4;
  if (base + 4 > art.blocks.length) {
    for (let r = 0; r < 16; r++) out.fill(0, (y + r) * stride + x, (y + r) * stride + x + 16);
    return;
  }
  const flips = blockWord & BLOCK_FLIPS;
  const fx = (blockWord & PATTERN_FLIP_X) !== 0 ? 1 : 0;
  const fy = (blockWord & PATTERN_FLIP_Y) !== 0 ? 2 : 0;
  for (let q = 0; q < 4; q++) {
    const word = art.blocks[base + (q ^ fx ^ fy)] ^ flips;
    drawPattern(out, stride, x + ((q & 1) << 3), y + ((q >> 1) << 3), word, art.patterns);
  }
}

/**
 * Indexed pixels to RGBA (a Uint32Array over an ImageData's bytes): `colours` gives each of the
 * 64 palette entries; a transparent pixel becomes `transparent` (0: fully transparent).
 */
export function indexedToRgba(indexed: Uint8Array, colours: Uint32Array, out: Uint32Array, transparent = 0): void {
  for (let i = 0; i < indexed.length; i++) {
    const v = indexed[i];
    out[i] = v === 0 ? transparent : colours[v & 0x3f];
  }
}
