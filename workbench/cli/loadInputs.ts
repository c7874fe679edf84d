/**
 * --inputs: an input script (.txt, CONTRACTS §3) or any movie file the movies module imports
 * (.spx, .bk2, .gmv). Errors name the file and the line or byte. A movie that starts from a
 * savestate (.spx) plays from it: `worldAtMovieStart` builds the world there, or refuses.
 */
import type { Level } from '../../engine/level/types.ts';
import type { World, WorldOptions } from '../../engine/world/world.ts';
import { startRefusal, worldAtStart } from '../../movies/model/movieStart.ts';
import { CliError } from './cliError.ts';
import { inputWords } from '../../movies/model/inputWords.ts';
import { readMovieFile } from './loadMovie.ts';
import { worldMeta } from '../../movies/model/worldMeta.ts';
import { actStartOptions } from '../../movies/formats/actStartRef.ts';

/** The engine's input words (player 1, and a movie's second pad in bits 8..15). */
export function loadInputs(path: string | undefined, level: Level, options: WorldOptions, warn: (line: string) => void): Uint16Array {
  return loadMovieInputs(path, level, options, warn).words;
}

/**
 * What a movie plays: its input words, from the savestate it starts from (null: the level
 * start), on the act start it records (meta.actStart: the world option it gives, none for the
 * boot route's).
 */
export interface MovieInputs {
  readonly words: Uint16Array;
  readonly savestate: Int32Array | null;
  readonly startOptions: Pick<WorldOptions, 'vblank'>;
}

/** The movie's input words and start savestate (none given: no buttons, from the level start). */
export function loadMovieInputs(path: string | undefined, level: Level, options: WorldOptions, warn: (line: string) => void): MovieInputs {
  if (path === undefined) return { words: new Uint16Array(0), savestate: null, startOptions: {} };
  const movie = readMovieFile(path, worldMeta(level, options), warn);
  return { words: inputWords(movie), savestate: movie.savestate ?? null, startOptions: actStartOptions(movie.meta) };
}

/**
 * A world at the start of the movie at `path` (movies/model/movieStart.ts) on `level` with
 * `options`, or one line saying why its savestate does not fit them.
 */
export function worldAtMovieStart(path: string, level: Level, options: WorldOptions, savestate: Int32Array | null): World {
  const w = worldAtStart(level, options, savestate);
  if (!w.ok) throw new CliError(`${path}: savestate: ${startRefusal(w.error)}`);
  return w.value;
}
