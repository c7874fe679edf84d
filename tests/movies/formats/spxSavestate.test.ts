import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportMovie, importMovie } from '../../../movies/formats/index.ts';
import { readSpx, writeSpx } from '../../../movies/formats/spx.ts';
import { savestateRefusal } from '../../../movies/formats/savestateCarriage.ts';
import { MAX_SAVESTATE_BYTES } from '../../../movies/formats/limits.ts';
import { readGlitchSpx, writeGlitchSpx } from '../../../analysis/search/glitchMovie.ts';
import { flatSavestateMovie } from '../../support/savestateMovie.ts';

const GLITCH_MOVIES = new URL('../../glitch-movies/', import.meta.url).pathname;

describe('a movie that starts from a savestate, as .spx', () => {
  const sm = flatSavestateMovie();

  it('keeps its savestate through .spx, word for word, and writes back the same text', () => {
    const text = writeSpx(sm.movie);
    const doc = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(doc).at(-1)).toBe('savestate');
    const back = readSpx(text, 'm.spx');
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.value.savestate).toEqual(sm.movie.savestate);
    expect(writeSpx(back.value)).toBe(text);
  });

  it('is written without the key, exactly as before, when the movie starts at the level start', () => {
    const { savestate: _s, ...plain } = sm.movie;
    const text = writeSpx(plain);
    expect(text.includes('savestate')).toBe(false);
    const back = readSpx(text, 'm.spx');
    expect(back.ok && back.value.savestate).toBe(undefined);
  });

  it('every glitch movie in the repository reads and writes back byte for byte, its savestate (the real acts\') included', () => {
    const files = readdirSync(GLITCH_MOVIES).filter((f) => f.endsWith('.spx'));
    let withSavestate = 0;
    for (const f of files) {
      const text = readFileSync(join(GLITCH_MOVIES, f), 'utf8');
      const m = readSpx(text, f);
      if (!m.ok) throw new Error(`${f}: ${m.error.message}`);
      if (m.value.savestate !== undefined) withSavestate++;
      expect(writeSpx(m.value)).toBe(text);
      const gm = readGlitchSpx(text, f);
      if (!gm.ok) throw new Error(`${f}: ${gm.error.message}`);
      expect(gm.value.savestate).toEqual(m.value.savestate ?? null);
      expect(writeGlitchSpx(gm.value)).toBe(text);
    }
    expect(withSavestate).toBeGreaterThan(10);
  });

  it('importMovie gives the savestate with the movie', () => {
    const r = importMovie('m.spx', exportMovie(sm.movie, 'spx'), sm.movie.meta);
    expect(r.ok && r.value.savestate).toEqual(sm.movie.savestate);
  });

  it('a malformed savestate is refused in one line naming where', () => {
    const doc = JSON.parse(writeSpx(sm.movie)) as Record<string, unknown>;
    const cases: [unknown, string, string][] = [
      [{ encoding: 'hex', data: '00' }, 'savestate', 'savestate should be {"encoding": "int32le-base64", "data": "<base64>"}.'],
      [{ encoding: 'int32le-base64', data: '!!' }, 'savestate', 'savestate.data is not a base64 engine snapshot.'],
      [{ encoding: 'int32le-base64', data: 'AAAA' }, 'savestate', 'savestate.data is not a base64 engine snapshot.'],
      [{ encoding: 'int32le-base64', data: 'A'.repeat(Math.ceil(MAX_SAVESTATE_BYTES / 3) * 4 + 4) }, 'savestate.data', 'savestate.data is past'],
    ];
    for (const [savestate, where, message] of cases) {
      const r = readSpx(JSON.stringify({ ...doc, savestate }), 'bad.spx');
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.code).toBe('spxSavestate');
      expect(r.error.where).toBe(where);
      expect(r.error.message.startsWith(message)).toBe(true);
    }
  });

  it('only .spx can carry it: .bk2, .gmv and .txt refuse, saying why', () => {
    expect(savestateRefusal(sm.movie, 'spx')).toBe(null);
    for (const f of ['bk2', 'gmv', 'txt'] as const) {
      expect(savestateRefusal(sm.movie, f)).toBe(`a .${f} file cannot carry the engine savestate this movie starts from, so it would replay from the level start instead: export it as .spx, which keeps the savestate`);
    }
    const { savestate: _s, ...plain } = sm.movie;
    for (const f of ['bk2', 'gmv', 'txt', 'spx'] as const) expect(savestateRefusal(plain, f)).toBe(null);
  });
});
