/**
 * The one base64 decoder every file goes through (project files, .spx inputs, level /2 act data,
 * savestates): strict, and linear in the text's length with a stack that does not grow with it.
 * The regular expression it replaced overflowed the stack above ~4.48 M characters.
 */
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from '../../../movies/storage/base64.ts';

function pseudoRandomBytes(n: number, seed = 1): Uint8Array {
  const out = new Uint8Array(n);
  let s = seed >>> 0;
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    out[i] = s >>> 24;
  }
  return out;
}

describe('base64', () => {
  it('bytesToBase64 and base64ToBytes agree with Node for every length 0..64', () => {
    for (let n = 0; n <= 64; n++) {
      const bytes = pseudoRandomBytes(n, n + 7);
      const text = bytesToBase64(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64'));
      expect(Array.from(base64ToBytes(text)!)).toEqual(Array.from(bytes));
    }
  });

  it('a 10,000,000-byte payload (13,333,336 characters, three times past where the old check overflowed) round-trips', () => {
    const bytes = pseudoRandomBytes(10_000_000);
    const text = bytesToBase64(bytes);
    expect(text.length).toBe(13_333_336);
    const back = base64ToBytes(text);
    expect(back).not.toBeNull();
    expect(Buffer.from(back!).equals(Buffer.from(bytes))).toBe(true);
  });

  it('refuses a length that is not a multiple of 4, characters outside the alphabet, and misplaced padding', () => {
    for (const bad of ['Q', 'QQ', 'QQQ', 'QQ=', 'Q===', 'QQ=A', '=QQQ', 'QU I', 'QUJD\n', 'QUJ-', 'QUJ_', 'Q\u00e9==', 'QUJ\u0100', 'QQ==QUJD']) {
      expect(base64ToBytes(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('reads the empty string and both padded endings', () => {
    expect(Array.from(base64ToBytes('')!)).toEqual([]);
    expect(Array.from(base64ToBytes('QQ==')!)).toEqual([65]);
    expect(Array.from(base64ToBytes('QUI=')!)).toEqual([65, 66]);
    expect(Array.from(base64ToBytes('QUJD')!)).toEqual([65, 66, 67]);
  });
});
