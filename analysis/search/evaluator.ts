/**
 * Where tasks are simulated. The searches hand whole batches to an Evaluator and get the results
 * back in the same order, so a search gives the same answer on one core or many.
 */
import { Runner, type RunnerSpec, type Task, type TaskResult } from './problem.ts';
import { allocateKept, growKept, keptTables, readKeptResults, runKeptJobs, writeKeptJobs, type KeptBuffers, type KeptJob, type KeptResult, type KeptTables } from './keptBatch.ts';

export interface Evaluator {
  /** Workers able to simulate at once (1 for the in-thread evaluator). */
  readonly workers: number;
  /** (Re)builds the simulation for a spec; every later batch runs against it. */
  configure(spec: RunnerSpec): Promise<void>;
  run(tasks: readonly Task[]): Promise<TaskResult[]>;
  /**
   * Opens a store of `slots` kept candidates, `horizon` states each (keptBatch.ts), whose jobs
   * without a parent start from `root`. Replaces any store opened before. Optional: for an
   * evaluator without it the genetic search keeps the states itself and ships them in Tasks
   * (`keptOn` in keptBatch.ts), which is correct but slower.
   */
  openKept?(root: Int32Array, slots: number, horizon: number): Promise<void>;
  /** Runs kept jobs against the open store; results in job order. */
  runKept?(jobs: readonly KeptJob[]): Promise<KeptResult[]>;
  close(): Promise<void>;
}

/** Simulates in the calling thread. */
export class LocalEvaluator implements Evaluator {
  readonly workers = 1;
  private runner: Runner | null = null;

  async configure(spec: RunnerSpec): Promise<void> {
    this.runner = new Runner(spec);
  }

  async run(tasks: readonly Task[]): Promise<TaskResult[]> {
    const r = this.runner;
    if (r === null) throw new Error('LocalEvaluator: configure() first');
    return tasks.map((t) => r.run(t));
  }

  private kept: { buffers: KeptBuffers; tables: KeptTables } | null = null;

  async openKept(root: Int32Array, slots: number, horizon: number): Promise<void> {
    const r = this.runner;
    if (r === null) throw new Error('LocalEvaluator: configure() first');
    const buffers = allocateKept(root, r.world.state.length, slots, horizon, 64, false);
    this.kept = { buffers, tables: keptTables(buffers) };
  }

  async runKept(jobs: readonly KeptJob[]): Promise<KeptResult[]> {
    const r = this.runner;
    if (r === null || this.kept === null) throw new Error('LocalEvaluator: configure() and openKept() first');
    if (jobs.length > this.kept.buffers.capacity) {
      const buffers = growKept(this.kept.buffers, Math.max(jobs.length, this.kept.buffers.capacity * 2), false);
      // The store itself is kept (growKept shares it), so views over it stay valid.
      this.kept = { buffers, tables: keptTables(buffers) };
    }
    const t = this.kept.tables;
    writeKeptJobs(t, jobs);
    return readKeptResults(t, jobs.length, runKeptJobs(r, t));
  }

  async close(): Promise<void> {
    this.runner = null;
    this.kept = null;
  }
}

/** Splits `items` into `parts` contiguous chunks of near-equal size (none empty). */
export function splitEvenly<T>(items: readonly T[], parts: number): T[][] {
  const out: T[][] = [];
  const n = Math.min(parts, items.length);
  for (let p = 0, start = 0; p < n; p++) {
    const end = start + Math.floor((items.length - start) / (n - p));
    out.push(items.slice(start, end));
    start = end;
  }
  return out;
}
