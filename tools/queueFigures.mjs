#!/usr/bin/env node
/**
 * The queue's figures (docs/figures.md, "Sweeps on the queue"): one sweep run by the local pool
 * (1 and 2 threads) and on the BullMQ queue with 1, 2 and 4 worker processes on this machine
 * (`subpixel worker --workers 1` each), its searches per second each way; and the queue's
 * overhead per job: a sweep whose cells all start inside the floor (skipped at once, so a job
 * costs only its trip through Redis, BullMQ and the worker's thread), one cell a job. Starts a
 * redis-server of its own (tools/installRedis.mjs installs Debian's where it is missing) on a
 * free port, and checks that every run printed the same report.
 *
 *   node tools/queueFigures.mjs [--disasm DIR] [--runs N] [--job-cells N] [--overhead-only]
 *       the sweep is s1:ghz1's floors (3 detectors) with the Sonic 1 disassembly, flat's
 *       without; each row is run N times (default 1): the fastest and slowest are printed, with
 *       the machine's load average (1 min) before each row, since other work on the machine
 *       shows in every figure
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { ensureRedisServer } from './installRedis.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(ROOT, 'workbench/cli/bin.mjs');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const disasm = arg('disasm', process.env.SUBPIXEL_DISASM ?? join(ROOT, '../shared/disasm/s1'));
const real = existsSync(join(disasm, 'sonic.asm'));

const WORK = real
  ? ['sweep', '--level', 's1:ghz1', '--disasm', disasm, '--rev', '1', '--surfaces', '--x', '0:9000:96', '--speeds', '0,768,-768', '--start', 'both', '--lift', '32', '--fall-speeds', '512', '--detectors', 'falseStanding,zip,stairClip', '--alphabet', ',R,L,A', '--granularity', '8', '--horizon', '4', '--algorithm', 'bfs', '--max-states', '120']
  : ['sweep', '--level', 'flat', '--profile', 's1', '--x', '16:4000:8', '--y', '150:204:27', '--speeds', '0,1536', '--detectors', 'landOnAir,zip,wallClip', '--alphabet', ',R,D,A', '--algorithm', 'bfs', '--horizon', '4', '--max-states', '200'];
/** 3,996 cells inside flat's floor (y 230; the surface is 224): every one skipped at once. */
const EMPTY = ['sweep', '--level', 'flat', '--x', '16:4011:1', '--y', '230', '--detectors', 'zip'];

function cli(args) {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (d) => (out += d));
  child.stderr.setEncoding('utf8').on('data', (d) => (err += d));
  const exited = new Promise((ok) => child.on('close', (code) => ok(code)));
  return { child, exited, out: () => out, err: () => err };
}

async function timed(args) {
  const t0 = performance.now();
  const c = cli(args);
  const code = await c.exited;
  if (code !== 0) throw new Error(`subpixel ${args.join(' ')} exited ${code}:\n${c.err()}`);
  return { seconds: (performance.now() - t0) / 1000, out: c.out() };
}

const RUNS = Number(arg('runs', '1'));

/** `RUNS` runs of `run()`: the fastest and slowest seconds, the load before them, the first one's report. */
async function repeated(run) {
  const load = loadavg()[0];
  const seconds = [];
  let out = null;
  for (let i = 0; i < RUNS; i++) {
    const r = await run();
    seconds.push(r.seconds);
    out ??= r.out;
    if (r.out !== out) throw new Error('two runs of the same sweep printed different reports');
  }
  return { seconds: Math.min(...seconds), slowest: Math.max(...seconds), load, out };
}

