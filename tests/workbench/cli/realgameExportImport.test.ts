import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, expect, it } from 'vitest';
import { runCli } from './runCli.ts';
import { parseInputScript } from '../../../movies/formats/inputScript.ts';
import { readSpx, writeSpx } from '../../../movies/formats/spx.ts';
import { worldMeta } from '../../../movies/model/worldMeta.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly } from '../../../importers/s1/importS1.ts';
import { movieStyle } from '../../../realgame/movieStyles.ts';
import { describeWithRealGame } from '../../support/realGame.ts';
import { GROUNDTRUTH_S1 } from '../../support/disasm.ts';

const SLOW = 300_000;
const work = mkdtempSync(join(tmpdir(), 'subpixel-realgame-bk2-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describeWithRealGame('subpixel realgame export / import', (rg) => {
  const common = ['--core', rg.core, '--rom', rg.rom[1], '--disasm', rg.disasm];
  const acts = openS1Disassembly(nodeDisasmSource(rg.disasm), 1);
  const spx = (name: string, act: string, inputs: Uint8Array, rerecords: number, author = ''): string => {
    const meta = worldMeta(acts.importAct(act).level, {});
    meta.rerecords = rerecords;
    meta.author = author;
    const path = join(work, name);
    writeFileSync(path, writeSpx({ meta, inputs, markers: [], checkpoints: [] }));
    return path;
  };
  const signpostText = readFileSync(new URL('../../realgame/fixtures/ghz1-signpost.txt', import.meta.url), 'utf8');
  const signpost = (() => {
    const r = parseInputScript(signpostText, 'ghz1-signpost.txt');
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  })();
  const ghz2 = movieStyle('runner', 300, 1);
  let exported = '';

  it('export writes one .bk2 from power-on for act movies in game order; import cuts it back into the same act movies, each synced, and verify plays them', async () => {
    const a = spx('a.spx', 'ghz1', signpost, 2, 'First Author');
    const b = spx('b.spx', 'ghz2', ghz2, 5);
    exported = join(work, 'run.bk2');
    const r = await runCli('realgame', 'export', a, b, '--out', exported, ...common);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out[0]);
    expect([report.synced, report.out, report.author, report.rerecords, report.bytes]).toEqual([true, exported, 'First Author', 7, readFileSync(exported).length]);
    expect(report.acts.map((x: { act: string; frames: number; movie: string }) => [x.act, x.frames, x.movie])).toEqual([['s1:ghz1', 1712, a], ['s1:ghz2', 300, b]]);
    const header = new TextDecoder().decode(unzipSync(new Uint8Array(readFileSync(exported)))['Header.txt']);
    expect(header).toContain('Author First Author\r\n');
    expect(header).toContain('rerecordCount 7\r\n');

    const dir = join(work, 'imported');
    const i = await runCli('realgame', 'import', exported, '--out', dir, ...common);
    expect(i.code).toBe(0);
    const imported = JSON.parse(i.out[0]);
    expect(imported.synced).toBe(true);
    expect(imported.acts.map((x: { file: string; act: string; frames: number; synced: boolean; exported: { levelMatches: boolean } }) => [x.file, x.act, x.frames, x.synced, x.exported.levelMatches])).toEqual([
      [join(dir, '01-ghz1.spx'), 's1:ghz1', 1712, true, true],
      [join(dir, '02-ghz2.spx'), 's1:ghz2', 300, true, true],
    ]);
    expect(readdirSync(dir).sort()).toEqual(['01-ghz1.spx', '02-ghz2.spx']);
    for (const [file, inputs] of [['01-ghz1.spx', signpost], ['02-ghz2.spx', ghz2]] as const) {
      const m = readSpx(readFileSync(join(dir, file), 'utf8'), file);
      if (!m.ok) throw new Error(m.error.message);
      expect(m.value.inputs).toEqual(inputs);
      expect([m.value.meta.author, m.value.meta.rerecords]).toEqual(['First Author', 7]);
    }
    const v = await runCli('realgame', 'verify', join(dir, '01-ghz1.spx'), ...common);
    expect([v.code, JSON.parse(v.out[0]).synced, JSON.parse(v.out[0]).frames]).toEqual([0, true, 1712]);
  }, SLOW);

  it('export exits 1 and writes nothing when the engine parts from the real game, with the divergence verify reports', async () => {
    if (GROUNDTRUTH_S1 === null) throw new Error('no ../shared/groundtruth/s1');
    // A checkout that is not the ROM's: Green Hill 1's first rings (ObjPos entry 0) removed, so
    // the engine's act lacks the rings the game's demo collects at frame 186.
    const changed = join(work, 'disasm-changed');
    cpSync(rg.disasm, changed, { recursive: true });
    const objpos = join(changed, 'objpos/ghz1.bin');
    writeFileSync(objpos, readFileSync(objpos).subarray(6));
    const out = join(work, 'kept.bk2');
    writeFileSync(out, 'the old file');
    const demo = join(GROUNDTRUTH_S1, 'ghz1-demo.txt');
    const args = ['--level', 's1:ghz1', '--core', rg.core, '--rom', rg.rom[1], '--disasm', changed];
    const r = await runCli('realgame', 'export', demo, '--out', out, ...args);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out[0]);
    expect([report.synced, report.written, report.act, report.firstDivergence.frame, report.firstDivergence.fields]).toEqual([false, false, 's1:ghz1', 186, { rings: [1, 0] }]);
    expect(readFileSync(out, 'utf8')).toBe('the old file');
    const v = await runCli('realgame', 'verify', demo, ...args);
    expect(v.code).toBe(1);
    expect(report.firstDivergence).toEqual(JSON.parse(v.out[0]).firstDivergence);
  }, SLOW);

  it('refuses, in one line with exit 2 and nothing written: a wrong ROM, the other revision, a core that is not Genesis Plus GX, a missing file, a truncated .bk2', async () => {
    if (exported === '') throw new Error('the export test did not run');
    const bytes = new Uint8Array(readFileSync(exported));
    const files = unzipSync(bytes);
    const wrongRom = join(work, 'wrong-rom.bk2');
    files['Header.txt'] = strToU8(new TextDecoder().decode(files['Header.txt']).replace(/SHA1 \w+/, 'SHA1 0123456789ABCDEF0123456789ABCDEF'));
    writeFileSync(wrongRom, zipSync(files));
    const truncated = join(work, 'truncated.bk2');
    writeFileSync(truncated, bytes.subarray(0, bytes.length - 200));
    const other = join(work, 'other_libretro.so');
    execFileSync('cc', ['-shared', '-fPIC', '-o', other, new URL('../../realgame/fixtures/otherCore.c', import.meta.url).pathname]);
    const txt = join(work, 'r.txt');
    writeFileSync(txt, '30,R\n');
    const keptOut = join(work, 'kept-out.bk2');
    writeFileSync(keptOut, 'old');
    const dir = join(work, 'never');
    const rev0 = ['--core', rg.core, '--rom', rg.rom[0], '--disasm', rg.disasm];
    const otherCore = ['--core', other, '--rom', rg.rom[1], '--disasm', rg.disasm];
    const cases: [string[], string][] = [
      [['import', wrongRom, '--out', dir, ...common], `${wrongRom}: Header.txt line 7: the movie was made on another ROM (SHA1 0123456789ABCDEF0123456789ABCDEF); ${rg.rom[1]} is Sonic the Hedgehog (REV01) (BizHawk's hash 09DADB5071EB35050067A32462E39C5F, SHA-1 69E102855D4389C3FD1A8F3DC7D193F8EEE5FE5B)`],
      [['import', exported, '--out', dir, ...rev0], `${exported}: Header.txt line 7: the movie was made on Sonic the Hedgehog (REV01) (SHA1 69E102855D4389C3FD1A8F3DC7D193F8EEE5FE5B), but ${rg.rom[0]} is Sonic the Hedgehog (REV00)`],
      [['import', exported, '--out', dir, ...otherCore], `${other}: the core is "Some Other Core", not Genesis Plus GX (the emulator BizHawk's Genesis core is built from)`],
      [['export', txt, '--level', 's1:ghz1', '--out', keptOut, ...otherCore], `${other}: the core is "Some Other Core", not Genesis Plus GX (the emulator BizHawk's Genesis core is built from)`],
      [['import', join(work, 'missing.bk2'), '--out', dir, ...common], `${join(work, 'missing.bk2')}: cannot read the file`],
      [['export', join(work, 'missing.txt'), '--level', 's1:ghz1', '--out', keptOut, ...common], `${join(work, 'missing.txt')}: cannot read the file`],
      [['import', truncated, '--out', dir, ...common], `${truncated}: This is not a zip archive (no end of central directory record). [zipNotZip]`],
      [['export', txt, '--level', 's1:ghz1', '--out', keptOut, ...rev0, '--rev', '1'], `option --rev 1: ${rg.rom[0]} is REV00`],
      [['export', txt, '--level', 's1:ghz1', ...common], 'missing --out F.bk2 (see --help)'],
      [['import', exported, ...common], 'missing --out DIR (see --help)'],
    ];
    for (const [argv, line] of cases) {
      const r = await runCli('realgame', ...argv);
      expect([argv.join(' '), r.code, r.err.length]).toEqual([argv.join(' '), 2, 1]);
      expect([argv.join(' '), r.err[0].startsWith(`subpixel realgame: ${line}`) ? line : r.err[0]]).toEqual([argv.join(' '), line]);
      expect(r.out).toEqual([]);
    }
    expect(existsSync(dir)).toBe(false);
    expect(readFileSync(keptOut, 'utf8')).toBe('old');
    expect(readdirSync(work).filter((f) => f.includes('subpixel-partial'))).toEqual([]);
  }, SLOW);
});
