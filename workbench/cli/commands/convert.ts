/** `subpixel convert <input> <output>`: between movie formats, chosen by file extension. */
import { detectFormat, exportMovieChunks, MOVIE_FORMATS } from '../../../movies/formats/index.ts';
import { exportLosses } from '../../../movies/formats/exportLosses.ts';
import { PastReadableSize, withinReadableSize } from '../../../movies/formats/readableSize.ts';
import { savestateRefusal } from '../../../movies/formats/savestateCarriage.ts';
import { parseArgs } from '../args.ts';
import { CliError } from '../cliError.ts';
import type { CliIo } from '../cliIo.ts';
import { readMovieFile } from '../loadMovie.ts';
import { writeFileAtomic } from '../writeFileAtomic.ts';
import { worldMeta } from '../../../movies/model/worldMeta.ts';
import { MOVE_FLAG_NAMES, MOVIE_DROP_DASH_HELP, WORLD_FLAG_NAMES, WORLD_OPTIONS_HELP, WORLD_OPTION_NAMES, levelFromArgs, worldOptionsFrom } from '../worldOptions.ts';

export const CONVERT_HELP = `usage: subpixel convert <input> <output> [options]
Converts a movie between formats; each file's format follows its extension:
.txt (input script), .spx (Subpixel movie), .bk2 (BizHawk), .gmv (Gens).
Formats that do not record the level, profile, character, fixes, partner or drop dash (.txt,
.gmv, foreign .bk2) take them from these options; writing .txt or .gmv drops them (with a
warning for the second pad's input and for the drop dash, which no classic game has). A movie
that starts from a savestate (.spx) converts to .spx only: no other format can carry it, and
the file would replay from the level start (refused):
${WORLD_OPTIONS_HELP}
${MOVIE_DROP_DASH_HELP}`;

export function convertCommand(argv: readonly string[], io: CliIo): number {
  const args = parseArgs(argv, [...WORLD_OPTION_NAMES], [...WORLD_FLAG_NAMES, ...MOVE_FLAG_NAMES]);
  const [input, output, ...extra] = args.positional;
  if (input === undefined || output === undefined || extra.length > 0) throw new CliError('expected exactly two files: <input> <output> (see --help)');
  const format = detectFormat(output);
  if (format === null) throw new CliError(`${output}: unknown output format (use ${MOVIE_FORMATS.map((f) => '.' + f).join(', ')})`);
  if (detectFormat(input) === null) throw new CliError(`${input}: unknown input format (use ${MOVIE_FORMATS.map((f) => '.' + f).join(', ')})`);
  const level = levelFromArgs(args, io.err);
  const movie = readMovieFile(input, worldMeta(level, worldOptionsFrom(args, level)), io.err);
  const refused = savestateRefusal(movie, format);
  if (refused !== null) throw new CliError(`${output}: ${refused}`);
  for (const lost of exportLosses(movie, format)) io.err(`warning: ${output}: ${lost}`);
  // Streamed: the file's pieces go to disk as they are made (a 10,000,000-frame movie is
  // never one file image in memory), and whole or not at all.
  try {
    writeFileAtomic(output, withinReadableSize(format, exportMovieChunks(movie, format)));
  } catch (e) {
    if (e instanceof PastReadableSize) throw new CliError(`${output}: ${e.message}`);
    throw e;
  }
  io.out(`${input} → ${output}: ${movie.inputs.length} frames`);
  return 0;
}
