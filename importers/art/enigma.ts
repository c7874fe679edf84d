/**
 * Enigma decompression, as Sonic 1's `EniDec` does it (_inc/Enigma Decompression.asm; Sonic 2
 * has the same routine): a list of 16-bit pattern words (priority, palette line, flips, pattern
 * index) — the 16x16 block mappings of `map16/` and the screens' tilemaps.
 *
 * The header: one byte, the length in bits of an inline value (1..16); one byte whose low five
 * bits say which of the five flag bits each inline value carries (priority, palette high,
 * palette low, vertical flip, horizontal flip: `lsl.b #3,d4` lines them up from bit 7); the
 * incremental copy word and the literal copy word, each plus the base tile the caller gives
 * (`adda.w a3,a2`, `adda.w a3,a4`). Then entries, most significant bit first, each a mode and
 * a 4-bit count n, writing n + 1 words (`Eni_Loop`, `EniDec_Index`):
 * - 00 (6 bits): the incremental copy word, incremented after each write (`EniDec_00`): it
 *   keeps counting from one such entry to the next;
 * - 01 (6 bits): the literal copy word (`EniDec_01`);
 * - 100 / 101 / 110 (7 bits): one inline value, written as is, incremented after each write,
 *   or decremented (`EniDec_100`, `EniDec_101`, `EniDec_110`);
 * - 111 (7 bits): n + 1 inline values of their own (`EniDec_111`); with n = 15 it ends the data.
 * An inline value (`EniDec_FetchInlineValue`) is the flag bits the header asks for, one each,
 * then the value's bits; the base tile is added, and each flag set adds its bit to it —
 * priority and the flips with `ori`, the palette bits with `addi`, so a base tile that has a
 * palette line already carries into the next (kept here, 16-bit as on the 68000).
 *
 * Refused with one ImportError naming the file and the byte offset, where the routine would read
 * outside what it means to: an inline length of 0 or more than 16 (its mask table has 16
 * entries); an inline value that needs more than one byte beyond the bits buffered (the routine
 * reads just one, so part of the value would come from stale register bits); output past
 * `maxWords`; data that ends before the end entry. As in NemDec, the routine's look-ahead (it
 * keeps at least 9 bits buffered) may read a byte or two past the end of the file; only a bit
 * the data uses must be in it. Every entry writes at least one word, so the loop is bounded by
 * the output.
 */
import { importError } from '../s1/importError.ts';

/** Bytes before the entries: inline length, flag mask, incremental word, literal word. */
const HEADER_BYTES = 6;

/** `EniDec_Masks`: the low n bits. */
const mask = (n: number): number => (n >= 16 ? 0xffff : (1 << n) - 1);

/**
 * The five flags in the order an inline value carries them, from the header's bit 4 down: the
 * bit each sets in the word and whether `EniDec_FetchInlineValue` ors it in or adds it.
 */
const INLINE_FLAGS: readonly { readonly bit: number; readonly add: boolean }[] = [
  { bit: 0x8000, add: false }, // priority (.skippriority: ori.w #$8000)
  { bit: 0x4000, add: true }, // palette line, high bit (.skiphighpal: addi.w #$4000)
  { bit: 0x2000, add: true }, // palette line, low bit (.skiplowpal: addi.w #$2000)
  { bit: 0x1000, add: false }, // vertical flip (.skipyflip: ori.w #$1000)
  { bit: 0x0800, add: false }, // horizontal flip (.skipxflip: ori.w #$800)
];

/**
 * Decompresses `src` (a whole Enigma file) with `baseTile` added as EniDec's d0 adds it (the
 * game passes 0 for the block mappings, `LevelDataLoad`), to at most `maxWords` words.
 */
