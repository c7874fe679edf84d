import { describe, expect, it } from 'vitest';
import { AsmProgram } from '../../../importers/s1/asmProgram.ts';
import { memoryDisasmSource } from '../../../importers/s1/disasmSource.ts';
import { ImportError } from '../../../importers/s1/importError.ts';
import { readZoneIds } from '../../../importers/s2/s2ZoneIds.ts';
import { readZoneTable, zoneEntry } from '../../../importers/s2/s2ZoneTable.ts';

/** A checkout of a few lines in s2disasm's style: zones declared out of numeric order. */
function program(table: string): AsmProgram {
  const text = `zoneID macro zoneID,{INTLABEL}
__LABEL__ = zoneID
    endm
alpha_zone zoneID	$02
beta_zone zoneID	$00
gamma_zone zoneID	$01
${table}
Next:	dc.w 0
`;
  return new AsmProgram(memoryDisasmSource('test', new Map([['s2.asm', new TextEncoder().encode(text)], ['start/a.bin', Uint8Array.of(0, 1, 0, 2)]])), 's2.asm');
}

describe('zone-ordered tables', () => {
  it('reads the zones from their zoneID declarations, in declaration order', () => {
    const ids = readZoneIds(program(''));
    expect([...ids.byLabel]).toEqual([['alpha_zone', 2], ['beta_zone', 0], ['gamma_zone', 1]]);
    expect(ids.inOrder).toEqual([2, 0, 1]);
  });

  it('places the n-th zone\'s run of entries at zone_id_n, one entry per operand, as zoneTableEntry does', () => {
    const p = program(`Sizes: zoneOrderedTable 2,3
	zoneTableEntry.w	$10, $11
	zoneTableEntry.w	$12
	zoneTableEntry.w	$20, $21, $22
	zoneTableEntry.w	$30, $31, $32
    zoneTableEnd`);
    const t = readZoneTable(p, 'Sizes', readZoneIds(p));
    const text = (zone: number, i: number): string => {
      const e = zoneEntry(t, zone, i);
      return e.kind === 'value' ? e.text : e.path;
    };
    // The first run is alpha_zone's ($02), the second beta_zone's ($00), the third gamma_zone's.
    expect([text(2, 0), text(2, 2), text(0, 0), text(1, 2)]).toEqual(['$10', '$12', '$20', '$32']);
  });

  it('gives a zoneTableBinEntry\'s entries as the file and their index in it', () => {
    const p = program(`Starts: zoneOrderedTable 2,2
	zoneTableBinEntry	2, "start/a.bin"
    zoneTableEnd`);
    const t = readZoneTable(p, 'Starts', readZoneIds(p));
    expect(zoneEntry(t, 2, 1)).toMatchObject({ kind: 'file', path: 'start/a.bin', index: 1 });
  });

  it('refuses an entry of another size than the table\'s, and a zone the table lacks, at their lines', () => {
    const p = program(`Ptrs: zoneOrderedTable 4,1
	zoneTableEntry.w	Label
    zoneTableEnd`);
    const refusal = (run: () => unknown): ImportError['info'] => {
      try {
        run();
      } catch (e) {
        return (e as ImportError).info;
      }
      throw new Error('expected an ImportError');
    };
    expect(refusal(() => readZoneTable(p, 'Ptrs', readZoneIds(p)))).toEqual({ code: 'unreadableTable', file: 's2.asm', line: 8, message: 'Ptrs: a .w entry in a table of 4-byte entries' });
    const q = program(`Ptrs: zoneOrderedTable 4,1
	zoneTableEntry.l	Label
    zoneTableEnd`);
    const t = readZoneTable(q, 'Ptrs', readZoneIds(q));
    expect(refusal(() => zoneEntry(t, 0, 0))).toEqual({ code: 'unreadableTable', file: 's2.asm', line: 7, message: 'Ptrs has no entry 0 for zone $0' });
  });
});
