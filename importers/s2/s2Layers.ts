/**
 * Sonic 2's terrain as the engine's two collision layers.
 *
 * Where a pixel's block word is (`Find_Tile`, s2.asm): Level_Layout holds 16 rows of $100
 * bytes, the foreground's $80 chunk ids first and the background's after them
 * (`(2*y & $F00) + (x>>7 & $7F)`); a chunk is 8x8 block words of 16x16 px, $80 bytes, in
 * Chunk_Table (`word_1E5D0`: chunk n at n*$80; `(y & $70) + (x>>3 & $E)` within it). So the
 * foreground is 128 chunks x 16 rows: 1024 x 128 blocks, 16384 x 2048 px.
 *
 * What a block word means (`FindFloor`, `FindWall`): bits 0-9 the block (0 = none), bit $A the
 * x flip, bit $B the y flip, and two pairs of solidity bits tested with `btst d5`: the player's
 * `top_solid_bit` / `lrb_solid_bit` are $C / $D on the primary path and $E / $F on the
 * secondary (Obj01_Init starts on $C / $D; `cmpi.b #$C,top_solid_bit(a0)` picks
 * Primary_Collision or Secondary_Collision as the block → shape index, Collision_addr). The
 * engine's layers are Sonic 1's block words, one layer per path (engine/level/types.ts; the
 * player's P_LAYER picks the layer, Terrain.planeLayer): layer A = the primary path (its index,
 * bits $C/$D as top/lrb), layer B = the secondary path (its index, bits $E/$F). A block whose
 * shape is 0 on a path is no tile on it (FindFloor's `beq.s loc_1E7E2` after the index).
 */
import { BLOCK_FLIP_X, BLOCK_FLIP_Y, BLOCK_SOLID_LRB, BLOCK_SOLID_TOP } from '../../engine/level/types.ts';
import { importError } from '../s1/importError.ts';

/** Level_Layout ($1000 bytes): 16 rows of $100, the foreground in the first $80 of each. */
export const S2_LAYOUT_BYTES = 0x1000;
export const S2_LAYOUT_ROWS = 16;
export const S2_LAYOUT_ROW_BYTES = 0x100;
export const S2_LAYOUT_COLUMNS = 0x80;
/** Chunk_Table ($8000 bytes): 256 chunks of 8x8 block words. */
export const S2_CHUNK_COUNT = 0x100;
export const S2_CHUNK_SIDE = 8;
export const S2_CHUNK_WORDS = S2_CHUNK_SIDE * S2_CHUNK_SIDE;
export const S2_CHUNK_BYTES = S2_CHUNK_COUNT * S2_CHUNK_WORDS * 2;
/** Primary_Collision and Secondary_Collision: $300 bytes each, one per block (Block_Table holds $300 blocks). */
export const S2_COLLISION_INDEX_BYTES = 0x300;

export const S2_WIDTH_BLOCKS = S2_LAYOUT_COLUMNS * S2_CHUNK_SIDE;
export const S2_HEIGHT_BLOCKS = S2_LAYOUT_ROWS * S2_CHUNK_SIDE;

/** Sonic 2's block word (FindFloor: `andi.w #$3FF`, `btst #$A`, `btst #$B`, `btst d5`). */
export const S2_BLOCK_INDEX = 0x03ff;
export const S2_FLIP_X = 0x0400;
export const S2_FLIP_Y = 0x0800;
export const S2_PRIMARY_TOP = 0x1000; // bit $C
export const S2_PRIMARY_LRB = 0x2000; // bit $D
export const S2_SECONDARY_TOP = 0x4000; // bit $E
export const S2_SECONDARY_LRB = 0x8000; // bit $F

/** One path of the terrain: its block → shape index and its two solidity bits. */
export interface S2Path {
  readonly index: Uint8Array;
  readonly top: number;
  readonly lrb: number;
}

/** A Sonic 2 block word as the engine's block word on one path (0: no tile there). */
export function engineBlockWord(word: number, path: S2Path): number {
  const block = word & S2_BLOCK_INDEX;
  if (block === 0) return 0;
  const shape = path.index[block];
  if (shape === undefined || shape === 0) return 0;
  return (
    shape |
    (word & S2_FLIP_X ? BLOCK_FLIP_X : 0) |
    (word & S2_FLIP_Y ? BLOCK_FLIP_Y : 0) |
    (word & path.top ? BLOCK_SOLID_TOP : 0) |
    (word & path.lrb ? BLOCK_SOLID_LRB : 0)
  );
}

/**
 * Chunk_Table's words from the decompressed bytes (big-endian), each block checked: a block
 * past the $300 the collision indexes (and Block_Table) hold would read other RAM in the game.
 */
export function chunkWords(bytes: Uint8Array, file: string): Uint16Array {
  if (bytes.length !== S2_CHUNK_BYTES) {
    throw importError('corruptData', file, `decompresses to ${bytes.length} bytes; Chunk_Table holds exactly ${S2_CHUNK_BYTES} (256 chunks of 128x128 px)`);
  }
  const words = new Uint16Array(S2_CHUNK_COUNT * S2_CHUNK_WORDS);
  for (let i = 0; i < words.length; i++) {
    const w = (bytes[2 * i] << 8) | bytes[2 * i + 1];
    if ((w & S2_BLOCK_INDEX) >= S2_COLLISION_INDEX_BYTES) {
      throw importError('corruptData', file, `chunk $${hex(i >> 6)} names block $${hex(w & S2_BLOCK_INDEX)}, past the $300 blocks a zone has`, { offset: 2 * i });
    }
    words[i] = w;
  }
  return words;
}

/** The foreground of Level_Layout expanded into the two layers [primary path, secondary path]. */
export function expandS2Layers(layout: Uint8Array, chunks: Uint16Array, primary: S2Path, secondary: S2Path): [Uint16Array, Uint16Array] {
  const a = new Uint16Array(S2_WIDTH_BLOCKS * S2_HEIGHT_BLOCKS);
  const b = new Uint16Array(S2_WIDTH_BLOCKS * S2_HEIGHT_BLOCKS);
  for (let row = 0; row < S2_LAYOUT_ROWS; row++) {
    for (let col = 0; col < S2_LAYOUT_COLUMNS; col++) {
      const base = layout[row * S2_LAYOUT_ROW_BYTES + col] * S2_CHUNK_WORDS;
      for (let by = 0; by < S2_CHUNK_SIDE; by++) {
        const cell = (row * S2_CHUNK_SIDE + by) * S2_WIDTH_BLOCKS + col * S2_CHUNK_SIDE;
        for (let bx = 0; bx < S2_CHUNK_SIDE; bx++) {
          const w = chunks[base + by * S2_CHUNK_SIDE + bx];
          a[cell + bx] = engineBlockWord(w, primary);
          b[cell + bx] = engineBlockWord(w, secondary);
        }
      }
    }
  }
  return [a, b];
}

function hex(v: number): string {
  return v.toString(16).toUpperCase();
}
