/**
 * One hostile-checkout fuzz case (issue 25), run inside a capped worker (cappedRunner.ts): the
 * Sonic 1 checkout's files the importer reads, copied once per worker into a folder of its own,
 * damaged on disk one way per case, imported whole (every act, as `subpixel import s1` does),
 * then put back. The classes: truncation, random bytes, CR/LF mixes (lone CRs inside
 * statements), include fan-out, huge (sparse) files, and special files (FIFO, symlink loop,
 * folder, symlinks to /dev/zero and outside, paths that climb out of the checkout).
 *
 * An import must load, or be refused with an ImportError whose message is one visible line and
 * whose code is not the safety net's (`importFailed`). Anything else throws (`threw`); a hang or
 * a blown heap is the runner's verdict.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Prng } from '../../analysis/search/prng.ts';
import { hasHiddenCharacters } from '../../engine/level/visibleText.ts';
import type { DisasmSource } from '../../importers/s1/disasmSource.ts';
import { ImportError } from '../../importers/s1/importError.ts';
import { openS1Disassembly } from '../../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { DISASM_S1 } from '../support/disasm.ts';

export const CHECKOUT_CLASSES = ['truncate', 'randomBytes', 'crlf', 'fanOut', 'huge', 'special'] as const;
export type CheckoutClass = (typeof CHECKOUT_CLASSES)[number];

export interface CheckoutSpec {
  readonly caseNo: number;
  readonly rootSeed: number;
}

export interface CheckoutOutcome {
  readonly cls: CheckoutClass;
  readonly mutation: string;
  readonly outcome: 'loaded' | 'refused';
  readonly code: string | null;
}

interface Copy {
  readonly dir: string;
  /** Every file the intact import reads, and its bytes. */
  readonly files: ReadonlyMap<string, Uint8Array>;
  readonly asm: readonly string[];
  readonly binary: readonly string[];
}

let copy: Copy | null = null;
/** Paths this case changed or added (relative), undone before the next. */
const touched = new Set<string>();

function makeCopy(): Copy {
  if (DISASM_S1 === null) throw new Error('no disassembly to fuzz');
  const base = nodeDisasmSource(DISASM_S1);
  const files = new Map<string, Uint8Array>();
  const recording: DisasmSource = {
    name: base.name,
    read(path) {
      const b = base.read(path);
      if (b !== null) files.set(path, b);
      return b;
    },
  };
  openS1Disassembly(recording).importAll();
  const dir = join(mkdtempSync(join(tmpdir(), 'subpixel-fuzz-checkout-')), 's1');
  for (const [path, bytes] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), bytes);
  }
  writeFileSync(join(dir, '..', 'outside.txt'), 'not part of the checkout\n');
  const paths = [...files.keys()].sort();
  return { dir, files, asm: paths.filter((p) => p.endsWith('.asm')), binary: paths.filter((p) => !p.endsWith('.asm')) };
}

function restore(c: Copy): void {
  for (const path of touched) {
    rmSync(join(c.dir, path), { recursive: true, force: true });
    const original = c.files.get(path);
    if (original !== undefined) writeFileSync(join(c.dir, path), original);
  }
  touched.clear();
}

function write(c: Copy, path: string, bytes: Uint8Array | string): void {
  touched.add(path);
  rmSync(join(c.dir, path), { recursive: true, force: true });
  writeFileSync(join(c.dir, path), bytes);
}

function pick<T>(rng: Prng, items: readonly T[]): T {
  return items[rng.int(items.length)];
}

/** A file the import reads: source text half the time (it drives everything else), else data. */
function target(rng: Prng, c: Copy): string {
  return rng.int(2) === 0 ? pick(rng, c.asm) : pick(rng, c.binary);
}

