/**
 * A search's result as `subpixel search` prints it, in one JSON-able shape the local command and
 * the queue's workers both make (so the two print the same), and the search's restarts: restart
 * i is the same search with seed + i, the best of them the answer (assemble.ts bestOutcome).
 * One restart is the plain search.
 */
import { writeGlitchSpx } from '../search/glitchMovie.ts';
import { runSearch, type Algorithm, type VerifiedSearch } from '../search/runSearch.ts';
import type { SearchControl } from '../search/control.ts';
import type { Evaluator } from '../search/evaluator.ts';
import type { SearchProblem } from '../search/problem.ts';
import { inputToLetters } from '../../engine/input.ts';
import { bestOutcome } from './assemble.ts';
import type { SearchOutcome } from './runSpec.ts';

export function searchOutcome(v: VerifiedSearch): SearchOutcome {
  const r = v.result;
  return {
    found: r.found,
    score: r.score,
    doneFrame: r.doneFrame,
    message: r.message,
    inputs: Array.from(r.inputs, inputToLetters),
    framesSimulated: r.framesSimulated,
    states: r.states,
    seconds: r.seconds,
    stopReason: r.stopReason,
    verified: v.verification.ok,
    spx: v.movie === null ? null : writeGlitchSpx(v.movie),
  };
}

/** Restart i's seed. */
export function restartSeed(seed: number, restart: number): number {
  return seed + restart;
}

/**
 * The restarts one after another on one evaluator, and the best. A signal stops the restart it
 * interrupts (which returns its best so far, as a search does) and the ones after it.
 */
export async function searchWithRestarts(
  problem: SearchProblem,
  algorithm: Algorithm,
  control: SearchControl,
  restarts: number,
  evaluator: Evaluator,
): Promise<{ outcome: SearchOutcome; restart: number }> {
  const outcomes: SearchOutcome[] = [];
  for (let i = 0; i < restarts; i++) {
    outcomes.push(searchOutcome(await runSearch(problem, algorithm, { ...control, seed: restartSeed(control.seed, i) }, evaluator)));
    if (control.signal?.aborted) break;
  }
  const best = bestOutcome(outcomes);
  return { outcome: outcomes[best], restart: best };
}
