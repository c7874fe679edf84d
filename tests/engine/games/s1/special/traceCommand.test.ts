/**
 * `subpixel trace --level s1:ss1` ... `s1:ss6` (workbench/cli/specialStageTrace.ts): one record a
 * frame with the contract's keys and the stage's, through SS_FinLoop to the results; a checkout
 * without a layout refused in one line naming the file.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runCli } from '../../../../workbench/cli/runCli.ts';
import { clearDisasmCache } from '../../../../../workbench/cli/disasmLevels.ts';
import { copyCheckout } from '../../../../support/brokenCheckout.ts';
import { describeWithDisasm } from '../../../../support/disasm.ts';

const work = mkdtempSync(join(tmpdir(), 'subpixel-ss-trace-'));
const script = join(work, 'goal.txt');
// Stage 1 to its GOAL: Left held, A for 3 frames in every 30 (tests/realgame/specialStage.test.ts plays it on the real game).
writeFileSync(script, Array.from({ length: 24 }, () => '3,LA\n27,L\n').join(''));

describeWithDisasm('subpixel trace on a special stage', (dir) => {
  it('--level s1:ss1 prints the contract\'s keys and the stage\'s, "act": "s1:ss1", and stops at the results on frame 650 saying so', async () => {
    const r = await runCli('trace', '--level', 's1:ss1', '--disasm', dir, '--inputs', script);
    expect(r.code).toBe(0);
    expect(r.out.length).toBe(651);
    const first = JSON.parse(r.out[0]);
    expect(Object.keys(first)).toEqual([
      'f', 'x', 'y', 'xsp', 'ysp', 'gsp', 'angle', 'air', 'roll', 'mode', 'layer', 'onObject', 'ctrlLock', 'input', 'events', 'wrad', 'hrad',
      'camX', 'camY', 'rings', 'act', 'x16', 'y16', 'ssAngle', 'ssRotate', 'stage', 'phase', 'emeralds', 'continues', 'lives', 'touched',
    ]);
    expect(first).toMatchObject({ f: 0, x: (976 << 8) - 0x0c, input: 'LA', act: 's1:ss1', stage: 1, phase: 'stage', ssAngle: 0x40, ssRotate: 0x40, air: true, roll: true });
    const goal = r.out.map((l) => JSON.parse(l)).filter((rec) => rec.events.some((e: string) => e === 'goal' || e === 'exit' || e === 'results'));
    expect(goal.map((rec) => [rec.f, rec.events, rec.phase])).toEqual([[495, ['goal'], 'stage'], [590, ['exit'], 'finish'], [650, ['results'], 'results']]);
    expect(r.err).toEqual(['frame 650: special stage 1 is over: its results screen comes next, which the engine does not play yet; the trace stops here']);
  });

  it('--level s1:ss4 --frames 3 --rev 0 plays stage 4 of REV00; options of the acts are refused', async () => {
    const r = await runCli('trace', '--level', 's1:ss4', '--disasm', dir, '--rev', '0', '--frames', '3');
    expect(r.out.map((l) => JSON.parse(l)).map((rec) => [rec.f, rec.act, rec.x16])).toEqual([[0, 's1:ss4', 941 << 16], [1, 's1:ss4', 941 << 16], [2, 's1:ss4', 941 << 16]]);
    expect((await runCli('trace', '--level', 's1:ss2', '--disasm', dir, '--fix', 'zip')).err).toEqual(['subpixel trace: option --fix does not apply to a special stage (--level s1:ss2)']);
    const replay = await runCli('replay', '--level', 's1:ss2', '--disasm', dir, '--movie', script);
    expect([replay.code, replay.err]).toEqual([2, ['subpixel replay: --level s1:ss2: a special stage plays with `subpixel trace` only, for now (docs/special-stages.md)']]);
  });

  it('a checkout without sslayout/3.eni is refused in one line naming the file (exit 2)', async () => {
    const c = copyCheckout();
    try {
      clearDisasmCache();
      c.remove('sslayout/3.eni');
      const r = await runCli('trace', '--level', 's1:ss1', '--disasm', c.dir, '--frames', '1');
      expect(r.code).toBe(2);
      expect(r.err).toEqual([`subpixel trace: ${c.dir}/sslayout/3.eni: missing (binclude at sonic.asm:8907) [missingFile]`]);
    } finally {
      c.dispose();
      clearDisasmCache();
    }
  });
});

afterAll(() => clearDisasmCache());
