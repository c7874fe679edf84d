/**
 * Which files of a picked disassembly folder the importer needs, and where the checkout's root
 * is inside the folder. The workbench reads a folder the user picks (a directory input gives
 * every file with its path under the picked folder); a whole s1disasm checkout holds art, sound
 * and tools the importer never opens, so only these are read into memory:
 * - the assembler sources (`*.asm`) the tables come from, but not the sprite mappings
 *   (`_maps/`) and the sound driver and music (`sound/`, `s1.sounddriver.asm`), which no table
 *   needs (the importer accepts a checkout without them: asmProgram.ts LEFT_OUT_INCLUDES);
 * - the level data the tables point at: `collide/`, `levels/`, `map256/`, `objpos/`,
 *   `startpos/`, and the object tables' files in `misc/` (s1ObjectData.ts: the grass
 *   platforms', the bridge's, the seesaw's and the ledge's heights; a few hundred bytes each);
 * - the Nemesis art (`artnem/`, about 0.7 MB), whose headers give the pattern counts of the
 *   art queues (s1ArtQueues.ts: every list an act queues, the zones' enemies and animals
 *   included), so the workbench imports the same act as the CLI; the other art is never read.
 * Pure: paths in, paths out, so the filter is tested against the real checkout in Node.
 */

import { ACT_DATA_GROUPS } from '../../engine/level/actObjectData.ts';

/** Folders of binary level data the importer reads (relative to the checkout's root). */
export const LEVEL_DATA_FOLDERS = ['collide/', 'levels/', 'map256/', 'objpos/', 'startpos/'] as const;

/** The object tables' files (engine/level/actObjectData.ts: misc/mz_pfm1.bin ...), by the names the checkout gives them. */
const OBJECT_TABLE_FILES: ReadonlySet<string> = new Set(ACT_DATA_GROUPS.flatMap((g) => g.tables.map((t) => t.file)));

/** The Nemesis art the pattern load cues name: only their headers are read. */
const QUEUED_ART = /^artnem\/[^/]+\.(?:nem|bin)$/i;

/** Source folders that no table is read from. */
const SKIPPED_SOURCES = /^(?:_maps|sound)\/|(?:^|\/)s1\.sounddriver\.asm$/i;

/** Whether the importer needs the file at `path` (relative to the checkout's root). */
export function isImporterFile(path: string): boolean {
  if (LEVEL_DATA_FOLDERS.some((f) => path.startsWith(f))) return true;
  if (OBJECT_TABLE_FILES.has(path)) return true;
  if (QUEUED_ART.test(path)) return true;
  return /\.asm$/i.test(path) && !SKIPPED_SOURCES.test(path);
}

/**
 * The checkout's root inside a picked folder, as a prefix of the picked paths ("" or
 * "s1disasm/"): the folder that holds `sonic.asm` (or `rootFile`) nearest the top, so picking the checkout's
 * parent works too (of two at the same depth, the first by name). Null when no folder holds a `sonic.asm` (not a disassembly; the importer
 * then says so, naming the file it looked for).
 */
export function checkoutRoot(paths: readonly string[], rootFile = 'sonic.asm'): string | null {
  let best: string | null = null;
  for (const p of paths) {
    if (!(p === rootFile || p.endsWith(`/${rootFile}`))) continue;
    const dir = p.slice(0, p.length - rootFile.length);
    if (best === null || depth(dir) < depth(best) || (depth(dir) === depth(best) && dir < best)) best = dir;
  }
  return best;
}

function depth(dir: string): number {
  return dir === '' ? 0 : dir.split('/').length - 1;
}

/**
 * The files to read from a picked folder: `pathInFolder` as the directory input gives it (the
 * picked folder's name first: "s1/sonic.asm"), and the path the importer asks for. The picked
 * folder's own name is dropped; files outside the checkout's root are left out.
 */
export function importerFiles(pickedPaths: readonly string[]): { readonly pathInFolder: string; readonly path: string }[] {
  return checkoutFilesWhere(pickedPaths, isImporterFile);
}

/**
 * The files of a picked folder (`pathInFolder` as the directory input gives it, the picked
 * folder's name first) whose path in the checkout (the root found by checkoutRoot) passes
 * `wanted`, each with that path: what importerFiles, the picture's and the special stages' file
 * lists share. Files outside the checkout's root are left out. `rootFile` names the checkout's
 * root file (Sonic 2's is `s2.asm`: importers/s2/s2DisasmFolder.ts).
 */
export function checkoutFilesWhere(pickedPaths: readonly string[], wanted: (path: string) => boolean, rootFile = 'sonic.asm'): { readonly pathInFolder: string; readonly path: string }[] {
  const inFolder = pickedPaths.map((p) => ({ pathInFolder: p, rel: dropFirst(p) }));
  const root = checkoutRoot(inFolder.map((f) => f.rel), rootFile) ?? '';
  const out: { pathInFolder: string; path: string }[] = [];
  for (const f of inFolder) {
    if (!f.rel.startsWith(root)) continue;
    const path = f.rel.slice(root.length);
    if (wanted(path)) out.push({ pathInFolder: f.pathInFolder, path });
  }
  return out;
}

/** "s1/map256/GHZ.kos" → "map256/GHZ.kos" (a path without a folder stays as it is). */
function dropFirst(p: string): string {
  const slash = p.indexOf('/');
  return slash < 0 ? p : p.slice(slash + 1);
}
