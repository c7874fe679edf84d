/**
 * The level a movie plays on: --level when given, else the built-in level the movie names.
 * A movie made on a different level (content hash) is refused: replaying it would desync.
 */
import { BUILTIN_LEVELS, listBuiltinLevels, loadBuiltinLevel } from '../../engine/level/builtin/index.ts';
import type { Level } from '../../engine/level/types.ts';
import type { Movie } from '../../movies/types.ts';
import { CliError } from './cliError.ts';
import { loadLevelArg } from './worldOptions.ts';

export function levelForMovie(movie: Movie, levelArg: string | undefined, moviePath: string): Level {
  let level: Level;
  if (levelArg !== undefined) level = loadLevelArg(levelArg);
  else {
    const name = movie.meta.level.name;
    const key = Object.hasOwn(BUILTIN_LEVELS, name) ? name : listBuiltinLevels().find((l) => l.title === name)?.name;
    if (key === undefined) throw new CliError(`${moviePath}: meta.level: the movie was made on level "${name}", which is not built in; pass --level <file.json>`);
    level = loadBuiltinLevel(key);
  }
  const want = movie.meta.level.hash >>> 0;
  if (want !== 0 && want !== level.hash >>> 0) {
    throw new CliError(
      `${moviePath}: meta.level.hash: the movie was made on level "${movie.meta.level.name}" with hash ${hex(want)}, the level given has hash ${hex(level.hash)}`,
    );
  }
  return level;
}

function hex(v: number): string {
  return (v >>> 0).toString(16).padStart(8, '0');
}
