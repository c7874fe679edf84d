/**
 * The movie a `realgame` verb plays, checked against the real game it is to play on: a movie of
 * a Sonic 1 act (the act it records, or `--level s1:ACT` for a format that records none), of the
 * ROM's revision, with its objects, as Sonic with the original bugs, from the act's start. Each
 * thing the real game cannot be is refused in one line saying why.
 */
import type { Level } from '../../engine/level/types.ts';
import type { MovieMeta } from '../../movies/types.ts';
import type { RealGame } from '../../realgame/realGameSession.ts';
import type { ParsedArgs } from './args.ts';
import { CliError } from './cliError.ts';
import type { CliIo } from './cliIo.ts';
import { disasmOptionsFrom, importS1Act, s1RunSource, S1_LEVEL_PREFIX } from './disasmLevels.ts';
import type { S1ActRunSource } from '../../engine/games/s1/s1ActRun.ts';
import { readMovieFile } from './loadMovie.ts';
import { levelForMovie } from './movieLevel.ts';
import { worldMeta } from '../../movies/model/worldMeta.ts';
import { unplayableOnRealGame } from '../../realgame/playableMovie.ts';
import { movieLevelRef } from '../../movies/formats/levelRef.ts';

export interface RealGameMovie {
  readonly path: string;
  /** The act id (`ghz1`). */
  readonly act: string;
  readonly inputs: Uint8Array;
  /** The engine's level of the act (with objects, the ROM's revision). */
  readonly level: Level;
  /** The movie's own metadata (its author and rerecord count go into an export). */
  readonly meta: MovieMeta;
  /** The checkout's acts, for a movie that plays on across its act's end. */
  readonly run: S1ActRunSource;
}

/** The movie at `path` (default: the first positional argument). */
export function realGameMovie(args: ParsedArgs, game: RealGame, io: CliIo, path: string | undefined = args.positional[0]): RealGameMovie {
  if (path === undefined) throw new CliError('missing <movie> (see --help)');
  const given = disasmOptionsFrom(args, io.err);
  if (given.revision !== undefined && given.revision !== game.rom.revision) {
    throw new CliError(`option --rev ${given.revision}: ${game.romPath} is REV0${game.rom.revision}`);
  }
  const disasm = { ...given, revision: game.rom.revision };
  const levelArg = args.options.get('level');
  if (!disasm.objects) throw new CliError('option --no-objects: the real game always has its objects; a movie made without them cannot be played on it');
  if (levelArg !== undefined && !levelArg.startsWith(S1_LEVEL_PREFIX)) throw new CliError(`option --level: the real game plays Sonic 1's acts (${S1_LEVEL_PREFIX}ACT), not "${levelArg}"`);
  const optionAct = levelArg?.slice(S1_LEVEL_PREFIX.length);
  const optionLevel = optionAct === undefined ? null : importS1Act(optionAct, disasm).level;
  const movie = readMovieFile(path, optionLevel === null ? worldMetaless() : worldMeta(optionLevel, {}), io.err);
  const act = movie.meta.level.act;
  if (act === undefined && optionLevel === null) throw new CliError(`${path}: the movie records no act: give --level ${S1_LEVEL_PREFIX}ACT`);
  // The rules the workbench and the server check too (realgame/playableMovie.ts), on the act the
  // movie records or the --level one.
  const facts = { meta: { ...movie.meta, level: act !== undefined ? movie.meta.level : movieLevelRef(optionLevel!) }, savestate: movie.savestate !== undefined && movie.savestate !== null, inputs: movie.inputs };
  const why = unplayableOnRealGame(facts, game.rom.revision);
  if (why !== null) {
    // A savestate and a frame say where they are in the message itself.
    throw new CliError(why.code === 'savestate' || why.code === 'startPressed' ? `${path}: ${why.message}` : `${path}: ${why.where}: ${why.message}`);
  }
  // A movie that records its act is rebuilt as it records it (its revision was checked above).
  const level = levelForMovie(movie, levelArg, path, levelArg !== undefined ? disasm : given);
  const actId = act?.id ?? optionAct!;
  return { path, act: actId, inputs: movie.inputs, level, meta: movie.meta, run: s1RunSource(disasm) };
}

/** Defaults for a movie format without our metadata when no --level was given (refused above). */
function worldMetaless() {
  return { level: { name: '', hash: 0 }, profile: 's1' as const, character: 'sonic' as const, fixes: [], author: '', rerecords: 0, created: '', modified: '', notes: '' };
}
