import { describe, expect, it } from 'vitest';
import { mdColourToRgb, mdPalette, paletteWords } from '../../../importers/art/palette.ts';
import { errorOf } from './bits.ts';

describe('mdColourToRgb', () => {
  it('reads red from bits 1-3, green from 5-7 and blue from 9-11', () => {
    expect(mdColourToRgb(0x000e)).toBe(0xff0000);
    expect(mdColourToRgb(0x00e0)).toBe(0x00ff00);
    expect(mdColourToRgb(0x0e00)).toBe(0x0000ff);
    expect(mdColourToRgb(0x0eee)).toBe(0xffffff);
    expect(mdColourToRgb(0x0000)).toBe(0x000000);
  });

  it('spreads each 3-bit level over 8 bits by repeating its bits', () => {
    const levels = [0x00, 0x24, 0x49, 0x6d, 0x92, 0xb6, 0xdb, 0xff];
    for (let v = 0; v < 8; v++) expect(mdColourToRgb(v << 1)).toBe(levels[v] << 16);
    // $0246: red 6 → level 3, green 4 → level 2, blue 2 → level 1.
    expect(mdColourToRgb(0x0246)).toBe(0x6d4924);
  });

  it('ignores the bits the VDP does not keep', () => {
    expect(mdColourToRgb(0xf111)).toBe(0);
    expect(mdColourToRgb(0xf11f)).toBe(0xff0000);
  });
});

describe('paletteWords and mdPalette', () => {
  it('reads big-endian words, as the palette files hold them', () => {
    expect([...paletteWords(Uint8Array.from([0x08, 0x00, 0x0e, 0xee, 0x00, 0x0e]), 'p.bin', 3)]).toEqual([0x0800, 0x0eee, 0x000e]);
  });

  it('refuses a file shorter than the colours asked for, at its end', () => {
    expect(errorOf(() => paletteWords(Uint8Array.from([0x08, 0x00, 0x0e]), 'p.bin', 2))).toMatchObject({ code: 'truncatedFile', file: 'p.bin', offset: 3 });
  });

  it('makes 64 colours, index line * 16 + colour, in words and RGB', () => {
    const words = new Uint16Array(64);
    words[16 + 1] = 0x000e; // line 1, colour 1
    const p = mdPalette(words);
    expect(p.rgb.length).toBe(64);
    expect(p.rgb[17]).toBe(0xff0000);
    expect(p.words[17]).toBe(0x000e);
    expect(() => mdPalette(new Uint16Array(16))).toThrow(RangeError);
  });
});
