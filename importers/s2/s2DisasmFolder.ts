/**
 * Which files of a picked s2disasm folder the Sonic 2 importer (importS2.ts) needs, as
 * importers/s1/disasmFolder.ts says for Sonic 1's: a whole checkout is 12 MB of art, sound,
 * sprite mappings and build tools the importer never opens, so the workbench reads only these:
 * - the assembler sources (`*.asm`) the tables come from, but not the sprite mappings and their
 *   DPLCs (`mappings/sprite/`, `mappings/spriteDPLC/`), the sound (`sound/`,
 *   `s2.sounddriver.asm`) or the build tools' sources, which no table the importer reads is in;
 * - the level data the tables point at: `collision/` (the collision arrays and indexes),
 *   `level/` (layouts, rings, objects), `mappings/128x128/` (the chunks) and `startpos/`.
 * The shared checkout: 155 of its 1,056 files, about 3.1 MB of its 12 MB (2.7 MB of it s2.asm
 * itself); every act imports from them with the hash it has from the whole checkout. Pure: paths in, paths out, so the filter is tested against the real checkout in Node.
 */
import { checkoutFilesWhere, checkoutRoot } from '../s1/disasmFolder.ts';
import { S2_ROOT } from './s2Root.ts';

/** Folders of binary level data the importer reads (relative to the checkout's root). */
export const S2_LEVEL_DATA_FOLDERS = ['collision/', 'level/', 'mappings/128x128/', 'startpos/'] as const;

/** Source files that no table is read from. */
const SKIPPED_SOURCES = /^(?:mappings\/sprite|mappings\/spriteDPLC|sound|build_tools)\/|(?:^|\/)s2\.sounddriver\.asm$/i;

/** Whether the Sonic 2 importer needs the file at `path` (relative to the checkout's root). */
export function isS2ImporterFile(path: string): boolean {
  if (S2_LEVEL_DATA_FOLDERS.some((f) => path.startsWith(f))) return true;
  return /\.asm$/i.test(path) && !SKIPPED_SOURCES.test(path);
}

/**
 * The files to read from a picked Sonic 2 folder: `pathInFolder` as the directory input gives it
 * (the picked folder's name first: "s2/s2.asm") and the path the importer asks for; the root is
 * the folder holding `s2.asm` nearest the top, so picking the checkout's parent works too.
 */
export function s2ImporterFiles(pickedPaths: readonly string[]): { readonly pathInFolder: string; readonly path: string }[] {
  // A checkout that lost its s2.asm is still found by its constants, so the importer can say s2.asm is missing.
  const root = checkoutRoot(inPicked(pickedPaths), S2_ROOT) !== null ? S2_ROOT : S2_CONSTANTS;
  return checkoutFilesWhere(pickedPaths, isS2ImporterFile, root);
}

/** The file beside s2.asm that says a checkout is Sonic 2's even without its root file (a damaged one). */
const S2_CONSTANTS = 's2.constants.asm';

/**
 * Which game a picked folder's checkout is (paths as the directory input gives them): Sonic 2's
 * when a folder holds `s2.asm` (or, damaged, its `s2.constants.asm`) and none holds Sonic 1's
 * `sonic.asm` (the CLI's isS2Checkout rule); anything else is read as Sonic 1's, whose importer
 * then names the file it lacks.
 */
export function pickedCheckoutGame(pickedPaths: readonly string[]): 's1' | 's2' {
  const rel = inPicked(pickedPaths);
  const s2 = checkoutRoot(rel, S2_ROOT) !== null || checkoutRoot(rel, S2_CONSTANTS) !== null;
  return s2 && checkoutRoot(rel) === null ? 's2' : 's1';
}

/** The paths without the picked folder's own name ("s2/s2.asm" → "s2.asm"). */
function inPicked(pickedPaths: readonly string[]): string[] {
  return pickedPaths.map((p) => (p.includes('/') ? p.slice(p.indexOf('/') + 1) : p));
}
