/**
 * The analysis panel's state and verbs: start a search or a sweep from the current frame's
 * savestate in the analysis worker, follow its progress, list results as they arrive, cancel,
 * and open a result as a branch (through the engine worker's MovieSession/BranchTree).
 * A finished run is kept with the project (a reload shows its results, loadable as before).
 * `create*`: reactive, cleans up with its owner (the worker is stopped then).
 */
import { batch, createEffect, createSignal, on, onCleanup, type Accessor } from 'solid-js';
import * as Comlink from 'comlink';
import type { Budget, SweepCell } from '../../../analysis/search/index.ts';
import type { AnalysisEvent, AnalysisProgress, AnalysisRequest, AnalysisResult, SweepCellOutcome } from '../analysis/analysisRequest.ts';
import type { HeatmapGrid } from '../plots/drawSweepHeatmap.ts';
import { download } from '../panels/download.ts';
import type { Workbench } from './createWorkbench.ts';
import type { WorkbenchError } from '../worker/protocol.ts';
import type { AnalysisRemote } from '../worker/connectAnalysis.ts';

/** A request without the parts the workbench fills in (level and the start savestate). */
export type AnalysisAsk = AnalysisRequest extends infer R ? (R extends AnalysisRequest ? Omit<R, 'level' | 'start'> : never) : never;

export interface AnalysisRun {
  readonly kind: 'search' | 'sweep';
  /** The frame whose savestate the run started from. */
  readonly frame: number;
  /** A sweep's start cells (pixels), for its heatmap, once the worker has planned them; null for a search. */
  readonly grid: HeatmapGrid | null;
  /** True for a run restored from the project (not started in this session). */
  readonly saved: boolean;
  /** The budget of each search (the progress bar's measure); null for a saved run. */
  readonly budget: Budget | null;
  /** Counts the runs started in this session (0: a saved run), so a page can tell one run from the next. */
  readonly id: number;
}

/** The heatmap's grid of a sweep's cells: their columns and rows, and the squares themselves unless they fill the rectangle. */
export function gridOfCells(cells: readonly SweepCell[]): HeatmapGrid {
  const xs = [...new Set(cells.map((c) => c.x))].sort((a, b) => a - b);
  const ys = [...new Set(cells.map((c) => c.y))].sort((a, b) => a - b);
  const points = [...new Map(cells.map((c) => [`${c.x},${c.y}`, { x: c.x, y: c.y }])).values()];
  return points.length === xs.length * ys.length ? { xs, ys } : { xs, ys, points };
}

export interface Analysis {
  readonly running: Accessor<boolean>;
  readonly run: Accessor<AnalysisRun | null>;
  readonly progress: Accessor<AnalysisProgress | null>;
  /** Every progress report of the current run, oldest first (the progress plot). */
  readonly history: Accessor<readonly AnalysisProgress[]>;
  readonly results: Accessor<readonly AnalysisResult[]>;
  readonly cells: Accessor<readonly SweepCellOutcome[]>;
  readonly error: Accessor<WorkbenchError | null>;
  readonly outcome: Accessor<string>;
  readonly start: (ask: AnalysisAsk) => Promise<void>;
  readonly cancel: () => void;
  readonly openAsBranch: (r: AnalysisResult) => Promise<void>;
  /** The result's movie as `subpixel search --out` writes it (.spx), downloaded. */
  readonly saveMovie: (r: AnalysisResult) => Promise<void>;
  /** A sweep square clicked: the glitch found from that start as a branch, or the start itself. */
  readonly openCell: (x: number, y: number) => Promise<void>;
}

