/**
 * A queue worker: serves the runs in Redis, oldest first, one at a time, with N threads. For
 * each run it rebuilds the level from the run's reference on this machine (the caller's
 * `level`: a built-in, the level file's text, or a real act from this machine's disassembly
 * checkout, its hash checked); a run it cannot rebuild it refuses, saying why in Redis (the
 * coordinator and `subpixel queue status` show it) and on its log, and it takes none of that
 * run's jobs. A sweep's jobs run on threads of the search pool, one job a thread; a search's
 * restarts one at a time on a pool of N threads (nodePool.ts).
 *
 * Stopping: `stop` finishes the jobs in progress and takes no more; `abort` hands them back to
 * the queue at once (their threads are ended). A worker killed outright loses nothing either:
 * its jobs' locks run out and BullMQ's stalled-job check (run by every worker) puts them back.
 */
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Job, Queue } from 'bullmq';
import type { Level } from '../../engine/level/types.ts';
import { LocalEvaluator } from '../search/evaluator.ts';
import { writeGlitchSpx } from '../search/glitchMovie.ts';
import { NodePool } from '../search/nodePool.ts';
import type { SearchProblem } from '../search/problem.ts';
import { runSearch } from '../search/runSearch.ts';
import type { SweepSpec } from '../search/sweep.ts';
import { yieldingEvaluator } from '../search/yieldingEvaluator.ts';
import { MAX_STALLED, loadBull, runQueue, type Bull } from './bull.ts';
import { CellThreads, CellsAborted } from './cellThreads.ts';
import { connectionOptions, type RedisTarget } from './redisTarget.ts';
import {
  KEY_PREFIX, dropHeartbeat, heartbeat, loadRun, loadSpec, openRedis, queueName, recordRefusal, runId, runNames,
  type RunRecord,
} from './runStore.ts';
import {
  algorithmFromJson, int32FromBase64, wordsFromBase64,
  type JobCellError, type JobData, type JobHit, type QueueRunSpec, type RunLevelRef, type SearchJobResult, type SearchRunSpec, type SweepJobResult, type SweepRunSpec,
} from './runSpec.ts';
import { restartSeed, searchOutcome } from './searchOutcome.ts';

/**
 * For the tests of a bad job: a worker started with SUBPIXEL_QUEUE_FAULT=X,Y throws from the
 * cell at (X, Y) px, as a cell whose search throws would.
 */
export const FAULT_ENV = 'SUBPIXEL_QUEUE_FAULT';

export interface ServeOptions {
  readonly target: RedisTarget;
  /** Threads (the search pool's) this worker runs jobs on. */
  readonly threads: number;
  /** Serve this run only (default: every run, oldest first). */
  readonly only?: string;
  /** The run's level rebuilt here; throws, saying what this machine lacks, when it cannot be. */
  readonly level: (ref: RunLevelRef) => Level;
  readonly log: (line: string) => void;
  /** Finish the jobs in progress, take no more, return. */
  readonly stop: AbortSignal;
  /** Hand the jobs in progress back to the queue now, return. */
  readonly abort: AbortSignal;
  readonly pollMs?: number;
  readonly faultCell?: { readonly x: number; readonly y: number } | null;
  /** Connected to Redis: serving from now on. */
  readonly onReady?: () => void;
}

interface RunContext {
  readonly record: RunRecord;
  readonly spec: QueueRunSpec;
  readonly level: Level;
}

/** This worker's id in Redis and on the jobs it ran (BullMQ's processedBy). */
export function workerId(): string {
  return `${hostname()}:${process.pid}`;
}

