/**
 * A picked Sonic 2 folder's acts (the disassembly reader's Sonic 2 half: disasmReader.ts): the
 * checkout parsed from the files read (importers/s2/s2DisasmFolder.ts says which), and an act
 * imported into its `subpixel-level/2` document, which the engine worker checks and stores as it
 * does a Sonic 1 act's (worker/actLibrary.ts). The document is the level as the CLI imports it
 * (`--level s2:ehz1`): it loads back with the same hash (importers/s2/s2Shapes.ts).
 *
 * The warnings are the object layout's entries the engine loads no port for
 * (importers/s2/s2UnportedEntries.ts): one per entry, as Sonic 1's are one per placement left out.
 */
import { memoryDisasmSource } from '../../../importers/s1/disasmSource.ts';
import { openS2Disassembly, type S2Disassembly } from '../../../importers/s2/importS2.ts';
import { S2_ACTS } from '../../../importers/s2/s2Acts.ts';
import type { ImportWarning } from '../../../importers/s1/s1Objects.ts';
import { unportedEntries } from '../../../importers/s2/s2UnportedEntries.ts';
import { writeLevelText } from '../../../engine/level/writeLevel.ts';
import type { Level } from '../../../engine/level/types.ts';

/** The act list the act select shows for a Sonic 2 folder: the 20 acts in the order players meet them. */
export const S2_FOLDER_ACTS: readonly { readonly id: string; readonly title: string }[] = S2_ACTS.map((a) => ({ id: a.id, title: a.title }));

/** Parses the files read from the folder (throws the importer's ImportError: the reader makes it a value). */
export function openS2Folder(name: string, files: ReadonlyMap<string, Uint8Array>): S2Disassembly {
  return openS2Disassembly(memoryDisasmSource(name, files));
}

/** Act `id` as its level document, its level and the entries left out (throws ImportError). */
export function importS2ActDocument(d: S2Disassembly, id: string, objects: boolean): { readonly json: string; readonly level: Level; readonly warnings: ImportWarning[] } {
  const { level } = d.importAct(id, { objects });
  return { json: writeLevelText(level), level, warnings: unportedEntries(level, id) };
}
