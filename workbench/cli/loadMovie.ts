/**
 * Reads a movie file of any supported format (by extension) into a Movie. Formats without our
 * metadata take the level, profile, character, fixes, partner and drop dash from `defaults`
 * (the command line options' world: movies/model/worldMeta.ts).
 * Errors are one line naming the file and the line, byte offset or JSON path.
 */
import { basename } from 'node:path';
import { detectFormat, importMovie, FILE_SIZE_LIMIT } from '../../movies/formats/index.ts';
import { LIMITS, limitText } from '../../movies/formats/limits.ts';
import type { Movie, MovieMeta } from '../../movies/types.ts';
import { CliError } from './cliError.ts';
import { readBoundedFile } from './readBoundedFile.ts';

export function readMovieFile(path: string, defaults: MovieMeta, warn: (line: string) => void): Movie {
  // Refused by size before reading: each format's own file limit (an unknown extension is
  // refused by importMovie, so the largest limit only bounds the read).
  const format = detectFormat(path);
  const limit = format === null ? 'MAX_TEXT_FILE_BYTES' : FILE_SIZE_LIMIT[format];
  const bytes = readBoundedFile(path, LIMITS[limit].value, limitText(limit));
  const result = importMovie(basename(path), bytes, defaults);
  if (!result.ok) throw new CliError(`${path}: ${result.error.where}: ${result.error.message}`);
  for (const w of result.warnings) warn(`warning: ${path}: ${w.where}: ${w.message}`);
  return result.value;
}
