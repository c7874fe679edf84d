/**
 * A browser search worker (Comlink): the Runner behind `{ ok, value } | { ok: false, error }`
 * replies. Under cross-origin isolation it also runs kept batches on the pool's shared store
 * (keptBatch.ts), claiming jobs from the shared counter like every other worker.
 */
import * as Comlink from 'comlink';
import { Runner, type RunnerSpec, type Task, type TaskResult } from './problem.ts';
import { keptTables, runKeptJobs, type KeptBuffers, type KeptTables } from './keptBatch.ts';
import { lockDownGlobals, sealedPolicyInForce } from './scriptSandbox.ts';

type Reply<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } };

let runner: Runner | null = null;
let kept: KeptTables | null = null;

function failure(code: string, e: unknown): { ok: false; error: { code: string; message: string } } {
  return { ok: false, error: { code, message: e instanceof Error ? e.message : String(e) } };
}

export const searchWorkerApi = {
  async configure(spec: RunnerSpec): Promise<Reply<null>> {
    try {
      // User code next: the browser's policy must seal this worker from the network (served with
      // the sealed workers' Content-Security-Policy, workbench/vite/sealedWorkers.ts), and nothing
      // here may reach storage from now on (this worker only simulates; the pool ends with the search).
      if (spec.objective.kind === 'script') {
        const missing = await sealedPolicyInForce();
        if (missing !== null) return { ok: false, error: { code: 'scriptNotSealed', message: missing } };
        lockDownGlobals();
      }
      runner = new Runner(spec);
      kept = null;
      return { ok: true, value: null };
    } catch (e) {
      return failure('configureFailed', e);
    }
  },
  /** The pool's shared kept store and job tables (SharedArrayBuffers). */
  keptTables(buffers: KeptBuffers): Reply<null> {
    kept = keptTables(buffers);
    return { ok: true, value: null };
  },
  /** Claims and runs jobs of the current kept batch until none are left; the hit messages. */
  runKept(): Reply<[number, string][]> {
    if (runner === null || kept === null) return { ok: false, error: { code: 'notConfigured', message: 'configure() and keptTables() first' } };
    try {
      return { ok: true, value: runKeptJobs(runner, kept) };
    } catch (e) {
      return failure('runFailed', e);
    }
  },
  run(tasks: Task[]): Reply<TaskResult[]> {
    if (runner === null) return { ok: false, error: { code: 'notConfigured', message: 'configure() first' } };
    try {
      const value = tasks.map((t) => runner!.run(t));
      const transfer: ArrayBuffer[] = [];
      for (const r of value) {
        transfer.push(r.end.buffer as ArrayBuffer);
        if (r.segments !== null) transfer.push(r.segments.buffer as ArrayBuffer);
      }
      return Comlink.transfer({ ok: true, value }, transfer);
    } catch (e) {
      return failure('runFailed', e);
    }
  },
};

export type SearchWorkerApi = typeof searchWorkerApi;

// Only expose when running as a worker (importing the module for its type does nothing). The
// endpoint keeps its own references: a script objective locks the global scope down later.
if (typeof self !== 'undefined' && typeof (self as { importScripts?: unknown }).importScripts === 'function') {
  Comlink.expose(searchWorkerApi, {
    postMessage: self.postMessage.bind(self),
    addEventListener: self.addEventListener.bind(self),
    removeEventListener: self.removeEventListener.bind(self),
  } as Comlink.Endpoint);
}
