/**
 * Runs test cases in worker threads with a time cap and a heap cap per case, so a case that
 * hangs or exhausts memory becomes a verdict instead of a stalled or killed test run.
 *
 * `module` exports `runCase(spec)`; each spec is a small JSON value (a format, a seed, an index)
 * from which the case rebuilds its input, so a failing case can be rebuilt outside the worker.
 * Cases go to `workers` workers one at a time. When a case passes `timeCapMs` its worker is
 * terminated (verdict `hang`); when the worker dies (heap limit, fatal error) the verdict is
 * `fatal`; an exception the case let escape is `threw`. A fresh worker takes the next case.
 */
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';

export type Verdict<R> =
  | { readonly kind: 'done'; readonly result: R; readonly ms: number }
  | { readonly kind: 'threw' | 'hang' | 'fatal'; readonly message: string; readonly ms: number };

export interface CappedOptions {
  readonly timeCapMs: number;
  readonly heapMb: number;
  readonly workers: number;
}

const ENTRY = fileURLToPath(new URL('./cappedWorkerEntry.mjs', import.meta.url));

export async function runCapped<S, R>(module: string, specs: readonly S[], options: CappedOptions): Promise<Verdict<R>[]> {
  const verdicts: Verdict<R>[] = new Array(specs.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    let worker: Worker | null = null;
    try {
      while (next < specs.length) {
        worker ??= await start(module, options.heapMb);
        const index = next++;
        const v = await runOne<S, R>(worker, index, specs[index], options.timeCapMs);
        verdicts[index] = v;
        if (v.kind === 'hang' || v.kind === 'fatal') {
          await worker.terminate();
          worker = null;
        }
      }
    } finally {
      await worker?.terminate();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.workers) }, lane));
  return verdicts;
}

function start(module: string, heapMb: number): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const w = new Worker(ENTRY, { workerData: { module }, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    const onError = (e: Error) => reject(e);
    w.once('error', onError);
    w.once('message', (m: { ready?: boolean }) => {
      w.off('error', onError);
      if (m.ready === true) resolve(w);
      else reject(new Error('case worker did not start'));
    });
  });
}

function runOne<S, R>(worker: Worker, index: number, spec: S, capMs: number): Promise<Verdict<R>> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const finish = (v: Verdict<R>) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      resolve(v);
    };
    const onMessage = (m: { index: number; ok: boolean; result?: R; message?: string; ms: number }) => {
      if (m.index !== index) return;
      finish(m.ok ? { kind: 'done', result: m.result as R, ms: m.ms } : { kind: 'threw', message: m.message ?? '', ms: m.ms });
    };
    const onError = (e: Error) => finish({ kind: 'fatal', message: `${e.name}: ${e.message}`, ms: performance.now() - t0 });
    const onExit = (code: number) => finish({ kind: 'fatal', message: `the worker exited with code ${code}`, ms: performance.now() - t0 });
    const timer = setTimeout(() => finish({ kind: 'hang', message: `no answer within ${capMs} ms`, ms: performance.now() - t0 }), capMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage({ index, spec });
  });
}
