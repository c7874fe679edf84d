/**
 * Broken copies of the Sonic 1 disassembly for the bad-input tests: the checkout copied into a
 * temporary folder once (made writable: the shared one is read-only), damaged one way per test,
 * and `restore()`d to the original after it.
 */
import { chmodSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DISASM_S1 } from './disasm.ts';

export interface Checkout {
  readonly dir: string;
  remove(path: string): void;
  truncate(path: string, bytes: number): void;
  /** Overwrites bytes from `offset`. */
  poke(path: string, offset: number, bytes: readonly number[]): void;
  /** Replaces 1-based line `line` of a text file, after checking it holds `expect`. */
  replaceLine(path: string, line: number, expect: string, replacement: string): void;
  /** Puts back every file damaged since the last restore. */
  restore(): void;
  dispose(): void;
}

function makeWritable(dir: string): void {
  chmodSync(dir, 0o755);
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) makeWritable(p);
    else chmodSync(p, 0o644);
  }
}

export function copyCheckout(): Checkout {
  if (DISASM_S1 === null) throw new Error('no disassembly to copy');
  const dir = join(mkdtempSync(join(tmpdir(), 'subpixel-disasm-')), 's1');
  const original = DISASM_S1;
  cpSync(original, dir, { recursive: true });
  makeWritable(dir);
  const touched = new Set<string>();
  return {
    dir,
    remove(path) {
      touched.add(path);
      rmSync(join(dir, path));
    },
    truncate(path, bytes) {
      touched.add(path);
      truncateSync(join(dir, path), bytes);
    },
    poke(path, offset, bytes) {
      touched.add(path);
      const data = readFileSync(join(dir, path));
      data.set(bytes, offset);
      writeFileSync(join(dir, path), data);
    },
    replaceLine(path, line, expect, replacement) {
      touched.add(path);
      const lines = readFileSync(join(dir, path), 'latin1').split('\n');
      if (!lines[line - 1].includes(expect)) throw new Error(`${path}:${line} is ${JSON.stringify(lines[line - 1])}, not ${JSON.stringify(expect)}`);
      lines[line - 1] = replacement;
      writeFileSync(join(dir, path), lines.join('\n'), 'latin1');
    },
    restore() {
      for (const path of touched) writeFileSync(join(dir, path), readFileSync(join(original, path)));
      touched.clear();
    },
    dispose: () => rmSync(join(dir, '..'), { recursive: true, force: true }),
  };
}
