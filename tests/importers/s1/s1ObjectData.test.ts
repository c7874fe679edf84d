import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ImportError } from '../../../importers/s1/importError.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly } from '../../../importers/s1/importS1.ts';
import { ACT_DATA_GROUPS, groupsNeeded } from '../../../engine/level/actObjectData.ts';
import { parseLevel } from '../../../engine/level/parseLevel.ts';
import { writeLevelText } from '../../../engine/level/writeLevel.ts';
import { bytesToBase64 } from '../../../engine/level/base64.ts';
import { describeWithDisasm, openWithout, s1Disassembly } from '../../support/disasm.ts';

function importError(f: () => unknown): ImportError {
  try {
    f();
  } catch (e) {
    if (e instanceof ImportError) return e;
    throw e;
  }
  throw new Error('expected an ImportError');
}

describeWithDisasm('the object tables an act carries, read from the checkout', (dir) => {
  const file = (path: string): number[] => [...readFileSync(join(dir, path))];

  it('Marble Zone\'s acts carry LGrass_Data1..3, the bytes of misc/mz_pfm1..3.bin, and no other table', () => {
    for (const id of ['mz1', 'mz2', 'mz3']) {
      const data = s1Disassembly().importAct(id).level.act!.objectData!;
      expect(Object.keys(data.tables)).toEqual(['LGrass_Data1', 'LGrass_Data2', 'LGrass_Data3']);
      expect([...data.tables.LGrass_Data1]).toEqual(file('misc/mz_pfm1.bin'));
      expect([...data.tables.LGrass_Data2]).toEqual(file('misc/mz_pfm2.bin'));
      expect([...data.tables.LGrass_Data3]).toEqual(file('misc/mz_pfm3.bin'));
      expect([...data.grassHeights!]).toEqual([...file('misc/mz_pfm1.bin'), ...file('misc/mz_pfm2.bin'), ...file('misc/mz_pfm3.bin')]);
    }
  });

  it('Green Hill carries the bridge\'s and the ledge\'s, Star Light 2 and 3 the seesaw\'s, Labyrinth and SBZ1 the platform lists', () => {
    const d = s1Disassembly();
    const ghz1 = d.importAct('ghz1').level.act!.objectData!;
    expect([...ghz1.bridgeBend!]).toEqual(file('misc/ghzbend1.bin'));
    expect([...ghz1.bridgeCurve!]).toEqual(file('misc/ghzbend2.bin'));
    expect([...ghz1.ledgeHeights!]).toEqual(file('misc/GHZ Collapsing Ledge Heightmap.bin'));
    expect(ghz1.grassHeights).toBeUndefined();
    const slz2 = d.importAct('slz2').level.act!.objectData!;
    expect([...slz2.seesawSlope!]).toEqual(file('misc/slzssaw1.bin'));
    expect([...slz2.seesawFlat!]).toEqual(file('misc/slzssaw2.bin'));
    const lz3 = d.importAct('lz3').level.act!.objectData!;
    // lz3pf2.bin: count - 1 = 8, so 9 platforms; the 6 bytes after them are not read.
    const pf2 = file('objpos/lz3pf2.bin');
    expect(lz3.platformLists![5]).toEqual(Array.from({ length: 27 }, (_, i) => (pf2[2 + 2 * i] << 8) | pf2[3 + 2 * i]));
    expect(lz3.platformLists!.length).toBe(12);
  });

  it('acts that place none of those objects carry none (their data and hash are what they were)', () => {
    const d = s1Disassembly();
    for (const id of ['syz1', 'syz2', 'syz3', 'slz1', 'sbz2', 'sbz3', 'fz', 'end']) {
      expect(d.importAct(id).level.act!.objectData, id).toBeUndefined();
    }
    expect(d.importAct('mz1', { objects: false }).level.act!.objectData).toBeUndefined();
  });

  it('a checkout without misc/mz_pfm2.bin: Marble Zone is refused naming the file and its binclude line; other zones import', () => {
    const d = openWithout(dir, (p) => p === 'misc/mz_pfm2.bin');
    const e = importError(() => d.importAct('mz1'));
    expect(e.info.code).toBe('missingFile');
    expect(e.info.file).toBe('misc/mz_pfm2.bin');
    expect(e.message).toBe('misc/mz_pfm2.bin: missing (binclude at _incObj/2F MZ Large Grassy Platforms.asm:281)');
    expect(d.importAct('ghz1').level.act!.objectData!.bridgeBend!.length).toBe(0x110);
  });

  it('a table shorter than the object code reads is refused at its end (truncatedFile)', () => {
    const base = nodeDisasmSource(dir);
    const d = openS1Disassembly({ name: base.name, read: (p) => (p === 'misc/ghzbend1.bin' ? base.read(p)!.subarray(0, 0x100) : base.read(p)) });
    const e = importError(() => d.importAct('ghz2'));
    expect(e.info).toMatchObject({ code: 'truncatedFile', file: 'misc/ghzbend1.bin', offset: 0x100 });
    expect(e.message).toBe('misc/ghzbend1.bin at byte 256: Obj11_BendData holds 256 bytes; the bridge ($11) read 272 (misc/ghzbend1.bin)');
  });

  it('a platform list whose count word says more platforms than it holds is refused', () => {
    const base = nodeDisasmSource(dir);
    const d = openS1Disassembly({ name: base.name, read: (p) => (p === 'objpos/sbz1pf3.bin' ? Uint8Array.of(0, 9, ...base.read(p)!.subarray(2)) : base.read(p)) });
    const e = importError(() => d.importAct('sbz1'));
    expect(e.info).toMatchObject({ code: 'truncatedFile', file: 'objpos/sbz1pf3.bin', offset: 0 });
    expect(e.message).toMatch(/ObjPos_SBZ1pf3 its first word says 10 platforms \(62 bytes\), but it holds 50 bytes/);
  });

  it('every group\'s objects are ones the placements of some act name, and every act that places one gets it', () => {
    const d = s1Disassembly();
    const used = new Set<string>();
    for (const a of d.importAll()) {
      const act = a.level.act!;
      for (const g of groupsNeeded(act.placements)) {
        used.add(g.name);
        for (const t of g.tables) expect(act.objectData?.tables[t.label], `${act.id} ${t.label}`).toBeDefined();
      }
    }
    expect([...used].sort()).toEqual(ACT_DATA_GROUPS.map((g) => g.name).sort());
  });
});

