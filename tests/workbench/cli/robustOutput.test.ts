/**
 * Issue 25: what the CLI writes survives being killed, piped slowly or interrupted.
 * - Every output file is written whole or not at all (writeFileAtomic.ts): a convert killed
 *   mid-write (SIGKILL once its temporary file has bytes) leaves the old file byte for byte, and
 *   the next write removes the dead writer's temporary file.
 * - `trace` through a slow pipe delivers every line (stdout is drained before exit).
 * - Ctrl-C on `search` and `sweep` prints the best result / the hits so far and writes --out;
 *   `sweep --max-seconds` stops the whole sweep and says how far it got.
 * These run the real bin in child processes: signals and pipes are the point.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readGlitchSpx } from '../../../analysis/search/glitchMovie.ts';
import { exportMovie, importMovie, type MovieFormat } from '../../../movies/formats/index.ts';
import { writeSpx } from '../../../movies/formats/spx.ts';
import { CliError } from '../../../workbench/cli/cliError.ts';
import { partialPath, writeFileAtomic } from '../../../workbench/cli/writeFileAtomic.ts';
import { DEFAULTS, sampleMovie } from '../../movies/formats/sampleMovie.ts';

const BIN = 'workbench/cli/bin.mjs';
const dir = mkdtempSync(join(tmpdir(), 'subpixel-robust-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A movie whose input changes every frame: the most bytes per frame in every format. */
function changingMovie(frames: number) {
  const inputs = new Uint8Array(frames);
  let s = 99;
  for (let i = 0; i < frames; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    inputs[i] = s >>> 24;
    if (i > 0 && inputs[i] === inputs[i - 1]) inputs[i] ^= 1;
  }
  return { meta: { ...DEFAULTS }, inputs, markers: [], checkpoints: [] };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves with the child's exit code (null when a signal ended it) and its output. */
function finished(child: ReturnType<typeof spawn>): Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string; err: string }> {
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, out, err })));
}

