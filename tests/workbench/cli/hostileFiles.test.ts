/**
 * The CLI's promise for hostile files (issue 14): past a limit or with a corrupted savestate, a
 * command exits 2 with one line on stderr naming the file and the limit or the state word. The
 * three classes of the issue run through the commands the fuzz campaign used (`convert`,
 * `validate`), with the kept reproducers of tests/fuzz/regressions/.
 */
import { closeSync, mkdtempSync, openSync, writeFileSync, ftruncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './runCli.ts';
import { buildSavestateSpx, readRecipe } from '../../fuzz/savestateRecipe.ts';

const REGRESSIONS = join(import.meta.dirname, '../../fuzz/regressions');
const PLATFORM_LEVEL = join(import.meta.dirname, '../../glitch-movies/levels/glitch-fast-platform.json');
const dir = mkdtempSync(join(tmpdir(), 'subpixel-hostile-'));

/** The kept recipe's `.spx`, rebuilt with the current state layout, as a file. */
function fromRecipe(name: string): string {
  const path = join(dir, `${name}.spx`);
  writeFileSync(path, buildSavestateSpx(readRecipe(join(REGRESSIONS, `${name}.recipe.json`))));
  return path;
}

/** A file of `bytes` zero bytes that takes no disk space (sparse). */
function sparse(name: string, bytes: number): string {
  const path = join(dir, name);
  const fd = openSync(path, 'w');
  ftruncateSync(fd, bytes);
  closeSync(fd);
  return path;
}

describe('subpixel commands on hostile files: exit 2, one line', () => {
  it('refuses the 136 KB .bk2 whose input log inflates to ~140M lines at the line limit (it aborted Node)', async () => {
    const bomb = join(REGRESSIONS, 'bk2-input-log-140M-lines.bk2');
    const r = await runCli('convert', bomb, join(dir, 'out.txt'), '--level', 'flat');
    expect(r.code).toBe(2);
    expect(r.err).toEqual([
      `subpixel convert: ${bomb}: Input Log.txt line 10001001: The input log is past the limit MAX_LOG_LINES (10,001,000 lines in a .bk2 input log).`,
    ]);
  });

  it('refuses a .spx savestate whose object slot holds an out-of-range type index, naming the slot (it crashed validate)', async () => {
    const movie = fromRecipe('spxSavestate-type-index-out-of-range');
    const r = await runCli('validate', '--movie', movie, '--level', PLATFORM_LEVEL);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([
      `subpixel validate: ${movie}: savestate: state word slots[0].O_TYPE (movingPlatform "swinger") is 9999; expected 3 (the level places a movingPlatform here)`,
    ]);
  });

  it('refuses a .spx savestate whose dynamic high-water mark would drive the object loops past their slots (it hung validate)', async () => {
    const movie = fromRecipe('spxSavestate-dynamic-high-water-unbounded');
    const r = await runCli('validate', '--movie', movie);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([`subpixel validate: ${movie}: savestate: state word W_DYNAMIC_HIGH is 2147483647; expected 0..0 (the dynamic slots)`]);
  });

  it('refuses files past their size limits before reading them, naming the limit', async () => {
    const spx = sparse('huge.spx', 65 * 1024 * 1024);
    const r1 = await runCli('replay', '--movie', spx, '--level', 'flat');
    expect(r1.code).toBe(2);
    expect(r1.err).toEqual([`subpixel replay: ${spx}: file: The file (68157440 bytes) is past the limit MAX_JSON_FILE_BYTES (67,108,864 bytes in a .spx or project file).`]);
    const level = sparse('huge.json', 65 * 1024 * 1024);
    const r2 = await runCli('trace', '--level', level, '--frames', '1');
    expect(r2.code).toBe(2);
    expect(r2.err).toEqual([`subpixel trace: ${level}: file: The file (68157440 bytes) is past the limit MAX_LEVEL_FILE_BYTES (67,108,864 bytes in a level file).`]);
  });

  it('refuses an input script past the frame limit and a level past the object limit, naming the limit', async () => {
    const script = join(dir, 'long.txt');
    writeFileSync(script, '60,R\n99999999999,R\n');
    const r1 = await runCli('trace', '--inputs', script, '--level', 'flat');
    expect(r1.code).toBe(2);
    expect(r1.err).toEqual([`subpixel trace: ${script}: line 2: Line 2: the script is past the limit MAX_MOVIE_FRAMES (10,000,000 frames in a movie).`]);
    const level = join(dir, 'crowded.json');
    const objects = Array.from({ length: 10_001 }, (_, i) => ({ type: 'ring', x: 16 + (i % 100), y: 16 }));
    writeFileSync(level, JSON.stringify({ format: 'subpixel-level/1', name: 'crowded', tiles: {}, legend: {}, rows: ['....'], start: { x: 8, y: 8 }, objects }));
    const r2 = await runCli('trace', '--level', level, '--frames', '1');
    expect(r2.code).toBe(2);
    expect(r2.err).toEqual([`subpixel trace: ${level}: objects: The object count (10001) is past the limit MAX_LEVEL_OBJECTS (10,000 objects in a level)`]);
  });
});
