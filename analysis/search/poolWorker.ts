/**
 * The worker side of the Node pool (worker_threads): builds a Runner from the spec it is sent and
 * simulates batches. Replies are values, `{ ok: false, error }` on failure (STYLE habit 6).
 */
import { parentPort } from 'node:worker_threads';
import { Runner, type RunnerSpec, type Task } from './problem.ts';
import { keptTables, runKeptJobs, type KeptBuffers, type KeptTables } from './keptBatch.ts';

type Request =
  | { id: number; kind: 'configure'; spec: RunnerSpec }
  | { id: number; kind: 'run'; tasks: Task[] }
  | { id: number; kind: 'keptTables'; buffers: KeptBuffers }
  | { id: number; kind: 'runKept' };

let runner: Runner | null = null;
let kept: KeptTables | null = null;

parentPort!.on('message', (msg: Request) => {
  try {
    if (msg.kind === 'configure') {
      runner = new Runner(msg.spec);
      kept = null;
      parentPort!.postMessage({ id: msg.id, ok: true, value: null });
      return;
    }
    if (msg.kind === 'keptTables') {
      kept = keptTables(msg.buffers);
      parentPort!.postMessage({ id: msg.id, ok: true, value: null });
      return;
    }
    if (runner === null) throw new Error('worker not configured');
    if (msg.kind === 'runKept') {
      if (kept === null) throw new Error('worker has no kept tables');
      parentPort!.postMessage({ id: msg.id, ok: true, value: runKeptJobs(runner, kept) });
      return;
    }
    const results = msg.tasks.map((t) => runner!.run(t));
    const transfer: ArrayBuffer[] = [];
    for (const r of results) {
      transfer.push(r.end.buffer as ArrayBuffer);
      if (r.segments !== null) transfer.push(r.segments.buffer as ArrayBuffer);
    }
    parentPort!.postMessage({ id: msg.id, ok: true, value: results }, transfer);
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, ok: false, error: { code: 'workerFailed', message: e instanceof Error ? e.message : String(e) } });
  }
});
