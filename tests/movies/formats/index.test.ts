import { describe, expect, it } from 'vitest';
import { detectFormat, exportMovie, importMovie } from '../../../movies/formats/index.ts';
import type { MovieFormat } from '../../../movies/formats/index.ts';
import { DEFAULTS, sampleMovie } from './sampleMovie.ts';

const enc = (s: string) => new TextEncoder().encode(s);

describe('detectFormat', () => {
  it('picks the format from the extension, ignoring case and folders', () => {
    expect(detectFormat('run.txt')).toBe('txt');
    expect(detectFormat('dir.v2/Run.SPX')).toBe('spx');
    expect(detectFormat('C:\\movies\\s2.bk2')).toBe('bk2');
    expect(detectFormat('s1.GMV')).toBe('gmv');
    expect(detectFormat('movie.fm2')).toBe(null);
    expect(detectFormat('README')).toBe(null);
  });
});

describe('importMovie', () => {
  it('imports an input script with the defaults as metadata', () => {
    const r = importMovie('run.txt', enc('60,R\n1,RA\n'), DEFAULTS);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.meta).toEqual(DEFAULTS);
    expect(r.value.meta).not.toBe(DEFAULTS);
    expect(r.value.inputs.length).toBe(61);
    expect(r.warnings).toEqual([]);
  });

  it('an input script has no meta of its own: the drop dash comes from the defaults', () => {
    const r = importMovie('run.txt', enc('60,R\n'), { ...DEFAULTS, dropDash: true });
    expect(r.ok && r.value.meta.dropDash).toBe(true);
  });

  it('reports script errors with the file and line', () => {
    const r = importMovie('run.txt', enc('60,R\n1,Q\n'), DEFAULTS);
    expect(r.ok ? null : r.error).toEqual({ code: 'scriptUnknownButton', file: 'run.txt', where: 'line 2', message: 'Line 2: "Q" is not a button (use U D L R A B C S).' });
  });

  it('refuses an unknown extension', () => {
    const r = importMovie('movie.fm2', enc('x'), DEFAULTS);
    expect(r.ok ? null : [r.error.code, r.error.where]).toEqual(['importUnknownFormat', 'file name']);
  });

  it('refuses a text format that is not UTF-8', () => {
    const r = importMovie('run.spx', Uint8Array.of(0xff, 0xfe, 0x00), DEFAULTS);
    expect(r.ok ? null : [r.error.code, r.error.where]).toEqual(['importNotText', 'file']);
  });

  it('never throws on random bytes in any format', () => {
    let seed = 12345;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24;
    for (const name of ['a.txt', 'a.spx', 'a.bk2', 'a.gmv']) {
      for (let n = 0; n < 50; n++) {
        const bytes = Uint8Array.from({ length: n * 7 }, random);
        const r = importMovie(name, bytes, DEFAULTS);
        // importFailed would mean an exception escaped a parser and was only caught here.
        if (!r.ok) expect([r.error.file, r.error.code === 'importFailed']).toEqual([name, false]);
      }
    }
  });

  it('never throws on every truncation of a real bk2', () => {
    const bytes = exportMovie(sampleMovie(), 'bk2');
    for (let n = 0; n < bytes.length; n += 13) {
      const r = importMovie('a.bk2', bytes.subarray(0, n), DEFAULTS);
      expect(r.ok ? 'ok' : r.error.code).not.toMatch(/^(ok|importFailed)$/);
    }
  });
});

describe('exportMovie then importMovie', () => {
  const formats: MovieFormat[] = ['txt', 'spx', 'bk2', 'gmv'];
  for (const format of formats) {
    it(`keeps the inputs and gives the same bytes on re-export for ${format}`, () => {
      const movie = sampleMovie();
      const bytes = exportMovie(movie, format);
      const r = importMovie(`movie.${format}`, bytes, DEFAULTS);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.inputs).toEqual(movie.inputs);
      expect(exportMovie(r.value, format)).toEqual(bytes);
    });
  }

  it('keeps every field of the movie through spx and bk2', () => {
    for (const format of ['spx', 'bk2'] as const) {
      const r = importMovie(`m.${format}`, exportMovie(sampleMovie(), format), DEFAULTS);
      expect(r.ok ? r.value : null).toEqual(sampleMovie());
    }
  });
});
