/**
 * Branded units. One representation each: positions and speeds are integer subpixels
 * (1 px = 256 subpixels), angles are hex angles 0..255 (clockwise, 0 = flat floor).
 * The brands cost nothing at run time; they stop a pixel being passed where a subpixel is meant.
 */
export type Subpixel = number & { readonly __unit: 'subpixel' };
export type Pixel = number & { readonly __unit: 'pixel' };
export type HexAngle = number & { readonly __unit: 'hexAngle' };
export type Frame = number & { readonly __unit: 'frame' };

export const SUBPIXELS_PER_PIXEL = 256;

/** Whole pixel of a subpixel position: floor, also for negatives (CONTRACTS §2). */
export function toPixel(v: Subpixel | number): Pixel {
  return (v >> 8) as Pixel;
}

/** Subpixel position of a whole pixel (subpixel part 0). */
export function fromPixel(px: Pixel | number): Subpixel {
  return (px * 256) as Subpixel;
}

/** The subpixel part 0..255 of a position. */
export function subpixelPart(v: Subpixel | number): number {
  return v & 0xff;
}
