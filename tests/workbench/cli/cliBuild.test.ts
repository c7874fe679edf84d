import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JS (it runs before any TypeScript loader), no declarations
import { ensureCliBundle } from '../../../workbench/cli/cliBuild.mjs';
import { main as sourceMain } from '../../../workbench/cli/main.ts';

type Main = typeof sourceMain;
interface CliRun {
  code: number;
  out: string[];
  err: string[];
}
interface Ensured {
  dir: string;
  rebuilt: boolean;
  warnings: string[];
}
const ensure = ensureCliBundle as (outRoot: string) => Promise<Ensured>;

// Beside the CLI's own cache (under node_modules), so the bundle's npm imports (fflate) resolve
// as they do for it.
const CACHE = join('node_modules', '.cache', 'subpixel-cli');
mkdirSync(CACHE, { recursive: true });
const outRoot = mkdtempSync(join(CACHE, 'cli-test-'));
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

async function run(main: Main, ...argv: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

/**
 * Runs each command line through the bundle's `main` in one plain Node process (as bin.mjs runs
 * it, not through vitest's module loader), capturing what each prints.
 */
function runBundled(dir: string, commands: string[][]): CliRun[] {
  const program = `
    const { main } = await import(${JSON.stringify(pathToFileURL(join(dir, 'main.mjs')).href)});
    const runs = [];
    for (const argv of ${JSON.stringify(commands)}) {
      const out = [];
      const err = [];
      const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
      runs.push({ code, out, err });
    }
    process.stdout.write(JSON.stringify(runs));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8', maxBuffer: 1 << 28 })) as CliRun[];
}

describe('the CLI bundle (cliBuild.mjs)', () => {
  let dir = '';

  it('builds main.mjs and the pool and bench worker entries with source maps, then reuses them while no input changed', async () => {
    const first = await ensure(outRoot);
    expect(first.rebuilt).toBe(true);
    expect(first.warnings).toEqual([]);
    dir = first.dir;
    expect(readdirSync(dir).sort()).toEqual(['benchWorkerEntry.mjs', 'benchWorkerEntry.mjs.map', 'main.mjs', 'main.mjs.map', 'poolWorkerEntry.mjs', 'poolWorkerEntry.mjs.map']);
    expect(readFileSync(join(dir, 'main.mjs'), 'utf8')).toContain('//# sourceMappingURL=main.mjs.map');
    const map = JSON.parse(readFileSync(join(dir, 'main.mjs.map'), 'utf8')) as { sources: string[] };
    // Relative to the build dir: the maps name the real .ts files.
    expect(map.sources.map((s) => statSync(join(dir, s), { throwIfNoEntry: false }) !== undefined).every(Boolean)).toBe(true);
    expect(map.sources.some((s) => s.endsWith('engine/world/world.ts'))).toBe(true);
    // constFunctions.mjs ran: every top-level function is a const binding (none is assigned to).
    for (const entry of ['main.mjs', 'poolWorkerEntry.mjs', 'benchWorkerEntry.mjs']) {
      const code = readFileSync(join(dir, entry), 'utf8');
      expect(code).not.toMatch(/^(async )?function\b/m);
      expect(code).toMatch(/^const playerFrame = function playerFrame\(/m);
    }

    const second = await ensure(outRoot);
    expect(second).toEqual({ dir, rebuilt: false, warnings: [] });
    // Only the build and the manifest: no temp dir left behind.
    expect(readdirSync(outRoot).sort()).toEqual([dir.split('/').pop(), 'current.json'].sort());
  });

  it('rebuilds after an input is touched (its mtime changed), into the same content-addressed dir', async () => {
    const manifest = JSON.parse(readFileSync(join(outRoot, 'current.json'), 'utf8')) as { inputs: Record<string, [number, number]> };
    const input = 'workbench/cli/cliError.ts';
    expect(manifest.inputs[input]).toBeDefined();
    const before = statSync(input);
    try {
      utimesSync(input, before.atime, new Date(before.mtimeMs - 10_000));
      const touched = await ensure(outRoot);
      expect(touched).toEqual({ dir, rebuilt: true, warnings: [] });
      expect((await ensure(outRoot)).rebuilt).toBe(false);
    } finally {
      utimesSync(input, before.atime, before.mtime);
    }
  });

  it('gives one build to processes that rebuild at once (the losers of the rename use the winner)', async () => {
    const racing = mkdtempSync(join(CACHE, 'cli-test-race-'));
    try {
      const all = await Promise.all([ensure(racing), ensure(racing)]);
      expect(all.every((r) => r.rebuilt)).toBe(true);
      expect(new Set(all.map((r) => r.dir)).size).toBe(1);
      expect(readdirSync(racing).sort()).toEqual([all[0].dir.split('/').pop(), 'current.json'].sort());
      expect((await ensure(racing)).rebuilt).toBe(false);
    } finally {
      rmSync(racing, { recursive: true, force: true });
    }
  });

  it('runs `quirks` and `levels` exactly as the sources do', async () => {
    const commands = [['quirks'], ['levels']];
    const fromBundle = runBundled(dir, commands);
    for (const [i, argv] of commands.entries()) {
      expect(fromBundle[i].code).toBe(0);
      expect(fromBundle[i].out.length).toBeGreaterThan(5);
      expect(fromBundle[i]).toEqual(await run(sourceMain, ...argv));
    }
  });

  it('replays a movie to the same state hash, and traces the same records, as the source engine', async () => {
    const replay = ['replay', '--movie', 'tests/glitch-movies/angleBug-loop-hanging-wall-s1.spx', '--level', 'tests/glitch-movies/levels/glitch-loop-hanging-wall.json'];
    // Every frame's record over the hills, jumping, with Sonic 2's CPU Tails (the partner code too).
    const script = join(mkdtempSync(join(tmpdir(), 'subpixel-bundle-')), 'run.txt');
    writeFileSync(script, '30\n200,R\n1,R,A\n100,R\n1,R,A\n268,R\n');
    const trace = ['trace', '--level', 'hills', '--profile', 's2', '--partner', 'tails', '--inputs', script];
    const [replayed, traced] = runBundled(dir, [replay, trace]);

    const fromSource = await run(sourceMain, ...replay);
    expect(replayed.code).toBe(0);
    const summary = JSON.parse(replayed.out[0]) as { hash: string; frames: number };
    expect(summary.frames).toBe(300);
    expect(summary.hash).toBe((JSON.parse(fromSource.out[0]) as { hash: string }).hash);
    expect(replayed).toEqual(fromSource);

    expect(traced.code).toBe(0);
    expect(traced.out.length).toBe(600);
    expect(traced).toEqual(await run(sourceMain, ...trace));
  });
});
