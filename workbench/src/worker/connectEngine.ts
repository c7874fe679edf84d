/**
 * UI side of the engine worker: starts it, wraps it with Comlink, and opens the events port
 * the worker sends every frame, edit and state change on (protocol.ts WorkerEvent).
 */
import * as Comlink from 'comlink';
import type { EngineApi } from './engineWorker.ts';

export type EngineRemote = Comlink.Remote<EngineApi>;

export interface EngineConnection {
  readonly engine: EngineRemote;
  /** The page's end of the events port. */
  readonly events: MessagePort;
  /**
   * A new port to the worker's script API (scriptHost.ts) for one run of script `name`; `token`
   * names the run in the worker's `scriptEnded` event.
   */
  readonly scriptPort: (name: string, token: number) => MessagePort;
  /** The run `token` is over: the worker stops serving its port. */
  readonly endScript: (token: number) => void;
  /** Stops the worker. */
  readonly close: () => void;
}

export function makeEngineConnection(): EngineConnection {
  const worker = new Worker(new URL('./engineWorker.ts', import.meta.url), { type: 'module' });
  const engine = Comlink.wrap<EngineApi>(worker);
  const channel = new MessageChannel();
  void engine.connect(Comlink.transfer(channel.port2, [channel.port2]));
  return {
    engine,
    events: channel.port1,
    scriptPort: (name, token) => {
      const c = new MessageChannel();
      void engine.connectScript(Comlink.transfer(c.port2, [c.port2]), name, token);
      return c.port1;
    },
    endScript: (token) => void engine.endScript(token),
    close: () => {
      engine[Comlink.releaseProxy]();
      channel.port1.close();
      worker.terminate();
    },
  };
}
