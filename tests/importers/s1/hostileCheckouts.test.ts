/**
 * Issue 25: a checkout the importer must not trust. Each hostile case is refused with its own
 * code (importError.ts), the file and the line that led to it, in bounded time, and nothing is
 * ever read outside the checkout's folder. Small made-up checkouts on disk (the refusals come
 * before any table is needed), plus the same bounds on a source in memory (the browser's).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AsmProgram, splitLine } from '../../../importers/s1/asmProgram.ts';
import { boundedDisasmSource } from '../../../importers/s1/boundedDisasmSource.ts';
import { checkoutPath } from '../../../importers/s1/checkoutPath.ts';
import { memoryDisasmSource, type DisasmSource } from '../../../importers/s1/disasmSource.ts';
import { ImportError, type ImportErrorInfo } from '../../../importers/s1/importError.ts';
import { MAX_CHECKOUT_FILE_BYTES, MAX_CHECKOUT_READS } from '../../../importers/s1/importLimits.ts';
import { openS1Disassembly } from '../../../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { clearDisasmCache } from '../../../workbench/cli/disasmLevels.ts';
import { runCli } from '../../workbench/cli/runCli.ts';

const root = mkdtempSync(join(tmpdir(), 'subpixel-hostile-checkout-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;

/** A checkout folder with these files (text), inside a parent that holds `outside.txt`. */
function checkout(files: Record<string, string>): string {
  const parent = join(root, `case${n++}`);
  const dir = join(parent, 'disasm');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(parent, 'outside.txt'), 'secret');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

/** What parsing the checkout's sonic.asm throws. */
function parseFails(source: DisasmSource): ImportErrorInfo {
  try {
    new AsmProgram(boundedDisasmSource(source), 'sonic.asm');
  } catch (e) {
    if (e instanceof ImportError) return e.info;
    throw e;
  }
  throw new Error('the parse did not fail');
}

/** The CLI's answer to `import s1` on the checkout: exit 2 and one line. */
async function cliRefusal(dir: string): Promise<string> {
  clearDisasmCache();
  const r = await runCli('import', 's1', '--disasm', dir, '--out', join(root, 'out'));
  expect(r.code).toBe(2);
  expect(r.err).toHaveLength(1);
  expect(r.err[0]).not.toContain('\n');
  return r.err[0];
}

describe('statements', () => {
  it('a lone CR ends a line: "dc.b 1\\r2" splits, and splitLine never throws on line terminators', () => {
    expect(splitLine('\tdc.b 1')).toEqual({ label: undefined, op: 'dc.b', rest: '1' });
    expect(() => splitLine('\tdc.b 1\r2')).not.toThrow();
    expect(splitLine('\tdc.b 1\u20282')).toEqual({ label: undefined, op: 'dc.b', rest: '1\u20282' });
    const p = new AsmProgram(memoryDisasmSource('m', new Map([['sonic.asm', new TextEncoder().encode('Data:\tdc.b 1\r\tdc.b 2\r\n\tdc.b 3\n')]])), 'sonic.asm');
    expect(Array.from(p.bytesAt('Data', 'test').bytes)).toEqual([1, 2, 3]);
    expect(p.statements.map((s) => s.line)).toEqual([1, 1, 2, 3]);
  });

  it('the CLI refuses a checkout whose statements hold CRs with one line, not a stack trace', async () => {
    const line = await cliRefusal(checkout({ 'sonic.asm': 'Revision = 1\r\tdc.b 1\r2\r\n\tinclude "a.asm"\r' }));
    expect(line).toMatch(/\[(notADisassembly|unreadableTable|missingFile)\]$/);
  });

  it('an expression nested 100,000 deep is unreadable, not a stack overflow', () => {
    const deep = `${'('.repeat(100_000)}1${')'.repeat(100_000)}`;
    const p = new AsmProgram(memoryDisasmSource('m', new Map([['sonic.asm', new TextEncoder().encode(`X = ${deep}\nY = 2\n`)]])), 'sonic.asm');
    expect(p.symbol('X')).toBeUndefined();
    expect(p.symbol('Y')).toBe(2);
  });

  it('a 4 MB expression of spaces and numbers evaluates in linear time', () => {
    const t0 = performance.now();
    const p = new AsmProgram(memoryDisasmSource('m', new Map([['sonic.asm', new TextEncoder().encode(`X = 1${' + 1'.repeat(1_000_000)}   \n`)]])), 'sonic.asm');
    expect(p.symbol('X')).toBe(1_000_001);
    expect(performance.now() - t0).toBeLessThan(5000);
  });
});

