/**
 * Sweeps and searches on a BullMQ queue over a real Redis (queueSupport.ts starts one), with
 * the coordinator and 1-3 workers as real CLI processes: the queued report is the local one byte
 * for byte, and stays so with a worker SIGKILLed mid-job, a coordinator killed and started
 * again, a worker stopped with Ctrl-C or SIGTERM; a cancel stops a run; a worker without the
 * disassembly refuses the run and says why; a cell that throws fails alone.
 */
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue, type Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISASM_S1 } from '../../support/disasm.ts';
import { NO_REDIS_REASON, cli, end, freePort, run, startRedis, type Cli, type RedisServer } from './queueSupport.ts';

/** 34 cells on flat ground, landOnAir and zip: 32 hits, a fraction of a second here. */
const FAST = ['sweep', '--level', 'flat', '--profile', 's1', '--x', '0:400:25', '--y', '204', '--speeds', '0,1536', '--grounded', '--detectors', 'landOnAir,zip', '--alphabet', ',R,D,A', '--algorithm', 'genetic', '--horizon', '16', '--max-frames', '4000'];
/** 18 cells whose zip searches spend their whole budget: jobs long enough to be caught mid-job. */
const SLOW = ['sweep', '--level', 'flat', '--profile', 's1', '--x', '0:400:50', '--y', '204', '--speeds', '0,1536', '--grounded', '--detectors', 'landOnAir,zip', '--alphabet', ',R,D,A', '--algorithm', 'genetic', '--horizon', '16', '--max-frames', '40000'];
const SEARCH = ['search', '--level', 'flat', '--profile', 's1', '--objective', 'detector:landOnAir', '--alphabet', ',R,D,A', '--algorithm', 'genetic', '--horizon', '16', '--max-frames', '20000', '--restarts', '3'];

const suite = NO_REDIS_REASON === null ? describe : describe.skip;

