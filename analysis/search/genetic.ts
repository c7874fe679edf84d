/**
 * A genetic search in the manner of Celeste's Featherline: a population of fixed-length choice
 * lists evolves by crossover (one cut point), mutation (a few choices redrawn) and
 * simplification (a choice replaced by its neighbour's, so runs merge and movies stay short).
 * Elites survive unchanged. A child re-simulates only from its first changed choice: each
 * individual keeps the state after every choice in the evaluator's kept store (keptBatch.ts;
 * this side holds only slot numbers), and a child starts from its parent's state there
 * (`reuseSavestates: false` replays from the root instead, for measurement).
 */
import { Books, type SearchControl, type SearchResult, type StopReason } from './control.ts';
import type { Evaluator } from './evaluator.ts';
import { finish } from './bfs.ts';
import { Prng } from './prng.ts';
import type { SearchProblem } from './problem.ts';
import { keptOn, type KeptJob, type KeptResult } from './keptBatch.ts';

export interface GeneticOptions {
  readonly population: number;
  readonly elites: number;
  /** Most generations (a budget usually ends it first; Infinity: only the budget does). */
  readonly generations: number;
  readonly reuseSavestates?: boolean;
  /** Generations without improvement after the objective was met before stopping (default 10). */
  readonly patience?: number;
}

interface Individual {
  readonly choices: Uint8Array;
  /** Slot of the evaluator's kept store holding the state after each choice. */
  readonly slot: number;
  /** States of the slot that are usable (fewer than the horizon when the objective was met). */
  readonly valid: number;
  readonly r: KeptResult;
}

export async function geneticSearch(problem: SearchProblem, control: SearchControl, evaluator: Evaluator, root: Int32Array, options: GeneticOptions): Promise<SearchResult> {
  const books = new Books('genetic', control);
  const rng = new Prng(control.seed);
  const h = problem.horizon;
  const a = problem.alphabet.length;
  const reuse = options.reuseSavestates ?? true;
  let stopReason: StopReason = 'exhausted';
  let best: { choices: Uint8Array; r: KeptResult } | null = null;

  // The current population and the children being evaluated each hold a slot; a slot is freed
  // when its individual leaves the population (after its children were evaluated).
  const slots = 2 * Math.max(1, options.population);
  const store = keptOn(evaluator);
  await store.open(root, slots, h);
  const free: number[] = [];
  for (let i = slots - 1; i >= 0; i--) free.push(i);

  /**
   * `dying`: parents that leave the population after this batch. Each one's slot goes to its
   * child resuming latest, which then writes over the parent's states in place instead of
   * copying the prefix to a fresh slot (the copy was ~6% of a generation). Safe because the
   * siblings only read the parent's states before their own, earlier or equal, resume point.
   */
  const evaluate = async (jobs: { choices: Uint8Array; parent: Individual | null; from: number }[], dying: ReadonlySet<Individual>): Promise<Individual[]> => {
    const froms = jobs.map((j) => (reuse && j.parent !== null ? Math.min(j.from, j.parent.valid) : 0));
    const heir = new Map<Individual, number>();
    jobs.forEach((j, i) => {
      if (j.parent === null || froms[i] === 0 || !dying.has(j.parent)) return;
      const was = heir.get(j.parent);
      if (was === undefined || froms[i] > froms[was]) heir.set(j.parent, i);
    });
    const inherits = new Set(heir.values());
    const kept: KeptJob[] = jobs.map((j, i) => {
      const from = froms[i];
      const out = inherits.has(i) ? j.parent!.slot : free.pop();
      if (out === undefined) throw new Error('genetic: no free slot');
      return { parent: from === 0 ? -1 : j.parent!.slot, from, out, choices: j.choices };
    });
    const results = await store.run(kept);
    return results.map((r, i) => {
      const job = jobs[i];
      books.count(r.framesRun, r.score);
      if (best === null || r.score > best.r.score) best = { choices: job.choices, r };
      return { choices: job.choices, slot: kept[i].out, valid: r.valid, r };
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
  let pop = await evaluate(initial, new Set());
  books.report();

  let stale = 0;
  let lastBest = -Infinity;
  for (let g = 0; g < options.generations; g++) {
    const bestScore = best === null ? -Infinity : (best as { r: KeptResult }).r.score;
    stale = bestScore > lastBest ? 0 : stale + 1;
    lastBest = Math.max(lastBest, bestScore);
    if (best !== null && (best as { r: KeptResult }).r.doneFrame >= 0 && stale >= (options.patience ?? 10)) {
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
    // Never more children than the states budget has left: the budget is the limit, not a generation count.
    const room = books.statesLeft();
    for (let tries = 0; next.length + jobs.length < options.population && jobs.length < room && tries < options.population * 20; tries++) {
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
    const children = await evaluate(jobs, new Set(pop.slice(options.elites)));
    // A dying parent's slot is freed unless a child took it over.
    const taken = new Set(children.map((c) => c.slot));
    for (let i = options.elites; i < pop.length; i++) if (!taken.has(pop[i].slot)) free.push(pop[i].slot);
    pop = next.concat(children);
    books.report();
  }
  return finish(problem, books, best, stopReason);
}
