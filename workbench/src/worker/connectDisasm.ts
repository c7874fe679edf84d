/** UI side of the disassembly worker: started on first use (most sessions never open a disassembly). */
import * as Comlink from 'comlink';
import type { DisasmApi } from './disasmWorker.ts';

export type DisasmRemote = Comlink.Remote<DisasmApi>;

export interface DisasmConnection {
  readonly disasm: () => DisasmRemote;
  readonly close: () => void;
}

export function makeDisasmConnection(): DisasmConnection {
  let worker: Worker | null = null;
  let remote: DisasmRemote | null = null;
  return {
    disasm: () => {
      if (remote === null) {
        worker = new Worker(new URL('./disasmWorker.ts', import.meta.url), { type: 'module' });
        remote = Comlink.wrap<DisasmApi>(worker);
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
