import { describe, expect, it } from 'vitest';
import { nemesisDecompress, nemesisHeader } from '../../../importers/art/nemesis.ts';
import { ImportError } from '../../../importers/s1/importError.ts';
import { bits, errorOf, rows, xorshift } from './bits.ts';

const decode = (src: number[] | Uint8Array, max = 16): Uint8Array => nemesisDecompress(Uint8Array.from(src), 'test.nem', max);

/**
 * A code table (NemDec_BuildCodeTable): pixel 0 as the 1-bit code 0 repeated 8 times (entry $71);
 * pixel 5 as 10, once ($02); pixel $A as 110, 4 times ($33). Codes 1110... are left undefined;
 * 111111 is the inline marker.
 */
const TABLE = [0x80, 0x71, 0x00, 0x85, 0x02, 0x02, 0x8a, 0x33, 0x06, 0xff];

/** Eight rows, one per line; the comments give the pixels each code writes. */
const DATA = bits(`
  0
  10 110 10 10 10
  111111 111 1100
  10 10 110 110
  10 10 10 10 10 10
  0
  111111 111 0001
  10 10 10 10 0
`);
// row 0: 0 x8                       -> 00000000
// row 1: 5, AAAA, 5, 5, 5           -> 5AAAA555
// row 2: inline, count 7, pixel C   -> CCCCCCCC
// row 3: 5, 5, AAAA, AA|            -> 55AAAAAA (the run goes on into row 4)
// row 4: |AA, 5 x6                  -> AA555555
// row 5: 0 x8                       -> 00000000
// row 6: inline, count 7, pixel 1   -> 11111111
// row 7: 5 x4, 0 x8 (4 fit)         -> 55550000 (the last row ends the routine mid-run)

describe('nemesisDecompress', () => {
  it('decodes table codes, inline pixels and runs that cross a row into exact rows', () => {
    const out = decode([0x00, 0x01, ...TABLE, ...DATA]);
    expect([...out]).toEqual(rows('00000000', '5AAAA555', 'CCCCCCCC', '55AAAAAA', 'AA555555', '00000000', '11111111', '55550000'));
  });

  it('in XOR mode (header bit 15) writes each row XORed with the previous row written', () => {
    const out = decode([0x80, 0x01, ...TABLE, ...DATA]);
    // 0; 0^5AAAA555; that ^CCCCCCCC = 96666999; ^55AAAAAA = C3CCC333; ^AA555555 = 69999666;
    // ^0 = 69999666; ^11111111 = 78888777; ^55550000 = 2DDD8777.
    expect([...out]).toEqual(rows('00000000', '5AAAA555', '96666999', 'C3CCC333', '69999666', '69999666', '78888777', '2DDD8777'));
  });

  it('keeps the XOR row running from one pattern into the next', () => {
    // Pixel 7 as the 8-bit code 01111110, 8 times; pixel 2 as 10, 8 times: a row of 7s, then 15 of 2s.
    const table = [0x87, 0x78, 0x7e, 0x82, 0x72, 0x02, 0xff];
    const data = bits('01111110' + ' 10'.repeat(15));
    const plain = decode([0x00, 0x02, ...table, ...data]);
    expect([...plain]).toEqual(rows('77777777', ...new Array(15).fill('22222222')));
    const xor = decode([0x80, 0x02, ...table, ...data]);
    // 7, 7^2 = 5, 5^2 = 7 ... alternating through both patterns: pattern 1's first row is 5^2 = 7,
    // where a previous row reset per pattern would have made it 2.
    expect([...xor]).toEqual(rows(...Array.from({ length: 16 }, (_, r) => (r % 2 === 0 ? '77777777' : '55555555'))));
  });

  it('fills the whole table for a 0-bit code, which then writes without reading a bit', () => {
    // Entry $70: 0 bits, 8 pixels of 3. NemBCT_ShortCode fills all 2^8 slots; no data bytes at all.
    expect([...decode([0x00, 0x01, 0x83, 0x70, 0x00, 0xff])]).toEqual(new Array(32).fill(0x33));
  });

  it('lets a later table entry overwrite the slots of an earlier one', () => {
    // 0 (pixel 1, 8 times) is overwritten in slots 0100_0000..0111_1111 by 01 (pixel 2, 8 times).
    const table = [0x81, 0x71, 0x00, 0x82, 0x72, 0x01, 0xff];
    // 01 is pixel 2; 00... is in the slots code 0 kept, which takes one bit.
    const out = decode([0x00, 0x01, ...table, ...bits('01 0 01 0 01 0 01 0')]);
    expect([...out]).toEqual(rows('22222222', '11111111', '22222222', '11111111', '22222222', '11111111', '22222222', '11111111'));
  });

  it('reads the header: the pattern count and the XOR flag', () => {
    expect(nemesisHeader(Uint8Array.from([0x81, 0xcd]))).toEqual({ patterns: 0x1cd, xor: true });
    expect(nemesisHeader(Uint8Array.from([0x00, 0x02]))).toEqual({ patterns: 2, xor: false });
    expect(nemesisHeader(Uint8Array.from([0x00]))).toBe(null);
  });
});

