/**
 * Candidates whose savestates stay where they were simulated.
 *
 * The genetic search re-simulates a child only from its first changed choice, starting from its
 * parent's state there. Shipping every candidate's per-choice snapshots back to the search (and
 * the parent's snapshot out again with each child) cost more than simulating: instead the
 * snapshots live in one store of slots, `horizon` states per slot, and the search holds slot
 * numbers. A job names its parent's slot (or -1 for the root), the choice to resume at and the
 * slot to fill; the reply is only a score. In a pool the store and the job tables are
 * SharedArrayBuffers seen by every thread, and threads claim jobs one at a time from a shared
 * counter, so any thread can run any job (no locality to keep, no load to balance) and the
 * results are the same whichever thread ran them.
 *
 * The store holds raw state words (no snapshot header): only Runners built from the same spec
 * write and read it, so the header check is done once, on the root.
 */
import type { Evaluator } from './evaluator.ts';
import type { Runner, Task } from './problem.ts';

export interface KeptJob {
  /** Slot holding the parent's states, or -1 to start from the root. */
  readonly parent: number;
  /** First choice to simulate; the states before it are the parent's (0 when parent is -1). */
  readonly from: number;
  /**
   * Slot receiving this candidate's states (whole horizon, the parent's prefix copied in). May be
   * the parent's own slot: the candidate then overwrites the parent's states from `from` on.
   */
  readonly out: number;
  /** All `horizon` choices of the candidate. */
  readonly choices: Uint8Array;
}

export interface KeptResult {
  readonly score: number;
  /** Frame (from the search start) the objective was met, or -1. */
  readonly doneFrame: number;
  readonly message: string;
  readonly framesRun: number;
  /** States valid in the out slot (from + complete choices simulated). */
  readonly valid: number;
}

/** Words per job in `KeptTables.jobs`: parent, from, out. */
const JOB_WORDS = 3;
/** Words per job in `KeptTables.outcome`: doneFrame, framesRun, valid. */
const OUTCOME_WORDS = 3;

/** Everything a thread needs to run a batch of kept jobs; all views over (Shared)ArrayBuffers. */
export interface KeptTables {
  readonly horizon: number;
  readonly slots: number;
  /** State words of every slot: slot s, choice i at ((s * horizon) + i) * stateWords. */
  readonly store: Int32Array;
  /** The root snapshot (with header), for jobs without a parent. */
  readonly root: Int32Array;
  /** How many jobs the batch holds and the next one to claim: [count, next]. */
  readonly counter: Int32Array;
  readonly jobs: Int32Array;
  readonly choices: Uint8Array;
  readonly scores: Float64Array;
  readonly outcome: Int32Array;
}

/** The buffers behind KeptTables, as sent to a worker (structured-cloneable). */
export interface KeptBuffers {
  readonly horizon: number;
  readonly slots: number;
  readonly capacity: number;
  readonly store: ArrayBufferLike;
  readonly root: ArrayBufferLike;
  readonly counter: ArrayBufferLike;
  readonly jobs: ArrayBufferLike;
  readonly choices: ArrayBufferLike;
  readonly scores: ArrayBufferLike;
  readonly outcome: ArrayBufferLike;
}

/** Allocates the buffers: shared ones for a pool, plain ones for the in-thread evaluator. */
export function allocateKept(root: Int32Array, stateWords: number, slots: number, horizon: number, capacity: number, shared: boolean): KeptBuffers {
  const make = (bytes: number): ArrayBufferLike => (shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes));
  const rootBuf = make(root.byteLength);
  new Int32Array(rootBuf).set(root);
  return {
    horizon,
    slots,
    capacity,
    store: make(slots * horizon * stateWords * 4),
    root: rootBuf,
    counter: make(8),
    ...jobBuffers(capacity, horizon, make),
  };
}

/** Bigger job tables for the same store (a batch larger than any before). */
export function growKept(b: KeptBuffers, capacity: number, shared: boolean): KeptBuffers {
  const make = (bytes: number): ArrayBufferLike => (shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes));
  return { ...b, capacity, ...jobBuffers(capacity, b.horizon, make) };
}

function jobBuffers(capacity: number, horizon: number, make: (bytes: number) => ArrayBufferLike) {
  return {
    jobs: make(capacity * JOB_WORDS * 4),
    choices: make(capacity * horizon),
    scores: make(capacity * 8),
    outcome: make(capacity * OUTCOME_WORDS * 4),
  };
}

export function keptTables(b: KeptBuffers): KeptTables {
  return {
    horizon: b.horizon,
    slots: b.slots,
    store: new Int32Array(b.store),
    root: new Int32Array(b.root),
    counter: new Int32Array(b.counter),
    jobs: new Int32Array(b.jobs),
    choices: new Uint8Array(b.choices),
    scores: new Float64Array(b.scores),
    outcome: new Int32Array(b.outcome),
  };
}

