/**
 * The oscillators (Sonic 1 `OscillateNumInit`, `OscillateNumDo`; _inc/Oscillatory Routines.asm):
 * sixteen values that swing back and forth, advanced once a frame at the end of the main loop
 * (not while the player is dead). Each has a frequency and an amplitude: its rate grows by the
 * frequency while the value's high byte is below the amplitude, then shrinks until it is above
 * it again. All 16-bit word arithmetic, as the game does it. The state keeps the RAM layout:
 * the direction bitfield (bit 15 - i = oscillator i going down), then (value, rate) pairs.
 */
import { OSC_BASE, OSC_COUNT } from '../state/layout.ts';

/** OscillateNumInit's baselines: the bitfield, then (value, rate) per oscillator. */
const BASELINES: readonly number[] = [
  0b0000000001111100,
  0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0,
  0x50f0, 0x11e, 0x2080, 0xb4, 0x3080, 0x10e, 0x5080, 0x1c2, 0x7080, 0x276,
  0x80, 0, 0x80, 0,
];

/** (frequency, amplitude) per oscillator. */
const SETTINGS: readonly number[] = [
  2, 0x10, 2, 0x18, 2, 0x20, 2, 0x30, 4, 0x20, 8, 8, 8, 0x40, 4, 0x40,
  2, 0x50, 2, 0x50, 2, 0x20, 3, 0x30, 5, 0x50, 7, 0x70, 2, 0x10, 2, 0x10,
];

export function initOscillators(s: Int32Array): void {
  for (let i = 0; i < BASELINES.length; i++) s[OSC_BASE + i] = BASELINES[i];
}

export function advanceOscillators(s: Int32Array): void {
  let bits = s[OSC_BASE];
  for (let i = 0; i < OSC_COUNT; i++) {
    const bit = 1 << (OSC_COUNT - 1 - i);
    const v = OSC_BASE + 1 + 2 * i;
    const freq = SETTINGS[2 * i];
    const amp = SETTINGS[2 * i + 1];
    if ((bits & bit) === 0) {
      const rate = (s[v + 1] + freq) & 0xffff;
      s[v + 1] = rate;
      s[v] = (s[v] + rate) & 0xffff;
      if (amp <= s[v] >>> 8) bits |= bit;
    } else {
      const rate = (s[v + 1] - freq) & 0xffff;
      s[v + 1] = rate;
      s[v] = (s[v] + rate) & 0xffff;
      if (amp > s[v] >>> 8) bits &= ~bit;
    }
  }
  s[OSC_BASE] = bits;
}

/** The high byte of oscillator `i`'s value (what `move.b (v_oscillate+2+4*i).w` reads). */
export function oscillatorByte(s: Int32Array, i: number): number {
  return s[OSC_BASE + 1 + 2 * i] >>> 8;
}