suite(`sweeps and searches on a BullMQ queue${NO_REDIS_REASON === null ? '' : ` (${NO_REDIS_REASON})`}`, () => {
  let redis: RedisServer;
  let dir: string;
  const local: Record<string, string> = {};
  const children: Cli[] = [];
  const worker = (db: number, extra: readonly string[] = [], env: NodeJS.ProcessEnv = {}): Cli => {
    const c = cli(['worker', '--queue', redis.url(db), '--workers', '1', ...extra], env);
    children.push(c);
    return c;
  };
  const coordinator = (args: readonly string[], db: number, ...extra: string[]): Cli => {
    const c = cli([...args, '--queue', redis.url(db), ...extra]);
    children.push(c);
    return c;
  };
  const queueOf = (db: number, name: string): Queue => {
    const q = new Queue(`run.${name}`, { connection: { host: '127.0.0.1', port: redis.port, db }, prefix: 'subpixel' });
    q.on('error', () => {});
    return q;
  };
  /** An active job of the run (and the pid of the worker holding it) matching `want`. */
  const activeJob = async (q: Queue, want: (j: Job) => boolean, timeoutMs = 20_000): Promise<{ job: Job; pid: number }> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      for (const job of await q.getActive()) {
        const pid = Number(/:(\d+)$/.exec(job.processedBy ?? '')?.[1]);
        if (want(job) && pid > 0) return { job, pid };
      }
      await new Promise((r) => setTimeout(r, 30));
    }
    throw new Error('no active job');
  };
  const finishedBy = async (q: Queue, id: string, timeoutMs: number): Promise<string> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const j = await q.getJob(id);
      if (j !== undefined && (await j.getState()) === 'completed') return j.processedBy ?? '';
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`job ${id} not completed within ${timeoutMs} ms`);
  };

  beforeAll(async () => {
    redis = await startRedis();
    dir = mkdtempSync(join(tmpdir(), 'subpixel-queue-'));
    // The local pool's reports: what every queued run must print.
    const [fast, slow, search] = await Promise.all([
      run([...FAST, '--workers', '2', '--out', join(dir, 'fast')]),
      run([...SLOW, '--workers', '2']),
      run([...SEARCH, '--out', join(dir, 'local-search.spx')]),
    ]);
    for (const r of [fast, slow, search]) expect(r.code, r.err).toBe(0);
    local.fast = fast.out;
    local.slow = slow.out;
    local.search = search.out;
    expect(JSON.parse(fast.out.trim().split('\n').at(-1)!).hits).toBe(32);
    // The queued run writes its movies where this one did (the report names them).
    renameSync(join(dir, 'fast'), join(dir, 'local-fast'));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(children.map((c) => end(c, 'SIGKILL')));
    await redis?.stop();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('a queued sweep on two workers prints the local pool\'s report byte for byte and writes the same movies; so does a search\'s restarts', async () => {
    const first = worker(1);
    worker(1);
    // Once connected, a worker says so, once.
    await first.waitForErr(/: serving /);
    expect(first.err().split('\n').filter((l) => l.includes(': serving '))).toEqual([`worker ${hostname()}:${first.pid}: serving ${redis.url(1)} with 1 thread (Ctrl-C finishes the jobs in progress and stops)`]);
    const swept = await coordinator([...FAST, '--out', join(dir, 'fast'), '--job-cells', '4'], 1).exited;
    const sweep = children.at(-1)!;
    expect(swept, sweep.err()).toBe(0);
    expect(sweep.out()).toBe(local.fast);
    const movies = readdirSync(join(dir, 'local-fast')).sort();
    expect(movies.length).toBe(32);
    expect(readdirSync(join(dir, 'fast')).sort()).toEqual(movies);
    for (const m of movies) expect(readFileSync(join(dir, 'fast', m), 'utf8'), m).toBe(readFileSync(join(dir, 'local-fast', m), 'utf8'));
    expect(sweep.err()).toMatch(/sweep: 68\/68 searches \(100%\), 32 glitches, 2 workers, [\d.]+ searches\/s, done/);

    const search = coordinator([...SEARCH, '--out', join(dir, 'queued-search.spx')], 1);
    expect(await search.exited, search.err()).toBe(0);
    const withoutSeconds = (text: string) => ({ ...JSON.parse(text), seconds: 0, out: null });
    expect(withoutSeconds(search.out())).toEqual(withoutSeconds(local.search));
    expect(JSON.parse(search.out())).toMatchObject({ found: true, verified: true, restart: 1, restarts: 3 });
    expect(readFileSync(join(dir, 'queued-search.spx'), 'utf8')).toBe(readFileSync(join(dir, 'local-search.spx'), 'utf8'));
    // A finished run is gone from Redis.
    expect(JSON.parse((await run(['queue', 'status', '--queue', redis.url(1)])).out.trim())).toMatchObject({ workers: [{ threads: 1 }, { threads: 1 }] });
  }, 90_000);

  it('a worker SIGKILLed mid-job has its job retried by another: no hit missing, none twice', async () => {
    const a = worker(2);
    const b = worker(2);
    const sweep = coordinator([...SLOW, '--name', 'killed', '--job-cells', '3', '--lock-seconds', '1'], 2);
    const q = queueOf(2, 'killed');
    try {
      const { job, pid } = await activeJob(q, (j) => (j.data as { detector: string }).detector === 'zip', 60_000);
      const victim = pid === a.pid ? a : b;
      const survivor = victim === a ? b : a;
      victim.child.kill('SIGKILL');
      await victim.exited;
      // The dead worker's job finishes on the other one, once its lock has run out (and, on a
      // loaded machine, after the jobs queued before it: one thread sweeps the rest alone, which
      // took over 30 s while the real-game suites ran beside it).
      const by = await finishedBy(q, job.id!, 90_000);
      expect(by).toBe(`${by.split(':')[0]}:${survivor.pid}`);
      expect(await sweep.exited, sweep.err()).toBe(0);
      expect(sweep.out()).toBe(local.slow);
    } finally {
      await q.close();
    }
  }, 200_000);

  it('a coordinator killed and started again carries on where it was, adding no job twice', async () => {
    const first = coordinator([...SLOW, '--name', 'restarted', '--job-cells', '3'], 3);
    await first.waitForErr(/0\/36 searches/);
    first.child.kill('SIGKILL');
    await first.exited;
    const q = queueOf(3, 'restarted');
    try {
      expect(await q.getJobCounts('waiting')).toMatchObject({ waiting: 12 });
      const w = worker(3);
      // Some jobs done while no coordinator runs.
      await finishedBy(q, 'j2', 45_000);
      const second = coordinator([...SLOW, '--name', 'restarted', '--job-cells', '3'], 3);
      await second.waitForErr(/resumed: it was in Redis already/);
      const counts = await q.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized');
      expect(Object.values(counts).reduce((s, n) => s + n, 0)).toBe(12);
      expect(await second.exited, second.err()).toBe(0);
      expect(second.out()).toBe(local.slow);
      // Its first progress line already counted the jobs done without it.
      expect(Number(/sweep: (\d+)\/36 searches/.exec(second.err())![1])).toBeGreaterThan(0);
      await end(w);
    } finally {
      await q.close();
    }
  }, 90_000);

  it('SIGTERM on a worker hands its job back to the queue at once; Ctrl-C finishes it first', async () => {
    const first = worker(5);
    const second = worker(5);
    // A long lock: a job done elsewhere before it runs out was handed back, not found stalled.
    const sweep = coordinator([...SLOW, '--name', 'stopped', '--job-cells', '3', '--lock-seconds', '60'], 5);
    const q = queueOf(5, 'stopped');
    try {
      // Whichever worker holds a long (zip) job is the one SIGTERMed; on a loaded machine the
      // workers start late and either may take the first zip job.
      const handed = await activeJob(q, (j) => (j.data as { detector: string }).detector === 'zip', 60_000);
      const a = handed.pid === first.pid ? first : second;
      const b = a === first ? second : first;
      const finishing = await activeJob(q, (j) => j.processedBy?.endsWith(`:${b.pid}`) === true, 60_000);
      expect(await end(a, 'SIGTERM')).toBe(143);
      expect(a.err()).toContain('worker: terminated: handing the jobs in progress back to the queue');
      b.child.kill('SIGINT');
      expect(await b.exited).toBe(130);
      expect(b.err()).toContain('worker: interrupted: finishing the jobs in progress');
      // b finished what it had before it stopped.
      expect(await finishedBy(q, finishing.job.id!, 1000)).toMatch(new RegExp(`:${b.pid}$`));
      // a's job is back on the queue, for the next worker, long before its lock would run out.
      expect(['waiting', 'completed']).toContain(await (await q.getJob(handed.job.id!))!.getState());
      const c = worker(5);
      expect(await finishedBy(q, handed.job.id!, 90_000)).toMatch(new RegExp(`:${c.pid}$|:${b.pid}$`));
      expect(await sweep.exited, sweep.err()).toBe(0);
      expect(sweep.out()).toBe(local.slow);
      await end(c);
    } finally {
      await q.close();
    }
  }, 180_000);

  it('queue cancel removes a run; the coordinator waiting on it prints what it had and exits 1', async () => {
    const sweep = coordinator([...FAST, '--name', 'doomed'], 4);
    await sweep.waitForErr(/0\/68 searches/);
    const status = await run(['queue', 'status', '--queue', redis.url(4), '--name', 'doomed']);
    expect(JSON.parse(status.out.split('\n')[0])).toMatchObject({ name: 'doomed', kind: 'sweep', jobs: 6, waiting: 6, completed: 0, refused: {} });
    const cancel = await run(['queue', 'cancel', '--queue', redis.url(4), '--name', 'doomed']);
    expect(cancel.code, cancel.err).toBe(0);
    expect(JSON.parse(cancel.out)).toEqual({ cancelled: 'doomed', jobs: 6, completed: 0 });
    expect(await sweep.exited).toBe(1);
    expect(JSON.parse(sweep.out().trim())).toMatchObject({ done: 0, total: 68, hits: 0, stoppedEarly: true, stopReason: 'cancelled' });
    const gone = await run(['queue', 'status', '--queue', redis.url(4), '--name', 'doomed']);
    expect([gone.code, gone.err.trim()]).toEqual([2, `subpixel queue: no run "doomed" in Redis at ${redis.url(4)}`]);
  }, 20_000);

  it('a cell that throws fails alone: its error in the report, every other hit as the local sweep has it', async () => {
    worker(7, [], { SUBPIXEL_QUEUE_FAULT: '100,204' });
    const sweep = coordinator([...FAST, '--job-cells', '8', '--out', join(dir, 'fast')], 7);
    expect(await sweep.exited, sweep.err()).toBe(0);
    const lines = local.fast.trim().split('\n').map((l) => JSON.parse(l));
    const summary = lines.pop();
    const kept = lines.filter((h) => h.x !== 100);
    const failed = [['landOnAir', 0], ['landOnAir', 1536], ['zip', 0], ['zip', 1536]].map(([detector, speed]) => ({ x: 100, y: 204, speed, detector, error: 'injected fault at cell (100, 204) (SUBPIXEL_QUEUE_FAULT)' }));
    expect(sweep.out().trim().split('\n').map((l) => JSON.parse(l))).toEqual([...kept, ...failed, { ...summary, hits: kept.length, errors: 4 }]);
    expect(sweep.err()).toContain('sweep: cell (100, 204) speed 0, landOnAir: injected fault at cell (100, 204) (SUBPIXEL_QUEUE_FAULT)');
  }, 20_000);

  it('an unreachable Redis, or one without the database, is one line naming the URL and exit 2: for sweep, search, worker, queue status and cancel', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}/0`;
    const why = `cannot reach Redis at ${url}: connect ECONNREFUSED 127.0.0.1:${port}`;
    const ran = await Promise.all([
      run([...FAST, '--queue', url]),
      run([...SEARCH, '--queue', url]),
      run(['worker', '--queue', url]),
      run(['queue', 'status', '--queue', url]),
      run(['queue', 'cancel', '--queue', url, '--name', 'any']),
      run(['worker', '--queue', redis.url(40)]),
    ]);
    expect(ran.map((r) => [r.code, r.err, r.out])).toEqual([
      [2, `subpixel sweep: option --queue: ${why}\n`, ''],
      [2, `subpixel search: option --queue: ${why}\n`, ''],
      [2, `subpixel worker: option --queue: ${why}\n`, ''],
      [2, `subpixel queue: option --queue: ${why}\n`, ''],
      [2, `subpixel queue: option --queue: ${why}\n`, ''],
      [2, `subpixel worker: option --queue: cannot reach Redis at ${redis.url(40)}: it has no database 40 (ERR DB index is out of range)\n`, ''],
    ]);
  }, 30_000);

  (DISASM_S1 === null ? it.skip : it)('a worker without the disassembly refuses a real act\'s run and says why; one with it takes the jobs', async () => {
    const act = ['sweep', '--level', 's1:ghz1', '--disasm', DISASM_S1!, '--rev', '1', '--surfaces', '--x', '64:1600:192', '--speeds', '0,1024', '--detectors', 'zip', '--alphabet', ',R,L', '--granularity', '4', '--horizon', '3', '--algorithm', 'bfs', '--max-states', '40'];
    const here = await run(act);
    expect(here.code, here.err).toBe(0);
    const empty = mkdtempSync(join(tmpdir(), 'subpixel-no-disasm-'));
    const without = worker(6, ['--disasm', empty]);
    const sweep = coordinator([...act, '--name', 'ghz1'], 6);
    await sweep.waitForErr(/does not take run ghz1's jobs/);
    const refusal = `the run needs the Sonic 1 disassembly for s1:ghz1 (REV01, with objects); this worker's checkout ${empty} (--disasm) has no sonic.asm`;
    expect(sweep.err()).toContain(`sweep: worker ${without.err().match(/^worker (\S+):/)![1]} does not take run ghz1's jobs: ${refusal}`);
    expect(without.err()).toContain(`worker: run ghz1: not taking its jobs: ${refusal}`);
    const status = JSON.parse((await run(['queue', 'status', '--queue', redis.url(6), '--name', 'ghz1'])).out.split('\n')[0]);
    expect(Object.values(status.refused)).toEqual([refusal]);
    expect(status.completed).toBe(0);
    worker(6, [], { SUBPIXEL_DISASM: DISASM_S1! });
    expect(await sweep.exited, sweep.err()).toBe(0);
    expect(sweep.out()).toBe(here.out);
    rmSync(empty, { recursive: true, force: true });
  }, 40_000);
});
