import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { LZ3_PATCH_INDEX } from '../../../engine/games/s1/act/labyrinthWater.ts';
import { TILE_PX, TerrainTiles, tileStep } from '../../../workbench/src/view/terrainTiles.ts';
import { solidityColor } from '../../../workbench/src/view/solidityColors.ts';
import { tileMask } from '../../../workbench/src/view/tileMask.ts';
import { describeWithDisasm, s1Disassembly } from '../../support/disasm.ts';

/** Node has no canvas: a canvas whose image data is kept, so tests can read the pixels a tile holds. */
class PixelCanvas {
  image: { data: Uint8ClampedArray } | null = null;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext(): unknown {
    return {
      createImageData: (w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) }),
      putImageData: (img: { data: Uint8ClampedArray }) => {
        this.image = img;
      },
    };
  }
  /** [r, g, b, a] at canvas pixel (x, y). */
  at(x: number, y: number): number[] {
    const o = (y * this.width + x) * 4;
    return [...this.image!.data.slice(o, o + 4)];
  }
}

beforeEach(() => vi.stubGlobal('OffscreenCanvas', PixelCanvas));
afterEach(() => vi.unstubAllGlobals());

describe('terrain tiles', () => {
  it('tile steps grow as the view zooms out: 1 world px per canvas px from zoom 1, 2 from 0.5, else 4', () => {
    expect([tileStep(8), tileStep(1), tileStep(0.99), tileStep(0.5), tileStep(0.49), tileStep(0.25)]).toEqual([1, 1, 2, 2, 4, 4]);
  });

  it('a tile holds exactly the solid pixels tileMask gives each block, in its solidity colour; an empty tile is null', () => {
    const level = loadBuiltinLevel('loop');
    const tiles = new TerrainTiles(level);
    const mask = new Uint8Array(256);
    let solid = 0;
    for (let ty = 0; ty * TILE_PX < level.heightBlocks * 16; ty++) {
      for (let tx = 0; tx * TILE_PX < level.widthBlocks * 16; tx++) {
        const tile = tiles.tile(0, 1, tx, ty) as unknown as PixelCanvas | null;
        for (let by = (ty * TILE_PX) >> 4; by < Math.min(level.heightBlocks, ((ty + 1) * TILE_PX) >> 4); by++) {
          for (let bx = (tx * TILE_PX) >> 4; bx < Math.min(level.widthBlocks, ((tx + 1) * TILE_PX) >> 4); bx++) {
            const word = level.layers[0][by * level.widthBlocks + bx];
            tileMask(level.shapes.heights, word, mask);
            for (let i = 0; i < 256; i++) {
              const px = tile?.at(bx * 16 - tx * TILE_PX + (i & 15), by * 16 - ty * TILE_PX + (i >> 4)) ?? [0, 0, 0, 0];
              const want = mask[i] === 1 ? [...solidityColor(word), 255] : [0, 0, 0, 0];
              if (px.join() !== want.join()) throw new Error(`block (${bx}, ${by}) pixel ${i}: ${px} should be ${want}`);
              solid += mask[i];
            }
          }
        }
      }
    }
    expect(solid).toBeGreaterThan(1000);
    expect(tiles.tile(0, 1, 1000, 1000)).toBeNull();
  });

  it('at step 2 a tile samples every other world pixel of the same blocks', () => {
    const level = loadBuiltinLevel('loop');
    const full = new TerrainTiles(level).tile(0, 1, 0, 0) as unknown as PixelCanvas;
    const half = new TerrainTiles(level).tile(0, 2, 0, 0) as unknown as PixelCanvas;
    for (let y = 0; y < TILE_PX; y += 2) for (let x = 0; x < TILE_PX; x += 2) {
      if (full.at(x, y).join() !== half.at(x / 2, y / 2).join()) throw new Error(`(${x}, ${y})`);
    }
  });

  it('keeps at most its budget of tiles, dropping the least recently drawn', () => {
    const level = loadBuiltinLevel('loop');
    const tiles = new TerrainTiles(level, 2);
    const t00 = tiles.tile(0, 4, 0, 0);
    tiles.tile(1, 4, 0, 0);
    expect(tiles.tile(0, 4, 0, 0)).toBe(t00);
    tiles.tile(0, 1, 0, 0);
    // (1, 4, 0, 0) was the least recently drawn: gone; (0, 4, 0, 0) kept.
    expect(tiles.tile(0, 4, 0, 0)).toBe(t00);
  });
});

describeWithDisasm('terrain tiles of a real act', () => {
  it('LZ3\'s run-time layout change redraws the tiles over its chunk, and both layers agree away from the loops', () => {
    const lz3 = s1Disassembly().importAct('lz3', { objects: false }).level;
    const tiles = new TerrainTiles(lz3);
    const cellX = (LZ3_PATCH_INDEX & 0x7f) * 256;
    const cellY = (LZ3_PATCH_INDEX >> 7) * 256;
    const tx = Math.floor(cellX / TILE_PX);
    const ty = Math.floor(cellY / TILE_PX);
    const before = tiles.tile(0, 1, tx, ty);
    const far = tiles.tile(0, 1, tx + 4, ty);
    // The act's own chunk there is $4B; switch $F writes 7 (DLE_LZ3).
    expect(lz3.act!.layout[LZ3_PATCH_INDEX]).toBe(0x4b);
    tiles.setLayoutPatch(7);
    const after = tiles.tile(0, 1, tx, ty);
    expect(after).not.toBe(before);
    expect(tiles.tile(0, 1, tx + 4, ty)).toBe(far);
    // The drawn words differ from the act's own inside that chunk only; the act's layers are left
    // alone (other views of the level share them).
    const drawn = tiles.words(0);
    expect(drawn).not.toBe(lz3.layers[0]);
    let inside = 0;
    let outside = 0;
    for (let i = 0; i < drawn.length; i++) {
      if (drawn[i] === lz3.layers[0][i]) continue;
      const bx = i % lz3.widthBlocks;
      const by = Math.floor(i / lz3.widthBlocks);
      if (bx >= cellX >> 4 && bx < (cellX >> 4) + 16 && by >= cellY >> 4 && by < (cellY >> 4) + 16) inside++;
      else outside++;
    }
    expect([inside > 0, outside]).toEqual([true, 0]);
    // Back to the act's own chunk (a seek to before the change): the same words again.
    tiles.setLayoutPatch(0);
    expect(tiles.words(0).every((w, i) => w === lz3.layers[0][i])).toBe(true);
    expect(tiles.sameLayers(1, 20, 3)).toBe(true);
  });
});
