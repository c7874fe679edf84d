import { describe, expect, it } from 'vitest';
import { parseGotoFrame } from '../../../workbench/src/toolbar/gotoFrame.ts';

describe('parseGotoFrame', () => {
  it('reads digits (with thousands separators) as the frame', () => {
    expect([parseGotoFrame('600'), parseGotoFrame(' 1,000,000 ')]).toEqual([600, 1000000]);
  });
  it('says why text is not a frame number', () => {
    expect(parseGotoFrame('abc')).toBe('"abc" is not a frame number (digits only, e.g. 600)');
    expect(parseGotoFrame('-5')).toBe('frames start at 0; -5 is before the first');
    expect(parseGotoFrame('2.5')).toBe('frames are whole numbers; 2.5 is not');
    expect(parseGotoFrame('')).toBe('type a frame number, e.g. 600');
  });
});
