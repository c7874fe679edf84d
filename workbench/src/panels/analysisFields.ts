/** Parsing the analysis panel's text fields; a string answer is the message to show. */
import { lettersToInput } from '../../../engine/input.ts';

/** "R,RA,L," → input bytes (an empty entry holds nothing); duplicates kept out. */
export function parseAlphabet(text: string): number[] | string {
  const out: number[] = [];
  for (const part of text.split(',')) {
    const v = lettersToInput(part.trim().replace(/\+/g, ''));
    if (v < 0) return `alphabet: "${part.trim()}" is not a set of button letters (UDLRABCS)`;
    if (!out.includes(v)) out.push(v);
  }
  return out;
}

/** "from,to,step" (pixels) → the values; at most 64. */
export function parseRange(text: string): number[] | string {
  const [from, to, step] = text.split(',').map((v) => Number(v.trim()));
  if (![from, to].every(Number.isInteger)) return 'from,to,step in whole pixels';
  const s = step === undefined || Number.isNaN(step) ? 32 : step;
  if (!Number.isInteger(s) || s <= 0) return 'the step must be a positive whole number';
  const out: number[] = [];
  for (let v = Math.min(from, to); v <= Math.max(from, to) && out.length < 64; v += s) out.push(v);
  return out;
}
