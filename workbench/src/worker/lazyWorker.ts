/**
 * A worker started on first use and wrapped with Comlink, and its shutdown: what the analysis and
 * disassembly connections share. The caller passes the start (its `new Worker(new URL(...,
 * import.meta.url))` must stay written at the call site for Vite to bundle the worker).
 */
import * as Comlink from 'comlink';

export interface LazyWorker<T> {
  readonly remote: () => Comlink.Remote<T>;
  readonly close: () => void;
}

export function lazyWorker<T>(start: () => Worker): LazyWorker<T> {
  let worker: Worker | null = null;
  let remote: Comlink.Remote<T> | null = null;
  return {
    remote: () => {
      if (remote === null) {
        worker = start();
        remote = Comlink.wrap<T>(worker);
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