async function until(what: string, test: () => boolean, ms: number): Promise<void> {
  const end = performance.now() + ms;
  while (!test()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

describe('writeFileAtomic', () => {
  it('writes pieces whole, replaces the old file, and leaves no temporary file', () => {
    const f = join(dir, 'unit.txt');
    writeFileSync(f, 'old');
    writeFileAtomic(f, ['new ', new TextEncoder().encode('text')]);
    expect(readFileSync(f, 'utf8')).toBe('new text');
    expect(readdirSync(dir).filter((n) => n.includes('subpixel-partial'))).toEqual([]);
  });

  it('a folder that does not exist is a CliError naming the file, and nothing is left behind', () => {
    const f = join(dir, 'no-such-folder', 'x.spx');
    expect(() => writeFileAtomic(f, 'x')).toThrow(CliError);
    expect(() => writeFileAtomic(f, 'x')).toThrow(`${f}: cannot write the file (ENOENT)`);
  });

  it('a piece that fails midway leaves the old file and removes the temporary file', () => {
    const f = join(dir, 'failing.txt');
    writeFileSync(f, 'old');
    function* pieces(): Generator<string> {
      yield 'half';
      throw new Error('the producer failed');
    }
    expect(() => writeFileAtomic(f, pieces())).toThrow(`${f}: cannot write the file`);
    expect(readFileSync(f, 'utf8')).toBe('old');
    expect(existsSync(partialPath(f))).toBe(false);
  });
});

describe('convert killed mid-write', () => {
  const big = join(dir, 'big.spx');
  writeFileSync(big, writeSpx(changingMovie(3_000_000)));

  for (const format of ['txt', 'spx', 'bk2'] as const satisfies readonly MovieFormat[]) {
    it(`leaves the old .${format} byte for byte; the next write removes the dead writer's temporary file`, async () => {
      const target = join(dir, `out.${format}`);
      const old = exportMovie(sampleMovie(), format);
      writeFileSync(target, old);
      const child = spawn(process.execPath, [BIN, 'convert', big, target], { stdio: ['ignore', 'pipe', 'pipe'] });
      const done = finished(child);
      const partial = partialPath(target, child.pid!);
      // Killed once the temporary file exists (and, for the formats written as they are made, holds bytes).
      await until('the temporary file', () => existsSync(partial) && (format === 'bk2' || statSync(partial).size > 0), 60_000);
      child.kill('SIGKILL');
      const r = await done;
      expect(r.signal).toBe('SIGKILL');
      expect(Buffer.from(readFileSync(target)).equals(Buffer.from(old))).toBe(true);
      // The dead writer's file is hidden and named as partial: never mistaken for a movie.
      expect(existsSync(partial)).toBe(true);
      const again = spawnSync(process.execPath, [BIN, 'convert', join(dir, `small.${format}`), target], { encoding: 'utf8', input: '' });
      // (small.* does not exist: that convert is refused before it writes, so the partial stays)
      expect(again.status).toBe(2);
      const small = join(dir, `small-in.spx`);
      writeFileSync(small, writeSpx(sampleMovie()));
      const ok = spawnSync(process.execPath, [BIN, 'convert', small, target], { encoding: 'utf8' });
      expect(ok.status, ok.stderr).toBe(0);
      expect(existsSync(partial)).toBe(false);
      const back = importMovie(target, readFileSync(target), DEFAULTS);
      expect(back.ok && Array.from(back.value.inputs)).toEqual(Array.from(sampleMovie().inputs));
    }, 120_000);
  }
});

describe('stdout is drained before exit', () => {
  it('trace prints every one of 20,000 lines through a slow pipe reader', () => {
    const reader = 'tests/workbench/cli/slowPipeReader.mjs';
    const r = spawnSync('bash', ['-c', `set -o pipefail; "${process.execPath}" ${BIN} trace --level flat --frames 20000 | "${process.execPath}" ${reader} 500`], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe('20000');
  }, 120_000);

  it('the help, which returns before any command runs, is printed whole', () => {
    for (const args of [['--help'], ['trace', '--help'], []]) {
      const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
      expect([args.join(' '), r.stdout.split('\n')[0]]).toEqual([args.join(' '), args[0] === 'trace' ? 'usage: subpixel trace [options]' : 'usage: subpixel <command> [options]']);
      expect(r.status).toBe(args.length === 0 ? 2 : 0);
    }
  }, 60_000);
});

describe('Ctrl-C and --max-seconds on search and sweep', () => {
  it('SIGINT on search prints the best result so far, writes --out and exits 130', async () => {
    const out = join(dir, 'interrupted-search.spx');
    const child = spawn(process.execPath, [BIN, 'search', '--level', 'flat', '--objective', 'maxX', '--algorithm', 'genetic', '--horizon', '40', '--max-seconds', '120', '--out', out], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    const done = finished(child);
    await until('two progress lines', () => err.split('\n').filter((l) => l.includes(' states, ')).length >= 2, 90_000);
    child.kill('SIGINT');
    const r = await done;
    expect(r.code, err).toBe(130);
    const summary = JSON.parse(r.out.trim().split('\n').pop()!);
    expect(summary.stopReason).toBe('aborted');
    expect(summary.frames).toBeGreaterThan(0);
    expect(summary.seconds).toBeLessThan(120);
    expect(summary.out).toBe(out);
    const movie = readGlitchSpx(readFileSync(out, 'utf8'), out);
    expect(movie.ok && movie.value.movie.inputs.length).toBe(summary.frames);
  }, 180_000);

  const sweepArgs = ['sweep', '--level', 'flat', '--profile', 's1', '--x', '0:400:2', '--y', '190:204:2', '--speeds', '0,1536', '--grounded', '--detectors', 'landOnAir', '--alphabet', ',R,D,A', '--algorithm', 'genetic', '--horizon', '16'];

  it('SIGINT on sweep prints the hits so far and a summary that says it stopped early, and writes their movies', async () => {
    const out = join(dir, 'interrupted-sweep');
    const child = spawn(process.execPath, [BIN, ...sweepArgs, '--out', out], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    const done = finished(child);
    await until('three glitches', () => /, ([3-9]|\d\d+) glitches/.test(err), 90_000);
    child.kill('SIGINT');
    const r = await done;
    expect(r.code, err).toBe(130);
    const lines = r.out.trim().split('\n').map((l) => JSON.parse(l));
    const summary = lines.pop();
    expect(summary.stoppedEarly).toBe(true);
    expect(summary.stopReason).toBe('interrupted');
    expect(summary.done).toBeLessThan(summary.total);
    expect(summary.hits).toBe(lines.length);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const hit of lines) {
      const movie = readGlitchSpx(readFileSync(hit.movie, 'utf8'), hit.movie);
      expect(movie.ok).toBe(true);
    }
    expect(err).toContain(`sweep: stopped early (Ctrl-C): ${summary.done} of ${summary.total} searches done`);
  }, 180_000);

  it('sweep --max-seconds 2 stops the whole sweep, exit 0, and says how far it got', () => {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [BIN, ...sweepArgs, '--max-seconds', '2'], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    const summary = lines.pop();
    expect(summary).toMatchObject({ stoppedEarly: true, stopReason: 'maxSeconds', hits: lines.length });
    expect(summary.done).toBeGreaterThan(0);
    expect(summary.done).toBeLessThan(summary.total);
    expect(r.stderr).toContain(`sweep: stopped early (--max-seconds 2): ${summary.done} of ${summary.total} searches done`);
    // Bundle (re)build included; the sweep alone would take minutes.
    expect(performance.now() - t0).toBeLessThan(60_000);
  }, 120_000);
});
