/** UI side of the analysis worker: starts it and wraps it with Comlink. */
import * as Comlink from 'comlink';
import type { AnalysisApi } from './analysisWorker.ts';

export type AnalysisRemote = Comlink.Remote<AnalysisApi>;

export interface AnalysisConnection {
  readonly analysis: () => AnalysisRemote;
  readonly close: () => void;
}

/** The worker starts on first use (`analysis()`), so it does not compete with the first load. */
export function makeAnalysisConnection(): AnalysisConnection {
  let worker: Worker | null = null;
  let remote: AnalysisRemote | null = null;
  return {
    analysis: () => {
      if (remote === null) {
        worker = new Worker(new URL('./analysisWorker.ts', import.meta.url), { type: 'module' });
        remote = Comlink.wrap<AnalysisApi>(worker);
      }
      return remote;
    },
    close: () => {
      remote?.[Comlink.releaseProxy]();
      worker?.terminate();
      remote = null;
      worker = null;
    },
  };
}
