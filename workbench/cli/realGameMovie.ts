/**
 * The movie a `realgame` verb plays, checked against the real game it is to play on: a movie of
 * a Sonic 1 act (the act it records, or `--level s1:ACT` for a format that records none), of the
 * ROM's revision, with its objects, as Sonic with the original bugs, from the act's start. Each
 * thing the real game cannot be is refused in one line saying why.
 */
import type { Level } from '../../engine/level/types.ts';
import type { RealGame } from '../../realgame/realGameSession.ts';
import type { ParsedArgs } from './args.ts';
import { CliError } from './cliError.ts';
import type { CliIo } from './cliIo.ts';
import { disasmOptionsFrom, importS1Act, S1_LEVEL_PREFIX } from './disasmLevels.ts';
import { readMovieFile } from './loadMovie.ts';
import { levelForMovie } from './movieLevel.ts';
import { worldMeta } from '../../movies/model/worldMeta.ts';
import { BTN_START } from '../../engine/input.ts';

export interface RealGameMovie {
  readonly path: string;
  /** The act id (`ghz1`). */
  readonly act: string;
  readonly inputs: Uint8Array;
  /** The engine's level of the act (with objects, the ROM's revision). */
  readonly level: Level;
}

export function realGameMovie(args: ParsedArgs, game: RealGame, io: CliIo): RealGameMovie {
  const path = args.positional[0];
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
  if (act !== undefined) {
    if (act.game !== 's1') throw new CliError(`${path}: meta.level.act: a ${act.game} act; this real game is Sonic 1`);
    if (!act.objects) throw new CliError(`${path}: meta.level.act: made without the act's objects; the real game always has them`);
    if (act.revision !== game.rom.revision) {
      throw new CliError(`${path}: meta.level.act: made on REV0${act.revision}, but ${game.romPath} is REV0${game.rom.revision}`);
    }
  }
  // A movie that records its act is rebuilt as it records it (its revision was checked above).
  const level = levelForMovie(movie, levelArg, path, levelArg !== undefined ? disasm : given);
  if (movie.savestate !== undefined && movie.savestate !== null) throw new CliError(`${path}: the movie starts from a savestate, which the real game cannot load: only movies from an act's start play on it`);
  if (movie.meta.fixes.length > 0) throw new CliError(`${path}: meta.fixes: made with ${movie.meta.fixes.join(', ')} fixed; the real game has every original bug`);
  if (movie.meta.profile !== 's1' || movie.meta.character !== 'sonic') throw new CliError(`${path}: meta: made as ${movie.meta.character} with the ${movie.meta.profile} profile; the real game is Sonic 1's Sonic`);
  if (movie.meta.partner !== undefined) throw new CliError(`${path}: meta.partner: Sonic 1 has no player 2`);
  if (movie.meta.dropDash === true) throw new CliError(`${path}: meta.dropDash: the drop dash is Sonic Mania's; Sonic 1 has none`);
  const start = movie.inputs.findIndex((b) => (b & BTN_START) !== 0);
  if (start >= 0) throw new CliError(`${path}: frame ${start} presses Start: the real game pauses there, which the engine does not model`);
  const actId = act?.id ?? optionAct!;
  return { path, act: actId, inputs: movie.inputs, level };
}

/** Defaults for a movie format without our metadata when no --level was given (refused above). */
function worldMetaless() {
  return { level: { name: '', hash: 0 }, profile: 's1' as const, character: 'sonic' as const, fixes: [], author: '', rerecords: 0, created: '', modified: '', notes: '' };
}
