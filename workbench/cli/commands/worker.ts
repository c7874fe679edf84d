/**
 * `subpixel worker --queue redis://HOST:PORT[/DB] [--workers N]`: takes the jobs of the runs
 * that `sweep --queue` and `search --queue` put in Redis, on N threads of the search pool, until
 * stopped (analysis/queue/queueWorker.ts). Real acts are rebuilt from this machine's checkout of
 * the disassembly (queueLevel.ts); a run it cannot rebuild it refuses, saying why.
 */
import { availableParallelism } from 'node:os';
import { FAULT_ENV, serveQueue, workerId } from '../../../analysis/queue/queueWorker.ts';
import { QueueError } from '../../../analysis/queue/runStore.ts';
import { parseArgs } from '../args.ts';
import { CliError } from '../cliError.ts';
import type { CliIo } from '../cliIo.ts';
import { DISASM_ENV, DISASM_S2_ENV } from '../disasmLevels.ts';
import { EXIT_INTERRUPTED } from '../interrupt.ts';
import { positive } from '../searchOptions.ts';
import { levelFromRunRef } from './queueLevel.ts';
import { queueTarget, runNameOption } from './queueOptions.ts';

export const WORKER_HELP = `usage: subpixel worker --queue redis://HOST:PORT[/DB] [--workers N] [--disasm DIR] [--name RUN]
Takes the jobs of the sweeps and searches that \`sweep --queue\` and \`search --queue\` put in that
Redis, on any number of machines at once: each machine runs this with the project (after \`npm
ci\`) and, for real acts, its own checkout of the disassembly. Runs are served oldest first, one
at a time. Once connected it says so in one line (\`worker HOST:PID: serving redis://...\`);
progress and problems go to stderr. A Redis that cannot be reached at the start is one line
naming it (exit 2); one lost later is waited for (said once, and again when it is back).
  --workers N       threads (default: every core, ${availableParallelism()} here); a sweep runs one job
                    per thread, a search one restart at a time on all of them
  --disasm DIR      the disassembly checkout for runs on real acts (default: $${DISASM_ENV}
                    for s1:, $${DISASM_S2_ENV} for s2:, else the coordinator's path when this
                    machine has a checkout there). A run whose act this worker cannot rebuild,
                    or rebuilds with another hash (another revision or checkout), is refused:
                    the worker says why (and \`subpixel queue status\` shows it), takes none of
                    its jobs, and serves the other runs
  --name RUN        serve this run only
Ctrl-C finishes the jobs in progress and stops (exit 130); a second Ctrl-C, or SIGTERM, hands
them back to the queue at once for other workers. A worker killed outright (SIGKILL, a crash, a
machine gone) loses nothing: once its jobs' locks run out (\`--lock-seconds\` of the run) another
worker takes them again. Exit codes: 130 after Ctrl-C, 143 after SIGTERM, 2 for bad options or
an unreachable Redis.`;

export async function workerCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, ['queue', 'workers', 'disasm', 'name'], []);
  if (args.positional.length > 0) throw new CliError(`unexpected argument "${args.positional[0]}" (see --help)`);
  const target = queueTarget(args);
  const threads = positive(args, 'workers', availableParallelism());
  const only = runNameOption(args);
  const flag = args.options.get('disasm');
  const fault = process.env[FAULT_ENV];
  let faultCell: { x: number; y: number } | null = null;
  if (fault !== undefined && fault !== '') {
    const m = /^(-?\d+),(-?\d+)$/.exec(fault);
    if (m === null) throw new CliError(`$${FAULT_ENV}: expected X,Y, got "${fault}"`);
    faultCell = { x: Number(m[1]), y: Number(m[2]) };
  }
  const stop = new AbortController();
  const abort = new AbortController();
  let signalled: 'SIGINT' | 'SIGTERM' | null = null;
  const onSigint = (): void => {
    signalled ??= 'SIGINT';
    if (!stop.signal.aborted) {
      io.err('worker: interrupted: finishing the jobs in progress, taking no more (Ctrl-C again hands them back to the queue)');
      stop.abort();
      return;
    }
    if (!abort.signal.aborted) {
      io.err('worker: interrupted again: handing the jobs in progress back to the queue');
      abort.abort();
    }
  };
  const onSigterm = (): void => {
    signalled ??= 'SIGTERM';
    io.err('worker: terminated: handing the jobs in progress back to the queue');
    stop.abort();
    abort.abort();
  };
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
  try {
    const r = await serveQueue({
      onReady: () => io.err(`worker ${workerId()}: serving ${only !== undefined ? `run ${only} on ` : ''}${target.shown} with ${threads} thread${threads === 1 ? '' : 's'} (Ctrl-C finishes the jobs in progress and stops)`),
      target,
      threads,
      ...(only !== undefined ? { only } : {}),
      level: (ref) => levelFromRunRef(ref, { ...(flag !== undefined ? { flag } : {}) }),
      log: (line) => io.err(line),
      stop: stop.signal,
      abort: abort.signal,
      faultCell,
    });
    io.err(`worker ${workerId()}: stopped after ${r.jobs} job${r.jobs === 1 ? '' : 's'}`);
    return signalled === 'SIGTERM' ? 143 : signalled === 'SIGINT' ? EXIT_INTERRUPTED : 0;
  } catch (e) {
    if (e instanceof QueueError) throw new CliError(`option --queue: ${e.message}`);
    throw e;
  } finally {
    process.off('SIGINT', onSigint);
    process.off('SIGTERM', onSigterm);
  }
}
