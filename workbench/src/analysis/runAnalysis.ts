/**
 * Runs one analysis request through the search library's entry point (runSearch): a search, or
 * one search per chosen detector, or a sweep over a grid of cells. Results are emitted as they
 * arrive; progress after every batch. A search that misses its goal still reports its best
 * attempt (found: false, its message says how close it came). A sweep skips cells that start
 * inside solid terrain. Runs in the analysis worker (and in Node tests), never on the UI
 * thread. Cancel with the signal: the current search stops at its next batch.
 */
import { cellSavestate, runSearch, type Evaluator, type Objective, type SearchProblem, type SweepCell } from '../../../analysis/search/index.ts';
import { cellInsideTerrain } from '../../../analysis/search/sweep.ts';
import { P_LAYER } from '../../../engine/state/layout.ts';
import { HEADER_WORDS } from '../../../engine/world/snapshotHeader.ts';
import type { AnalysisEvent, AnalysisObjective, AnalysisRequest, AnalysisResult, SearchRequest, SweepRequest } from './analysisRequest.ts';

export interface AnalysisHost {
  readonly emit: (e: AnalysisEvent) => void;
  readonly evaluator: Evaluator;
  readonly signal: AbortSignal;
  /** Milliseconds, monotonic. */
  readonly clock: () => number;
}

export async function runAnalysis(request: AnalysisRequest, host: AnalysisHost): Promise<void> {
  const t0 = host.clock();
  if (request.alphabet.length === 0) throw new Error('the alphabet is empty');
  if (request.kind === 'search') await runSearches(request, host, t0);
  else await runSweep(request, host, t0);
  host.emit({ kind: 'done', stopReason: host.signal.aborted ? 'aborted' : 'finished', seconds: (host.clock() - t0) / 1000 });
}

function objectives(o: AnalysisObjective, detectors: readonly string[]): Objective[] {
  if (o.kind === 'detectors') {
    if (detectors.length === 0) throw new Error('choose at least one detector');
    return detectors.map((id) => ({ kind: 'detector', id }));
  }
  return [o];
}

function problemFor(r: AnalysisRequest, objective: Objective, savestate: Int32Array): SearchProblem {
  return {
    level: r.level,
    world: r.start.world,
    alphabet: r.alphabet,
    granularity: r.granularity,
    horizon: r.horizon,
    objective,
    prefix: new Uint8Array(0),
    savestate,
  };
}

async function runSearches(r: SearchRequest, host: AnalysisHost, t0: number): Promise<void> {
  const list = objectives(r.objective, r.detectors);
  let index = 0;
  let statesBefore = 0;
  let framesBefore = 0;
  for (let i = 0; i < list.length && !host.signal.aborted; i++) {
    const objective = list[i];
    const v = await runSearch(problemFor(r, objective, r.start.snapshot), r.algorithm, {
      seed: r.seed,
      budget: r.budget,
      clock: host.clock,
      signal: host.signal,
      onProgress: (p) => host.emit({
        kind: 'progress',
        progress: { seconds: (host.clock() - t0) / 1000, states: statesBefore + p.states, framesSimulated: framesBefore + p.framesSimulated, bestScore: p.bestScore, done: i, total: list.length },
      }),
    }, host.evaluator);
    statesBefore += v.result.states;
    framesBefore += v.result.framesSimulated;
    host.emit({
      kind: 'progress',
      progress: { seconds: (host.clock() - t0) / 1000, states: statesBefore, framesSimulated: framesBefore, bestScore: v.result.score, done: i + 1, total: list.length },
    });
    const movie = v.movie ?? v.best;
    if (movie === null) continue;
    const result: AnalysisResult = {
      index: index++,
      objective: objective.kind === 'detector' ? objective.id : objective.kind === 'script' ? `script ${objective.name}` : objective.kind,
      found: v.result.found,
      score: v.result.score,
      doneFrame: v.result.doneFrame,
      message: v.result.message,
      inputs: movie.movie.inputs,
      cell: null,
      savestate: r.start.snapshot,
      states: v.result.states,
      verification: v.verification.message,
    };
    host.emit({ kind: 'result', result });
  }
}

async function runSweep(r: SweepRequest, host: AnalysisHost, t0: number): Promise<void> {
  if (r.detectors.length === 0) throw new Error('choose at least one detector');
  const cells: SweepCell[] = [];
  for (const y of r.ys) for (const x of r.xs) for (const speed of r.speeds) cells.push({ x, y, speed, air: true });
  const total = cells.length * r.detectors.length;
  let done = 0;
  let index = 0;
  let states = 0;
  let frames = 0;
  const layer = r.start.snapshot[HEADER_WORDS + P_LAYER] ?? 0;
  for (const cell of cells) {
    if (host.signal.aborted) return;
    if (cellInsideTerrain(r.level, cell, layer)) {
      done += r.detectors.length;
      host.emit({ kind: 'progress', progress: { seconds: (host.clock() - t0) / 1000, states, framesSimulated: frames, bestScore: 0, done, total } });
      host.emit({ kind: 'cell', outcome: { cell, reached: [], skipped: true } });
      continue;
    }
    const savestate = cellSavestate(r.level, r.start.world, cell, r.start.snapshot);
    const reached: string[] = [];
    for (const id of r.detectors) {
      if (host.signal.aborted) return;
      const v = await runSearch(problemFor(r, { kind: 'detector', id }, savestate), r.algorithm, {
        seed: r.seed, budget: r.budgetPerSearch, clock: host.clock, signal: host.signal,
      }, host.evaluator);
      done++;
      states += v.result.states;
      frames += v.result.framesSimulated;
      host.emit({ kind: 'progress', progress: { seconds: (host.clock() - t0) / 1000, states, framesSimulated: frames, bestScore: v.result.score, done, total } });
      if (!v.result.found || v.movie === null) continue;
      reached.push(id);
      host.emit({
        kind: 'result',
        result: {
          index: index++, objective: id, found: true, score: v.result.score, doneFrame: v.result.doneFrame, message: v.result.message,
          inputs: v.movie.movie.inputs, cell, savestate, states: v.result.states, verification: v.verification.message,
        },
      });
    }
    if (!host.signal.aborted) host.emit({ kind: 'cell', outcome: { cell, reached } });
  }
}
