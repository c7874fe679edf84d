/**
 * A genetic search in the manner of Celeste's Featherline: a population of fixed-length choice
 * lists evolves by crossover (one cut point), mutation (a few choices redrawn) and
 * simplification (a choice replaced by its neighbour's, so runs merge and movies stay short).
 * Elites survive unchanged. A child re-simulates only from its first changed choice: each
 * individual keeps the snapshot after every choice, and a child starts from its parent's
 * snapshot there (`reuseSavestates: false` replays from the root instead, for measurement).
 */
import { Books, type SearchControl, type SearchResult, type StopReason } from './control.ts';
import type { Evaluator } from './evaluator.ts';
import { finish } from './bfs.ts';
import { Prng } from './prng.ts';
import type { SearchProblem, Task, TaskResult } from './problem.ts';

export interface GeneticOptions {
  readonly population: number;
  readonly elites: number;
  /** Most generations (budgets usually end it first). */
  readonly generations: number;
  readonly reuseSavestates?: boolean;
  /** Generations without improvement after the objective was met before stopping (default 10). */
  readonly patience?: number;
}

interface Individual {
  readonly choices: Uint8Array;
  /** Snapshots after each choice; `valid` of them are usable. */
  segments: Int32Array;
  valid: number;
  r: TaskResult;
}

export async function geneticSearch(problem: SearchProblem, control: SearchControl, evaluator: Evaluator, root: Int32Array, options: GeneticOptions): Promise<SearchResult> {
  const books = new Books('genetic', control);
  const rng = new Prng(control.seed);
  const h = problem.horizon;
  const a = problem.alphabet.length;
  const len = root.length;
  const reuse = options.reuseSavestates ?? true;
  let stopReason: StopReason = 'exhausted';
  let best: { choices: Uint8Array; r: TaskResult } | null = null;

  const evaluate = async (jobs: { choices: Uint8Array; parent: Individual | null; from: number }[]): Promise<Individual[]> => {
    const tasks: Task[] = jobs.map((j) => {
      const from = reuse && j.parent !== null ? Math.min(j.from, j.parent.valid) : 0;
      const start = from === 0 ? root : j.parent!.segments.subarray((from - 1) * len, from * len);
      return { start, depth: from, choices: j.choices.subarray(from), keepSegments: true };
    });
    const results = await evaluator.run(tasks);
    return results.map((r, i) => {
      const job = jobs[i];
      const from = tasks[i].depth;
      const segments = new Int32Array(h * len);
      if (from > 0) segments.set(job.parent!.segments.subarray(0, from * len));
      if (r.segments !== null) segments.set(r.segments.subarray(0, r.segmentCount * len), from * len);
      books.count(r.framesRun, r.score);
      if (best === null || r.score > best.r.score) best = { choices: job.choices, r };
      return { choices: job.choices, segments, valid: from + r.segmentCount, r };
    });
  };

  // Initial population: runs of random length, so individuals start with some structure.
  const initial = [];
  for (let p = 0; p < options.population; p++) {
    const c = new Uint8Array(h);
    for (let i = 0; i < h; ) {
      const v = rng.int(a);
      for (let n = 1 + rng.int(8); n > 0 && i < h; n--) c[i++] = v;
    }
    initial.push({ choices: c, parent: null, from: 0 });
  }
  let pop = await evaluate(initial);
  books.report();

  let stale = 0;
  let lastBest = -Infinity;
  for (let g = 0; g < options.generations; g++) {
    const bestScore = best === null ? -Infinity : (best as { r: TaskResult }).r.score;
    stale = bestScore > lastBest ? 0 : stale + 1;
    lastBest = Math.max(lastBest, bestScore);
    if (best !== null && (best as { r: TaskResult }).r.doneFrame >= 0 && stale >= (options.patience ?? 10)) {
      stopReason = 'found';
      break;
    }
    const stop = books.stop();
    if (stop !== null) {
      stopReason = stop;
      break;
    }
    pop.sort((x, y) => y.r.score - x.r.score);
    const next: Individual[] = pop.slice(0, options.elites);
    const jobs: { choices: Uint8Array; parent: Individual | null; from: number }[] = [];
    const pick = (): Individual => {
      const x = pop[rng.int(pop.length)];
      const y = pop[rng.int(pop.length)];
      return x.r.score >= y.r.score ? x : y;
    };
    for (let tries = 0; next.length + jobs.length < options.population && tries < options.population * 20; tries++) {
      const parent = pick();
      const c = parent.choices.slice();
      let from = h;
      const op = rng.int(3);
      if (op === 0) {
        const other = pick();
        const cut = rng.int(h);
        for (let i = cut; i < h; i++) {
          if (c[i] !== other.choices[i] && from === h) from = i;
          c[i] = other.choices[i];
        }
      } else if (op === 1) {
        for (let m = 1 + rng.int(3); m > 0; m--) {
          const i = rng.int(h);
          const v = rng.int(a);
          if (c[i] !== v) {
            c[i] = v;
            if (i < from) from = i;
          }
        }
      } else {
        const i = 1 + rng.int(h - 1 || 1);
        if (i < h && c[i] !== c[i - 1]) {
          c[i] = c[i - 1];
          from = i;
        }
      }
      if (from === h) {
        // Nothing changed: redraw one choice so no evaluation is wasted on a copy.
        const i = rng.int(h);
        c[i] = (c[i] + 1 + rng.int(Math.max(1, a - 1))) % a;
        from = i;
      }
      // A parent that met its objective before the change passes its result on unchanged.
      if (parent.r.doneFrame >= 0 && parent.r.doneFrame < from * problem.granularity) continue;
      jobs.push({ choices: c, parent, from });
    }
    pop = next.concat(await evaluate(jobs));
    books.report();
  }
  return finish(problem, books, best, stopReason);
}
