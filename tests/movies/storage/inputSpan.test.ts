import { describe, expect, it } from 'vitest';
import { applyInputSpan, diffInputs } from '../../../movies/storage/inputSpan.ts';
import { patternInputs } from './fixtures.ts';

describe('inputSpan', () => {
  it('an overwrite of two frames diffs to those two bytes at their position', () => {
    const base = patternInputs(1000);
    const next = base.slice();
    next[500] = 0x80;
    next[501] = 0x40;
    const span = diffInputs(base, next);
    expect(span).toEqual({ length: 1000, start: 500, bytes: Uint8Array.from([0x80, 0x40]) });
    expect(applyInputSpan(base, span)).toEqual(next);
  });

  it('an insertion and a deletion rebuild exactly', () => {
    const base = patternInputs(300);
    const inserted = new Uint8Array(303);
    inserted.set(base.subarray(0, 100));
    inserted.set([1, 2, 3], 100);
    inserted.set(base.subarray(100), 103);
    const ins = diffInputs(base, inserted);
    expect([ins.start, ins.bytes.length, ins.length]).toEqual([100, 3, 303]);
    expect(applyInputSpan(base, ins)).toEqual(inserted);

    const deleted = new Uint8Array(290);
    deleted.set(base.subarray(0, 50));
    deleted.set(base.subarray(60), 50);
    const del = diffInputs(base, deleted);
    expect([del.start, del.bytes.length, del.length]).toEqual([50, 0, 290]);
    expect(applyInputSpan(base, del)).toEqual(deleted);
  });

  it('a repeated byte run shrinking by one does not overlap prefix and suffix', () => {
    const base = new Uint8Array(8).fill(7);
    const next = new Uint8Array(7).fill(7);
    const span = diffInputs(base, next);
    expect(span).toEqual({ length: 7, start: 7, bytes: new Uint8Array(0) });
    expect(applyInputSpan(base, span)).toEqual(next);
  });

  it('identical buffers diff to an empty span', () => {
    const base = patternInputs(64);
    expect(diffInputs(base, base.slice())).toEqual({ length: 64, start: 64, bytes: new Uint8Array(0) });
  });

  it('a span applied to a too-short base is refused with null', () => {
    const span = diffInputs(patternInputs(100), patternInputs(100, 1));
    expect(applyInputSpan(patternInputs(10), { ...span, start: 50, bytes: new Uint8Array(0) })).toBe(null);
  });
});
