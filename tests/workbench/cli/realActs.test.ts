import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { runCli } from './runCli.ts';
import { DISASM_ENV } from '../../../workbench/cli/disasmLevels.ts';
import { describeWithDisasm, s1Disassembly } from '../../support/disasm.ts';
import { copyCheckout, type Checkout } from '../../support/brokenCheckout.ts';
import { openS1Disassembly } from '../../../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { placementCount } from '../../../engine/level/realAct.ts';

const work = mkdtempSync(join(tmpdir(), 'subpixel-real-acts-'));
const script = join(work, 'run.txt');
writeFileSync(script, '20\n120,R\n1,RA\n60,R\n');

/** Runs with $SUBPIXEL_DISASM set to `value` (or unset), put back afterwards. */
async function withEnv<T>(value: string | undefined, run: () => Promise<T>): Promise<T> {
  const before = process.env[DISASM_ENV];
  if (value === undefined) delete process.env[DISASM_ENV];
  else process.env[DISASM_ENV] = value;
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env[DISASM_ENV];
    else process.env[DISASM_ENV] = before;
  }
}

describe('--level s1:<act> without a disassembly', () => {
  it('says how to give it: --disasm or $SUBPIXEL_DISASM (exit 2)', async () => {
    const r = await withEnv(undefined, () => runCli('trace', '--level', 's1:ghz1', '--frames', '1'));
    expect(r.code).toBe(2);
    expect(r.err).toEqual(['subpixel trace: --level s1:ghz1 needs the Sonic 1 disassembly: pass --disasm <dir> or set SUBPIXEL_DISASM']);
  });

  it('refuses an act that does not exist before looking for the disassembly', async () => {
    const r = await withEnv(undefined, () => runCli('trace', '--level', 's1:ghz4'));
    expect(r.code).toBe(2);
    expect(r.err[0]).toBe('subpixel trace: --level s1:ghz4: no such Sonic 1 act (acts: ghz1, ghz2, ghz3, mz1, mz2, mz3, syz1, syz2, syz3, lz1, lz2, lz3, slz1, slz2, slz3, sbz1, sbz2, sbz3, fz, end)');
  });

  it('refuses --rev and --no-objects with a level that is not a real act, and a revision other than 0 or 1', async () => {
    expect((await runCli('trace', '--level', 'flat', '--no-objects')).err).toEqual(['subpixel trace: options --rev and --no-objects apply to --level s1:<act> only']);
    expect((await runCli('trace', '--level', 's1:ghz1', '--rev', '2')).err).toEqual(['subpixel trace: option --rev: "2" is not 0 (REV00) or 1 (REV01)']);
  });

  it('points a folder that is not the disassembly out as such', async () => {
    const r = await runCli('trace', '--level', 's1:ghz1', '--disasm', work);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([`subpixel trace: ${work}/sonic.asm: not found in ${work}: is this a Sonic 1 disassembly checkout? [notADisassembly]`]);
  });

  it('levels says how to list the acts', async () => {
    const r = await withEnv(undefined, () => runCli('levels'));
    expect(r.out.at(-1)).toBe('Sonic 1 acts (s1:ghz1 ...): pass --disasm <dir> (or set SUBPIXEL_DISASM) to list them from your disassembly checkout');
  });
});

/**
 * Every object the 20 acts place has a port, so the warnings about placements left out are shown
 * on a copy of the checkout whose GHZ2 list gives its first two placements object $4F (Splats,
 * which no act places and the engine does not port), keeping their respawn bits.
 */
function unportedCheckout(): Checkout {
  const c = copyCheckout();
  const list = readFileSync(join(c.dir, 'objpos/ghz2.bin'));
  c.poke('objpos/ghz2.bin', 4, [(list[4] & 0x80) | 0x4f]);
  c.poke('objpos/ghz2.bin', 10, [(list[10] & 0x80) | 0x4f]);
  return c;
}

