/**
 * `subpixel verify --movie M`: replays a movie and checks the state hashes it stores (its desync
 * guard). Exit 0 when every checkpoint matches, 1 at the first desync, 2 for bad input.
 * `--write out.spx` records fresh checkpoints into a copy of the movie.
 */
import { actStartOptions } from '../../../movies/formats/actStartRef.ts';
import { isCharacterId, isProfileId } from '../../../engine/profiles/ids.ts';
import { isQuirkId } from '../../../engine/quirks/catalogue.ts';
import { inputWords } from '../../../movies/model/inputWords.ts';
import { startFactory, startRefusal } from '../../../movies/model/movieStart.ts';
import { exportMovieChunks } from '../../../movies/formats/index.ts';
import { writeFileAtomic } from '../writeFileAtomic.ts';
import { DEFAULT_CHECKPOINT_EVERY, recordCheckpoints, verifyCheckpoints } from '../../../movies/model/syncGuard.ts';
import { intOption, parseArgs } from '../args.ts';
import { CliError, EXIT_FAILED } from '../cliError.ts';
import type { CliIo } from '../cliIo.ts';
import { readMovieFile } from '../loadMovie.ts';
import { worldMeta } from '../../../movies/model/worldMeta.ts';
import { levelForMovie } from '../movieLevel.ts';
import { MOVE_FLAG_NAMES, MOVIE_DROP_DASH_HELP, WORLD_FLAG_NAMES, WORLD_OPTIONS_HELP, WORLD_OPTION_NAMES, checkPartner, loadLevelArg, worldOptionsFrom } from '../worldOptions.ts';
import { disasmOptionsFrom } from '../disasmLevels.ts';

export const VERIFY_HELP = `usage: subpixel verify --movie <file> [--write <out.spx>] [--every N] [options]
Replays the movie and compares the state hashes stored in it (the desync guard) with the
engine's. Prints one JSON line: {"frames", "checkpoints", "firstDesync" (frame or null), "hash"}.
Exit code 0: in sync; 1: the first desync frame is reported; 2: bad arguments or file.
The movie is replayed with the settings it records (level, profile, character, fixes, partner,
drop dash), from the savestate it starts from when it has one (.spx; --write keeps it); the
options below stand in only for what its format does not record.
  --write <out.spx>   write a copy of the movie with fresh checkpoints every N frames
  --every N           checkpoint spacing for --write (default ${DEFAULT_CHECKPOINT_EVERY})
${WORLD_OPTIONS_HELP}
${MOVIE_DROP_DASH_HELP}`;

export function verifyCommand(argv: readonly string[], io: CliIo): number {
  const args = parseArgs(argv, [...WORLD_OPTION_NAMES, 'movie', 'write', 'every'], [...WORLD_FLAG_NAMES, ...MOVE_FLAG_NAMES]);
  const path = args.options.get('movie') ?? args.positional[0];
  if (path === undefined) throw new CliError('missing --movie <file> (see --help)');
  const disasm = disasmOptionsFrom(args, io.err);
  // Only for the metadata of formats without ours; the movie's own level is found below.
  const optionLevel = loadLevelArg(args.options.get('level'), args.options.has('level') ? disasm : undefined);
  const movie = readMovieFile(path, worldMeta(optionLevel, worldOptionsFrom(args, optionLevel)), io.err);
  const level = levelForMovie(movie, args.options.get('level'), path, disasm);
  const { profile, character } = movie.meta;
  if (!isProfileId(profile)) throw new CliError(`${path}: meta.profile: unknown profile "${profile}"`);
  if (!isCharacterId(character)) throw new CliError(`${path}: meta.character: unknown character "${character}"`);
  const fixes = movie.meta.fixes.filter(isQuirkId);
  const partner = checkPartner(level, movie.meta.partner ?? null, `${path}: meta.partner`);
  const dropDash = movie.meta.dropDash === true;
  const start = startFactory(level, { profile, character, fixes, partner, dropDash, ...actStartOptions(movie.meta) }, movie.savestate ?? null);
  if (!start.ok) throw new CliError(`${path}: savestate: ${startRefusal(start.error)}`);
  const factory = start.value;
  const words = inputWords(movie);
  const firstDesync = verifyCheckpoints(factory, words, movie.checkpoints);
  const end = factory();
  for (const input of words) end.step(input);
  io.out(JSON.stringify({ frames: movie.inputs.length, checkpoints: movie.checkpoints.length, firstDesync, hash: end.hash() }));
  const out = args.options.get('write');
  if (out !== undefined) {
    const every = intOption(args, 'every', DEFAULT_CHECKPOINT_EVERY);
    if (every === 0) throw new CliError('option --every: must be at least 1');
    const copy = { ...movie, checkpoints: recordCheckpoints(factory, words, every) };
    writeFileAtomic(out, exportMovieChunks(copy, 'spx'));
  }
  if (firstDesync !== null) {
    io.err(`${path}: desync at frame ${firstDesync}: the stored hash differs from the engine's`);
    return EXIT_FAILED;
  }
  return 0;
}
