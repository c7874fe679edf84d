/**
 * Reads a movie file of any supported format (by extension) into a Movie. Formats without our
 * metadata take the level, profile, character and fixes from the command line options.
 * Errors are one line naming the file and the line, byte offset or JSON path.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { importMovie } from '../../movies/formats/index.ts';
import { movieLevelRef } from '../../movies/formats/levelRef.ts';
import type { Movie, MovieMeta } from '../../movies/types.ts';
import type { Level } from '../../engine/level/types.ts';
import type { WorldOptions } from '../../engine/world/world.ts';
import { CliError } from './cliError.ts';

/** Movie files above this size are refused before reading (formats cap themselves too). */
const MAX_MOVIE_FILE_BYTES = 256 * 1024 * 1024;

export function defaultMeta(level: Level, options: WorldOptions): MovieMeta {
  return {
    level: movieLevelRef(level),
    profile: options.profile ?? level.profile,
    character: options.character ?? level.start.character,
    fixes: [...(options.fixes ?? [])],
    author: '',
    rerecords: 0,
    created: '',
    modified: '',
    notes: '',
  };
}

export function readMovieFile(path: string, defaults: MovieMeta, warn: (line: string) => void): Movie {
  let bytes: Uint8Array;
  try {
    if (statSync(path).size > MAX_MOVIE_FILE_BYTES) throw new CliError(`${path}: file is larger than ${MAX_MOVIE_FILE_BYTES} bytes`);
    bytes = readFileSync(path);
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliError(`${path}: cannot read the file`);
  }
  const result = importMovie(basename(path), bytes, defaults);
  if (!result.ok) throw new CliError(`${path}: ${result.error.where}: ${result.error.message}`);
  for (const w of result.warnings) warn(`warning: ${path}: ${w.where}: ${w.message}`);
  return result.value;
}
