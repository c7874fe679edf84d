/**
 * `subpixel trace --level s1:ss1` ... `s1:ss6` (workbench/cli/specialStageTrace.ts): one record a
 * frame with the contract's keys and the stage's, through SS_FinLoop to the results; a checkout
 * without a layout refused in one line naming the file.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { nodeDisasmSource } from '../../../../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly } from '../../../../../importers/s1/importS1.ts';
import { parseInputScript } from '../../../../../movies/formats/inputScript.ts';
import { writeSpx } from '../../../../../movies/formats/spx.ts';
import { worldMeta } from '../../../../../movies/model/worldMeta.ts';
import { createWorld } from '../../../../../engine/world/world.ts';
import { P_RINGS } from '../../../../../engine/state/layout.ts';
import { BTN_A, BTN_C, BTN_LEFT, BTN_RIGHT } from '../../../../../engine/input.ts';
import { runCli } from '../../../../workbench/cli/runCli.ts';
import { clearDisasmCache } from '../../../../../workbench/cli/disasmLevels.ts';
import { copyCheckout } from '../../../../support/brokenCheckout.ts';
import { describeWithDisasm } from '../../../../support/disasm.ts';

const FIXTURE = new URL('../../../../realgame/fixtures/ghz1-signpost.txt', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'subpixel-ss-trace-'));
const script = join(work, 'goal.txt');
// Stage 1 to its GOAL: Left held, A for 3 frames in every 30 (tests/realgame/specialStage.test.ts plays it on the real game).
writeFileSync(script, Array.from({ length: 24 }, () => '3,LA\n27,L\n').join(''));

describeWithDisasm('subpixel trace on a special stage', (dir) => {
  it('a real act\'s trace goes through the giant ring: the act\'s last frame shows stage 1\'s start ("act": "s1:ss1"), the stage\'s frames follow, SS_FinLoop\'s last shows GHZ2\'s start with the ring bonus', async () => {
    // A movie from a savestate: GHZ1's start with 50 rings (tests/realgame/specialRun.test.ts's route), then its inputs.
    const level = openS1Disassembly(nodeDisasmSource(dir), 1).importAct('ghz1').level;
    const w = createWorld(level);
    w.state[P_RINGS] = 50;
    const parsed = parseInputScript(readFileSync(FIXTURE, 'utf8'), FIXTURE);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const inputs = [...parsed.value.slice(0, 1564), ...new Array(16).fill(BTN_RIGHT | BTN_C)];
    while (inputs.length < 2687) inputs.push(BTN_RIGHT);
    for (let i = 0; i < 651; i++) inputs.push(BTN_LEFT | (i % 30 < 3 ? BTN_A : 0));
    inputs.push(BTN_RIGHT);
    const movie = join(work, 'ring.spx');
    writeFileSync(movie, writeSpx({ meta: worldMeta(level, {}), inputs: Uint8Array.from(inputs), markers: [], checkpoints: [], savestate: w.snapshot() }));
    const r = await runCli('trace', '--level', 's1:ghz1', '--disasm', dir, '--inputs', movie);
    expect([r.code, r.err, r.out.length]).toEqual([0, [], inputs.length]);
    const rec = (f: number) => JSON.parse(r.out[f]);
    expect([2685, 2686, 2687, 3336, 3337, 3338].map((f) => [rec(f).f, rec(f).act, rec(f).phase ?? null])).toEqual([
      [2685, 's1:ghz1', null], [2686, 's1:ss1', 'stage'], [2687, 's1:ss1', 'stage'], [3336, 's1:ss1', 'finish'], [3337, 's1:ghz2', null], [3338, 's1:ghz2', null],
    ]);
    expect([rec(2686).rings, rec(3336).rings, rec(3337).rings]).toEqual([0, 23, 0]);
  });

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
