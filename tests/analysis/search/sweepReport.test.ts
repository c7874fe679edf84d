import { describe, expect, it } from 'vitest';
import { actTable, hitTable, inputsOnOneLine, parseSweepReport, realActMovieName, SWEEP_REPORT_FORMAT, type SweepReport } from '../../../analysis/search/sweepReport.ts';

const report: SweepReport = {
  format: SWEEP_REPORT_FORMAT,
  game: 's1',
  revision: 1,
  command: 'npx tsx tools/sweepRealActs.ts',
  objectsPorted: [],
  passes: [{ id: 'zip' }, { id: 'stairClip' }],
  seconds: 12.5,
  runs: [
    { pass: 'zip', act: 'ghz1', places: 10, cells: 120, hits: 0, groups: 0, seconds: 1 },
    { pass: 'zip', act: 'lz3', places: 20, cells: 240, hits: 18, groups: 1, seconds: 2 },
    { pass: 'stairClip', act: 'ghz1', places: 5, cells: 60, hits: 2, groups: 2, seconds: 1 },
  ],
  hits: [
    {
      act: 'lz3',
      pass: 'zip',
      detector: 'zip',
      at: { x: 0x1234, y: 0x300, xsp: -0x200, ysp: 0, air: false },
      cell: { x: 0x1220, y: 0x2f0, speed: 0x800, air: false },
      inputs: '4,R\n8\n',
      frame: 11,
      message: 'thrown',
      cells: 18,
      granularity: 4,
    },
  ],
};

describe('the whole-game sweep report', () => {
  it('reads back what the sweep writes, and names the file when it is not a report', () => {
    expect(parseSweepReport(JSON.stringify(report), 'r.json')).toEqual(report);
    expect(() => parseSweepReport('{', 'r.json')).toThrow(/^r\.json: not JSON/);
    expect(() => parseSweepReport('{"format":"other"}', 'r.json')).toThrow('r.json: format: expected "subpixel-sweep-report/1"');
    expect(() => parseSweepReport(`{"format":"${SWEEP_REPORT_FORMAT}","runs":[]}`, 'r.json')).toThrow('r.json: hits: expected an array');
  });

  it('per act: cells and places hit per pass, the cells behind them when more than one, a dash for a pass not run, and the totals', () => {
    expect(actTable(report).split('\n')).toEqual([
      '| act | zip cells | zip hits | stairClip cells | stairClip hits |',
      '|---|---:|---:|---:|---:|',
      '| ghz1 | 120 | 0 | 60 | 2 |',
      '| lz3 | 240 | 1 (18 cells) | – | – |',
      '| **all** | 360 | 1 (18 cells) | 60 | 2 |',
    ]);
  });

  it('per place: where, the start cell with its speeds in hex, the inputs on one line and the movie', () => {
    expect(inputsOnOneLine('4,R\n8\n')).toBe('4,R;8');
    expect(realActMovieName(report.hits[0])).toBe('zip-s1-lz3-4660-768.spx');
    expect(hitTable(report).split('\n')[2]).toBe('| lz3 | zip | 4660, 768 | 4640, 752 | $800, $0 grounded | `4,R;8` | 11 | zip-s1-lz3-4660-768.spx |');
  });
});
