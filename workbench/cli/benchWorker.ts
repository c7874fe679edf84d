/**
 * A bench worker (worker_threads): runs the one frame-rate job it was started with (benchJobs.ts)
 * and posts `{ ok: true, value }`, or `{ ok: false, error }` when the job failed.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runBenchJob, type BenchJob } from './benchJobs.ts';

try {
  parentPort!.postMessage({ ok: true, value: runBenchJob(workerData as BenchJob) });
} catch (e) {
  parentPort!.postMessage({ ok: false, error: e instanceof Error ? e.message : String(e) });
}
