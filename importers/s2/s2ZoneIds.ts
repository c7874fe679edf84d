/**
 * Sonic 2's zone numbers, as the checkout declares them (s2.constants.asm):
 *
 *     emerald_hill_zone zoneID	$00
 *     zone_1 zoneID			$01 ...
 *
 * The `zoneID` macro assigns the label its number and also `zone_id_<n>` for the n-th
 * declaration; every zone-ordered table of s2.asm (`zoneTableEntry`, `levartptrs`) places its
 * n-th zone's entries at `zone_id_<n>`, which is how a table written in declaration order ends
 * up indexed by zone number. The macro is not expanded by the source reader (asmProgram.ts skips
 * macro bodies and keeps the call as a statement whose operation is the label), so the calls are
 * read here: a statement whose operand starts with `zoneID`.
 */
import type { AsmProgram, AsmStatement } from '../s1/asmProgram.ts';
import { importError } from '../s1/importError.ts';

export interface S2ZoneIds {
  /** Zone number by zone label (`emerald_hill_zone` → 0). */
  readonly byLabel: ReadonlyMap<string, number>;
  /** `zone_id_<n>`: the number of the n-th declaration. */
  readonly inOrder: readonly number[];
}

/** The largest zone number a table could hold (Current_Zone is a byte). */
const MAX_ZONE = 0xff;

export function readZoneIds(p: AsmProgram): S2ZoneIds {
  const byLabel = new Map<string, number>();
  const inOrder: number[] = [];
  for (const st of p.statements) {
    const value = zoneIdOperand(st);
    if (value === null) continue;
    const v = p.evaluate(value);
    if (v === undefined || v < 0 || v > MAX_ZONE) {
      throw importError('unreadableTable', st.file, `zone ${st.op}: cannot read ${JSON.stringify(value)} as a zone number`, { line: st.line });
    }
    byLabel.set(st.op, v);
    inOrder.push(v);
  }
  if (inOrder.length === 0) {
    throw importError('unreadableTable', 's2.constants.asm', 'declares no zones (`emerald_hill_zone zoneID $00` ...): is this the Sonic 2 disassembly?');
  }
  return { byLabel, inOrder };
}

/** `zoneID $00` → `$00`; null for any other statement. */
function zoneIdOperand(st: AsmStatement): string | null {
  if (st.label !== undefined || st.args.length !== 1) return null;
  const m = /^zoneID\s+(\S+)$/i.exec(st.args[0]);
  return m === null ? null : m[1];
}

/** The zone number of `label`, or an error naming the label. */
export function zoneNumber(ids: S2ZoneIds, label: string): number {
  const n = ids.byLabel.get(label);
  if (n === undefined) throw importError('unreadableTable', 's2.constants.asm', `declares no zone ${label} (\`${label} zoneID ...\`)`);
  return n;
}