export function createAnalysis(wb: Workbench, remote: () => AnalysisRemote): Analysis {
  const [running, setRunning] = createSignal(false);
  const [run, setRun] = createSignal<AnalysisRun | null>(null);
  const [progress, setProgress] = createSignal<AnalysisProgress | null>(null);
  const [history, setHistory] = createSignal<readonly AnalysisProgress[]>([]);
  const [results, setResults] = createSignal<readonly AnalysisResult[]>([]);
  const [cells, setCells] = createSignal<readonly SweepCellOutcome[]>([]);
  const [error, setError] = createSignal<WorkbenchError | null>(null);
  const [outcome, setOutcome] = createSignal('');
  let job = 0;
  onCleanup(() => {
    job++;
  });

  const onEvent = (id: number, e: AnalysisEvent): void => {
    if (id !== job) return;
    switch (e.kind) {
      case 'plan':
        setRun((r) => (r === null ? r : { ...r, grid: gridOfCells(e.cells) }));
        return;
      case 'progress':
        batch(() => {
          setProgress(e.progress);
          setHistory((h) => [...h, e.progress]);
        });
        return;
      case 'result':
        setResults((r) => [...r, e.result]);
        return;
      case 'cell':
        setCells((c) => [...c, e.outcome]);
        return;
      case 'done':
        batch(() => {
          setOutcome(`${e.stopReason === 'aborted' ? 'cancelled' : 'finished'} after ${e.seconds.toFixed(2)} s`);
          // Cancelled: the bar goes back to empty rather than freezing part-way.
          if (e.stopReason === 'aborted') setProgress(null);
        });
        if (e.stopReason !== 'aborted') void keep();
        return;
      case 'failed':
        setError(e.error);
        return;
    }
  };

  async function start(ask: AnalysisAsk): Promise<void> {
    const level = wb.level();
    if (level === null || running()) return;
    const frame = wb.frame();
    const s = await wb.engine.savestate(frame);
    if (!s.ok) {
      setError(s.error);
      return;
    }
    const id = ++job;
    batch(() => {
      setRunning(true);
      setRun({ kind: ask.kind, frame, grid: null, saved: false, budget: ask.kind === 'sweep' ? ask.budgetPerSearch : ask.budget, id });
      setProgress(null);
      setHistory([]);
      setResults([]);
      setCells([]);
      setError(null);
      setOutcome('');
    });
    const request = { ...ask, level, start: s.value } as AnalysisRequest;
    try {
      await remote().run(request, Comlink.proxy((e: AnalysisEvent) => onEvent(id, e)));
    } catch (e) {
      if (id === job) setError({ code: 'analysisFailed', path: '', message: e instanceof Error ? e.message : String(e) });
    } finally {
      if (id === job) setRunning(false);
    }
  }

  /** Keeps the finished run with the project. */
  async function keep(): Promise<void> {
    const r = run();
    if (r === null) return;
    const saved = await wb.engine.saveAnalysis({
      time: new Date().toISOString(),
      kind: r.kind,
      frame: r.frame,
      grid: r.grid === null ? null : storedGrid(r.grid),
      results: results().map((x) => ({ ...x, cell: x.cell === null ? null : { ...x.cell } })),
      cells: cells().map((c) => ({ cell: { ...c.cell }, reached: [...c.reached], skipped: c.skipped })),
      history: history().map((h) => ({ ...h })),
      outcome: outcome(),
    });
    if (!saved.ok) setError(saved.error);
  }

  // A project opened: show its saved run (or nothing).
  createEffect(on(() => wb.savedAnalysis(), (s) => {
    if (running()) {
      job++;
      void remote().cancel();
      setRunning(false);
    }
    const rec = s.record;
    batch(() => {
      setRun(rec === null ? null : { kind: rec.kind, frame: rec.frame, grid: rec.grid, saved: true, budget: null, id: 0 });
      setResults(rec?.results ?? []);
      setCells(rec?.cells ?? []);
      setHistory(rec?.history ?? []);
      setProgress(rec === null || rec.history.length === 0 ? null : rec.history[rec.history.length - 1]);
      setOutcome(rec === null ? '' : `${rec.outcome} (saved ${rec.time.slice(0, 16).replace('T', ' ')})`);
      setError(null);
    });
  }, { defer: true }));

  return {
    running,
    run,
    progress,
    history,
    results,
    cells,
    error,
    outcome,
    start,
    cancel: () => {
      setProgress(null);
      void remote().cancel();
    },
    openCell: async (x, y) => {
      const found = results().find((r) => r.cell !== null && r.cell.x === x && r.cell.y === y);
      if (found !== undefined) return openAsBranch(found);
      const outcome = cells().find((c) => c.cell.x === x && c.cell.y === y && c.skipped !== true);
      const at = run()?.frame ?? 0;
      if (outcome === undefined) return;
      const r = await wb.engine.branchAtCell(at, outcome.cell, `start (${x}, ${y})`);
      if (!r.ok) setError(r.error);
    },
    openAsBranch: async (r) => openAsBranch(r),
    saveMovie: async (r) => {
      const level = wb.level();
      const world = r.world ?? wb.loaded();
      if (level === null || world === null) return;
      // The movie writer brings the engine along: loaded when a movie is saved, not with the page.
      const { resultSpx, resultFileName } = await import('../analysis/resultMovie.ts');
      const text = resultSpx(level, { profile: world.profile, character: world.character, fixes: world.fixes, partner: world.partner, dropDash: world.dropDash }, r);
      download(new TextEncoder().encode(text), resultFileName(r, run()?.frame ?? 0), 'application/json');
    },
  };

  async function openAsBranch(r: AnalysisResult): Promise<void> {
    if ((r.player ?? 1) === 2) {
      setError({ code: 'playerTwoBranch', path: 'player', message: 'a branch keeps player 1\'s pad only: save the .spx of a --player 2 result instead' });
      return;
    }
    const at = run()?.frame ?? 0;
    const where = r.cell === null ? `from frame ${at}` : `from (${r.cell.x}, ${r.cell.y}) speed ${r.cell.speed} at frame ${at}`;
    const name = `${r.objective} #${r.index + 1}${r.found ? '' : ' (best attempt)'}`;
    const note = `${r.found ? r.message || 'found' : r.message || `best score ${r.score}`} (${r.inputs.length} frames ${where})`;
    await wb.branchFromResult(at, r.inputs, name, note, r.cell === null ? null : r.savestate);
  }
}

/** A grid copied for the project's store (plain arrays). */
function storedGrid(g: HeatmapGrid): { xs: number[]; ys: number[]; points?: { x: number; y: number }[] } {
  return g.points === undefined ? { xs: [...g.xs], ys: [...g.ys] } : { xs: [...g.xs], ys: [...g.ys], points: g.points.map((p) => ({ x: p.x, y: p.y })) };
}
