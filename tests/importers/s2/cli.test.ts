/**
 * Sonic 2's acts on the command line: `--level s2:<act>` with `--disasm <dir>` or
 * $SUBPIXEL_DISASM_S2, and `subpixel levels` on a Sonic 2 checkout. Each refusal is one line
 * and exit code 2, as for Sonic 1's acts (tests/workbench/cli/realActs.test.ts).
 */
import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../workbench/cli/runCli.ts';
import { DISASM_ENV, DISASM_S2_ENV } from '../../../workbench/cli/disasmLevels.ts';
import { S2_ACTS } from '../../../importers/s2/s2Acts.ts';
import { copyS2Checkout, describeWithDisasmS2 } from '../../support/disasmS2.ts';

/** Runs with both checkout variables set as given (undefined: unset), put back afterwards. */
async function withEnv<T>(env: { s1?: string; s2?: string }, run: () => Promise<T>): Promise<T> {
  const before = [process.env[DISASM_ENV], process.env[DISASM_S2_ENV]];
  const set = (name: string, v: string | undefined): void => {
    if (v === undefined) delete process.env[name];
    else process.env[name] = v;
  };
  set(DISASM_ENV, env.s1);
  set(DISASM_S2_ENV, env.s2);
  try {
    return await run();
  } finally {
    set(DISASM_ENV, before[0]);
    set(DISASM_S2_ENV, before[1]);
  }
}

const ACT_LIST = S2_ACTS.map((a) => a.id).join(', ');

describe('--level s2:<act> without a checkout', () => {
  it('refuses an act Sonic 2 does not have before looking for the checkout (exit 2, one line)', async () => {
    const r = await withEnv({}, () => runCli('trace', '--level', 's2:ehz3', '--frames', '1'));
    expect(r.code).toBe(2);
    expect(r.err).toEqual([`subpixel trace: --level s2:ehz3: no such Sonic 2 act (acts: ${ACT_LIST})`]);
  });

  it('says how to give the checkout, and does not take Sonic 1\'s $SUBPIXEL_DISASM for it', async () => {
    const r = await withEnv({ s1: '/somewhere/s1' }, () => runCli('trace', '--level', 's2:ehz1', '--frames', '1'));
    expect(r.code).toBe(2);
    expect(r.err).toEqual(['subpixel trace: --level s2:ehz1 needs the Sonic 2 disassembly (s2disasm): pass --disasm <dir> or set SUBPIXEL_DISASM_S2']);
  });

  it('points out a folder that is not s2disasm', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'subpixel-not-s2-'));
    const r = await runCli('trace', '--level', 's2:ehz1', '--disasm', empty, '--frames', '1');
    expect(r.code).toBe(2);
    expect(r.err).toEqual([`subpixel trace: ${empty}/s2.asm: not found in ${empty}: is this the Sonic 2 disassembly (s2disasm) checkout? [notADisassembly]`]);
  });

  it('refuses --rev, which is Sonic 1\'s', async () => {
    const r = await runCli('trace', '--level', 's2:ehz1', '--rev', '1', '--frames', '1');
    expect(r.code).toBe(2);
    expect(r.err).toEqual(['subpixel trace: --level s2:ehz1: option --rev applies to Sonic 1\'s acts only (a Sonic 2 act is read as the checkout builds it, its gameRevision)']);
  });
});

describeWithDisasmS2('Sonic 2 acts on the command line', (disasm) => {
  it('trace --level s2:ehz1 prints 3 records of Sonic standing at the start (0x60, 0x290), on layer A', async () => {
    const r = await withEnv({}, () => runCli('trace', '--level', 's2:ehz1', '--disasm', disasm, '--frames', '3'));
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    expect(r.out).toHaveLength(3);
    const records = r.out.map((l) => JSON.parse(l));
    expect(records.map((t) => [t.f, t.x >> 8, t.y >> 8, t.air, t.mode, t.layer, t.act])).toEqual([
      [0, 0x60, 0x290, false, 'floor', 'A', undefined],
      [1, 0x60, 0x290, false, 'floor', 'A', undefined],
      [2, 0x60, 0x290, false, 'floor', 'A', undefined],
    ]);
  });

  it('collects EHZ1\'s first ring on frame 241 running right, and none with --no-objects (no ring or object layout)', async () => {
    const script = join(mkdtempSync(join(tmpdir(), 'subpixel-s2-right-')), 'right.txt');
    writeFileSync(script, '250,R\n');
    const rings = async (...extra: string[]) => {
      const r = await withEnv({}, () => runCli('trace', '--level', 's2:ehz1', '--disasm', disasm, '--inputs', script, ...extra));
      expect([r.code, r.err]).toEqual([0, []]);
      return r.out.map((l) => (JSON.parse(l) as { rings: number }).rings);
    };
    const withRings = await rings();
    // Record f is the state after frame f; the game's first ring (s2Bridge.test.ts) is on frame 241, its second on 247.
    expect([withRings.indexOf(1), withRings.indexOf(2), withRings[249]]).toEqual([241, 247, 2]);
    expect((await rings('--no-objects'))[249]).toBe(0);
  });

  it('takes the checkout from $SUBPIXEL_DISASM_S2 when --disasm is absent', async () => {
    const r = await withEnv({ s2: disasm }, () => runCli('trace', '--level', 's2:mtz3', '--frames', '1'));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out[0])).toMatchObject({ x: 0x60 << 8, y: 0x20c << 8, air: false });
  });

  it('names a damaged file of the checkout in one line', async () => {
    const copy = copyS2Checkout();
    try {
      truncateSync(join(copy.dir, 'level/layout/EHZ_2.kos'), 64);
      const r = await runCli('trace', '--level', 's2:ehz2', '--disasm', copy.dir, '--frames', '1');
      expect(r.code).toBe(2);
      expect(r.err).toEqual([`subpixel trace: ${copy.dir}/level/layout/EHZ_2.kos at byte 64: Kosinski data ends before its end marker [truncatedFile]`]);
    } finally {
      copy.dispose();
    }
  });

  it('levels --disasm <s2disasm> lists the 20 acts with their starts and LevelSize limits', async () => {
    const r = await withEnv({}, () => runCli('levels', '--disasm', disasm));
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Sonic 2 acts from ${disasm} (REV01; terrain only, each 16384x2048 px):`);
    const rows = r.out.filter((l) => l.startsWith('s2:'));
    expect(rows.map((l) => l.split(' ')[0])).toEqual(S2_ACTS.map((a) => `s2:${a.id}`));
    expect(rows[0]).toMatch(/^s2:ehz1 +Emerald Hill Zone act 1 +start \(96, 655\) {2}limits x 0\.\.10656, y 0\.\.800$/);
    // Not Sonic 1's listing, nor its hint: --disasm named one checkout.
    expect(r.out.some((l) => l.startsWith('Sonic 1 acts'))).toBe(false);
    const json = JSON.parse((await withEnv({}, () => runCli('levels', '--json', '--disasm', disasm))).out.join('\n')) as { name: string }[];
    expect(json.filter((l) => l.name.startsWith('s2:'))).toHaveLength(20);
    expect(json.find((l) => l.name === 's2:mtz1')).toMatchObject({ revision: 1, start: { x: 96, y: 652 }, limits: { left: 0, right: 8832, top: -256, bottom: 2048 } });
  });
});
