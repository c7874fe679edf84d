#!/usr/bin/env node
// `npx subpixel`: runs a bundled build of the TypeScript CLI (cliBuild.mjs: rebuilt when a source
// changed, cached in node_modules/.cache/subpixel-cli/). SUBPIXEL_RUNTIME=tsx runs the sources
// through tsx's loader instead (a dev dependency installed by `npm ci`), for debugging with the
// files as written.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';

/**
 * V8 flags, set before any engine code is loaded; worker threads inherit them.
 * - A larger inlining budget: the engine's step is many small functions, and these measured
 *   another 5-15% per frame.
 * - Optimizing compiles on the thread that asked for them (`--no-concurrent-recompilation`):
 *   the engine's hot functions then run their optimized code a little sooner and, above all,
 *   the same way in every process (the partner run varied ±4% between processes, now ±1%), and
 *   the frame rates rose 2-5% (engine and partner ~4%, real acts with objects ~5%). V8 reads
 *   this one when an isolate starts, so it applies to the threads started after this line (the
 *   bench's worker per frame-rate group, the search and sweep pools' workers), not to this main
 *   thread, which keeps V8's default.
 */
const V8_FLAGS = '--max-inlined-bytecode-size-cumulative=4000 --max-inlined-bytecode-size=1000 --no-concurrent-recompilation';

const runtime = process.env.SUBPIXEL_RUNTIME ?? 'bundle';
if (runtime !== 'bundle' && runtime !== 'tsx') {
  process.stderr.write(`subpixel: SUBPIXEL_RUNTIME must be "bundle" (the default) or "tsx", not "${runtime}"\n`);
  process.exit(2);
}
setFlagsFromString(V8_FLAGS);
// Read by `bench` (workbench/cli/cliRuntime.ts), which reports how the engine ran.
globalThis[Symbol.for('subpixel.v8Flags')] = V8_FLAGS;

let main;
if (runtime === 'tsx') {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('./main.ts'));
} else {
  const { ensureCliBundle, CliBuildError } = await import('./cliBuild.mjs');
  let built;
  try {
    built = await ensureCliBundle();
  } catch (e) {
    // No fallback to the sources: a source that does not build must be seen, not worked around.
    if (!(e instanceof CliBuildError)) throw e;
    process.stderr.write(e.message.endsWith('\n') ? e.message : e.message + '\n');
    process.exit(2);
  }
  for (const w of built.warnings) process.stderr.write(w);
  // Stack traces name the .ts sources through the bundle's linked source maps.
  process.setSourceMapsEnabled(true);
  ({ main } = await import(pathToFileURL(join(built.dir, 'main.mjs')).href));
}
process.exitCode = await main(process.argv.slice(2));
