/**
 * BullMQ, loaded only by the commands that use the queue (the CLI's other commands do not pay
 * for it and for ioredis), and the options every run's queue shares.
 */
import type { Queue } from 'bullmq';
import { connectionOptions, type RedisTarget } from './redisTarget.ts';
import { KEY_PREFIX, queueName } from './runStore.ts';

export type Bull = typeof import('bullmq');

let loading: Promise<Bull> | null = null;

export function loadBull(): Promise<Bull> {
  loading ??= import('bullmq');
  return loading;
}

/** Attempts of a job that throws as a whole (a worker's thread dying, say); a cell that throws fails alone, inside its job. */
export const JOB_ATTEMPTS = 3;
/**
 * Times a job may be found stalled (its worker died or hung past the lock) and put back on the
 * queue before it is failed: more than BullMQ's 1, since killing a worker is how a machine
 * leaves a run.
 */
export const MAX_STALLED = 20;

export function runQueue(bull: Bull, target: RedisTarget, run: string): Queue {
  const q = new bull.Queue(queueName(run), { connection: connectionOptions(target), prefix: KEY_PREFIX });
  // Connection trouble surfaces through the calls that fail; BullMQ reconnects meanwhile.
  q.on('error', () => {});
  return q;
}