describeWithDisasm('the object tables in a level file', () => {
  const mz1 = (): Record<string, any> => JSON.parse(writeLevelText(s1Disassembly().importAct('mz1').level));

  it('are written by label and read back into the same act (same hash)', () => {
    const level = s1Disassembly().importAct('mz1').level;
    const doc = mz1();
    expect(Object.keys(doc.act.objectData)).toEqual(['LGrass_Data1', 'LGrass_Data2', 'LGrass_Data3']);
    const r = parseLevel(doc);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.level.hash).toBe(level.hash);
    expect([...r.level.act!.objectData!.grassHeights!]).toEqual([...level.act!.objectData!.grassHeights!]);
    expect(r.level.act!.objectData!.grassMaps).toEqual([0, 76, 120]);
  });

  it('are part of the level hash: one height changed is another level', () => {
    const doc = mz1();
    const bytes = Buffer.from(doc.act.objectData.LGrass_Data1, 'base64');
    bytes[13] ^= 1;
    doc.act.objectData.LGrass_Data1 = bytesToBase64(bytes);
    const r = parseLevel(doc);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.level.hash).not.toBe(s1Disassembly().importAct('mz1').level.hash);
  });

  const refusals: [string, (d: Record<string, any>) => void, string, RegExp][] = [
    ['an act placing grass platforms without them (a file from before they were imported)', (d) => delete d.act.objectData, 'act.objectData', /^is required: the act places the grass platforms \(\$2F\) and their burning grass \(\$35\), whose code reads LGrass_Data1, LGrass_Data2, LGrass_Data3 \(import the act again/],
    ['one of a group missing', (d) => delete d.act.objectData.LGrass_Data2, 'act.objectData.LGrass_Data2', /^is missing, and the grass platforms .* read it with LGrass_Data1, LGrass_Data3$/],
    ['a map shorter than the code reads', (d) => (d.act.objectData.LGrass_Data3 = bytesToBase64(new Uint8Array(75))), 'act.objectData.LGrass_Data3', /^holds 75 bytes; the grass platforms .* read 76 \(misc\/mz_pfm3\.bin\)$/],
    ['a label the engine reads no table from', (d) => (d.act.objectData.LGrass_Data4 = 'AA=='), 'act.objectData.LGrass_Data4', /^unknown key/],
    ['a table that is not base64', (d) => (d.act.objectData.LGrass_Data1 = 7), 'act.objectData.LGrass_Data1', /must be base64 of 1 to 4096 bytes/],
  ];
  it.each(refusals)('refuses %s at its path', (_what, mutate, path, message) => {
    const doc = mz1();
    mutate(doc);
    const r = parseLevel(doc);
    if (r.ok) throw new Error('expected an error');
    expect(r.error.code).toBe('levelInvalid');
    expect(r.error.path).toBe(path);
    expect(r.error.message).toMatch(message);
  });

  it('an act whose objects read none loads without the section, as files written before did', () => {
    const doc = JSON.parse(writeLevelText(s1Disassembly().importAct('syz1').level));
    expect(doc.act.objectData).toBeUndefined();
    expect(parseLevel(doc).ok).toBe(true);
  });
});
