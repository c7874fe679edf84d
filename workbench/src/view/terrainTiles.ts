/**
 * The terrain drawn as tiles of TILE_PX x TILE_PX canvas pixels, each rendered from the level's
 * block words and shapes the first time it is on screen, then only scaled. A real act's grid is
 * 0x8000 x 0x800 px, far too big for one image (and mostly sky), so tiles are made lazily,
 * empty ones cost nothing, and at most `maxTiles` are kept (least recently drawn go first).
 * Zoomed out, a tile covers 2 or 4 world pixels per canvas pixel (`tileStep`), so the number of
 * tiles on screen stays about the same at every zoom.
 *
 * A real act can change one layout cell while it is played (LZ3, W_LAYOUT_PATCH): the tiles
 * follow `setLayoutPatch` (copy-on-write of the layers, the cell's tiles redrawn).
 */
import { expandLayoutCell } from '../../../engine/level/realAct.ts';
import type { Level } from '../../../engine/level/types.ts';
import { BLOCK_FLIP_X, BLOCK_FLIP_Y, BLOCK_SHAPE_MASK } from '../../../engine/level/types.ts';
import { LZ3_PATCH_INDEX } from '../../../engine/games/s1/act/labyrinthWater.ts';
import { solidityColor } from './solidityColors.ts';

/** Canvas pixels per tile side. */
export const TILE_PX = 512;

/** World pixels per canvas pixel of a tile at this view zoom: 1, 2 or 4. */
export function tileStep(zoom: number): 1 | 2 | 4 {
  return zoom >= 1 ? 1 : zoom >= 0.5 ? 2 : 4;
}

export class TerrainTiles {
  private readonly cache = new Map<string, OffscreenCanvas | null>();
  private readonly sameCache = new Map<string, boolean>();
  private layers: readonly [Uint16Array, Uint16Array];
  private patch = 0;

  constructor(
    private readonly level: Level,
    private readonly maxTiles = 48,
  ) {
    this.layers = level.layers;
  }

  /**
   * The chunk id LZ3 has written into its layout (0: the act's own): the layers as the engine's
   * terrain has them at that frame (world.ts syncTerrain), the tiles over that cell redrawn.
   */
  setLayoutPatch(patch: number): void {
    const act = this.level.act;
    if (act === undefined || patch === this.patch) return;
    if (this.layers === this.level.layers) this.layers = [this.level.layers[0].slice(), this.level.layers[1].slice()];
    const [a, b] = this.layers;
    expandLayoutCell(a, b, act, LZ3_PATCH_INDEX >> 7, LZ3_PATCH_INDEX & 0x7f, patch !== 0 ? patch : act.layout[LZ3_PATCH_INDEX]);
    this.patch = patch;
    // The cell is one 256 px chunk; drop every tile that overlaps it, at every step.
    const x0 = (LZ3_PATCH_INDEX & 0x7f) * 256;
    const y0 = (LZ3_PATCH_INDEX >> 7) * 256;
    for (const key of [...this.cache.keys(), ...this.sameCache.keys()]) {
      const [step, tx, ty] = key.split(',').slice(1).map(Number);
      const span = TILE_PX * step;
      if (tx * span < x0 + 256 && (tx + 1) * span > x0 && ty * span < y0 + 256 && (ty + 1) * span > y0) {
        this.cache.delete(key);
        this.sameCache.delete(key);
      }
    }
  }

  /** The block words of one layer as drawn now (the level's, or the patched copy). */
  words(layer: 0 | 1): Uint16Array {
    return this.layers[layer];
  }

