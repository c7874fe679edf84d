/**
 * A sweep spread over worker_threads by cell: each thread runs whole cell searches in its own
 * engine (an in-thread evaluator), taking the next chunk of cells when it finishes one, and the
 * calling thread works through chunks too. A sweep is many small searches (a few hundred frames
 * each on a real act's grid), which the batch-splitting NodePool would spread thinly: one
 * message round trip per tiny batch, and the act's level sent again with every search's
 * configuration. Here the level crosses to each thread once per sweep, and the threads last as
 * long as the pool (one pool serves a whole run of sweeps).
 *
 * Hits come back in the order the single-thread sweep gives them (detector by detector, cells in
 * order), so the answer does not depend on the number of threads.
 */
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { LocalEvaluator } from './evaluator.ts';
import { yieldingEvaluator } from './yieldingEvaluator.ts';
import { cellInsideTerrain, sweep, type SweepCell, type SweepHit, type SweepProgress, type SweepSpec } from './sweep.ts';

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: { code: string; message: string } };

/** Cells per message: small enough to balance the threads, big enough that messages cost little. */
export const SWEEP_CHUNK = 32;

export interface PooledSweepControl {
  readonly seed: number;
  readonly signal?: AbortSignal;
  readonly onSweepProgress?: (p: SweepProgress) => void;
}

export class SweepPool {
  private readonly threads: Worker[] = [];
  private readonly calls = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;

  /** `workers` threads sweep; the caller is one of them, so workers - 1 are started. */
  constructor(readonly workers: number) {
    for (let i = 0; i < Math.max(1, workers) - 1; i++) {
      const t = new Worker(new URL('./poolWorkerEntry.mjs', import.meta.url));
      t.on('message', (reply: Reply) => {
        const p = this.calls.get(reply.id);
        if (p === undefined) return;
        this.calls.delete(reply.id);
        if (reply.ok) p.resolve(reply.value);
        else p.reject(new Error(`${reply.error.code}: ${reply.error.message}`));
      });
      t.on('error', (e) => {
        for (const p of this.calls.values()) p.reject(e);
        this.calls.clear();
      });
      this.threads.push(t);
    }
  }

  private call(t: Worker, msg: Record<string, unknown>): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.calls.set(id, { resolve, reject });
      t.postMessage({ id, ...msg });
    });
  }

  /** Returns the hits as `sweep` would. Budgets are per search; a seconds budget reads each thread's own clock. */
  async sweep(spec: SweepSpec, control: PooledSweepControl): Promise<SweepHit[]> {
    const { cells, ...shared } = spec;
    const chunks: { detector: string; cells: SweepCell[] }[] = [];
    for (const detector of spec.detectors) {
      for (let i = 0; i < cells.length; i += SWEEP_CHUNK) chunks.push({ detector, cells: cells.slice(i, i + SWEEP_CHUNK) });
    }
    const results: SweepHit[][] = new Array(chunks.length);
    const total = cells.length * spec.detectors.length;
    let done = 0;
    let hits = 0;
    let skipped = 0;
    let next = 0;
    const finished = (index: number, value: SweepHit[]): void => {
      const chunk = chunks[index];
      results[index] = value;
      done += chunk.cells.length;
      hits += value.length;
      // As sweep counts them: each cell inside terrain once, on the first detector's pass.
      if (chunk.detector === spec.detectors[0]) skipped += chunk.cells.filter((c) => cellInsideTerrain(spec.level, c)).length;
      control.onSweepProgress?.({ done, total, hits, skipped });
    };
    const take = (): number => (control.signal?.aborted || next >= chunks.length ? -1 : next++);
    await Promise.all(this.threads.map((t) => this.call(t, { kind: 'sweepLevel', spec: { ...shared, cells: [] } })));
    const threadLoop = async (t: Worker): Promise<void> => {
      for (let index = take(); index >= 0; index = take()) {
        const value = await this.call(t, { kind: 'sweepChunk', detectors: [chunks[index].detector], cells: chunks[index].cells, seed: control.seed });
        finished(index, value as SweepHit[]);
      }
    };
    const localLoop = async (): Promise<void> => {
      for (let index = take(); index >= 0; index = take()) {
        const chunk = { ...shared, detectors: [chunks[index].detector], cells: chunks[index].cells };
        // Yielding, so the signal's handlers (Ctrl-C, a deadline) run while this thread sweeps.
        const value = await sweep(chunk, { seed: control.seed, clock: () => performance.now(), signal: control.signal }, yieldingEvaluator(new LocalEvaluator()));
        // A chunk cut short by the signal is not finished: its cells are not counted done.
        if (control.signal?.aborted) return;
        finished(index, value);
        // Let the threads' replies in before the next chunk: they wait for more work.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    // On the signal, the chunks finished so far are the answer: the threads' chunks in flight
    // are not waited for (close() ends them).
    const stopped = new Promise<void>((resolve) => {
      if (control.signal?.aborted) resolve();
      control.signal?.addEventListener('abort', () => resolve(), { once: true });
    });
    await Promise.race([Promise.all([...this.threads.map(threadLoop), localLoop()]), stopped]);
    return results.filter((r) => r !== undefined).flat();
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.terminate()));
    this.threads.length = 0;
  }
}

/** One sweep on a pool of its own. */
export async function sweepInPool(spec: SweepSpec, control: PooledSweepControl, workers: number): Promise<SweepHit[]> {
  const pool = new SweepPool(workers);
  try {
    return await pool.sweep(spec, control);
  } finally {
    await pool.close();
  }
}
