/**
 * Nemesis decompression, as Sonic 1's `NemDec` does it (_inc/Nemesis Decompression.asm; Sonic 2
 * has the same routine): the 8x8 patterns of the `artnem/` files, 32 bytes per pattern, in the
 * byte order the VDP receives them (each row a big-endian long, the leftmost pixel in the high
 * nibble of the first byte).
 *
 * The file: a word whose bit 15 selects XOR mode and whose low 15 bits count the patterns; the
 * code table (`NemDec_BuildCodeTable`); then the codes, read most significant bit first
 * (`NemDec_ProcessCompressedData`). Each code names a pixel value and how many times it repeats
 * (1..8); six set bits instead start an inline pixel: 3 bits of repeat count, 4 of pixel value
 * (`NemPCD_InlineData`). A run goes on across the end of a row (`NemPCD_NewRow` falls back into
 * the repeat loop), and the decompression stops the moment the last row is written, whatever
 * is left of the run. In XOR mode each row written is the previous row written XORed with the
 * decoded one (`NemPCD_WriteRowToVDP_XOR`; the "previous row" starts at 0 and runs across the
 * whole file, not per pattern).
 *
 * Where the routine would do something no checkout's art asks for, this refuses with one
 * ImportError naming the file and the byte offset, instead of guessing:
 * - a pattern count of 0 (NemDec counts rows in a 16-bit register: it would write 65,536 rows;
 *   RunPLC would never finish such an entry) or more than the destination holds;
 * - a code table entry of more than 8 bits (`NemBCT_ShortCode`'s shift goes negative and its
 *   loop writes 65,536 entries across RAM), or a code that does not fit its length (the entry
 *   lands past the 256-entry table, v_ngfx_buffer);
 * - a code the table never defined (the game would read what an earlier decompression left in
 *   v_ngfx_buffer);
 * - data that ends before the last row.
 * The routine reads a byte or two ahead of the codes it uses (it keeps at least 9 bits
 * buffered, `cmpi.w #9,d6`): those look-ahead bytes may lie past the end of the file, as in the
 * ROM, where they belong to whatever follows. Only a code that uses a bit past the end is an
 * error. Every loop is bounded: each code writes at least one pixel, and the output is bounded.
 */
import { importError } from '../s1/importError.ts';

/**
 * The most patterns a destination may ask for: NemDec counts rows (8 per pattern) in 16 bits, so
 * $2000 patterns or more wrap there (RunPLC counts patterns and would not); the whole VRAM holds
 * $800, so no real destination comes near.
 */
export const NEMESIS_MAX_PATTERNS = 0x1fff;

/** The table's slot for a code no table byte defined (a real entry is length << 8 | count << 4 | pixel, never negative). */
const UNDEFINED = -1;

/** The pattern count and XOR flag of a Nemesis file's header word; null when it is shorter than a word. */
export function nemesisHeader(src: Uint8Array): { readonly patterns: number; readonly xor: boolean } | null {
  if (src.length < 2) return null;
  const word = (src[0] << 8) | src[1];
  return { patterns: word & 0x7fff, xor: (word & 0x8000) !== 0 };
}

/**
 * Decompresses `src` (a whole Nemesis file, from its header word) to its patterns' bytes,
 * refusing a file that declares more than `maxPatterns` (at most NEMESIS_MAX_PATTERNS).
 */
export function nemesisDecompress(src: Uint8Array, file: string, maxPatterns: number): Uint8Array {
  const header = nemesisHeader(src);
  if (header === null) throw importError('truncatedFile', file, 'a Nemesis file needs its 2-byte header (pattern count and XOR flag)', { offset: src.length });
  const limit = Math.min(maxPatterns, NEMESIS_MAX_PATTERNS);
  if (header.patterns === 0) {
    throw importError('corruptData', file, 'the Nemesis header declares 0 patterns (NemDec would write 65,536 rows; RunPLC would never finish the entry)', { offset: 0 });
  }
  if (header.patterns > limit) {
    throw importError('corruptData', file, `the Nemesis header declares ${header.patterns} patterns; the destination holds ${limit}`, { offset: 0 });
  }
  const table = new Int16Array(256).fill(UNDEFINED);
  const dataStart = buildCodeTable(src, 2, file, table);
  return decodeRows(src, dataStart, file, table, header.patterns * 8, header.xor);
}

/**
 * `NemDec_BuildCodeTable`: a byte with bit 7 set (other than $FF, the end) starts a new pixel
 * value (its low nibble; the routine keeps only that, `andi.w #$F,d7`); each following byte
 * below $80 is an entry — bits 6-4 the repeat count, bits 3-0 the code's length — followed by
 * the code itself. A code of n bits fills the 2^(8-n) table slots it prefixes
 * (`NemBCT_ShortCode`), since the routine looks codes up 8 bits at a time without masking.
 * Returns the offset just past the $FF.
 */
