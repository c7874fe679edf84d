import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { ImportError, openS1Disassembly } from '../../../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { runCli } from '../../workbench/cli/runCli.ts';
import { clearDisasmCache } from '../../../workbench/cli/disasmLevels.ts';
import { copyCheckout, type Checkout } from '../../support/brokenCheckout.ts';
import { describeWithDisasm } from '../../support/disasm.ts';

/** What importing `act` (every act when absent) from the damaged copy throws: code, file, line, offset, message. */
function importFails(dir: string, act?: string, revision?: 0 | 1): ImportError['info'] {
  try {
    const d = openS1Disassembly(nodeDisasmSource(dir), revision);
    if (act === undefined) d.importAll();
    else d.importAct(act);
  } catch (e) {
    if (e instanceof ImportError) return e.info;
    throw e;
  }
  throw new Error('the import did not fail');
}

describeWithDisasm('a broken disassembly checkout: one clear error naming the file, never a crash or a partial level', () => {
  let c: Checkout;
  beforeAll(() => {
    c = copyCheckout();
  });
  afterEach(() => {
    c.restore();
    // The CLI keeps what it parsed for the rest of its process; these tests change the files.
    clearDisasmCache();
  });
  afterAll(() => c.dispose());

  it('the intact copy imports (so every failure below is the damage\'s)', () => {
    expect(openS1Disassembly(nodeDisasmSource(c.dir)).importAll().length).toBe(20);
  });

  it('a folder that is not the disassembly', () => {
    const empty = mkdtempSync(join(tmpdir(), 'subpixel-empty-'));
    try {
      expect(importFails(empty)).toEqual({ code: 'notADisassembly', file: 'sonic.asm', message: `not found in ${empty}: is this a Sonic 1 disassembly checkout?` });
    } finally {
      rmSync(empty, { recursive: true });
    }
  });

  it('a sonic.asm that does not assign Revision', () => {
    c.replaceLine('sonic.asm', 19, 'Revision', '; Revision removed');
    expect(importFails(c.dir)).toEqual({ code: 'notADisassembly', file: 'sonic.asm', message: 'does not assign Revision: is this the Sonic 1 disassembly?' });
  });

  it('a missing chunk file', () => {
    c.remove('map256/GHZ.kos');
    expect(importFails(c.dir, 'ghz1')).toEqual({ code: 'missingFile', file: 'map256/GHZ.kos', message: 'missing (binclude at sonic.asm:8794)' });
  });

  it('a truncated chunk file: the byte offset where the data ran out', () => {
    c.truncate('map256/GHZ.kos', 1000);
    expect(importFails(c.dir, 'ghz1')).toEqual({ code: 'truncatedFile', file: 'map256/GHZ.kos', offset: 1000, message: 'Kosinski data ends before its end marker' });
  });

  it('a corrupt chunk file that ends at once: not the chunk RAM size', () => {
    // A description field whose first command is the end marker.
    c.poke('map256/MZ (JP1).kos', 0, [0x02, 0x00, 0x00, 0xf0, 0x00]);
    expect(importFails(c.dir, 'mz1')).toEqual({ code: 'corruptData', file: 'map256/MZ (JP1).kos', message: 'decompresses to 0 bytes; chunk RAM (v_256x256) holds exactly 41984' });
  });

  it('a corrupt chunk file that copies from before the start: the offset of the copy', () => {
    c.poke('map256/SBZ.kos', 0, [0x00, 0x00]);
    expect(importFails(c.dir, 'sbz1', 0)).toMatchObject({ code: 'corruptData', file: 'map256/SBZ.kos', offset: 2 });
  });

  it('a missing layout file', () => {
    c.remove('levels/ghz1.bin');
    expect(importFails(c.dir, 'ghz1')).toEqual({ code: 'missingFile', file: 'levels/ghz1.bin', message: 'missing (binclude at sonic.asm:8980)' });
  });

  it('a layout file cut to one byte', () => {
    c.truncate('levels/mz2.bin', 1);
    expect(importFails(c.dir, 'mz2')).toEqual({ code: 'truncatedFile', file: 'levels/mz2.bin', offset: 1, message: 'a layout needs its width and height bytes' });
  });

  it('a layout file cut short: never silent — the game reads on into the ROM, and a warning says so', async () => {
    c.truncate('levels/ghz3.bin', 100);
    const { warnings } = openS1Disassembly(nodeDisasmSource(c.dir)).importAct('ghz3', { objects: false });
    expect(warnings).toEqual([
      { act: 'ghz3', x: 0, y: 0, id: -1, subtype: 0, message: 'levels/ghz3.bin declares 48x6 chunks but holds 98 bytes; the game reads the rest from the ROM that follows (190 bytes, read from the checkout)' },
    ]);
    const r = await runCli('trace', '--level', 's1:ghz3', '--disasm', c.dir, '--no-objects', '--frames', '1');
    expect(r.code).toBe(0);
    expect(r.err).toEqual([`warning: s1:ghz3: ${warnings[0].message}`]);
  });

  it('a layout that names a chunk past chunk RAM', () => {
    c.poke('levels/ghz2.bin', 2, [0x60]);
    expect(importFails(c.dir, 'ghz2')).toEqual({ code: 'corruptData', file: 'levels/ghz2.bin', message: 'layout row 0 column 0 names chunk $60, past the $52 chunks in chunk RAM' });
  });

  it('a missing collision index', () => {
    c.remove('collide/GHZ.bin');
    expect(importFails(c.dir, 'ghz3')).toEqual({ code: 'missingFile', file: 'collide/GHZ.bin', message: 'missing (binclude at sonic.asm:8888)' });
  });

  it('a truncated collision array: refused when the checkout is opened', () => {
    c.truncate('collide/Collision Array (Normal).bin', 100);
    expect(importFails(c.dir)).toEqual({ code: 'truncatedFile', file: 'collide/Collision Array (Normal).bin', offset: 100, message: 'holds 100 bytes; 256 shapes need 4096' });
  });

  it('a missing start position file', () => {
    c.remove('startpos/ghz1.bin');
    expect(importFails(c.dir, 'ghz1')).toMatchObject({ code: 'missingFile', file: 'startpos/ghz1.bin' });
  });

  it('a missing source file that holds tables', () => {
    c.remove('_inc/LevelHeaders.asm');
    expect(importFails(c.dir, 'ghz1')).toEqual({ code: 'missingFile', file: '_inc/LevelHeaders.asm', message: 'missing (included at sonic.asm:8443), so the source defines no label LevelHeaders' });
  });

  it('a LevelSizeArray row the parser cannot read: the source line', () => {
    const file = '_inc/LevelSizeLoad & BgScrollSpeed (JP1).asm';
    c.replaceLine(file, 43, '$24BF', '\t\tdc.w $0004, $0000, $24BF, $00ZZ, $0300, $0060');
    expect(importFails(c.dir, 'ghz1')).toEqual({ code: 'unreadableTable', file, line: 43, message: 'LevelSizeArray: cannot read "$00ZZ" as a number' });
  });

  it('a Level_Index row that is not a label: the source line', () => {
    c.replaceLine('sonic.asm', 8944, 'Level_GHZ1', '\t\tdc.w Level_GHZ1+2-Level_Index, Level_GHZbg-Level_Index, byte_68D70-Level_Index');
    expect(importFails(c.dir, 'ghz1')).toEqual({ code: 'unreadableTable', file: 'sonic.asm', line: 8944, message: 'Level_Index: expected a label (or label-Level_Index), got "Level_GHZ1+2-Level_Index"' });
  });

  it('a LoopTileNums table with rows missing', () => {
    const file = '_inc/LevelSizeLoad & BgScrollSpeed (JP1).asm';
    // Star Light, Spring Yard, Scrap Brain and the ending go: Scrap Brain's entries 20..23 are gone.
    for (const line of [167, 168, 169, 171]) c.replaceLine(file, line, 'dc.b', '');
    expect(importFails(c.dir, 'sbz1')).toEqual({ code: 'unreadableTable', file, line: 166, message: 'LoopTileNums has 12 entries; entry 23 is needed' });
  });

  it('an endif without its if: the source line', () => {
    c.replaceLine('sonic.asm', 8941, '', '\t\tendif');
    expect(importFails(c.dir)).toEqual({ code: 'unreadableTable', file: 'sonic.asm', line: 8941, message: 'endif without if' });
  });

  it('a truncated object placement file, when the act is imported with its objects', () => {
    c.truncate('objpos/ghz1.bin', 100);
    expect(importFails(c.dir, 'ghz1')).toEqual({ code: 'truncatedFile', file: 'objpos/ghz1.bin', offset: 96, message: 'object placement entry cut short' });
  });

  it('a results card without its LevelOrder table: the act exits are refused naming the file, the acts still import and trace up to the act end', async () => {
    const file = '_incObj/3A Got Through Card.asm';
    c.replaceLine(file, 175, 'LevelOrder:', 'LevelOrderGone:');
    const d = openS1Disassembly(nodeDisasmSource(c.dir));
    expect(d.importAct('ghz1').level.act?.id).toBe('ghz1');
    let info: ImportError['info'] | undefined;
    try {
      d.actExits();
    } catch (e) {
      if (!(e instanceof ImportError)) throw e;
      info = e.info;
    }
    expect(info).toEqual({ code: 'unreadableTable', file, message: 'label LevelOrder is not defined in the source' });
    const short = await runCli('trace', '--level', 's1:ghz1', '--disasm', c.dir, '--frames', '5');
    expect([short.code, short.out.length]).toEqual([0, 5]);
    const signpost = new URL('../../realgame/fixtures/ghz1-signpost.txt', import.meta.url).pathname;
    const long = await runCli('trace', '--level', 's1:ghz1', '--disasm', c.dir, '--inputs', signpost, '--frames', '2700');
    expect([long.code, long.err.length]).toEqual([2, 1]);
    expect(long.err[0]).toContain(file);
  });

  it('the CLI: one line naming the file in the checkout, exit code 2, for every command that loads a level', async () => {
    c.truncate('map256/GHZ.kos', 1000);
    const line = `${c.dir}/map256/GHZ.kos at byte 1000: Kosinski data ends before its end marker [truncatedFile]`;
    for (const command of ['trace', 'search', 'sweep', 'bench']) {
      const r = await runCli(command, '--level', 's1:ghz1', '--disasm', c.dir, '--no-objects');
      expect(r.code, command).toBe(2);
      expect(r.err, command).toEqual([`subpixel ${command}: ${line}`]);
      expect(r.out, command).toEqual([]);
    }
  });

  it('the CLI import writes no file when any act fails', async () => {
    c.remove('map256/SLZ.kos');
    const out = mkdtempSync(join(tmpdir(), 'subpixel-import-'));
    try {
      const r = await runCli('import', 's1', '--disasm', c.dir, '--out', join(out, 'acts'));
      expect(r.code).toBe(2);
      expect(r.err).toEqual([`subpixel import: ${c.dir}/map256/SLZ.kos: missing (binclude at sonic.asm:8816) [missingFile]`]);
      expect(existsSync(join(out, 'acts')) ? readdirSync(join(out, 'acts')) : []).toEqual([]);
    } finally {
      rmSync(out, { recursive: true });
    }
  });
});
