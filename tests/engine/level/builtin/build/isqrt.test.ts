import { describe, expect, it } from 'vitest';
import { isqrt } from '../../../../../engine/level/builtin/build/isqrt.ts';

describe('isqrt', () => {
  it('returns the floor of the square root', () => {
    expect([0, 1, 2, 3, 4, 15, 16, 17, 12543, 12544, 12545].map(isqrt)).toEqual([0, 1, 1, 1, 2, 3, 4, 4, 111, 112, 112]);
  });

  it('is exact at the top of its range', () => {
    expect(isqrt(2 ** 52)).toBe(2 ** 26);
    expect(isqrt(2 ** 52 - 1)).toBe(2 ** 26 - 1);
    expect(isqrt(28672 * 28672 - 1)).toBe(28671);
  });

  it('refuses negative, fractional and too large inputs', () => {
    expect(() => isqrt(-1)).toThrow(RangeError);
    expect(() => isqrt(2.5)).toThrow(RangeError);
    expect(() => isqrt(2 ** 53)).toThrow(RangeError);
  });
});
