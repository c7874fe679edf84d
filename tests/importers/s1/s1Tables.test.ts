import { expect, it } from 'vitest';
import { readActTables, readSharedTables } from '../../../importers/s1/s1Tables.ts';
import { describeWithDisasm, s1Disassembly } from '../../support/disasm.ts';

const hex = (bytes: Uint8Array, n: number): string => [...bytes.subarray(0, n)].map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ');

describeWithDisasm('Sonic 1 tables read from the source text', () => {
  it('GHZ1: layouts, chunk file, collision index, start (0x50, 0x3B0), limits, loop chunks B5 7F 1F 20', () => {
    const t = readActTables(s1Disassembly(1).program, 0, 0);
    expect(t.fgLayout).toBe('Level_GHZ1');
    expect(t.bgLayout).toBe('Level_GHZbg');
    expect(t.chunks.file).toBe('map256/GHZ.kos');
    expect(t.collisionIndex.file).toBe('collide/GHZ.bin');
    expect(t.collisionIndex.bytes.length).toBe(410);
    expect(t.start).toEqual({ x: 0x50, y: 0x3b0 });
    expect(t.size).toEqual({ left: 0, right: 0x24bf, top: 0, bottom: 0x300, lookShift: 0x60 });
    expect(t.loopChunks).toEqual([0xb5, 0x7f, 0x1f, 0x20]);
    expect(t.objects.file).toBe('objpos/ghz1.bin');
  });

  it('LevelSizeArray: LZ3 and SBZ2 wrap vertically (top = -0x100); the Final Zone is locked to its arena', () => {
    const p = s1Disassembly(1).program;
    expect(readActTables(p, 1, 2).size).toEqual({ left: 0, right: 0x202f, top: -0x100, bottom: 0x800, lookShift: 0x60 });
    expect(readActTables(p, 5, 1).size.top).toBe(-0x100);
    expect(readActTables(p, 5, 2).size).toEqual({ left: 0x2080, right: 0x2460, top: 0x510, bottom: 0x510, lookShift: 0x60 });
  });

  it('LoopTileNums: Star Light has two loop chunks AA B4 and no roll tunnels; the other zones none', () => {
    const p = s1Disassembly(1).program;
    expect(readActTables(p, 3, 0).loopChunks).toEqual([0xaa, 0xb4, 0x7f, 0x7f]);
    for (const zone of [1, 2, 4, 5]) expect(readActTables(p, zone, 0).loopChunks).toEqual([0x7f, 0x7f, 0x7f, 0x7f]);
  });

  it('REV01 reads the "(JP1)" chunk files of Marble and Scrap Brain; REV00 the originals', () => {
    const rev0 = s1Disassembly(0).program;
    const rev1 = s1Disassembly(1).program;
    expect(readActTables(rev0, 2, 0).chunks.file).toBe('map256/MZ.kos');
    expect(readActTables(rev1, 2, 0).chunks.file).toBe('map256/MZ (JP1).kos');
    expect(readActTables(rev0, 5, 0).chunks.file).toBe('map256/SBZ.kos');
    expect(readActTables(rev1, 5, 0).chunks.file).toBe('map256/SBZ (JP1).kos');
    expect(readActTables(rev1, 5, 2).chunks.file).toBe('map256/SBZ (JP1).kos');
    for (const [zone, file] of [[0, 'map256/GHZ.kos'], [1, 'map256/LZ.kos'], [3, 'map256/SLZ.kos']] as const) {
      expect(readActTables(rev0, zone, 0).chunks.file).toBe(file);
      expect(readActTables(rev1, zone, 0).chunks.file).toBe(file);
    }
  });

  it('REV01 places objects from the "(JP1)" files where the revisions differ', () => {
    expect(readActTables(s1Disassembly(0).program, 2, 0).objects.file).toBe('objpos/mz1.bin');
    expect(readActTables(s1Disassembly(1).program, 2, 0).objects.file).toBe('objpos/mz1 (JP1).bin');
    expect(readActTables(s1Disassembly(1).program, 1, 2).objects.file).toBe('objpos/lz3 (JP1).bin');
  });

  it('the game\'s LZ act 4 is Scrap Brain 3: LZ chunks, its own layout, start (0xB80, 0)', () => {
    const t = readActTables(s1Disassembly(1).program, 1, 3);
    expect(t.fgLayout).toBe('Level_SBZ3');
    expect(t.chunks.file).toBe('map256/LZ.kos');
    expect(t.start).toEqual({ x: 0xb80, y: 0 });
  });

  it('the ending (zone 6), which has no ColPointers entry, uses Green Hill\'s collision index as GM_Ending loads it', () => {
    const t = readActTables(s1Disassembly(1).program, 6, 0);
    expect(t.collisionIndex.file).toBe('collide/GHZ.bin');
    expect(t.fgLayout).toBe('Level_End');
    expect(t.start).toEqual({ x: 0x620, y: 0x16b });
  });

  it('the collision arrays: 4096 bytes of heights and widths, 256 angles', () => {
    const s = readSharedTables(s1Disassembly(1).program);
    expect(s.heights.file).toBe('collide/Collision Array (Normal).bin');
    expect(s.widths.file).toBe('collide/Collision Array (Rotated).bin');
    expect(s.angles.file).toBe('collide/Angle Map.bin');
    expect([s.heights.bytes.length, s.widths.bytes.length, s.angles.bytes.length]).toEqual([0x1000, 0x1000, 0x100]);
    // Shape 1 is one pixel of floor; shape 2 hangs from the ceiling (negative heights, angle $88); $FF is full.
    expect(hex(s.heights.bytes.subarray(16), 16)).toBe('01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01');
    expect(hex(s.widths.bytes.subarray(16), 16)).toBe('00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 10');
    expect(hex(s.heights.bytes.subarray(32), 4)).toBe('FE FE FE FE');
    expect(s.angles.bytes[2]).toBe(0x88);
    expect(s.angles.bytes[0xff]).toBe(0xff);
  });
});
