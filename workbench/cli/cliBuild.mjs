// The CLI runs a bundled build of its TypeScript: Rolldown (Vite's bundler) puts
// workbench/cli/main.ts and the pool worker (analysis/search/poolWorker.ts) into one file each,
// with every imported constant inlined (the thousands of `P_X`, `OB_X` state and RAM offsets
// become literals) and every top-level function a const binding (constFunctions.mjs): 1.7 times
// as fast per frame as tsx's one-module-per-file loading (2.7 times with 50 objects). Plain JS:
// Node 20 runs this file before any loader.
//
// The build is cached in node_modules/.cache/subpixel-cli/ and checked on every start (a stat of each input: a few ms).
// Many CLI processes may start at once (the tests spawn them in parallel), so a rebuild never
// writes where another process reads: outputs go to a fresh temp dir renamed to a
// content-addressed dir, and the manifest is replaced by a rename too.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constFunctions } from './constFunctions.mjs';

/** The repository root: every input path in the manifest is relative to it. */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where `npx subpixel` keeps its build: under node_modules (ignored, and where the bundle's own
 * imports of npm packages resolve from), not in dist/, which `vite build` empties.
 */
export const DEFAULT_OUT_ROOT = join(REPO_ROOT, 'node_modules', '.cache', 'subpixel-cli');

/**
 * The outputs. The workers' names are fixed: nodePool.ts and sweepPool.ts start workers with
 * `new URL('./poolWorkerEntry.mjs', import.meta.url)`, and benchIsolated.ts with
 * `new URL('./benchWorkerEntry.mjs', import.meta.url)`, which in the bundle resolve next to
 * main.mjs (from the sources, to the .mjs entries beside those modules, which load tsx).
 */
const ENTRY_POINTS = {
  main: 'workbench/cli/main.ts',
  poolWorkerEntry: 'analysis/search/poolWorker.ts',
  // `bench` runs each frame-rate job in a worker started the same way (benchIsolated.ts).
  benchWorkerEntry: 'workbench/cli/benchWorker.ts',
};
const OUTPUTS = ['main.mjs', 'poolWorkerEntry.mjs', 'benchWorkerEntry.mjs'];

const MANIFEST = 'current.json';
/** Build dirs not current for this long are removed (a process may still be reading a younger one). */
const PRUNE_AGE_MS = 24 * 60 * 60 * 1000;

/** A source that does not build (a syntax error, an unresolved import): Rolldown's message. */
export class CliBuildError extends Error {}

/**
 * The directory holding an up-to-date build (main.mjs, poolWorkerEntry.mjs and their source
 * maps), rebuilt first if any input changed since the last build. Throws CliBuildError when a
 * source does not build.
 */
export async function cliBundleDir(outRoot = DEFAULT_OUT_ROOT) {
  return (await ensureCliBundle(outRoot)).dir;
}

/**
 * As cliBundleDir, and says whether this call rebuilt (`warnings`: Rolldown's, one line each,
 * when it did).
 * @returns {Promise<{ dir: string, rebuilt: boolean, warnings: string[] }>}
 */
export async function ensureCliBundle(outRoot = DEFAULT_OUT_ROOT) {
  const manifest = readManifest(outRoot);
  if (manifest !== null && isCurrent(manifest, outRoot)) return { dir: join(outRoot, manifest.outDir), rebuilt: false, warnings: [] };
  return { ...(await rebuild(outRoot, manifest)), rebuilt: true };
}

/** @returns {{ outDir: string, inputs: Record<string, [number, number]> } | null} */
function readManifest(outRoot) {
  try {
    const m = JSON.parse(readFileSync(join(outRoot, MANIFEST), 'utf8'));
    return typeof m?.outDir === 'string' && m.inputs !== null && typeof m.inputs === 'object' ? m : null;
  } catch {
    return null; // none yet, or unreadable: build
  }
}

/** Every input still has the mtime and size it had when built, and the outputs are there. */
function isCurrent(manifest, outRoot) {
  for (const [path, [mtimeMs, size]] of Object.entries(manifest.inputs)) {
    const s = statSync(join(REPO_ROOT, path), { throwIfNoEntry: false });
    if (s === undefined || s.mtimeMs !== mtimeMs || s.size !== size) return false;
  }
  return OUTPUTS.every((f) => statSync(join(outRoot, manifest.outDir, f), { throwIfNoEntry: false }) !== undefined);
}

