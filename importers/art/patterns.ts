/**
 * An 8x8 pattern's pixels: the VDP holds each pattern as 32 bytes, 4 bits per pixel, row by row
 * from the top, the leftmost pixel of each pair in the high nibble. Drawing wants one pixel per
 * byte (a palette index 0..15, 0 being transparent), 64 per pattern in the same order.
 */

/** Bytes of one pattern as the VDP holds it. */
export const PATTERN_BYTES = 32;

/** Pixels of one pattern. */
export const PATTERN_PIXELS = 64;

/** Unpacks 4-bit patterns (32 bytes each) to a pixel per byte (64 each). */
export function patternPixels(packed: Uint8Array): Uint8Array {
  const out = new Uint8Array(packed.length * 2);
  for (let i = 0; i < packed.length; i++) {
    out[2 * i] = packed[i] >> 4;
    out[2 * i + 1] = packed[i] & 0xf;
  }
  return out;
}

/** The inverse: a pixel per byte back to the VDP's 4-bit patterns (each pixel's low nibble). */
export function packPatterns(pixels: Uint8Array): Uint8Array {
  const out = new Uint8Array(pixels.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = ((pixels[2 * i] & 0xf) << 4) | (pixels[2 * i + 1] & 0xf);
  return out;
}
