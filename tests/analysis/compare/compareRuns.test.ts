import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compareRuns } from '../../../analysis/compare/compareRuns.ts';
import { notesExpectations, readGlitchSpx, replayGlitchMovie } from '../../../analysis/search/glitchMovie.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { parseLevelText } from '../../../engine/level/parseLevel.ts';
import { levelForMovie } from '../../../workbench/cli/movieLevel.ts';
import { isQuirkId } from '../../../engine/quirks/catalogue.ts';
import { inputWords } from '../../../movies/model/inputWords.ts';
import { flatSavestateMovie } from '../../support/savestateMovie.ts';

const dir = new URL('../../glitch-movies/', import.meta.url).pathname;
const handMade = readdirSync(dir).filter((f) => f.endsWith('.spx') && !f.includes('-s1-'));

describe('compareRuns: two runs from one start, frame by frame', () => {
  for (const file of handMade) {
    it(`${file}: the first differing frame is where the per-frame hashes first differ, and the hits are each run's`, () => {
      const gm = readGlitchSpx(readFileSync(join(dir, file), 'utf8'), file);
      if (!gm.ok) throw new Error(gm.error.message);
      const meta = gm.value.movie.meta;
      const beside = join(dir, 'levels', `${meta.level.name}.json`);
      const parsed = existsSync(beside) ? parseLevelText(readFileSync(beside, 'utf8')) : null;
      if (parsed !== null && !parsed.ok) throw new Error(`${beside}: ${parsed.error.message}`);
      const level = parsed !== null && parsed.ok ? parsed.level : levelForMovie(gm.value.movie, undefined, file);
      const base = { profile: meta.profile, character: meta.character, fixes: meta.fixes.filter(isQuirkId) };
      const fixed = { ...base, fixes: [...base.fixes, ...notesExpectations(meta.notes).fix.filter(isQuirkId)] };
      const a = replayGlitchMovie(level, base, gm.value, true);
      const b = replayGlitchMovie(level, fixed, gm.value, true);
      if (!a.ok || !b.ok) throw new Error('replay refused');
      const words = inputWords(gm.value.movie);
      const c = compareRuns(level, gm.value.savestate, { options: base, words }, { options: fixed, words });
      if (!c.ok) throw new Error(c.error.message);
      expect(c.value.divergesAt).toBe(a.value.hashes.findIndex((h, f) => h !== b.value.hashes[f]));
      expect(c.value.divergesAt).toBeGreaterThanOrEqual(0);
      expect(c.value.a.hits).toEqual(a.value.hits);
      expect(c.value.b.hits).toEqual(b.value.hits);
      expect([c.value.a.hash, c.value.b.hash]).toEqual([a.value.world.hash(), b.value.world.hash()]);
      const key = (h: { frame: number; detector: string; message: string }): string => `${h.frame} ${h.detector} ${h.message}`;
      expect(c.value.vanished.map(key)).toEqual(a.value.hits.filter((h) => !b.value.hits.some((k) => key(k) === key(h))).map(key));
      expect(c.value.appeared.map(key)).toEqual(b.value.hits.filter((h) => !a.value.hits.some((k) => key(k) === key(h))).map(key));
    });
  }

  it('identical runs never differ; other inputs differ from the first frame they change anything', () => {
    const sm = flatSavestateMovie();
    const words = sm.movie.inputs;
    const same = compareRuns(sm.level, sm.movie.savestate, { options: { profile: 's1' }, words }, { options: { profile: 's1' }, words });
    expect(same.ok && [same.value.divergesAt, same.value.vanished, same.value.appeared]).toEqual([-1, [], []]);
    const other = words.slice();
    other[61] = 0x08; // R held, A not pressed: no jump
    const d = compareRuns(sm.level, sm.movie.savestate, { options: { profile: 's1' }, words }, { options: { profile: 's1' }, words: other });
    expect(d.ok && d.value.divergesAt).toBe(61);
    expect(d.ok && d.value.a.hash).toBe(sm.hashAt(words.length));
  });

  it('a start savestate that does not fit is refused, naming the side', () => {
    const sm = flatSavestateMovie();
    const r = compareRuns(loadBuiltinLevel('loop'), sm.movie.savestate, { options: { profile: 's1' }, words: [] }, { options: { profile: 's1' }, words: [] });
    expect(r.ok ? null : [r.error.code, r.error.side]).toEqual(['snapshotLevel', 'a']);
  });
});
