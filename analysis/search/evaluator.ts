/**
 * Where tasks are simulated. The searches hand whole batches to an Evaluator and get the results
 * back in the same order, so a search gives the same answer on one core or many.
 */
import { Runner, type RunnerSpec, type Task, type TaskResult } from './problem.ts';

export interface Evaluator {
  /** Workers able to simulate at once (1 for the in-thread evaluator). */
  readonly workers: number;
  /** (Re)builds the simulation for a spec; every later batch runs against it. */
  configure(spec: RunnerSpec): Promise<void>;
  run(tasks: readonly Task[]): Promise<TaskResult[]>;
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

  async close(): Promise<void> {
    this.runner = null;
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
