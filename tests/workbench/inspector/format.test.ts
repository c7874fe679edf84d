import { describe, expect, it } from 'vitest';
import { angleText, pixelSub, positionHex, statusNames, wordHex } from '../../../workbench/src/inspector/format.ts';
import { FIELDS, orderFields } from '../../../workbench/src/inspector/fields.ts';
import { ST_AIR, ST_ROLL } from '../../../engine/state/layout.ts';

describe('inspector formatting', () => {
  it('pixel:subpixel floors the pixel, also for negative values', () => {
    expect(pixelSub(16384)).toBe('64:00');
    expect(pixelSub(16384 + 0x5e)).toBe('64:5E');
    expect(pixelSub(-1)).toBe('-1:FF');
    expect(pixelSub(-256)).toBe('-1:00');
  });

  it('positions read as the pixel word and subpixel byte, speeds as the signed 16-bit word', () => {
    expect(positionHex(61534)).toBe('00F0:5E');
    expect(wordHex(-1494)).toBe('FA2A');
    expect(wordHex(466)).toBe('01D2');
  });

  it('hex angles read clockwise: 0xC0 is 90 degrees, 0x40 is 270, 0x20 is 315', () => {
    expect(angleText(0)).toEqual({ hex: '0x00', degrees: '0°' });
    expect(angleText(0xc0).degrees).toBe('90°');
    expect(angleText(0x40).degrees).toBe('270°');
    expect(angleText(0x20).degrees).toBe('315°');
    expect(angleText(0x01).degrees).toBe('358.59°');
  });

  it('status flags are named in bit order', () => {
    expect(statusNames(ST_AIR | ST_ROLL)).toEqual(['air', 'roll']);
    expect(statusNames(0)).toEqual([]);
  });

  it('pinned fields come first in pin order, the rest keep table order', () => {
    const order = orderFields(['angle', 'x']).map((f) => f.id);
    expect(order.slice(0, 2)).toEqual(['angle', 'x']);
    expect(order.length).toBe(FIELDS.length);
    expect(order[2]).toBe('y');
  });
});
