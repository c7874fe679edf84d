import { describe, expect, it } from 'vitest';
import { exportLosses } from '../../../movies/formats/exportLosses.ts';
import { MOVIE_FORMATS } from '../../../movies/formats/index.ts';
import { sampleMovie } from './sampleMovie.ts';

describe('exportLosses', () => {
  it('is empty for a one-player movie without the drop dash, in every format', () => {
    for (const format of MOVIE_FORMATS) expect(exportLosses(sampleMovie(), format)).toEqual([]);
  });

  it("names the second pad's input for an input script only (.gmv and .bk2 keep player 2's pad, .spx everything)", () => {
    const movie = { ...sampleMovie(), inputs2: Uint8Array.of(0, 0x08, 0) };
    expect(exportLosses(movie, 'txt')).toEqual(["an input script holds player 1's pad only; the second pad's input is not written"]);
    for (const format of ['spx', 'bk2', 'gmv'] as const) expect(exportLosses(movie, format)).toEqual([]);
  });

  it('names nothing for a second pad track that presses nothing', () => {
    expect(exportLosses({ ...sampleMovie(), inputs2: new Uint8Array(3) }, 'txt')).toEqual([]);
  });

  it('names the drop dash for .txt and .gmv, which cannot record it', () => {
    const movie = sampleMovie();
    const dash = { ...movie, meta: { ...movie.meta, dropDash: true as const } };
    for (const format of ['txt', 'gmv'] as const) {
      expect(exportLosses(dash, format)).toEqual([
        `a .${format} file cannot record the drop dash: turn it on again to replay it (--drop-dash, or the workbench's drop dash box)`,
      ]);
    }
    expect(exportLosses(dash, 'spx')).toEqual([]);
    expect(exportLosses(dash, 'bk2')).toEqual([]);
  });
});
