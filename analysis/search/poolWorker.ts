/**
 * The worker side of the Node pool (worker_threads): builds a Runner from the spec it is sent and
 * simulates batches. Replies are values, `{ ok: false, error }` on failure (STYLE habit 6).
 *
 * `serveKept` hands the thread to batchRendezvous.ts until the pool stops it: kept batches then
 * arrive through shared control words, and the jobs' hit messages (and any failure) go back on
 * the request's own port, which the pool drains synchronously once the batch is done.
 *
 * `sweepLevel` / `sweepChunk` serve sweepPool.ts: the sweep's level and options once, then
 * chunks of cells, each swept here with an in-thread evaluator.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, type MessagePort } from 'node:worker_threads';
import { Runner, type RunnerSpec, type Task } from './problem.ts';
import { keptTables, runKeptJobs, type KeptBuffers, type KeptTables } from './keptBatch.ts';
import { serveBatches } from './batchRendezvous.ts';
import { LocalEvaluator } from './evaluator.ts';
import { sweep, type SweepCell, type SweepSpec } from './sweep.ts';

type Request =
  | { id: number; kind: 'configure'; spec: RunnerSpec }
  | { id: number; kind: 'run'; tasks: Task[] }
  | { id: number; kind: 'keptTables'; buffers: KeptBuffers }
  | { id: number; kind: 'serveKept'; control: Int32Array; generation: number; port: MessagePort }
  | { id: number; kind: 'sweepLevel'; spec: SweepSpec }
  | { id: number; kind: 'sweepChunk'; detectors: string[]; cells: SweepCell[]; seed: number };

/** What a serving worker posts on its port after a batch with something to say. */
export type ServedBatchReport = { messages: [number, string][] } | { error: string };

let runner: Runner | null = null;
let kept: KeptTables | null = null;
let sweepSpec: SweepSpec | null = null;

function fail(id: number, e: unknown): void {
  parentPort!.postMessage({ id, ok: false, error: { code: 'workerFailed', message: e instanceof Error ? e.message : String(e) } });
}

parentPort!.on('message', (msg: Request) => {
  try {
    if (msg.kind === 'configure') {
      runner = new Runner(msg.spec);
      kept = null;
      parentPort!.postMessage({ id: msg.id, ok: true, value: null });
      return;
    }
    if (msg.kind === 'sweepLevel') {
      sweepSpec = msg.spec;
      parentPort!.postMessage({ id: msg.id, ok: true, value: null });
      return;
    }
    if (msg.kind === 'sweepChunk') {
      if (sweepSpec === null) throw new Error('worker has no sweep level');
      sweep({ ...sweepSpec, detectors: msg.detectors, cells: msg.cells }, { seed: msg.seed, clock: () => performance.now() }, new LocalEvaluator()).then(
        (hits) => parentPort!.postMessage({ id: msg.id, ok: true, value: hits }),
        (e: unknown) => fail(msg.id, e),
      );
      return;
    }
    if (msg.kind === 'keptTables') {
      kept = keptTables(msg.buffers);
      parentPort!.postMessage({ id: msg.id, ok: true, value: null });
      return;
    }
    if (msg.kind === 'serveKept') {
      // Every served batch must count this worker done, even one it cannot run: the pool's
      // thread is blocked waiting for it. A failure goes back as a report instead.
      const r = runner;
      const t = kept;
      serveBatches(msg.control, msg.generation, () => {
        try {
          if (r === null || t === null) throw new Error('worker not configured or without kept tables');
          const messages = runKeptJobs(r, t);
          if (messages.length > 0) msg.port.postMessage({ messages } satisfies ServedBatchReport);
        } catch (e) {
          msg.port.postMessage({ error: e instanceof Error ? e.message : String(e) } satisfies ServedBatchReport);
        }
      });
      msg.port.close();
      parentPort!.postMessage({ id: msg.id, ok: true, value: null });
      return;
    }
    if (runner === null) throw new Error('worker not configured');
    const results = msg.tasks.map((t) => runner!.run(t));
    const transfer: ArrayBuffer[] = [];
    for (const r of results) {
      transfer.push(r.end.buffer as ArrayBuffer);
      if (r.segments !== null) transfer.push(r.segments.buffer as ArrayBuffer);
    }
    parentPort!.postMessage({ id: msg.id, ok: true, value: results }, transfer);
  } catch (e) {
    fail(msg.id, e);
  }
});
