/**
 * The Sonic 1 disassembly the tests read real acts from (../shared/disasm/s1 next to the
 * checkout; SUBPIXEL_DISASM overrides). The product never bundles it, so a fresh clone may lack
 * it: tests that need it use `describeWithDisasm`, which skips them with a message saying why,
 * and a fresh clone without it still passes `npm test`.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly, type S1Disassembly } from '../../importers/s1/importS1.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function find(): string | null {
  const candidates = [process.env.SUBPIXEL_DISASM, join(ROOT, '../shared/disasm/s1')].filter((p): p is string => !!p);
  for (const p of candidates) if (existsSync(join(p, 'sonic.asm'))) return p;
  return null;
}

/** The checkout's folder, or null when it is absent. */
export const DISASM_S1: string | null = find();

/** The real-game traces (../shared/groundtruth/s1), or null. */
export const GROUNDTRUTH_S1: string | null = existsSync(join(ROOT, '../shared/groundtruth/s1/README.md')) ? join(ROOT, '../shared/groundtruth/s1') : null;

export const NO_DISASM_REASON = 'skipped: no Sonic 1 disassembly at ../shared/disasm/s1 and SUBPIXEL_DISASM unset';

/**
 * `describe` when the disassembly is present; else a skipped suite whose name and one skipped
 * test say why (the body is not collected, so it may read the checkout at collection time).
 */
export function describeWithDisasm(name: string, fn: (dir: string) => void): void {
  if (DISASM_S1 === null) {
    describe.skip(`${name} (${NO_DISASM_REASON})`, () => {
      it.skip(NO_DISASM_REASON, () => {
        throw new Error(NO_DISASM_REASON);
      });
    });
    return;
  }
  const dir = DISASM_S1;
  describe(name, () => fn(dir));
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

/**
 * The checkout as a user who lacks some of its files has it: every path `hidden` accepts reads
 * as missing (a checkout without its art, say). Parsed fresh each call.
 */
export function openWithout(dir: string, hidden: (path: string) => boolean, revision?: 0 | 1): S1Disassembly {
  const base = nodeDisasmSource(dir);
  return openS1Disassembly({ name: base.name, read: (path) => (hidden(path) ? null : base.read(path)) }, revision);
}
