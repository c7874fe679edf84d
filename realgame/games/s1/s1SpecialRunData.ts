/**
 * What a run of acts needs of the checkout to play the special stages (engine/games/s1/s1ActRun.ts
 * S1SpecialRunData): the stages (importers/s1/s1SpecialStages.ts) and the pattern counts of the
 * art the results screen queues and waits for: `PLC_Main` (NewPLC) then `PLC_SSResult` (AddPLC),
 * each `plcm Nem_X, tile` entry's art file's Nemesis header (bit 15, the XOR mode, masked off as
 * RunPLC does). A checkout that lacks one of the files is refused with its name.
 */
import type { AsmProgram } from '../../../importers/s1/asmProgram.ts';
import { unquote } from '../../../importers/s1/asmProgram.ts';
import type { DisasmSource } from '../../../importers/s1/disasmSource.ts';
import { importError } from '../../../importers/s1/importError.ts';
import { readSpecialStages } from '../../../importers/s1/s1SpecialStages.ts';
import type { S1SpecialRunData } from '../../../engine/games/s1/s1ActRun.ts';

const PLC_FILE = 'Pattern Load Cues.asm';

export function readSpecialRunData(program: AsmProgram, source: DisasmSource, revision: number): S1SpecialRunData {
  return { data: readSpecialStages(program, revision), resultsPatterns: [...plcPatterns(program, source, 'PLC_Main'), ...plcPatterns(program, source, 'PLC_SSResult')] };
}

function plcPatterns(program: AsmProgram, source: DisasmSource, list: string): number[] {
  if (!program.hasLabel(list)) throw importError('unreadableTable', PLC_FILE, `no ${list}: the special stage's results screen waits for it`);
  const out: number[] = [];
  for (const row of program.rowsAt(list, PLC_FILE)) {
    if (row.op !== 'plcm') continue;
    const label = row.args[0];
    let file: string | undefined;
    if (program.hasLabel(label)) {
      const at = program.labelIndex(label, 'sonic.asm');
      // The label is a statement of its own; the binclude follows it on the same line.
      for (let i = at; i <= at + 1 && i < program.statements.length; i++) {
        const st = program.statements[i];
        if (st.op === 'binclude' && st.args.length > 0) file = unquote(st.args[0]);
      }
    }
    const bytes = file === undefined ? null : source.read(file);
    if (file === undefined || bytes === null || bytes.length < 2) throw importError('unreadableTable', file ?? 'sonic.asm', `no art for ${label} (${list}): the results screen's wait counts its patterns`);
    out.push(((bytes[0] << 8) | bytes[1]) & 0x7fff);
  }
  return out;
}