describeWithDisasm('real acts on the command line', (disasm) => {
  afterEach(() => {
    delete process.env[DISASM_ENV];
  });

  it('trace --level s1:ghz1 starts where the game starts: grounded at (0x50, 0x3B0), angle 0xFC', async () => {
    const r = await runCli('trace', '--level', 's1:ghz1', '--disasm', disasm, '--no-objects', '--frames', '1');
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    const f0 = JSON.parse(r.out[0]);
    expect([f0.x, f0.y, f0.angle, f0.air]).toEqual([0x50 << 8, 0x3b0 << 8, 0xfc, false]);
  });

  it('trace runs on across the act end as the game does: GHZ1 to its signpost, the results, GHZ2 from frame 2683; each record names its act', async () => {
    const signpost = new URL('../../realgame/fixtures/ghz1-signpost.txt', import.meta.url).pathname;
    const r = await runCli('trace', '--level', 's1:ghz1', '--disasm', disasm, '--inputs', signpost, '--frames', '2700');
    expect([r.code, r.err, r.out.length]).toEqual([0, [], 2700]);
    const recs = r.out.map((line) => JSON.parse(line));
    expect(recs.findIndex((x) => x.events.includes('actEnd'))).toBe(1711);
    expect(recs.findIndex((x) => x.act === 's1:ghz2')).toBe(2683);
    expect(recs.slice(0, 2683).every((x) => x.act === 's1:ghz1')).toBe(true);
    const first = recs[2683];
    // The act's start (GHZ2 starts at (0x50, 0xFC) grounded), its record saying the reload happened.
    expect([first.x >> 8, first.y >> 8, first.air, first.rings, first.events.includes('restart')]).toEqual([0x50, 0xfc, false, 0, true]);
  });

  it('takes the disassembly from $SUBPIXEL_DISASM, and --disasm over it', async () => {
    const a = await withEnv(disasm, () => runCli('trace', '--level', 's1:mz1', '--no-objects', '--frames', '1'));
    expect(a.code).toBe(0);
    const b = await withEnv(work, () => runCli('trace', '--level', 's1:mz1', '--no-objects', '--frames', '1', '--disasm', disasm));
    expect(b.out).toEqual(a.out);
    expect(JSON.parse(a.out[0]).angle).toBe(0xf8);
  });

  it('summarises an act\'s object warnings on stderr once', async () => {
    // Every placement of the 20 acts has a port: a copy of the checkout gives GHZ2 two of an object without one.
    const act = 'ghz2';
    const c = unportedCheckout();
    try {
      const r = await runCli('trace', '--level', `s1:${act}`, '--disasm', c.dir, '--frames', '1');
      expect(r.code).toBe(0);
      expect(openS1Disassembly(nodeDisasmSource(c.dir), 1).importAct(act).warnings.length).toBe(2);
      expect(r.err).toEqual([`warning: s1:${act}: 2 object placements have no engine port yet and were left out (\`subpixel import s1 --act ${act} --verbose\` lists them)`]);
    } finally {
      c.dispose();
    }
  });

  it('says nothing on stderr for an act whose objects are all ported (GHZ2)', async () => {
    const r = await runCli('trace', '--level', 's1:ghz2', '--disasm', disasm, '--frames', '1');
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
  });

  it('--rev 0 builds REV00: another level (hash) than REV01', async () => {
    const summary = async (rev: string) => JSON.parse((await runCli('replay', '--movie', script, '--level', 's1:sbz1', '--disasm', disasm, '--rev', rev, '--no-objects')).out[0]);
    const [r0, r1] = [await summary('0'), await summary('1')];
    expect(r0.level.name).toBe('Scrap Brain Zone act 1 (Sonic 1 REV00)');
    expect(r0.level.act).toEqual({ game: 's1', id: 'sbz1', revision: 0, objects: false });
    expect(r1.level.hash).not.toBe(r0.level.hash);
  });

  it('levels --disasm lists the 20 acts after the built-ins: id, title, start, limits', async () => {
    const r = await runCli('levels', '--disasm', disasm);
    expect(r.out).toContain('Sonic 1 acts from ' + disasm + ' (REV01):');
    const ghz1 = r.out.find((l) => l.startsWith('s1:ghz1 '))!;
    expect(ghz1).toMatch(/^s1:ghz1\s+Green Hill Zone act 1\s+start \(80, 944\)  limits x 0\.\.9407, y 0\.\.768$/);
    expect(r.out.filter((l) => l.startsWith('s1:')).length).toBe(20);
    const json = JSON.parse((await runCli('levels', '--disasm', disasm, '--json')).out.join('\n'));
    expect(json.find((l: { name: string }) => l.name === 's1:lz3')).toEqual({ name: 's1:lz3', title: 'Labyrinth Zone act 3', revision: 1, start: { x: 80, y: 748 }, limits: { left: 0, right: 0x202f, top: -0x100, bottom: 0x800 } });
    expect(json[0].name).toBe('flat');
  });

  it('search and sweep run on a real act', async () => {
    const s = await runCli('search', '--level', 's1:ghz1', '--disasm', disasm, '--no-objects', '--max-frames', '3000', '--horizon', '10');
    expect(s.code).toBe(0);
    expect(JSON.parse(s.out[0]).verified).toBe(true);
    const w = await runCli('sweep', '--level', 's1:ghz1', '--disasm', disasm, '--no-objects', '--x', '200:232:32', '--y', '900', '--detectors', 'zip', '--max-frames', '500', '--horizon', '4');
    expect(w.code).toBe(0);
    expect(JSON.parse(w.out.at(-1)!)).toEqual({ cells: 2, searches: 2, done: 2, total: 2, hits: expect.any(Number), skipped: 0, stoppedEarly: false, stopReason: null });
  });

  describe('subpixel import s1', () => {
    const out = join(work, 'acts');
    let run: Awaited<ReturnType<typeof runCli>>;
    beforeAll(async () => {
      run = await runCli('import', 's1', '--disasm', disasm, '--out', out);
    });

    it('writes one level file per act and says what it wrote, then counts the warnings', () => {
      expect(run.code).toBe(0);
      expect(readdirSync(out).sort()).toEqual(['end', 'fz', 'ghz1', 'ghz2', 'ghz3', 'lz1', 'lz2', 'lz3', 'mz1', 'mz2', 'mz3', 'sbz1', 'sbz2', 'sbz3', 'slz1', 'slz2', 'slz3', 'syz1', 'syz2', 'syz3'].map((a) => `${a}.json`));
      const ghz1 = s1Disassembly(1).importAct('ghz1').level;
      const hash = ghz1.hash.toString(16).padStart(8, '0');
      expect(run.out[0]).toBe(`wrote ${join(out, 'ghz1.json')}  Green Hill Zone act 1 (Sonic 1 REV01)  hash ${hash}  ${placementCount(ghz1.act!)} objects`);
      expect(run.out[20]).toMatch(new RegExp(`^20 acts imported from ${disasm} \\(REV01\\) in \\d+ ms$`));
      // Every placement has a port: no object warnings. Level data: the ending's short layout only (the
      // whole checkout has the art the results card and the FZ boss wait for).
      const all = s1Disassembly(1).importAll();
      expect(all.reduce((n, a) => n + a.warnings.filter((w) => w.id >= 0).length, 0)).toBe(0);
      expect(run.out[21]).toBe('1 warning: 1 about level data; --verbose lists each');
      expect(run.out[22]).toMatch(/^warning: end: levels\/ending.bin declares 15x3 chunks but holds 30 bytes; the game reads the rest from the ROM that follows \(15 bytes, read from the checkout\)$/);
      expect(run.out.length).toBe(23);
    });

    it('files that load with plain --level on a machine without the disassembly, as the same level', async () => {
      for (const id of ['ghz1', 'lz3', 'end']) {
        const file = JSON.parse(readFileSync(join(out, `${id}.json`), 'utf8'));
        expect(file.format).toBe('subpixel-level/2');
        const viaFile = await withEnv(undefined, () => runCli('replay', '--movie', script, '--level', join(out, `${id}.json`)));
        const direct = await runCli('replay', '--movie', script, '--level', `s1:${id}`, '--disasm', disasm);
        expect(viaFile.code).toBe(0);
        expect(JSON.parse(viaFile.out[0]).level).toEqual(JSON.parse(direct.out[0]).level);
        expect(JSON.parse(viaFile.out[0]).hash).toBe(JSON.parse(direct.out[0]).hash);
      }
    });

    it('--act, --rev, --no-objects and --verbose: the warnings listed once each (act, position, id)', async () => {
      // GHZ1 (fully ported) and GHZ2 with two placements of an object without a port (a copy of the checkout).
      const other = 'ghz2';
      const c = unportedCheckout();
      onTestFinished(() => c.dispose());
      const r = await runCli('import', 's1', '--disasm', c.dir, '--out', join(work, 'few'), '--act', `GHZ1,${other},ghz1`, '--rev', '0', '--verbose');
      expect(r.code).toBe(0);
      expect(readdirSync(join(work, 'few')).sort()).toEqual(['ghz1.json', `${other}.json`].sort());
      expect(r.out[2]).toMatch(/^2 acts imported from .* \(REV00\) in \d+ ms$/);
      const broken = openS1Disassembly(nodeDisasmSource(c.dir), 0);
      const few = ['ghz1', other].map((id) => broken.importAct(id).warnings);
      expect(few.map((w) => w.length)).toEqual([0, 2]);
      const count = few[0].length + few[1].length;
      const acts = few.filter((w) => w.length > 0).length;
      expect(r.out[3]).toBe(`${count} warnings: ${count} object placements in ${acts} acts with no engine port yet (left out)`);
      const listed = r.out.slice(4);
      // Placements of one object at one position (some acts place a few twice) are one line that says how many.
      const groups = new Map<string, number>();
      for (const w of few.flat()) groups.set(`${w.act} (${w.x}, ${w.y}): ${w.message}`, (groups.get(`${w.act} (${w.x}, ${w.y}): ${w.message}`) ?? 0) + 1);
      expect(listed.length).toBe(groups.size);
      expect(new Set(listed).size).toBe(groups.size);
      for (const [line, n] of groups) expect(listed).toContain(`warning: ${line}${n > 1 ? ` (${n} placements)` : ''}`);
      expect(listed[0]).toMatch(/^warning: [a-z]+\d \(\d+, \d+\): object \$[0-9A-F]{2} \(subtype \$[0-9A-F]{2}\) has no engine port yet: left out( \(\d+ placements\))?$/);
      const none = await runCli('import', 's1', '--disasm', disasm, '--out', join(work, 'bare'), '--act', 'mz1', '--no-objects');
      expect(none.out.slice(1)).toEqual([expect.stringMatching(/^1 act imported from .* \(REV01, no objects\) in \d+ ms$/), 'no warnings']);
    });

    it('refuses what it cannot do with exit 2', async () => {
      expect((await runCli('import', 's3', '--disasm', disasm, '--out', out)).err).toEqual(['subpixel import: "s3": only s1 (Sonic 1) and s2 (Sonic 2) acts can be imported']);
      expect((await runCli('import', 's1', '--disasm', disasm)).err).toEqual(['subpixel import: missing --out <dir> (see --help)']);
      expect((await withEnv(undefined, () => runCli('import', 's1', '--out', out))).err).toEqual(['subpixel import: subpixel import s1 needs the Sonic 1 disassembly: pass --disasm <dir> or set SUBPIXEL_DISASM']);
      expect((await runCli('import', 's1', '--disasm', disasm, '--out', out, '--act', 'ghz9')).code).toBe(2);
    });
  });

  describe('movies made on a real act', () => {
    const spx = join(work, 'ghz1.spx');
    beforeAll(async () => {
      const r = await runCli('convert', script, spx, '--level', 's1:ghz1', '--disasm', disasm, '--no-objects');
      if (r.code !== 0) throw new Error(r.err.join('\n'));
    });

    it('record the act: game, id, revision, objects', () => {
      const meta = JSON.parse(readFileSync(spx, 'utf8')).meta;
      expect(meta.level.act).toEqual({ game: 's1', id: 'ghz1', revision: 1, objects: false });
      expect(meta.level.name).toBe('Green Hill Zone act 1 (Sonic 1 REV01)');
    });

    it('replay, verify, validate and trace them with --disasm or $SUBPIXEL_DISASM and no --level', async () => {
      const a = await runCli('replay', '--movie', spx, '--disasm', disasm);
      expect(a.code).toBe(0);
      const b = await withEnv(disasm, () => runCli('replay', '--movie', spx));
      expect(b.out).toEqual(a.out);
      const direct = await runCli('replay', '--movie', script, '--level', 's1:ghz1', '--disasm', disasm, '--no-objects');
      expect(JSON.parse(a.out[0]).hash).toBe(JSON.parse(direct.out[0]).hash);
      expect((await runCli('verify', '--movie', spx, '--disasm', disasm)).code).toBe(0);
      const v = await runCli('validate', '--movie', spx, '--disasm', disasm);
      expect(v.code).toBe(0);
      expect(JSON.parse(v.out[0]).frames).toBe(201);
    });

    it('made with the act\'s objects, record that and rebuild the act with them', async () => {
      const withObjects = join(work, 'ghz1-objects.spx');
      expect((await runCli('convert', script, withObjects, '--level', 's1:ghz1', '--disasm', disasm)).code).toBe(0);
      const ref = JSON.parse(readFileSync(withObjects, 'utf8')).meta.level;
      expect(ref.act).toEqual({ game: 's1', id: 'ghz1', revision: 1, objects: true });
      expect(ref.hash).toBe(s1Disassembly(1).importAct('ghz1').level.hash);
      const r = await runCli('replay', '--movie', withObjects, '--disasm', disasm);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.out[0]).level.hash).toBe(ref.hash);
    });

    it('keep the act through .bk2', async () => {
      const bk2 = join(work, 'ghz1.bk2');
      expect((await runCli('convert', spx, bk2)).code).toBe(0);
      const r = await runCli('replay', '--movie', bk2, '--disasm', disasm);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.out[0]).hash).toBe(JSON.parse((await runCli('replay', '--movie', spx, '--disasm', disasm)).out[0]).hash);
    });

    it('say how to rebuild the act when no disassembly is given', async () => {
      const r = await withEnv(undefined, () => runCli('replay', '--movie', spx));
      expect(r.code).toBe(2);
      expect(r.err).toEqual([`subpixel replay: ${spx}: meta.level.act: the movie was made on the real act s1:ghz1 (REV01, without objects); pass --disasm <dir> (or set SUBPIXEL_DISASM) to rebuild it, or --level <file.json> from \`subpixel import\``]);
    });

    it('refuse another revision of the act by its hash', async () => {
      const other = join(work, 'ghz1-rev0.spx');
      const j = JSON.parse(readFileSync(spx, 'utf8'));
      j.meta.level.act.revision = 0;
      writeFileSync(other, JSON.stringify(j));
      const r = await runCli('replay', '--movie', other, '--disasm', disasm);
      expect(r.code).toBe(2);
      expect(r.err[0]).toMatch(
        new RegExp(`^subpixel replay: ${other}: meta\\.level\\.hash: the movie was made on s1:ghz1 \\(REV00, without objects\\) \\("Green Hill Zone act 1 \\(Sonic 1 REV01\\)"\\) with hash [0-9a-f]{8}, importing s1:ghz1 \\(REV00, without objects\\) from .* gives hash [0-9a-f]{8}: another revision or another checkout of the disassembly$`),
      );
    });

    it('refuse another checkout whose act differs', async () => {
      const c = copyCheckout();
      try {
        c.poke('levels/ghz1.bin', 2 + 40, [0x01]);
        const r = await runCli('replay', '--movie', spx, '--disasm', c.dir);
        expect(r.code).toBe(2);
        expect(r.err[0]).toContain(`from ${c.dir} gives hash`);
      } finally {
        c.dispose();
      }
    });

    it('refuse --rev and --no-objects without --level: the movie says which', async () => {
      const r = await runCli('replay', '--movie', spx, '--disasm', disasm, '--rev', '0');
      expect(r.err).toEqual(['subpixel replay: options --rev and --no-objects apply to --level s1:<act> only (a movie records its act\'s revision and objects)']);
    });
  });
});
