/**
 * `subpixel search --level s1:ss1` (workbench/cli/specialStageSearch.ts): the emerald objective
 * finds stage 1's emerald and writes the movie `trace --level s1:ss1 --inputs` plays to it; what
 * does not apply in a stage is refused in one line.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runCli } from './runCli.ts';
import { describeWithDisasm } from '../../support/disasm.ts';

const FIXTURE = new URL('../../realgame/fixtures/ss1-emerald.txt', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'subpixel-ss-search-'));
const FOUND = ['--algorithm', 'beam', '--width', '64', '--granularity', '8', '--horizon', '250', '--alphabet', ',R,L,RC,LC,C'];

describeWithDisasm('subpixel search in a special stage', (dir) => {
  it('--objective emerald finds stage 1\'s emerald on frame 449 with 27 rings, verified; --out writes the fixture\'s inputs, whose trace gets the emerald on frame 449', async () => {
    const out = join(work, 'ss1.txt');
    const r = await runCli('search', '--level', 's1:ss1', '--disasm', dir, '--objective', 'emerald', ...FOUND, '--out', out);
    expect([r.code, r.out.length]).toEqual([0, 1]);
    const j = JSON.parse(r.out[0]);
    expect([j.found, j.verified, j.doneFrame, j.frames, j.message, j.act, j.out]).toEqual([true, true, 449, 450, 'emerald 1 of stage 1 got on frame 449 with 27 rings', 's1:ss1', out]);
    const strip = (t: string) => t.split('\n').filter((l) => l !== '' && !l.startsWith('#')).join('\n');
    expect(strip(readFileSync(out, 'utf8'))).toBe(strip(readFileSync(FIXTURE, 'utf8')));
    const t = await runCli('trace', '--level', 's1:ss1', '--disasm', dir, '--inputs', out);
    const records = t.out.map((l) => JSON.parse(l));
    expect(records.findIndex((x) => x.events.includes('emerald'))).toBe(449);
    expect([records[449].emeralds, records[449].rings]).toEqual([[0], 27]);
  });

  it('an act detector, --objective emerald on an act, --out .spx, --workers 2 and --player are refused in one line with exit code 2', async () => {
    const cases: [string[], string][] = [
      [['--level', 's1:ss1', '--objective', 'detector:zip'], 'subpixel search: option --objective: detector "zip" does not run in a special stage: it reads an act\'s terrain sensors, player words or objects, which a stage has none of (in a stage: wallClip)'],
      [['--level', 'flat', '--objective', 'emerald'], 'subpixel search: option --objective: emerald is a special stage\'s objective (--level s1:ss1 ... s1:ss6)'],
      [['--level', 's1:ss2', '--out', join(work, 'x.spx')], `subpixel search: option --out: ${join(work, 'x.spx')}: a special stage's movie is written as an input script (.txt)`],
      [['--level', 's1:ss1', '--workers', '2'], 'subpixel search: option --workers: a special stage search runs in this thread (--level s1:ss1)'],
      [['--level', 's1:ss1', '--player', '2'], 'subpixel search: option --player does not apply to a special stage search (--level s1:ss1)'],
    ];
    for (const [args, line] of cases) {
      const r = await runCli('search', '--disasm', dir, ...args);
      expect([r.code, r.err]).toEqual([2, [line]]);
    }
  });
});
