/** UI side of the analysis worker: starts it and wraps it with Comlink. */
import type * as Comlink from 'comlink';
import type { AnalysisApi } from './analysisWorker.ts';
import { lazyWorker } from './lazyWorker.ts';

export type AnalysisRemote = Comlink.Remote<AnalysisApi>;

export interface AnalysisConnection {
  readonly analysis: () => AnalysisRemote;
  readonly close: () => void;
}

/** The worker starts on first use (`analysis()`), so it does not compete with the first load. */
export function makeAnalysisConnection(): AnalysisConnection {
  const w = lazyWorker<AnalysisApi>(() => new Worker(new URL('./analysisWorker.ts', import.meta.url), { type: 'module' }));
  return { analysis: w.remote, close: w.close };
}
