/**
 * Sonic 1 has no player 2: the command line refuses a partner on a real act with one line and
 * exit 2, whether it comes from --partner or from a movie's meta.partner (engine/world/partner.ts
 * partnerRefusal). A small act built in memory (no disassembly needed) stands for the real ones.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './runCli.ts';
import { writeLevelText } from '../../../engine/level/writeLevel.ts';
import { ZONE_GHZ } from '../../../engine/games/s1/act/actRules.ts';
import { syntheticAct } from '../../engine/games/s1/act/support/syntheticAct.ts';

const work = mkdtempSync(join(tmpdir(), 'subpixel-partner-act-'));
const act = join(work, 'act.json');
const script = join(work, 'run.txt');
const spx = join(work, 'act.spx');
const withPartner = join(work, 'act-partner.spx');

describe('a partner on a real act', () => {
  beforeAll(async () => {
    writeFileSync(act, writeLevelText(syntheticAct({ zone: ZONE_GHZ, act: 0, cells: [[0, 0, 1], [0, 1, 1]], start: { x: 0x60, y: 0x6c } })));
    writeFileSync(script, '30,R\n');
    const r = await runCli('convert', script, spx, '--level', act);
    if (r.code !== 0) throw new Error(r.err.join('\n'));
    const doc = JSON.parse(readFileSync(spx, 'utf8'));
    doc.meta.partner = { character: 'tails', control: 'cpu' };
    writeFileSync(withPartner, JSON.stringify(doc));
  });

  it('--partner is refused with exit 2; --partner none runs', async () => {
    const r = await runCli('trace', '--level', act, '--partner', 'tails', '--frames', '1');
    expect(r).toEqual({ code: 2, out: [], err: ['subpixel trace: option --partner: a real act (Sonic 1) has no player 2'] });
    const human = await runCli('replay', '--movie', spx, '--level', act, '--partner', 'knuckles', '--partner-control', 'human');
    expect(human.err).toEqual(['subpixel replay: option --partner: a real act (Sonic 1) has no player 2']);
    expect((await runCli('trace', '--level', act, '--partner', 'none', '--frames', '1')).code).toBe(0);
  });

  it('a movie whose meta.partner puts one on a real act is refused by replay, verify and validate, naming the file and field', async () => {
    expect((await runCli('replay', '--movie', spx, '--level', act)).code).toBe(0);
    for (const cmd of ['replay', 'verify', 'validate']) {
      const r = await runCli(cmd, '--movie', withPartner, '--level', act);
      expect(r).toEqual({ code: 2, out: [], err: [`subpixel ${cmd}: ${withPartner}: meta.partner: a real act (Sonic 1) has no player 2`] });
    }
  });
});
