/**
 * The coordinator of a run: puts the run and its jobs in Redis (once: a coordinator started
 * again with the same spec finds them there and adds nothing twice, each job having a fixed
 * id), then collects the finished jobs' results by job index until every job is done, the run
 * is cancelled (`subpixel queue cancel` removed it), or its signal stops it (Ctrl-C,
 * --max-seconds), in which case the run goes on in Redis without it.
 *
 * The workers do the work (queueWorker.ts); BullMQ puts a job whose worker died back on the
 * queue (stalled-job handling), and results are keyed by job, so a job run twice counts once.
 */
import type { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { JOB_ATTEMPTS, loadBull, runQueue } from './bull.ts';
import type { RedisTarget } from './redisTarget.ts';
import { createOrResumeRun, forgetRun, liveWorkers, markEnqueued, openRedis, refusals, runId, type RunRecord } from './runStore.ts';
import { jobId, jobIndexOf, sweepJobs, type JobData, type JobOutcome, type QueueRunSpec } from './runSpec.ts';

export interface CoordinatorProgress<R> {
  readonly results: ReadonlyMap<number, JobOutcome<R>>;
  readonly jobs: number;
  /** Workers with a current heartbeat. */
  readonly workers: number;
}

export interface CoordinateOptions<R> {
  readonly target: RedisTarget;
  readonly name: string;
  readonly spec: QueueRunSpec;
  readonly about: string;
  /** BullMQ's lock on a job, ms: a dead worker's job goes back on the queue this long after its last renewal. */
  readonly lockMs: number;
  /** Stops waiting (the run stays in Redis). */
  readonly signal?: AbortSignal;
  readonly pollMs?: number;
  /** Leave the finished run in Redis (default: remove it once its results are collected). */
  readonly keep?: boolean;
  readonly onStart?: (run: RunRecord, resumed: boolean) => void;
  readonly onProgress?: (p: CoordinatorProgress<R>) => void;
  /** A worker that cannot take the run's jobs said why (once per worker). */
  readonly onRefusal?: (worker: string, message: string) => void;
  /** Redis went away mid-run (once per outage; the coordinator waits for it) and came back. */
  readonly onLost?: (why: string) => void;
  readonly onBack?: () => void;
}

export type CoordinateStop = 'interrupted' | 'cancelled' | null;

export interface Coordinated<R> {
  readonly run: RunRecord;
  readonly results: Map<number, JobOutcome<R>>;
  /** null: every job finished. */
  readonly stop: CoordinateStop;
}

/** Jobs added per round trip. */
const ADD_BATCH = 500;
/** Finished jobs read per round trip. */
const READ_BATCH = 200;

export async function coordinate<R>(o: CoordinateOptions<R>): Promise<Coordinated<R>> {
  const r = await openRedis(o.target, { ...(o.onLost ? { onLost: o.onLost } : {}), ...(o.onBack ? { onBack: o.onBack } : {}) });
  const bull = await loadBull();
  const queue = runQueue(bull, o.target, o.name);
  try {
    const { record, resumed } = await createOrResumeRun(r, o.name, o.spec, o.lockMs, o.about);
    o.onStart?.(record, resumed);
    if (!record.enqueued) {
      await enqueue(queue, record, o.spec);
      await markEnqueued(r, o.name);
    }
    const results = new Map<number, JobOutcome<R>>();
    const told = new Set<string>();
    const pollMs = o.pollMs ?? 500;
    let stop: CoordinateStop = null;
    for (;;) {
      if (o.signal?.aborted) {
        stop = 'interrupted';
        break;
      }
      if ((await runId(r, o.name)) !== record.id) {
        stop = 'cancelled';
        break;
      }
      await collect(queue, results);
      for (const [worker, message] of Object.entries(await refusals(r, o.name))) {
        if (told.has(worker)) continue;
        told.add(worker);
        o.onRefusal?.(worker, message);
      }
      o.onProgress?.({ results, jobs: record.jobs, workers: (await liveWorkers(r)).length });
      if (results.size >= record.jobs) break;
      await sleep(pollMs, o.signal);
    }
    if (stop === null && !o.keep) await removeRun(r, queue, o.name);
    return { run: record, results, stop };
  } finally {
    await queue.close();
    r.disconnect();
  }
}

/** Every job of the run, each under its fixed id: BullMQ ignores an id it has, so adding again adds nothing. */
async function enqueue(queue: Queue, run: RunRecord, spec: QueueRunSpec): Promise<void> {
  const data: JobData[] =
    spec.kind === 'sweep'
      ? sweepJobs(spec).map((j) => ({ run: run.id, index: j.index, detector: j.detector, from: j.from, count: j.count }))
      : Array.from({ length: spec.restarts }, (_, i) => ({ run: run.id, index: i, restart: i }));
  for (let i = 0; i < data.length; i += ADD_BATCH) {
    await queue.addBulk(
      data.slice(i, i + ADD_BATCH).map((d) => ({
        name: spec.kind,
        data: d,
        // Finished jobs stay until the coordinator has their results (it removes the run).
        opts: { jobId: jobId(d.index), attempts: JOB_ATTEMPTS, removeOnComplete: false, removeOnFail: false },
      })),
    );
  }
}

/** Reads the jobs finished since the last call into `results` (by job index). */
async function collect<R>(queue: Queue, results: Map<number, JobOutcome<R>>): Promise<void> {
  const [completed, failed] = await Promise.all([queue.getRanges(['completed'], 0, -1, true), queue.getRanges(['failed'], 0, -1, true)]);
  const fresh: [string, boolean][] = [];
  for (const [ids, ok] of [[completed, true], [failed, false]] as const) {
    for (const id of ids) {
      const i = jobIndexOf(id);
      if (i >= 0 && !results.has(i)) fresh.push([id, ok]);
    }
  }
  for (let i = 0; i < fresh.length; i += READ_BATCH) {
    const batch = fresh.slice(i, i + READ_BATCH);
    const jobs = await Promise.all(batch.map(([id]) => queue.getJob(id) as Promise<Job | undefined>));
    jobs.forEach((job, b) => {
      // Gone meanwhile (the run was cancelled): the next round sees that.
      if (job === undefined) return;
      const [id, ok] = batch[b];
      if (ok && job.returnvalue !== null && job.returnvalue !== undefined) results.set(jobIndexOf(id), { ok: true, value: job.returnvalue as R });
      else if (!ok) results.set(jobIndexOf(id), { ok: false, error: job.failedReason ?? 'failed (no reason given)' });
    });
  }
}

/** Removes a run: its queue (jobs in progress included) and its record. */
export async function removeRun(r: Redis, queue: Queue, name: string): Promise<void> {
  await forgetRun(r, name);
  await queue.obliterate({ force: true });
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const t = setTimeout(done, ms);
    function done(): void {
      clearTimeout(t);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
