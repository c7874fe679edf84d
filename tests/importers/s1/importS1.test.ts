import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ImportError, openS1Disassembly } from '../../../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { S1_ACTS } from '../../../importers/s1/s1Acts.ts';
import { decodeS1Placements } from '../../../importers/s1/s1Objects.ts';
import { hasS1Object } from '../../../engine/games/s1/objects/objectTable.ts';
import { placementCount } from '../../../engine/level/realAct.ts';
import { describeWithDisasm, openWithout, s1Disassembly } from '../../support/disasm.ts';

function errorOf(run: () => unknown): ImportError['info'] {
  try {
    run();
  } catch (e) {
    if (e instanceof ImportError) return e.info;
    throw e;
  }
  throw new Error('expected an ImportError');
}

describeWithDisasm('importing Sonic 1 acts', (dir) => {
  const file = (path: string): Uint8Array => new Uint8Array(readFileSync(join(dir, path)));

  it.each([0, 1] as const)('imports all 20 acts of REV0%i, each filling chunk RAM with exactly 0xA400 bytes', (rev) => {
    const acts = s1Disassembly(rev).importAll();
    expect(acts.map((a) => a.level.act!.id)).toEqual(S1_ACTS.map((a) => a.id));
    for (const { level } of acts) {
      const act = level.act!;
      expect(act.revision).toBe(rev);
      expect(act.chunks.length * 2, act.id).toBe(0xa400);
      expect(act.layout.length).toBe(0x400);
      expect([level.profile, level.widthBlocks, level.heightBlocks, level.shapes.count]).toEqual(['s1', 0x800, 0x80, 0x100]);
      expect(level.name).toMatch(new RegExp(`\\(Sonic 1 REV0${rev}\\)$`));
    }
  });

  it('builds the revision the checkout declares (Revision = 1) unless told otherwise', () => {
    expect(openS1Disassembly(nodeDisasmSource(dir)).revision).toBe(1);
    expect(s1Disassembly(0).revision).toBe(0);
  });

  it('copies each layout row into its 0x80-byte row of v_lvllayout, the background from column 0x40', () => {
    const act = s1Disassembly(1).importAct('ghz1', { objects: false }).level.act!;
    const fg = file('levels/ghz1.bin');
    const bg = file('levels/ghz1.bin'.replace('ghz1', 'ghzbg'));
    const [fgWidth, fgHeight] = [fg[0] + 1, fg[1] + 1];
    expect(fg.length).toBe(2 + fgWidth * fgHeight);
    for (let r = 0; r < fgHeight; r++) expect([...act.layout.subarray(r * 0x80, r * 0x80 + fgWidth)]).toEqual([...fg.subarray(2 + r * fgWidth, 2 + (r + 1) * fgWidth)]);
    for (let r = 0; r < bg[1] + 1; r++) expect([...act.layout.subarray(r * 0x80 + 0x40, r * 0x80 + 0x40 + bg[0] + 1)]).toEqual([...bg.subarray(2 + r * (bg[0] + 1), 2 + (r + 1) * (bg[0] + 1))]);
    // Past the layout's width the row is empty.
    expect(act.layout[fgWidth]).toBe(0);
  });

  it('takes the zone\'s collision index as the file holds it', () => {
    expect([...s1Disassembly(1).importAct('mz2', { objects: false }).level.act!.collisionIndex]).toEqual([...file('collide/MZ.bin')]);
  });

  it('gives Scrap Brain other terrain in REV01 (the "(JP1)" chunks), and Green Hill the same chunks in both', () => {
    const chunks = (rev: 0 | 1, id: string): Uint16Array => s1Disassembly(rev).importAct(id, { objects: false }).level.act!.chunks;
    expect(chunks(0, 'sbz1')).not.toEqual(chunks(1, 'sbz1'));
    expect(chunks(0, 'ghz1')).toEqual(chunks(1, 'ghz1'));
  });

  it('warns that the ending\'s layout declares 15x3 chunks and holds two rows: the game reads the third from the ROM that follows', () => {
    const { warnings, level } = s1Disassembly(1).importAct('end', { objects: false });
    expect(warnings).toEqual([
      {
        act: 'end', x: 0, y: 0, id: -1, subtype: 0,
        message: 'levels/ending.bin declares 15x3 chunks but holds 30 bytes; the game reads the rest from the ROM that follows (15 bytes, read from the checkout)',
      },
    ]);
    // What follows Level_End: byte_6A320's four zero bytes, then Art_BigRing's first 11.
    const third = [0, 0, 0, 0, ...file('artunc/Giant Ring.bin').subarray(0, 11)];
    expect([...level.act!.layout.subarray(2 * 0x80, 2 * 0x80 + 15)]).toEqual(third);
  });

  it('without the art that follows it, says where the ROM stops and leaves the rest of the row empty', () => {
    const { warnings, level } = openWithout(dir, (path) => path === 'artunc/Giant Ring.bin', 1).importAct('end', { objects: false });
    expect(warnings).toEqual([
      {
        act: 'end', x: 0, y: 0, id: -1, subtype: 0,
        message: 'levels/ending.bin declares 15x3 chunks but holds 30 bytes; the game reads the rest from the ROM that follows, which stops at artunc/Giant Ring.bin (binclude at sonic.asm:9066, not in the checkout): 11 layout bytes left empty',
      },
    ]);
    // The four zero bytes after the file (byte_6A320) are the first of the third row.
    expect([...level.act!.layout.subarray(2 * 0x80, 2 * 0x80 + 15)]).toEqual(new Array(15).fill(0));
  });

  it('keeps the placements the engine runs and lists each other one once: act, position, id, subtype', () => {
    expect(decodeS1Placements(file('objpos/ghz1.bin'), 'objpos/ghz1.bin').length).toBe(214);
    // Acts whose placements are one file in both revisions; which of their objects have a port changes as ports land.
    for (const id of ['ghz1', 'ghz2', 'mz2', 'syz1', 'slz1', 'lz2', 'sbz2']) {
      const { level, warnings } = s1Disassembly(1).importAct(id);
      const placed = decodeS1Placements(file(`objpos/${id}.bin`), `objpos/${id}.bin`);
      const left = placed.filter((p) => !hasS1Object(p.id));
      expect(placementCount(level.act!)).toBe(placed.length - left.length);
      const hex = (v: number): string => `$${v.toString(16).toUpperCase().padStart(2, '0')}`;
      // Object warnings name a placement; the art warning (id -1) has its own test.
      expect(warnings.filter((w) => w.id !== -1)).toEqual(left.map((p) => ({
        act: id, x: p.x, y: p.y, id: p.id, subtype: p.subtype,
        message: `object ${hex(p.id)} (subtype ${hex(p.subtype)}) has no engine port yet: left out`,
      })));
    }
    const bare = s1Disassembly(1).importAct('ghz1', { objects: false });
    expect(bare.warnings).toEqual([]);
    expect(placementCount(bare.level.act!)).toBe(0);
  });

  it('imports the same act to the same level hash every time', () => {
    const again = openS1Disassembly(nodeDisasmSource(dir), 1).importAct('lz3', { objects: false }).level.hash;
    expect(again).toBe(s1Disassembly(1).importAct('lz3', { objects: false }).level.hash);
    expect(again).not.toBe(s1Disassembly(0).importAct('lz3', { objects: false }).level.hash);
  });

  it('refuses an unknown act and a revision other than 0 or 1', () => {
    expect(errorOf(() => s1Disassembly(1).importAct('ghz4'))).toMatchObject({ code: 'unknownAct', file: 'sonic.asm' });
    expect(errorOf(() => openS1Disassembly(nodeDisasmSource(dir), 2))).toMatchObject({ code: 'badRevision', message: 'revision 2 is not 0 (REV00) or 1 (REV01)' });
  });
});
