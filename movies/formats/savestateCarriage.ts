/**
 * Which formats can carry the engine savestate a movie starts from (Movie.savestate): `.spx`
 * only. A BizHawk `.bk2`, a Gens `.gmv` and an input script `.txt` start at power-on or the level
 * start and have no place for the engine's state, so such a movie written there would replay
 * another run from its first frame: it is refused (one line saying why), never written.
 */
import type { Movie } from '../types.ts';
import type { MovieFormat } from './index.ts';

/** Why `movie` cannot be written as `format`, or null when it can. */
export function savestateRefusal(movie: Movie, format: MovieFormat): string | null {
  if (movie.savestate === undefined || format === 'spx') return null;
  return `a .${format} file cannot carry the engine savestate this movie starts from, so it would replay from the level start instead: export it as .spx, which keeps the savestate`;
}
