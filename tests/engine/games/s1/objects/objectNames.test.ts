/**
 * The object names the inspector and the trace records show (engine/games/s1/objects/objectNames.ts)
 * are the checkout's: entry n of `Obj_Index` (_inc/Object Pointers.asm) is `ptr_X: dc.l Code`,
 * object id n + 1 runs `Code`, and that is its name.
 */
import { expect, it } from 'vitest';
import { s1ObjectName } from '../../../../../engine/games/s1/objects/objectNames.ts';
import { describeWithDisasm, s1Disassembly } from '../../../../support/disasm.ts';

describeWithDisasm('Sonic 1 object names', () => {
  it.each([0, 1] as const)('REV0%i: every id names the code Obj_Index points it at', (rev) => {
    const program = s1Disassembly(rev).program;
    // Each `ptr_X:` is a label statement; its `dc.l` follows on the same line.
    const rows = program.statements.filter((st, i) => st.op === 'dc.l' && program.statements[i - 1]?.label?.startsWith('ptr_') && st.file === '_inc/Object Pointers.asm');
    expect(rows.length).toBeGreaterThan(0x80);
    rows.forEach((row, i) => expect([i + 1, s1ObjectName(i + 1)]).toEqual([i + 1, row.args[0]]));
    // An id past the list is named by its number.
    expect(s1ObjectName(rows.length + 1)).toBe(`$${(rows.length + 1).toString(16).toUpperCase()}`);
  });
});
