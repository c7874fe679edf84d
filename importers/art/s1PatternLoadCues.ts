/**
 * Sonic 1's pattern load cues (_inc/Pattern Load Cues.asm), read out of the checkout: which
 * Nemesis art each list decompresses, and where in VRAM. A list is `PLC_X: dc.w count-1`, then
 * one `plcm Nem_Y, tile` per art file; the `plcm` macro stores the VRAM address as `(vram)*$20`,
 * so its operand is the first pattern's index. `AddPLC` queues a list by its id, `plcid_X`,
 * which the checkout defines as `(ptr_PLC_X-ArtLoadCues)/2`: an offset into `ArtLoadCues` the
 * source reader does not compute, so the id is followed to the entry labelled `ptr_PLC_X`
 * (`dc.w PLC_X-ArtLoadCues`), as the assembler resolves it.
 */
import { evaluateExpression, type AsmProgram } from '../s1/asmProgram.ts';
import { importError } from '../s1/importError.ts';

export interface PlcEntry {
  /** The art's label (`Nem_GHZ_1st`). */
  readonly art: string;
  /** The first pattern's index in VRAM (the `plcm` operand: VRAM address / $20). */
  readonly tile: number;
  /** Where the entry is written, for messages. */
  readonly file: string;
  readonly line: number;
}

const PLC_SOURCE = 'Pattern Load Cues.asm';

/**
 * The list a `plcid_X` operand names (its label, `PLC_X`), or null for 0 (`LevelHeaders` gives 0
 * where a zone has no list: the ending).
 */
export function plcListOf(program: AsmProgram, operand: string, where: { file: string; line: number }): string | null {
  const id = operand.trim();
  if (program.evaluate(id) === 0) return null;
  const m = /^plcid_(\w+)$/.exec(id);
  const pointer = m === null ? undefined : `ptr_PLC_${m[1]}`;
  if (pointer === undefined || !program.hasLabel(pointer)) {
    throw importError('unreadableTable', where.file, `expected a pattern load cue id plcid_X with its ArtLoadCues entry ptr_PLC_X, got ${JSON.stringify(operand)}`, { line: where.line });
  }
  const entry = program.rowsAt(pointer, PLC_SOURCE)[0];
  const list = entry?.op === 'dc.w' ? /^(\w+)\s*-\s*ArtLoadCues$/.exec(entry.args[0] ?? '')?.[1] : undefined;
  if (entry === undefined || list === undefined) {
    throw importError('unreadableTable', entry?.file ?? where.file, `${pointer}: expected dc.w PLC_X-ArtLoadCues`, { line: entry?.line ?? where.line });
  }
  return list;
}

/**
 * The `plcm` entries of the list labelled `list`, in the order the game decompresses them.
 * `symbol` gives the constants the tiles are written with: Constants.asm defines some before
 * the one they name (`ArtTile_GHZ_Flower_Stalk: equ ArtTile_Level+$358` comes before
 * `ArtTile_Level`), which only the assembler's later pass resolves (s1RamLabels.ts does).
 */
export function readPlcList(program: AsmProgram, list: string, symbol: (name: string) => number | undefined): PlcEntry[] {
  const out: PlcEntry[] = [];
  for (const st of program.rowsAt(list, PLC_SOURCE)) {
    if (st.op !== 'plcm') continue;
    const tile = st.args.length === 2 ? evaluateExpression(st.args[1], symbol) : undefined;
    if (tile === undefined || tile < 0) {
      throw importError('unreadableTable', st.file, `${list}: cannot read the entry plcm ${st.args.join(', ')} (art label, VRAM pattern index)`, { line: st.line });
    }
    out.push({ art: st.args[0], tile, file: st.file, line: st.line });
  }
  return out;
}

