import { describe, expect, it } from 'vitest';
import { AsmProgram } from '../../../importers/s1/asmProgram.ts';
import { memoryDisasmSource } from '../../../importers/s1/disasmSource.ts';
import { ImportError } from '../../../importers/s1/importError.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { readS1RamLabels } from '../../../importers/s1/s1RamLabels.ts';
import { checkRamLabelTable } from '../../../engine/games/s1/ramLabelTable.ts';
import { RamLabels } from '../../../engine/games/s1/ramLabels.ts';
import { describeWithDisasm, s1Disassembly } from '../../support/disasm.ts';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

/** A tiny checkout: sonic.asm including the two files, in the checkout's own spelling. */
function miniCheckout(variables: string, constants = 'obX:\t\tequ 8\nobSubtype:\tequ $28\nobject_size:\tequ $40\n'): ReturnType<typeof memoryDisasmSource> {
  return memoryDisasmSource('mini', new Map([
    ['sonic.asm', enc('Revision = 1\n\tinclude "Constants.asm"\n\tinclude "Variables.asm"\n')],
    ['Constants.asm', enc(constants)],
    ['Variables.asm', enc(variables)],
  ]));
}

function labelsOf(src: ReturnType<typeof memoryDisasmSource>): RamLabels {
  return new RamLabels(readS1RamLabels(new AsmProgram(src, 'sonic.asm'), src, 1));
}

function importErrorOf(run: () => unknown): unknown {
  try {
    run();
  } catch (e) {
    if (e instanceof ImportError) return e.info;
    throw e;
  }
  return 'no error';
}

describe('reading RAM labels from a checkout', () => {
  it('lays out ds.b, ds.w and ds.l from the phase address and names = aliases', () => {
    const l = labelsOf(miniCheckout([
      'ramaddr function x,(-(x&$80000000)<<1)|x',
      '\tphase ramaddr ( $FFFF0000 )',
      'v_buffer:\tds.b\t$10',
      'v_byte:\t\tds.b\t1',
      'v_word:\t\tds.w\t1\t; aligned to $FFFF0012',
      'v_long:\t\tds.l\t2',
      'v_objspace:\tds.b\tobject_size*4',
      'v_player\t= v_objspace+object_size*0',
      'v_third\t= v_objspace+object_size*3',
      'v_end:',
      '\tdephase',
      'v_offset:\t= $010\t; an offset, not RAM',
    ].join('\n')));
    expect(l.table.variables).toEqual([
      ['v_buffer', 0xff0000, 0x10], ['v_byte', 0xff0010, 1], ['v_word', 0xff0012, 2], ['v_long', 0xff0014, 8],
      ['v_objspace', 0xff001c, 0x100], ['v_player', 0xff001c, 0], ['v_third', 0xff00dc, 0], ['v_end', 0xff011c, 0],
    ]);
    expect(l.table.constants).toEqual([['obX', 8], ['obSubtype', 0x28], ['object_size', 0x40]]);
    expect(l.address('v_offset')).toBe(undefined);
  });

  it('resolves if/else against the program\'s Revision, as the assembler does', () => {
    const vars = '\tphase $FFFF0000\n\tif Revision=0\nv_scorecopy:\tds.l\t1\n\telse\nv_scorelife:\tds.l\t1\n\tendif\nv_after:\tds.b\t1\n\tdephase\n';
    expect(labelsOf(miniCheckout(vars)).table.variables).toEqual([['v_scorelife', 0xff0000, 4], ['v_after', 0xff0004, 1]]);
  });

  it('a constant that names a later one gets its value, as the assembler\'s later pass gives it', () => {
    const l = labelsOf(miniCheckout('', 'stick_to_convex:equ objoff_38\nobjoff_38:\tequ $38\n'));
    expect(l.table.constants).toEqual([['stick_to_convex', 0x38], ['objoff_38', 0x38]]);
  });

  it('a checkout without Variables.asm is an error naming the file', () => {
    const src = memoryDisasmSource('mini', new Map([['sonic.asm', enc('Revision = 1\n')], ['Constants.asm', enc('')]]));
    expect(importErrorOf(() => readS1RamLabels(new AsmProgram(src, 'sonic.asm'), src, 1))).toEqual({
      code: 'missingFile', file: 'Variables.asm', message: 'missing: the RAM labels come from it (sonic.asm includes it)',
    });
  });

  it('a size it cannot evaluate, and an if never closed, are errors naming the line', () => {
    const bad = miniCheckout('\tphase $FFFF0000\nv_a:\tds.b\tnowhere*2\n');
    expect(importErrorOf(() => readS1RamLabels(new AsmProgram(bad, 'sonic.asm'), bad, 1))).toEqual({
      code: 'unreadableTable', file: 'Variables.asm', line: 2, message: 'cannot evaluate the size "nowhere*2"',
    });
    const open = miniCheckout('\tphase $FFFF0000\n\tif Revision=1\nv_a:\tds.b\t1\n');
    expect(importErrorOf(() => readS1RamLabels(new AsmProgram(open, 'sonic.asm'), open, 1))).toEqual({
      code: 'unreadableTable', file: 'Variables.asm', line: 4, message: '1 if block(s) never closed with endif',
    });
  });

  it('names an address as a label expression that reads back (slot and field, variable + offset)', () => {
    const l = labelsOf(miniCheckout('\tphase $FFFF0000\nv_objspace:\tds.b\tobject_size*4\nv_player = v_objspace\nv_time:\tds.l\t1\n\tdephase\n'));
    expect([0xff0000, 0xff0008, 0xff0009, 0xff0048, 0xff00e8, 0xff0100, 0xff0102, 0xff0104].map((a) => l.nameOf(a))).toEqual([
      'v_player', 'v_player+obX', 'v_player+$9', 'v_objspace+object_size*$1+obX', 'v_objspace+object_size*$3+obSubtype', 'v_time', 'v_time+2', null,
    ]);
  });
});

