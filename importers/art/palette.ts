/**
 * Mega Drive colours: the palette files (`palette/*.bin`) hold big-endian words `0000 BBB0 GGG0
 * RRR0`, as the game copies them into its palette RAM (v_pal_dry) and the VDP's CRAM; the VDP
 * keeps the three bits of each channel and ignores the rest. A palette is 4 lines of 16 colours,
 * indexed line * 16 + colour — what a pattern word's palette line (bits 13-14) and a pixel value
 * (0..15) make together.
 */
import { importError } from '../s1/importError.ts';

/** Colours in the whole palette: 4 lines of 16. */
export const PALETTE_COLOURS = 64;
export const LINE_COLOURS = 16;

export interface MdPalette {
  /** The colour words as the game holds them in v_pal_dry, index line * 16 + colour. */
  readonly words: Uint16Array;
  /** The same colours as 0xRRGGBB. */
  readonly rgb: Uint32Array;
}

/**
 * One channel's 3 bits to 8: the bits repeated (0, $24, $49, $6D, $92, $B6, $DB, $FF), so black
 * stays 0 and full intensity is $FF — integers only, the same as rounding v * 255 / 7.
 */
function channel(level: number): number {
  return (level << 5) | (level << 2) | (level >> 1);
}

/** A colour word (`0000 BBB0 GGG0 RRR0`) to 0xRRGGBB; the bits the VDP ignores are ignored. */
export function mdColourToRgb(word: number): number {
  const r = (word >> 1) & 7;
  const g = (word >> 5) & 7;
  const b = (word >> 9) & 7;
  return (channel(r) << 16) | (channel(g) << 8) | channel(b);
}

/** The first `colours` big-endian words of a palette file; a file shorter than that is an error at its end. */
export function paletteWords(bytes: Uint8Array, file: string, colours: number): Uint16Array {
  if (bytes.length < colours * 2) {
    throw importError('truncatedFile', file, `holds ${bytes.length} bytes; ${colours} colours need ${colours * 2}`, { offset: bytes.length });
  }
  const out = new Uint16Array(colours);
  for (let i = 0; i < colours; i++) out[i] = (bytes[2 * i] << 8) | bytes[2 * i + 1];
  return out;
}

/** A whole palette from its 64 words. */
export function mdPalette(words: Uint16Array): MdPalette {
  if (words.length !== PALETTE_COLOURS) throw new RangeError(`a palette has ${PALETTE_COLOURS} colours, not ${words.length}`);
  const rgb = new Uint32Array(PALETTE_COLOURS);
  for (let i = 0; i < PALETTE_COLOURS; i++) rgb[i] = mdColourToRgb(words[i]);
  return { words: words.slice(), rgb };
}
