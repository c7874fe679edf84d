/**
 * --inputs: an input script (.txt, CONTRACTS §3) or any movie file the movies module imports
 * (.spx, .bk2, .gmv). Errors name the file and the line or byte.
 */
import type { Level } from '../../engine/level/types.ts';
import type { WorldOptions } from '../../engine/world/world.ts';
import { defaultMeta, readMovieFile } from './loadMovie.ts';

export function loadInputs(path: string | undefined, level: Level, options: WorldOptions, warn: (line: string) => void): Uint8Array {
  if (path === undefined) return new Uint8Array(0);
  return readMovieFile(path, defaultMeta(level, options), warn).inputs;
}
