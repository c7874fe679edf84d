/**
 * The run's state in Redis, beside BullMQ's own keys for its queue. One module owns every key
 * (STYLE habit 12):
 *
 *   subpixel:runs                  sorted set: run names, by when they were started (ms)
 *   subpixel:run:NAME              hash: id, kind, specHash, spec (JSON), jobs, created, lockMs,
 *                                  enqueued ("1" once every job is on the queue), about
 *   subpixel:run:NAME:refused      hash: worker id -> why it cannot take the run's jobs
 *   subpixel:worker:ID             a worker's heartbeat (JSON, expires after 15 s)
 *   subpixel:run.NAME:*            the run's BullMQ queue (prefix "subpixel", queue "run.NAME")
 *
 * The spec is the whole run: a coordinator started again reads it back and carries on, a
 * worker rebuilds the level from it.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { connectionOptions, type RedisTarget } from './redisTarget.ts';
import { jobCount, specHash, type QueueRunSpec } from './runSpec.ts';

export const KEY_PREFIX = 'subpixel';
const RUNS = `${KEY_PREFIX}:runs`;
const runKey = (name: string): string => `${KEY_PREFIX}:run:${name}`;
const refusedKey = (name: string): string => `${KEY_PREFIX}:run:${name}:refused`;
const workerKey = (id: string): string => `${KEY_PREFIX}:worker:${id}`;
/** Seconds a worker's heartbeat lasts. */
export const HEARTBEAT_SECONDS = 15;

/** The BullMQ queue of a run (BullMQ refuses ':' in queue names). */
export function queueName(run: string): string {
  return `run.${run}`;
}

/** A failure of the queue, with a code the commands and tests match (STYLE habit 6). */
export class QueueError extends Error {
  constructor(
    readonly code: 'unreachable' | 'runExists' | 'noSuchRun' | 'badRun',
    message: string,
  ) {
    super(message);
  }
}

export interface RunRecord {
  readonly name: string;
  /** Changes when a run is removed and another started under the same name. */
  readonly id: string;
  readonly kind: QueueRunSpec['kind'];
  readonly specHash: string;
  readonly jobs: number;
  readonly created: number;
  readonly lockMs: number;
  readonly enqueued: boolean;
  /** One line: what the run is (`sweep of s1:ghz1, 124 searches in 4 jobs`). */
  readonly about: string;
}

export interface WorkerBeat {
  readonly id: string;
  readonly host: string;
  readonly pid: number;
  readonly threads: number;
  /** The run it serves, or null: idle. */
  readonly run: string | null;
}