describe('total work', () => {
  it('31 tiny files each including the next twice: tooMuchWork within seconds, at the include that went past', () => {
    const files: Record<string, string> = { 'sonic.asm': 'Revision = 1\n\tinclude "f0.asm"\n\tinclude "f0.asm"\n' };
    for (let i = 0; i < 31; i++) files[`f${i}.asm`] = i === 30 ? '\tdc.b 1\n' : `\tinclude "f${i + 1}.asm"\n\tinclude "f${i + 1}.asm"\n`;
    const dir = checkout(files);
    const t0 = performance.now();
    const info = parseFails(nodeDisasmSource(dir));
    expect(performance.now() - t0).toBeLessThan(10_000);
    expect(info.code).toBe('tooMuchWork');
    expect(info.file).toMatch(/^f\d+\.asm$/);
    expect(info.line).toBeGreaterThan(0);
    expect(info.message).toContain(`past the limit of ${MAX_CHECKOUT_READS.toLocaleString('en-US')} reads`);
  });

  it('the same fan-out from a folder in memory (the browser\'s source) is refused the same way', () => {
    const files = new Map<string, Uint8Array>([['sonic.asm', new TextEncoder().encode('\tinclude "f0.asm"\n\tinclude "f0.asm"\n')]]);
    for (let i = 0; i < 31; i++) files.set(`f${i}.asm`, new TextEncoder().encode(`\tinclude "f${i + 1}.asm"\n\tinclude "f${i + 1}.asm"\n`));
    expect(parseFails(memoryDisasmSource('picked', files)).code).toBe('tooMuchWork');
  });
});

describe('files that are not what they seem', () => {
  it('a 2 GiB (sparse) include is fileTooLarge at the include, read without allocating it', async () => {
    const dir = checkout({ 'sonic.asm': 'Revision = 1\n\tinclude "big.asm"\n' });
    writeFileSync(join(dir, 'big.asm'), '');
    truncateSync(join(dir, 'big.asm'), 2 * 1024 ** 3);
    const before = process.memoryUsage().rss;
    expect(parseFails(nodeDisasmSource(dir))).toMatchObject({ code: 'fileTooLarge', file: 'sonic.asm', line: 2 });
    expect(process.memoryUsage().rss - before).toBeLessThan(256 * 1024 * 1024);
    expect(await cliRefusal(dir)).toBe(`subpixel import: ${dir}/sonic.asm:2: include "big.asm": is 2,147,483,648 bytes, past the limit of 16,777,216 bytes for one file of a checkout [fileTooLarge]`);
  });

  it('a symlink loop is notAFile', async () => {
    const dir = checkout({ 'sonic.asm': 'Revision = 1\n\n\tinclude "loop.asm"\n' });
    symlinkSync('loop.asm', join(dir, 'loop.asm'));
    expect(parseFails(nodeDisasmSource(dir))).toMatchObject({ code: 'notAFile', file: 'sonic.asm', line: 3 });
    expect(await cliRefusal(dir)).toContain('sonic.asm:3: include "loop.asm": is a symbolic link that loops');
  });

  it('a FIFO is notAFile, and the import does not wait for a writer', () => {
    const dir = checkout({ 'sonic.asm': 'Revision = 1\n\tinclude "pipe.asm"\n' });
    execFileSync('mkfifo', [join(dir, 'pipe.asm')]);
    const info = parseFails(nodeDisasmSource(dir));
    expect(info).toMatchObject({ code: 'notAFile', file: 'sonic.asm', line: 2 });
    expect(info.message).toBe('include "pipe.asm": is a FIFO (named pipe), not a file');
  });

  it('a folder named like a file is notAFile; sonic.asm itself as a FIFO too', () => {
    const dir = checkout({ 'sonic.asm': '\tinclude "sub.asm"\n', 'sub.asm/x': '' });
    expect(parseFails(nodeDisasmSource(dir))).toMatchObject({ code: 'notAFile', line: 1, message: 'include "sub.asm": is a folder, not a file' });
    const fifo = checkout({});
    execFileSync('mkfifo', [join(fifo, 'sonic.asm')]);
    expect(parseFails(nodeDisasmSource(fifo))).toMatchObject({ code: 'notAFile', file: 'sonic.asm' });
  });

  it('a symlink to /dev/zero or to a file beside the checkout is outsideCheckout', () => {
    const dir = checkout({ 'sonic.asm': '\tinclude "zero.asm"\n\tinclude "leak.asm"\n' });
    symlinkSync('/dev/zero', join(dir, 'zero.asm'));
    symlinkSync('../outside.txt', join(dir, 'leak.asm'));
    expect(parseFails(nodeDisasmSource(dir))).toMatchObject({ code: 'outsideCheckout', line: 1 });
    rmSync(join(dir, 'zero.asm'));
    writeFileSync(join(dir, 'zero.asm'), '');
    const info = parseFails(nodeDisasmSource(dir));
    expect(info).toMatchObject({ code: 'outsideCheckout', line: 2 });
    expect(info.message).toContain('outside.txt, outside the checkout');
  });
});

