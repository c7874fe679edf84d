/**
 * Where the queue lives: `redis://HOST:PORT[/DB]` (also `redis://:PASSWORD@HOST:PORT/DB`,
 * `redis://USER:PASSWORD@...`, and `rediss://` for TLS), as `--queue` takes it. A wrong one is
 * an error value naming what is wrong (STYLE habit 6); the caller words it for its command.
 */

export interface RedisTarget {
  readonly host: string;
  readonly port: number;
  /** The logical database, 0..15 on a default server. */
  readonly db: number;
  readonly username?: string;
  readonly password?: string;
  readonly tls: boolean;
  /** The URL as it may be shown: without the password. */
  readonly shown: string;
}

export type RedisTargetResult = { ok: true; value: RedisTarget } | { ok: false; message: string };

export const REDIS_URL_FORM = 'redis://HOST:PORT[/DB]';

export function parseRedisTarget(text: string): RedisTargetResult {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: `expected ${REDIS_URL_FORM}, got "${text}"` };
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') return { ok: false, message: `expected ${REDIS_URL_FORM} (redis: or rediss:), got "${text}"` };
  if (url.hostname === '') return { ok: false, message: `no host in "${text}" (expected ${REDIS_URL_FORM})` };
  const port = url.port === '' ? 6379 : Number(url.port);
  const path = url.pathname.replace(/^\//, '');
  if (path !== '' && !/^\d{1,5}$/.test(path)) return { ok: false, message: `the database must be a number (${REDIS_URL_FORM}), got "/${path}"` };
  if (url.search !== '' || url.hash !== '') return { ok: false, message: `no query or fragment is read from "${text}" (expected ${REDIS_URL_FORM})` };
  const db = path === '' ? 0 : Number(path);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const username = url.username === '' ? undefined : decodeURIComponent(url.username);
  const password = url.password === '' ? undefined : decodeURIComponent(url.password);
  const tls = url.protocol === 'rediss:';
  const shown = `${url.protocol}//${username !== undefined ? `${username}@` : ''}${url.host}/${db}`;
  return { ok: true, value: { host, port, db, ...(username !== undefined ? { username } : {}), ...(password !== undefined ? { password } : {}), tls, shown } };
}

/** Connection options for ioredis and BullMQ (which passes them to ioredis). */
export function connectionOptions(t: RedisTarget): Record<string, unknown> {
  return {
    host: t.host,
    port: t.port,
    db: t.db,
    ...(t.username !== undefined ? { username: t.username } : {}),
    ...(t.password !== undefined ? { password: t.password } : {}),
    ...(t.tls ? { tls: {} } : {}),
    // BullMQ's workers block on Redis: it requires commands to wait for a reconnection rather
    // than fail after a few retries.
    maxRetriesPerRequest: null,
  };
}
