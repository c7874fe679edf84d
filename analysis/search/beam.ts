/**
 * Beam search: each step expands every state of the beam by every choice, dedups the children
 * by state hash and keeps the `width` best by the objective's score (ties broken by a seeded
 * random key, so a seed decides which of equals survive). Stops at the first child that meets
 * the objective, at the horizon, or on a budget; returns the best candidate seen.
 */
import { Books, type SearchControl, type SearchResult, type StopReason } from './control.ts';
import type { Evaluator } from './evaluator.ts';
import { expandBatch } from './expandBatch.ts';
import { finish } from './bfs.ts';
import { Prng } from './prng.ts';
import { keyPartnerBase, stateKey, type SearchProblem, type TaskResult } from './problem.ts';

export interface BeamOptions {
  readonly width: number;
}

export async function beamSearch(problem: SearchProblem, control: SearchControl, evaluator: Evaluator, root: Int32Array, options: BeamOptions): Promise<SearchResult> {
  const books = new Books('beam', control);
  const rng = new Prng(control.seed);
  const a = problem.alphabet.length;
  const partnerBase = keyPartnerBase(problem.level, root);
  let beam: { snap: Int32Array; choices: Uint8Array }[] = [{ snap: root, choices: new Uint8Array(0) }];
  let best: { choices: Uint8Array; r: TaskResult } | null = null;
  let stopReason: StopReason = 'exhausted';
  search: for (let depth = 0; depth < problem.horizon; depth++) {
    const children: { snap: Int32Array; choices: Uint8Array; score: number; tie: number }[] = [];
    const seen = new Set<string>();
    const total = beam.length * a;
    for (let from = 0; from < total; ) {
      const stop = books.stop();
      if (stop !== null) {
        stopReason = stop;
        break search;
      }
      const count = Math.min(books.batch, total - from, books.statesLeft());
      const { tasks, paths } = expandBatch(beam, a, depth, from, count);
      from += count;
      const results = await evaluator.run(tasks);
      let found = false;
      for (let i = 0; i < results.length; i++) {
        const r = results[i];
        books.count(r.framesRun, r.score);
        if (best === null || r.score > best.r.score) best = { choices: paths[i], r };
        if (r.doneFrame >= 0) found = true;
        const key = stateKey(r.end, partnerBase);
        if (seen.has(key)) continue;
        seen.add(key);
        children.push({ snap: r.end, choices: paths[i], score: r.score, tie: rng.nextU32() });
      }
      books.report();
      if (found) {
        stopReason = 'found';
        break search;
      }
    }
    children.sort((x, y) => y.score - x.score || x.tie - y.tie);
    beam = children.slice(0, options.width);
    if (beam.length === 0) break;
  }
  return finish(problem, books, best, stopReason);
}
