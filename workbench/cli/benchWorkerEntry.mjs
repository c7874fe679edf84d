// Worker entry for a bench job when the CLI runs from the sources (the tests, SUBPIXEL_RUNTIME=tsx):
// register tsx's loader so the engine's TypeScript loads inside the worker, then run the job. The
// bundled CLI has its own benchWorkerEntry.mjs beside its main.mjs (the bundled benchWorker.ts,
// workbench/cli/cliBuild.mjs), which the same `new URL` in benchIsolated.ts finds.
import { register } from 'tsx/esm/api';

register();
await import('./benchWorker.ts');
