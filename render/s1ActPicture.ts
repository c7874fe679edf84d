/**
 * A Sonic 1 act's foreground plane as pictures of its 256x256 chunks: the layout (v_lvllayout,
 * foreground in columns 0..$3F of each of its 8 rows) names a chunk per 256x256 cell, a chunk
 * is 16x16 block words (v_256x256), each block four patterns (planeArt.ts). Sonic 1's DrawBlocks
 * (GetBlockData) draws a cell's chunk as `andi.w #$7F` of its layout byte leaves it: 0 is
 * blank, n is chunk n-1 of the chunk RAM, and the loop flag (bit 7) does not change the picture
 * (it switches only which chunk collision reads). A chunk's picture is built once, the first
 * time it is asked for, and kept: an act has at most $52 chunks (64 KiB each indexed).
 *
 * Below Labyrinth's water the game switches to the underwater palette (v_pal_water) from the
 * water line down; the same chunk pixels in those colours are `chunkRgba(chunk, true)`.
 *
 * The background plane (columns $40..$7F, scrolled by each zone's own deformation) is
 * s1BackgroundPlane.ts's, from the same chunks. Not drawn: the art AnimateLevelGfx copies over
 * some patterns every few frames, and palette cycling (the picture uses the palettes as they are
 * after the fade-in).
 */
import type { RealAct } from '../engine/level/realAct.ts';
import { ACT_CHUNK_WORDS } from '../engine/level/realAct.ts';
import { drawBlock, type PlaneArt } from './planeArt.ts';
import { ChunkPlanePicture } from './chunkPlanePicture.ts';
import type { S1ZoneArt } from '../importers/art/s1ZoneArt.ts';
import type { S1SonicArt } from '../importers/art/s1SonicArt.ts';
import type { S1BackgroundTables } from './s1BackgroundTables.ts';
import type { S1ObjectSpriteArt } from './s1ObjectSprites.ts';
import type { S1CycleTables } from './s1PaletteCycle.ts';

export const CHUNK_PX = 256;
/** Foreground columns of the layout, rows, and the layout's row length. */
export const LAYOUT_FG_COLUMNS = 0x40;
export const LAYOUT_ROWS = 8;
export const LAYOUT_ROW_BYTES = 0x80;
/** GM_Level's `move.w #$8720,(a6)`: the backdrop is palette line 2, colour 0. */
export const S1_BACKDROP = 0x20;

/** One act's art as the view needs it: what the disassembly worker sends the painter. */
export interface S1ActArt extends PlaneArt {
  /** The act (`ghz1` …) and the ROM revision the art was read for. */
  readonly act: string;
  readonly revision: number;
  /** v_pal_dry after the fade-in: 64 colour words. */
  readonly palette: Uint16Array;
  /** v_pal_water after the fade-in (Labyrinth, SBZ3), or null. */
  readonly waterPalette: Uint16Array | null;
  /** Sonic's mappings, dynamic loads and patterns (s1SonicSprite.ts), or null where the checkout lacks them. */
  readonly sonic: S1SonicArt | null;
  /** The background plane's tables (s1BackgroundTables.ts); absent or null: no background drawn (REV00, or not read). */
  readonly background?: S1BackgroundTables | null;
  /** The palette cycles' tables (s1PaletteCycle.ts); absent or null: the palettes as faded in. */
  readonly cycles?: S1CycleTables | null;
  /** The objects' sprite art (s1ObjectSprites.ts); absent or null: no object sprites drawn (the checkout lacks the art or mappings). */
  readonly objects?: S1ObjectSpriteArt | null;
}

/** The layout and chunks the picture needs (a RealAct has them). */
export type ActTerrain = Pick<RealAct, 'layout' | 'chunks'>;

export class S1ActPicture extends ChunkPlanePicture {
  private readonly indexed = new Map<number, Uint8Array>();

  constructor(
    readonly art: S1ActArt,
    private readonly terrain: ActTerrain,
  ) {
    super(CHUNK_PX, art.palette, art.waterPalette, S1_BACKDROP);
  }

  /** The chunk (0-based) the foreground cell (col, row) shows, or -1 for a blank cell; `layoutByte` overrides the layout's (LZ3's run-time change). */
  chunkAt(col: number, row: number, layoutByte?: number): number {
    if (col < 0 || col >= LAYOUT_FG_COLUMNS || row < 0 || row >= LAYOUT_ROWS) return -1;
    const id = (layoutByte ?? this.terrain.layout[row * LAYOUT_ROW_BYTES + col]) & 0x7f;
    return id === 0 ? -1 : id - 1;
  }

  /** How many chunks the act's chunk RAM holds. */
  get chunkCount(): number {
    return Math.floor(this.terrain.chunks.length / ACT_CHUNK_WORDS);
  }

  /** A chunk's 256x256 indexed pixels (planeArt.ts), built the first time; a chunk past the chunk RAM is blank. */
  chunkIndexed(chunk: number): Uint8Array {
    let px = this.indexed.get(chunk);
    if (px === undefined) {
      px = new Uint8Array(CHUNK_PX * CHUNK_PX);
      if (chunk >= 0 && chunk < this.chunkCount) {
        const base = chunk * ACT_CHUNK_WORDS;
        for (let by = 0; by < 16; by++) {
          for (let bx = 0; bx < 16; bx++) drawBlock(px, CHUNK_PX, bx << 4, by << 4, this.terrain.chunks[base + (by << 4) + bx], this.art);
        }
      }
      this.indexed.set(chunk, px);
    }
    return px;
  }
}

/** The view's art from a zone's decoded art (importers/art/s1ZoneArt.ts), for the ROM revision it was read for. */
export function s1ActArt(zone: Pick<S1ZoneArt, 'act' | 'patterns' | 'blocks' | 'palette' | 'waterPalette'>, revision: number, sonic: S1SonicArt | null = null): S1ActArt {
  return { act: zone.act, revision, patterns: zone.patterns, blocks: zone.blocks, palette: zone.palette.words, waterPalette: zone.waterPalette?.words ?? null, sonic };
}
