/**
 * A queue worker's threads for sweep jobs: the search pool's own worker threads
 * (analysis/search/poolWorker.ts, its `sweepLevel` / `sweepChunk` requests, as sweepPool.ts
 * uses them), one job on each thread at a time, one cell per request so that a cell that
 * throws fails alone. The level crosses to a thread once per run. The process's main thread
 * only talks to Redis, so BullMQ's lock renewals are never held up by a search.
 *
 * A thread that dies (an uncaught error, out of memory) fails the cell it was running and is
 * started again for the next; `abort()` ends every thread at once (a worker handing its jobs
 * back) and fails what they were running with CellsAborted.
 */
import { Worker } from 'node:worker_threads';
import type { SweepCell, SweepHit, SweepSpec } from '../search/sweep.ts';

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: { code: string; message: string } };

export class CellsAborted extends Error {
  constructor() {
    super('the worker is stopping: its jobs go back on the queue');
  }
}

/**
 * The pool's worker entry: from the sources it is analysis/search/poolWorkerEntry.mjs (which
 * loads tsx); in the CLI's bundle every module is main.mjs, with the bundled pool worker
 * poolWorkerEntry.mjs beside it (workbench/cli/cliBuild.mjs).
 */
function poolWorkerEntry(): URL {
  return import.meta.url.endsWith('.ts') ? new URL('../search/poolWorkerEntry.mjs', import.meta.url) : new URL('./poolWorkerEntry.mjs', import.meta.url);
}

class CellThread {
  private worker: Worker | null = null;
  private configured: string | null = null;
  private readonly calls = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;

  private start(): Worker {
    const w = new Worker(poolWorkerEntry());
    w.on('message', (reply: Reply) => {
      const p = this.calls.get(reply.id);
      if (p === undefined) return;
      this.calls.delete(reply.id);
      if (reply.ok) p.resolve(reply.value);
      else p.reject(new Error(reply.error.message));
    });
    const died = (e: Error): void => {
      if (this.worker !== w) return;
      this.worker = null;
      this.configured = null;
      for (const p of this.calls.values()) p.reject(e);
      this.calls.clear();
    };
    w.on('error', (e) => died(e));
    w.on('exit', (code) => died(new Error(`the search thread exited (code ${code})`)));
    this.worker = w;
    return w;
  }

  private call(msg: Record<string, unknown>): Promise<unknown> {
    const w = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.calls.set(id, { resolve, reject });
      w.postMessage({ id, ...msg });
    });
  }

  /** The sweep's level and options, sent once per `key` (the run's id). */
  async configure(key: string, spec: SweepSpec): Promise<void> {
    if (this.configured === key && this.worker !== null) return;
    await this.call({ kind: 'sweepLevel', spec });
    this.configured = key;
  }

  async cell(key: string, spec: SweepSpec, detector: string, cell: SweepCell, seed: number): Promise<SweepHit[]> {
    await this.configure(key, spec);
    return (await this.call({ kind: 'sweepChunk', detectors: [detector], cells: [cell], seed })) as SweepHit[];
  }

  async terminate(reason: Error): Promise<void> {
    const w = this.worker;
    this.worker = null;
    this.configured = null;
    for (const p of this.calls.values()) p.reject(reason);
    this.calls.clear();
    if (w !== null) await w.terminate();
  }
}

export class CellThreads {
  private readonly free: CellThread[] = [];
  private readonly waiting: ((t: CellThread) => void)[] = [];
  private readonly all: CellThread[] = [];
  private aborted = false;

  constructor(readonly size: number) {
    for (let i = 0; i < Math.max(1, size); i++) {
      const t = new CellThread();
      this.all.push(t);
      this.free.push(t);
    }
  }

  /** Runs `work` on a thread of its own, waiting for one to be free. */
  async with<T>(work: (thread: { cell: (key: string, spec: SweepSpec, detector: string, cell: SweepCell, seed: number) => Promise<SweepHit[]> }) => Promise<T>): Promise<T> {
    const t = this.free.pop() ?? (await new Promise<CellThread>((resolve) => this.waiting.push(resolve)));
    try {
      return await work({
        cell: (key, spec, detector, cell, seed) => {
          if (this.aborted) return Promise.reject(new CellsAborted());
          return t.cell(key, spec, detector, cell, seed);
        },
      });
    } finally {
      const next = this.waiting.shift();
      if (next !== undefined) next(t);
      else this.free.push(t);
    }
  }

  get isAborted(): boolean {
    return this.aborted;
  }

  /** Ends every thread now: what they run fails with CellsAborted. */
  async abort(): Promise<void> {
    this.aborted = true;
    await Promise.all(this.all.map((t) => t.terminate(new CellsAborted())));
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((t) => t.terminate(new Error('the threads were closed'))));
  }
}
