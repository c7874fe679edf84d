/**
 * What writing a movie in a format leaves out that a replay needs, one sentence each: the CLI's
 * `convert` prints them as warnings and the workbench's export shows them, so neither writes a
 * file that silently desyncs. An input script (.txt) holds player 1's pad only; neither it nor a
 * Gens movie (.gmv) can record the drop dash (no classic game has it), nor a real act's start
 * other than the boot route (MovieMeta.actStart). The settings a .txt never
 * holds (level, profile, character, fixes) are not listed: that is what an input script is.
 */
import { hasSecondPad } from '../model/inputWords.ts';
import type { Movie } from '../types.ts';
import type { MovieFormat } from './index.ts';

export function exportLosses(movie: Movie, format: MovieFormat): string[] {
  const lost: string[] = [];
  if (format === 'txt' && hasSecondPad(movie.inputs2)) {
    lost.push("an input script holds player 1's pad only; the second pad's input is not written");
  }
  if ((format === 'txt' || format === 'gmv') && movie.meta.dropDash === true) {
    lost.push(`a .${format} file cannot record the drop dash: turn it on again to replay it (--drop-dash, or the workbench's drop dash box)`);
  }
  if ((format === 'txt' || format === 'gmv') && movie.meta.actStart !== undefined) {
    lost.push(`a .${format} file cannot record where the act started (v_vbla_count ${movie.meta.actStart.vblank}, reached by ${movie.meta.actStart.route === 'actEnd' ? "the act before it played to its end" : 'a boot route'}): it replays from the boot route's start, where objects that read the counter may differ`);
  }
  return lost;
}
