import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './runCli.ts';
import { readSpx, writeSpx } from '../../../movies/formats/spx.ts';
import { P_X } from '../../../engine/state/layout.ts';
import { SAVESTATE_AT, flatSavestateMovie } from '../../support/savestateMovie.ts';
import { describeWithDisasm } from '../../support/disasm.ts';

const dir = mkdtempSync(join(tmpdir(), 'subpixel-replay-as-made-'));
const sm = flatSavestateMovie();
const movie = join(dir, 'from200.spx');
writeFileSync(movie, writeSpx(sm.movie));
const frames = sm.movie.inputs.length;

describe('every command that replays a movie starts from its savestate', () => {
  it('replay: the savestate\'s run, its final hash, and where the engine\'s frame counter started', async () => {
    const r = await runCli('replay', '--movie', movie);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out[0]) as { frames: number; hash: string; startFrame: number };
    expect([out.frames, out.hash, out.startFrame]).toEqual([frames, sm.hashAt(frames), SAVESTATE_AT]);
    // A movie from the level start says nothing new.
    const { savestate: _s, ...plain } = sm.movie;
    const p = join(dir, 'plain.spx');
    writeFileSync(p, writeSpx(plain));
    expect('startFrame' in JSON.parse((await runCli('replay', '--movie', p)).out[0])).toBe(false);
  });

  it('replay refuses a savestate that does not fit the level given, in one line', async () => {
    const r = await runCli('replay', '--movie', movie, '--level', 'loop');
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toMatch(/meta\.level\.hash|savestate/);
  });

  it('trace --inputs: from the savestate, "f" counting from 0 there; another level refused naming the file', async () => {
    const r = await runCli('trace', '--level', 'flat', '--profile', 's1', '--inputs', movie, '--frames', '3');
    expect(r.code).toBe(0);
    const recs = r.out.map((l) => JSON.parse(l) as { f: number; x: number });
    const w = sm.startWorld();
    const xs = [0, 1, 2].map((f) => {
      w.step(sm.movie.inputs[f]);
      return w.state[P_X];
    });
    expect(recs.map((x) => [x.f, x.x])).toEqual([[0, xs[0]], [1, xs[1]], [2, xs[2]]]);
    const other = await runCli('trace', '--level', 'loop', '--profile', 's1', '--inputs', movie, '--frames', '3');
    expect(other.code).toBe(2);
    expect(other.err).toEqual([expect.stringMatching(new RegExp(`${movie.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: savestate: the movie starts from a savestate \\(its frame 0\\), and it does not fit: snapshot is from another level`))]);
  });

  it('verify: checkpoints recorded from the savestate hold, and --write keeps the savestate', async () => {
    const out = join(dir, 'checked.spx');
    const w = await runCli('verify', '--movie', movie, '--write', out, '--every', '50');
    expect(w.code).toBe(0);
    expect(JSON.parse(w.out[0]).hash).toBe(sm.hashAt(frames));
    const written = readSpx(readFileSync(out, 'utf8'), out);
    if (!written.ok) throw new Error(written.error.message);
    expect(written.value.savestate).toEqual(sm.movie.savestate);
    expect(written.value.checkpoints.find((c) => c.frame === 100)?.hash).toBe(sm.hashAt(100));
    const again = await runCli('verify', '--movie', out);
    expect([again.code, JSON.parse(again.out[0]).firstDesync]).toEqual([0, null]);
  });

  it('convert: .spx keeps the savestate; .bk2, .gmv and .txt are refused in one line and not written', async () => {
    const spx = join(dir, 'copy.spx');
    expect((await runCli('convert', movie, spx)).code).toBe(0);
    expect(readFileSync(spx, 'utf8')).toBe(readFileSync(movie, 'utf8'));
    for (const ext of ['bk2', 'gmv', 'txt']) {
      const out = join(dir, `lost.${ext}`);
      const r = await runCli('convert', movie, out);
      expect(r.code).toBe(2);
      expect(r.err).toEqual([`subpixel convert: ${out}: a .${ext} file cannot carry the engine savestate this movie starts from, so it would replay from the level start instead: export it as .spx, which keeps the savestate`]);
      expect(existsSync(out)).toBe(false);
    }
  });

  it('search --start-movie: begins after the movie\'s first frames played from its savestate, and the result movie starts there too', async () => {
    const out = join(dir, 'found.spx');
    const r = await runCli('search', '--level', 'flat', '--profile', 's1', '--start-movie', movie, '--start-frame', '30', '--objective', 'maxX',
      '--alphabet', 'R,RA', '--horizon', '3', '--max-frames', '3000', '--out', out);
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.out[0]) as { verified: boolean; score: number };
    expect(summary.verified).toBe(true);
    const found = readSpx(readFileSync(out, 'utf8'), out);
    if (!found.ok) throw new Error(found.error.message);
    expect(found.value.savestate).toEqual(sm.movie.savestate);
    expect(found.value.inputs.subarray(0, 30)).toEqual(sm.movie.inputs.subarray(0, 30));
    // Replayed as made, it ends where the search scored it.
    const w = sm.startWorld();
    for (const i of found.value.inputs) w.step(i);
    expect(w.state[P_X]).toBe(summary.score);
  });
});

describeWithDisasm('the issue\'s movie: stairClip found by the sweep on Spring Yard 1', (disasm) => {
  const file = new URL('../../glitch-movies/stairClip-s1-syz1-4874-765.spx', import.meta.url).pathname;
  it('replay finds the hits validate finds, at the same frames', async () => {
    const replay = await runCli('replay', '--movie', file, '--disasm', disasm);
    const validate = await runCli('validate', '--movie', file, '--disasm', disasm);
    expect([replay.code, validate.code]).toEqual([0, 0]);
    const hits = JSON.parse(replay.out[0]).detectorHits as { frame: number; detector: string }[];
    expect(hits.some((h) => h.detector === 'stairClip' && h.frame === 3)).toBe(true);
    expect(hits).toEqual(JSON.parse(validate.out[0]).hits);
  });
});
