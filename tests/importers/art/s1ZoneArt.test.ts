/**
 * A zone's art read out of the checkout (no real game here: s1ZoneArt.realGame.test.ts checks
 * it against the console's VRAM and RAM).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { AsmProgram } from '../../../importers/s1/asmProgram.ts';
import type { DisasmSource } from '../../../importers/s1/disasmSource.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { S1_ACTS } from '../../../importers/s1/s1Acts.ts';
import { BLOCK_BYTES, VRAM_PATTERNS, readS1ZoneArt } from '../../../importers/art/s1ZoneArt.ts';
import { nemesisDecompress } from '../../../importers/art/nemesis.ts';
import { patternPixels } from '../../../importers/art/patterns.ts';
import { describeWithDisasm, s1Disassembly } from '../../support/disasm.ts';
import { errorOf } from './bits.ts';

/** The checkout with some files replaced by other bytes. */
function overlay(source: DisasmSource, files: Readonly<Record<string, Uint8Array>>): DisasmSource {
  return { name: source.name, read: (path) => files[path] ?? source.read(path) };
}

function words(bytes: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < bytes.length; i += 2) out.push((bytes[i] << 8) | bytes[i + 1]);
  return out;
}

describeWithDisasm("a Sonic 1 zone's art from the checkout", (dir) => {
  const source = nodeDisasmSource(dir);
  const file = (path: string): Uint8Array => new Uint8Array(readFileSync(join(dir, path)));

  it.each([0, 1] as const)('REV0%i: every act has its patterns inside VRAM, whole blocks and a 64-colour palette', (rev) => {
    const program = s1Disassembly(rev).program;
    for (const a of S1_ACTS) {
      const art = readS1ZoneArt(program, source, a.id);
      expect(art.patterns.length).toBe(VRAM_PATTERNS * 64);
      expect(art.placed.length).toBeGreaterThan(0);
      for (const p of art.placed) expect(p.tile + p.count).toBeLessThanOrEqual(VRAM_PATTERNS);
      expect(art.blocks.length % (BLOCK_BYTES / 2)).toBe(0);
      expect(art.blocks.length).toBeLessThanOrEqual(0x1800 / 2);
      expect(art.palette.words.length).toBe(64);
    }
  });

  it('GHZ1: the first list puts Nem_GHZ_1st at pattern 0 and Nem_GHZ_2nd right after it, as PLC_GHZ says', () => {
    const art = readS1ZoneArt(s1Disassembly(1).program, source, 'ghz1');
    expect(art.placed.slice(0, 3).map((p) => [p.list, p.art, p.file, p.tile, p.count])).toEqual([
      ['PLC_GHZ', 'Nem_GHZ_1st', 'artnem/8x8 - GHZ1.nem', 0, 0x1cd],
      ['PLC_GHZ', 'Nem_GHZ_2nd', 'artnem/8x8 - GHZ2.nem', 0x1cd, 0x171],
      // ArtTile_GHZ_Flower_Stalk is ArtTile_Level+$358, defined before ArtTile_Level.
      ['PLC_GHZ', 'Nem_Stalk', 'artnem/GHZ Flower Stalk.nem', 0x358, 4],
    ]);
    expect(art.placed.filter((p) => p.list === 'PLC_GHZ2').map((p) => p.art)).toEqual(['Nem_Swing', 'Nem_Bridge', 'Nem_SpikePole', 'Nem_Ball', 'Nem_GhzWall1', 'Nem_GhzWall2']);
    const second = patternPixels(nemesisDecompress(file('artnem/8x8 - GHZ2.nem'), 'GHZ2', 0x800));
    expect(art.patterns.subarray(0x1cd * 64, (0x1cd + 0x171) * 64)).toEqual(second);
  });

  it('GHZ1: the blocks are map16/GHZ.eni with base tile 0, and the palette is Sonic.bin then Green Hill Zone.bin', () => {
    const art = readS1ZoneArt(s1Disassembly(1).program, source, 'ghz1');
    expect(art.blocksFile).toBe('map16/GHZ.eni');
    expect(art.blocks.length).toBe(439 * 4);
    expect(art.palettes.map((p) => [p.label, p.first, p.colours])).toEqual([['Pal_Sonic', 0, 16], ['Pal_GHZ', 16, 48]]);
    expect([...art.palette.words]).toEqual([...words(file('palette/Sonic.bin')), ...words(file('palette/Green Hill Zone.bin'))]);
  });

  it("takes LevelDataLoad's palettes for SBZ3, SBZ2 and the Final Zone, and the ending's own lists and palettes (GM_Ending)", () => {
    const program = s1Disassembly(1).program;
    const palettes = (id: string): string[] => readS1ZoneArt(program, source, id).palettes.map((p) => p.label);
    expect(palettes('lz1')).toEqual(['Pal_Sonic', 'Pal_LZ']);
    expect(palettes('sbz3')).toEqual(['Pal_Sonic', 'Pal_SBZ3']);
    expect(palettes('sbz1')).toEqual(['Pal_Sonic', 'Pal_SBZ1']);
    expect(palettes('sbz2')).toEqual(['Pal_Sonic', 'Pal_SBZ2']);
    expect(palettes('fz')).toEqual(['Pal_Sonic', 'Pal_SBZ2']);
    const end = readS1ZoneArt(program, source, 'end');
    expect(end.palettes.map((p) => [p.label, p.first, p.colours])).toEqual([['Pal_Ending', 0, 64], ['Pal_Sonic', 0, 16]]);
    expect(new Set(end.placed.map((p) => p.list))).toEqual(new Set(['PLC_Ending']));
    expect(end.blocksFile).toBe('map16/GHZ.eni');
  });

  it('follows the revision: REV00 LZ queues Nem_LzSonic, REV01 does not', () => {
    const arts = (rev: 0 | 1): string[] => readS1ZoneArt(s1Disassembly(rev).program, source, 'lz1').placed.map((p) => p.art);
    expect(arts(0)).toContain('Nem_LzSonic');
    expect(arts(1)).not.toContain('Nem_LzSonic');
  });

  it('decodes one zone in well under a second', () => {
    const program = s1Disassembly(1).program;
    readS1ZoneArt(program, source, 'sbz1');
    const t0 = performance.now();
    readS1ZoneArt(program, source, 'sbz1');
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  it('refuses an act it does not know', () => {
    expect(errorOf(() => readS1ZoneArt(s1Disassembly(1).program, source, 'ghz4'))).toMatchObject({ code: 'unknownAct' });
  });

  it('names the art file and the byte where a damaged file stops making sense', () => {
    const art = file('artnem/8x8 - GHZ1.nem');
    const map = file('map16/GHZ.eni');
    const damaged = (files: Record<string, Uint8Array>, id = 'ghz1') => () => readS1ZoneArt(new AsmProgram(overlay(source, files), 'sonic.asm'), source, id);
    expect(errorOf(damaged({ 'artnem/8x8 - GHZ1.nem': art.subarray(0, 1000) }))).toMatchObject({ code: 'truncatedFile', file: 'artnem/8x8 - GHZ1.nem' });
    // More patterns than VRAM has from pattern 0: $7FFF.
    expect(errorOf(damaged({ 'artnem/8x8 - GHZ1.nem': Uint8Array.from([0xff, 0xff, ...art.subarray(2)]) }))).toMatchObject({ code: 'corruptData', file: 'artnem/8x8 - GHZ1.nem', offset: 0 });
    expect(errorOf(damaged({ 'map16/GHZ.eni': map.subarray(0, 600) }))).toMatchObject({ code: 'truncatedFile', file: 'map16/GHZ.eni' });
    expect(errorOf(damaged({ 'map16/GHZ.eni': Uint8Array.from([0x00, ...map.subarray(1)]) }))).toMatchObject({ code: 'corruptData', file: 'map16/GHZ.eni', offset: 0 });
    expect(errorOf(damaged({ 'palette/Green Hill Zone.bin': file('palette/Green Hill Zone.bin').subarray(0, 40) }))).toMatchObject({ code: 'truncatedFile', file: 'palette/Green Hill Zone.bin', offset: 40 });
  });
});
