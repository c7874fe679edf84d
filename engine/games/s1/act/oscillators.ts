/**
 * The oscillators (Sonic 1 `OscillateNumInit`, `OscillateNumDo`; _inc/Oscillatory Routines.asm):
 * sixteen values that swing back and forth, advanced once a frame at the end of the main loop
 * (not while the player is dead). Each has a frequency and an amplitude: its rate grows by the
 * frequency while the value's high byte is below the amplitude, then shrinks until it is above
 * it again, in 16-bit word arithmetic.
 *
 * Each oscillator depends only on itself, and from OscillateNumInit's baselines each one comes
 * back to its start after 88 to 572 steps (a pure cycle: measured when this module loads, and
 * checked). So the state keeps one number, how many times they advanced (W_OSC_STEPS), and the
 * values are read from one period of each, computed here by running the game's routine:
 * advancing costs an increment instead of sixteen updates, and the state is 32 words smaller.
 */
import { W_OSC_STEPS } from '../../../state/layout.ts';

export const OSC_COUNT = 16;

/** OscillateNumInit's baselines: the direction bitfield, then (value, rate) per oscillator. */
export const BASELINES: readonly number[] = [
  0b0000000001111100,
  0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0, 0x80, 0,
  0x50f0, 0x11e, 0x2080, 0xb4, 0x3080, 0x10e, 0x5080, 0x1c2, 0x7080, 0x276,
  0x80, 0, 0x80, 0,
];

/** (frequency, amplitude) per oscillator. */
export const SETTINGS: readonly number[] = [
  2, 0x10, 2, 0x18, 2, 0x20, 2, 0x30, 4, 0x20, 8, 8, 8, 0x40, 4, 0x40,
  2, 0x50, 2, 0x50, 2, 0x20, 3, 0x30, 5, 0x50, 7, 0x70, 2, 0x10, 2, 0x10,
];

/** v_oscillate as RAM holds it: the bitfield, then (value, rate) pairs. */
export function oscillatorRam(): Int32Array {
  return Int32Array.from(BASELINES);
}

/** One `OscillateNumDo` on a RAM image (bit 15 - i of the bitfield = oscillator i going down). */
export function stepOscillatorRam(r: Int32Array): void {
  let bits = r[0];
  for (let i = 0; i < OSC_COUNT; i++) {
    const bit = 1 << (OSC_COUNT - 1 - i);
    const v = 1 + 2 * i;
    const freq = SETTINGS[2 * i];
    const amp = SETTINGS[2 * i + 1];
    if ((bits & bit) === 0) {
      const rate = (r[v + 1] + freq) & 0xffff;
      r[v + 1] = rate;
      r[v] = (r[v] + rate) & 0xffff;
      if (amp <= r[v] >>> 8) bits |= bit;
    } else {
      const rate = (r[v + 1] - freq) & 0xffff;
      r[v + 1] = rate;
      r[v] = (r[v] + rate) & 0xffff;
      if (amp > r[v] >>> 8) bits &= ~bit;
    }
  }
  r[0] = bits;
}

/**
 * One period of each oscillator's value word and rate word, from the baselines (the rate
 * repeats with the value: a period ends only where both, and the direction bit, are back).
 */
const [PERIODS, RATE_PERIODS]: readonly (readonly Uint16Array[])[] = (() => {
  const LIMIT = 4096;
  const r = oscillatorRam();
  const start = oscillatorRam();
  const values: number[][] = Array.from({ length: OSC_COUNT }, () => []);
  const rates: number[][] = Array.from({ length: OSC_COUNT }, () => []);
  const period = new Int32Array(OSC_COUNT);
  for (let n = 0; n < LIMIT && period.some((p) => p === 0); n++) {
    for (let i = 0; i < OSC_COUNT; i++) {
      if (period[i] !== 0) continue;
      values[i].push(r[1 + 2 * i]);
      rates[i].push(r[2 + 2 * i]);
    }
    stepOscillatorRam(r);
    for (let i = 0; i < OSC_COUNT; i++) {
      const bit = 1 << (OSC_COUNT - 1 - i);
      if (period[i] === 0 && (r[0] & bit) === (start[0] & bit) && r[1 + 2 * i] === start[1 + 2 * i] && r[2 + 2 * i] === start[2 + 2 * i]) {
        period[i] = n + 1;
      }
    }
  }
  if (period.some((p) => p === 0)) throw new Error('oscillators: an oscillator does not return to its start');
  return [values.map((v) => Uint16Array.from(v)), rates.map((v) => Uint16Array.from(v))];
})();

export function initOscillators(s: Int32Array): void {
  s[W_OSC_STEPS] = 0;
}

export function advanceOscillators(s: Int32Array): void {
  s[W_OSC_STEPS] = (s[W_OSC_STEPS] + 1) | 0;
}

/** Oscillator `i`'s value word (v_oscillate+2+4*i). */
export function oscillatorValue(s: Int32Array, i: number): number {
  const p = PERIODS[i];
  return p[(s[W_OSC_STEPS] >>> 0) % p.length];
}

/** Its high byte (what `move.b (v_oscillate+2+4*i).w` reads). */
export function oscillatorByte(s: Int32Array, i: number): number {
  return oscillatorValue(s, i) >>> 8;
}

/**
 * Oscillator `i`'s rate word (v_oscillate+4+4*i): the SYZ/SLZ floating blocks' square paths
 * (`tst.w (v_oscillate+$2C).w`) turn a corner when it is 0 and pick their start by its sign.
 */
export function oscillatorRate(s: Int32Array, i: number): number {
  const p = RATE_PERIODS[i];
  return p[(s[W_OSC_STEPS] >>> 0) % p.length];
}

/**
 * Each oscillator's direction bit over its period, as PERIODS holds its value: oscillators are
 * independent, so bit 15 - i of the bitfield repeats with oscillator i.
 */
const DIRECTION_PERIODS: readonly Uint8Array[] = (() => {
  const r = oscillatorRam();
  const out = PERIODS.map((p) => new Uint8Array(p.length));
  const longest = Math.max(...PERIODS.map((p) => p.length));
  for (let n = 0; n < longest; n++) {
    for (let i = 0; i < OSC_COUNT; i++) if (n < out[i].length) out[i][n] = (r[0] >> (OSC_COUNT - 1 - i)) & 1;
    stepOscillatorRam(r);
  }
  return out;
})();

/** The direction bitfield (v_oscillate's first word): bit 15 - i set while oscillator i goes down. */
export function oscillatorBits(s: Int32Array): number {
  const n = s[W_OSC_STEPS] >>> 0;
  let bits = 0;
  for (let i = 0; i < OSC_COUNT; i++) bits |= DIRECTION_PERIODS[i][n % DIRECTION_PERIODS[i].length] << (OSC_COUNT - 1 - i);
  return bits;
}
