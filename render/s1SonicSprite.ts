/**
 * Sonic's current sprite as indexed pixels (planeArt.ts's format: line * 16 + colour, $80 high
 * priority, 0 transparent), built as the game builds it: Sonic_LoadGfx copies the frame's
 * dynamic loads (runs of Art_Sonic) one after another into VRAM, and BuildSprites places each
 * mapping piece around the object's centre — a piece of w x h patterns takes them column by
 * column from its tile on; an object facing left (obRender bit 0) mirrors every piece about its
 * centre (x → -x - w * 8) and flips its patterns. The first piece is in front (the VDP draws
 * the earlier sprite of the list over the later).
 */
import type { S1SonicArt } from '../importers/art/s1SonicArt.ts';
import { PATTERN_PIXELS } from '../importers/art/patterns.ts';
import { HIGH_PRIORITY } from './planeArt.ts';

export interface SpriteImage {
  /** The image's top left from the object's centre, px, and its size. */
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
}

/** Mapping frame `frame` of Sonic, facing left when `flipX`; null for a frame the mappings lack or with no pieces. */
export function sonicSprite(art: S1SonicArt, frame: number, flipX: boolean): SpriteImage | null {
  const pieces = art.frames[frame];
  const loads = art.loads[frame] ?? [];
  if (pieces === undefined || pieces.length === 0) return null;
  // VRAM from ArtTile_Sonic on, as this frame's loads leave it: loaded pattern k → Art_Sonic pattern.
  const loaded: number[] = [];
  for (const l of loads) for (let i = 0; i < l.count; i++) loaded.push(l.offset + i);
  const placed = pieces.map((p) => ({ ...p, x: flipX ? -p.x - p.width * 8 : p.x, xflip: p.xflip !== flipX }));
  const left = Math.min(...placed.map((p) => p.x));
  const top = Math.min(...placed.map((p) => p.y));
  const width = Math.max(...placed.map((p) => p.x + p.width * 8)) - left;
  const height = Math.max(...placed.map((p) => p.y + p.height * 8)) - top;
  const pixels = new Uint8Array(width * height);
  // Back to front, so the first piece ends on top.
  for (let n = placed.length - 1; n >= 0; n--) {
    const p = placed[n];
    const line = (p.pal & 3) << 4;
    const pri = p.pri ? HIGH_PRIORITY : 0;
    for (let cx = 0; cx < p.width; cx++) {
      for (let cy = 0; cy < p.height; cy++) {
        // Patterns go down each column; a flipped piece takes its columns (rows) from the other side.
        const sx = p.xflip ? p.width - 1 - cx : cx;
        const sy = p.yflip ? p.height - 1 - cy : cy;
        const k = loaded[p.tile + sx * p.height + sy];
        if (k === undefined || (k + 1) * PATTERN_PIXELS > art.patterns.length) continue;
        const base = k * PATTERN_PIXELS;
        const ox = p.x - left + cx * 8;
        const oy = p.y - top + cy * 8;
        for (let r = 0; r < 8; r++) {
          const src = base + ((p.yflip ? 7 - r : r) << 3);
          for (let c = 0; c < 8; c++) {
            const v = art.patterns[src + (p.xflip ? 7 - c : c)];
            if (v !== 0) pixels[(oy + r) * width + ox + c] = pri | line | v;
          }
        }
      }
    }
  }
  return { left, top, width, height, pixels };
}
