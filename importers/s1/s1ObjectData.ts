/**
 * The object data tables an act's objects read, from the user's checkout: each label of
 * engine/level/actObjectData.ts followed to its `binclude`d file (misc/mz_pfm1.bin ...), as the
 * terrain's files are. Only the groups the act's placements need are read, so an act that places
 * none of those objects reads (and needs) none of the files. A file the checkout lacks is one
 * ImportError `missingFile` naming the line that includes it; a table too short for the code
 * that reads it is `truncatedFile` at its end.
 */
import type { AsmProgram } from './asmProgram.ts';
import { importError } from './importError.ts';
import { actObjectData, groupsNeeded, type ActObjectData } from '../../engine/level/actObjectData.ts';

export function readObjectData(program: AsmProgram, placements: Uint8Array): ActObjectData | undefined {
  const groups = groupsNeeded(placements);
  if (groups.length === 0) return undefined;
  const tables: Record<string, Uint8Array> = {};
  const files: Record<string, string> = {};
  for (const g of groups) {
    for (const t of g.tables) {
      const read = program.bytesAt(t.label, 'sonic.asm');
      tables[t.label] = read.bytes.slice();
      files[t.label] = read.file;
    }
  }
  const r = actObjectData(tables);
  if (!r.ok) {
    const { label, message, offset } = r.problem;
    throw importError(offset !== undefined ? 'truncatedFile' : 'corruptData', files[label] ?? 'sonic.asm', `${label} ${message}`, offset !== undefined ? { offset } : {});
  }
  return r.value;
}
