/** The s2disasm checkout's root file (its own module, so the page's folder filter, importers/s2/s2DisasmFolder.ts, does not bring the importer into the page's bundle). */
export const S2_ROOT = 's2.asm';
