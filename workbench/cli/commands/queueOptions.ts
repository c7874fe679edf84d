/**
 * The queue's options, as `sweep`, `search`, `worker` and `queue` take them: --queue
 * redis://HOST:PORT[/DB], --name RUN, and the coordinator's --job-cells and --lock-seconds.
 */
import { parseRedisTarget, type RedisTarget } from '../../../analysis/queue/redisTarget.ts';
import { runNameProblem } from '../../../analysis/queue/runSpec.ts';
import type { ParsedArgs } from '../args.ts';
import { CliError } from '../cliError.ts';

export const QUEUE_OPTION_NAMES = ['queue', 'name', 'job-cells', 'lock-seconds'] as const;

/** Cells per sweep job by default: a job of a few seconds on a real act, so the per-job cost (a few ms) is lost in it. */
export const DEFAULT_JOB_CELLS = 16;
/** BullMQ's default lock (30 s): a worker that dies is noticed this long after its last renewal. */
export const DEFAULT_LOCK_SECONDS = 30;

/** `stops`: what stops the waiting (a sweep's --max-seconds too). */
const coordinatorHelp = (stops: string): string => `  --queue redis://HOST:PORT[/DB]  run on a BullMQ queue in that Redis instead of here: the
                                  work is cut into jobs that \`subpixel worker\` processes on any
                                  machine take; this command puts them there, waits, and prints
                                  the report it would print here, byte for byte. The run lives in
                                  Redis: stopped (Ctrl-C, a crash) and run again with the same
                                  options, it carries on where it was. Progress on stderr: done
                                  of all, hits, workers, rate, ETA.
                                  ${stops} the waiting,
                                  not the run (the report has what was done); a run cancelled
                                  meanwhile (\`subpixel queue cancel\`) exits 1; a Redis that
                                  cannot be reached is one line naming it, exit 2. --workers
                                  does not apply: each worker has its own
  --name RUN                      the run's name in Redis (default: the kind and a hash of the
                                  options, so the same command finds its run again)
  --lock-seconds S                how long a job's lock lasts between its worker's renewals: a
                                  worker killed mid-job has its job retried elsewhere about this
                                  long after (default ${DEFAULT_LOCK_SECONDS})`;

export const QUEUE_SWEEP_HELP = `${coordinatorHelp('Ctrl-C (exit 130) and --max-seconds (exit 0) stop')}
  --job-cells N                   cells per job (default ${DEFAULT_JOB_CELLS}); a cell that throws fails
                                  alone: its line in the report carries "error", and the summary
                                  "errors": the count`;

export const QUEUE_SEARCH_HELP = `${coordinatorHelp('Ctrl-C (exit 130) stops')}
                                  (the jobs are the --restarts)`;

export function queueTarget(args: ParsedArgs): RedisTarget {
  const text = args.options.get('queue');
  if (text === undefined) throw new CliError('option --queue redis://HOST:PORT[/DB] is needed');
  const t = parseRedisTarget(text);
  if (!t.ok) throw new CliError(`option --queue: ${t.message}`);
  return t.value;
}

/** --name, checked; undefined when absent. */
export function runNameOption(args: ParsedArgs): string | undefined {
  const name = args.options.get('name');
  if (name === undefined) return undefined;
  const problem = runNameProblem(name);
  if (problem !== null) throw new CliError(`option --name: ${problem}`);
  return name;
}

export function lockMsOption(args: ParsedArgs): number {
  const v = args.options.get('lock-seconds');
  if (v === undefined) return DEFAULT_LOCK_SECONDS * 1000;
  if (!/^\d+(\.\d+)?$/.test(v) || Number(v) < 1) throw new CliError(`option --lock-seconds: expected a number of seconds, at least 1, got "${v}"`);
  return Math.round(Number(v) * 1000);
}

/** `3 s`, `4 min 10 s`, `2 h 5 min`. */
export function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}