async function rebuild(outRoot, previous) {
  // Loaded only here, so a start with a current build does not pay for it.
  const { rolldown } = await import('rolldown');
  const started = Date.now();
  // Rolldown writes nothing here (generate, not write); its paths name a placeholder dir beside
  // the real ones, so the source maps' relative paths hold in the dir the outputs end up in.
  const placeholder = join(outRoot, 'build');
  const warnings = [];
  let built;
  try {
    // One build per entry point, as two separate files: no chunk shared between them, so every
    // call inside the engine stays inside one module (a call into another module's export is
    // an import binding V8 does not inline).
    built = await Promise.all(
      Object.entries(ENTRY_POINTS).map(async ([name, input]) => {
        const bundle = await rolldown({
          cwd: REPO_ROOT,
          input: join(REPO_ROOT, input),
          platform: 'node',
          // npm packages and Node's own modules stay imports, resolved from node_modules at run time.
          external: (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0'),
          // Every imported constant (the state layout's and Sonic 1's RAM offsets, thousands of
          // uses) becomes a literal; TurboFan never folds a module binding.
          optimization: { inlineConst: { mode: 'all', pass: 2 } },
          // Every top-level function a `const` (constFunctions.mjs: TurboFan then folds the
          // check it otherwise makes at every inlined call).
          plugins: [constFunctions()],
          // Rolldown's "callbacks ran for N s" notice depends on how busy the machine is: it is
          // not a problem of the sources, and a warning printed by one build but not the next.
          checks: { bundlerTimings: false },
          onLog: (level, log) => {
            if (level === 'warn') warnings.push(`subpixel: CLI build warning: ${log.message}\n`);
          },
        });
        try {
          // The commands' dynamic imports go into the same file (one module, as above).
          const { output } = await bundle.generate({
            dir: placeholder,
            format: 'esm',
            entryFileNames: `${name}.mjs`,
            sourcemap: true,
            codeSplitting: false,
          });
          return output;
        } finally {
          await bundle.close();
        }
      }),
    );
  } catch (e) {
    if (!(e instanceof Error)) throw e;
    throw new CliBuildError(`subpixel: the CLI's sources do not build:\n${e.message}`);
  }

  const files = [];
  const modules = new Set();
  for (const output of built) {
    for (const item of output) {
      if (item.type === 'chunk') {
        const map = item.map === null ? null : item.map.toString();
        // The code already ends with its sourceMappingURL comment.
        files.push({ name: item.fileName, contents: item.code });
        if (map !== null) files.push({ name: `${item.fileName}.map`, contents: map });
        for (const id of item.moduleIds) if (isAbsolute(id)) modules.add(id);
      } else files.push({ name: item.fileName, contents: item.source });
    }
  }
  const hash = createHash('sha256');
  for (const f of files) hash.update(f.name).update('\0').update(f.contents);
  const outDir = hash.digest('hex').slice(0, 16);

  mkdirSync(outRoot, { recursive: true });
  const temp = mkdtempSync(join(outRoot, 'tmp-'));
  for (const f of files) writeFileSync(join(temp, f.name), f.contents);
  try {
    renameSync(temp, join(outRoot, outDir));
  } catch (e) {
    if (e?.code !== 'ENOTEMPTY' && e?.code !== 'EEXIST') throw e;
    // Another process built the same outputs first: use theirs, and mark it as in use again
    // so an old one is not pruned.
    rmSync(temp, { recursive: true, force: true });
    touch(join(outRoot, outDir));
  }

  // The dir this replaces stops being current now: its age for pruning starts here.
  if (previous !== null && previous.outDir !== outDir) touch(join(outRoot, previous.outDir));

  const inputs = manifestInputs([...modules].map((id) => relative(REPO_ROOT, id)));
  // A source edited while Rolldown read it may be in the build either way: leave the manifest
  // unwritten so the next start builds again. (The kernel's file clock lags Date.now slightly;
  // a future mtime, from a clock skew, is no edit and must not make every start rebuild.)
  const finished = Date.now();
  const editedDuringBuild = Object.values(inputs).some(([mtimeMs]) => mtimeMs >= started - 50 && mtimeMs <= finished + 50);
  if (!editedDuringBuild) {
    const manifestTemp = join(outRoot, `${MANIFEST}.${process.pid}.${outDir}.tmp`);
    writeFileSync(manifestTemp, JSON.stringify({ outDir, inputs }));
    renameSync(manifestTemp, join(outRoot, MANIFEST));
  }
  prune(outRoot, outDir);
  return { dir: join(outRoot, outDir), warnings };
}

/**
 * The bundled modules, plus what else decides the output: this file (the build options), its
 * plugin and the installed Rolldown. Each with [mtimeMs, size].
 */
function manifestInputs(modules) {
  const rolldownPackage = relative(REPO_ROOT, createRequire(import.meta.url).resolve('rolldown/package.json'));
  const builder = relative(REPO_ROOT, fileURLToPath(import.meta.url));
  const plugin = relative(REPO_ROOT, fileURLToPath(new URL('./constFunctions.mjs', import.meta.url)));
  const inputs = {};
  for (const path of [...modules, builder, plugin, rolldownPackage]) {
    const s = statSync(join(REPO_ROOT, path));
    inputs[path] = [s.mtimeMs, s.size];
  }
  return inputs;
}

/** Best effort: build and temp dirs not current for a day (never the current one). */
function prune(outRoot, current) {
  try {
    const cutoff = Date.now() - PRUNE_AGE_MS;
    for (const entry of readdirSync(outRoot, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === current) continue;
      const path = join(outRoot, entry.name);
      if (statSync(path).mtimeMs < cutoff) rmSync(path, { recursive: true, force: true });
    }
  } catch {
    // Another process pruning the same dir, or permissions: nothing depends on it.
  }
}

function touch(path) {
  try {
    const now = new Date();
    utimesSync(path, now, now);
  } catch {
    // Gone already (pruned long ago): nothing to keep.
  }
}
