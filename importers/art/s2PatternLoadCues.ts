/**
 * Sonic 2's pattern load request lists, read out of s2.asm: `ArtLoadCues: offsetTable` has one
 * `PLCptr_X: offsetTableEntry.w PlrList_X` per id (`PLCID_X = id(PLCptr_X)`, s2IdPointers.ts);
 * a list is `PlrList_X: plrlistheader`, then one `plreq toVRAMaddr, fromROMaddr` per Nemesis
 * file (`dc.l fromROMaddr; dc.w tiles_to_bytes(toVRAMaddr)`), up to `PlrList_X_End`. LoadPLC
 * queues the entries in that order, RunPLC_RAM / ProcessDPLC decompress them one after another.
 */
import type { AsmProgram } from '../s1/asmProgram.ts';
import { importError } from '../s1/importError.ts';
import { evaluateWithFunctions, type AsFunction } from './asFunctions.ts';
import { PATTERN_BYTES } from './patterns.ts';
import { entryOfId } from './s2IdPointers.ts';

export interface S2PlcEntry {
  /** The art's label (`ArtNem_Waterfall`). */
  readonly art: string;
  /** The first pattern's index in VRAM (tiles_to_bytes(toVRAMaddr) / $20). */
  readonly tile: number;
  readonly file: string;
  readonly line: number;
}

/** The list a `PLCID_X` id names (`PlrList_X`), through its ArtLoadCues entry. */
export function s2PlcListOf(program: AsmProgram, ids: ReadonlyMap<string, string>, id: string, where: { file: string; line: number }): string {
  const entry = entryOfId(ids, id, where);
  const row = program.rowsAt(entry, 'ArtLoadCues')[0];
  const list = row !== undefined && /^offsettableentry\.w$/.test(row.op) ? row.args[0] : undefined;
  if (row === undefined || list === undefined || !program.hasLabel(list)) {
    throw importError('unreadableTable', row?.file ?? where.file, `${entry}: expected offsetTableEntry.w PlrList_X`, { line: row?.line ?? where.line });
  }
  return list;
}

/** The `plreq` entries of list `list` in queue order; `symbol` gives the ArtTile_ constants. */
export function readS2PlcList(program: AsmProgram, list: string, functions: ReadonlyMap<string, AsFunction>, symbol: (name: string) => number | undefined): S2PlcEntry[] {
  const end = `${list}_end`.toLowerCase();
  const out: S2PlcEntry[] = [];
  for (const st of program.rowsAt(list, 'ArtLoadCues')) {
    if (st.op === end) break;
    if (st.op !== 'plreq') continue;
    // The macro stores tiles_to_bytes(toVRAMaddr): the VRAM address, the pattern index masked to 11 bits.
    const address = st.args.length === 2 ? evaluateWithFunctions(`tiles_to_bytes(${st.args[0]})`, functions, symbol) : undefined;
    if (address === undefined) {
      throw importError('unreadableTable', st.file, `${list}: cannot read the entry plreq ${st.args.join(', ')} (VRAM pattern index, art label)`, { line: st.line });
    }
    out.push({ art: st.args[1], tile: address / PATTERN_BYTES, file: st.file, line: st.line });
  }
  return out;
}
