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

/** How long the first connection may take, the reply to PING included. */
export const CONNECT_MS = 5000;

export interface OpenRedisOptions {
  readonly connectMs?: number;
  /** The connection was lost after it had been made (once per outage): ioredis reconnects meanwhile, and commands wait. */
  readonly onLost?: (why: string) => void;
  /** It is back after onLost. */
  readonly onBack?: () => void;
}

/**
 * A client whose first connection has been checked — the server answers PING and has the
 * URL's database — so that a wrong address, a port where no Redis listens (or one that never
 * answers) and a database the server does not have are one clear line, not endless retries.
 */
export async function openRedis(target: RedisTarget, options: OpenRedisOptions = {}): Promise<Redis> {
  const connectMs = options.connectMs ?? CONNECT_MS;
  const { Redis } = await import('ioredis');
  // db 0 here and SELECT below: ioredis only logs a failed SELECT of its `db` option and goes
  // on in database 0.
  const probe = new Redis({ ...connectionOptions(target), db: 0, lazyConnect: true, connectTimeout: connectMs, retryStrategy: () => null, maxRetriesPerRequest: 0, enableOfflineQueue: false });
  // The socket's own error (ECONNREFUSED, ENOTFOUND, a refused password) says more than the
  // "Connection is closed" the failed connect() rejects with.
  let cause: Error | null = null;
  let timer: NodeJS.Timeout | undefined;
  const failed = new Promise<never>((_, reject) => {
    probe.on('error', (e: Error) => {
      cause ??= e;
      reject(e);
    });
    timer = setTimeout(() => reject(new Error(`no reply within ${connectMs / 1000} s (is a Redis server listening there?)`)), connectMs);
  });
  try {
    await Promise.race([
      (async () => {
        await probe.connect();
        await probe.ping();
        await probe.select(target.db).catch((e: unknown) => {
          throw new Error(`it has no database ${target.db} (${e instanceof Error ? e.message : String(e)})`);
        });
      })(),
      failed,
    ]);
  } catch (e) {
    probe.disconnect();
    // disconnect() half-closes the socket: a server that never answered keeps it open.
    (probe as unknown as { stream?: { destroy(): void } }).stream?.destroy();
    throw new QueueError('unreachable', `cannot reach Redis at ${target.shown}: ${reasonText(cause ?? (e instanceof Error ? e : new Error(String(e))))}`);
  } finally {
    clearTimeout(timer);
  }
  failed.catch(() => {});
  probe.removeAllListeners('error');
  probe.on('error', () => {});
  await probe.quit().catch(() => {});
  const client = new Redis(connectionOptions(target));
  // ioredis reconnects by itself and the commands wait for it: said once per outage, so that a
  // Redis gone mid-run is not a silent hang.
  let lost = false;
  const gone = (why: string): void => {
    if (lost) return;
    lost = true;
    options.onLost?.(why);
  };
  let lastError: string | null = null;
  client.on('error', (e: Error) => {
    lastError = reasonText(e);
  });
  // 'reconnecting', not 'close': our own disconnect() at the end closes too.
  client.on('reconnecting', () => gone(lastError ?? 'the server closed the connection'));
  client.on('ready', () => {
    lastError = null;
    if (!lost) return;
    lost = false;
    options.onBack?.();
  });
  return client;
}

/**
 * A connection's failure in words: ioredis's parser error for a server that is not Redis says
 * "Please report this", and Redis's NOAUTH (to the HELLO ioredis sends first) talks of HELLO.
 */
function reasonText(e: Error): string {
  if (/Unknown RESP type|Protocol error/i.test(e.message)) return 'what answers there does not speak Redis\'s protocol (is that the Redis port?)';
  if (/^NOAUTH/.test(e.message)) return 'it needs a password: redis://:PASSWORD@HOST:PORT/DB (NOAUTH)';
  if (/^WRONGPASS/.test(e.message)) return 'it refuses this password (or user) (WRONGPASS)';
  return e.message;
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
