/**
 * The files of a picked disassembly folder the act's picture needs beyond what the act import
 * reads (importers/s1/disasmFolder.ts already takes the sources, `map256/` and every Nemesis
 * file in `artnem/`): the 16x16 block mappings (`map16/`, Enigma, 28 KB in all), the palettes
 * (`palette/`, 6 KB), the uncompressed art (`artunc/`, 59 KB: Sonic's patterns among it) and
 * the sprite mappings (`_maps/*.asm`, about 550 KB: Sonic's and his dynamic load script for his
 * sprite, the other objects' for theirs, s1ObjectMappings.ts). Pure: paths in, paths out, like importerFiles.
 */
import { checkoutFilesWhere, isImporterFile } from '../s1/disasmFolder.ts';

/** Folders the picture reads that the act import does not. */
export const PICTURE_FOLDERS = ['map16/', 'palette/', 'artunc/'] as const;
/** The mapping files (s1SonicArt.ts and s1ObjectMappings.ts find which through sonic.asm's includes). */
const MAPPING_FILES = /^_maps\/[^/]*\.asm$/;

/** Whether the picture needs the file at `path` (relative to the checkout's root) and the importer does not read it already. */
export function isPictureFile(path: string): boolean {
  return (PICTURE_FOLDERS.some((f) => path.startsWith(f)) || MAPPING_FILES.test(path)) && !path.includes('/.') && !isImporterFile(path);
}

/**
 * The picture's files of a picked folder (`pathInFolder` as the directory input gives it, the
 * picked folder's name first), with the path the importer asks for, as importerFiles finds them.
 */
export function pictureFiles(pickedPaths: readonly string[]): { readonly pathInFolder: string; readonly path: string }[] {
  return checkoutFilesWhere(pickedPaths, isPictureFile);
}
