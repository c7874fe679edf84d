/**
 * The queue from the command line: `subpixel queue status|cancel`, and the coordinator side of
 * `sweep --queue` and `search --queue` (analysis/queue/coordinator.ts): the run put in Redis,
 * progress on stderr (searches done, glitches, workers, rate, ETA), and the same report the
 * local command prints, from the jobs' results in job order.
 */
import { assembleSweep, bestOutcome, searchOutcomes } from '../../../analysis/queue/assemble.ts';
import { loadBull, runQueue } from '../../../analysis/queue/bull.ts';
import { coordinate, removeRun, type CoordinatorProgress } from '../../../analysis/queue/coordinator.ts';
import type { RedisTarget } from '../../../analysis/queue/redisTarget.ts';
import {
  QUEUE_RUN_FORMAT, algorithmToJson, defaultRunName, int32ToBase64, sweepJobs, wordsToBase64,
  type JobOutcome, type QueueRunSpec, type SearchJobResult, type SearchOutcome, type SearchRunSpec, type SweepJobResult, type SweepRunSpec,
} from '../../../analysis/queue/runSpec.ts';
import { QueueError, liveWorkers, loadRun, openRedis, refusals, runNames, type RunRecord } from '../../../analysis/queue/runStore.ts';
import type { Budget } from '../../../analysis/search/control.ts';
import type { SearchProblem } from '../../../analysis/search/problem.ts';
import type { Algorithm } from '../../../analysis/search/runSearch.ts';
import type { SweepSpec } from '../../../analysis/search/sweep.ts';
import { parseArgs, type ParsedArgs } from '../args.ts';
import { CliError } from '../cliError.ts';
import type { CliIo } from '../cliIo.ts';
import { EXIT_INTERRUPTED, onInterrupt } from '../interrupt.ts';
import { positive } from '../searchOptions.ts';
import { DEFAULT_JOB_CELLS, duration, lockMsOption, queueTarget, runNameOption } from './queueOptions.ts';
import { describeLevelRef, runLevelRef } from './queueLevel.ts';
import { printSweepReport } from './sweep.ts';

export const QUEUE_HELP = `usage: subpixel queue status --queue redis://HOST:PORT[/DB] [--name RUN]
       subpixel queue cancel --queue redis://HOST:PORT[/DB] --name RUN
The runs that \`sweep --queue\` and \`search --queue\` put in Redis.
  status    one JSON line per run (or the one --name names): {name, kind, about, created, jobs,
            enqueued, waiting, active, delayed, completed, failed, refused}, "refused" naming
            each worker that cannot take the run's jobs and why; then {"workers": [...]}: the
            workers connected now ({id, host, pid, threads, run}, run null when idle). A
            finished run is removed once its coordinator has its results
  cancel    removes the run: its jobs (those in progress too: their workers drop them) and its
            results; a coordinator waiting on it prints what it had and exits 1. Prints
            {"cancelled": RUN, "jobs", "completed"}
Exit codes: 0, 2 for bad options, no such run, or a Redis that cannot be reached (one line naming
the URL and why: refused, no reply in 5 s, not Redis, no such database).`;

/** The exit code of a run cancelled while its coordinator waited. */
export const EXIT_CANCELLED = 1;

export async function queueCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, ['queue', 'name'], []);
  const [action, ...rest] = args.positional;
  if (rest.length > 0) throw new CliError(`unexpected argument "${rest[0]}" (see --help)`);
  if (action !== 'status' && action !== 'cancel') throw new CliError(`expected status or cancel, got ${action === undefined ? 'nothing' : `"${action}"`} (see --help)`);
  const target = queueTarget(args);
  const name = runNameOption(args);
  try {
    if (action === 'status') return await status(io, target, name);
    if (name === undefined) throw new CliError('queue cancel needs --name RUN (`subpixel queue status` lists the runs)');
    return await cancel(io, target, name);
  } catch (e) {
    if (e instanceof QueueError) throw new CliError(e.code === 'unreachable' ? `option --queue: ${e.message}` : e.message);
    throw e;
  }
}