function buildCodeTable(src: Uint8Array, start: number, file: string, table: Int16Array): number {
  let ip = start;
  const byte = (): number => {
    if (ip >= src.length) throw importError('truncatedFile', file, 'the Nemesis code table ends before its $FF end marker', { offset: ip });
    return src[ip++];
  };
  let b = byte();
  for (;;) {
    // NemBCT_ChkEnd
    if (b === 0xff) return ip;
    // NemBCT_NewPALIndex
    const pixel = b & 0xf;
    for (;;) {
      const at = ip;
      b = byte();
      // NemBCT_Loop: `cmpi.b #$80,d0; bhs.s NemBCT_ChkEnd`
      if (b >= 0x80) break;
      const length = b & 0xf;
      if (length > 8) {
        throw importError('corruptData', file, `a Nemesis code table entry declares a ${length}-bit code; codes have at most 8 bits (NemBCT_ShortCode would write 65,536 entries across RAM)`, { offset: at });
      }
      const entry = (length << 8) | (b & 0x70) | pixel;
      const codeAt = ip;
      const code = byte();
      // `moveq #8,d1; sub.w d0,d1`, then `lsl.w d1,d0` and 2^d1 entries (one when the code has 8 bits).
      const shift = 8 - length;
      const first = code << shift;
      const count = 1 << shift;
      if (first + count > 256) {
        throw importError('corruptData', file, `Nemesis code $${hex(code)} does not fit in ${length} bits: its entry would land past the 256-entry code table (v_ngfx_buffer)`, { offset: codeAt });
      }
      table.fill(entry, first, first + count);
    }
  }
}

/**
 * `NemDec_ProcessCompressedData` and the row writers: d5 holds the bit buffer (16 bits), d6 how
 * many of its low bits are still unread (9..16 between codes), d4 the row being built, d3 the
 * pixels left in it, d2 the previous row in XOR mode.
 */
function decodeRows(src: Uint8Array, dataStart: number, file: string, table: Int16Array, rows: number, xor: boolean): Uint8Array {
  const out = new Uint8Array(rows * 4);
  const endBits = (src.length - dataStart) * 8;
  let ip = dataStart;
  // Look-ahead past the end reads zeros: the routine's prefetch, never a bit a code uses (checked below).
  const next = (): number => (ip < src.length ? src[ip++] : (ip++, 0));
  let d5 = (next() << 8) | next();
  let d6 = 16;
  const refill = (): void => {
    // `cmpi.w #9,d6; bhs.s ...; addq.w #8,d6; asl.w #8,d5; move.b (a0)+,d5`
    if (d6 < 9) {
      d6 += 8;
      d5 = ((d5 << 8) & 0xff00) | next();
    }
  };
  let row = 0;
  let pixels = 0;
  let d4 = 0;
  let d2 = 0;
  for (;;) {
    const codeAt = (ip - dataStart) * 8 - d6;
    const peek = (d5 >>> (d6 - 8)) & 0xff;
    let pixel: number;
    let repeat: number;
    if (peek >= 0xfc) {
      // NemPCD_InlineData: 6 marker bits, then 3 bits of repeat count and 4 of pixel value.
      d6 -= 6;
      refill();
      d6 -= 7;
      const v = d5 >>> d6;
      pixel = v & 0xf;
      repeat = (v & 0x70) >> 4;
      refill();
    } else {
      const entry = table[peek];
      if (entry === UNDEFINED) {
        // Looked up partly past the end (where the look-ahead reads zeros): the data ran out.
        if (codeAt + 8 > endBits) throw truncated(file, dataStart + (codeAt >> 3), row, rows);
        throw importError('corruptData', file, `Nemesis code ${bitsOf(peek)}… (pattern ${row >> 3}, row ${row & 7}) is not in the file's code table`, { offset: dataStart + (codeAt >> 3) });
      }
      d6 -= entry >> 8;
      refill();
      pixel = entry & 0xf;
      repeat = (entry >> 4) & 7;
    }
    if ((ip - dataStart) * 8 - d6 > endBits) throw truncated(file, dataStart + (codeAt >> 3), row, rows);
    // NemPCD_WritePixel, repeat + 1 times (`dbf d0`), across row ends.
    for (let i = 0; i <= repeat; i++) {
      d4 = (d4 << 4) | pixel;
      if (++pixels < 8) continue;
      // NemPCD_WriteRowToVDP, or _XOR: `eor.l d4,d2; move.l d2,(a4)`
      const value = xor ? (d2 ^= d4) : d4;
      const o = row * 4;
      out[o] = value >>> 24;
      out[o + 1] = (value >>> 16) & 0xff;
      out[o + 2] = (value >>> 8) & 0xff;
      out[o + 3] = value & 0xff;
      if (++row === rows) return out;
      // NemPCD_NewRow
      d4 = 0;
      pixels = 0;
    }
  }
}

function truncated(file: string, offset: number, row: number, rows: number): Error {
  return importError('truncatedFile', file, `Nemesis data ends inside pattern ${row >> 3} of ${rows >> 3} (row ${row & 7})`, { offset });
}

function hex(v: number): string {
  return v.toString(16).toUpperCase().padStart(2, '0');
}

function bitsOf(byte: number): string {
  return byte.toString(2).padStart(8, '0');
}
