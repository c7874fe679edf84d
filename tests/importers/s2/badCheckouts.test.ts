/**
 * A damaged or wrong Sonic 2 checkout is one ImportError naming the file and where in it. The
 * damage is done in memory, over the real checkout (a source that hands one file back altered),
 * so each case costs one parse; the CLI's copy on disk is in cli.test.ts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ImportError, openS2Disassembly } from '../../../importers/s2/importS2.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import type { DisasmSource } from '../../../importers/s1/disasmSource.ts';
import { describeWithDisasmS2 } from '../../support/disasmS2.ts';

function errorOf(run: () => unknown): ImportError['info'] {
  try {
    run();
  } catch (e) {
    if (e instanceof ImportError) return e.info;
    throw e;
  }
  throw new Error('expected an ImportError');
}

/** The checkout with `path` read through `alter` (null: the file is missing). */
function altered(dir: string, path: string, alter: (bytes: Uint8Array) => Uint8Array | null): DisasmSource {
  const base = nodeDisasmSource(dir);
  return {
    name: base.name,
    read: (p) => {
      const bytes = base.read(p);
      return p === path && bytes !== null ? alter(bytes) : bytes;
    },
  };
}

/** Kosinski data that ends at once: a description field whose bits 0, 1 start a long copy, then the end marker (count 0, third byte 0). */
const EMPTY_KOSINSKI = Uint8Array.of(0x02, 0x00, 0x00, 0xf0, 0x00);

it('says a folder without s2.asm is not the Sonic 2 disassembly', () => {
  const empty = mkdtempSync(join(tmpdir(), 'subpixel-not-s2-'));
  expect(errorOf(() => openS2Disassembly(nodeDisasmSource(empty)))).toEqual({
    code: 'notADisassembly', file: 's2.asm', message: `not found in ${empty}: is this the Sonic 2 disassembly (s2disasm) checkout?`,
  });
});

describeWithDisasmS2('damaged Sonic 2 checkouts', (dir) => {
  const importEhz1 = (source: DisasmSource) => () => openS2Disassembly(source).importAct('ehz1');

  it('refuses an s2.asm that assigns no gameRevision', () => {
    const source = altered(dir, 's2.asm', (b) => new TextEncoder().encode(new TextDecoder('latin1').decode(b).replace(/^gameRevision = 1/m, 'gameRevisionX = 1')));
    expect(errorOf(importEhz1(source))).toEqual({ code: 'notADisassembly', file: 's2.asm', message: 'does not assign gameRevision: is this the Sonic 2 disassembly (s2disasm)?' });
  });

  it('names a truncated layout and the byte its Kosinski data runs out at', () => {
    const e = errorOf(importEhz1(altered(dir, 'level/layout/EHZ_1.kos', (b) => b.slice(0, 100))));
    expect(e).toEqual({ code: 'truncatedFile', file: 'level/layout/EHZ_1.kos', offset: 100, message: 'Kosinski data ends before its end marker' });
  });

  it('names a layout that does not fill Level_Layout', () => {
    const e = errorOf(importEhz1(altered(dir, 'level/layout/EHZ_1.kos', () => EMPTY_KOSINSKI)));
    expect(e).toEqual({ code: 'corruptData', file: 'level/layout/EHZ_1.kos', message: 'decompresses to 0 bytes; Level_Layout holds exactly 4096' });
  });

  it('names truncated chunks, and chunks that do not fill Chunk_Table', () => {
    expect(errorOf(importEhz1(altered(dir, 'mappings/128x128/EHZ_HTZ.kos', (b) => b.slice(0, 5000))))).toMatchObject({ code: 'truncatedFile', file: 'mappings/128x128/EHZ_HTZ.kos', offset: 5000 });
    expect(errorOf(importEhz1(altered(dir, 'mappings/128x128/EHZ_HTZ.kos', () => EMPTY_KOSINSKI)))).toEqual({
      code: 'corruptData', file: 'mappings/128x128/EHZ_HTZ.kos', message: 'decompresses to 0 bytes; Chunk_Table holds exactly 32768 (256 chunks of 128x128 px)',
    });
  });

  it('names a truncated collision index and collision array', () => {
    expect(errorOf(importEhz1(altered(dir, 'collision/EHZ and HTZ secondary 16x16 collision index.kos', () => EMPTY_KOSINSKI)))).toEqual({
      code: 'corruptData', file: 'collision/EHZ and HTZ secondary 16x16 collision index.kos', message: 'decompresses to 0 bytes; Secondary_Collision holds exactly 768',
    });
    expect(errorOf(importEhz1(altered(dir, 'collision/Collision array - Vertical.bin', (b) => b.slice(0, 1000))))).toEqual({
      code: 'truncatedFile', file: 'collision/Collision array - Vertical.bin', offset: 1000, message: 'holds 1000 bytes; ColArrayVertical\'s 256 shapes need 4096',
    });
  });

  it('names a missing or short start position file, with the table line that includes it', () => {
    const missing = errorOf(importEhz1(altered(dir, 'startpos/EHZ_1.bin', () => null)));
    expect(missing.code).toBe('missingFile');
    expect(missing.file).toBe('startpos/EHZ_1.bin');
    expect(missing.message).toMatch(/^missing \(zoneTableBinEntry at s2\.asm:\d+\)$/);
    expect(errorOf(importEhz1(altered(dir, 'startpos/EHZ_1.bin', (b) => b.slice(0, 2))))).toEqual({
      code: 'truncatedFile', file: 'startpos/EHZ_1.bin', offset: 2, message: 'holds 2 bytes; StartLocations reads a word at byte 2',
    });
  });

  it('names a missing layout file at the binclude that names it', () => {
    const e = errorOf(importEhz1(altered(dir, 'level/layout/EHZ_1.kos', () => null)));
    expect(e.code).toBe('missingFile');
    expect(e.file).toBe('level/layout/EHZ_1.kos');
    expect(e.message).toMatch(/^missing \(binclude at s2\.asm:\d+\)$/);
  });
  it('names a ring layout without its end marker, one that places more rings than Ring_Positions holds, and an object layout of part entries', () => {
    expect(errorOf(importEhz1(altered(dir, 'level/rings/EHZ_1.bin', (b) => b.slice(0, 548))))).toEqual({
      code: 'corruptData', file: 'level/rings/EHZ_1.bin', message: 'ends at byte 548 without the negative word that ends a ring layout',
    });
    // 40 rows of 8 rings (count bits 7): 320 rings.
    const many = new Uint8Array(40 * 4 + 2).fill(0xff);
    for (let k = 0; k < 40; k++) many.set([0x01, 0x00, 0x71, 0x00], k * 4);
    expect(errorOf(importEhz1(altered(dir, 'level/rings/EHZ_1.bin', () => many)))).toEqual({
      code: 'corruptData', file: 'level/rings/EHZ_1.bin', message: 'places more than 254 rings, more than Ring_Positions holds',
    });
    expect(errorOf(importEhz1(altered(dir, 'level/objects/EHZ_1.bin', (b) => b.slice(0, 100))))).toEqual({
      code: 'corruptData', file: 'level/objects/EHZ_1.bin', message: 'holds 100 bytes, not whole 6-byte object entries',
    });
  });
});