describe('checking a stored label table', () => {
  const table = { format: 'subpixel-ram-labels/1', game: 's1', revision: 1, variables: [['v_rings', 0xfffe20, 2]], constants: [['obX', 8]] };

  it('a well-formed table passes as it is', () => {
    expect(checkRamLabelTable(table)).toEqual({ ok: true, value: table });
  });

  it('a damaged field is refused at its path', () => {
    const cases: [unknown, string][] = [
      [null, ''],
      [{ ...table, format: 'x' }, 'format'],
      [{ ...table, revision: 2 }, 'revision'],
      [{ ...table, variables: [['v_rings', 0x123, 2]] }, 'variables[0][1]'],
      [{ ...table, variables: [['v rings', 0xfffe20, 2]] }, 'variables[0][0]'],
      [{ ...table, variables: [['v_end', 0xffffff, 2]] }, 'variables[0][2]'],
      [{ ...table, constants: [['obX', 1.5]] }, 'constants[0][1]'],
      [{ ...table, constants: 'obX' }, 'constants'],
    ];
    for (const [v, path] of cases) {
      const r = checkRamLabelTable(v);
      expect(r.ok ? 'ok' : [r.error.code, r.error.path]).toEqual(['ramLabelsInvalid', path]);
    }
  });
});

describeWithDisasm('the Sonic 1 checkout\'s RAM labels', (dir) => {
  const d = s1Disassembly(1);
  const labels = new RamLabels(readS1RamLabels(d.program, nodeDisasmSource(dir), 1));

  it('put the variables where the game has them (Sonic 1 RAM map: v_rings $FFFE20 ...)', () => {
    const at = (n: string): [string, number | undefined, number | undefined] => [n, labels.address(n), labels.bytes(n)];
    expect(['v_objspace', 'v_player', 'v_tracksonic', 'v_random', 'v_screenposx', 'v_limitleft2', 'v_trackpos', 'f_switch', 'v_objstate', 'v_framecount', 'v_vbla_count', 'v_lives', 'v_air', 'v_rings', 'v_time', 'v_score', 'v_oscillate', 'v_chunk0collision', 'v_scorelife'].map(at)).toEqual([
      ['v_objspace', 0xffd000, 0x2000], ['v_player', 0xffd000, 0], ['v_tracksonic', 0xffcb00, 0x100], ['v_random', 0xfff636, 4], ['v_screenposx', 0xfff700, 4],
      ['v_limitleft2', 0xfff728, 2], ['v_trackpos', 0xfff7a8, 2], ['f_switch', 0xfff7e0, 0x10], ['v_objstate', 0xfffc00, 0xc0], ['v_framecount', 0xfffe04, 2],
      ['v_vbla_count', 0xfffe0c, 4], ['v_lives', 0xfffe12, 1], ['v_air', 0xfffe14, 2], ['v_rings', 0xfffe20, 2], ['v_time', 0xfffe22, 4], ['v_score', 0xfffe26, 4],
      ['v_oscillate', 0xfffe5e, 2], ['v_chunk0collision', 0xffff00, 2], ['v_scorelife', 0xffffc0, 4],
    ]);
  });

  it('REV00 has v_scorecopy where REV01 has v_scorelife', () => {
    const rev0 = new RamLabels(readS1RamLabels(s1Disassembly(0).program, nodeDisasmSource(dir), 0));
    expect([rev0.address('v_scorecopy'), rev0.address('v_scorelife'), rev0.table.revision]).toEqual([0xffffc0, undefined, 0]);
  });

  it('take the object fields from Constants.asm, Sonic\'s own among them', () => {
    expect(['obID', 'obX', 'obY', 'obVelX', 'obStatus', 'obRoutine', 'obSubtype', 'flashtime', 'invtime', 'shoetime', 'stick_to_convex', 'object_size'].map((n) => labels.constant(n))).toEqual([
      0, 8, 0xc, 0x10, 0x22, 0x24, 0x28, 0x30, 0x32, 0x34, 0x38, 0x40,
    ]);
  });

  it('leave out the sound driver\'s offsets (relative to v_snddriver_ram, not addresses)', () => {
    expect([labels.address('v_sndprio'), labels.address('v_music_track_ram'), labels.address('v_snddriver_ram')]).toEqual([undefined, undefined, 0xfff000]);
  });

  it('every variable is in RAM and the table checks out as stored data', () => {
    expect(labels.table.variables.every(([, a, n]) => a >= 0xff0000 && a + n <= 0x1000000)).toBe(true);
    expect(checkRamLabelTable(JSON.parse(JSON.stringify(labels.table))).ok).toBe(true);
    expect(labels.table.variables.length).toBeGreaterThan(300);
  });

  it('name RAM the way the checkout does', () => {
    expect([0xfffe20, 0xffd008, 0xffd03e, 0xffd848, 0xfffe24].map((a) => labels.nameOf(a))).toEqual([
      'v_rings', 'v_player+obX', 'v_player+objoff_3E', 'v_objspace+object_size*$21+obX', 'v_time+2',
    ]);
  });
});
