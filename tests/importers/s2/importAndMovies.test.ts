/**
 * Sonic 2's acts as files: `subpixel import s2` writes level files that load as the same level
 * (same hash) as `--level s2:<act>`, and a movie made on a Sonic 2 act records the act, so
 * replay finds it in the checkout with `--disasm` and no `--level`.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runCli } from '../../workbench/cli/runCli.ts';
import { clearDisasmCache, importS2Act } from '../../../workbench/cli/disasmLevels.ts';
import { describeWithDisasmS2 } from '../../support/disasmS2.ts';

const hex = (v: number): string => (v >>> 0).toString(16).padStart(8, '0');

describeWithDisasmS2('Sonic 2 acts as level files and movies', (disasm) => {
  const work = mkdtempSync(join(tmpdir(), 'subpixel-s2-import-'));

  it('import s2 writes each act asked for, which loads as the same level with the same hash as --level s2:<act>', async () => {
    clearDisasmCache();
    const out = join(work, 'acts');
    const r = await runCli('import', 's2', '--disasm', disasm, '--out', out, '--act', 'ehz1,cpz1');
    expect(r.code).toBe(0);
    const ehz1 = importS2Act('ehz1', { disasmS2: disasm, objects: true }).level;
    expect(r.out[0]).toMatch(new RegExp(`^wrote .*ehz1\\.json  Emerald Hill Zone act 1 \\(Sonic 2 REV01\\)  hash ${hex(ehz1.hash)}  135 objects \\(\\d+ without a port yet\\)$`));
    expect(r.out[2]).toMatch(/^2 acts imported from .* \(Sonic 2 REV01\) in \d+ ms$/);
    expect(r.out[3]).toMatch(/^\d+ warnings: \d+ object entries in 2 acts with no engine port yet \(kept in the files, not loaded\); --verbose lists each$/);
    const script = join(work, 'run.txt');
    writeFileSync(script, '30\n300,R\n1,R,A\n60,R\n');
    const viaFile = await runCli('replay', '--movie', script, '--level', join(out, 'ehz1.json'));
    const direct = await runCli('replay', '--movie', script, '--level', 's2:ehz1', '--disasm', disasm);
    expect(viaFile.code).toBe(0);
    expect(JSON.parse(viaFile.out[0]).hash).toBe(JSON.parse(direct.out[0]).hash);
    expect(JSON.parse(readFileSync(join(out, 'ehz1.json'), 'utf8')).name).toBe('Emerald Hill Zone act 1 (Sonic 2 REV01)');
  });

  it('import s2 refuses --rev and an act Sonic 2 does not have, in one line', async () => {
    const out = join(work, 'refused');
    expect((await runCli('import', 's2', '--disasm', disasm, '--out', out, '--rev', '1')).err).toEqual([
      "subpixel import: option --rev applies to Sonic 1's acts only (a Sonic 2 act is read as the checkout builds it, its gameRevision)",
    ]);
    const bad = await runCli('import', 's2', '--disasm', disasm, '--out', out, '--act', 'ehz3');
    expect([bad.code, bad.err[0]]).toEqual([2, expect.stringMatching(/^subpixel import: option --act: no Sonic 2 act "ehz3" \(acts: ehz1, ehz2, /)]);
  });

  it('a movie converted on s2:ehz1 records the act and replays with --disasm and no --level', async () => {
    const script = join(work, 'run2.txt');
    writeFileSync(script, '30\n200,R\n');
    const spx = join(work, 'ehz1.spx');
    const c = await runCli('convert', script, spx, '--level', 's2:ehz1', '--disasm', disasm);
    expect(c.code).toBe(0);
    const meta = JSON.parse(readFileSync(spx, 'utf8')).meta;
    expect(meta.level.act).toEqual({ game: 's2', id: 'ehz1', revision: 1, objects: true });
    const a = await runCli('replay', '--movie', spx, '--disasm', disasm);
    expect(a.code).toBe(0);
    const direct = await runCli('replay', '--movie', script, '--level', 's2:ehz1', '--disasm', disasm);
    expect(JSON.parse(a.out[0]).hash).toBe(JSON.parse(direct.out[0]).hash);
    const bare = join(work, 'bare.spx');
    expect((await runCli('convert', script, bare, '--level', 's2:ehz1', '--disasm', disasm, '--no-objects')).code).toBe(0);
    expect(JSON.parse(readFileSync(bare, 'utf8')).meta.level.act).toEqual({ game: 's2', id: 'ehz1', revision: 1, objects: false });
    expect((await runCli('replay', '--movie', bare, '--disasm', disasm)).code).toBe(0);
    const none = await runCli('replay', '--movie', spx);
    expect(none.err[0]).toMatch(/meta\.level\.act: the movie was made on the Sonic 2 act s2:ehz1 \(REV01, with objects\); pass --disasm <dir> \(or set SUBPIXEL_DISASM_S2\)/);
  });
});
