import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkoutRoot, importerFiles, isImporterFile } from '../../../importers/s1/disasmFolder.ts';
import { memoryDisasmSource } from '../../../importers/s1/disasmSource.ts';
import { openS1Disassembly } from '../../../importers/s1/importS1.ts';
import { describeWithDisasm, s1Disassembly } from '../../support/disasm.ts';
import { walkFiles } from '../../support/walkFiles.ts';

describe('the files a picked disassembly folder is read for', () => {
  it('keeps the sources and the level data, and skips art, sound, sprite mappings and the rest', () => {
    const keep = ['sonic.asm', 'Constants.asm', '_incObj/26 Monitor.asm', '_inc/Object Pointers.asm', '_anim/Monitor.asm', 'collide/Collision Array (Normal).bin',
      'levels/ghz1.bin', 'map256/GHZ.kos', 'objpos/ghz1.bin', 'startpos/ghz1.bin',
      // The object tables the act carries (engine/level/actObjectData.ts).
      'misc/mz_pfm1.bin', 'misc/ghzbend2.bin', 'misc/slzssaw1.bin', 'misc/GHZ Collapsing Ledge Heightmap.bin',
      // The art queues' files (their pattern counts): every Nemesis file, the zones' enemies and animals too.
      'artnem/Title Cards.nem', 'artnem/Boss - Final Zone.nem', 'artnem/Boss - Eggman in SBZ2 & FZ.nem', 'artnem/Monitors.nem', 'artnem/Explosion.nem'];
    const skip = ['artnem/Boss - Final Zone.nem.bak', 'artnem/old/Monitors.nem', 'artkos/GHZ Main.bin', 'sound/music/GHZ.asm', 's1.sounddriver.asm', '_maps/Monitor.asm', 'palette/Sonic.bin',
      'demodata/Intro - GHZ.bin', 'misc/Level Select Text.bin', 'build.lua', 'README.md', 'levels.txt'];
    expect(keep.filter((p) => !isImporterFile(p))).toEqual([]);
    expect(skip.filter(isImporterFile)).toEqual([]);
  });

  it('finds the checkout where sonic.asm is nearest the top, so picking its parent works too', () => {
    expect(checkoutRoot(['sonic.asm', '_inc/x.asm'])).toBe('');
    expect(checkoutRoot(['old/sonic.asm', 's1disasm/sonic.asm', 's1disasm/sound/sonic.asm'].reverse())).toBe('old/');
    expect(checkoutRoot(['s1disasm/sonic.asm', 'backup/deeper/sonic.asm'])).toBe('s1disasm/');
    expect(checkoutRoot(['notes.txt', 'map256/GHZ.kos'])).toBeNull();
  });

  it('drops the picked folder\'s name and anything outside the checkout', () => {
    const picked = ['work/readme.txt', 'work/s1/sonic.asm', 'work/s1/map256/GHZ.kos', 'work/s1/artkos/x.bin', 'work/other/levels/ghz1.bin'];
    expect(importerFiles(picked)).toEqual([
      { pathInFolder: 'work/s1/sonic.asm', path: 'sonic.asm' },
      { pathInFolder: 'work/s1/map256/GHZ.kos', path: 'map256/GHZ.kos' },
    ]);
    // Not a disassembly: nothing is dropped for a root, the filter still applies.
    expect(importerFiles(['pics/a.png', 'pics/levels/b.bin'])).toEqual([{ pathInFolder: 'pics/levels/b.bin', path: 'levels/b.bin' }]);
  });
});

describeWithDisasm('a disassembly folder read through the filter', (dir) => {
  it('imports every act of both revisions to the same levels (same hashes) as the whole checkout', () => {
    const picked = walkFiles(dir, 's1/');
    const files = new Map(importerFiles(picked).map((f) => [f.path, new Uint8Array(readFileSync(join(dir, f.path)))]));
    const bytes = [...files.values()].reduce((n, b) => n + b.length, 0);
    // The sprite mappings and the demo data of the shared checkout are left out.
    expect(files.size).toBeLessThan(picked.length);
    expect(bytes).toBeLessThan(2_000_000);
    for (const rev of [0, 1] as const) {
      const filtered = openS1Disassembly(memoryDisasmSource('picked', files), rev).importAll().map((a) => a.level.hash);
      const whole = s1Disassembly(rev).importAll().map((a) => a.level.hash);
      expect(filtered).toEqual(whole);
    }
  });
});
