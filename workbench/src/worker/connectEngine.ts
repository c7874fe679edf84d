/** UI side of the engine worker: starts it and wraps it with Comlink. */
import * as Comlink from 'comlink';
import type { EngineApi } from './engineWorker.ts';

export type EngineRemote = Comlink.Remote<EngineApi>;

export interface EngineConnection {
  readonly engine: EngineRemote;
  /** Stops the worker. */
  readonly close: () => void;
}

export function makeEngineConnection(): EngineConnection {
  const worker = new Worker(new URL('./engineWorker.ts', import.meta.url), { type: 'module' });
  const engine = Comlink.wrap<EngineApi>(worker);
  return {
    engine,
    close: () => {
      engine[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}
