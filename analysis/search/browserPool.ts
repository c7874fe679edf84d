/**
 * The browser pool: the same Evaluator face as the Node pool, over Web Workers wrapped with
 * Comlink. Each worker runs browserWorker.ts; the host passes a factory so the bundler resolves
 * the worker URL (`() => new Worker(new URL('./browserWorker.ts', import.meta.url), { type: 'module' })`).
 *
 * Under cross-origin isolation (the page served with COOP/COEP headers, as `npm start` and
 * `npm run preview` do) SharedArrayBuffers can be shared, and the pool offers the kept-store
 * path the genetic search prefers (keptBatch.ts): no savestate crosses postMessage, a batch is
 * one small message per worker. Elsewhere the search falls back to shipping savestates in tasks.
 */
import * as Comlink from 'comlink';
import { splitEvenly, type Evaluator } from './evaluator.ts';
import type { RunnerSpec, Task, TaskResult } from './problem.ts';
import type { SearchWorkerApi } from './browserWorker.ts';
import { HEADER_WORDS } from '../../engine/world/snapshotHeader.ts';
import { allocateKept, growKept, inCallerOrder, keptTables, readKeptResults, writeKeptBatch, type KeptBuffers, type KeptJob, type KeptResult, type KeptTables } from './keptBatch.ts';

/** Whether this context may share memory with its workers. */
export function canShareMemory(): boolean {
  return (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true && typeof SharedArrayBuffer === 'function';
}

export class BrowserPool implements Evaluator {
  readonly workers: number;
  private readonly threads: Worker[] = [];
  private readonly apis: Comlink.Remote<SearchWorkerApi>[] = [];

  openKept?: (root: Int32Array, slots: number, horizon: number) => Promise<void>;
  runKept?: (jobs: readonly KeptJob[]) => Promise<KeptResult[]>;
  private kept: { buffers: KeptBuffers; tables: KeptTables } | null = null;

  constructor(makeWorker: () => Worker, workers: number, shareMemory = canShareMemory()) {
    this.workers = Math.max(1, workers);
    for (let i = 0; i < this.workers; i++) {
      const t = makeWorker();
      this.threads.push(t);
      this.apis.push(Comlink.wrap<SearchWorkerApi>(t));
    }
    if (shareMemory) {
      // The store holds bare state words: the root snapshot less its header.
      this.openKept = (root, slots, horizon) => this.share(allocateKept(root, root.length - HEADER_WORDS, slots, horizon, 64, true));
      this.runKept = (jobs) => this.runKeptBatch(jobs);
    }
  }

  async configure(spec: RunnerSpec): Promise<void> {
    this.kept = null;
    for (const r of await Promise.all(this.apis.map((api) => api.configure(spec)))) {
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    }
  }

  private async share(buffers: KeptBuffers): Promise<void> {
    this.kept = { buffers, tables: keptTables(buffers) };
    for (const r of await Promise.all(this.apis.map((api) => api.keptTables(buffers)))) {
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    }
  }

  /** One kept batch: written longest first, claimed by every worker from the shared counter. */
  private async runKeptBatch(jobs: readonly KeptJob[]): Promise<KeptResult[]> {
    if (this.kept === null) throw new Error('BrowserPool: openKept() first');
    if (jobs.length === 0) return [];
    if (jobs.length > this.kept.buffers.capacity) await this.share(growKept(this.kept.buffers, Math.max(jobs.length, this.kept.buffers.capacity * 2), true));
    const t = this.kept.tables;
    const order = writeKeptBatch(t, jobs);
    const messages: [number, string][] = [];
    for (const r of await Promise.all(this.apis.map((api) => api.runKept()))) {
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      messages.push(...r.value);
    }
    return inCallerOrder(order, readKeptResults(t, jobs.length, messages));
  }

  async run(tasks: readonly Task[]): Promise<TaskResult[]> {
    if (tasks.length === 0) return [];
    const chunks = splitEvenly(tasks.map(compact), this.workers);
    const replies = await Promise.all(chunks.map((c, i) => this.apis[i].run(c)));
    const out: TaskResult[] = [];
    for (const r of replies) {
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      out.push(...r.value);
    }
    return out;
  }

  async close(): Promise<void> {
    for (const api of this.apis) api[Comlink.releaseProxy]();
    for (const t of this.threads) t.terminate();
    this.threads.length = 0;
  }
}

/**
 * A task whose arrays are views into bigger buffers (a parent's snapshot list) would send the
 * whole buffer through postMessage: copy just the words the task needs.
 */
function compact(t: Task): Task {
  const whole = (a: Int32Array | Uint8Array) => a.byteOffset === 0 && a.byteLength === a.buffer.byteLength;
  if (whole(t.start) && whole(t.choices)) return t;
  return { ...t, start: t.start.slice(), choices: t.choices.slice() };
}
