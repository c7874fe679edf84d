import { describe, expect, it } from 'vitest';
import { AsmProgram, evaluateExpression } from '../../../importers/s1/asmProgram.ts';
import { memoryDisasmSource } from '../../../importers/s1/disasmSource.ts';
import { ImportError } from '../../../importers/s1/importError.ts';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

function program(files: Record<string, string | Uint8Array>, overrides: Record<string, number> = {}): AsmProgram {
  const map = new Map(Object.entries(files).map(([k, v]) => [k, typeof v === 'string' ? enc(v) : v]));
  return new AsmProgram(memoryDisasmSource('test', map), 'sonic.asm', new Map(Object.entries(overrides)));
}

function errorOf(run: () => unknown): { code: string; file: string; line?: number; message: string } {
  try {
    run();
  } catch (e) {
    if (e instanceof ImportError) return { code: e.info.code, file: e.info.file, line: e.info.line, message: e.info.message };
    throw e;
  }
  throw new Error('expected an ImportError');
}

const bytes = (p: AsmProgram, label: string): number[] => [...p.bytesAt(label, 'test').bytes];

describe('AsmProgram conditionals', () => {
  const src = [
    'Revision = 1',
    'Table:',
    '\t\tif Revision=0',
    '\t\tdc.b 1',
    '\t\telseif Revision=1',
    '\t\tdc.b 2',
    '\t\t  if Revision<>0 ; nested',
    '\t\t  dc.b 3',
    '\t\t  else',
    '\t\t  dc.b 4',
    '\t\t  endif',
    '\t\telse',
    '\t\tdc.b 5',
    '\t\tendif',
    '\t\tdc.b 6',
  ].join('\n');

  it('takes the branch the source\'s own Revision selects, nested ones included', () => {
    const p = program({ 'sonic.asm': src });
    expect(p.symbol('Revision')).toBe(1);
    expect(bytes(p, 'Table')).toEqual([2, 3, 6]);
  });

  it('takes the other branches when Revision is overridden, ignoring the source\'s assignment', () => {
    const p = program({ 'sonic.asm': src }, { Revision: 0 });
    expect(p.symbol('Revision')).toBe(0);
    expect(bytes(p, 'Table')).toEqual([1, 6]);
    expect(bytes(program({ 'sonic.asm': src }, { Revision: 2 }), 'Table')).toEqual([5, 6]);
  });

  it('defines a label written on an if line only when that line is assembled', () => {
    const p = program({ 'sonic.asm': 'Revision = 0\nOuter: if Revision=0\nA:\tif Revision=0\n\tdc.b 7\n\tendif\n\tendif\n\tif Revision=1\nB:\tif 1\n\tdc.b 8\n\tendif\n\tendif\n' });
    expect(p.hasLabel('Outer')).toBe(true);
    expect(p.hasLabel('A')).toBe(true);
    expect(p.hasLabel('B')).toBe(false);
    expect(bytes(p, 'A')).toEqual([7]);
  });

  it('refuses else and endif without if, and an if never closed, naming the file and line', () => {
    expect(errorOf(() => program({ 'sonic.asm': 'X:\n\tdc.b 1\n\telse\n' }))).toEqual({ code: 'unreadableTable', file: 'sonic.asm', line: 3, message: 'else without if' });
    expect(errorOf(() => program({ 'sonic.asm': '\tinclude "a.asm"\n', 'a.asm': '\n\n\tendif\n' }))).toEqual({ code: 'unreadableTable', file: 'a.asm', line: 3, message: 'endif without if' });
    expect(errorOf(() => program({ 'sonic.asm': '\telseif 1\n' }))).toMatchObject({ line: 1, message: 'elseif without if' });
    expect(errorOf(() => program({ 'sonic.asm': '\tif 1\n\tdc.b 1\n' }))).toEqual({ code: 'unreadableTable', file: 'sonic.asm', line: 3, message: '1 if block(s) never closed with endif' });
  });
});

