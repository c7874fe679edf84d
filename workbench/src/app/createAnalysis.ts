/**
 * The analysis panel's state and verbs: start a search or a sweep from the current frame's
 * savestate in the analysis worker, follow its progress, list results as they arrive, cancel,
 * and open a result as a branch (through the engine worker's MovieSession/BranchTree).
 * A finished run is kept with the project (a reload shows its results, loadable as before).
 * `create*`: reactive, cleans up with its owner (the worker is stopped then).
 */
import { batch, createEffect, createSignal, on, onCleanup, type Accessor } from 'solid-js';
import * as Comlink from 'comlink';
import type { AnalysisEvent, AnalysisProgress, AnalysisRequest, AnalysisResult, SweepCellOutcome } from '../analysis/analysisRequest.ts';
import type { Workbench } from './createWorkbench.ts';
import type { WorkbenchError } from '../worker/protocol.ts';
import type { AnalysisRemote } from '../worker/connectAnalysis.ts';

/** A request without the parts the workbench fills in (level and the start savestate). */
export type AnalysisAsk = AnalysisRequest extends infer R ? (R extends AnalysisRequest ? Omit<R, 'level' | 'start'> : never) : never;

export interface AnalysisRun {
  readonly kind: 'search' | 'sweep';
  /** The frame whose savestate the run started from. */
  readonly frame: number;
  /** A sweep's grid of start cells (pixels), for its heatmap; null for a search. */
  readonly grid: { readonly xs: readonly number[]; readonly ys: readonly number[] } | null;
  /** True for a run restored from the project (not started in this session). */
  readonly saved: boolean;
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
      setRun({ kind: ask.kind, frame, grid: ask.kind === 'sweep' ? { xs: [...ask.xs], ys: [...ask.ys] } : null, saved: false });
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
      grid: r.grid === null ? null : { xs: [...r.grid.xs], ys: [...r.grid.ys] },
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
      setRun(rec === null ? null : { kind: rec.kind, frame: rec.frame, grid: rec.grid, saved: true });
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
  };

  async function openAsBranch(r: AnalysisResult): Promise<void> {
    const at = run()?.frame ?? 0;
    const where = r.cell === null ? `from frame ${at}` : `from (${r.cell.x}, ${r.cell.y}) speed ${r.cell.speed} at frame ${at}`;
    const name = `${r.objective} #${r.index + 1}${r.found ? '' : ' (best attempt)'}`;
    const note = `${r.found ? r.message || 'found' : r.message || `best score ${r.score}`} (${r.inputs.length} frames ${where})`;
    await wb.branchFromResult(at, r.inputs, name, note, r.cell === null ? null : r.savestate);
  }
}
