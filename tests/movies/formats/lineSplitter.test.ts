import { describe, expect, it } from 'vitest';
import { LineSplitter } from '../../../movies/formats/lineSplitter.ts';

const enc = new TextEncoder();

function split(text: string, chunk = 1 << 30, maxLineBytes = 16, maxLines = 100): string[] {
  const out: string[] = [];
  const s = new LineSplitter(
    { maxLineBytes, maxLines, onLimit: (which, lineNo) => { throw new Error(`${which} at line ${lineNo}`); } },
    (line, lineNo) => out.push(`${lineNo}:${new TextDecoder().decode(line)}`),
  );
  const bytes = enc.encode(text);
  for (let p = 0; p < bytes.length; p += chunk) s.push(bytes.subarray(p, p + chunk));
  s.end();
  return out;
}

describe('LineSplitter', () => {
  it('splits on LF, drops the CR of CRLF, skips a byte-order mark, and counts a last line without LF', () => {
    expect(split('\ufeffa\r\nbb\n\ncc')).toEqual(['1:a', '2:bb', '3:', '4:cc']);
  });

  it('gives the same lines whatever the pieces the stream arrives in', () => {
    const text = 'one\r\ntwo\n\nthree\nfour';
    expect(split(text, 1)).toEqual(split(text));
    expect(split(text, 3)).toEqual(split(text));
  });

  it('a final line end makes no empty last line', () => {
    expect(split('a\nb\n')).toEqual(['1:a', '2:b']);
  });

  it('accepts a line of exactly the limit (a CR after it is not counted) and refuses one byte more at its line number', () => {
    expect(split(`${'x'.repeat(16)}\r\n`)).toEqual([`1:${'x'.repeat(16)}`]);
    expect(() => split(`ok\n${'x'.repeat(17)}\n`, 4)).toThrow('lineBytes at line 2');
    // Refused while the line is still arriving, without waiting for its end.
    expect(() => split(`${'x'.repeat(100_000)}`, 7)).toThrow('lineBytes at line 1');
  });

  it('refuses the line after the last one allowed', () => {
    expect(split('\n'.repeat(100))).toHaveLength(100);
    expect(() => split('\n'.repeat(101))).toThrow('lines at line 101');
  });
});
