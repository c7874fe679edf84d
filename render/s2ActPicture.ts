/**
 * A Sonic 2 act's foreground plane as pictures of its 128x128 chunks, as the game's GetBlock and
 * ProcessAndWriteBlock put it into plane A: the layout (Level_Layout: 16 rows of $100 bytes, the
 * foreground in bytes 0..$7F of each) names a chunk per 128x128 cell — the whole byte, chunk 0
 * included (`move.b (a4,d0.w),d3 ; lsl.w #7,d3`); a chunk is 8x8 block words (Chunk_Table,
 * 128 bytes each), a block word's index ($3FF) picks four pattern words of Block_Table, its y
 * flip (bit 11, `btst #3,(a0)`) swaps the top and bottom pairs and its x flip (bit 10, `btst
 * #2,(a0)`) the left and right, each pattern word toggled by `eori.l #(flip_y<<16)|flip_y` /
 * `(flip_x<<16)|flip_x` — Sonic 1's DrawBlocks with the flips one bit lower, so a block word
 * is moved to Sonic 1's bits (s2BlockWord) and drawn by planeArt.ts. GetBlock wraps the layout:
 * columns `andi.w #$7F`, rows `andi.w #$F00` of y*2 (2048 px, the acts that wrap vertically).
 *
 * Below the water (ARZ, CPZ2) the game switches to Underwater_palette from the water line down
 * (the H-interrupt); the same pixels in those colours come from `coloursFor(true)`. Not drawn:
 * the background plane, the patterns the zone's animation scripts change as it plays, palette
 * cycling.
 */
import { drawBlock, type PlaneArt } from './planeArt.ts';
import { ChunkPlanePicture } from './chunkPlanePicture.ts';
import type { S2ZoneArt } from '../importers/art/s2ZoneArt.ts';
import type { S2ActTerrain } from '../importers/art/s2ActTerrain.ts';

export const S2_CHUNK_PX = 128;
/** Block words per chunk side, and the layout's shape (GetBlock's masks). */
const CHUNK_BLOCKS = 8;
const LAYOUT_ROW_BYTES = 0x100;
const LAYOUT_FG_COLUMNS = 0x80;
const LAYOUT_ROWS = 16;
/** Level's `move.w #$8720,(a6)`: the backdrop is palette line 2, colour 0. */
export const S2_BACKDROP = 0x20;

/** S2 block word: index $3FF, x flip $400, y flip $800 (the collision bits above are not the picture's). */
const S2_BLOCK_INDEX = 0x3ff;
const S2_BLOCK_FLIPS = 0xc00;

/** A Sonic 2 block word as planeArt's drawBlock reads one (Sonic 1's: x flip $800, y flip $1000). */
export function s2BlockWord(word: number): number {
  return (word & S2_BLOCK_INDEX) | ((word & S2_BLOCK_FLIPS) << 1);
}

/** One act's art as the picture needs it. */
export interface S2ActArt extends PlaneArt {
  readonly act: string;
  /** Normal_palette once loaded: 64 colour words. */
  readonly palette: Uint16Array;
  /** Underwater_palette (the acts with water), or null. */
  readonly waterPalette: Uint16Array | null;
}

export class S2ActPicture extends ChunkPlanePicture {
  private readonly indexed = new Map<number, Uint8Array>();

  constructor(
    readonly art: S2ActArt,
    private readonly terrain: S2ActTerrain,
  ) {
    super(S2_CHUNK_PX, art.palette, art.waterPalette, S2_BACKDROP);
  }

  /** The chunk the foreground cell (col, row) shows, wrapped as GetBlock wraps it. */
  chunkAt(col: number, row: number): number {
    return this.terrain.layout[(row & (LAYOUT_ROWS - 1)) * LAYOUT_ROW_BYTES + (col & (LAYOUT_FG_COLUMNS - 1))];
  }

  /** A chunk's 128x128 indexed pixels (planeArt.ts), built the first time. */
  chunkIndexed(chunk: number): Uint8Array {
    let px = this.indexed.get(chunk);
    if (px === undefined) {
      px = new Uint8Array(S2_CHUNK_PX * S2_CHUNK_PX);
      const base = chunk * CHUNK_BLOCKS * CHUNK_BLOCKS;
      if (base + CHUNK_BLOCKS * CHUNK_BLOCKS <= this.terrain.chunks.length) {
        for (let by = 0; by < CHUNK_BLOCKS; by++) {
          for (let bx = 0; bx < CHUNK_BLOCKS; bx++) drawBlock(px, S2_CHUNK_PX, bx << 4, by << 4, s2BlockWord(this.terrain.chunks[base + by * CHUNK_BLOCKS + bx]), this.art);
        }
      }
      this.indexed.set(chunk, px);
    }
    return px;
  }
}

/** The picture's art from a zone's decoded art (importers/art/s2ZoneArt.ts). */
export function s2ActArt(zone: Pick<S2ZoneArt, 'act' | 'patterns' | 'blocks' | 'palette' | 'waterPalette'>): S2ActArt {
  return { act: zone.act, patterns: zone.patterns, blocks: zone.blocks, palette: zone.palette.words, waterPalette: zone.waterPalette?.words ?? null };
}
