/**
 * Kosinski decompression, as Sonic 1's `KosDec` does it (_inc/Kosinski Decompression.asm).
 *
 * The stream is 16-bit little-endian description fields read one bit at a time from the low
 * end; a field is refilled the moment its sixteenth bit has been taken, before the bytes of
 * the command that bit starts (the `dbf` right after each `lsr`). Commands:
 * - 1: copy one byte as it is;
 * - 00 + two bits: copy (bits + 2) bytes from a one-byte negative offset;
 * - 01: two bytes give a 13-bit negative offset and a 3-bit count (count + 2 bytes); a count of
 *   0 takes a third byte: 0 ends the data, 1 is a no-op, anything else is count + 1 bytes.
 *
 * Bad data never reads or writes out of bounds: running off the end of the input, copying from
 * before the start of the output, or producing more than `maxOutput` bytes is an ImportError
 * naming the file and the input offset.
 */
import { importError } from './importError.ts';

export function kosinskiDecompress(src: Uint8Array, file: string, maxOutput: number): Uint8Array {
  const out = new Uint8Array(maxOutput);
  let ip = 0;
  let op = 0;
  const byte = (): number => {
    if (ip >= src.length) throw importError('truncatedFile', file, 'Kosinski data ends before its end marker', { offset: ip });
    return src[ip++];
  };
  let field = byte() | (byte() << 8);
  let left = 16;
  const bit = (): number => {
    const b = field & 1;
    field >>>= 1;
    if (--left === 0) {
      field = byte() | (byte() << 8);
      left = 16;
    }
    return b;
  };
  const copy = (offset: number, count: number, at: number): void => {
    if (op + offset < 0) throw importError('corruptData', file, `Kosinski copy reaches ${-(op + offset)} bytes before the start of the output`, { offset: at });
    if (op + count > maxOutput) throw importError('corruptData', file, `Kosinski data decompresses to more than ${maxOutput} bytes`, { offset: at });
    // Byte by byte: the copy may overlap what it writes (run-length repeats).
    for (let i = 0; i < count; i++, op++) out[op] = out[op + offset];
  };
  for (;;) {
    if (bit() === 1) {
      const at = ip;
      if (op >= maxOutput) throw importError('corruptData', file, `Kosinski data decompresses to more than ${maxOutput} bytes`, { offset: at });
      out[op++] = byte();
      continue;
    }
    if (bit() === 0) {
      const count = ((bit() << 1) | bit()) + 2;
      const at = ip;
      copy(byte() - 0x100, count, at);
      continue;
    }
    const at = ip;
    const lo = byte();
    const hi = byte();
    // `moveq #-1,d2; move.b d1,d2; lsl.w #5,d2; move.b d0,d2`: a 13-bit negative offset.
    const offset = ((((0xff00 | hi) << 5) & 0xff00) | lo) - 0x10000;
    const n = hi & 7;
    if (n !== 0) {
      copy(offset, n + 2, at);
      continue;
    }
    const third = byte();
    if (third === 0) break;
    if (third === 1) continue;
    copy(offset, third + 1, at);
  }
  return out.subarray(0, op);
}