export function enigmaDecompress(src: Uint8Array, file: string, baseTile: number, maxWords: number): Uint16Array {
  if (src.length < HEADER_BYTES) throw importError('truncatedFile', file, `an Enigma file needs its ${HEADER_BYTES}-byte header`, { offset: src.length });
  // `move.b (a0)+,d0; ext.w d0; movea.w d0,a5`: signed, and the mask table has entries 1..16.
  const inlineBits = (src[0] << 24) >> 24;
  if (inlineBits < 1 || inlineBits > 16) {
    throw importError('corruptData', file, `the Enigma header gives inline values ${inlineBits} bits; EniDec_Masks covers 1 to 16`, { offset: 0 });
  }
  const flags = (src[1] << 3) & 0xff;
  const base = baseTile & 0xffff;
  let incremental = (((src[2] << 8) | src[3]) + base) & 0xffff;
  const literal = (((src[4] << 8) | src[5]) + base) & 0xffff;

  const out = new Uint16Array(maxWords);
  let op = 0;
  const endBits = (src.length - HEADER_BYTES) * 8;
  let ip = HEADER_BYTES;
  // Look-ahead past the end reads zeros; `used()` past endBits is the error.
  const next = (): number => (ip < src.length ? src[ip++] : (ip++, 0));
  let d5 = (next() << 8) | next();
  let d6 = 16;
  /** Bits of the data taken so far: what was read into d5, less what is still unread there. */
  const used = (): number => (ip - HEADER_BYTES) * 8 - d6;
  const checkEnd = (entryAt: number): void => {
    if (used() > endBits) throw importError('truncatedFile', file, `Enigma data ends before its end entry (after ${op} words)`, { offset: HEADER_BYTES + (entryAt >> 3) });
  };
  // EniDec_FetchByte: `sub.w d0,d6; cmpi.w #9,d6; bhs.s .locret; addq.w #8,d6; asl.w #8,d5; move.b (a0)+,d5`
  const fetchByte = (n: number): void => {
    d6 -= n;
    if (d6 < 9) {
      d6 += 8;
      d5 = ((d5 << 8) & 0xff00) | next();
    }
  };
  const put = (word: number, entryAt: number): void => {
    if (op >= maxWords) throw importError('corruptData', file, `Enigma data decompresses to more than ${maxWords} words`, { offset: HEADER_BYTES + (entryAt >> 3) });
    out[op++] = word & 0xffff;
  };

  /** EniDec_FetchInlineValue: the flag bits the header asks for, then the value. */
  const inlineValue = (entryAt: number): number => {
    let word = base;
    let f = flags;
    for (const flag of INLINE_FLAGS) {
      // `add.b d1,d1; bcc.s ...; subq.w #1,d6; btst d6,d5`
      if (f & 0x80) {
        d6 -= 1;
        if ((d5 >> d6) & 1) word = flag.add ? (word + flag.bit) & 0xffff : word | flag.bit;
      }
      f = (f << 1) & 0xff;
    }
    const left = d6 - inlineBits;
    let value: number;
    if (left > 0) {
      // .enoughbits: `lsr.w d7,d1`, masked, then EniDec_FetchByte with the value's length.
      value = (d5 >>> left) & mask(inlineBits);
      fetchByte(inlineBits);
    } else {
      let bits: number;
      if (left === 0) {
        // .justenough: the buffered word is used up exactly.
        bits = d5;
        d6 = 16;
      } else {
        // The value runs into the next byte: `lsl.w d7,d1`, then that many top bits of the byte
        // at a0 (`rol.b d7,d5`, masked). Past 8 the mask reaches d5's stale high byte.
        const deficit = -left;
        if (deficit > 8) {
          throw importError('corruptData', file, `an Enigma inline value of ${inlineBits} bits needs ${deficit} bits beyond the ${d6} buffered; EniDec reads only one more byte`, { offset: HEADER_BYTES + (entryAt >> 3) });
        }
        const peeked = ip < src.length ? src[ip] : 0;
        const rotated = ((peeked << deficit) | (peeked >> (8 - deficit))) & 0xff;
        bits = (((d5 << deficit) & 0xffff) + (rotated & mask(deficit))) & 0xffff;
        d6 = left + 16;
      }
      // .maskvalue: mask, then the next word (the peeked byte is its first).
      value = bits & mask(inlineBits);
      d5 = (next() << 8) | next();
    }
    checkEnd(entryAt);
    return (value + word) & 0xffff;
  };

  for (;;) {
    const entryAt = used();
    if (entryAt >= endBits) throw importError('truncatedFile', file, `Enigma data ends before its end entry (after ${op} words)`, { offset: src.length });
    // Eni_Loop: 7 bits; below $40 the entry is 6 bits and the count is one bit higher.
    const d1 = (d5 >>> (d6 - 7)) & 0x7f;
    const long = d1 >= 0x40;
    const count = (long ? d1 : d1 >> 1) & 0xf;
    const mode = d1 >> 4;
    fetchByte(long ? 7 : 6);
    checkEnd(entryAt);
    switch (mode) {
      case 0:
      case 1: // EniDec_00
        for (let i = 0; i <= count; i++) {
          put(incremental, entryAt);
          incremental = (incremental + 1) & 0xffff;
        }
        break;
      case 2:
      case 3: // EniDec_01
        for (let i = 0; i <= count; i++) put(literal, entryAt);
        break;
      case 4: {
        // EniDec_100
        const v = inlineValue(entryAt);
        for (let i = 0; i <= count; i++) put(v, entryAt);
        break;
      }
      case 5: {
        // EniDec_101
        const v = inlineValue(entryAt);
        for (let i = 0; i <= count; i++) put(v + i, entryAt);
        break;
      }
      case 6: {
        // EniDec_110
        const v = inlineValue(entryAt);
        for (let i = 0; i <= count; i++) put(v - i, entryAt);
        break;
      }
      default: // EniDec_111
        if (count === 0xf) return out.slice(0, op);
        for (let i = 0; i <= count; i++) put(inlineValue(entryAt), entryAt);
    }
  }
}