/** Writes a batch into the tables and resets the claim counter. */
export function writeKeptJobs(t: KeptTables, jobs: readonly KeptJob[]): void {
  const h = t.horizon;
  for (let i = 0; i < jobs.length; i++) {
    const j = jobs[i];
    if (j.out < 0 || j.out >= t.slots || j.parent >= t.slots) throw new Error(`kept job ${i}: bad slots ${j.parent} -> ${j.out}`);
    t.jobs[i * JOB_WORDS] = j.parent;
    t.jobs[i * JOB_WORDS + 1] = j.parent < 0 ? 0 : j.from;
    t.jobs[i * JOB_WORDS + 2] = j.out;
    t.choices.set(j.choices.subarray(0, h), i * h);
  }
  t.counter[0] = jobs.length;
  t.counter[1] = 0;
}

/**
 * Claims and runs jobs until none are left; returns the messages of the jobs that have one
 * (scores and counts go to the tables). Every thread of a pool calls this on the same tables.
 */
export function runKeptJobs(runner: Runner, t: KeptTables): [number, string][] {
  const messages: [number, string][] = [];
  const count = t.counter[0];
  for (let i = Atomics.add(t.counter, 1, 1); i < count; i = Atomics.add(t.counter, 1, 1)) {
    const o = i * OUTCOME_WORDS;
    const message = runner.runKept(t, t.jobs[i * JOB_WORDS], t.jobs[i * JOB_WORDS + 1], t.jobs[i * JOB_WORDS + 2], i, o);
    if (message !== '') messages.push([i, message]);
  }
  return messages;
}

/**
 * A pool's batch: written longest first (by choices left to simulate; stable, so equal jobs
 * keep their order) so it ends with short jobs and no thread is left finishing a long one while
 * the others wait. Returns the order written; `inCallerOrder` puts the results back.
 */
export function writeKeptBatch(t: KeptTables, jobs: readonly KeptJob[]): number[] {
  const left = (j: KeptJob): number => t.horizon - (j.parent < 0 ? 0 : j.from);
  const order = jobs.map((_, i) => i).sort((a, b) => left(jobs[b]) - left(jobs[a]) || a - b);
  writeKeptJobs(t, order.map((i) => jobs[i]));
  return order;
}

/** Results of a batch written in `order` (writeKeptBatch), back in the caller's job order. */
export function inCallerOrder(order: readonly number[], claimed: readonly KeptResult[]): KeptResult[] {
  const results = new Array<KeptResult>(claimed.length);
  for (let k = 0; k < order.length; k++) results[order[k]] = claimed[k];
  return results;
}

/** The batch's results, in job order. */
export function readKeptResults(t: KeptTables, count: number, messages: Iterable<readonly [number, string]>): KeptResult[] {
  const text = new Map<number, string>(messages);
  const out: KeptResult[] = [];
  for (let i = 0; i < count; i++) {
    const o = i * OUTCOME_WORDS;
    out.push({ score: t.scores[i], doneFrame: t.outcome[o], framesRun: t.outcome[o + 1], valid: t.outcome[o + 2], message: text.get(i) ?? '' });
  }
  return out;
}

/** The kept-store face of an evaluator. */
export interface KeptStore {
  open(root: Int32Array, slots: number, horizon: number): Promise<void>;
  run(jobs: readonly KeptJob[]): Promise<KeptResult[]>;
}

/**
 * The evaluator's own store when it has one; otherwise the states are kept here, as snapshots,
 * and every job is sent as a Task carrying its start snapshot and returning its segments.
 */
export function keptOn(evaluator: Evaluator): KeptStore {
  if (evaluator.openKept !== undefined && evaluator.runKept !== undefined) {
    return { open: (root, slots, horizon) => evaluator.openKept!(root, slots, horizon), run: (jobs) => evaluator.runKept!(jobs) };
  }
  let root: Int32Array = new Int32Array(0);
  let horizon = 0;
  let store: (Int32Array | null)[] = [];
  return {
    async open(r, slots, h) {
      root = r;
      horizon = h;
      store = new Array<Int32Array | null>(slots).fill(null);
    },
    async run(jobs) {
      const len = root.length;
      const tasks: Task[] = jobs.map((j) => {
        const from = j.parent < 0 ? 0 : j.from;
        const start = from === 0 ? root : store[j.parent]!.subarray((from - 1) * len, from * len);
        return { start, depth: from, choices: j.choices.subarray(from, horizon), keepSegments: true };
      });
      const results = await evaluator.run(tasks);
      return results.map((r, i) => {
        const j = jobs[i];
        const from = tasks[i].depth;
        const segments = new Int32Array(horizon * len);
        if (from > 0) segments.set(store[j.parent]!.subarray(0, from * len));
        if (r.segments !== null) segments.set(r.segments.subarray(0, r.segmentCount * len), from * len);
        store[j.out] = segments;
        return { score: r.score, doneFrame: r.doneFrame, message: r.message, framesRun: r.framesRun, valid: from + r.segmentCount };
      });
    },
  };
}
