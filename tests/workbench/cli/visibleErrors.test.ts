/**
 * Issue 25: a refusal is one visible line. Text quoted from a file — NUL, NEL, U+2028, a
 * right-to-left override, an escape sequence — is shown escaped, never raw; and a writer never
 * produces a file its own reader would refuse (withinReadableSize).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasHiddenCharacters, visibleText } from '../../../engine/level/visibleText.ts';
import { writeSpx } from '../../../movies/formats/spx.ts';
import { PastReadableSize, withinReadableSize } from '../../../movies/formats/readableSize.ts';
import { writeFileAtomic } from '../../../workbench/cli/writeFileAtomic.ts';
import { sampleMovie } from '../../movies/formats/sampleMovie.ts';
import { runCli } from './runCli.ts';

const dir = mkdtempSync(join(tmpdir(), 'subpixel-visible-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('visibleText', () => {
  it('escapes C0 and C1 controls, DEL, line separators, bidi controls and the BOM; keeps the rest', () => {
    expect(visibleText('a\u0000b\u0085c\u2028d\u202ee\u2066f\u007fg\ufeffh\u001b[2J')).toBe('a\\u0000b\\u0085c\\u2028d\\u202Ee\\u2066f\\u007Fg\\uFEFFh\\u001B[2J');
    expect(visibleText('plain ünïcode, C:\\path')).toBe('plain ünïcode, C:\\path');
    expect(hasHiddenCharacters('x\u200fy')).toBe(true);
    expect(hasHiddenCharacters(visibleText('x\u200fy'))).toBe(false);
  });
});

describe('CLI refusals', () => {
  it('a .spx whose profile holds NEL, U+2028 and a right-to-left override is refused on one visible line', async () => {
    const text = writeSpx(sampleMovie()).replace('"profile": "s2"', '"profile": "s\u0085\u2028\u202e2"');
    const file = join(dir, 'evil\u202e.spx');
    writeFileSync(file, text);
    const r = await runCli('replay', file);
    expect(r.code).toBe(2);
    expect(r.err).toHaveLength(1);
    expect(hasHiddenCharacters(r.err[0])).toBe(false);
    expect(r.err[0]).toContain('evil\\u202E.spx');
  });

  it('an unknown command with control characters is shown escaped', async () => {
    const r = await runCli('tr\u0000ace\u001b[31m');
    expect(r.err).toEqual([expect.stringContaining('"tr\\u0000ace\\u001B[31m"')]);
  });
});

describe('what the writers produce, their readers read', () => {
  it('pieces past the format\'s file limit stop the write, and the old file stays', () => {
    const target = join(dir, 'too-big.spx');
    writeFileSync(target, 'old');
    const mb = new Uint8Array(1024 * 1024);
    function* pieces(): Generator<Uint8Array> {
      for (let i = 0; i < 65; i++) yield mb; // 65 MB > MAX_JSON_FILE_BYTES (64 MB)
    }
    let error: unknown = null;
    try {
      writeFileAtomic(target, withinReadableSize('spx', pieces()));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PastReadableSize);
    expect((error as PastReadableSize).message).toContain('past the limit MAX_JSON_FILE_BYTES');
    expect(readFileSync(target, 'utf8')).toBe('old');
  });
});
