/**
 * A VDP colour word (`0000 BBB0 GGG0 RRR0`) as the emulator shows it. Genesis Plus GX
 * (core/vdp_render.c `palette_init`, `color_update_m5`) takes each 3-bit level v of a normal
 * (not shadowed or highlighted) pixel as the 4-bit value 2v (`pixel_lut[1]`, "normal: xxx0") and
 * expands 4 bits to the frame buffer's width by repeating them (`MAKE_PIXEL`):
 * - 8:8:8 (USE_32BPP_RENDERING): `(c << 4) | c`, so the levels are 0, 34, 68 … 238 — never 255;
 * - 5:6:5 (USE_16BPP_RENDERING, the libretro build, FRONTEND_SUPPORTS_RGB565): red and blue
 *   `(c << 1) | (c >> 3)`, green `(c << 2) | (c >> 2)`.
 * The picture uses the 8:8:8 levels, so it looks as the game does in BizHawk and the libretro
 * frontends; `vdpRgb565` is what the core hands the frontend, for comparing with its frame buffer.
 * (importers/art/palette.ts's `rgb` repeats the 3 bits instead — 0 … 255 — a data view of the
 * palette, not the emulator's picture.)
 */

/** The 4-bit level Genesis Plus GX gives a normal pixel's channel (bits `shift`..`shift+2` of the word). */
function level4(word: number, shift: number): number {
  return ((word >> shift) & 7) << 1;
}

/** The colour as 0xRRGGBB, Genesis Plus GX's 8:8:8 levels. */
export function vdpRgb(word: number): number {
  const r = level4(word, 1);
  const g = level4(word, 5);
  const b = level4(word, 9);
  return (((r << 4) | r) << 16) | (((g << 4) | g) << 8) | ((b << 4) | b);
}

/**
 * The colour as one little-endian RGBA pixel of an ImageData (a Uint32Array over its bytes: red
 * in the low byte), opaque.
 */
export function vdpRgba(word: number): number {
  const rgb = vdpRgb(word);
  return (0xff000000 | ((rgb & 0xff) << 16) | (rgb & 0xff00) | ((rgb >> 16) & 0xff)) >>> 0;
}

/** The colour as the libretro core's RGB565 frame buffer holds it. */
export function vdpRgb565(word: number): number {
  const r = level4(word, 1);
  const g = level4(word, 5);
  const b = level4(word, 9);
  return (((r << 1) | (r >> 3)) << 11) | (((g << 2) | (g >> 2)) << 5) | ((b << 1) | (b >> 3));
}

/** A whole palette (64 words) as RGBA pixels. */
export function paletteRgba(words: Uint16Array): Uint32Array {
  const out = new Uint32Array(words.length);
  for (let i = 0; i < words.length; i++) out[i] = vdpRgba(words[i]);
  return out;
}