async function status(io: CliIo, target: RedisTarget, only: string | undefined): Promise<number> {
  const r = await openRedis(target);
  const bull = await loadBull();
  try {
    const names = only !== undefined ? [only] : await runNames(r);
    for (const name of names) {
      const run = await loadRun(r, name);
      if (run === null) {
        if (only !== undefined) throw new CliError(`no run "${name}" in Redis at ${target.shown}`);
        continue;
      }
      const q = runQueue(bull, target, name);
      try {
        const c = await q.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'completed', 'failed');
        io.out(JSON.stringify({
          name,
          kind: run.kind,
          about: run.about,
          created: new Date(run.created).toISOString(),
          jobs: run.jobs,
          enqueued: run.enqueued,
          waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
          active: c.active ?? 0,
          delayed: c.delayed ?? 0,
          completed: c.completed ?? 0,
          failed: c.failed ?? 0,
          refused: await refusals(r, name),
        }));
      } finally {
        await q.close();
      }
    }
    io.out(JSON.stringify({ workers: await liveWorkers(r) }));
    return 0;
  } finally {
    r.disconnect();
  }
}

async function cancel(io: CliIo, target: RedisTarget, name: string): Promise<number> {
  const r = await openRedis(target);
  const bull = await loadBull();
  const q = runQueue(bull, target, name);
  try {
    const run = await loadRun(r, name);
    const c = await q.getJobCounts();
    // No record but jobs: a coordinator that died while creating its run; removed all the same.
    if (run === null && Object.values(c).every((n) => n === 0)) throw new CliError(`no run "${name}" in Redis at ${target.shown}`);
    await removeRun(r, q, name);
    io.err(`queue: run ${name} cancelled: its jobs and results are gone from ${target.shown}`);
    io.out(JSON.stringify({ cancelled: name, jobs: run?.jobs ?? null, completed: c.completed ?? 0 }));
    return 0;
  } finally {
    await q.close();
    r.disconnect();
  }
}

/**
 * Progress on stderr, as the local sweep's lines with the queue's own: done of total (and %),
 * hits, errors when there are any, workers connected, the rate since this coordinator started
 * and the ETA at that rate. At most a line a second, and one every 10 s while nothing changes;
 * `now` is the clock (ms).
 */
export function progressReporter(
  io: CliIo,
  what: 'sweep' | 'search',
  unit: string,
  total: number,
  url: string,
  done: (p: CoordinatorProgress<unknown>) => { done: number; hits: number; errors: number },
  now: () => number = Date.now,
): (p: CoordinatorProgress<unknown>) => void {
  const t0 = now();
  let first: number | null = null;
  let lastLine = -Infinity;
  let lastDone = -1;
  let warnedNoWorker = false;
  return (p) => {
    const t = now();
    const d = done(p);
    first ??= d.done;
    if (p.workers === 0 && !warnedNoWorker && t - t0 > 3000) {
      warnedNoWorker = true;
      io.err(`${what}: no worker is connected: start one on any machine with \`subpixel worker --queue ${url}\``);
    }
    if (t - lastLine < 1000 && d.done !== total) return;
    if (d.done === lastDone && t - lastLine < 10_000) return;
    lastLine = t;
    lastDone = d.done;
    const secs = (t - t0) / 1000;
    const rate = secs > 0 ? (d.done - first) / secs : 0;
    const eta = d.done >= total ? 'done' : rate > 0 ? `ETA ${duration((total - d.done) / rate)}` : 'ETA ?';
    const pct = total > 0 ? Math.floor((d.done * 100) / total) : 100;
    const errors = d.errors > 0 ? `, ${d.errors} error${d.errors === 1 ? '' : 's'}` : '';
    io.err(`${what}: ${d.done}/${total} ${unit} (${pct}%), ${d.hits} ${what === 'sweep' ? 'glitches' : 'found'}${errors}, ${p.workers} worker${p.workers === 1 ? '' : 's'}, ${rate.toFixed(1)} ${unit}/s, ${eta}`);
  };
}

function startLine(io: CliIo, what: string, target: RedisTarget, run: RunRecord, resumed: boolean): void {
  io.err(`${what}: run ${run.name} on ${target.shown}: ${run.about}${resumed ? ' (resumed: it was in Redis already)' : ''}`);
}

