import { describe, expect, it } from 'vitest';
import { drawBlock, drawPattern, HIGH_PRIORITY, indexedToRgba } from '../../render/planeArt.ts';
import { paletteRgba, vdpRgb, vdpRgb565, vdpRgba } from '../../render/vdpColour.ts';

/** Patterns where pattern n's pixel (x, y) is 1 + ((n * 8 + y * 2 + x) % 15): every pixel opaque, each place told apart. */
function patterns(count: number): Uint8Array {
  const p = new Uint8Array(count * 64);
  for (let n = 0; n < count; n++) for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) p[n * 64 + y * 8 + x] = 1 + ((n * 8 + y * 2 + x) % 15);
  return p;
}
const at = (out: Uint8Array, stride: number, x: number, y: number): number => out[y * stride + x];

describe("the VDP's colours as Genesis Plus GX shows them", () => {
  it('expands each 3-bit level v to 4 bits (2v) and repeats them: 0, 34 … 238', () => {
    expect(vdpRgb(0x0000)).toBe(0x000000);
    expect(vdpRgb(0x0eee)).toBe(0xeeeeee);
    expect(vdpRgb(0x000e)).toBe(0xee0000);
    expect(vdpRgb(0x00e0)).toBe(0x00ee00);
    expect(vdpRgb(0x0e00)).toBe(0x0000ee);
    expect(vdpRgb(0x0246)).toBe(0x664422);
    // The bits the VDP ignores are ignored.
    expect(vdpRgb(0xf111)).toBe(0x000000);
  });

  it("gives the libretro core's RGB565 words: red and blue (c << 1) | (c >> 3), green (c << 2) | (c >> 2)", () => {
    expect(vdpRgb565(0x0eee)).toBe((29 << 11) | (59 << 5) | 29);
    expect(vdpRgb565(0x0002)).toBe(4 << 11);
    expect(vdpRgb565(0x0020)).toBe(8 << 5);
  });

  it('packs an ImageData pixel with red in the low byte, opaque', () => {
    expect(vdpRgba(0x000e).toString(16)).toBe('ff0000ee');
    expect(paletteRgba(Uint16Array.of(0x0e00, 0))[0].toString(16)).toBe('ffee0000');
  });
});

describe('patterns and blocks drawn as the VDP draws a plane', () => {
  it('a pattern word gives palette line, flips and priority; pixel 0 stays transparent', () => {
    const p = patterns(2);
    p[64 + 3] = 0;
    const out = new Uint8Array(8 * 8);
    drawPattern(out, 8, 0, 0, 0x0001 | 0x4000, p);
    expect(at(out, 8, 0, 0)).toBe(0x20 | p[64]);
    expect(at(out, 8, 3, 0)).toBe(0);
    drawPattern(out, 8, 0, 0, 0x0001 | 0x0800, p); // x flip
    expect(at(out, 8, 7, 0)).toBe(p[64]);
    expect(at(out, 8, 0, 1)).toBe(p[64 + 8 + 7]);
    drawPattern(out, 8, 0, 0, 0x0001 | 0x1000 | 0x8000 | 0x6000, p); // y flip, high priority, line 3
    expect(at(out, 8, 0, 7)).toBe(HIGH_PRIORITY | 0x30 | p[64]);
  });

  it("a block's x flip swaps its halves and flips each pattern; its y flip the same top to bottom", () => {
    const p = patterns(4);
    const art = { patterns: p, blocks: Uint16Array.of(0, 0, 0, 0, 0, 1, 2, 3) };
    const plain = new Uint8Array(16 * 16);
    drawBlock(plain, 16, 0, 0, 1, art);
    const flipped = new Uint8Array(16 * 16);
    drawBlock(flipped, 16, 0, 0, 1 | 0x800, art);
    const both = new Uint8Array(16 * 16);
    drawBlock(both, 16, 0, 0, 1 | 0x1800, art);
    for (let y = 0; y < 16; y++) {
      for (let x = 0; x < 16; x++) {
        expect(at(flipped, 16, x, y)).toBe(at(plain, 16, 15 - x, y));
        expect(at(both, 16, x, y)).toBe(at(plain, 16, 15 - x, 15 - y));
      }
    }
    // Pattern 1 is the top right: the flipped block has it at the top left.
    expect(at(plain, 16, 8, 0)).toBe(p[64]);
    expect(at(flipped, 16, 7, 0)).toBe(p[64]);
  });

  it('a block or pattern past the art is drawn transparent, not read out of bounds', () => {
    const art = { patterns: patterns(1), blocks: Uint16Array.of(0, 0, 0, 5) };
    const out = new Uint8Array(16 * 16).fill(9);
    drawBlock(out, 16, 0, 0, 7, art);
    expect(out.every((v) => v === 0)).toBe(true);
    drawBlock(out, 16, 0, 0, 0, art);
    expect(at(out, 16, 8, 8)).toBe(0); // pattern 5 does not exist
    expect(at(out, 16, 0, 0)).toBe(1);
  });

  it('indexed pixels become their palette entries, transparent ones the colour given', () => {
    const out = new Uint32Array(3);
    indexedToRgba(Uint8Array.of(0, 0x21, 0x80 | 0x21), Uint32Array.from({ length: 64 }, (_, i) => i + 100), out, 7);
    expect([...out]).toEqual([7, 133, 133]);
  });
});