/** A client whose first connection has been checked: a wrong address is one clear line, not endless retries. */
export async function openRedis(target: RedisTarget): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const probe = new Redis({ ...connectionOptions(target), lazyConnect: true, connectTimeout: 5000, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  // The socket's own error (ECONNREFUSED, ENOTFOUND, a refused password) says more than the
  // "Connection is closed" the failed connect() rejects with.
  let cause: Error | null = null;
  probe.on('error', (e: Error) => {
    cause ??= e;
  });
  try {
    await probe.connect();
    await probe.ping();
  } catch (e) {
    probe.disconnect();
    const why = (cause as Error | null) ?? (e instanceof Error ? e : new Error(String(e)));
    throw new QueueError('unreachable', `cannot reach Redis at ${target.shown}: ${why.message}`);
  }
  await probe.quit();
  const client = new Redis(connectionOptions(target));
  // Connection errors surface through the commands that fail; ioredis reconnects meanwhile.
  client.on('error', () => {});
  return client;
}

function record(name: string, h: Record<string, string>): RunRecord | null {
  if (h.id === undefined || h.specHash === undefined) return null;
  if (h.kind !== 'sweep' && h.kind !== 'search') return null;
  return {
    name,
    id: h.id,
    kind: h.kind,
    specHash: h.specHash ?? '',
    jobs: Number(h.jobs ?? 0),
    created: Number(h.created ?? 0),
    lockMs: Number(h.lockMs ?? 30000),
    enqueued: h.enqueued === '1',
    about: h.about ?? '',
  };
}

/** The run under `name`, or null (none, or one being created this moment). */
export async function loadRun(r: Redis, name: string): Promise<RunRecord | null> {
  const fields = ['id', 'kind', 'specHash', 'jobs', 'created', 'lockMs', 'enqueued', 'about'] as const;
  const values = await r.hmget(runKey(name), ...fields);
  const h: Record<string, string> = {};
  fields.forEach((f, i) => {
    if (values[i] !== null) h[f] = values[i]!;
  });
  return record(name, h);
}

/** The run's spec (read once per run by a worker: it can be large). */
export async function loadSpec(r: Redis, name: string): Promise<QueueRunSpec | null> {
  const text = await r.hget(runKey(name), 'spec');
  if (text === null) return null;
  try {
    return JSON.parse(text) as QueueRunSpec;
  } catch {
    throw new QueueError('badRun', `run "${name}": its spec in Redis is not JSON`);
  }
}

/** Every run's name, oldest first. */
export async function runNames(r: Redis): Promise<string[]> {
  return r.zrange(RUNS, '0', '-1');
}

/**
 * The run under `name` with this spec: resumed when it is there already with the same spec
 * (the same command run again), created otherwise. A run under that name with another spec is
 * refused: its results would be mixed up with this one's.
 */
export async function createOrResumeRun(r: Redis, name: string, spec: QueueRunSpec, lockMs: number, about: string): Promise<{ record: RunRecord; resumed: boolean }> {
  const hash = specHash(spec);
  for (let attempt = 0; attempt < 50; attempt++) {
    const existing = await loadRun(r, name);
    if (existing !== null) {
      if (existing.specHash !== hash) {
        throw new QueueError('runExists', `run "${name}" is in Redis with other options (a ${existing.kind} started ${new Date(existing.created).toISOString()}: ${existing.about}); choose another --name, or remove it with \`subpixel queue cancel --name ${name}\``);
      }
      return { record: existing, resumed: true };
    }
    const id = randomUUID();
    if ((await r.hsetnx(runKey(name), 'id', id)) === 0) {
      // Another coordinator is creating it this moment: read it again.
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    const created = Date.now();
    const jobs = jobCount(spec);
    await r
      .multi()
      .hset(runKey(name), { kind: spec.kind, spec: JSON.stringify(spec), jobs: String(jobs), created: String(created), lockMs: String(lockMs), about, specHash: hash })
      .zadd(RUNS, String(created), name)
      .exec();
    return { record: { name, id, kind: spec.kind, specHash: hash, jobs, created, lockMs, enqueued: false, about }, resumed: false };
  }
  throw new QueueError('badRun', `run "${name}": its record in Redis stays incomplete (a coordinator that died while creating it?); remove it with \`subpixel queue cancel --name ${name}\``);
}

export async function markEnqueued(r: Redis, name: string): Promise<void> {
  await r.hset(runKey(name), 'enqueued', '1');
}

/** The run's id now (null: removed), to notice a cancel. */
export async function runId(r: Redis, name: string): Promise<string | null> {
  return r.hget(runKey(name), 'id');
}

/** Removes the run's record, refusals and index entry (its BullMQ queue is obliterated by the caller). */
export async function forgetRun(r: Redis, name: string): Promise<void> {
  await r.multi().del(runKey(name), refusedKey(name)).zrem(RUNS, name).exec();
}

export async function recordRefusal(r: Redis, name: string, worker: string, message: string): Promise<void> {
  await r.hset(refusedKey(name), worker, message);
}

/** worker id -> why it does not take the run's jobs. */
export async function refusals(r: Redis, name: string): Promise<Record<string, string>> {
  return r.hgetall(refusedKey(name));
}

export async function heartbeat(r: Redis, beat: WorkerBeat): Promise<void> {
  await r.set(workerKey(beat.id), JSON.stringify(beat), 'EX', HEARTBEAT_SECONDS);
}

export async function dropHeartbeat(r: Redis, id: string): Promise<void> {
  await r.del(workerKey(id));
}

/** The workers whose heartbeat is current. */
export async function liveWorkers(r: Redis): Promise<WorkerBeat[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await r.scan(cursor, 'MATCH', `${KEY_PREFIX}:worker:*`, 'COUNT', 1000);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  if (keys.length === 0) return [];
  const values = await r.mget(...keys.sort());
  const out: WorkerBeat[] = [];
  for (const v of values) {
    if (v === null) continue;
    try {
      out.push(JSON.parse(v) as WorkerBeat);
    } catch {
      // a heartbeat written by something else: not ours to read
    }
  }
  return out;
}
