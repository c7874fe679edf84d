/**
 * Reading the analysis panel's text fields, each in the syntax of the `subpixel search` /
 * `subpixel sweep` option of the same name. A string answer is what is wrong with the text
 * (the caller puts the option's name in front: one message per bad field).
 */
import { lettersToInput } from '../../../engine/input.ts';

/** "R,RA,L," → input bytes (an empty entry holds nothing; "R+A" is "RA"); duplicates kept out. `--alphabet`. */
export function parseAlphabet(text: string): number[] | string {
  const out: number[] = [];
  for (const part of text.split(',')) {
    const v = lettersToInput(part.trim().replace(/\+/g, ''));
    if (v < 0) return `"${part.trim()}" is not a set of button letters (UDLRABCS)`;
    if (!out.includes(v)) out.push(v);
  }
  return out;
}

/** A whole number from `min` (and at most `max`), as the CLI's integer options take it. */
export function parseWhole(text: string, unit: string, min: number, max = Number.MAX_SAFE_INTEGER): number | string {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return `expected a whole number of ${unit}, got "${t}"`;
  const v = Number(t);
  if (v < min) return `must be at least ${min} (${unit})`;
  if (v > max) return `must be at most ${max} (${unit})`;
  return v;
}

/** Seconds: a number like 2 or 0.5 (`--max-seconds`). */
export function parseSeconds(text: string): number | string {
  const t = text.trim();
  if (!/^\d+(\.\d+)?$/.test(t)) return `expected a number of seconds, got "${t}"`;
  return Number(t);
}

/** "A:B:STEP", "A:B" (step 1) or "N", whole pixels, A ≤ B: `--x` and `--y`. */
export function parseCliRange(text: string): number[] | string {
  const t = text.trim();
  const m = /^(\d+):(\d+)(?::(\d+))?$/.exec(t) ?? /^(\d+)$/.exec(t);
  if (m === null) return `expected A:B:STEP, A:B or a number (px), got "${t}"`;
  if (m.length === 2) return [Number(m[1])];
  const [a, b, step] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 1)];
  if (step < 1 || b < a) return 'need A <= B and STEP >= 1';
  const out: number[] = [];
  for (let v = a; v <= b; v += step) out.push(v);
  return out;
}

/** How many values "A:B:STEP" gives, without listing them (a huge range is refused before it is built). */
export function cliRangeLength(text: string): number {
  const m = /^(\d+):(\d+)(?::(\d+))?$/.exec(text.trim());
  if (m === null) return 1;
  const [a, b, step] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 1)];
  return step < 1 || b < a ? 0 : Math.floor((b - a) / step) + 1;
}

/** "0,-1536,1536": whole numbers, negative allowed (`--speeds`, `--fall-speeds`, subpixels/frame). */
export function parseIntegers(text: string): number[] | string {
  const out: number[] = [];
  for (const part of text.split(',')) {
    if (!/^-?\d+$/.test(part.trim())) return `"${part.trim()}" is not an integer (subpixels/frame, comma-separated)`;
    out.push(Number(part.trim()));
  }
  return out;
}

/** "X,Y" or "X,Y,R", whole pixels, R default 4: the point of `--objective reach:X,Y[,R]`. */
export function parseReach(text: string): { x: number; y: number; radius: number } | string {
  const m = /^(\d+),(\d+)(?:,(\d+))?$/.exec(text.replace(/\s+/g, ''));
  if (m === null) return `expected X,Y or X,Y,R in whole pixels, got "${text.trim()}"`;
  return { x: Number(m[1]), y: Number(m[2]), radius: Number(m[3] ?? 4) };
}