function stopLines(io: CliIo, what: string, target: RedisTarget, name: string, stop: 'interrupted' | 'cancelled' | 'maxSeconds'): void {
  if (stop === 'cancelled') {
    io.err(`${what}: run ${name} is gone from ${target.shown} (cancelled, or Redis lost its data): printing the results it had`);
    return;
  }
  io.err(`${what}: stopped waiting (${stop === 'interrupted' ? 'Ctrl-C' : '--max-seconds'}); run ${name} goes on in Redis at ${target.shown}: run the same command again to collect it, or \`subpixel queue cancel --queue ${target.shown} --name ${name}\` to stop it`);
}

/** The coordinator's lines for a Redis gone mid-run: it waits (its commands wait for ioredis to reconnect). */
function connectionLines(io: CliIo, what: string, target: RedisTarget): { onLost: (why: string) => void; onBack: () => void } {
  return {
    onLost: (why) => io.err(`${what}: lost Redis at ${target.shown} (${why}): waiting for it to come back (the run's state is in Redis; Ctrl-C twice quits)`),
    onBack: () => io.err(`${what}: Redis at ${target.shown} is back`),
  };
}

function queueOnly(args: ParsedArgs): void {
  if (args.options.has('workers')) throw new CliError('option --workers: with --queue the work is done by `subpixel worker` processes, each with its own --workers');
}

/** `sweep --queue`: the sweep's cells as jobs, the report as the local sweep prints it. */
export async function sweepOnQueue(args: ParsedArgs, io: CliIo, p: { spec: SweepSpec; seed: number; out: string | undefined; maxSeconds: number | undefined }): Promise<number> {
  queueOnly(args);
  const target = queueTarget(args);
  const { spec } = p;
  const runSpec: SweepRunSpec = {
    format: QUEUE_RUN_FORMAT,
    kind: 'sweep',
    level: runLevelRef(args, spec.level),
    world: spec.world,
    cells: spec.cells,
    detectors: spec.detectors,
    alphabet: spec.alphabet,
    granularity: spec.granularity,
    horizon: spec.horizon,
    algorithm: algorithmToJson(spec.algorithm),
    budgetPerSearch: spec.budgetPerSearch,
    seed: p.seed,
    cellsPerJob: positive(args, 'job-cells', DEFAULT_JOB_CELLS),
  };
  const name = runNameOption(args) ?? defaultRunName(runSpec);
  const total = spec.cells.length * spec.detectors.length;
  const jobs = sweepJobs(runSpec).length;
  const about = `sweep of ${describeLevelRef(runSpec.level)}, ${total} search${total === 1 ? '' : 'es'} in ${jobs} job${jobs === 1 ? '' : 's'}`;
  const interrupt = onInterrupt(io, `wait for run ${name} (it goes on in Redis)`);
  const deadline = p.maxSeconds === undefined ? null : AbortSignal.timeout(Math.round(p.maxSeconds * 1000));
  const signal = deadline === null ? interrupt.signal : AbortSignal.any([interrupt.signal, deadline]);
  const counted = (results: ReadonlyMap<number, JobOutcome<SweepJobResult>>) => {
    const a = assembleSweep(runSpec, results);
    return { done: a.done, hits: a.hits.length, errors: a.errors.length };
  };
  try {
    const ran = await coordinate<SweepJobResult>({
      target, name, spec: runSpec, about, lockMs: lockMsOption(args), signal,
      onStart: (run, resumed) => startLine(io, 'sweep', target, run, resumed),
      onProgress: progressReporter(io, 'sweep', 'searches', total, target.shown, (q) => counted(q.results as ReadonlyMap<number, JobOutcome<SweepJobResult>>)),
      onRefusal: (worker, message) => io.err(`sweep: worker ${worker} does not take run ${name}'s jobs: ${message}`),
      ...connectionLines(io, 'sweep', target),
    });
    const a = assembleSweep(runSpec, ran.results);
    const stop = ran.stop === null ? null : ran.stop === 'interrupted' && deadline?.aborted && !interrupt.interrupted() ? 'maxSeconds' : ran.stop;
    if (stop !== null) stopLines(io, 'sweep', target, name, stop);
    for (const e of a.errors) io.err(`sweep: cell (${e.cell.x}, ${e.cell.y}) speed ${e.cell.speed}, ${e.detector}: ${e.error}`);
    const rows = a.hits.map((h) => ({ cell: h.cell, detector: h.detector, frame: h.frame, message: h.message, spx: () => h.spx }));
    printSweepReport(io, p.out, rows, a.errors, { level: spec.level, cells: spec.cells, detectors: spec.detectors, done: a.done, stopReason: stop });
    return stop === 'interrupted' ? EXIT_INTERRUPTED : stop === 'cancelled' ? EXIT_CANCELLED : 0;
  } catch (e) {
    if (e instanceof QueueError) throw new CliError(`option --queue: ${e.message}`);
    throw e;
  } finally {
    interrupt.dispose();
  }
}

