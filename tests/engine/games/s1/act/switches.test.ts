import { describe, expect, it } from 'vitest';
import { setSwitchByte, switchByte } from '../../../../../engine/games/s1/act/switches.ts';
import { W_SWITCHES } from '../../../../../engine/state/layout.ts';

describe('f_switch, packed four bytes to a state word', () => {
  it('byte n lives in word W_SWITCHES + n / 4 at bits (n % 4) * 8, and writing one leaves its neighbours alone', () => {
    const s = new Int32Array(W_SWITCHES + 4);
    setSwitchByte(s, 5, 0x80);
    setSwitchByte(s, 6, 0x81);
    setSwitchByte(s, 0xf, 0xff);
    expect(s[W_SWITCHES + 1]).toBe(0x00818000);
    expect(s[W_SWITCHES + 3] >>> 24).toBe(0xff);
    expect([switchByte(s, 4), switchByte(s, 5), switchByte(s, 6), switchByte(s, 7), switchByte(s, 0xf)]).toEqual([0, 0x80, 0x81, 0, 0xff]);
    setSwitchByte(s, 5, 0);
    expect(switchByte(s, 6)).toBe(0x81);
    expect(s[W_SWITCHES + 1]).toBe(0x00810000);
  });
});
