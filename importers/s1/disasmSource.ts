/**
 * Where the importer reads a disassembly checkout from. The importer itself does no I/O: the
 * CLI hands it a folder on disk (importers/s1/nodeDisasmSource.ts), the workbench a folder the
 * user picked in the browser. Paths are relative to the checkout's root, with forward slashes,
 * exactly as the source text spells them (`"map256/GHZ.kos"`).
 */
export interface DisasmSource {
  /**
   * The file's bytes, or null when the checkout has no such file. A file that is there but
   * cannot be read as one (too large, not a regular file, outside the checkout, unreadable)
   * throws an ImportError saying which: it is not reported as missing.
   */
  read(path: string): Uint8Array | null;
  /** A name for the folder in messages. */
  readonly name: string;
}

/** A source over files already in memory (tests, and the workbench after reading a picked folder). */
export function memoryDisasmSource(name: string, files: ReadonlyMap<string, Uint8Array>): DisasmSource {
  return { name, read: (path) => files.get(path) ?? null };
}
