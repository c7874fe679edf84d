/** A disassembly checkout on disk, for the CLI and the tests (Node only). */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { DisasmSource } from './disasmSource.ts';

export function nodeDisasmSource(dir: string): DisasmSource {
  return {
    name: dir,
    read(path: string): Uint8Array | null {
      const full = join(dir, path);
      try {
        if (!statSync(full).isFile()) return null;
        return new Uint8Array(readFileSync(full));
      } catch {
        return null;
      }
    },
  };
}