describe('AsmProgram includes, labels and data', () => {
  it('follows include into other files, keeping each statement\'s file and line', () => {
    const p = program({ 'sonic.asm': 'Start:\tdc.w $1234\n\t\tinclude\t"_inc/Tables.asm"\n', '_inc/Tables.asm': '; a comment\nT2:\tdc.l $01020304, 5\n' });
    expect(bytes(p, 'T2')).toEqual([1, 2, 3, 4, 0, 0, 0, 5]);
    const row = p.rowsAt('T2', 'test')[0];
    expect(row).toEqual({ file: '_inc/Tables.asm', line: 2, op: 'dc.l', args: ['$01020304', '5'] });
    expect(p.missingIncludes).toEqual([]);
  });

  it('records an include the checkout lacks and reports it when a label it would define is asked for', () => {
    const p = program({ 'sonic.asm': '\tinclude "_maps/Ring.asm"\n\tinclude "_inc/LevelHeaders.asm"\nX:\tdc.b 1\n' });
    expect(p.missingIncludes).toEqual([
      { file: '_maps/Ring.asm', from: 'sonic.asm', line: 1 },
      { file: '_inc/LevelHeaders.asm', from: 'sonic.asm', line: 2 },
    ]);
    // Sprite mappings are left out of trimmed checkouts; the table include is the one named.
    expect(errorOf(() => p.labelIndex('LevelHeaders', 'sonic.asm'))).toEqual({
      code: 'missingFile', file: '_inc/LevelHeaders.asm', line: undefined, message: 'missing (included at sonic.asm:2), so the source defines no label LevelHeaders',
    });
    expect(errorOf(() => program({ 'sonic.asm': 'X:\n' }).labelIndex('Nope', 'sonic.asm'))).toMatchObject({ code: 'unreadableTable', file: 'sonic.asm', message: 'label Nope is not defined in the source' });
  });

  it('refuses a folder without sonic.asm as not a disassembly', () => {
    expect(errorOf(() => program({ 'README.md': '' }))).toMatchObject({ code: 'notADisassembly', file: 'sonic.asm' });
  });

  it('skips macro, rept and while bodies: no data, no labels', () => {
    const p = program({
      'sonic.asm': ['lhead\tmacro a,b', 'Inside:\tdc.b 9', '\tendm', 'Data:', '\trept 4', 'R:\tdc.b 9', '\tendm', '\tdc.b 1', '\twhile 0', '\tdc.b 9', '\tendm', '\tdc.b 2'].join('\n'),
    });
    expect(p.hasLabel('Inside')).toBe(false);
    expect(p.hasLabel('R')).toBe(false);
    expect(bytes(p, 'Data')).toEqual([1, 2]);
  });

  it('splits operands at top-level commas only and drops comments, not semicolons in strings', () => {
    const p = program({ 'sonic.asm': 'Row:\tlhead\tArt_GHZ, (2*4)+1, ";", Blk256_GHZ ; the header\n' });
    expect(p.rowsAt('Row', 'test')[0].args).toEqual(['Art_GHZ', '(2*4)+1', '";"', 'Blk256_GHZ']);
  });

  it('reads binclude data and even padding, and names the first file of the data', () => {
    const p = program({ 'sonic.asm': 'Lay:\tbinclude "levels/x.bin"\n\teven\n\tdc.b $AA\nNext:\tdc.b 1\n', 'levels/x.bin': Uint8Array.from([1, 2, 3]) });
    expect(p.bytesAt('Lay', 'test')).toEqual({ bytes: Uint8Array.from([1, 2, 3, 0, 0xaa]), file: 'levels/x.bin' });
  });

  it('refuses a binclude of a file the checkout lacks, naming it and the line that includes it', () => {
    const p = program({ 'sonic.asm': '\n\nLay:\tbinclude "levels/gone.bin"\n' });
    expect(errorOf(() => p.bytesAt('Lay', 'test'))).toEqual({ code: 'missingFile', file: 'levels/gone.bin', line: undefined, message: 'missing (binclude at sonic.asm:3)' });
  });

  it('refuses dc data it cannot evaluate, naming the line', () => {
    const p = program({ 'sonic.asm': 'T:\tdc.w 1\n\tdc.w $00ZZ\n' });
    expect(errorOf(() => p.bytesAt('T', 'test'))).toEqual({ code: 'unreadableTable', file: 'sonic.asm', line: 2, message: 'cannot evaluate "$00ZZ" in T' });
  });

  it('reads the ROM past later labels, stopping at the first statement that is not data', () => {
    const p = program({ 'sonic.asm': 'A:\tdc.b 1, 2\nB:\tdc.b 3\n\teven\nC:\tdc.w $0405\n\tmove.w d0,d1\n\tdc.b 6\n' });
    expect(p.romBytesFrom('A', 5, 'test')).toEqual({ bytes: Uint8Array.from([1, 2, 3, 0, 4]), complete: true });
    expect(p.romBytesFrom('A', 9, 'test')).toEqual({ bytes: Uint8Array.from([1, 2, 3, 0, 4, 5]), complete: false, stoppedAt: 'sonic.asm:5 (move.w)' });
  });

  it('assigns symbols with =, equ and set, evaluating them with those before', () => {
    const p = program({ 'sonic.asm': 'id_GHZ = 0\nid_LZ equ id_GHZ+1\nzoneOffset set (id_LZ<<2)|3\n' });
    expect([p.symbol('id_GHZ'), p.symbol('id_LZ'), p.symbol('zoneOffset')]).toEqual([0, 1, 7]);
  });
});

