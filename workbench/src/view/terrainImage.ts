/**
 * One layer of terrain rendered once to an offscreen canvas at one pixel per world pixel;
 * drawTerrain then only scales it. Cached per level and layer (levels are immutable). An
 * OffscreenCanvas, so it is made the same way in the engine worker and on the page.
 */
import type { Level } from '../../../engine/level/types.ts';
import { BLOCK_SHAPE_MASK } from '../../../engine/level/types.ts';
import { solidityColor } from './solidityColors.ts';
import { tileMask } from './tileMask.ts';

const cache = new WeakMap<Level, [OffscreenCanvas | null, OffscreenCanvas | null]>();

export function terrainImage(level: Level, layer: 0 | 1): OffscreenCanvas {
  let entry = cache.get(level);
  if (entry === undefined) {
    entry = [null, null];
    cache.set(level, entry);
  }
  const hit = entry[layer];
  if (hit !== null) return hit;
  const w = level.widthBlocks * 16;
  const h = level.heightBlocks * 16;
  const canvas = new OffscreenCanvas(w, h);
  const ctx = canvas.getContext('2d')!;
  const img = ctx.createImageData(w, h);
  const mask = new Uint8Array(256);
  const words = level.layers[layer];
  for (let by = 0; by < level.heightBlocks; by++) {
    for (let bx = 0; bx < level.widthBlocks; bx++) {
      const word = words[by * level.widthBlocks + bx];
      if ((word & BLOCK_SHAPE_MASK) === 0) continue;
      tileMask(level.shapes.heights, word, mask);
      const [r, g, b] = solidityColor(word);
      for (let i = 0; i < 256; i++) {
        if (mask[i] === 0) continue;
        const px = bx * 16 + (i & 15);
        const py = by * 16 + (i >> 4);
        const o = (py * w + px) * 4;
        img.data[o] = r;
        img.data[o + 1] = g;
        img.data[o + 2] = b;
        img.data[o + 3] = 255;
      }
    }
  }
  ctx.putImageData(img, 0, 0);
  entry[layer] = canvas;
  return canvas;
}
