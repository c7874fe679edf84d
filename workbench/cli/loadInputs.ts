/**
 * --inputs: an input script (.txt, CONTRACTS §3) or any movie file the movies module imports
 * (.spx, .bk2, .gmv). Errors name the file and the line or byte.
 */
import type { Level } from '../../engine/level/types.ts';
import type { WorldOptions } from '../../engine/world/world.ts';
import { inputWords } from '../../movies/model/inputWords.ts';
import { readMovieFile } from './loadMovie.ts';
import { worldMeta } from '../../movies/model/worldMeta.ts';

/** The engine's input words (player 1, and a movie's second pad in bits 8..15). */
export function loadInputs(path: string | undefined, level: Level, options: WorldOptions, warn: (line: string) => void): Uint16Array {
  if (path === undefined) return new Uint16Array(0);
  return inputWords(readMovieFile(path, worldMeta(level, options), warn));
}
