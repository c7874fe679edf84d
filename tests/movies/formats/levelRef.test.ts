import { describe, expect, it } from 'vitest';
import { readBk2, writeBk2 } from '../../../movies/formats/bk2.ts';
import { readSpx, writeSpx } from '../../../movies/formats/spx.ts';
import { movieLevelRef } from '../../../movies/formats/levelRef.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import type { Level } from '../../../engine/level/types.ts';
import { NO_PLACEMENTS } from '../../../engine/level/realAct.ts';
import type { Movie } from '../../../movies/types.ts';
import { DEFAULTS, sampleMovie } from './sampleMovie.ts';

function realActMovie(): Movie {
  const m = sampleMovie();
  m.meta.level = { name: 'Green Hill Zone act 1 (Sonic 1 REV01)', hash: 0x27ee68f3, act: { game: 's1', id: 'ghz1', revision: 1, objects: false } };
  return m;
}

describe('a movie\'s level reference', () => {
  it('is the name and unsigned hash of a hand-made level, without an act', () => {
    const level = loadBuiltinLevel('loop');
    expect(movieLevelRef(level)).toEqual({ name: level.name, hash: level.hash >>> 0 });
  });

  it('names the real act, its revision and whether it places any object', () => {
    const base = loadBuiltinLevel('flat');
    const act = { game: 's1', id: 'mz2', zone: 2, act: 1, revision: 0, placements: NO_PLACEMENTS } as unknown as NonNullable<Level['act']>;
    const level: Level = { ...base, act };
    expect(movieLevelRef(level)).toEqual({ name: base.name, hash: base.hash >>> 0, act: { game: 's1', id: 'mz2', revision: 0, objects: false } });
    const ring = Uint8Array.of(0, 0x80, 0, 0xc0, 0x25, 0, 0xff, 0xff, 0, 0, 0, 0);
    expect(movieLevelRef({ ...level, act: { ...act, placements: ring } }).act?.objects).toBe(true);
  });

  it('round-trips through .spx, which writes meta.level.act only for real acts', () => {
    const movie = realActMovie();
    const text = writeSpx(movie);
    expect(JSON.parse(text).meta.level).toEqual({ name: movie.meta.level.name, hash: 0x27ee68f3, act: { game: 's1', id: 'ghz1', revision: 1, objects: false } });
    expect(readSpx(text, 'm.spx')).toEqual({ ok: true, value: movie });
    expect(Object.keys(JSON.parse(writeSpx(sampleMovie())).meta.level)).toEqual(['name', 'hash']);
  });

  it('round-trips through .bk2 (SubpixelLevel)', () => {
    const movie = realActMovie();
    expect(readBk2(writeBk2(movie), 'm.bk2', DEFAULTS)).toEqual({ ok: true, value: movie, warnings: [] });
  });

  it.each([
    ['an act that is a string', 'meta.level.act', () => 'ghz1'],
    ['another game', 'meta.level.act.game', (a: any) => ({ ...a, game: 's3' })],
    ['an act id with a space', 'meta.level.act.id', (a: any) => ({ ...a, id: 'ghz 1' })],
    ['revision 2', 'meta.level.act.revision', (a: any) => ({ ...a, revision: 2 })],
    ['objects as a string', 'meta.level.act.objects', (a: any) => ({ ...a, objects: 'no' })],
  ])('.spx refuses %s at %s', (_what, where, damage) => {
    const j = JSON.parse(writeSpx(realActMovie()));
    j.meta.level.act = damage(j.meta.level.act);
    const r = readSpx(JSON.stringify(j), 'm.spx');
    if (r.ok) throw new Error('expected an error');
    expect(r.error.code).toBe('spxInvalid');
    expect(r.error.where).toBe(where);
  });
});
