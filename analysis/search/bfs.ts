/**
 * Breadth-first search over choice sequences with state-hash dedup: every distinct state
 * reachable in d choices is expanded before any in d + 1, so the first candidate that meets the
 * objective uses the fewest choices (and, among those, the earliest frame). Without a `done`
 * objective (maxX) it returns the best state seen when the budget or the horizon ends.
 */
import { Books, expandChoices, type SearchControl, type SearchResult, type StopReason } from './control.ts';
import type { Evaluator } from './evaluator.ts';
import { expandBatch, type SearchNode } from './expandBatch.ts';
import { keyPartnerBase, stateKey, type SearchProblem, type TaskResult } from './problem.ts';

export async function breadthFirstSearch(problem: SearchProblem, control: SearchControl, evaluator: Evaluator, root: Int32Array): Promise<SearchResult> {
  const books = new Books('bfs', control);
  const a = problem.alphabet.length;
  const partnerBase = keyPartnerBase(problem.level, root);
  const seen = new Set<string>([stateKey(root, partnerBase)]);
  let frontier: SearchNode[] = [{ snap: root, choices: new Uint8Array(0) }];
  let best: { choices: Uint8Array; r: TaskResult } | null = null;
  let stopReason: StopReason = 'exhausted';
  search: for (let depth = 0; depth < problem.horizon && frontier.length > 0; depth++) {
    const next: SearchNode[] = [];
    const total = frontier.length * a;
    for (let from = 0; from < total; ) {
      const stop = books.stop();
      if (stop !== null) {
        stopReason = stop;
        break search;
      }
      const count = Math.min(books.batch, total - from, books.statesLeft());
      const { tasks, paths } = expandBatch(frontier, a, depth, from, count);
      from += count;
      const results = await evaluator.run(tasks);
      let found = -1;
      for (let i = 0; i < results.length; i++) {
        const r = results[i];
        books.count(r.framesRun, r.score);
        if (best === null || r.score > best.r.score) best = { choices: paths[i], r };
        if (r.doneFrame >= 0) {
          found = i;
          continue;
        }
        const key = stateKey(r.end, partnerBase);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push({ snap: r.end, choices: paths[i] });
      }
      books.report();
      if (found >= 0) {
        stopReason = 'found';
        break search;
      }
    }
    frontier = next;
  }
  return finish(problem, books, best, stopReason);
}

/** Builds the SearchResult from the best candidate. */
export function finish(
  problem: SearchProblem,
  books: Books,
  best: { choices: ArrayLike<number>; r: Pick<TaskResult, 'score' | 'doneFrame' | 'message'> } | null,
  stopReason: StopReason,
): SearchResult {
  const r = best?.r;
  const found = r !== undefined && r.doneFrame >= 0;
  return {
    algorithm: books.algorithm,
    found,
    score: r?.score ?? -Infinity,
    inputs: best === null ? new Uint8Array(0) : expandChoices(best.choices, problem.alphabet, problem.granularity, found ? r!.doneFrame + 1 : -1),
    doneFrame: r?.doneFrame ?? -1,
    message: r?.message ?? '',
    framesSimulated: books.framesSimulated,
    states: books.states,
    seconds: books.seconds,
    stopReason: found ? 'found' : stopReason === 'found' ? 'exhausted' : stopReason,
  };
}
