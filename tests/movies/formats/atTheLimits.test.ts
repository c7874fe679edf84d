/**
 * Issue 25: whatever a writer produces at its documented maximum reads back equal. A movie of
 * MAX_MOVIE_FRAMES (10,000,000) frames whose input changes every frame — the most bytes per
 * frame every format has — with a second pad's track that does the same, through each writer and
 * back through its reader; and a project file holding such a movie and a branch savestate of
 * MAX_SAVESTATE_BYTES (the one base64 decoder reads them all; it once overflowed the stack
 * above 4.48 M characters). Each file is also checked to be within the size limit its reader
 * applies, so what the product writes it can read.
 *
 * At 10,000,000 frames the .spx, .txt and project round trips take 10-30 s each and the .bk2
 * ~40 s on this machine, so the suite runs them at 2,000,000 frames (1,000,000 for the .bk2):
 * already past where the old base64 check overflowed (5.3 M characters a pad), and the limit
 * is proven from exact sizes — each format's bytes grow linearly with the frames (a different
 * input every frame leaves nothing to share between distant frames), so the file at 10 M frames
 * is the measured size scaled, checked against the reader's limit with a 25% margin. The .gmv
 * runs at 10,000,000 (one second). SUBPIXEL_FULL_LIMITS=1 runs every one at 10,000,000.
 */
import { describe, expect, it } from 'vitest';
import { exportMovie, exportMovieChunks, importMovie, FILE_SIZE_LIMIT, type MovieFormat } from '../../../movies/formats/index.ts';
import { LIMITS, MAX_MOVIE_FRAMES, MAX_SAVESTATE_BYTES, MAX_ZIP_BYTES, MAX_ZIP_ENTRY_BYTES, MAX_LOG_LINES, MAX_SCRIPT_LINES } from '../../../movies/formats/limits.ts';
import { readZipDirectory } from '../../../movies/formats/zipReader.ts';
import { decodeProjectFile, encodeProjectFile } from '../../../movies/storage/projectFile.ts';
import type { Movie } from '../../../movies/types.ts';
import { DEFAULTS } from './sampleMovie.ts';

/** Inputs that change every frame (no two neighbours equal), seeded. */
function changing(frames: number, seed: number): Uint8Array {
  const out = new Uint8Array(frames);
  let s = seed >>> 0;
  for (let i = 0; i < frames; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    out[i] = s >>> 24;
    if (i > 0 && out[i] === out[i - 1]) out[i] ^= 1;
  }
  return out;
}

function movieOf(frames: number, twoPads: boolean): Movie {
  const m: Movie = { meta: { ...DEFAULTS, level: { ...DEFAULTS.level }, fixes: [] }, inputs: changing(frames, 1), markers: [], checkpoints: [] };
  if (twoPads) m.inputs2 = changing(frames, 2);
  return m;
}

function sameBytes(a: Uint8Array | undefined, b: Uint8Array | undefined): boolean {
  return a !== undefined && b !== undefined && Buffer.from(a.buffer, a.byteOffset, a.length).equals(Buffer.from(b.buffer, b.byteOffset, b.length));
}

function roundTrip(format: MovieFormat, movie: Movie): { bytes: number } {
  const bytes = exportMovie(movie, format);
  expect(bytes.length, `${format} within its reader's limit`).toBeLessThanOrEqual(LIMITS[FILE_SIZE_LIMIT[format]].value);
  const back = importMovie(`limit.${format}`, bytes, DEFAULTS);
  if (!back.ok) throw new Error(`${format}: ${back.error.where}: ${back.error.message}`);
  expect(back.value.inputs.length).toBe(movie.inputs.length);
  expect(sameBytes(back.value.inputs, movie.inputs), `${format} inputs`).toBe(true);
  if (format !== 'txt') expect(sameBytes(back.value.inputs2, movie.inputs2), `${format} second pad`).toBe(true);
  return { bytes: bytes.length };
}

const FULL = process.env.SUBPIXEL_FULL_LIMITS === '1';
const FRAMES = FULL ? MAX_MOVIE_FRAMES : 2_000_000;
const full = movieOf(FRAMES, true);

/** The file at MAX_MOVIE_FRAMES, from its size at `frames`, with a margin: within `limit`. */
function scaledWithin(bytes: number, frames: number, limit: number): void {
  expect(((bytes / frames) * MAX_MOVIE_FRAMES) * (frames === MAX_MOVIE_FRAMES ? 1 : 1.25)).toBeLessThanOrEqual(limit);
}

