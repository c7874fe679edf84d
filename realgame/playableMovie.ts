/**
 * Whether a movie can be played on the real game, and if not the first reason why, as a value:
 * a movie of a Sonic 1 act, made on the ROM's revision, with the act's objects, as Sonic with
 * every original bug, from the act's start (no savestate), with no player 2, no drop dash and no
 * Start press (the game pauses there, which the engine does not model). The workbench's Real
 * game panel asks it before it sends a movie (so it can say why without a server), the server
 * asks it again of what it received. Pure: no Node, no console (the browser bundle imports it).
 *
 * The CLI's `realgame` verbs refuse by it too (workbench/cli/realGameMovie.ts): the caller puts
 * its own name in front of the line (the CLI the movie's path, the server "movie").
 */
import { BTN_START } from '../engine/input.ts';
import type { MovieMeta } from '../movies/types.ts';

export type UnplayableCode =
  | 'notRealAct' | 'otherGame' | 'noObjects' | 'otherRevision' | 'savestate' | 'fixes' | 'notSonic' | 'partner' | 'dropDash' | 'startPressed';

export interface Unplayable {
  readonly code: UnplayableCode;
  /** Where in the movie: a meta path (`meta.fixes`) or `frame 120`. */
  readonly where: string;
  readonly message: string;
}

/** What the check reads of a movie (the workbench has it without the movie's bytes). */
export interface MovieFacts {
  readonly meta: Pick<MovieMeta, 'level' | 'profile' | 'character' | 'fixes' | 'partner' | 'dropDash'>;
  /** The movie starts from a savestate (Movie.savestate, or the workbench's savestateStart). */
  readonly savestate: boolean;
  /** The inputs, when the caller has them (the Start check); absent: not checked. */
  readonly inputs?: ArrayLike<number>;
}

/** Null when the movie plays on a real game of ROM revision `revision`; else why not. */
export function unplayableOnRealGame(movie: MovieFacts, revision: number): Unplayable | null {
  const meta = movie.meta;
  const act = meta.level.act;
  const no = (code: UnplayableCode, where: string, message: string): Unplayable => ({ code, where, message });
  if (act === undefined) return no('notRealAct', 'meta.level', `made on "${meta.level.name}", not on a real act: the real game plays Sonic 1's acts (load one from the disassembly folder)`);
  if (act.game !== 's1') return no('otherGame', 'meta.level.act', `a ${act.game} act; this real game is Sonic 1`);
  if (!act.objects) return no('noObjects', 'meta.level.act', "made without the act's objects; the real game always has them");
  if (act.revision !== revision) return no('otherRevision', 'meta.level.act', `made on REV0${act.revision}, but the ROM is REV0${revision}`);
  if (movie.savestate) return no('savestate', 'savestate', "the movie starts from a savestate, which the real game cannot load: only movies from an act's start play on it");
  if (meta.fixes.length > 0) return no('fixes', 'meta.fixes', `made with ${meta.fixes.join(', ')} fixed; the real game has every original bug`);
  if (meta.profile !== 's1' || meta.character !== 'sonic') return no('notSonic', 'meta', `made as ${meta.character} with the ${meta.profile} profile; the real game is Sonic 1's Sonic`);
  if (meta.partner !== undefined) return no('partner', 'meta.partner', 'Sonic 1 has no player 2');
  if (meta.dropDash === true) return no('dropDash', 'meta.dropDash', "the drop dash is Sonic Mania's; Sonic 1 has none");
  const inputs = movie.inputs;
  if (inputs !== undefined) {
    for (let f = 0; f < inputs.length; f++) {
      if ((inputs[f] & BTN_START) !== 0) return no('startPressed', `frame ${f}`, `frame ${f} presses Start: the real game pauses there, which the engine does not model`);
    }
  }
  return null;
}