function freePort() {
  return new Promise((ok) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

async function startRedis() {
  const r = ensureRedisServer();
  if (r.path === null) throw new Error(r.reason);
  const dir = mkdtempSync(join(tmpdir(), 'subpixel-figures-redis-'));
  const port = await freePort();
  const child = spawn(r.path, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  for (let i = 0; i < 200; i++) {
    const up = await new Promise((ok) => {
      const s = connect(port, '127.0.0.1', () => (s.end(), ok(true)));
      s.on('error', () => ok(false));
    });
    if (up) break;
    await new Promise((ok) => setTimeout(ok, 25));
  }
  return { port, stop: () => (child.kill('SIGKILL'), rmSync(dir, { recursive: true, force: true })) };
}

async function startWorkers(url, n) {
  const ws = Array.from({ length: n }, () => cli(['worker', '--queue', url, '--workers', '1']));
  await Promise.all(ws.map((w) => new Promise((ok) => {
    const check = () => (w.err().includes(': serving ') ? ok() : setTimeout(check, 20));
    check();
  })));
  return async () => {
    for (const w of ws) w.child.kill('SIGTERM');
    await Promise.all(ws.map((w) => w.exited));
  };
}

const summary = (out) => JSON.parse(out.trim().split('\n').at(-1));

const redis = await startRedis();
let db = 1;
try {
  if (!process.argv.includes('--overhead-only')) await speeds();
  await overhead();
} finally {
  redis.stop();
}

/** The sweep's searches per second, each way. */
async function speeds() {
  const rows = [];
  // Warm the CLI's bundle (the first call builds it) and the checkout's import cache.
  await timed([...WORK.slice(0, WORK.indexOf('--detectors')), '--detectors', 'zip', '--max-states', '1']);
  const l1 = await repeated(() => timed([...WORK, '--workers', '1']));
  const searches = summary(l1.out).total;
  const detectors = WORK[WORK.indexOf('--detectors') + 1].split(',').length;
  rows.push({ how: 'local, 1 thread', ...l1 });
  rows.push({ how: 'local pool, 2 threads', ...(await repeated(() => timed([...WORK, '--workers', '2']))) });
  for (const n of [1, 2, 4]) {
    const url = `redis://127.0.0.1:${redis.port}/${db++}`;
    const stop = await startWorkers(url, n);
    try {
      rows.push({ how: `queue, ${n} worker process${n === 1 ? '' : 'es'} (--workers 1 each)`, ...(await repeated(() => timed([...WORK, '--queue', url, '--job-cells', arg('job-cells', '64')]))) });
    } finally {
      await stop();
    }
  }
  const same = rows.every((r) => r.out === rows[0].out);
  console.log(`sweep: ${searches} searches (${searches / detectors} cells x ${detectors} detectors), ${real ? 's1:ghz1 REV01 floors' : 'flat'}; load average ${loadavg()[0].toFixed(2)}`);
  console.log('| run | seconds | searches/s | cells/s | load before |');
  console.log('|---|---:|---:|---:|---:|');
  const span = (r, f) => (RUNS > 1 ? `${f(r.seconds)}–${f(r.slowest)}` : f(r.seconds));
  for (const r of rows) {
    console.log(`| ${r.how} | ${span(r, (s) => s.toFixed(2))} | ${RUNS > 1 ? `${Math.round(searches / r.slowest)}–${Math.round(searches / r.seconds)}` : Math.round(searches / r.seconds)} | ${RUNS > 1 ? `${Math.round(searches / detectors / r.slowest)}–${Math.round(searches / detectors / r.seconds)}` : Math.round(searches / detectors / r.seconds)} | ${r.load.toFixed(2)} |`);
  }
  console.log(`every run printed the same report: ${same ? 'yes' : 'NO'}`);
}

/**
 * The queue's cost per job: jobs that do nothing but cross the queue (Redis, BullMQ, the
 * worker's thread), one worker, one cell a job, against the same cells in 1% as many jobs.
 * The coordinator reads results every 500 ms, so the difference is only worth reading over
 * thousands of jobs.
 */
async function overhead() {
  // Per-job overhead: jobs that do nothing but cross the queue, one worker, one cell a job.
  const url = `redis://127.0.0.1:${redis.port}/${db++}`;
  const stop = await startWorkers(url, 1);
  try {
    const local = await timed(EMPTY);
    const jobs = summary(local.out).total;
    const one = await repeated(() => timed([...EMPTY, '--queue', url, '--job-cells', '1']));
    const many = await repeated(() => timed([...EMPTY, '--queue', url, '--job-cells', '100']));
    // The coordinator's start (connect, enqueue) and its last poll are in both; their difference is per job.
    const fewer = Math.ceil(jobs / 100);
    const perJob = ((one.seconds - many.seconds) / (jobs - fewer)) * 1000;
    console.log(`queue overhead: ${jobs} empty jobs of 1 cell in ${one.seconds.toFixed(2)} s, ${fewer} jobs of 100 in ${many.seconds.toFixed(2)} s (local: ${local.seconds.toFixed(2)} s; fastest of ${RUNS}, load ${one.load.toFixed(2)}): ${perJob.toFixed(2)} ms per job`);
  } finally {
    await stop();
  }
}
