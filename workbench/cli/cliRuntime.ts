/**
 * How the CLI's engine code is running, for `bench` to report beside its figures (the same
 * engine runs 1.7 times as fast per frame bundled as from the sources, and bin.mjs's V8 flags
 * add more): a figure means little without them.
 */
export interface CliRuntime {
  /** 'bundle': the Rolldown build bin.mjs runs (cliBuild.mjs); 'tsx': the .ts sources through a loader. */
  runtime: 'bundle' | 'tsx';
  /** The V8 flags bin.mjs set before loading the engine ('' when run without bin.mjs, e.g. in tests). */
  v8Flags: string;
}

/** Set by workbench/cli/bin.mjs (plain JS, outside the bundle), hence a registered symbol. */
const V8_FLAGS_KEY = Symbol.for('subpixel.v8Flags');

export function cliRuntime(): CliRuntime {
  const flags = (globalThis as Record<symbol, unknown>)[V8_FLAGS_KEY];
  // In the bundle this module is part of main.mjs; from the sources it is this .ts file.
  const runtime = import.meta.url.endsWith('.ts') ? 'tsx' : 'bundle';
  return { runtime, v8Flags: typeof flags === 'string' ? flags : '' };
}
