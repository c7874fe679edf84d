/**
 * The worker side of the Node pool (worker_threads): builds a Runner from the spec it is sent and
 * simulates batches. Replies are values, `{ ok: false, error }` on failure (STYLE habit 6).
 */
import { parentPort } from 'node:worker_threads';
import { Runner, type RunnerSpec, type Task } from './problem.ts';

type Request = { id: number; kind: 'configure'; spec: RunnerSpec } | { id: number; kind: 'run'; tasks: Task[] };

let runner: Runner | null = null;

parentPort!.on('message', (msg: Request) => {
  try {
    if (msg.kind === 'configure') {
      runner = new Runner(msg.spec);
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
    parentPort!.postMessage({ id: msg.id, ok: false, error: { code: 'workerFailed', message: e instanceof Error ? e.message : String(e) } });
  }
});
