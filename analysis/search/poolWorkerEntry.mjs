// Worker entry for the Node pool: register tsx's loader (as workbench/cli/bin.mjs does) so the
// engine's TypeScript loads inside the worker, then start the worker module.
import { register } from 'tsx/esm/api';

register();
await import('./poolWorker.ts');
