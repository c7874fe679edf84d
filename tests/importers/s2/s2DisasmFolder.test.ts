import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryDisasmSource } from '../../../importers/s1/disasmSource.ts';
import { openS2Disassembly } from '../../../importers/s2/importS2.ts';
import { isS2ImporterFile, pickedCheckoutGame, s2ImporterFiles } from '../../../importers/s2/s2DisasmFolder.ts';
import { describeWithDisasmS2, s2Disassembly } from '../../support/disasmS2.ts';
import { walkFiles } from '../../support/walkFiles.ts';

describe('the files a picked Sonic 2 folder is read for', () => {
  it('keeps the sources and the level data, and skips the sprite mappings, the sound, the art and the tools', () => {
    const keep = ['s2.asm', 's2.constants.asm', 's2.macros.asm', 'mappings/MapMacros.asm', 'misc/obj1E_a.asm', 'collision/Collision array - Vertical.bin',
      'collision/EHZ and HTZ primary 16x16 collision index.kos', 'level/layout/EHZ_1.kos', 'level/objects/EHZ_1.bin', 'level/rings/EHZ_1.bin', 'mappings/128x128/EHZ_HTZ.kos', 'startpos/EHZ_1.bin'];
    const skip = ['s2.sounddriver.asm', 'sound/_smps2asm_inc.asm', 'sound/sfx/A0 - Jump.asm', 'mappings/sprite/obj41.asm', 'mappings/spriteDPLC/Sonic.asm', 'mappings/16x16/EHZ.kos',
      'art/nemesis/Springs.nem', 'build_tools/lua/x.asm', 'misc/angles.bin', 'build.lua', 'readme.md'];
    expect(keep.filter((p) => !isS2ImporterFile(p))).toEqual([]);
    expect(skip.filter(isS2ImporterFile)).toEqual([]);
  });

  it('finds the checkout where s2.asm is nearest the top and drops the picked folder\'s name', () => {
    const picked = ['work/readme.txt', 'work/s2/s2.asm', 'work/s2/level/layout/EHZ_1.kos', 'work/s2/art/x.bin', 'work/other/level/rings/EHZ_1.bin'];
    expect(s2ImporterFiles(picked)).toEqual([
      { pathInFolder: 'work/s2/s2.asm', path: 's2.asm' },
      { pathInFolder: 'work/s2/level/layout/EHZ_1.kos', path: 'level/layout/EHZ_1.kos' },
    ]);
  });

  it('tells a Sonic 2 checkout from Sonic 1\'s by its root file (s2.asm, and no sonic.asm), anything else read as Sonic 1\'s', () => {
    expect(pickedCheckoutGame(['s2/s2.asm', 's2/level/layout/EHZ_1.kos'])).toBe('s2');
    expect(pickedCheckoutGame(['work/s2disasm/s2.asm'])).toBe('s2');
    expect(pickedCheckoutGame(['s1/sonic.asm', 's1/map256/GHZ.kos'])).toBe('s1');
    expect(pickedCheckoutGame(['both/s1/sonic.asm', 'both/s2/s2.asm'])).toBe('s1');
    expect(pickedCheckoutGame(['notes/notes.txt'])).toBe('s1');
    // A checkout that lost its s2.asm is still Sonic 2's (its importer then names the missing s2.asm).
    expect(pickedCheckoutGame(['s2/s2.constants.asm', 's2/level/layout/EHZ_1.kos'])).toBe('s2');
    expect(s2ImporterFiles(['s2/s2.constants.asm', 's2/level/layout/EHZ_1.kos']).map((f) => f.path)).toEqual(['s2.constants.asm', 'level/layout/EHZ_1.kos']);
  });
});

describeWithDisasmS2('the files read from the shared s2disasm checkout', (dir) => {
  it('are 155 of its files, about 3 MB, and every act imports from them with the hash it has from the whole checkout', () => {
    const all = walkFiles(dir, 's2/');
    expect(pickedCheckoutGame(all)).toBe('s2');
    const files = s2ImporterFiles(all);
    const bytes = new Map(files.map((f) => [f.path, new Uint8Array(readFileSync(join(dir, f.path)))]));
    let total = 0;
    for (const b of bytes.values()) total += b.length;
    expect([files.length, all.length]).toEqual([155, 1056]);
    expect(total).toBeGreaterThan(2_900_000);
    expect(total).toBeLessThan(3_200_000);
    const picked = openS2Disassembly(memoryDisasmSource('s2', bytes));
    const whole = s2Disassembly();
    expect(picked.revision).toBe(1);
    expect(picked.importAll().map((a) => a.level.hash)).toEqual(whole.importAll().map((a) => a.level.hash));
    expect(picked.importAll({ objects: false }).map((a) => a.level.hash)).toEqual(whole.importAll({ objects: false }).map((a) => a.level.hash));
  });
});