describe('nemesisDecompress on bad data', () => {
  it('refuses a file shorter than its header', () => {
    expect(errorOf(() => decode([]))).toMatchObject({ code: 'truncatedFile', file: 'test.nem', offset: 0 });
    expect(errorOf(() => decode([0x00]))).toMatchObject({ code: 'truncatedFile', offset: 1 });
  });

  it('refuses a count of 0 patterns and more patterns than the destination holds', () => {
    expect(errorOf(() => decode([0x80, 0x00, ...TABLE, ...DATA]))).toMatchObject({ code: 'corruptData', offset: 0, message: expect.stringContaining('0 patterns') });
    expect(errorOf(() => decode([0x00, 0x05, ...TABLE, ...DATA], 4))).toMatchObject({ code: 'corruptData', offset: 0, message: expect.stringContaining('declares 5 patterns; the destination holds 4') });
  });

  it('refuses a code table without its $FF end marker', () => {
    expect(errorOf(() => decode([0x00, 0x01, 0x80, 0x71, 0x00]))).toMatchObject({ code: 'truncatedFile', offset: 5 });
  });

  it('refuses a code longer than 8 bits and a code that does not fit its length', () => {
    expect(errorOf(() => decode([0x00, 0x01, 0x80, 0x09, 0x00, 0xff]))).toMatchObject({ code: 'corruptData', offset: 3, message: expect.stringContaining('9-bit code') });
    // Code 100 declared as 2 bits: its slots would start at 100 << 6 = 256, past the table.
    expect(errorOf(() => decode([0x00, 0x01, 0x80, 0x02, 0x04, 0xff]))).toMatchObject({ code: 'corruptData', offset: 4, message: expect.stringContaining('does not fit in 2 bits') });
  });

  it('refuses a code the table does not define, at its byte', () => {
    // Row 0 is code 0; then 1110 is in no entry. Data starts at byte 12.
    expect(errorOf(() => decode([0x00, 0x01, ...TABLE, ...bits('0 1110 0000')]))).toMatchObject({ code: 'corruptData', offset: 12, message: expect.stringContaining('pattern 0, row 1') });
  });

  it('refuses data that ends before the last row, and accepts the whole file however it is cut after its last used bit', () => {
    const whole = [0x00, 0x01, ...TABLE, ...DATA];
    const full = decode(whole);
    // The routine keeps at least 9 bits buffered, so it reads ahead of the codes; cutting the
    // file anywhere before the last code's bit is an error, never a crash or a hang.
    for (let n = 0; n < whole.length; n++) {
      const cut = whole.slice(0, n);
      let result: Uint8Array | undefined;
      try {
        result = decode(cut);
      } catch (e) {
        expect(e).toBeInstanceOf(ImportError);
        expect((e as ImportError).info.code).toBe('truncatedFile');
        continue;
      }
      expect(n).toBe(whole.length);
      expect([...result]).toEqual([...full]);
    }
  });

  it('gives only ImportErrors or patterns on damaged files, and always finishes', () => {
    const whole = Uint8Array.from([0x00, 0x02, ...TABLE, ...DATA, ...DATA]);
    const next = xorshift(0x5eed);
    let errors = 0;
    for (let round = 0; round < 2000; round++) {
      const bad = whole.slice();
      const flips = 1 + (next() % 4);
      for (let k = 0; k < flips; k++) bad[next() % bad.length] = next() & 0xff;
      try {
        const out = nemesisDecompress(bad, 'bad.nem', 16);
        expect(out.length % 32).toBe(0);
      } catch (e) {
        expect(e).toBeInstanceOf(ImportError);
        errors++;
      }
    }
    expect(errors).toBeGreaterThan(0);
  });
});