/** Damages the copy one way; returns a description of what it did. */
function damage(cls: CheckoutClass, rng: Prng, c: Copy): string {
  switch (cls) {
    case 'truncate': {
      const path = target(rng, c);
      const size = c.files.get(path)!.length;
      const keep = rng.int(size);
      write(c, path, c.files.get(path)!.subarray(0, keep));
      return `${path} cut to ${keep} of ${size} bytes`;
    }
    case 'randomBytes': {
      const path = target(rng, c);
      const b = Uint8Array.from(c.files.get(path)!);
      const n = 1 + rng.int(64);
      for (let i = 0; i < n && b.length > 0; i++) b[rng.int(b.length)] = rng.int(256);
      write(c, path, b);
      return `${path}: ${n} random bytes`;
    }
    case 'crlf': {
      const path = pick(rng, c.asm);
      const text = new TextDecoder('latin1').decode(c.files.get(path)!);
      const ends = ['\r', '\r\n', '\n\r', '\r\r\n'];
      let n = 0;
      // Some line ends replaced, and lone CRs put inside statements (`dc.b 1\r2`).
      const out = text.replace(/\n|,| /g, (m) => {
        if (rng.int(16) !== 0) return m;
        n++;
        return m === '\n' ? pick(rng, ends) : `${m}\r`;
      });
      write(c, path, Uint8Array.from(out, (ch) => ch.charCodeAt(0) & 0xff));
      return `${path}: ${n} CR/LF changes`;
    }
    case 'fanOut': {
      const path = pick(rng, c.asm);
      // 2^15 reads and more: past MAX_CHECKOUT_READS however the rest of the checkout reads.
      const depth = 15 + rng.int(17);
      for (let i = 0; i < depth; i++) write(c, `fan${i}.asm`, i === depth - 1 ? '; the end\n' : `\tinclude "fan${i + 1}.asm"\n\tinclude "fan${i + 1}.asm"\n`);
      const text = new TextDecoder('latin1').decode(c.files.get(path)!);
      write(c, path, `\tinclude "fan0.asm"\n${text}`);
      return `${path} includes a fan-out ${depth} files deep`;
    }
    case 'huge': {
      const path = target(rng, c);
      const size = pick(rng, [16 * 1024 * 1024 + 1, 100 * 1024 * 1024, 1536 * 1024 * 1024, 2 * 1024 ** 3]);
      write(c, path, '');
      truncateSync(join(c.dir, path), size); // sparse: no disk, and must cost no memory either
      return `${path} is ${size} bytes (sparse)`;
    }
    case 'special': {
      const path = target(rng, c);
      const kind = pick(rng, ['fifo', 'loop', 'folder', 'devZero', 'outside', 'climb'] as const);
      touched.add(path);
      rmSync(join(c.dir, path), { recursive: true, force: true });
      if (kind === 'fifo') execFileSync('mkfifo', [join(c.dir, path)]);
      else if (kind === 'loop') symlinkSync(path.split('/').pop()!, join(c.dir, path));
      else if (kind === 'folder') mkdirSync(join(c.dir, path));
      else if (kind === 'devZero') symlinkSync('/dev/zero', join(c.dir, path));
      else if (kind === 'outside') symlinkSync(join(c.dir, '..', 'outside.txt'), join(c.dir, path));
      else {
        // An include or binclude that climbs out: `"../../../../etc/passwd"`.
        writeFileSync(join(c.dir, path), c.files.get(path)!);
        const asm = pick(rng, c.asm);
        const text = new TextDecoder('latin1').decode(c.files.get(asm)!);
        write(c, asm, text.replace(/(b?include\s+)"[^"]*"/, '$1"../../../../etc/passwd"'));
        return `${asm}: its first include climbs out of the checkout`;
      }
      return `${path} is a ${kind}`;
    }
  }
}

export function runCase(spec: CheckoutSpec): CheckoutOutcome {
  copy ??= makeCopy();
  restore(copy);
  const rng = new Prng((spec.rootSeed * 0x9e3779b1 + spec.caseNo * 0x85ebca6b) | 0);
  const cls = CHECKOUT_CLASSES[spec.caseNo % CHECKOUT_CLASSES.length];
  const mutation = damage(cls, rng, copy);
  try {
    openS1Disassembly(nodeDisasmSource(copy.dir)).importAll();
    return { cls, mutation, outcome: 'loaded', code: null };
  } catch (e) {
    if (!(e instanceof ImportError)) throw new Error(`${mutation}: the importer threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
    const line = e.message;
    if (e.info.code === 'importFailed') throw new Error(`${mutation}: the safety net caught ${line}`);
    if (/[\r\n]/.test(line) || hasHiddenCharacters(line)) throw new Error(`${mutation}: a refusal that is not one visible line: ${JSON.stringify(line.slice(0, 200))}`);
    if (line.length > 2000) throw new Error(`${mutation}: a refusal of ${line.length} characters`);
    return { cls, mutation, outcome: 'refused', code: e.info.code };
  } finally {
    restore(copy);
  }
}
