/**
 * A real act of Sonic 1, as the game keeps it in RAM (imported from the user's disassembly by
 * importers/s1, or loaded from a `subpixel-level/2` file): the layout, the 256x256 chunks, the
 * zone's collision index and the level tables the routines read. The engine's terrain is built
 * from it the way `FindNearestTile` addresses it (expandActLayers), and the level rules of
 * engine/games/s1/act/ read the rest (limits, loops, start).
 *
 * Immutable after loading; never part of the savestate (its content is in the level hash).
 */
import { BLOCK_SHAPE_MASK } from './types.ts';
import type { ActObjectData } from './actObjectData.ts';

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
  /**
   * The object placement list ObjPosLoad reads (6 bytes each, sorted by x, ended by $FFFF), as
   * the ROM holds it but for placements the engine cannot run yet (the importer lists those).
   * Just the end marker when the act is loaded without its objects.
   */
  readonly placements: Uint8Array;
  /**
   * The pattern counts (Nemesis headers) of the art files in the pattern load cues the game's
   * logic waits on (engine/games/s1/objects/artQueue.ts): PLC_TitleCard (the results card) and
   * PLC_FZBoss (the Final Zone boss). Absent when the checkout lacks the art: no wait.
   */
  readonly artQueues?: ActArtQueues;
  /**
   * The object data tables the game keeps as binary files (misc/mz_pfm1.bin ...), read from the
   * checkout (engine/level/actObjectData.ts): the groups the act's objects read. Absent when
   * it places none of those objects.
   */
  readonly objectData?: ActObjectData;
}

export interface ActArtQueues {
  readonly titleCard: readonly number[];
  readonly fzBoss: readonly number[];
  /** PLC_GameOver (the GAME OVER / TIME OVER card waits for it); absent in acts imported before it was read. */
  readonly gameOver?: readonly number[];
  /** PLC_Boss (each act 3's boss events queue it); absent in acts imported before it was read, as are the rest. */
  readonly boss?: readonly number[];
  /** PLC_EggmanSBZ2 (SBZ2's events queue it). */
  readonly eggmanSbz2?: readonly number[];
  /** The zone's second list (LevelHeaders), which LevelDataLoad queues as the act starts. */
  readonly actStart?: readonly number[];
  /** PLC_Explode then the zone's animals: the title card queues them as it leaves (Card_ChangeArt). */
  readonly cardExit?: readonly number[];
  /** Pixels the title card's zone name travels out (Card_ConData); with cardExit. */
  readonly cardTravel?: number;
}

/** The optional PLC lists of ActArtQueues, in the order files and hashes keep them. */
export const OPTIONAL_ART_QUEUES = ['gameOver', 'boss', 'eggmanSbz2', 'actStart', 'cardExit'] as const;

/** An empty placement list: the end marker alone. */
export const NO_PLACEMENTS: Uint8Array = Uint8Array.of(0xff, 0xff, 0, 0, 0, 0);
/** Bytes of one placement (x word, y word, id, subtype). */
export const PLACEMENT_BYTES = 6;

/** How many objects the act places (the entries before the $FFFF end marker). */
export function placementCount(act: RealAct): number {
  let n = 0;
  for (let at = 0; at + 1 < act.placements.length; at += PLACEMENT_BYTES, n++) {
    if (act.placements[at] === 0xff && act.placements[at + 1] === 0xff) return n;
  }
  return n;
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
      copyChunk(a, words, row, col, layerAChunk(id));
      copyChunk(b, words, row, col, layerBChunk(id));
    }
  }
  return [a, b];
}

/** The chunk (0-based) a layout byte other than 0 shows on layer A: the byte's own. */
function layerAChunk(id: number): number {
  return ((id & 0x7f) - 1) & 0x7f;
}

/** On layer B (the loop flag set) a loop chunk (bit 7) reads as the next chunk, and $29 as $51. */
function layerBChunk(id: number): number {
  if ((id & 0x80) === 0) return layerAChunk(id);
  let n = (id & 0x7f) + 1;
  if (n === 0x29) n = 0x51;
  return (n - 1) & 0x7f;
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

/**
 * Writes one layout cell (a 256x256 chunk id at `row`, `col`) into both layers: what the
 * terrain must redo when the game rewrites a layout byte at run time (LZ3). Chunk id 0 is blank
 * (FindNearestTile then reads v_chunk0collision, which is always 0). The same blocks
 * expandActLayers writes for the cell, converted here for this one cell only.
 */
export function expandLayoutCell(a: Uint16Array, b: Uint16Array, act: RealAct, row: number, col: number, id: number): void {
  if (id === 0) {
    fillChunk(a, act, row, col, -1);
    fillChunk(b, act, row, col, -1);
    return;
  }
  fillChunk(a, act, row, col, layerAChunk(id));
  fillChunk(b, act, row, col, layerBChunk(id));
}

/** Fills one chunk's 16x16 blocks; chunk -1 is the blank one. */
function fillChunk(out: Uint16Array, act: RealAct, row: number, col: number, chunk: number): void {
  if (chunk < 0) {
    for (let by = 0; by < 16; by++) out.fill(0, ((row << 4) + by) * ACT_WIDTH_BLOCKS + (col << 4), ((row << 4) + by) * ACT_WIDTH_BLOCKS + (col << 4) + 16);
    return;
  }
  const base = chunk * ACT_CHUNK_WORDS;
  for (let by = 0; by < 16; by++) {
    const dst = ((row << 4) + by) * ACT_WIDTH_BLOCKS + (col << 4);
    for (let bx = 0; bx < 16; bx++) {
      const at = base + (by << 4) + bx;
      const word = at < act.chunks.length ? act.chunks[at] : 0;
      out[dst + bx] = blockWord(act, word);
    }
  }
}

/** The game's block word with its index replaced by the collision shape the zone gives it. */
export function blockWord(act: RealAct, word: number): number {
  const index = word & BLOCK_SHAPE_MASK;
  if (index === 0) return word & ~BLOCK_SHAPE_MASK;
  const shape = index < act.collisionIndex.length ? act.collisionIndex[index] : 0;
  return (word & ~BLOCK_SHAPE_MASK) | shape;
}
