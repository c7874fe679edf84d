import { describe, expect, it } from 'vitest';
import { formatInputScript, parseInputScript } from '../../../movies/formats/inputScript.ts';

function parse(text: string): Uint8Array {
  const r = parseInputScript(text, 'run.txt');
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.where}: ${r.error.message}`);
  return r.value;
}

function parseError(text: string): { code: string; where: string; file: string } {
  const r = parseInputScript(text, 'run.txt');
  if (r.ok) throw new Error('expected an error');
  return { code: r.error.code, where: r.error.where, file: r.error.file };
}

describe('parseInputScript', () => {
  it('expands the CONTRACTS §3 example into one byte per frame', () => {
    const inputs = parse('# comment\n60,R        # hold Right\n1,R,A\n30\n');
    expect(inputs.length).toBe(91);
    expect(inputs[0]).toBe(0x08);
    expect(inputs[59]).toBe(0x08);
    expect(inputs[60]).toBe(0x18);
    expect(inputs[61]).toBe(0x00);
    expect(inputs[90]).toBe(0x00);
  });

  it('treats "1,RA" and "1, r , a" the same as "1,R,A"', () => {
    expect(parse('1,RA')).toEqual(Uint8Array.of(0x18));
    expect(parse('1, r , a')).toEqual(Uint8Array.of(0x18));
  });

  it('reads every letter to its bit: U D L R A B C S', () => {
    expect(parse('1,U\n1,D\n1,L\n1,R\n1,A\n1,B\n1,C\n1,S\n1,udlrabcs')).toEqual(Uint8Array.of(1, 2, 4, 8, 16, 32, 64, 128, 255));
  });

  it('accepts CRLF line ends, blank lines, a byte-order mark and surrounding whitespace', () => {
    expect(parse('\uFEFF  2 , L \r\n\r\n   \r\n1\r\n')).toEqual(Uint8Array.of(4, 4, 0));
  });

  it('ignores empty letter tokens such as a trailing comma', () => {
    expect(parse('2,R,')).toEqual(Uint8Array.of(8, 8));
  });

  it('returns an empty movie for an empty or comment-only script', () => {
    expect(parse('')).toEqual(new Uint8Array(0));
    expect(parse('# nothing\n\n')).toEqual(new Uint8Array(0));
  });

  it('refuses an unknown letter and names the line', () => {
    expect(parseError('60,R\n1,RX\n')).toEqual({ code: 'scriptUnknownButton', where: 'line 2', file: 'run.txt' });
  });

  it('refuses a line without a count', () => {
    expect(parseError('60,R\n,R\n')).toEqual({ code: 'scriptMissingCount', where: 'line 2', file: 'run.txt' });
  });

  it('refuses a zero count', () => {
    expect(parseError('0,R')).toEqual({ code: 'scriptBadCount', where: 'line 1', file: 'run.txt' });
  });

  it('refuses a negative count', () => {
    expect(parseError('# x\n-5,R')).toEqual({ code: 'scriptBadCount', where: 'line 2', file: 'run.txt' });
  });

  it('refuses a count that is not a whole number', () => {
    expect(parseError('1.5,R')).toEqual({ code: 'scriptBadCount', where: 'line 1', file: 'run.txt' });
    expect(parseError('R')).toEqual({ code: 'scriptBadCount', where: 'line 1', file: 'run.txt' });
  });

  it('refuses a line over 4096 bytes even when it is only a comment', () => {
    expect(parseError(`1,R\n# ${'x'.repeat(4095)}\n`)).toEqual({ code: 'scriptLineTooLong', where: 'line 2', file: 'run.txt' });
  });

  it('accepts a line of exactly 4096 bytes', () => {
    expect(parse(`1,R #${'x'.repeat(4091)}`)).toEqual(Uint8Array.of(8));
  });

  it('counts the 4 kB limit in UTF-8 bytes, not characters', () => {
    // 5 ASCII bytes + a 2-byte é + 1365 three-byte € make 4102 bytes in only 1371 UTF-16 units.
    expect(parseError(`1,R #${'é'.repeat(1)}${'€'.repeat(1365)}`)).toEqual({ code: 'scriptLineTooLong', where: 'line 1', file: 'run.txt' });
  });

  it('refuses a script totalling more than 10,000,000 frames before allocating it', () => {
    expect(parseError('9999999,R\n2,R\n')).toEqual({ code: 'scriptTooLong', where: 'line 2', file: 'run.txt' });
    expect(parseError('99999999999999999999999,R')).toEqual({ code: 'scriptTooLong', where: 'line 1', file: 'run.txt' });
  });

  it('accepts exactly 10,000,000 frames', () => {
    expect(parse('10000000').length).toBe(10_000_000);
  });
});

describe('formatInputScript', () => {
  it('writes one line per run with letters in U D L R A B C S order', () => {
    expect(formatInputScript(Uint8Array.of(8, 8, 8, 0x18, 0, 0, 0x81))).toBe('3,R\n1,RA\n2\n1,US\n');
  });

  it('writes nothing for an empty movie', () => {
    expect(formatInputScript(new Uint8Array(0))).toBe('');
  });

  it('gives back the same bytes when its output is parsed', () => {
    const inputs = new Uint8Array(1000);
    for (let i = 0; i < inputs.length; i++) inputs[i] = (i * 37) % 7 === 0 ? (i * 13) & 0xff : 0x08;
    expect(parse(formatInputScript(inputs))).toEqual(inputs);
  });

  it('turns a hand-written script into its canonical form, which is a fixed point', () => {
    const canonical = formatInputScript(parse('# warm-up\n30, r\n30,R\n1, A, r\n0010\n'));
    expect(canonical).toBe('60,R\n1,RA\n10\n');
    expect(formatInputScript(parse(canonical))).toBe(canonical);
  });
});
