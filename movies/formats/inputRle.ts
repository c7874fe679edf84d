/**
 * The run-length encoding of a movie's inputs inside a .spx file ("encoding": "rle").
 *
 * Byte layout, then standard padded base64 (RFC 4648 §4) of the whole:
 *
 *     run*   where run = count (unsigned LEB128 varint, 1..MAX_MOVIE_FRAMES) , input (1 byte)
 *
 * Runs are maximal when written (two adjacent runs never hold the same input), which makes
 * the encoding canonical: equal inputs give equal text. The reader also accepts non-maximal
 * runs. Held buttons are the norm in a TAS (60 frames of Right), so this is typically 20-100x
 * smaller than the raw base64 encoding.
 *
 * Decoding sums the counts before allocating, so a few bytes claiming 2^35 frames are refused
 * without allocating anything.
 */
import { base64ToBytes, bytesToBase64 } from '../storage/base64.ts';
import { MAX_MOVIE_FRAMES, limitText } from './limits.ts';

export function encodeInputRle(inputs: Uint8Array): string {
  return bytesToBase64(inputRleBytes(inputs));
}

/**
 * The run bytes before base64, sized exactly in a first pass (a 10,000,000-frame movie whose
 * input changes every frame is 20 MB of runs, held as one array rather than 20 M numbers).
 */
export function inputRleBytes(inputs: Uint8Array): Uint8Array {
  let size = 0;
  forEachRun(inputs, (count) => {
    size += varintLength(count) + 1;
  });
  const out = new Uint8Array(size);
  let p = 0;
  forEachRun(inputs, (count, v) => {
    while (count >= 0x80) {
      out[p++] = (count & 0x7f) | 0x80;
      count >>>= 7;
    }
    out[p++] = count;
    out[p++] = v;
  });
  return out;
}

function forEachRun(inputs: Uint8Array, run: (count: number, input: number) => void): void {
  let i = 0;
  while (i < inputs.length) {
    const v = inputs[i];
    let j = i + 1;
    while (j < inputs.length && inputs[j] === v) j++;
    run(j - i, v);
    i = j;
  }
}

function varintLength(count: number): number {
  let n = 1;
  while (count >= 0x80) {
    count >>>= 7;
    n++;
  }
  return n;
}

/** On failure `message` completes the sentence "inputs.data …" and names the decoded byte. */
export function decodeInputRle(text: string): { ok: true; value: Uint8Array } | { ok: false; message: string; limit?: 'MAX_MOVIE_FRAMES' } {
  const bytes = base64ToBytes(text);
  if (bytes === null) return { ok: false, message: 'is not valid padded base64' };
  // First pass: check every run and sum the counts; second: fill. No per-run array is built
  // (a movie whose input changes every frame has 10,000,000 runs).
  let total = 0;
  for (let p = 0; p < bytes.length; ) {
    const runStart = p;
    let count = 0;
    let shift = 0;
    for (;;) {
      if (p >= bytes.length) return { ok: false, message: `ends inside the run starting at byte ${runStart}` };
      const b = bytes[p++];
      // 4 groups of 7 bits already exceed MAX_MOVIE_FRAMES, so a 5th byte is never valid.
      if (shift > 21) return { ok: false, message: `run at byte ${runStart} has an over-long count` };
      count += (b & 0x7f) * 2 ** shift;
      shift += 7;
      if ((b & 0x80) === 0) break;
    }
    if (count === 0) return { ok: false, message: `run at byte ${runStart} has a count of 0` };
    if (p >= bytes.length) return { ok: false, message: `run at byte ${runStart} has no input byte` };
    if (count > MAX_MOVIE_FRAMES - total) return { ok: false, message: `is past ${limitText('MAX_MOVIE_FRAMES')}`, limit: 'MAX_MOVIE_FRAMES' };
    p++;
    total += count;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (let p = 0; p < bytes.length; ) {
    let count = 0;
    let shift = 0;
    for (;;) {
      const b = bytes[p++];
      count += (b & 0x7f) * 2 ** shift;
      shift += 7;
      if ((b & 0x80) === 0) break;
    }
    out.fill(bytes[p++], at, at + count);
    at += count;
  }
  return { ok: true, value: out };
}
