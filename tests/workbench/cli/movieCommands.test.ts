import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './runCli.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { writeSpx } from '../../../movies/formats/spx.ts';
import type { Movie } from '../../../movies/types.ts';

const dir = mkdtempSync(join(tmpdir(), 'subpixel-movies-'));
const script = join(dir, 'run.txt');
writeFileSync(script, '30\n60,R\n1,R,A\n40,R\n');

/** A two-player movie on flat (Sonic 2): player 1 runs right, the second pad holds Left for 60 frames. */
function twoPlayerSpx(path: string, withSecondPad = true): void {
  const inputs = new Uint8Array(200).fill(0x08, 30);
  const inputs2 = new Uint8Array(200).fill(0x04, 40, 100);
  const level = loadBuiltinLevel('flat');
  const movie: Movie = {
    meta: {
      level: { name: 'flat', hash: level.hash }, profile: 's2', character: 'sonic', fixes: [], author: '', rerecords: 0, created: '', modified: '', notes: '',
      partner: { character: 'tails', control: 'cpu' },
    },
    inputs,
    ...(withSecondPad ? { inputs2 } : {}),
    markers: [],
    checkpoints: [],
  };
  writeFileSync(path, writeSpx(movie));
}

describe('two-player movies (a partner and the second pad)', () => {
  it('replay takes the partner from the movie and the second pad from its track; every format of it replays to one hash', async () => {
    const spx = join(dir, 'two.spx');
    twoPlayerSpx(spx);
    const a = JSON.parse((await runCli('replay', '--movie', spx)).out[0]);
    expect(a.partner).toEqual({ character: 'tails', control: 'cpu' });
    const alone = join(dir, 'two-no-pad.spx');
    twoPlayerSpx(alone, false);
    expect(JSON.parse((await runCli('replay', '--movie', alone)).out[0]).hash).not.toBe(a.hash);
    for (const ext of ['bk2', 'gmv']) {
      const out = join(dir, `two.${ext}`);
      expect((await runCli('convert', spx, out, '--level', 'flat', '--profile', 's2', '--partner', 'tails')).code).toBe(0);
      const r = await runCli('replay', '--movie', out, '--level', 'flat', '--profile', 's2', '--partner', 'tails');
      expect(JSON.parse(r.out[0]).hash).toBe(a.hash);
    }
  });

  it('converting to an input script warns that the second pad is not written', async () => {
    const spx = join(dir, 'two-b.spx');
    twoPlayerSpx(spx);
    const r = await runCli('convert', spx, join(dir, 'two.txt'));
    expect(r.code).toBe(0);
    expect(r.err.join('\n')).toContain('second pad');
  });
});

describe('subpixel replay', () => {
  it('prints the CONTRACTS §5 summary: frames, final hash, events and detector hits', async () => {
    const r = await runCli('replay', '--movie', script, '--level', 'loop');
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.out[0]);
    expect(summary.frames).toBe(131);
    expect(summary.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(summary.events.jump).toBe(1);
    expect(summary.detectorHits).toEqual([]);
    expect(summary.level.name).toBe('Loop');
  });

  it('gives the same hash as the trace of the same inputs and as a second run', async () => {
    const a = JSON.parse((await runCli('replay', '--movie', script, '--level', 'loop')).out[0]);
    const b = JSON.parse((await runCli('replay', '--movie', script, '--level', 'loop')).out[0]);
    expect(a.hash).toBe(b.hash);
  });

  it('replays every format of the same movie to the same hash', async () => {
    const hashes: string[] = [];
    for (const ext of ['spx', 'bk2', 'gmv', 'txt']) {
      const out = join(dir, `run-conv.${ext}`);
      expect((await runCli('convert', script, out, '--level', 'loop')).code).toBe(0);
      const r = await runCli('replay', '--movie', out, '--level', 'loop');
      expect(r.code).toBe(0);
      hashes.push(JSON.parse(r.out[0]).hash);
    }
    expect(new Set(hashes).size).toBe(1);
  });

  it('refuses a movie made on another level (content hash) with exit 2', async () => {
    const spx = join(dir, 'on-loop.spx');
    await runCli('convert', script, spx, '--level', 'loop');
    const r = await runCli('replay', '--movie', spx, '--level', 'flat');
    expect(r.code).toBe(2);
    expect(r.err[0]).toContain('meta.level.hash');
  });

});

describe('subpixel convert', () => {
  it('round-trips an input script through .spx, .bk2 and .gmv back to the same text', async () => {
    let from = script;
    for (const ext of ['spx', 'bk2', 'gmv', 'txt']) {
      const to = join(dir, `chain.${ext}`);
      expect((await runCli('convert', from, to, '--level', 'loop')).code).toBe(0);
      from = to;
    }
    expect(readFileSync(from, 'utf8').trim()).toBe('30\n60,R\n1,RA\n40,R');
  });

  it('refuses unknown formats and unreadable or malformed files with exit 2 naming the file', async () => {
    expect((await runCli('convert', script, join(dir, 'x.mp4'))).code).toBe(2);
    const bad = join(dir, 'bad.gmv');
    writeFileSync(bad, new Uint8Array(10));
    const r = await runCli('convert', bad, join(dir, 'out.txt'));
    expect(r.code).toBe(2);
    expect(r.err[0]).toContain('bad.gmv');
  });
});
