/**
 * The movie as text (CelesteTAS Studio's view): the input script of CONTRACTS §3, one
 * `count,BUTTONS` line per run, with the markers as comments. A comment line marks the frame
 * the next run starts on (several comment lines before one run are one marker, one line each);
 * a comment after a run on its line marks that run's first frame too. So every comment a user
 * writes is kept, as a marker, and the text and the movie convert both ways without loss:
 * format(parse(format(m))) = format(m).
 *
 * The inputs are parsed by movies/formats parseInputScript (its errors name the line); this
 * module only finds where the comments sit.
 */
import { inputToLetters } from '../../../engine/input.ts';
import { parseInputScript } from '../../../movies/formats/inputScript.ts';
import type { MovieMarker } from '../../../movies/types.ts';

export interface MovieText {
  readonly inputs: Uint8Array;
  readonly markers: MovieMarker[];
}

export type ParsedMovieText = { readonly ok: true; readonly value: MovieText } | { readonly ok: false; readonly line: number; readonly message: string };

/** The text of a movie: runs split where markers are, each marker as comment lines before its run. */
export function formatMovieText(inputs: Uint8Array, markers: readonly MovieMarker[]): string {
  const byFrame = new Map(markers.map((m) => [m.frame, m.text]));
  const lines: string[] = [];
  const comment = (text: string): void => {
    for (const l of text.split('\n')) lines.push(`# ${l}`);
  };
  let i = 0;
  while (i < inputs.length) {
    const mark = byFrame.get(i);
    if (mark !== undefined) comment(mark);
    const v = inputs[i];
    let j = i + 1;
    while (j < inputs.length && inputs[j] === v && !byFrame.has(j)) j++;
    const letters = inputToLetters(v);
    lines.push(letters === '' ? `${j - i}` : `${j - i},${letters}`);
    i = j;
  }
  // Markers at or past the end (where the next frame will be recorded) close the text.
  for (const m of markers) if (m.frame >= inputs.length) comment(m.text);
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

/** The movie a text describes, or the first line that is wrong and why. */
export function parseMovieText(text: string): ParsedMovieText {
  const inputs = parseInputScript(text, 'text view');
  if (!inputs.ok) return { ok: false, line: Number(/\d+/.exec(inputs.error.where)?.[0] ?? 0), message: inputs.error.message };
  const markers = new Map<number, string[]>();
  const note = (frame: number, t: string): void => {
    const list = markers.get(frame) ?? [];
    list.push(t);
    markers.set(frame, list);
  };
  let frame = 0;
  let pending: string[] = [];
  const lines = text.split('\n');
  for (const raw of lines) {
    const hash = raw.indexOf('#');
    const body = (hash >= 0 ? raw.slice(0, hash) : raw).trim();
    const comment = hash >= 0 ? raw.slice(hash + 1).replace(/^ /, '').replace(/\s+$/, '') : '';
    if (body === '') {
      if (comment !== '') pending.push(comment);
      continue;
    }
    for (const p of pending) note(frame, p);
    pending = [];
    if (comment !== '') note(frame, comment);
    frame += runLength(body);
  }
  for (const p of pending) note(frame, p);
  return { ok: true, value: { inputs: inputs.value, markers: [...markers].map(([f, t]) => ({ frame: f, text: t.join('\n') })) } };
}

/**
 * What the text view says of a line that does not parse. The parser's sentences name their line
 * already ('Line 13: "Q" is not a button …', movies/formats/inputScript.ts), so the view says them
 * as they are; only one that does not gets "line N: " in front.
 */
export function problemText(problem: { readonly line: number; readonly message: string }): string {
  return new RegExp(`\\bline ${problem.line}\\b`, 'i').test(problem.message) ? problem.message : `line ${problem.line}: ${problem.message}`;
}

/** The frame the run on line `line` (0-based) starts at; comment and blank lines give the next run's frame. */
export function frameAtLine(text: string, line: number): number {
  let frame = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length && i < line; i++) {
    const raw = lines[i];
    const hash = raw.indexOf('#');
    const body = (hash >= 0 ? raw.slice(0, hash) : raw).trim();
    if (body !== '') frame += runLength(body);
  }
  return frame;
}

/** Frames a valid run line holds (its count; the text was validated by parseInputScript). */
function runLength(body: string): number {
  const n = Number(body.split(',')[0].trim());
  return Number.isFinite(n) ? n : 0;
}
