/**
 * Sonic 2's table ids: s2.constants.asm numbers the palettes and the pattern load request lists
 * with the `id` function — `PalID_EHZ = id(PalPtr_EHZ)`, `PLCID_Ehz1 = id(PLCptr_Ehz1)`, each
 * the entry's offset in its table over the entry's size — which the program reader does not
 * evaluate. The tables that use the ids (LevelArtPointers) name them, so each id is followed to
 * the table entry it is the id of, by that line, as the assembler resolves it.
 */
import type { DisasmSource } from '../s1/disasmSource.ts';
import { importError } from '../s1/importError.ts';
import { S2_CONSTANTS_FILE } from '../s2/s2RamSymbols.ts';

const ID_LINE = /^\s*([A-Za-z_]\w*)\s*=\s*id\(\s*([A-Za-z_]\w*)\s*\)/;

/** Each `NAME = id(ENTRY)` of s2.constants.asm: NAME → ENTRY's label. */
export function readS2IdPointers(source: DisasmSource): Map<string, string> {
  const data = source.read(S2_CONSTANTS_FILE);
  if (data === null) throw importError('missingFile', S2_CONSTANTS_FILE, 'missing: the palette and pattern load ids are defined there (s2.asm includes it)');
  const out = new Map<string, string>();
  for (const raw of new TextDecoder('latin1').decode(data).split(/\r\n|\r|\n/)) {
    const m = ID_LINE.exec(raw);
    if (m !== null && !out.has(m[1])) out.set(m[1], m[2]);
  }
  return out;
}

/** The entry label an id names (`PalID_EHZ` → `PalPtr_EHZ`), or an error naming where it was used. */
export function entryOfId(ids: ReadonlyMap<string, string>, id: string, where: { file: string; line: number }): string {
  const entry = ids.get(id.trim());
  if (entry === undefined) throw importError('unreadableTable', where.file, `${JSON.stringify(id)} is not defined as \`${id.trim()} = id(Entry)\` in ${S2_CONSTANTS_FILE}`, { line: where.line });
  return entry;
}
