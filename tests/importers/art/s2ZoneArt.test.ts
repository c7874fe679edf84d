/**
 * Sonic 2's zone art read from the checkout (no emulator: tests/importers/art/s2ZoneArt.realGame.test.ts
 * holds it against the real game): which tables and files each part comes from, and the zones
 * whose loaders do something of their own (Hill Top's supplements, Death Egg's shorter DMA,
 * ARZ's block mappings that overrun Block_Table, the acts with water).
 */
import { expect, it } from 'vitest';
import { AsmProgram } from '../../../importers/s1/asmProgram.ts';
import { ImportError } from '../../../importers/s1/importError.ts';
import { kosinskiDecompress } from '../../../importers/s1/kosinski.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { S2_ACTS } from '../../../importers/s2/s2Acts.ts';
import { readS2ZoneArt, S2_VRAM_PATTERNS } from '../../../importers/art/s2ZoneArt.ts';
import { readS2ActTerrain } from '../../../importers/art/s2ActTerrain.ts';
import { PATTERN_PIXELS } from '../../../importers/art/patterns.ts';
import { describeWithDisasmS2, s2File } from '../../support/disasmS2.ts';

function words(bytes: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < bytes.length; i += 2) out.push((bytes[i] << 8) | bytes[i + 1]);
  return out;
}

