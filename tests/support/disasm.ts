/**
 * The Sonic 1 disassembly the importer tests read: `../shared/disasm/s1` next to the repository
 * (test data only; the product never bundles it). A fresh clone without it still passes
 * `npm test`: every suite that needs it is declared with `describeWithDisasm`, which skips it
 * and says why in the suite's name.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly, type S1Disassembly } from '../../importers/s1/importS1.ts';

const candidate = fileURLToPath(new URL('../../../shared/disasm/s1', import.meta.url));

/** The checkout's folder, or null when this machine has none. */
export const DISASM_S1: string | null = existsSync(`${candidate}/sonic.asm`) ? candidate : null;

export const NO_DISASM_REASON = 'skipped: ../shared/disasm/s1 (the Sonic 1 disassembly) is absent';

/**
 * `describe` when the disassembly is there; else a skipped suite whose name and one skipped
 * test give the reason (the body is not even collected, so it may read the checkout freely).
 */
export function describeWithDisasm(name: string, body: (dir: string) => void): void {
  if (DISASM_S1 === null) {
    describe.skip(`${name} (${NO_DISASM_REASON})`, () => {
      it.skip(NO_DISASM_REASON, () => {
        throw new Error(NO_DISASM_REASON);
      });
    });
  } else {
    const dir = DISASM_S1;
    describe(name, () => body(dir));
  }
}

const opened = new Map<string, S1Disassembly>();

/** The checkout parsed once per revision per test file (parsing is the slow part). */
export function s1Disassembly(revision?: 0 | 1): S1Disassembly {
  if (DISASM_S1 === null) throw new Error(NO_DISASM_REASON);
  const key = String(revision);
  let d = opened.get(key);
  if (d === undefined) {
    d = openS1Disassembly(nodeDisasmSource(DISASM_S1), revision);
    opened.set(key, d);
  }
  return d;
}
