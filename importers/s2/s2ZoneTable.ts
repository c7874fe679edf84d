/**
 * Reading s2.asm's zone-ordered tables as the macros of s2.macros.asm lay them out:
 *
 *     LevelSize: zoneOrderedTable 2,8          ; entryLen bytes per entry, zoneEntries per zone
 *         zoneTableEntry.w  $0, $29A0, $0, $320 ; one entry per operand
 *     StartLocations: zoneOrderedTable 2,4
 *         zoneTableBinEntry 2, "startpos/EHZ_1.bin" ; numEntries entries from a file
 *     Off_Level: zoneOrderedOffsetTable 2,2
 *         zoneOffsetTableEntry.w Level_EHZ1      ; an offset to a label
 *     zoneTableEnd
 *
 * `zoneTableEntry` writes each operand into the current zone's run of `zoneEntries` entries;
 * when the run is used up, the next operand starts the next zone's run at
 * `zone_id_<n> * zoneEntries` (`!org`), n counting the zones started. So a table written in
 * declaration order is indexed by zone number (s2ZoneIds.ts). The entries are kept
 * symbolically (an operand's text, or a file and the entry's index in it): the caller knows
 * whether an entry is a number, a label or bytes.
 */
import type { AsmProgram, AsmStatement } from '../s1/asmProgram.ts';
import { unquote } from '../s1/asmProgram.ts';
import { importError } from '../s1/importError.ts';
import type { S2ZoneIds } from './s2ZoneIds.ts';

/** One entry of a zone-ordered table. */
export type ZoneTableEntry =
  | { readonly kind: 'value'; readonly text: string; readonly st: AsmStatement }
  /** Entry `index` of the file a `zoneTableBinEntry` includes (entryLen bytes each). */
  | { readonly kind: 'file'; readonly path: string; readonly index: number; readonly st: AsmStatement };

export interface ZoneTable {
  readonly label: string;
  /** Bytes per entry, and entries per zone (the macro's entryLen and zoneEntries). */
  readonly entryLen: number;
  readonly zoneEntries: number;
  /** By position: zone number * zoneEntries + entry within the zone. */
  readonly entries: ReadonlyMap<number, ZoneTableEntry>;
  /** The table's header statement, for messages. */
  readonly st: AsmStatement;
}

const HEADERS: ReadonlySet<string> = new Set(['zoneorderedtable', 'zoneorderedoffsettable']);
/** `zoneTableEntry.w`, `zoneOffsetTableEntry.l` ...: the size suffix is the entry's. */
const ENTRY = /^zone(?:offset)?tableentry\.([bwl])$/;
const SIZES: Readonly<Record<string, number>> = { b: 1, w: 2, l: 4 };

export function readZoneTable(p: AsmProgram, label: string, ids: S2ZoneIds): ZoneTable {
  const rows = p.rowsAt(label, 's2.asm');
  const head = rows[0];
  if (head === undefined || !HEADERS.has(head.op) || head.args.length !== 2) {
    const at = head ?? p.statements[p.labelIndex(label, 's2.asm')];
    throw importError('unreadableTable', at.file, `${label} is not declared as \`${label}: zoneOrderedTable entryLen,zoneEntries\``, { line: at.line });
  }
  const entryLen = numberArg(p, head, 0, label);
  const zoneEntries = numberArg(p, head, 1, label);
  const entries = new Map<number, ZoneTableEntry>();
  let left = 0; // .zone_entries_left
  let zones = 0; // .cur_zone_id
  let at = 0; // the next entry's position
  // Where the next entry goes: on in the current zone's run, or the start of the next zone's.
  const place = (st: AsmStatement, count: number): number => {
    if (left > 0) {
      left -= count;
      const from = at;
      at += count;
      return from;
    }
    const zone = ids.inOrder[zones];
    if (zone === undefined) throw importError('unreadableTable', st.file, `${label} has more zones than the ${ids.inOrder.length} the checkout declares`, { line: st.line });
    zones++;
    left = zoneEntries - count;
    at = zone * zoneEntries + count;
    return zone * zoneEntries;
  };
  for (const st of rows.slice(1)) {
    if (st.op === 'zonetableend') break;
    const entry = ENTRY.exec(st.op);
    if (entry !== null) {
      if (SIZES[entry[1]] !== entryLen) throw importError('unreadableTable', st.file, `${label}: a .${entry[1]} entry in a table of ${entryLen}-byte entries`, { line: st.line });
      for (const text of st.args) entries.set(place(st, 1), { kind: 'value', text, st });
    } else if (st.op === 'zonetablebinentry' && st.args.length === 2) {
      const count = numberArg(p, st, 0, label);
      const path = unquote(st.args[1]);
      const from = place(st, count);
      for (let i = 0; i < count; i++) entries.set(from + i, { kind: 'file', path, index: i, st });
    } else {
      throw importError('unreadableTable', st.file, `${label}: expected zoneTableEntry, zoneTableBinEntry or zoneTableEnd, got ${st.op}`, { line: st.line });
    }
  }
  return { label, entryLen, zoneEntries, entries, st: head };
}

/** The table's entry `index` of zone `zone`, or an error naming the table. */
export function zoneEntry(t: ZoneTable, zone: number, index: number): ZoneTableEntry {
  const e = t.entries.get(zone * t.zoneEntries + index);
  if (e === undefined) throw importError('unreadableTable', t.st.file, `${t.label} has no entry ${index} for zone $${zone.toString(16).toUpperCase()}`, { line: t.st.line });
  return e;
}

function numberArg(p: AsmProgram, st: AsmStatement, i: number, label: string): number {
  const v = p.evaluate(st.args[i] ?? '');
  if (v === undefined || v <= 0) throw importError('unreadableTable', st.file, `${label}: cannot read ${JSON.stringify(st.args[i] ?? '')} as a count`, { line: st.line });
  return v;
}
