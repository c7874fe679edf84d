import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { importerFiles, isImporterFile } from '../../../importers/s1/disasmFolder.ts';
import { isPictureFile, pictureFiles } from '../../../importers/art/artFiles.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { readS1ZoneArt } from '../../../importers/art/s1ZoneArt.ts';
import { DisasmReader, type PickedFile } from '../../../workbench/src/realActs/disasmReader.ts';
import { describeWithDisasm, s1Disassembly } from '../../support/disasm.ts';
import { walkFiles } from '../../support/walkFiles.ts';

it('the picture reads the block mappings and palettes besides what the importer reads, nothing else', () => {
  expect(['map16/GHZ.eni', 'palette/Sonic.bin', 'palette/Green Hill Zone.bin', 'artunc/Sonic.bin', '_maps/Sonic.asm', '_maps/Sonic - Dynamic Gfx Script.asm', '_maps/Monitor.asm'].every(isPictureFile)).toBe(true);
  expect(['map256/GHZ.kos', 'artnem/8x8 - GHZ1.nem', 'sonic.asm', 'artkos/x.bin', 'palette/.git/x', 'map16x/GHZ.eni', '_maps/sub/Sonic.asm'].filter(isPictureFile)).toEqual([]);
  // The picked folder's name dropped, and nothing outside the checkout, as importerFiles.
  expect(pictureFiles(['work/s1/sonic.asm', 'work/s1/map16/GHZ.eni', 'work/s1/map256/GHZ.kos', 'work/other/palette/Sonic.bin'])).toEqual([{ pathInFolder: 'work/s1/map16/GHZ.eni', path: 'map16/GHZ.eni' }]);
});

describeWithDisasm('the act\'s art read from a picked folder', (dir) => {
  const picked = walkFiles(dir, 's1/');
  const read = (list: { path: string }[]): PickedFile[] => list.map((f) => ({ path: f.path, read: async () => new Uint8Array(readFileSync(join(dir, f.path))) }));

  it('adds about 700 KB to the folder read (the sprite mappings most of it), none of them a file the importer reads already', () => {
    const extra = pictureFiles(picked);
    expect(extra.some((f) => f.path === 'map16/GHZ.eni')).toBe(true);
    expect(extra.some((f) => isImporterFile(f.path))).toBe(false);
    const bytes = extra.reduce((n, f) => n + readFileSync(join(dir, f.path)).length, 0);
    expect(bytes).toBeLessThan(800_000);
  });

  it("the disassembly reader gives an act's art as the importer reads it, for either revision, and names a missing file", async () => {
    const reader = new DisasmReader();
    expect((await reader.open('s1', read([...importerFiles(picked), ...pictureFiles(picked)]), null)).ok).toBe(true);
    const d = s1Disassembly(1);
    const zone = readS1ZoneArt(d.program, nodeDisasmSource(dir), 'mz1');
    const r = reader.actArt('mz1', 1);
    expect(r.ok && [r.value.act, r.value.revision]).toEqual(['mz1', 1]);
    expect(r.ok && [r.value.patterns, r.value.blocks, r.value.palette]).toEqual([zone.patterns, zone.blocks, zone.palette.words]);
    expect(reader.actArt('mz1', 1)).toBe(r); // kept
    expect(r.ok && r.value.sonic?.frames.length).toBe(88);
    // The objects' sprites: rings ($25) and MZ's grassy platform ($2F) drawn from their mappings (s1ObjectMappings.ts).
    expect(r.ok && [r.value.objects?.byId.has(0x25), r.value.objects?.byId.get(0x2f)?.frames.length]).toEqual([true, 3]);
    const rev0 = reader.actArt('ghz1', 0);
    expect(rev0.ok && rev0.value.revision).toBe(0);
    expect(reader.actArt('ghz1', 7).ok).toBe(false);

    // A folder read without the picture's files (as before): the act imports, the art says which file it lacks.
    const without = new DisasmReader();
    expect((await without.open('s1', read(importerFiles(picked)), null)).ok).toBe(true);
    expect(without.importAct('ghz1', false).ok).toBe(true);
    const missing = without.actArt('ghz1', 1);
    expect(!missing.ok && missing.error.code).toBe('missingFile');
    expect(!missing.ok && missing.error.path).toContain('map16/GHZ.eni');
    expect(new DisasmReader().actArt('ghz1', 1).ok).toBe(false);
  }, 60_000);
});