describe('paths outside the checkout', () => {
  it('checkoutPath keeps paths inside and refuses the ones that leave', () => {
    expect(checkoutPath('map256/GHZ.kos')).toBe('map256/GHZ.kos');
    expect(checkoutPath('./map256\\GHZ.kos')).toBe('map256/GHZ.kos');
    expect(checkoutPath('levels/../map256/GHZ.kos')).toBe('map256/GHZ.kos');
    for (const p of ['../x', 'a/../../x', '/etc/passwd', 'C:/x', 'c:x', '..', '', '.']) expect(checkoutPath(p), p).toBeNull();
  });

  it('binclude "../../../../etc/passwd" is outsideCheckout at its line, and nothing outside is read', () => {
    const dir = checkout({ 'sonic.asm': 'Revision = 1\nData:\tbinclude "../../../../etc/passwd"\n' });
    const read: string[] = [];
    const base = nodeDisasmSource(dir);
    const p = new AsmProgram(boundedDisasmSource({ name: base.name, read: (path) => (read.push(path), base.read(path)) }), 'sonic.asm');
    let info: ImportErrorInfo | null = null;
    try {
      p.bytesAt('Data', 'test');
    } catch (e) {
      if (e instanceof ImportError) info = e.info;
      else throw e;
    }
    expect(info).toMatchObject({ code: 'outsideCheckout', file: 'sonic.asm', line: 2 });
    expect(read).toEqual(['sonic.asm']);
  });

  it('the disk source itself refuses such a path too (asked directly)', () => {
    const dir = checkout({ 'sonic.asm': '' });
    expect(() => nodeDisasmSource(dir).read('../outside.txt')).toThrow(ImportError);
  });

  it('a source in memory holds the same bounds: paths, the size of one file', () => {
    const big = new Uint8Array(MAX_CHECKOUT_FILE_BYTES + 1);
    const src = boundedDisasmSource(memoryDisasmSource('picked', new Map([['big.bin', big], ['x.asm', new Uint8Array(1)]])));
    expect(() => src.read('big.bin')).toThrow(expect.objectContaining({ info: expect.objectContaining({ code: 'fileTooLarge', file: 'big.bin' }) }));
    expect(() => src.read('../x.asm')).toThrow(expect.objectContaining({ info: expect.objectContaining({ code: 'outsideCheckout' }) }));
    expect(src.read('./x.asm')).toHaveLength(1);
    // Counted: the two reads that reached the folder (a path outside never does).
    expect(src.work.reads).toBe(2);
  });

  it('a whole import (S1Disassembly) reads through the bounds', () => {
    const dir = checkout({ 'sonic.asm': 'Revision = 1\n\tinclude "/etc/passwd"\n' });
    expect(() => openS1Disassembly(nodeDisasmSource(dir))).toThrow(expect.objectContaining({ info: expect.objectContaining({ code: 'outsideCheckout', file: 'sonic.asm', line: 2 }) }));
  });
});
