/**
 * Helpers for hand-made compressed data: bit strings written out as the decoders read them, and
 * the ImportError a bad input must give.
 */
import { ImportError } from '../../../importers/s1/importError.ts';

/** Bytes of a string of 0s and 1s (spaces ignored), most significant bit first, the last byte padded with 0s. */
export function bits(s: string): number[] {
  const b = s.replace(/\s+/g, '');
  if (/[^01]/.test(b)) throw new Error(`not a bit string: ${s}`);
  const out: number[] = [];
  for (let i = 0; i < b.length; i += 8) out.push(parseInt(b.slice(i, i + 8).padEnd(8, '0'), 2));
  return out;
}

export function errorOf(run: () => unknown): { code: string; file: string; offset?: number; message: string } {
  try {
    run();
  } catch (e) {
    if (e instanceof ImportError) return { code: e.info.code, file: e.info.file, offset: e.info.offset, message: e.info.message };
    throw e;
  }
  throw new Error('expected an ImportError');
}

/** A small deterministic generator (xorshift32) for the mutation tests: the same bytes every run. */
export function xorshift(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

/** "5AAAA555" rows to bytes: each hex digit a pixel, as the VDP holds them. */
export function rows(...hex: string[]): number[] {
  const out: number[] = [];
  for (const r of hex) for (let i = 0; i < r.length; i += 2) out.push(parseInt(r.slice(i, i + 2), 16));
  return out;
}
