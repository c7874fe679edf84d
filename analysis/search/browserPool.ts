/**
 * The browser pool: the same Evaluator face as the Node pool, over Web Workers wrapped with
 * Comlink. Each worker runs browserWorker.ts; the host passes a factory so the bundler resolves
 * the worker URL (`() => new Worker(new URL('./browserWorker.ts', import.meta.url), { type: 'module' })`).
 */
import * as Comlink from 'comlink';
import { splitEvenly, type Evaluator } from './evaluator.ts';
import type { RunnerSpec, Task, TaskResult } from './problem.ts';
import type { SearchWorkerApi } from './browserWorker.ts';

export class BrowserPool implements Evaluator {
  readonly workers: number;
  private readonly threads: Worker[] = [];
  private readonly apis: Comlink.Remote<SearchWorkerApi>[] = [];

  constructor(makeWorker: () => Worker, workers: number) {
    this.workers = Math.max(1, workers);
    for (let i = 0; i < this.workers; i++) {
      const t = makeWorker();
      this.threads.push(t);
      this.apis.push(Comlink.wrap<SearchWorkerApi>(t));
    }
  }

  async configure(spec: RunnerSpec): Promise<void> {
    for (const r of await Promise.all(this.apis.map((api) => api.configure(spec)))) {
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    }
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
