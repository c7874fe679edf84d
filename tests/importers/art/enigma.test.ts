import { describe, expect, it } from 'vitest';
import { enigmaDecompress } from '../../../importers/art/enigma.ts';
import { ImportError } from '../../../importers/s1/importError.ts';
import { bits, errorOf, xorshift } from './bits.ts';

const decode = (src: number[] | Uint8Array, base = 0, max = 64): number[] => [...enigmaDecompress(Uint8Array.from(src), 'test.eni', base, max)];

/** The end entry: mode 111 with count 15 (EniDec_111 → EniDec_Done). */
const END = '111 1111';

describe('enigmaDecompress', () => {
  it('writes every mode: incremental and literal copies, inline repeats, counts up and down, inline lists', () => {
    // Inline values of 5 bits, no flag bits; incremental word $10, literal word $20.
    const header = [0x05, 0x00, 0x00, 0x10, 0x00, 0x20];
    const data = bits(`
      00 0010
      01 0001
      00 0000
      100 0001 00111
      101 0010 00011
      110 0010 00010
      110 0001 00000
      111 0001 01001 01010
      ${END}
    `);
    expect(decode([...header, ...data])).toEqual([
      0x10, 0x11, 0x12, // 00, count 2: the incremental word, counting up
      0x20, 0x20, // 01, count 1: the literal word
      0x13, // 00 again: the incremental word goes on from where it stopped
      7, 7, // 100: one inline value, repeated
      3, 4, 5, // 101: counting up
      2, 1, 0, // 110: counting down
      0, 0xffff, // 110 from 0: 16-bit, as `subq.w #1,d1`
      9, 10, // 111, count 1: two inline values
    ]);
  });

  it('adds the base tile to the copy words and inline values, and each flag bit the header asks for', () => {
    // 3-bit values carrying all five flags (header byte $1F); base tile $2100 (palette line 1, pattern $100).
    const header = [0x03, 0x1f, 0x00, 0x00, 0x00, 0x00];
    const data = bits(`
      100 0000 10110 101
      111 0000 01001 010
      00 0001
      01 0000
      ${END}
    `);
    expect(decode([...header, ...data], 0x2100)).toEqual([
      // priority ori $8000, palette low addi $2000 (line 1 + 1 carries into line 2: $4000), vflip ori $1000, + 5
      0xd105,
      // palette high addi $4000 (line 1 + 2 = line 3), hflip ori $800, + 2
      0x6902,
      0x2100, 0x2101, // the incremental word is $0000 + the base
      0x2100, // so is the literal word
    ]);
  });

  it('reads only the flag bits the header selects, in priority, palette, vflip, hflip order', () => {
    // Header $05: palette low and hflip only; the value 11 gets both.
    expect(decode([0x02, 0x05, 0, 0, 0, 0, ...bits(`100 0000 1 1 11 ${END}`)])).toEqual([0x2803]);
  });

  it('takes an inline value that ends exactly on the buffered word (.justenough)', () => {
    // After the 7-bit entry 9 bits are buffered; a 9-bit value uses them all and reloads a word.
    expect(decode([0x09, 0x00, 0, 0, 0, 0, ...bits(`111 0000 100000001 ${END}`)])).toEqual([0x101]);
  });

  it('takes an inline value that runs into the next byte (the rol.b path)', () => {
    // 9 bits buffered, an 11-bit value: 2 bits come from the byte after, then the decoder goes on.
    expect(decode([0x0b, 0x00, 0, 0, 0, 0, ...bits(`111 0000 10110011101 111 0000 00000000111 ${END}`)])).toEqual([0x59d, 0x007]);
  });

  it('keeps its 16-bit wrap when the base tile pushes a copy word past $FFFF', () => {
    expect(decode([0x01, 0x00, 0xff, 0xff, 0x00, 0x00, ...bits(`00 0001 ${END}`)], 1)).toEqual([0x0000, 0x0001]);
  });
});

describe('enigmaDecompress on bad data', () => {
  it('refuses a file shorter than its header', () => {
    expect(errorOf(() => decode([0x05, 0, 0, 0]))).toMatchObject({ code: 'truncatedFile', file: 'test.eni', offset: 4 });
  });

  it('refuses an inline length outside 1..16 (EniDec_Masks)', () => {
    for (const length of [0x00, 0x11, 0x80, 0xff]) {
      expect(errorOf(() => decode([length, 0, 0, 0, 0, 0, ...bits(END)]))).toMatchObject({ code: 'corruptData', offset: 0 });
    }
  });

  it('refuses data without its end entry', () => {
    expect(errorOf(() => decode([0x05, 0, 0, 0, 0, 0, ...bits('00 0001')]))).toMatchObject({ code: 'truncatedFile', message: expect.stringContaining('after 2 words') });
    expect(errorOf(() => decode([0x05, 0, 0, 0, 0, 0]))).toMatchObject({ code: 'truncatedFile', offset: 6 });
  });

  it('refuses more words than the destination holds', () => {
    expect(errorOf(() => decode([0x05, 0, 0, 0, 0, 0, ...bits(`01 1111 ${END}`)], 0, 15))).toMatchObject({ code: 'corruptData', offset: 6, message: expect.stringContaining('more than 15 words') });
  });

  it('refuses an inline value EniDec would fill from a stale register byte', () => {
    // 16-bit values with all five flags: after the entry 9 bits are buffered, the flags take 5,
    // and the value needs 12 more, where the routine reads one byte.
    expect(errorOf(() => decode([0x10, 0x1f, 0, 0, 0, 0, ...bits(`100 0000 00000 0000000000000000 ${END}`)]))).toMatchObject({ code: 'corruptData', offset: 6 });
  });

  it('refuses every cut of a file before its end entry, and accepts the whole', () => {
    const whole = [0x05, 0x00, 0x00, 0x10, 0x00, 0x20, ...bits(`00 0010 101 0010 00011 111 0001 01001 01010 ${END}`)];
    for (let n = 0; n < whole.length; n++) {
      expect(errorOf(() => decode(whole.slice(0, n)))).toMatchObject({ code: 'truncatedFile' });
    }
    expect(decode(whole)).toEqual([0x10, 0x11, 0x12, 3, 4, 5, 9, 10]);
  });

  it('gives only ImportErrors or words on damaged files, and always finishes', () => {
    const whole = Uint8Array.from([0x0b, 0x1f, 0x40, 0x00, 0x00, 0x00, ...bits(`00 0100 01 0011 101 0111 10110 10110011101 111 0010 00000 00000000111 01101 00011100000 11111 11111111111 ${END}`)]);
    expect(enigmaDecompress(whole, 'ok.eni', 0, 64).length).toBe(5 + 4 + 8 + 3);
    const next = xorshift(0xe419);
    let errors = 0;
    for (let round = 0; round < 2000; round++) {
      const bad = whole.slice();
      const flips = 1 + (next() % 4);
      for (let k = 0; k < flips; k++) bad[next() % bad.length] = next() & 0xff;
      try {
        expect(enigmaDecompress(bad, 'bad.eni', 0, 64).length).toBeLessThanOrEqual(64);
      } catch (e) {
        expect(e).toBeInstanceOf(ImportError);
        errors++;
      }
    }
    expect(errors).toBeGreaterThan(0);
  });
});