describeWithDisasmS2("a Sonic 2 zone's art from the checkout", (dir) => {
  const source = nodeDisasmSource(dir);
  const program = new AsmProgram(source, 's2.asm');

  it('ehz1: Sonic\'s and Tails\' two lines (the palette macro\'s two files), then EHZ\'s three over Tails\'', () => {
    const art = readS2ZoneArt(program, source, 'ehz1');
    expect(art.palettes.map((p) => [p.entry, p.label, p.first, p.colours, p.files])).toEqual([
      ['PalPtr_BGND', 'Pal_BGND', 0, 32, ['art/palettes/SonicAndTails.bin', 'art/palettes/SonicAndTails2.bin']],
      ['PalPtr_EHZ', 'Pal_EHZ', 16, 48, ['art/palettes/EHZ.bin']],
    ]);
    expect([...art.palette.words]).toEqual([...words(s2File('art/palettes/SonicAndTails.bin')), ...words(s2File('art/palettes/EHZ.bin'))]);
    expect(art.waterPalette).toBeNull();
  });

  it('ehz1: the first list, PLCID_Std2 and the level art before the title card ends, the second list after', () => {
    const art = readS2ZoneArt(program, source, 'ehz1');
    const lists = [...new Set(art.placed.map((p) => `${p.phase} ${p.list}`))];
    expect(lists).toEqual(['1 PlrList_Ehz1', '1 PlrList_Std2', '1 LevelArtPointers', '2 PlrList_Ehz2']);
    const level = art.placed.find((p) => p.list === 'LevelArtPointers')!;
    expect([level.art, level.file, level.tile, level.count]).toEqual(['ArtKos_EHZ', 'art/kosinski/EHZ_HTZ.kos', 0, 0x392]);
    expect(art.placed[0]).toMatchObject({ art: 'ArtNem_Waterfall', tile: 0x39e, file: 'art/nemesis/Waterfall tiles.nem' });
    // The level art's first pattern is the Kosinski file's first 32 bytes, a pixel a nibble.
    const kos = kosinskiDecompress(s2File('art/kosinski/EHZ_HTZ.kos'), 'EHZ_HTZ.kos', 0x10000);
    expect(art.patterns[0]).toBe(kos[0] >> 4);
    expect(art.patterns[1]).toBe(kos[0] & 15);
    expect(art.patterns.length).toBe(S2_VRAM_PATTERNS * PATTERN_PIXELS);
  });

  it('ehz1: Block_Table is the 16x16 mappings from 0 and APM_EHZ\'s 15 blocks at its end', () => {
    const art = readS2ZoneArt(program, source, 'ehz1');
    expect(art.blocks.length).toBe(0xc00);
    expect(art.blockWords).toBe(0xfa0 / 2);
    expect([...art.blocks.subarray(0, 4)]).toEqual(words(kosinskiDecompress(s2File('mappings/16x16/EHZ.kos'), 'EHZ.kos', 0x2000)).slice(0, 4));
    expect([art.animatedBlocks.label, art.animatedBlocks.firstWord, art.animatedBlocks.words.length]).toEqual(['APM_EHZ', 0xc00 - 60, 60]);
    // make_block_tile(ArtTile_ArtUnc_EHZMountains+$0,0,0,2,0): line 2, pattern $500.
    expect(art.blocks[0xc00 - 60]).toBe(0x4500);
  });

  it('htz1: the EHZ art, then HTZ_Supp over it from pattern $1FC, $37E patterns DMAed; the HTZ blocks at Block_Table+$980', () => {
    const art = readS2ZoneArt(program, source, 'htz1');
    expect(art.placed.filter((p) => p.list === 'LevelArtPointers').map((p) => [p.art, p.tile, p.count])).toEqual([['ArtKos_EHZ', 0, 0x37e], ['ArtKos_HTZ', 0x1fc, 0x182]]);
    const htz = kosinskiDecompress(s2File('mappings/16x16/HTZ.kos'), 'HTZ.kos', 0x2000);
    expect(art.blockWords).toBe((0x980 + htz.length) / 2);
    expect([...art.blocks.subarray(0x980 / 2, 0x980 / 2 + 4)]).toEqual(words(htz).slice(0, 4));
  });

  it('dez: the CPZ art, of which LoadZoneTiles DMAs only ArtTile_ArtKos_NumTiles_DEZ patterns', () => {
    const art = readS2ZoneArt(program, source, 'dez');
    expect(art.placed.filter((p) => p.list === 'LevelArtPointers').map((p) => [p.art, p.count])).toEqual([['ArtKos_CPZ', 0x326]]);
    // Patterns $326-$327: CPZ's art has them, Death Egg's VRAM does not (nothing else loads there).
    const cpz = readS2ZoneArt(program, source, 'cpz1');
    expect(cpz.patterns.subarray(0x326 * PATTERN_PIXELS, 0x328 * PATTERN_PIXELS).some((v) => v !== 0)).toBe(true);
    expect(art.patterns.subarray(0x326 * PATTERN_PIXELS, 0x328 * PATTERN_PIXELS).every((v) => v === 0)).toBe(true);
  });

  it('arz1: the 16x16 mappings run $100 bytes past Block_Table (KosDec has no limit); the table keeps its $1800; the underwater palette is Pal_ARZ_U', () => {
    const art = readS2ZoneArt(program, source, 'arz1');
    expect(kosinskiDecompress(s2File('mappings/16x16/ARZ.kos'), 'ARZ.kos', 0x10000).length).toBe(0x1900);
    expect(art.blockWords).toBe(0xc00);
    expect([...art.waterPalette!.words]).toEqual(words(s2File('art/palettes/ARZ underwater.bin')));
  });

  it('only CPZ2 and ARZ of the acts have an underwater palette (Level_InitWater)', () => {
    const wet = S2_ACTS.filter((a) => readS2ZoneArt(program, source, a.id).waterPalette !== null).map((a) => a.id);
    expect(wet).toEqual(['cpz2', 'arz1', 'arz2']);
  });

  it('every act\'s art and terrain read, each load inside VRAM', () => {
    for (const a of S2_ACTS) {
      const art = readS2ZoneArt(program, source, a.id);
      for (const p of art.placed) expect(p.tile + p.count).toBeLessThanOrEqual(S2_VRAM_PATTERNS);
      const t = readS2ActTerrain(program, source, a.id);
      expect([t.layout.length, t.chunks.length]).toEqual([0x1000, 256 * 64]);
    }
  });

  it('refuses an act Sonic 2 does not have, naming the acts', () => {
    let error: unknown = null;
    try {
      readS2ZoneArt(program, source, 'ghz1');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).info.code).toBe('unknownAct');
  });
});
