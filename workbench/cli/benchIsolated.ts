/**
 * Runs a bench frame-rate job in a fresh worker thread: its own V8 isolate, so the JIT compiles
 * the engine for that workload alone, as it does in a search or sweep process on one level. Run
 * one after another in one isolate, the same functions carried the type feedback of every
 * earlier workload (the hand-made levels' objects, the partner, terrain-only acts), and the later
 * figures read 5–10% lower (realActObjectsFramesPerSecond 1.48–1.50 M after the others, 1.62–1.65 M
 * alone). The jobs run one at a time; the calling thread waits idle, so the process's CPU time,
 * which the job reads, is the worker's.
 */
import { Worker } from 'node:worker_threads';
import type { BenchJob, BenchJobResult } from './benchJobs.ts';

export function runIsolated<J extends BenchJob>(job: J): Promise<BenchJobResult<J>> {
  return new Promise((resolve, reject) => {
    // The entry beside this module: from the sources the .mjs that loads tsx first; in the
    // bundled CLI the bundled worker (cliBuild.mjs) next to main.mjs.
    const worker = new Worker(new URL('./benchWorkerEntry.mjs', import.meta.url), { workerData: job });
    let settled = false;
    const settle = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      fn();
      void worker.terminate();
    };
    worker.once('message', (m: { ok: true; value: BenchJobResult<J> } | { ok: false; error: string }) =>
      settle(() => (m.ok ? resolve(m.value) : reject(new Error(`bench: the ${job.kind} run failed: ${m.error}`)))),
    );
    worker.once('error', (e) => settle(() => reject(e)));
    worker.once('exit', (code) => settle(() => reject(new Error(`bench: the ${job.kind} worker exited (code ${code}) without a result`))));
  });
}
