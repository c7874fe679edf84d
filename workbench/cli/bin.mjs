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
 *   another 5-15% per frame. `--min-inlining-frequency=0` lets V8 inline a call however rarely
 *   it ran when the caller was compiled (V8's default skips calls below 15% of the caller's
 *   runs: airFrame, the ground routines, the CPU partner's states, which a frame takes or not
 *   by the player's state): +5% on the partner run with the budget as it was, +9% on every
 *   engine figure with the budget at 5000 / 1500, which also inlines TailsCPU's normal state
 *   and the ground sensors (partner 1.65 M -> 1.81-1.86 M on machine A). The cumulative budget
 *   is not monotonic: 4500 read 1.75 M, 6000 1.77 M, 8000 1.74 M (bigger hot functions);
 *   inlining everything read 2.1 M but compiled step for 2.9 s and halved the searches.
 * - Optimizing compiles on the thread that asked for them (`--no-concurrent-recompilation`):
 *   the engine's hot functions then run their optimized code a little sooner and, above all,
 *   the same way in every process (the partner run varied ±4% between processes, now ±1%), and
 *   the frame rates rose 2-5% (engine and partner ~4%, real acts with objects ~5%). V8 reads
 *   this one when an isolate starts, so it applies to the threads started after this line (the
 *   bench's worker per frame-rate group, the search and sweep pools' workers), not to this main
 *   thread, which keeps V8's default.
 */
const V8_FLAGS = '--max-inlined-bytecode-size-cumulative=5000 --max-inlined-bytecode-size=1500 --min-inlining-frequency=0 --no-concurrent-recompilation';

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
