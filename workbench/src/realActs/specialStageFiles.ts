/**
 * The files of a picked folder the special stages need beyond the importer's
 * (importers/s1/disasmFolder.ts): the six layouts SS_LayoutIndex binclude's (`sslayout/*.eni`,
 * a few KB; importers/s1/s1SpecialStages.ts). The rest the stages read (SS_StartLoc, the item
 * animations, the results screen's art headers in `artnem/`) is already among the importer's.
 * Pure: paths in, paths out, with the checkout's root found as the importer finds it.
 */
import { checkoutFilesWhere } from '../../../importers/s1/disasmFolder.ts';

const LAYOUTS = /^sslayout\/[^/]+\.eni$/i;

export function specialStageFiles(pickedPaths: readonly string[]): { readonly pathInFolder: string; readonly path: string }[] {
  return checkoutFilesWhere(pickedPaths, (path) => LAYOUTS.test(path));
}