describe('every movie writer round-trips at MAX_MOVIE_FRAMES', () => {
  it(`.spx: ${FRAMES.toLocaleString('en-US')} frames on two pads, every frame different, reads back equal; 10,000,000 fits MAX_JSON_FILE_BYTES`, () => {
    const { bytes } = roundTrip('spx', full);
    // 2 bytes of runs a frame a pad, as base64: 8/3 characters each.
    expect(bytes).toBeGreaterThan((FRAMES * 2 * 2 * 4) / 3);
    scaledWithin(bytes, FRAMES, LIMITS.MAX_JSON_FILE_BYTES.value);
  }, 120_000);

  it(`.txt: ${FRAMES.toLocaleString('en-US')} frames, a run a line, reads back equal; 10,000,000 lines fit MAX_SCRIPT_LINES and MAX_TEXT_FILE_BYTES`, () => {
    const one = movieOf(FRAMES, false);
    const { bytes } = roundTrip('txt', one);
    expect(MAX_MOVIE_FRAMES).toBeLessThanOrEqual(MAX_SCRIPT_LINES);
    scaledWithin(bytes, FRAMES, LIMITS.MAX_TEXT_FILE_BYTES.value);
  }, 120_000);

  it('.gmv: 10,000,000 frames on two pads reads back equal', () => {
    const m = movieOf(MAX_MOVIE_FRAMES, true);
    expect(roundTrip('gmv', m).bytes).toBe(64 + 3 * MAX_MOVIE_FRAMES);
  }, 120_000);

  it('the streamed pieces join to the same bytes as the whole file, for every format', () => {
    const m = movieOf(200_000, true);
    for (const format of ['txt', 'spx', 'bk2', 'gmv'] as const) {
      const pieces = [...exportMovieChunks(m, format)];
      expect(pieces.length, format).toBeGreaterThan(0);
      expect(sameBytes(Buffer.concat(pieces), exportMovie(m, format)), format).toBe(true);
    }
  }, 120_000);

  const bk2Frames = FULL ? MAX_MOVIE_FRAMES : 1_000_000;
  it(`.bk2: ${bk2Frames.toLocaleString('en-US')} frames on two pads reads back equal, and 10,000,000 stays within the reader's limits`, () => {
    const movie = movieOf(bk2Frames, true);
    const { bytes } = roundTrip('bk2', movie);
    const bk2 = exportMovie(movie, 'bk2');
    const dir = readZipDirectory(bk2, 'limit.bk2');
    if (!dir.ok) throw new Error(dir.error.message);
    const log = dir.value.find((e) => e.name === 'Input Log.txt')!;
    // "|..|UDLRABCS|UDLRABCS|" and CRLF: 24 bytes a frame, plus the few other lines.
    const other = log.uncompressedSize - 24 * bk2Frames;
    expect(other).toBeLessThan(200);
    expect(24 * MAX_MOVIE_FRAMES + other).toBeLessThanOrEqual(MAX_ZIP_ENTRY_BYTES);
    expect(MAX_MOVIE_FRAMES + 4).toBeLessThanOrEqual(MAX_LOG_LINES);
    scaledWithin(bytes, bk2Frames, MAX_ZIP_BYTES);
  }, 300_000);
});

describe('the project file round-trips at its limits', () => {
  it(`a movie of ${FRAMES.toLocaleString('en-US')} frames on two pads and a branch savestate of MAX_SAVESTATE_BYTES read back equal; 10,000,000 fits MAX_JSON_FILE_BYTES`, () => {
    const savestate = new Int32Array(MAX_SAVESTATE_BYTES / 4);
    for (let i = 0; i < savestate.length; i++) savestate[i] = Math.imul(i, 0x9e3779b1);
    const thumbnail = changing(LIMITS.MAX_THUMBNAIL_BYTES.value, 3);
    const bytes = encodeProjectFile(
      {
        project: { id: 'p', name: 'limits', created: 't', modified: 't', currentMovieId: 'm', level: { kind: 'builtin', name: 'flat' }, ui: {} },
        movies: [{ id: 'm', projectId: 'p', meta: full.meta, markers: [], checkpoints: [], inputs: full.inputs, inputs2: full.inputs2 }],
        branches: [{ id: 'b', movieId: 'm', parent: null, name: 'b', note: '', frame: 0, savestate: savestate.buffer, inputs: full.inputs, markers: [], time: 't', thumbnail, level: null, slot: null }],
      },
      't',
    );
    // Raw base64, 4/3 characters a frame, three tracks of FRAMES (the branch's inputs too):
    // past the 4.48 M characters where decoding once overflowed the stack.
    expect(bytes.length).toBeGreaterThan((FRAMES * 3 * 4) / 3);
    expect(bytes.length).toBeLessThanOrEqual(LIMITS.MAX_JSON_FILE_BYTES.value);
    scaledWithin(bytes.length - (MAX_SAVESTATE_BYTES + LIMITS.MAX_THUMBNAIL_BYTES.value) * (4 / 3), FRAMES, LIMITS.MAX_JSON_FILE_BYTES.value - (MAX_SAVESTATE_BYTES + LIMITS.MAX_THUMBNAIL_BYTES.value) * (4 / 3));
    const back = decodeProjectFile(bytes, 'limits.json');
    if (!back.ok) throw new Error(`${back.error.where}: ${back.error.message}`);
    const m = back.value.movies[0];
    expect(sameBytes(m.inputs, full.inputs)).toBe(true);
    expect(sameBytes(m.inputs2, full.inputs2)).toBe(true);
    const b = back.value.branches[0];
    expect(sameBytes(new Uint8Array(b.savestate), new Uint8Array(savestate.buffer))).toBe(true);
    expect(sameBytes(b.inputs, full.inputs)).toBe(true);
    expect(sameBytes(b.thumbnail ?? undefined, thumbnail)).toBe(true);
  }, 120_000);
});