export async function serveQueue(o: ServeOptions): Promise<{ jobs: number }> {
  const r = await openRedis(o.target, {
    onLost: (why) => o.log(`worker: lost Redis at ${o.target.shown} (${why}): waiting for it to come back`),
    onBack: () => o.log(`worker: Redis at ${o.target.shown} is back`),
  });
  const bull = await loadBull();
  o.onReady?.();
  const id = workerId();
  const pollMs = o.pollMs ?? 500;
  const refused = new Set<string>();
  const queues = new Map<string, Queue>();
  let serving: string | null = null;
  let jobs = 0;
  const beat = (): void => {
    heartbeat(r, { id, host: hostname(), pid: process.pid, threads: o.threads, run: serving }).catch(() => {});
  };
  beat();
  const beatTimer = setInterval(beat, 5000);
  const queueOf = (name: string): Queue => {
    let q = queues.get(name);
    if (q === undefined) {
      q = runQueue(bull, o.target, name);
      queues.set(name, q);
    }
    return q;
  };
  const finished = async (rec: RunRecord): Promise<boolean> => {
    const c = await queueOf(rec.name).getJobCounts('completed', 'failed');
    return rec.enqueued && (c.completed ?? 0) + (c.failed ?? 0) >= rec.jobs;
  };
  const ended = (): boolean => o.stop.aborted || o.abort.aborted;
  try {
    while (!ended()) {
      const names = (await runNames(r)).filter((n) => o.only === undefined || n === o.only);
      for (const [name, q] of queues) {
        if (names.includes(name)) continue;
        queues.delete(name);
        await q.close();
      }
      let pick: RunRecord | null = null;
      for (const name of names) {
        const rec = await loadRun(r, name);
        if (rec === null || !rec.enqueued || refused.has(rec.id)) continue;
        if (await finished(rec)) continue;
        pick = rec;
        break;
      }
      if (pick === null) {
        await sleep(pollMs, o.stop, o.abort);
        continue;
      }
      const spec = await loadSpec(r, pick.name);
      if (spec === null) continue;
      let ctx: RunContext;
      try {
        ctx = { record: pick, spec, level: o.level(spec.level) };
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        refused.add(pick.id);
        await recordRefusal(r, pick.name, id, message);
        o.log(`worker: run ${pick.name}: not taking its jobs: ${message}`);
        continue;
      }
      serving = pick.name;
      beat();
      jobs += await serveRun(bull, r, o, ctx, id, () => finished(pick!), pollMs);
      serving = null;
      beat();
    }
    return { jobs };
  } finally {
    clearInterval(beatTimer);
    for (const q of queues.values()) await q.close();
    await dropHeartbeat(r, id).catch(() => {});
    r.disconnect();
  }
}

/** Serves one run until it is finished, removed, or this worker stops; returns the jobs it finished. */
async function serveRun(bull: Bull, r: import('ioredis').Redis, o: ServeOptions, ctx: RunContext, id: string, finished: () => Promise<boolean>, pollMs: number): Promise<number> {
  const { record, spec } = ctx;
  o.log(`worker: run ${record.name} (${record.about}): taking jobs with ${o.threads} thread${o.threads === 1 ? '' : 's'}`);
  const threads = spec.kind === 'sweep' ? new CellThreads(o.threads) : null;
  const searchAbort = new AbortController();
  const handBack = (): void => {
    searchAbort.abort();
    void threads?.abort();
  };
  o.abort.addEventListener('abort', handBack);
  const processJob = makeProcessor(bull, o, ctx, threads, searchAbort.signal);
  const worker = new bull.Worker(
    queueName(record.name),
    async (job: Job, token?: string) => {
      try {
        return await processJob(job);
      } catch (e) {
        if (e instanceof CellsAborted || searchAbort.signal.aborted) {
          // Back on the queue now, for another worker: not a failure, no attempt spent.
          await job.moveToWait(token).catch(() => {});
          throw new bull.WaitingError();
        }
        throw e;
      }
    },
    {
      connection: connectionOptions(o.target),
      prefix: KEY_PREFIX,
      name: id,
      concurrency: spec.kind === 'sweep' ? o.threads : 1,
      lockDuration: record.lockMs,
      stalledInterval: record.lockMs,
      maxStalledCount: MAX_STALLED,
      drainDelay: 1,
    },
  );
  let done = 0;
  let lastError = '';
  worker.on('completed', () => {
    done++;
  });
  worker.on('failed', (job, err) => {
    if (err.name === 'WaitingError') return;
    o.log(`worker: run ${record.name}: job ${job?.id ?? '?'} failed: ${err.message}`);
  });
  worker.on('error', (err) => {
    // Once per distinct message: a lost connection repeats itself until it is back.
    if (err.message === lastError) return;
    lastError = err.message;
    o.log(`worker: run ${record.name}: ${err.message}`);
  });
  let removed = false;
  try {
    while (!o.stop.aborted && !o.abort.aborted) {
      if ((await runId(r, record.name)) !== record.id) {
        removed = true;
        break;
      }
      if (await finished()) break;
      await sleep(pollMs, o.stop, o.abort);
    }
    if (removed) {
      o.log(`worker: run ${record.name} was cancelled: dropping its jobs in progress`);
      handBack();
      await worker.close(true);
    } else {
      if (o.stop.aborted && !o.abort.aborted) o.log(`worker: finishing the jobs in progress of run ${record.name} (Ctrl-C again hands them back to the queue)`);
      await worker.close();
    }
  } finally {
    o.abort.removeEventListener('abort', handBack);
    await threads?.close();
  }
  o.log(`worker: run ${record.name}: ${done} job${done === 1 ? '' : 's'} done here`);
  return done;
}

