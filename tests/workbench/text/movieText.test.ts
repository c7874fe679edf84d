import { describe, expect, it } from 'vitest';
import { formatMovieText, frameAtLine, parseMovieText, problemText } from '../../../workbench/src/text/movieText.ts';

const R = 0x08;
const A = 0x10;

describe('the text view of a movie', () => {
  it('writes runs as input-script lines and markers as comment lines before the run they start', () => {
    const inputs = new Uint8Array([0, 0, R, R, R, R | A, 0]);
    expect(formatMovieText(inputs, [{ frame: 3, text: 'jump soon' }, { frame: 7, text: 'end' }])).toBe('2\n1,R\n# jump soon\n2,R\n1,RA\n1\n# end\n');
  });

  it('reads comments back as markers (several lines are one marker; a comment after a run marks its first frame)', () => {
    const r = parseMovieText('# start\n# of the run\n30\n330,R # loop\n1,R,A\n');
    expect(r.ok && r.value.markers).toEqual([{ frame: 0, text: 'start\nof the run' }, { frame: 30, text: 'loop' }]);
    expect(r.ok && r.value.inputs.length).toBe(361);
  });

  it('text → movie → text is stable', () => {
    const inputs = new Uint8Array(100).map((_, i) => (i % 7 < 3 ? R : A));
    const markers = [{ frame: 0, text: 'a' }, { frame: 50, text: 'b\nc' }];
    const text = formatMovieText(inputs, markers);
    const back = parseMovieText(text);
    if (!back.ok) throw new Error(back.message);
    expect(formatMovieText(back.value.inputs, back.value.markers)).toBe(text);
    expect([...back.value.inputs]).toEqual([...inputs]);
  });

  it("a bad line is named with the input script parser's message", () => {
    const r = parseMovieText('30\n5,X\n');
    expect(r.ok ? null : [r.line, r.message]).toEqual([2, 'Line 2: "X" is not a button (use U D L R A B C S).']);
  });

  it("the frame of a line is where its run starts; a comment line gives the next run's frame", () => {
    const text = '30\n# here\n330,R\n1,RA\n';
    expect([0, 1, 2, 3, 4].map((l) => frameAtLine(text, l))).toEqual([0, 30, 30, 360, 361]);
  });

  it('a bad line is named once: the parser\'s sentence already says "Line 13"', () => {
    const r = parseMovieText(`${'1,R\n'.repeat(12)}20,RQ\n`);
    if (r.ok) throw new Error('parsed');
    expect(r.line).toBe(13);
    expect(problemText(r)).toBe('Line 13: "Q" is not a button (use U D L R A B C S).');
  });

  it('a message that names no line gets "line N: " in front (and line 3 is not line 13)', () => {
    expect(problemText({ line: 3, message: 'something is off' })).toBe('line 3: something is off');
    expect(problemText({ line: 3, message: 'Line 13: x' })).toBe('line 3: Line 13: x');
  });
});
