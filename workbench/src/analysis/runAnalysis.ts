/**
 * Runs one analysis request through the search library's entry point (runSearch): a search, or
 * one search per chosen detector, or a sweep over a grid of cells. Results are emitted as they
 * arrive; progress after every batch. A search that misses its goal still reports its best
 * attempt (found: false, its message says how close it came). A sweep skips cells that start
 * inside solid terrain. Runs in the analysis worker (and in Node tests), never on the UI
 * thread. Cancel with the signal: the current search stops at its next batch.
 *
 * The counts are the search library's own (each search's Books), reported as `subpixel search`
 * and `subpixel sweep` report them: every progress event carries the running search's counts
 * beside the run's totals, and each result the same numbers as the command's summary.
 */
import { cellSavestate, runSearch, type Evaluator, type Objective, type SearchProblem, type VerifiedSearch } from '../../../analysis/search/index.ts';
import { cellInsideTerrain } from '../../../analysis/search/sweep.ts';
import { sweepCells } from '../../../analysis/search/sweepCells.ts';
import type { SearchPlayer } from '../../../analysis/search/problem.ts';
import { P_LAYER } from '../../../engine/state/layout.ts';
import { HEADER_WORDS } from '../../../engine/world/snapshotHeader.ts';
import { MAX_PANEL_SWEEP_CELLS, type AnalysisEvent, type CurrentSearch, type AnalysisObjective, type AnalysisRequest, type AnalysisResult, type SearchRequest, type SweepCounts, type SweepRequest } from './analysisRequest.ts';

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

function problemFor(r: AnalysisRequest, objective: Objective, savestate: Int32Array, player: SearchPlayer = 1): SearchProblem {
  return {
    level: r.level,
    world: r.start.world,
    alphabet: r.alphabet,
    granularity: r.granularity,
    horizon: r.horizon,
    objective,
    prefix: new Uint8Array(0),
    savestate,
    player,
  };
}

/** What a result is for: "maxX", "reach", "script <name>" or a detector id. */
function objectiveName(o: Objective): string {
  return o.kind === 'detector' ? o.id : o.kind === 'script' ? `script ${o.name}` : o.kind;
}

/** A search's numbers as `subpixel search` prints them, for its result. */
function countsOf(r: AnalysisRequest, v: VerifiedSearch): Pick<AnalysisResult, 'states' | 'framesSimulated' | 'stopReason' | 'algorithm' | 'seconds' | 'horizonFrames' | 'world'> {
  return {
    algorithm: v.result.algorithm,
    states: v.result.states,
    framesSimulated: v.result.framesSimulated,
    stopReason: v.result.stopReason,
    seconds: Math.round(v.result.seconds * 1000) / 1000,
    horizonFrames: r.horizon * r.granularity,
    world: r.start.world,
  };
}

async function runSearches(r: SearchRequest, host: AnalysisHost, t0: number): Promise<void> {
  const list = objectives(r.objective, r.detectors);
  const player = r.player ?? 1;
  let index = 0;
  let statesBefore = 0;
  let framesBefore = 0;
  for (let i = 0; i < list.length && !host.signal.aborted; i++) {
    const objective = list[i];
    const name = objectiveName(objective);
    const v = await runSearch(problemFor(r, objective, r.start.snapshot, player), r.algorithm, {
      seed: r.seed,
      budget: r.budget,
      clock: host.clock,
      signal: host.signal,
      onProgress: (p) => host.emit({
        kind: 'progress',
        progress: {
          seconds: (host.clock() - t0) / 1000, states: statesBefore + p.states, framesSimulated: framesBefore + p.framesSimulated, bestScore: p.bestScore, done: i, total: list.length,
          current: { index: i, objective: name, algorithm: p.algorithm, states: p.states, framesSimulated: p.framesSimulated, seconds: p.seconds },
        },
      }),
    }, host.evaluator);
    statesBefore += v.result.states;
    framesBefore += v.result.framesSimulated;
    host.emit({
      kind: 'progress',
      progress: {
        seconds: (host.clock() - t0) / 1000, states: statesBefore, framesSimulated: framesBefore, bestScore: v.result.score, done: i + 1, total: list.length,
        current: { index: i, objective: name, algorithm: v.result.algorithm, states: v.result.states, framesSimulated: v.result.framesSimulated, seconds: v.result.seconds },
      },
    });
    const movie = v.movie ?? v.best;
    if (movie === null) continue;
    const result: AnalysisResult = {
      index: index++,
      objective: name,
      found: v.result.found,
      score: v.result.score,
      doneFrame: v.result.doneFrame,
      message: v.result.message,
      inputs: v.result.inputs,
      cell: null,
      savestate: r.start.snapshot,
      verification: v.verification.message,
      ...countsOf(r, v),
      player,
    };
    host.emit({ kind: 'result', result });
  }
}

