/**
 * The files of a picked disassembly folder the act's picture needs beyond what the act import
 * reads (importers/s1/disasmFolder.ts already takes the sources, `map256/` and every Nemesis
 * file in `artnem/`): the 16x16 block mappings (`map16/`, Enigma, 28 KB in all), the palettes
 * (`palette/`, 6 KB), the uncompressed art (`artunc/`, 59 KB: Sonic's patterns among it) and
 * Sonic's mappings and dynamic load script (`_maps/Sonic*.asm`, 31 KB; the other objects'
 * mappings are not read). Pure: paths in, paths out, like importerFiles.
 */
import { checkoutRoot, isImporterFile } from '../s1/disasmFolder.ts';

/** Folders the picture reads that the act import does not. */
export const PICTURE_FOLDERS = ['map16/', 'palette/', 'artunc/'] as const;
/** Sonic's mapping files (s1SonicArt.ts finds which through sonic.asm's includes). */
const SONIC_MAPPINGS = /^_maps\/Sonic[^/]*\.asm$/;

/** Whether the picture needs the file at `path` (relative to the checkout's root) and the importer does not read it already. */
export function isPictureFile(path: string): boolean {
  return (PICTURE_FOLDERS.some((f) => path.startsWith(f)) || SONIC_MAPPINGS.test(path)) && !path.includes('/.') && !isImporterFile(path);
}

/**
 * The picture's files of a picked folder (`pathInFolder` as the directory input gives it, the
 * picked folder's name first), with the path the importer asks for, as importerFiles finds them.
 */
export function pictureFiles(pickedPaths: readonly string[]): { readonly pathInFolder: string; readonly path: string }[] {
  const inFolder = pickedPaths.map((p) => ({ pathInFolder: p, rel: p.includes('/') ? p.slice(p.indexOf('/') + 1) : p }));
  const root = checkoutRoot(inFolder.map((f) => f.rel)) ?? '';
  const out: { pathInFolder: string; path: string }[] = [];
  for (const f of inFolder) {
    if (!f.rel.startsWith(root)) continue;
    const path = f.rel.slice(root.length);
    if (isPictureFile(path)) out.push({ pathInFolder: f.pathInFolder, path });
  }
  return out;
}
