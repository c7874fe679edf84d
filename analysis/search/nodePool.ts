/**
 * A pool of worker_threads sharing each batch without duplicating it: a batch is cut into one
 * contiguous chunk per worker and the results are put back in order, so the search above it
 * sees exactly what the in-thread evaluator would give.
 *
 * Kept jobs (the genetic search, keptBatch.ts) go another way: the store and job tables are
 * SharedArrayBuffers every thread sees, the threads claim jobs from a shared counter, and no
 * snapshot crosses postMessage. The workers serve kept batches through shared control words
 * (batchRendezvous.ts), not messages: a batch costs microseconds to start and to collect, and
 * runKept blocks the calling thread while it runs (the caller simulates its share meanwhile).
 */
import { availableParallelism } from 'node:os';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { allocateControl, awaitBatch, generation, resetStop, startBatch, stopServing } from './batchRendezvous.ts';
import type { ServedBatchReport } from './poolWorker.ts';
import { splitEvenly, type Evaluator } from './evaluator.ts';
import { Runner, type RunnerSpec, type Task, type TaskResult } from './problem.ts';
import { allocateKept, growKept, inCallerOrder, keptTables, readKeptResults, runKeptJobs, writeKeptBatch, type KeptBuffers, type KeptJob, type KeptResult, type KeptTables } from './keptBatch.ts';

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: { code: string; message: string } };

export class NodePool implements Evaluator {
  readonly workers: number;
  private readonly threads: Worker[] = [];
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;

  /**
   * `workers` threads simulate; with `helpInThread` (the default) the calling thread is one of
   * them, so one fewer worker_thread is started. The caller would otherwise sit idle waiting for
   * each batch, and on two cores 1 worker + the caller measured ~8.5 million frames/s against
   * ~5 million for 2 workers + an idle caller (genetic bench search, hills).
   */
  constructor(workers = availableParallelism(), private readonly helpInThread = true) {
    this.workers = Math.max(1, workers);
    const threads = this.helpInThread ? this.workers - 1 : this.workers;
    for (let i = 0; i < threads; i++) {
      const t = new Worker(new URL('./poolWorkerEntry.mjs', import.meta.url));
      t.on('message', (reply: Reply) => {
        const p = this.pending.get(reply.id);
        if (p === undefined) return;
        this.pending.delete(reply.id);
        if (reply.ok) p.resolve(reply.value);
        else p.reject(new Error(`${reply.error.code}: ${reply.error.message}`));
      });
      t.on('error', (e) => {
        for (const p of this.pending.values()) p.reject(e);
        this.pending.clear();
      });
      this.threads.push(t);
    }
  }

  private call(t: Worker, msg: Record<string, unknown>): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      t.postMessage({ id, ...msg });
    });
  }

  /** Shared control words while the workers serve kept batches (batchRendezvous.ts). */
  private readonly control = allocateControl();
  /** While serving: each worker's report port and the reply that comes when it stops. */
  private serving: { ports: MessagePort[]; stopped: Promise<unknown[]> } | null = null;

  private startServing(): void {
    if (this.serving !== null || this.threads.length === 0) return;
    resetStop(this.control);
    const gen = generation(this.control);
    const ports: MessagePort[] = [];
    const stopped = this.threads.map((t) => {
      const { port1, port2 } = new MessageChannel();
      ports.push(port1);
      const id = this.nextId++;
      return new Promise((resolve, reject) => {
        this.pending.set(id, { resolve, reject });
        t.postMessage({ id, kind: 'serveKept', control: this.control, generation: gen, port: port2 }, [port2]);
      });
    });
    this.serving = { ports, stopped: Promise.all(stopped) };
  }

  /** Returns the workers to their message loops (before any request other than a kept batch). */
  private async stopServing(): Promise<void> {
    const s = this.serving;
    if (s === null) return;
    this.serving = null;
    stopServing(this.control);
    await s.stopped;
    for (const p of s.ports) p.close();
  }

  async configure(spec: RunnerSpec): Promise<void> {
    await this.stopServing();
    this.kept = null;
    const runner = new Runner(spec);
    this.runner = this.helpInThread ? runner : null;
    this.stateWords = runner.world.state.length;
    await Promise.all(this.threads.map((t) => this.call(t, { kind: 'configure', spec })));
  }

  private kept: { buffers: KeptBuffers; tables: KeptTables } | null = null;
  private runner: Runner | null = null;
  private stateWords = 0;

  async openKept(root: Int32Array, slots: number, horizon: number): Promise<void> {
    const buffers = allocateKept(root, this.stateWords, slots, horizon, 64, true);
    await this.shareKept(buffers);
  }

  private async shareKept(buffers: KeptBuffers): Promise<void> {
    await this.stopServing();
    this.kept = { buffers, tables: keptTables(buffers) };
    await Promise.all(this.threads.map((t) => this.call(t, { kind: 'keptTables', buffers })));
  }

  async runKept(jobs: readonly KeptJob[]): Promise<KeptResult[]> {
    if (this.kept === null) throw new Error('NodePool: openKept() first');
    if (jobs.length === 0) return [];
    if (jobs.length > this.kept.buffers.capacity) await this.shareKept(growKept(this.kept.buffers, Math.max(jobs.length, this.kept.buffers.capacity * 2), true));
    const t = this.kept.tables;
    const order = writeKeptBatch(t, jobs);
    // Every thread, this one included, claims jobs from the shared counter until none are left.
    this.startServing();
    startBatch(this.control);
    const messages = this.runner !== null ? runKeptJobs(this.runner, t) : [];
    awaitBatch(this.control, this.threads.length);
    // Reports were queued on the ports before their workers counted themselves done.
    for (const port of this.serving?.ports ?? []) {
      for (let m = receiveMessageOnPort(port); m !== undefined; m = receiveMessageOnPort(port)) {
        const report = m.message as ServedBatchReport;
        if ('error' in report) throw new Error(`workerFailed: ${report.error}`);
        messages.push(...report.messages);
      }
    }
    return inCallerOrder(order, readKeptResults(t, jobs.length, messages));
  }

  async run(tasks: readonly Task[]): Promise<TaskResult[]> {
    if (tasks.length === 0) return [];
    await this.stopServing();
    const chunks = splitEvenly(tasks.map(compact), this.workers);
    // With helpInThread the last chunk is simulated here while the workers run theirs.
    const parts = chunks.map((c, i) => (i < this.threads.length ? (this.call(this.threads[i], { kind: 'run', tasks: c }) as Promise<TaskResult[]>) : null));
    const local = chunks.slice(this.threads.length).flatMap((c) => c.map((t) => this.runner!.run(t)));
    return (await Promise.all(parts.filter((p) => p !== null))).flat().concat(local);
  }

  async close(): Promise<void> {
    await this.stopServing();
    await Promise.all(this.threads.map((t) => t.terminate()));
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
