/**
 * The analysis worker: runs searches and sweeps (analysis/runAnalysis.ts) off the UI thread,
 * with a pool of search workers (analysis/search BrowserPool, nested workers) when asked for
 * more than one. One job at a time; `cancel` aborts it through its AbortSignal. Events go back
 * through the listener the UI passed (a Comlink proxy); failures arrive as a `failed` event.
 */
import * as Comlink from 'comlink';
import { LocalEvaluator, type Evaluator } from '../../../analysis/search/index.ts';
import { BrowserPool } from '../../../analysis/search/browserPool.ts';
import type { AnalysisEvent, AnalysisRequest } from '../analysis/analysisRequest.ts';
import { runAnalysis } from '../analysis/runAnalysis.ts';
import { yieldingEvaluator } from '../analysis/yieldingEvaluator.ts';

let current: AbortController | null = null;

/**
 * Where the candidates are simulated. A script objective is user code: it runs only in pool
 * workers, which the browser seals (workbench/vite/sealedWorkers.ts) and which lock themselves
 * down before compiling it, never in this worker (the Runner here only makes the start
 * snapshot, which does not compile the script).
 */
function evaluatorFor(request: AnalysisRequest): Evaluator {
  const script = request.kind === 'search' && request.objective.kind === 'script';
  if (script && typeof Worker === 'undefined') throw new Error('a script objective runs only in sealed search workers, and this browser cannot start workers from a worker');
  if ((request.workers <= 1 && !script) || typeof Worker === 'undefined') return new LocalEvaluator();
  return new BrowserPool(() => new Worker(new URL('../../../analysis/search/browserWorker.ts', import.meta.url), { type: 'module' }), Math.max(1, request.workers));
}

const api = {
  /** Runs a job to the end (or until cancelled); resolves after its `done` or `failed` event. */
  async run(request: AnalysisRequest, listener: (e: AnalysisEvent) => void): Promise<void> {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    // Results carry their inputs and savestate; they are small, so they are copied, not moved.
    const emit = (e: AnalysisEvent): void => listener(e);
    let evaluator: Evaluator;
    try {
      evaluator = yieldingEvaluator(evaluatorFor(request));
    } catch (e) {
      emit({ kind: 'failed', error: { code: 'analysisFailed', path: request.kind, message: e instanceof Error ? e.message : String(e) } });
      if (current === controller) current = null;
      return;
    }
    try {
      await runAnalysis(request, { emit, evaluator, signal: controller.signal, clock: () => performance.now() });
    } catch (e) {
      emit({ kind: 'failed', error: { code: 'analysisFailed', path: request.kind, message: e instanceof Error ? e.message : String(e) } });
    } finally {
      await evaluator.close();
      if (current === controller) current = null;
    }
  },
  cancel(): void {
    current?.abort();
  },
};

export type AnalysisApi = typeof api;

Comlink.expose(api);
