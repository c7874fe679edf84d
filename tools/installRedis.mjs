#!/usr/bin/env node
/**
 * Installs Debian's `redis-server` package when `redis-server` is missing: the queue tests
 * (tests/analysis/queue/) start one of their own on 127.0.0.1 (a free port, no persistence, a
 * temp dir) for the BullMQ sweeps and searches. Run by `npm test` before the suites, like
 * buildRealGame.mjs for the real game and tests/e2e/run.mjs for Chromium (CONTRACTS §1: `npm test`
 * installs what a fresh machine lacks). Without root, or where apt-get fails, it says so and
 * exits 0: the queue tests then skip and say why.
 *
 *   node tools/installRedis.mjs          prints the redis-server it found or installed
 */
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The redis-server binary on PATH (or Debian's /usr/bin/redis-server), or null. */
export function findRedisServer() {
  for (const candidate of ['redis-server', '/usr/bin/redis-server']) {
    try {
      return execSync(`command -v ${candidate}`, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
    } catch {
      // not this one
    }
  }
  return null;
}

/**
 * redis-server's path, installing Debian's package first where it is missing and this runs as
 * root. `{ path: null, reason }` when there is none and it cannot be installed.
 * @returns {{ path: string, installed: boolean } | { path: null, reason: string }}
 */
export function ensureRedisServer(log = (line) => console.log(line)) {
  const found = findRedisServer();
  if (found !== null) return { path: found, installed: false };
  if (process.getuid?.() !== 0) return { path: null, reason: 'redis-server is missing and this is not root: install it with `apt-get install -y redis-server`' };
  log("queue: redis-server missing, installing Debian's redis-server package");
  try {
    // CI runs with no terminal: no prompts from apt or debconf. The package's own service is
    // not needed (the tests start their own server); policy-rc.d may keep it from starting.
    execSync('apt-get update && apt-get install -y --no-install-recommends redis-server', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (e) {
    return { path: null, reason: `apt-get install -y redis-server failed (${e instanceof Error ? e.message.split('\n')[0] : String(e)})` };
  }
  const path = findRedisServer();
  return path === null ? { path: null, reason: 'apt-get finished but redis-server is still missing' } : { path, installed: true };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = ensureRedisServer();
  if (r.path === null) console.log(`queue: ${r.reason}; the queue tests will skip`);
  else console.log(`queue: redis-server ${r.installed ? 'installed' : 'found'} at ${r.path}`);
}
