// Worker entry for cappedRunner.ts: register tsx's loader (as workbench/cli/bin.mjs does) so the
// TypeScript case module loads inside the worker, then run one case per message. The main thread
// holds the clock: a case that does not answer in time, or kills the worker, is its verdict.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const { runCase } = await import(pathToFileURL(workerData.module).href);

parentPort.on('message', async ({ index, spec }) => {
  const t0 = performance.now();
  try {
    const result = await runCase(spec);
    parentPort.postMessage({ index, ok: true, result, ms: performance.now() - t0 });
  } catch (e) {
    const message = e instanceof Error ? `${e.name}: ${e.message}\n${e.stack ?? ''}` : String(e);
    parentPort.postMessage({ index, ok: false, message, ms: performance.now() - t0 });
  }
});
parentPort.postMessage({ ready: true });
