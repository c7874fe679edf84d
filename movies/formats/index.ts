/**
 * Every movie file format behind one face: pick the format by file extension, import bytes to a
 * Movie, export a Movie to bytes. See README.md in this folder for each format.
 *
 * Importers never throw: whatever the bytes, the answer is a value, {ok:false, error} with a
 * code, the file, where in it and a message, or {ok:true, value, warnings}. Each checks the
 * limits of limits.ts before it allocates; a refusal past one names it (and carries it in
 * `error.limit`). An unexpected
 * exception (a bug) is caught here too and reported as `importFailed`, so a hostile file can
 * never take down the worker or the CLI.
 */
import type { Movie, MovieMeta } from '../types.ts';
import { bk2Chunks, readBk2 } from './bk2.ts';
import { readGmv, writeGmv } from './gmv.ts';
import { failure, pastLimit } from './importResult.ts';
import type { ImportResult } from './importResult.ts';
import { inputScriptChunks, parseInputScript } from './inputScript.ts';
import { LIMITS, MAX_TEXT_FILE_BYTES, type LimitName } from './limits.ts';
import { readSpx, spxChunks } from './spx.ts';
import { concatBytes } from './concatBytes.ts';

export type { ImportResult, MovieWarning } from './importResult.ts';

export const MOVIE_FORMATS = ['txt', 'spx', 'bk2', 'gmv'] as const;
export type MovieFormat = (typeof MOVIE_FORMATS)[number];

/** The limit on each format's file size (limits.ts): what a caller may refuse before reading. */
export const FILE_SIZE_LIMIT: Readonly<Record<MovieFormat, LimitName>> = {
  txt: 'MAX_TEXT_FILE_BYTES',
  gmv: 'MAX_TEXT_FILE_BYTES',
  spx: 'MAX_JSON_FILE_BYTES',
  bk2: 'MAX_ZIP_BYTES',
};

/** The format named by the file's extension (case-insensitive), or null. */
export function detectFormat(fileName: string): MovieFormat | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = fileName.slice(dot + 1).toLowerCase();
  return (MOVIE_FORMATS as readonly string[]).includes(ext) ? (ext as MovieFormat) : null;
}

/**
 * Imports any supported movie file. Formats without our metadata (txt, gmv, a bk2 not written
 * by Subpixel) take level, profile, character, fixes and the rest from `defaults`.
 */
export function importMovie(fileName: string, bytes: Uint8Array, defaults: MovieMeta): ImportResult<Movie> {
  try {
    const format = detectFormat(fileName);
    switch (format) {
      case 'txt': {
        const text = decodeText(bytes, fileName, 'MAX_TEXT_FILE_BYTES');
        if (!text.ok) return text;
        const parsed = parseInputScript(text.value, fileName);
        if (!parsed.ok) return parsed;
        return { ok: true, value: { meta: copyMeta(defaults), inputs: parsed.value, markers: [], checkpoints: [] }, warnings: [] };
      }
      case 'spx': {
        const text = decodeText(bytes, fileName, 'MAX_JSON_FILE_BYTES');
        if (!text.ok) return text;
        const movie = readSpx(text.value, fileName);
        return movie.ok ? { ok: true, value: movie.value, warnings: [] } : movie;
      }
      case 'bk2':
        return readBk2(bytes, fileName, defaults);
      case 'gmv':
        if (bytes.length > MAX_TEXT_FILE_BYTES) return pastLimit('importTooLarge', 'MAX_TEXT_FILE_BYTES', fileName, 'file', 'The file');
        return readGmv(bytes, fileName, defaults);
      case null:
        return failure('importUnknownFormat', fileName, 'file name', `"${fileName}" is not a movie file Subpixel knows (use .txt, .spx, .bk2 or .gmv).`);
    }
  } catch (e) {
    return failure('importFailed', fileName, 'file', `The file could not be imported (${e instanceof Error ? e.message : String(e)}).`);
  }
}

/** The movie as the bytes of a `format` file (text formats are UTF-8). */
export function exportMovie(movie: Movie, format: MovieFormat): Uint8Array {
  return concatBytes(exportMovieChunks(movie, format));
}

/**
 * The same bytes in pieces, in file order, produced as they are asked for: what a writer
 * streams to disk (the CLI's convert), so a 10,000,000-frame movie is never held as one file
 * image, nor its .bk2 input log or .spx base64 as one string.
 */
export function* exportMovieChunks(movie: Movie, format: MovieFormat): Generator<Uint8Array> {
  const enc = new TextEncoder();
  switch (format) {
    case 'txt':
      for (const piece of inputScriptChunks(movie.inputs)) yield enc.encode(piece);
      return;
    case 'spx':
      for (const piece of spxChunks(movie)) yield enc.encode(piece);
      return;
    case 'bk2':
      yield* bk2Chunks(movie);
      return;
    case 'gmv':
      yield writeGmv(movie); // 3 bytes a frame: 30 MB at the frame limit, no text to build
      return;
  }
}

function decodeText(bytes: Uint8Array, fileName: string, limit: 'MAX_TEXT_FILE_BYTES' | 'MAX_JSON_FILE_BYTES'): { ok: true; value: string } | ReturnType<typeof failure> {
  if (bytes.length > LIMITS[limit].value) return pastLimit('importTooLarge', limit, fileName, 'file', 'The file');
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return failure('importNotText', fileName, 'file', 'The file is not UTF-8 text.');
  }
}

function copyMeta(meta: MovieMeta): MovieMeta {
  return { ...meta, level: { ...meta.level }, fixes: [...meta.fixes] };
}
