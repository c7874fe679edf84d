/**
 * The plain-text input script (CONTRACTS §3): one line per run of frames.
 *
 *     # comment
 *     60,R        # hold Right for 60 frames
 *     1,R,A       # Right + A for 1 frame ("1,RA" is the same)
 *     30          # nothing pressed for 30 frames
 *
 * Parsing is strict where a typo would silently change the movie (unknown letters, bad counts)
 * and lenient where it cannot (whitespace, CRLF, letter case, empty tokens, repeated letters).
 * The total is checked against MAX_MOVIE_FRAMES before the input buffer is allocated, so a
 * two-line file claiming a billion frames costs nothing.
 */
import { inputToLetters, lettersToInput } from '../../engine/input.ts';
import type { Result } from '../types.ts';
import { failure, pastLimit } from './importResult.ts';
import { excerpt } from './excerpt.ts';
import { MAX_LINE_BYTES, MAX_MOVIE_FRAMES, MAX_SCRIPT_LINES } from './limits.ts';

export function parseInputScript(text: string, file: string): Result<Uint8Array> {
  // Runs are collected first (count, input) and only then expanded, so the allocation is
  // exactly the validated total. Typed arrays: a script of 10,000,000 one-frame runs would be
  // 160 MB as two arrays of numbers, 50 MB as these.
  let counts = new Uint32Array(1024);
  let values = new Uint8Array(1024);
  let runs = 0;
  let total = 0;
  let lineNo = 0;
  let start = 0;
  if (text.charCodeAt(0) === 0xfeff) start = 1; // a UTF-8 byte-order mark from Windows editors
  while (start <= text.length) {
    lineNo++;
    // Comment and blank lines allocate nothing, but each costs a pass: bounded too.
    if (lineNo > MAX_SCRIPT_LINES) return pastLimit('scriptTooManyLines', 'MAX_SCRIPT_LINES', file, `line ${lineNo}`, 'The script');
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const raw = text.slice(start, end);
    start = end + 1;
    const where = `line ${lineNo}`;
    if (utf8Length(raw) > MAX_LINE_BYTES) return pastLimit('scriptLineTooLong', 'MAX_LINE_BYTES', file, where, `Line ${lineNo}`);
    const hash = raw.indexOf('#');
    const body = (hash >= 0 ? raw.slice(0, hash) : raw).trim(); // trim() also drops a CR
    if (body === '') {
      if (end === text.length) break;
      continue;
    }
    const tokens = body.split(',').map((t) => t.trim());
    const countText = tokens[0];
    if (countText === '') {
      return failure('scriptMissingCount', file, where, `Line ${lineNo} has no frame count (expected e.g. "60,R").`);
    }
    if (!/^\d+$/.test(countText)) {
      return failure('scriptBadCount', file, where, `Line ${lineNo}: frame count "${excerpt(countText)}" is not a positive whole number.`);
    }
    // Digits beyond the cap's length cannot be a valid count; checking the length first keeps
    // Number() exact (no rounding of 20-digit strings).
    const count = countText.length > 9 ? Infinity : Number(countText);
    if (count === 0) {
      return failure('scriptBadCount', file, where, `Line ${lineNo}: frame count must be at least 1.`);
    }
    if (count > MAX_MOVIE_FRAMES - total) return pastLimit('scriptTooLong', 'MAX_MOVIE_FRAMES', file, where, `Line ${lineNo}: the script`);
    let input = 0;
    for (let i = 1; i < tokens.length; i++) {
      const token = tokens[i];
      const v = lettersToInput(token);
      if (v < 0) {
        const bad = [...token].find((ch) => lettersToInput(ch) < 0) ?? token;
        return failure('scriptUnknownButton', file, where, `Line ${lineNo}: "${excerpt(bad)}" is not a button (use U D L R A B C S).`);
      }
      input |= v;
    }
    if (runs === counts.length) {
      const c = new Uint32Array(runs * 2);
      c.set(counts);
      counts = c;
      const v = new Uint8Array(runs * 2);
      v.set(values);
      values = v;
    }
    counts[runs] = count;
    values[runs++] = input;
    total += count;
    if (end === text.length) break;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (let i = 0; i < runs; i++) {
    out.fill(values[i], at, at + counts[i]);
    at += counts[i];
  }
  return { ok: true, value: out };
}

/**
 * Canonical script: one line per run, letters in U D L R A B C S order, LF line ends, a final
 * newline when there is any input. format(parse(x)) is the canonical form of x, and
 * parse(format(inputs)) gives back the same bytes.
 */
export function formatInputScript(inputs: Uint8Array): string {
  return [...inputScriptChunks(inputs)].join('');
}

/** Runs per piece of inputScriptChunks. */
const SCRIPT_PIECE_RUNS = 65536;

/**
 * The script one run a line ("60,R"; a bare count for nothing pressed), each line ended by a
 * newline, in pieces of SCRIPT_PIECE_RUNS lines: a 10,000,000-frame movie is never one string.
 */
export function* inputScriptChunks(inputs: Uint8Array): Generator<string> {
  let lines: string[] = [];
  let i = 0;
  while (i < inputs.length) {
    const v = inputs[i];
    let j = i + 1;
    while (j < inputs.length && inputs[j] === v) j++;
    const letters = inputToLetters(v);
    lines.push(letters === '' ? `${j - i}` : `${j - i},${letters}`);
    i = j;
    if (lines.length === SCRIPT_PIECE_RUNS) {
      yield `${lines.join('\n')}\n`;
      lines = [];
    }
  }
  if (lines.length > 0) yield `${lines.join('\n')}\n`;
}

/** UTF-8 byte length without encoding (the 4 kB limit is in bytes, not UTF-16 units). */
function utf8Length(s: string): number {
  if (s.length > MAX_LINE_BYTES) return s.length; // already over: at least one byte per unit
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      n += 4; // a surrogate pair is one 4-byte code point
      i++;
    } else n += 3;
  }
  return n;
}
