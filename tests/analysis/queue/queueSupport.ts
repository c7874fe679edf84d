/**
 * A real Redis for the queue tests and the CLI as real processes: `redis-server` (Debian's
 * package; tools/installRedis.mjs installs it where it is missing, as `npm test` does before
 * the suites) on 127.0.0.1 on a free port, without persistence, in a temp dir of its own; and
 * `node workbench/cli/bin.mjs ...` children whose output is collected as it comes.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The redis-server binary, installing it first where it is missing (root, apt-get); or why there is none. */
function findRedisServer(): { path: string } | { reason: string } {
  const find = (): string | null => {
    try {
      return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || null;
    } catch {
      return null;
    }
  };
  const found = find();
  if (found !== null) return { path: found };
  try {
    execFileSync(process.execPath, [join(ROOT, 'tools/installRedis.mjs')], { stdio: 'inherit', timeout: 300_000 });
  } catch (e) {
    return { reason: `tools/installRedis.mjs failed: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}` };
  }
  const installed = find();
  return installed !== null ? { path: installed } : { reason: 'redis-server is missing and could not be installed (not root, or apt-get failed): `apt-get install -y redis-server`' };
}

export const REDIS_SERVER = findRedisServer();
export const NO_REDIS_REASON = 'reason' in REDIS_SERVER ? `skipped: ${REDIS_SERVER.reason}` : null;

/** A port nothing listens on (until something does). */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.unref();
    s.on('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

export interface RedisServer {
  readonly port: number;
  /** `redis://127.0.0.1:PORT/DB`. */
  url(db: number): string;
  stop(): Promise<void>;
}

/** A redis-server of its own, on `port` (default: a free one), asking for `password` when given. */
export async function startRedis(o: { port?: number; password?: string } = {}): Promise<RedisServer> {
  if (!('path' in REDIS_SERVER)) throw new Error(NO_REDIS_REASON ?? 'no redis-server');
  const dir = mkdtempSync(join(tmpdir(), 'subpixel-redis-'));
  const port = o.port ?? (await freePort());
  const child = spawn(REDIS_SERVER.path, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--databases', '32', ...(o.password !== undefined ? ['--requirepass', o.password] : [])], { stdio: 'ignore' });
  const probe = new Redis({ host: '127.0.0.1', port, ...(o.password !== undefined ? { password: o.password } : {}), lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch (e) {
      probe.disconnect();
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server on port ${port} did not start: ${String(e)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  probe.disconnect();
  return {
    port,
    url: (db) => `redis://127.0.0.1:${port}/${db}`,
    stop: async () => {
      child.kill('SIGKILL');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Cli {
  readonly child: ChildProcess;
  readonly pid: number;
  out(): string;
  err(): string;
  /** Resolves with the exit code (null: a signal) once the process has ended. */
  readonly exited: Promise<number | null>;
  /** Resolves once stderr has a line matching. */
  waitForErr(pattern: RegExp, timeoutMs?: number): Promise<void>;
}

/** `node workbench/cli/bin.mjs ...args` (the bundled CLI, as users run it). */
export function cli(args: readonly string[], env: NodeJS.ProcessEnv = {}): Cli {
  const child = spawn(process.execPath, [join(ROOT, 'workbench/cli/bin.mjs'), ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  child.stdout!.setEncoding('utf8').on('data', (d: string) => {
    out += d;
  });
  child.stderr!.setEncoding('utf8').on('data', (d: string) => {
    err += d;
    for (let i = waiters.length - 1; i >= 0; i--) {
      if (waiters[i].pattern.test(err)) {
        waiters[i].resolve();
        waiters.splice(i, 1);
      }
    }
  });
  const exited = new Promise<number | null>((ok) => child.on('close', (code) => ok(code)));
  return {
    child,
    pid: child.pid!,
    out: () => out,
    err: () => err,
    exited,
    waitForErr: (pattern, timeoutMs = 20_000) =>
      new Promise<void>((ok, fail) => {
        if (pattern.test(err)) return ok();
        const t = setTimeout(() => fail(new Error(`no stderr line matching ${pattern} within ${timeoutMs} ms; stderr so far:\n${err}`)), timeoutMs);
        waiters.push({ pattern, resolve: () => (clearTimeout(t), ok()) });
        void exited.then(() => {
          clearTimeout(t);
          if (pattern.test(err)) ok();
          else fail(new Error(`exited before a stderr line matching ${pattern}; stderr:\n${err}`));
        });
      }),
  };
}

/** Runs a command to its end: [exit code, stdout, stderr]. */
export async function run(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; out: string; err: string }> {
  const c = cli(args, env);
  const code = await c.exited;
  return { code, out: c.out(), err: c.err() };
}

/** Ends a child (SIGTERM: a worker hands its jobs back) and waits for it. */
export async function end(c: Cli, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (c.child.exitCode === null && c.child.signalCode === null) c.child.kill(signal);
  return c.exited;
}
