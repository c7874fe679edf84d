import { describe, expect, it } from 'vitest';
import { ATAN, SINE, calcAngle, cos, sin } from '../../../engine/fixed/trig.ts';

describe('sine table', () => {
  it('holds 320 entries: 256 plus the first 64 again for cosine', () => {
    expect(SINE.length).toBe(320);
    for (let i = 0; i < 64; i++) expect(SINE[256 + i]).toBe(SINE[i]);
  });

  it('has the spot values of the original table', () => {
    expect([SINE[0], SINE[1], SINE[16], SINE[32], SINE[64], SINE[128], SINE[192]]).toEqual([0, 6, 97, 181, 256, 0, -256]);
    expect(SINE[40]).toBe(212); // the seed's first list is corrupt after index 40
    expect(SINE[255]).toBe(-6);
  });

  it('keeps the two anomalies: -117 at indices 147 and 237', () => {
    expect(SINE[147]).toBe(-117);
    expect(SINE[237]).toBe(-117);
    // They are the negative mirrors of index 19 (128 + 19, 256 - 19); the positive ones are honest.
    expect(SINE[19]).toBe(115);
    expect(SINE[109]).toBe(115);
    expect(SINE[146]).toBe(-109);
    expect(SINE[148]).toBe(-120);
  });

  it('reads sin and cos of hex angles, wrapping', () => {
    expect(sin(0x40)).toBe(256);
    expect(cos(0)).toBe(256);
    expect(cos(0x80)).toBe(-256);
    expect(sin(0x140)).toBe(256);
    expect(cos(0xe0)).toBe(181);
  });
});

describe('arctangent table and CalcAngle', () => {
  it('has 257 entries with ATAN[128] = 19 and ATAN[256] = 32', () => {
    expect(ATAN.length).toBe(257);
    expect([ATAN[0], ATAN[128], ATAN[256]]).toEqual([0, 19, 32]);
  });

  it('returns 0x40 for the zero vector', () => {
    expect(calcAngle(0, 0)).toBe(0x40);
  });

  it('returns the four axis directions clockwise from right', () => {
    expect(calcAngle(5, 0)).toBe(0x00);
    expect(calcAngle(0, 5)).toBe(0x40);
    expect(calcAngle(-5, 0)).toBe(0x80);
    expect(calcAngle(0, -5)).toBe(0xc0);
  });

  it('returns the diagonals', () => {
    expect(calcAngle(100, 100)).toBe(0x20);
    expect(calcAngle(-100, 100)).toBe(0x60);
    expect(calcAngle(-100, -100)).toBe(0xa0);
    expect(calcAngle(100, -100)).toBe(0xe0);
  });

  it('uses integer division into the table', () => {
    // ay < ax: ATAN[(3 << 8) / 7 = 109] = round(atan(109 / 256) * 128 / pi) = round(16.39) = 16
    expect(calcAngle(7, 3)).toBe(ATAN[109]);
    expect(ATAN[109]).toBe(16);
    // ay >= ax: 0x40 - ATAN[(3 << 8) / 7]
    expect(calcAngle(3, 7)).toBe(0x40 - 16);
    expect(calcAngle(-0x600, -0x100)).toBe((0x100 - (0x80 - ATAN[(0x100 << 8) / 0x600 | 0])) & 0xff);
  });
});