function makeProcessor(bull: Bull, o: ServeOptions, ctx: RunContext, threads: CellThreads | null, abort: AbortSignal): (job: Job) => Promise<SweepJobResult | SearchJobResult> {
  const { record, spec, level } = ctx;
  if (spec.kind === 'sweep') {
    const threadSpec = sweepThreadSpec(spec, level);
    return async (job) => {
      const d = job.data as JobData;
      if (d.run !== record.id || 'restart' in d) throw new bull.UnrecoverableError(`job ${job.id} is not a job of run ${record.name} (${record.id})`);
      return sweepJob(o, record.id, spec, threadSpec, threads!, d);
    };
  }
  const problem = searchProblem(spec, level);
  return async (job) => {
    const d = job.data as JobData;
    if (d.run !== record.id || !('restart' in d)) throw new bull.UnrecoverableError(`job ${job.id} is not a job of run ${record.name} (${record.id})`);
    const t0 = performance.now();
    const inner = o.threads > 1 ? new NodePool(o.threads) : new LocalEvaluator();
    // Yielding: this thread also renews the job's lock.
    const evaluator = yieldingEvaluator(inner);
    try {
      const v = await runSearch(problem, algorithmFromJson(spec.algorithm), { seed: restartSeed(spec.seed, d.restart), budget: spec.budget, clock: () => performance.now(), signal: abort }, evaluator);
      if (abort.aborted) throw new CellsAborted();
      return { outcome: searchOutcome(v), ms: Math.round(performance.now() - t0) };
    } finally {
      await evaluator.close();
    }
  };
}

async function sweepJob(o: ServeOptions, key: string, spec: SweepRunSpec, threadSpec: SweepSpec, threads: CellThreads, d: Extract<JobData, { detector: string }>): Promise<SweepJobResult> {
  const t0 = performance.now();
  return threads.with(async (t) => {
    const hits: JobHit[] = [];
    const errors: JobCellError[] = [];
    for (let k = 0; k < d.count; k++) {
      const cell = spec.cells[d.from + k];
      try {
        if (o.faultCell != null && cell.x === o.faultCell.x && cell.y === o.faultCell.y) throw new Error(`injected fault at cell (${cell.x}, ${cell.y}) (${FAULT_ENV})`);
        for (const h of await t.cell(key, threadSpec, d.detector, cell, spec.seed)) hits.push({ k, frame: h.frame, message: h.message, spx: writeGlitchSpx(h.movie) });
      } catch (e) {
        if (e instanceof CellsAborted || threads.isAborted) throw new CellsAborted();
        errors.push({ k, error: e instanceof Error ? e.message : String(e) });
      }
    }
    return { hits, errors, ms: Math.round(performance.now() - t0) };
  });
}

/** What the pool's threads sweep with: the run's options, the cells sent one by one. */
export function sweepThreadSpec(spec: SweepRunSpec, level: Level): SweepSpec {
  return {
    level,
    world: spec.world,
    cells: [],
    detectors: spec.detectors,
    alphabet: spec.alphabet,
    granularity: spec.granularity,
    horizon: spec.horizon,
    algorithm: algorithmFromJson(spec.algorithm),
    budgetPerSearch: spec.budgetPerSearch,
  };
}

export function searchProblem(spec: SearchRunSpec, level: Level): SearchProblem {
  return {
    level,
    world: spec.world,
    alphabet: spec.alphabet,
    granularity: spec.granularity,
    horizon: spec.horizon,
    objective: spec.objective,
    prefix: wordsFromBase64(spec.prefix),
    savestate: spec.savestate === null ? null : int32FromBase64(spec.savestate),
    player: spec.player,
  };
}

function sleep(ms: number, ...signals: AbortSignal[]): Promise<void> {
  return new Promise((resolve) => {
    if (signals.some((s) => s.aborted)) return resolve();
    const t = setTimeout(done, ms);
    function done(): void {
      clearTimeout(t);
      for (const s of signals) s.removeEventListener('abort', done);
      resolve();
    }
    for (const s of signals) s.addEventListener('abort', done, { once: true });
  });
}
