/**
 * A real act of Sonic 1, as the game keeps it in RAM (imported from the user's disassembly by
 * importers/s1, or loaded from a `subpixel-level/2` file): the layout, the 256x256 chunks, the
 * zone's collision index and the level tables the routines read. The engine's terrain is built
 * from it the way `FindNearestTile` addresses it (expandActLayers), and the level rules of
 * engine/act/ read the rest (limits, loops, start).
 *
 * Immutable after loading; never part of the savestate (its content is in the level hash).
 */
import { BLOCK_SHAPE_MASK } from './types.ts';

export interface ActLevelSize {
  /** LevelSizeArray: the camera's limits (v_limitleft2, v_limitright2, v_limittop2, v_limitbtm2), px. */
  readonly left: number;
  readonly right: number;
  /** Signed: -0x100 in the acts that wrap vertically (LZ3, SBZ2). */
  readonly top: number;
  readonly bottom: number;
  /** The camera's vertical focal point at the start (v_lookshift), px. */
  readonly lookShift: number;
}

export interface RealAct {
  readonly game: 's1';
  /** `ghz1` ... (importers/s1/s1Acts.ts). */
  readonly id: string;
  /** The game's zone and act numbers (v_zone, v_act). */
  readonly zone: number;
  readonly act: number;
  /** The ROM revision the act was built for (0 = REV00, 1 = REV01). */
  readonly revision: number;
  /** v_lvllayout: 8 rows of 0x80 bytes, foreground chunk ids in columns 0..0x3F, background in 0x40..0x7F. */
  readonly layout: Uint8Array;
  /** v_256x256: 0x52 chunks of 16x16 block words (index 0x3FF, x-flip 0x800, y-flip 0x1000, solidity 0x2000/0x4000). */
  readonly chunks: Uint16Array;
  /** The zone's collision index: block index → collision shape (ColPointers). */
  readonly collisionIndex: Uint8Array;
  /** LoopTileNums: the loop chunks and the roll-tunnel chunks (0x7F = none). */
  readonly loopChunks: readonly [number, number, number, number];
  readonly size: ActLevelSize;
}

/** Chunk RAM: $52 chunks of $200 bytes (Variables.asm v_256x256). */
export const ACT_CHUNK_COUNT = 0x52;
export const ACT_CHUNK_WORDS = 0x100;
export const ACT_LAYOUT_BYTES = 0x400;
/** The terrain grid FindNearestTile addresses: 0x80 chunks across (x & 0x7FFF), 8 down (y & 0x7FF). */
export const ACT_WIDTH_BLOCKS = 0x800;
export const ACT_HEIGHT_BLOCKS = 0x80;

/**
 * The two collision layers of a real act, one engine block word per 16x16 block of the whole
 * 0x8000 x 0x800 px grid that `FindNearestTile` wraps coordinates into. Layer A is what the
 * routine reads with the loop flag clear; layer B with it set (obRender bit 6): a loop chunk
 * (layout id with bit 7) is then read as the next chunk, and chunk $29 as $51.
 * Block words keep the game's flip and solidity bits; the low 11 bits become the collision
 * shape the zone's index gives the block (0 = no collision), so FindFloor's two tests — block
 * index 0, collision index 0 — are the engine's one test for shape 0.
 */
export function expandActLayers(act: RealAct): [Uint16Array, Uint16Array] {
  const words = chunkBlockWords(act);
  const a = new Uint16Array(ACT_WIDTH_BLOCKS * ACT_HEIGHT_BLOCKS);
  const b = new Uint16Array(ACT_WIDTH_BLOCKS * ACT_HEIGHT_BLOCKS);
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 0x80; col++) {
      const id = act.layout[row * 0x80 + col];
      if (id === 0) continue; // blank: v_chunk0collision, always 0
      const normal = (id & 0x7f) - 1;
      let looped = normal;
      if (id & 0x80) {
        let n = (id & 0x7f) + 1;
        if (n === 0x29) n = 0x51;
        looped = n - 1;
      }
      copyChunk(a, words, row, col, normal & 0x7f);
      copyChunk(b, words, row, col, looped & 0x7f);
    }
  }
  return [a, b];
}

/**
 * Every chunk's block words with the collision shape in place of the block index, for chunk
 * numbers 0..0x7F: a layout byte reaches that far. No act's layout names a chunk past chunk RAM
 * (the importer and the loader refuse one), but a loop chunk's twin can be one past it; those
 * read as empty here, where the game would read the layout RAM that follows (not modelled).
 * Converting each chunk once, not each time the layout places it, keeps importing every act
 * well under the second the issue allows.
 */
function chunkBlockWords(act: RealAct): Uint16Array {
  const words = new Uint16Array(0x80 * ACT_CHUNK_WORDS);
  const n = Math.min(act.chunks.length, words.length);
  for (let i = 0; i < n; i++) words[i] = blockWord(act, act.chunks[i]);
  return words;
}

function copyChunk(out: Uint16Array, words: Uint16Array, row: number, col: number, chunk: number): void {
  const base = chunk * ACT_CHUNK_WORDS;
  for (let by = 0; by < 16; by++) {
    const from = base + (by << 4);
    const to = ((row << 4) + by) * ACT_WIDTH_BLOCKS + (col << 4);
    for (let bx = 0; bx < 16; bx++) out[to + bx] = words[from + bx];
  }
}

/** The game's block word with its index replaced by the collision shape the zone gives it. */
export function blockWord(act: RealAct, word: number): number {
  const index = word & BLOCK_SHAPE_MASK;
  if (index === 0) return word & ~BLOCK_SHAPE_MASK;
  const shape = index < act.collisionIndex.length ? act.collisionIndex[index] : 0;
  return (word & ~BLOCK_SHAPE_MASK) | shape;
}
