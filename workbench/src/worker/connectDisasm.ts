/** UI side of the disassembly worker: started on first use (most sessions never open a disassembly). */
import type * as Comlink from 'comlink';
import type { DisasmApi } from './disasmWorker.ts';
import { lazyWorker } from './lazyWorker.ts';

export type DisasmRemote = Comlink.Remote<DisasmApi>;

export interface DisasmConnection {
  readonly disasm: () => DisasmRemote;
  readonly close: () => void;
}

export function makeDisasmConnection(): DisasmConnection {
  const w = lazyWorker<DisasmApi>(() => new Worker(new URL('./disasmWorker.ts', import.meta.url), { type: 'module' }));
  return { disasm: w.remote, close: w.close };
}
