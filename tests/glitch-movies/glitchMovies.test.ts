import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateMovie } from '../../workbench/cli/commands/validate.ts';
import { readGlitchSpx } from '../../analysis/search/glitchMovie.ts';
import { parseSweepReport, realActMovieName } from '../../analysis/search/sweepReport.ts';
import { describeWithDisasm } from '../support/disasm.ts';

const dir = new URL('.', import.meta.url).pathname;
const movies = readdirSync(dir).filter((f) => f.endsWith('.spx')).sort();
const io = { out: () => {}, err: () => {} };

/** The whole-game sweep's report: one real-act movie per row (docs/glitches.md). */
const REPORT = new URL('../../analysis/reports/s1-rev01-sweep.json', import.meta.url).pathname;
const REAL_ACT_MOVIES = parseSweepReport(readFileSync(REPORT, 'utf8'), REPORT).hits.map(realActMovieName).sort();

/** Whether a movie was made on a real act (meta.level.act): it needs the disassembly to replay. */
function onRealAct(file: string): boolean {
  const doc = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { meta?: { level?: { act?: unknown } } };
  return doc.meta?.level?.act !== undefined;
}

describe('the recorded glitch movies', () => {
  it('the folder holds a movie for each glitch it documents', () => {
    expect(movies.filter((f) => !onRealAct(f))).toEqual([
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

  for (const file of movies.filter((f) => !onRealAct(f))) {
    it(`${file}: the expected glitch fires and is gone under the fixed engine`, () => {
      const report = validateMovie(join(dir, file), undefined, null, null, io);
      expect(report.expectations.length).toBeGreaterThan(0);
      expect(report.expectations.filter((e) => !e.held)).toEqual([]);
      expect(report.fixed!.divergesAt).toBeGreaterThanOrEqual(0);
      expect(report.fixed!.divergesAt).toBeLessThanOrEqual(report.expectations[0].firstFrame);
    });
  }
});

describe('the glitch movies found on the real acts', () => {
  it('one movie per row of the whole-game sweep report, each naming its act', () => {
    expect(REAL_ACT_MOVIES.length).toBeGreaterThan(0);
    expect(movies.filter(onRealAct)).toEqual(REAL_ACT_MOVIES);
  });
});

describeWithDisasm('the glitch movies found on the real acts, replayed on the imported acts', (disasm) => {
  for (const file of REAL_ACT_MOVIES) {
    it(`${file}: the detector fires at the recorded frame, and not with its quirk fixed`, () => {
      const path = join(dir, file);
      const gm = readGlitchSpx(readFileSync(path, 'utf8'), path);
      if (!gm.ok) throw new Error(`${path}: ${gm.error.message}`);
      const recorded = gm.value.movie.markers[0].frame;
      const report = validateMovie(path, undefined, null, null, io, { disasm, objects: true });
      expect(report.expectations).toHaveLength(1);
      const [e] = report.expectations;
      expect(file.startsWith(`${e.detector}-`)).toBe(true);
      expect(e.fired).toBe(true);
      expect(e.firstFrame).toBe(recorded);
      expect(report.fixed!.fixes.length).toBe(1);
      expect(report.fixed!.hits.filter((h) => h.detector === e.detector)).toEqual([]);
      expect(e.held).toBe(true);
      expect(report.fixed!.divergesAt).toBeGreaterThanOrEqual(0);
      expect(report.fixed!.divergesAt).toBeLessThanOrEqual(recorded);
    });
  }
});
