/**
 * The Sonic 1 disassembly the tests read real acts from (../shared/disasm/s1 next to the
 * checkout; SUBPIXEL_DISASM overrides). The product never bundles it, so a fresh clone may lack
 * it: tests that need it use `describeWithDisasm`, which skips them with a message saying why.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';

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

/** `describe` when the disassembly is present, else a skipped suite that says why. */
export function describeWithDisasm(name: string, fn: (dir: string) => void): void {
  if (DISASM_S1 === null) {
    describe.skip(`${name} (skipped: no Sonic 1 disassembly at ../shared/disasm/s1 and SUBPIXEL_DISASM unset)`, () => {});
    return;
  }
  const dir = DISASM_S1;
  describe(name, () => fn(dir));
}