describe('evaluateExpression', () => {
  const lookup = (name: string): number | undefined => ({ Revision: 1, id_SBZ: 5 })[name];
  it.each([
    ['$FF', 255],
    ['%1010', 10],
    ['0x10', 16],
    ['42', 42],
    ["'A'", 65],
    ['1+2*3', 7],
    ['(1+2)*3', 9],
    ['10-4-3', 3],
    ['$100/3', 85],
    ['-1', -1],
    ['~0', -1],
    ['!0', 1],
    ['1<<4|1', 17],
    ['$F0&$3C', 0x30],
    ['Revision=1', 1],
    ['Revision<>1', 0],
    ['Revision==0||id_SBZ>4', 1],
    ['Revision>=1&&id_SBZ<5', 0],
    ['(id_SBZ<<2)+1', 21],
  ])('%s is %i', (expr, value) => {
    expect(evaluateExpression(expr, lookup)).toBe(value);
  });

  it.each(['Level_GHZ1-Level_Index', '1+', '(1', '1 2', '$', 'a.b c'])('%s cannot be evaluated (undefined)', (expr) => {
    expect(evaluateExpression(expr, lookup)).toBeUndefined();
  });
});

describe('AsmProgram local labels', () => {
  it('keeps `.name:` labels under the global label before them (`Ani_Ring.ring`), apart from the labels tables end at', () => {
    const p = program({
      'sonic.asm': [
        'Ani_Ring:\tdc.w .ring-Ani_Ring',
        '.ring:\t\tdc.b 5, 4, 5, 6, 7, $FC',
        '\t\teven',
        'Other:\tdc.b 1',
        '.ring:',
        '\t\tdc.b 9',
        '\tif 0',
        '.skipped:\tdc.b 2',
        '\tendif',
      ].join('\n'),
    });
    const at = p.localLabels.get('Ani_Ring.ring')!;
    expect(p.statements[at]).toMatchObject({ op: 'dc.b', args: ['5', '4', '5', '6', '7', '$FC'], line: 2 });
    // A local label on a line of its own marks the next statement; the same name under another scope is another label.
    expect(p.statements[p.localLabels.get('Other.ring')!]).toMatchObject({ op: 'dc.b', args: ['9'], line: 6 });
    expect(p.localLabels.has('Other.skipped')).toBe(false);
    // bytesAt still reads a table across its local labels, to the next global label.
    expect([...p.bytesAt('Other', 'sonic.asm').bytes]).toEqual([1, 9]);
  });
});