async function runSweep(r: SweepRequest, host: AnalysisHost, t0: number): Promise<void> {
  if (r.detectors.length === 0) throw new Error('choose at least one detector');
  const cells = sweepCells(r.level, r.start.world, r.cells);
  if (cells.length === 0) throw new Error('no cells: the options give no start (with --surfaces: no floor in those columns and rows)');
  if (cells.length > MAX_PANEL_SWEEP_CELLS) throw new Error(`${cells.length} cells: the panel sweeps at most ${MAX_PANEL_SWEEP_CELLS} (\`subpixel sweep\` has no limit)`);
  host.emit({ kind: 'plan', cells });
  // --max-seconds bounds the whole sweep, from here (the cells planned), as on the command line.
  const deadline = r.maxSeconds === undefined ? null : host.clock() + r.maxSeconds * 1000;
  const late = (): boolean => deadline !== null && host.clock() >= deadline;
  const layer = r.start.snapshot[HEADER_WORDS + P_LAYER] ?? 0;
  const inside = cells.map((c) => cellInsideTerrain(r.level, c, layer));
  const skipped = inside.filter((x) => x).length;
  const total = cells.length * r.detectors.length;
  let done = 0;
  let index = 0;
  let states = 0;
  let frames = 0;
  let hits = 0;
  let stopReason: SweepCounts['stopReason'] = null;
  // As `subpixel sweep` sums up: searches and skipped over every cell, done and hits so far.
  const counts = (): SweepCounts => ({
    cells: cells.length, searches: (cells.length - skipped) * r.detectors.length, done, total, hits, skipped, stoppedEarly: stopReason !== null, stopReason,
  });
  const progress = (bestScore: number, current?: CurrentSearch): void => host.emit({
    kind: 'progress', progress: { seconds: (host.clock() - t0) / 1000, states, framesSimulated: frames, bestScore, done, total, sweep: counts(), ...(current === undefined ? {} : { current }) },
  });
  sweep: for (const [c, cell] of cells.entries()) {
    if (host.signal.aborted) return;
    if (late()) {
      stopReason = 'maxSeconds';
      break;
    }
    if (inside[c]) {
      done += r.detectors.length;
      progress(0);
      host.emit({ kind: 'cell', outcome: { cell, reached: [], skipped: true } });
      continue;
    }
    const savestate = cellSavestate(r.level, r.start.world, cell, r.start.snapshot);
    const reached: string[] = [];
    for (const id of r.detectors) {
      if (host.signal.aborted) return;
      if (late()) {
        stopReason = 'maxSeconds';
        break sweep;
      }
      // The sweep's deadline cuts the search running then (its seconds budget on the same clock).
      const budget = deadline === null ? r.budgetPerSearch : { ...r.budgetPerSearch, seconds: Math.max(0, deadline - host.clock()) / 1000 };
      const v = await runSearch(problemFor(r, { kind: 'detector', id }, savestate), r.algorithm, {
        seed: r.seed, budget, clock: host.clock, signal: host.signal,
      }, host.evaluator);
      // A search cut short by Cancel, or by the deadline before it found anything, did not finish its cell.
      if (host.signal.aborted) return;
      const found = v.result.found && v.movie !== null;
      if (!found && v.result.stopReason === 'budget' && late()) {
        stopReason = 'maxSeconds';
        break sweep;
      }
      done++;
      states += v.result.states;
      frames += v.result.framesSimulated;
      if (found) hits++;
      progress(v.result.score, { index: done - 1, objective: id, algorithm: v.result.algorithm, states: v.result.states, framesSimulated: v.result.framesSimulated, seconds: v.result.seconds });
      if (!found) continue;
      reached.push(id);
      host.emit({
        kind: 'result',
        result: {
          index: index++, objective: id, found: true, score: v.result.score, doneFrame: v.result.doneFrame, message: v.result.message,
          inputs: v.result.inputs, cell, savestate, verification: v.verification.message, ...countsOf(r, v), player: 1,
        },
      });
    }
    host.emit({ kind: 'cell', outcome: { cell, reached } });
  }
  if (stopReason !== null) progress(0);
}
