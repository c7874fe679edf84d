import { describe, expect, it } from 'vitest';
import { evenAngle } from '../../../../../engine/level/builtin/build/evenAngle.ts';
import { calcAngle } from '../../../../../engine/fixed/trig.ts';

describe('evenAngle', () => {
  it('keeps even calcAngle results: flat, 1:4, 1:1 and the right angles', () => {
    expect([evenAngle(16, 0), evenAngle(16, -4), evenAngle(16, -16), evenAngle(0, -16), evenAngle(-16, 0), evenAngle(0, 16)]).toEqual([
      0x00, 0xf6, 0xe0, 0xc0, 0x80, 0x40,
    ]);
  });

  it("moves odd results to the nearer even angle: 1:2 rising is 0xEE, not calcAngle's 0xED", () => {
    // atan(1/2) = 26.57 deg = 18.89 hex units, so the true angle is 0x100 - 18.89 = 237.11.
    expect(calcAngle(16, -8)).toBe(0xed);
    expect(evenAngle(16, -8)).toBe(0xee);
    // atan(2) = 63.43 deg = 45.11 units: 210.89, nearer 0xD2 than 0xD4.
    expect(calcAngle(16, -32)).toBe(0xd3);
    expect(evenAngle(16, -32)).toBe(0xd2);
  });

  it('is mirrored exactly by negating dx', () => {
    for (let dy = -32; dy <= 32; dy++) expect(evenAngle(-16, dy)).toBe((0x80 - evenAngle(16, dy)) & 0xff);
  });
});
