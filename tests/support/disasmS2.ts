/**
 * The Sonic 2 disassembly (s2disasm) the tests read Sonic 2's acts from (../shared/disasm/s2
 * next to the checkout; SUBPIXEL_DISASM_S2 overrides). Like Sonic 1's (disasm.ts), the product
 * never bundles it: tests that need it use `describeWithDisasmS2`, which skips them with a
 * message saying why, so a fresh clone without it still passes `npm test`.
 */
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { openS2Disassembly, type S2Disassembly } from '../../importers/s2/importS2.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function find(): string | null {
  const candidates = [process.env.SUBPIXEL_DISASM_S2, join(ROOT, '../shared/disasm/s2')].filter((p): p is string => !!p);
  for (const p of candidates) if (existsSync(join(p, 's2.asm'))) return p;
  return null;
}

/** The checkout's folder, or null when it is absent. */
export const DISASM_S2: string | null = find();

export const NO_DISASM_S2_REASON = 'skipped: no Sonic 2 disassembly at ../shared/disasm/s2 and SUBPIXEL_DISASM_S2 unset';

/** `describe` when the Sonic 2 checkout is present; else a skipped suite whose name and one skipped test say why. */
export function describeWithDisasmS2(name: string, fn: (dir: string) => void): void {
  if (DISASM_S2 === null) {
    describe.skip(`${name} (${NO_DISASM_S2_REASON})`, () => {
      it.skip(NO_DISASM_S2_REASON, () => {
        throw new Error(NO_DISASM_S2_REASON);
      });
    });
    return;
  }
  const dir = DISASM_S2;
  describe(name, () => fn(dir));
}

let opened: S2Disassembly | undefined;

/** The checkout parsed once per test file (parsing s2.asm is the slow part). */
export function s2Disassembly(): S2Disassembly {
  if (DISASM_S2 === null) throw new Error(NO_DISASM_S2_REASON);
  return (opened ??= openS2Disassembly(nodeDisasmSource(DISASM_S2)));
}

/** A file of the checkout, read directly (not through s2.asm's tables): the tests' own route. */
export function s2File(path: string): Uint8Array {
  if (DISASM_S2 === null) throw new Error(NO_DISASM_S2_REASON);
  return new Uint8Array(readFileSync(join(DISASM_S2, path)));
}

/** A writable copy of the checkout (12 MB) in a temporary folder, to damage; `dispose` removes it. */
export function copyS2Checkout(): { readonly dir: string; dispose(): void } {
  if (DISASM_S2 === null) throw new Error(NO_DISASM_S2_REASON);
  const dir = join(mkdtempSync(join(tmpdir(), 'subpixel-disasm-s2-')), 's2');
  cpSync(DISASM_S2, dir, { recursive: true });
  makeWritable(dir);
  return { dir, dispose: () => rmSync(join(dir, '..'), { recursive: true, force: true }) };
}

function makeWritable(dir: string): void {
  chmodSync(dir, 0o755);
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) makeWritable(p);
    else chmodSync(p, 0o644);
  }
}
