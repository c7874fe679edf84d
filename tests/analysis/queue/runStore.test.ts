/**
 * openRedis against real sockets: a real redis-server (queueSupport.ts), a port nothing listens
 * on, a TCP server that accepts and never answers, and one that answers in another protocol.
 * Each failure is one QueueError naming the URL and why; a Redis lost after the first connection
 * is said once, and so is its return.
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRedisTarget, type RedisTarget } from '../../../analysis/queue/redisTarget.ts';
import { QueueError, openRedis } from '../../../analysis/queue/runStore.ts';
import { NO_REDIS_REASON, freePort, startRedis, type RedisServer } from './queueSupport.ts';

function target(url: string): RedisTarget {
  const t = parseRedisTarget(url);
  if (!t.ok) throw new Error(t.message);
  return t.value;
}

/** openRedis's failure: [code, message, ms taken]. */
async function failure(url: string, connectMs?: number): Promise<[string, string, number]> {
  const t0 = performance.now();
  try {
    const r = await openRedis(target(url), connectMs === undefined ? {} : { connectMs });
    r.disconnect();
  } catch (e) {
    if (!(e instanceof QueueError)) throw e;
    return [e.code, e.message, performance.now() - t0];
  }
  throw new Error(`openRedis(${url}) connected`);
}

function listen(onSocket: (s: import('node:net').Socket) => void): Promise<{ server: Server; port: number }> {
  return new Promise((ok) => {
    const server = createServer(onSocket);
    server.listen(0, '127.0.0.1', () => ok({ server, port: (server.address() as { port: number }).port }));
  });
}

const suite = NO_REDIS_REASON === null ? describe : describe.skip;

suite(`openRedis${NO_REDIS_REASON === null ? '' : ` (${NO_REDIS_REASON})`}`, () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('a port nothing listens on is one error naming the URL and the refusal, at once', async () => {
    const port = await freePort();
    const [code, message, ms] = await failure(`redis://127.0.0.1:${port}/3`);
    expect([code, message]).toEqual(['unreachable', `cannot reach Redis at redis://127.0.0.1:${port}/3: connect ECONNREFUSED 127.0.0.1:${port}`]);
    expect(ms).toBeLessThan(2000);
  });

  it('a database the server does not have is refused, not swapped for database 0', async () => {
    // queueSupport's server has 32 databases (0..31).
    expect((await failure(redis.url(32))).slice(0, 2)).toEqual(['unreachable', `cannot reach Redis at ${redis.url(32)}: it has no database 32 (ERR DB index is out of range)`]);
    const last = await openRedis(target(redis.url(31)));
    try {
      await last.set('subpixel:test:db', '31');
      expect((await last.client('INFO')).toString()).toMatch(/ db=31 /);
    } finally {
      last.disconnect();
    }
  });

  it('a port that accepts and never answers fails after connectMs, saying no reply came', async () => {
    const { server, port } = await listen(() => {});
    try {
      const [code, message, ms] = await failure(`redis://127.0.0.1:${port}/0`, 300);
      expect([code, message]).toEqual(['unreachable', `cannot reach Redis at redis://127.0.0.1:${port}/0: no reply within 0.3 s (is a Redis server listening there?)`]);
      expect(ms).toBeGreaterThanOrEqual(290);
      expect(ms).toBeLessThan(2000);
    } finally {
      server.close();
    }
  });

  it('a server that answers in another protocol is named as not Redis, without ioredis\'s "Please report this"', async () => {
    const { server, port } = await listen((s) => s.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    try {
      expect((await failure(`redis://127.0.0.1:${port}/0`, 2000)).slice(0, 2)).toEqual(['unreachable', `cannot reach Redis at redis://127.0.0.1:${port}/0: what answers there does not speak Redis's protocol (is that the Redis port?)`]);
    } finally {
      server.close();
    }
  });

  it('a server that asks for a password says so, and one that refuses the password given says that', async () => {
    const locked = await startRedis({ password: 's3cret' });
    try {
      const url = (auth: string) => `redis://${auth}127.0.0.1:${locked.port}/0`;
      expect((await failure(url(''))).slice(0, 2)).toEqual(['unreachable', `cannot reach Redis at ${url('')}: it needs a password: redis://:PASSWORD@HOST:PORT/DB (NOAUTH)`]);
      // The password is never shown.
      expect((await failure(url(':wrong@'))).slice(0, 2)).toEqual(['unreachable', `cannot reach Redis at ${url('')}: it refuses this password (or user) (WRONGPASS)`]);
      (await openRedis(target(url(':s3cret@')))).disconnect();
    } finally {
      await locked.stop();
    }
  });

  it('a Redis lost mid-run is said once while it is away, and its return once', async () => {
    const own = await startRedis();
    const lost: string[] = [];
    let back = 0;
    const r = await openRedis(target(own.url(0)), { onLost: (why) => lost.push(why), onBack: () => back++ });
    try {
      await r.set('k', 'v');
      await own.stop();
      const deadline = Date.now() + 5000;
      while (lost.length === 0 && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 20));
      // Reconnection attempts fail meanwhile: still one line.
      await new Promise((ok) => setTimeout(ok, 400));
      expect(lost.length).toBe(1);
      expect(back).toBe(0);
      const again = await startRedis({ port: own.port });
      try {
        // A command waits for the connection to come back, then runs (a fresh server: no key).
        expect(await r.get('k')).toBe(null);
        expect([lost.length, back]).toEqual([1, 1]);
      } finally {
        r.disconnect();
        await again.stop();
      }
    } finally {
      r.disconnect();
    }
  }, 15_000);
});