export interface QueuedSearch {
  /** The best restart's outcome, or null when none finished. */
  readonly outcome: SearchOutcome | null;
  readonly restart: number;
  readonly code: number;
}

/** `search --queue`: each restart a job; the best of those finished. */
export async function searchOnQueue(
  args: ParsedArgs,
  io: CliIo,
  p: { problem: SearchProblem; algorithm: Algorithm; budget: Budget; seed: number; restarts: number },
): Promise<QueuedSearch> {
  queueOnly(args);
  if (args.options.has('job-cells')) throw new CliError('option --job-cells applies to sweep; a search\'s jobs are its --restarts');
  const target = queueTarget(args);
  const { problem } = p;
  if (problem.objective.kind === 'script') throw new CliError('a script objective does not run on the queue');
  const runSpec: SearchRunSpec = {
    format: QUEUE_RUN_FORMAT,
    kind: 'search',
    level: runLevelRef(args, problem.level),
    world: problem.world,
    alphabet: problem.alphabet,
    granularity: problem.granularity,
    horizon: problem.horizon,
    objective: problem.objective,
    prefix: wordsToBase64(problem.prefix),
    savestate: problem.savestate === null ? null : int32ToBase64(problem.savestate),
    player: problem.player ?? 1,
    algorithm: algorithmToJson(p.algorithm),
    budget: p.budget,
    seed: p.seed,
    restarts: p.restarts,
  };
  const name = runNameOption(args) ?? defaultRunName(runSpec);
  const objective = problem.objective.kind === 'detector' ? `detector:${problem.objective.id}` : problem.objective.kind;
  const about = `search (${objective}) on ${describeLevelRef(runSpec.level)}, ${p.restarts} restart${p.restarts === 1 ? '' : 's'}`;
  const interrupt = onInterrupt(io, `wait for run ${name} (it goes on in Redis)`);
  const counted = (results: ReadonlyMap<number, JobOutcome<SearchJobResult>>) => {
    const s = searchOutcomes(p.restarts, results);
    return { done: results.size, hits: s.outcomes.filter((o) => o?.found === true).length, errors: s.errors.length };
  };
  try {
    const ran = await coordinate<SearchJobResult>({
      target, name, spec: runSpec as QueueRunSpec, about, lockMs: lockMsOption(args), signal: interrupt.signal,
      onStart: (run, resumed) => startLine(io, 'search', target, run, resumed),
      onProgress: progressReporter(io, 'search', 'restarts', p.restarts, target.shown, (q) => counted(q.results as ReadonlyMap<number, JobOutcome<SearchJobResult>>)),
      onRefusal: (worker, message) => io.err(`search: worker ${worker} does not take run ${name}'s jobs: ${message}`),
      ...connectionLines(io, 'search', target),
    });
    if (ran.stop !== null) stopLines(io, 'search', target, name, ran.stop);
    const s = searchOutcomes(p.restarts, ran.results);
    for (const e of s.errors) io.err(`search: restart ${e.restart} failed: ${e.error}`);
    const best = bestOutcome(s.outcomes);
    const code = ran.stop === 'interrupted' ? EXIT_INTERRUPTED : ran.stop === 'cancelled' ? EXIT_CANCELLED : 0;
    if (best < 0) {
      io.err(`search: no restart of run ${name} finished${s.errors.length > 0 ? ' (every one failed)' : ''}`);
      return { outcome: null, restart: -1, code: code === 0 ? 1 : code };
    }
    return { outcome: s.outcomes[best]!, restart: best, code };
  } catch (e) {
    if (e instanceof QueueError) throw new CliError(`option --queue: ${e.message}`);
    throw e;
  } finally {
    interrupt.dispose();
  }
}
