/**
 * A pool of worker_threads sharing each batch without duplicating it: a batch is cut into one
 * contiguous chunk per worker and the results are put back in order, so the search above it
 * sees exactly what the in-thread evaluator would give.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { splitEvenly, type Evaluator } from './evaluator.ts';
import type { RunnerSpec, Task, TaskResult } from './problem.ts';

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: { code: string; message: string } };

export class NodePool implements Evaluator {
  readonly workers: number;
  private readonly threads: Worker[] = [];
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;

  constructor(workers = availableParallelism()) {
    this.workers = Math.max(1, workers);
    for (let i = 0; i < this.workers; i++) {
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

  async configure(spec: RunnerSpec): Promise<void> {
    await Promise.all(this.threads.map((t) => this.call(t, { kind: 'configure', spec })));
  }

  async run(tasks: readonly Task[]): Promise<TaskResult[]> {
    if (tasks.length === 0) return [];
    const chunks = splitEvenly(tasks.map(compact), this.workers);
    const parts = await Promise.all(chunks.map((c, i) => this.call(this.threads[i], { kind: 'run', tasks: c }) as Promise<TaskResult[]>));
    return parts.flat();
  }

  async close(): Promise<void> {
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
