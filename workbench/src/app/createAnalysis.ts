/**
 * The analysis panel's state and verbs: start a search or a sweep from the current frame's
 * savestate in the analysis worker, follow its progress, list results as they arrive, cancel,
 * and open a result as a branch (through the engine worker's MovieSession/BranchTree).
 * `create*`: reactive, cleans up with its owner (the worker is stopped then).
 */
import { batch, createSignal, onCleanup, type Accessor } from 'solid-js';
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
        setOutcome(`${e.stopReason === 'aborted' ? 'cancelled' : 'finished'} after ${e.seconds.toFixed(2)} s`);
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
      setRun({ kind: ask.kind, frame });
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
    cancel: () => void remote().cancel(),
    openAsBranch: async (r) => {
      const at = run()?.frame ?? 0;
      const where = r.cell === null ? `from frame ${at}` : `from (${r.cell.x}, ${r.cell.y}) speed ${r.cell.speed} at frame ${at}`;
      const name = `${r.objective} #${r.index + 1}`;
      const note = `${r.found ? r.message || 'found' : `best score ${r.score}`} (${r.inputs.length} frames ${where})`;
      await wb.branchFromResult(at, r.inputs, name, note, r.cell === null ? null : r.savestate);
    },
  };
}
