import { describe, expect, it } from 'vitest';
import { AsmProgram } from '../../../importers/s1/asmProgram.ts';
import { readRamLayout } from '../../../importers/s1/asmRamLayout.ts';
import { memoryDisasmSource } from '../../../importers/s1/disasmSource.ts';
import { ImportError } from '../../../importers/s1/importError.ts';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

/** The layout of `lines` as s2.constants.asm would be read: the program gives the other symbols. */
function layout(lines: string[], options: Parameters<typeof readRamLayout>[2] = {}) {
  const src = memoryDisasmSource('mini', new Map([['s2.asm', enc('object_size = $40\n')]]));
  return readRamLayout(new AsmProgram(src, 's2.asm'), { file: 's2.constants.asm', lines }, options);
}

describe('a disassembly\'s RAM layout (the location counter)', () => {
  it('a structure lays its fields out from 0 without moving the counter, and an instance of it reserves its size (s2disasm\'s SoundQueue)', () => {
    expect(layout([
      'ramaddr function x,-(-x)&$FFFFFFFF',
      '\tphase\tramaddr($FFFFFFE0)',
      'SoundQueue STRUCT DOTS',
      '\tMusic0:\tds.b\t1',
      '\tSFX0:\tds.b\t1',
      '\tSFX1:\tds.w\t1\t; words start even: at 2',
      'SoundQueue ENDSTRUCT',
      'Sound_Queue:\t\t\tSoundQueue',
      '\t\t\t\tds.b\t$B',
      'Demo_mode_flag:\t\t\tds.w\t1',
      '\tdephase',
    ])).toEqual([['Sound_Queue', 0xffffe0, 4], ['Demo_mode_flag', 0xfffff0, 2]]);
  });

  it('a size it cannot evaluate (an AS function: tiles_to_bytes) refuses the file, or with unknownSize \'forget\' leaves the names out until the next phase', () => {
    const lines = [
      '\tphase\t$FFFF0000',
      'SS_Art:\tds.b\ttiles_to_bytes($353)',
      'SS_Next:\tds.b\t$10',
      '\tdephase',
      '\tphase\t$FFFFB000',
      'MainCharacter:\tds.b\tobject_size',
      'Sidekick:\tds.b\tobject_size',
      '\tdephase',
    ];
    let refused: unknown = null;
    try {
      layout(lines);
    } catch (e) {
      refused = e instanceof ImportError ? e.info : e;
    }
    expect(refused).toEqual({ code: 'unreadableTable', file: 's2.constants.asm', line: 2, message: 'cannot evaluate the size "tiles_to_bytes($353)"' });
    expect(layout(lines, { unknownSize: 'forget' })).toEqual([['SS_Art', 0xff0000, 0], ['MainCharacter', 0xffb000, 0x40], ['Sidekick', 0xffb040, 0x40]]);
  });

  it('a structure never closed is an error naming the file\'s last line', () => {
    let refused: unknown = null;
    try {
      layout(['\tphase\t$FFFF0000', 'Open STRUCT', '\tds.b\t1']);
    } catch (e) {
      refused = e instanceof ImportError ? e.info : e;
    }
    expect(refused).toEqual({ code: 'unreadableTable', file: 's2.constants.asm', line: 3, message: 'structure Open never closed with endstruct' });
  });
});
