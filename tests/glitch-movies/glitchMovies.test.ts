import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { validateMovie } from '../../workbench/cli/commands/validate.ts';

const dir = new URL('.', import.meta.url).pathname;
const movies = readdirSync(dir).filter((f) => f.endsWith('.spx')).sort();
const io = { out: () => {}, err: () => {} };

describe('the recorded glitch movies', () => {
  it('the folder holds a movie for each glitch it documents', () => {
    expect(movies).toEqual([
      'angleBug-loop-hanging-wall-s1.spx',
      'falseStanding-fast-platform-s1.spx',
      'ghostWall-loop-hanging-wall-s1.spx',
      'instantStopLanding-tall-drop-s1.spx',
      'landOnAir-flat-s1.spx',
      'phasing-shaft-s1.spx',
      'slopeGlitch-fast-platform-s1.spx',
      'stairClip-stairs-s2.spx',
      'wallClip-platform-wall-s1.spx',
      'wallGrinding-loop-ledge-s1.spx',
      'zip-platform-wall-s1.spx',
    ]);
  });

  for (const file of movies) {
    it(`${file}: the expected glitch fires and is gone under the fixed engine`, () => {
      const report = validateMovie(join(dir, file), undefined, null, null, io);
      expect(report.expectations.length).toBeGreaterThan(0);
      expect(report.expectations.filter((e) => !e.held)).toEqual([]);
      expect(report.fixed!.divergesAt).toBeGreaterThanOrEqual(0);
      expect(report.fixed!.divergesAt).toBeLessThanOrEqual(report.expectations[0].firstFrame);
    });
  }
});