  /** Tile (tx, ty) of `layer` at `step` world px per canvas px, or null when it holds no terrain. */
  tile(layer: 0 | 1, step: number, tx: number, ty: number): OffscreenCanvas | null {
    const key = `${layer},${step},${tx},${ty}`;
    const hit = this.cache.get(key);
    if (hit !== undefined) {
      // Most recently drawn last: eviction takes the first.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const made = this.render(layer, step, tx, ty);
    this.cache.set(key, made);
    while (this.cache.size > this.maxTiles) this.cache.delete(this.cache.keys().next().value!);
    return made;
  }

  /** Whether both layers have the same blocks inside the tile (then drawing one is enough). */
  sameLayers(step: number, tx: number, ty: number): boolean {
    const key = `s,${step},${tx},${ty}`;
    let same = this.sameCache.get(key);
    if (same === undefined) {
      same = true;
      const [a, b] = this.layers;
      const w = this.level.widthBlocks;
      const span = (TILE_PX * step) >> 4;
      const bx1 = Math.min(w, (tx + 1) * span);
      const by1 = Math.min(this.level.heightBlocks, (ty + 1) * span);
      for (let by = ty * span; same && by < by1; by++) {
        for (let bx = tx * span; bx < bx1; bx++) {
          if (a[by * w + bx] !== b[by * w + bx]) {
            same = false;
            break;
          }
        }
      }
      this.sameCache.set(key, same);
    }
    return same;
  }

  /**
   * Renders one tile, sampling every `step`-th world pixel; null when no block in it has a shape.
   * A block's solid pixels are its shape's column heights read as tileMask.ts reads them (flips
   * included), written straight into the sampled rows: a tile of a thousand blocks takes a few
   * milliseconds.
   */
  private render(layer: 0 | 1, step: number, tx: number, ty: number): OffscreenCanvas | null {
    const level = this.level;
    const words = this.layers[layer];
    const heights = level.shapes.heights;
    const w = level.widthBlocks;
    const span = (TILE_PX * step) >> 4;
    const bx0 = tx * span;
    const by0 = ty * span;
    const bx1 = Math.min(w, bx0 + span);
    const by1 = Math.min(level.heightBlocks, by0 + span);
    if (bx0 >= bx1 || by0 >= by1) return null;
    let img: ImageData | null = null;
    let pixels: Uint32Array | null = null;
    let ctx: OffscreenCanvasRenderingContext2D | null = null;
    let canvas: OffscreenCanvas | null = null;
    for (let by = by0; by < by1; by++) {
      for (let bx = bx0; bx < bx1; bx++) {
        const word = words[by * w + bx];
        const shape = word & BLOCK_SHAPE_MASK;
        if (shape === 0) continue;
        if (img === null) {
          canvas = new OffscreenCanvas(TILE_PX, TILE_PX);
          ctx = canvas.getContext('2d')!;
          img = ctx.createImageData(TILE_PX, TILE_PX);
          pixels = new Uint32Array(img.data.buffer, img.data.byteOffset, TILE_PX * TILE_PX);
        }
        const [r, g, b] = solidityColor(word);
        // ImageData is RGBA bytes; one little-endian word writes all four.
        const rgba = ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0;
        const ox = ((bx - bx0) << 4) / step;
        const oy = ((by - by0) << 4) / step;
        for (let col = 0; col < 16; col += step) {
          let h = heights[(shape << 4) + (word & BLOCK_FLIP_X ? 15 - col : col)];
          if (word & BLOCK_FLIP_Y) h = -h;
          if (h === 0) continue;
          // Positive heights fill rows 16 - h..15, negative ones rows 0..-h - 1.
          const from = h > 0 ? 16 - h : 0;
          const to = h > 0 ? 16 : -h;
          const x = ox + col / step;
          for (let row = Math.ceil(from / step) * step; row < to; row += step) pixels![(oy + row / step) * TILE_PX + x] = rgba;
        }
      }
    }
    if (img === null) return null;
    ctx!.putImageData(img, 0, 0);
    return canvas;
  }
}

const shared = new WeakMap<Level, TerrainTiles>();

/** Tiles of a level as loaded (no run-time layout change), shared by the views that need no more (the sweep heatmap). */
export function sharedTerrainTiles(level: Level): TerrainTiles {
  let t = shared.get(level);
  if (t === undefined) {
    t = new TerrainTiles(level);
    shared.set(level, t);
  }
  return t;
}
