// Worker entry for the Node pool when it runs from the sources (the tests, SUBPIXEL_RUNTIME=tsx):
// register tsx's loader so the engine's TypeScript loads inside the worker, then start the worker
// module. The bundled CLI has its own poolWorkerEntry.mjs beside its main.mjs (the bundled
// poolWorker.ts, workbench/cli/cliBuild.mjs), which the same `new URL` finds.
import { register } from 'tsx/esm/api';

register();
await import('./poolWorker.ts');
