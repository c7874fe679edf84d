import { describe, expect, it } from 'vitest';
import { kosinskiDecompress } from '../../../importers/s1/kosinski.ts';
import { ImportError } from '../../../importers/s1/importError.ts';

/**
 * A hand-driven Kosinski writer: each command's description bits go into the current 16-bit
 * field (low bit first), and a new field is reserved in the byte stream the moment one is full,
 * before the bytes of the command whose bit filled it — where KosDec reads it.
 */
class KosWriter {
  readonly out: number[] = [];
  private field = 0;
  private bits = 0;
  constructor() {
    this.out.push(0, 0);
  }
  private bit(b: number): void {
    const word = this.out[this.field] | (this.out[this.field + 1] << 8) | (b << this.bits);
    this.out[this.field] = word & 0xff;
    this.out[this.field + 1] = word >> 8;
    if (++this.bits === 16) {
      this.field = this.out.length;
      this.out.push(0, 0);
      this.bits = 0;
    }
  }
  literal(byte: number): this {
    this.bit(1);
    this.out.push(byte);
    return this;
  }
  /** 00 + two count bits: 2..5 bytes from -256..-1. */
  shortCopy(offset: number, count: number): this {
    this.bit(0);
    this.bit(0);
    this.bit((count - 2) >> 1);
    this.bit((count - 2) & 1);
    this.out.push(offset + 0x100);
    return this;
  }
  /** 01: a 13-bit offset, the count in 3 bits (3..9) or a third byte (count - 1, 10..256). */
  longCopy(offset: number, count: number): this {
    this.bit(0);
    this.bit(1);
    const u = offset + 0x10000;
    if (count >= 3 && count <= 9) this.out.push(u & 0xff, ((u >> 5) & 0xf8) | (count - 2));
    else this.out.push(u & 0xff, (u >> 5) & 0xf8, count - 1);
    return this;
  }
  noop(): this {
    this.bit(0);
    this.bit(1);
    this.out.push(0x00, 0xf0, 0x01);
    return this;
  }
  end(): Uint8Array {
    this.bit(0);
    this.bit(1);
    this.out.push(0x00, 0xf0, 0x00);
    return Uint8Array.from(this.out);
  }
}

const text = (bytes: Uint8Array): string => String.fromCharCode(...bytes);
const decode = (src: Uint8Array, max = 0x1000): Uint8Array => kosinskiDecompress(src, 'test.kos', max);

function errorOf(run: () => unknown): { code: string; file: string; offset?: number; message: string } {
  try {
    run();
  } catch (e) {
    if (e instanceof ImportError) return { code: e.info.code, file: e.info.file, offset: e.info.offset, message: e.info.message };
    throw e;
  }
  throw new Error('expected an ImportError');
}

describe('kosinskiDecompress', () => {
  it('copies literal bytes up to the end marker', () => {
    const w = new KosWriter();
    for (const c of 'Sonic') w.literal(c.charCodeAt(0));
    expect(text(decode(w.end()))).toBe('Sonic');
  });

  it('repeats a byte with a short copy that overlaps what it writes (run length)', () => {
    expect(text(decode(new KosWriter().literal(0x61).shortCopy(-1, 5).end()))).toBe('aaaaaa');
    expect(text(decode(new KosWriter().literal(0x61).literal(0x62).shortCopy(-2, 4).end()))).toBe('ababab');
  });

  it('copies with a 13-bit offset and a count in the high byte or a third byte', () => {
    const w = new KosWriter();
    for (let i = 0; i < 300; i++) w.literal(i & 0xff);
    const out = decode(w.longCopy(-300, 9).longCopy(-8, 200).end());
    expect(out.length).toBe(509);
    expect([...out.subarray(300, 309)]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    // The second copy starts 8 back, inside the first: an overlapping 8-byte pattern.
    expect([...out.subarray(309, 317)]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out.subarray(501, 509)]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('reaches back the full 8192 bytes', () => {
    const w = new KosWriter();
    for (let i = 0; i < 8192; i++) w.literal((i * 7) & 0xff);
    const out = decode(w.longCopy(-8192, 3).end(), 0x4000);
    expect([...out.subarray(8192)]).toEqual([0, 7, 14]);
  });

  it('skips the no-op command (third byte 1)', () => {
    expect(text(decode(new KosWriter().literal(0x41).noop().literal(0x42).end()))).toBe('AB');
  });

  it('reads a new description field before the bytes of the command whose bit emptied the old one', () => {
    // 16 literals: the 16th literal's bit is the field's last, so the next field (holding the
    // end marker's bits 0, 1 = $0002) comes before its byte 'P'.
    const stream = Uint8Array.from([0xff, 0xff, ...[...'ABCDEFGHIJKLMNO'].map((c) => c.charCodeAt(0)), 0x02, 0x00, 0x50, 0x00, 0xf0, 0x00]);
    expect(text(decode(stream))).toBe('ABCDEFGHIJKLMNOP');
    const w = new KosWriter();
    for (const c of 'ABCDEFGHIJKLMNOP') w.literal(c.charCodeAt(0));
    expect([...w.end()]).toEqual([...stream]);
  });

  it('refills in the middle of a copy command\'s description bits', () => {
    const w = new KosWriter();
    for (let i = 0; i < 14; i++) w.literal(0x30 + i);
    // Bits 15 and 16 are the copy's 0 0; its count bits come from the next field.
    expect(text(decode(w.shortCopy(-3, 5).end()))).toBe('0123456789:;<=;<=;<');
  });

  it('refuses data that ends before its end marker, naming the input offset', () => {
    const whole = new KosWriter().literal(1).literal(2).literal(3).end();
    expect(errorOf(() => decode(whole.subarray(0, 4)))).toEqual({ code: 'truncatedFile', file: 'test.kos', offset: 4, message: 'Kosinski data ends before its end marker' });
    expect(errorOf(() => decode(whole.subarray(0, 1)))).toMatchObject({ code: 'truncatedFile', offset: 1 });
  });

  it('refuses a copy from before the start of the output, naming the offset of its bytes', () => {
    // Bytes: the field (0, 1), the literal (2), the copy's offset byte (3).
    const stream = new KosWriter().literal(9).shortCopy(-2, 2).end();
    expect(errorOf(() => decode(stream))).toEqual({ code: 'corruptData', file: 'test.kos', offset: 3, message: 'Kosinski copy reaches 1 bytes before the start of the output' });
    expect(errorOf(() => decode(new KosWriter().longCopy(-5000, 4).end()))).toMatchObject({ code: 'corruptData', offset: 2 });
  });

  it('refuses data that decompresses to more than the output may hold', () => {
    const w = new KosWriter().literal(1);
    expect(errorOf(() => decode(w.shortCopy(-1, 5).end(), 4))).toMatchObject({ code: 'corruptData', message: 'Kosinski data decompresses to more than 4 bytes' });
    // The second literal's byte, at offset 3, is the one that does not fit.
    expect(errorOf(() => decode(new KosWriter().literal(1).literal(2).end(), 1))).toMatchObject({ code: 'corruptData', offset: 3 });
  });
});
