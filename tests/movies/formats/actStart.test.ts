/**
 * meta.actStart (a real act reached other than by the boot route, movies/formats/actStartRef.ts)
 * through every format: .spx and .bk2 keep it, a movie without one is written as before, bad
 * values are refused at their key, and .txt and .gmv say they lose it.
 */
import { describe, expect, it } from 'vitest';
import { exportMovie, importMovie } from '../../../movies/formats/index.ts';
import { exportLosses } from '../../../movies/formats/exportLosses.ts';
import { readSpx, writeSpx } from '../../../movies/formats/spx.ts';
import type { Movie } from '../../../movies/types.ts';
import { DEFAULTS, sampleMovie } from './sampleMovie.ts';

function withStart(): Movie {
  const m = sampleMovie();
  return { ...m, meta: { ...m.meta, actStart: { route: 'actEnd', vblank: 0xfffffffe } } };
}

describe('meta.actStart', () => {
  it('.spx and .bk2 carry it; a movie without one writes the same text as before the key existed', () => {
    for (const file of ['run.spx', 'run.bk2']) {
      const back = importMovie(file, exportMovie(withStart(), file.endsWith('spx') ? 'spx' : 'bk2'), DEFAULTS);
      expect([file, back.ok && back.value.meta.actStart]).toEqual([file, { route: 'actEnd', vblank: 0xfffffffe }]);
    }
    expect(writeSpx(sampleMovie())).not.toContain('actStart');
    const text = writeSpx(withStart());
    expect(text).toContain('"actStart": {\n      "route": "actEnd",\n      "vblank": 4294967294\n    }');
    const read = readSpx(text, 'run.spx');
    expect(read.ok && writeSpx(read.value)).toBe(text);
  });

  it('refuses a route it does not know or a counter out of 32 bits, naming the key', () => {
    const text = writeSpx(withStart());
    const cases: [string, string][] = [
      [text.replace('"actEnd"', '"warp"'), 'meta.actStart.route'],
      [text.replace('4294967294', '4294967296'), 'meta.actStart.vblank'],
      [text.replace('4294967294', '-3'), 'meta.actStart.vblank'],
    ];
    for (const [bad, where] of cases) {
      const r = readSpx(bad, 'run.spx');
      expect(r.ok ? null : r.error.where).toBe(where);
    }
  });

  it('.txt and .gmv say they lose it; .spx and .bk2 lose nothing', () => {
    for (const format of ['txt', 'gmv'] as const) expect(exportLosses(withStart(), format).join()).toContain('v_vbla_count 4294967294');
    for (const format of ['spx', 'bk2'] as const) expect(exportLosses(withStart(), format)).toEqual([]);
  });
});
