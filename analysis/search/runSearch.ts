/**
 * One entry point for every search: configure the evaluator, build the start snapshot, run the
 * algorithm, turn the best candidate into a movie and verify it by replaying it from its start.
 * A result whose replay does not confirm it is never reported as found.
 */
import { beamSearch } from './beam.ts';
import { breadthFirstSearch } from './bfs.ts';
import type { SearchControl, SearchResult } from './control.ts';
import { LocalEvaluator, type Evaluator } from './evaluator.ts';
import { geneticSearch } from './genetic.ts';
import { describeMiss } from './bestAttempt.ts';
import { resultToGlitchMovie, verifyGlitchMovie, type GlitchMovie } from './glitchMovie.ts';
import { Runner, type SearchProblem } from './problem.ts';
import { NO_PLAYER_2 } from './searchPlayer.ts';

export type Algorithm =
  | { readonly kind: 'bfs' }
  | { readonly kind: 'beam'; readonly width: number }
  | { readonly kind: 'genetic'; readonly population: number; readonly elites: number; readonly generations: number; readonly reuseSavestates?: boolean };

export interface VerifiedSearch {
  readonly result: SearchResult;
  /** The movie reproducing the result from its start; null when nothing was found or it did not verify. */
  readonly movie: GlitchMovie | null;
  readonly verification: { readonly ok: boolean; readonly message: string };
  /**
   * When the goal was not reached: the best attempt's movie (its message, in `result.message`,
   * says how close it came), so it can be looked at; null otherwise.
   */
  readonly best: GlitchMovie | null;
}

export async function runSearch(problem: SearchProblem, algorithm: Algorithm, control: SearchControl, evaluator: Evaluator = new LocalEvaluator()): Promise<VerifiedSearch> {
  if (problem.alphabet.length === 0 || problem.alphabet.length > 256) throw new Error('the alphabet needs 1 to 256 inputs');
  if (problem.granularity < 1 || problem.horizon < 1) throw new Error('granularity and horizon must be at least 1');
  if (problem.player === 2 && !problem.world.partner) throw new Error(NO_PLAYER_2);
  await evaluator.configure({ level: problem.level, world: problem.world, alphabet: problem.alphabet, granularity: problem.granularity, objective: problem.objective, player: problem.player ?? 1 });
  const root = new Runner(problem).startSnapshot(problem);
  let result: SearchResult;
  switch (algorithm.kind) {
    case 'bfs':
      result = await breadthFirstSearch(problem, control, evaluator, root);
      break;
    case 'beam':
      result = await beamSearch(problem, control, evaluator, root, algorithm);
      break;
    case 'genetic':
      result = await geneticSearch(problem, control, evaluator, root, algorithm);
      break;
  }
  const worthAMovie = result.found || (problem.objective.kind === 'maxX' && result.inputs.length > 0);
  if (!worthAMovie) {
    if (result.inputs.length === 0) return { result, movie: null, verification: { ok: false, message: 'nothing found' }, best: null };
    const best = resultToGlitchMovie(problem, result, 'best attempt (goal not reached)');
    const message = describeMiss(problem, best, result.states);
    return { result: { ...result, message }, movie: null, verification: { ok: false, message }, best };
  }
  const notes = problem.objective.kind === 'detector' ? `expect: ${problem.objective.id}\n${result.message}` : result.message;
  const movie = resultToGlitchMovie(problem, result, notes);
  const verification = verifyGlitchMovie(problem, result, movie);
  return { result: verification.ok ? result : { ...result, found: false }, movie: verification.ok ? movie : null, verification, best: null };
}
