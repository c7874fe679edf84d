/**
 * Sonic 2's global oscillators (s2.asm `OscillateNumInit`, `OscillateNumDo`): 16 values that
 * swing up and down, read by the objects that move to them (Obj19's platforms). The state is
 * Oscillating_Numbers in the act's region (s2State.ts OSC_CONTROL, OSC_DATA: words).
 *
 * - Init (the level's start, before the title card, which runs none): Osc_Data as it is.
 * - Each main-loop frame (after the camera and RingsManager, before ObjectsManager), unless player 1
 *   is dead (routine >= 6): oscillator k (bit 15 - k of Oscillation_Control: 0 going up) adds its
 *   step (Osc_Data2) to its speed, or takes it off, then its speed to its value; going up, once the
 *   value's high byte reaches the limit (Osc_Data2's second word, its low byte: `cmp.b`, unsigned)
 *   it turns down; going down, once it is below the limit, up.
 */
import { OSC_CONTROL, OSC_DATA, OSCILLATORS } from './s2State.ts';

const w16 = (v: number): number => v & 0xffff;

/** OscillateNumInit: `data` is Osc_Data (the control word, then 16 x value, speed). */
export function oscillateNumInit(g: Int32Array, base: number, data: Uint8Array): void {
  for (let k = 0; k <= 2 * OSCILLATORS; k++) g[base + OSC_CONTROL + k] = (data[2 * k] << 8) | data[2 * k + 1];
}

/** OscillateNumDo's loop (the caller skips it while player 1 is dead): `steps` is Osc_Data2. */
export function oscillateNumDo(g: Int32Array, base: number, steps: Uint8Array): void {
  let d3 = g[base + OSC_CONTROL];
  for (let k = 0; k < OSCILLATORS; k++) {
    const bit = 1 << (OSCILLATORS - 1 - k);
    const d2 = (steps[4 * k] << 8) | steps[4 * k + 1];
    const limit = steps[4 * k + 3];
    const at = base + OSC_DATA + 2 * k;
    if ((d3 & bit) === 0) {
      const v = w16(g[at + 1] + d2);
      g[at + 1] = v;
      g[at] = w16(g[at] + v);
      if (!(limit > g[at] >> 8)) d3 |= bit;
    } else {
      const v = w16(g[at + 1] - d2);
      g[at + 1] = v;
      g[at] = w16(g[at] + v);
      if (!(limit <= g[at] >> 8)) d3 &= ~bit;
    }
  }
  g[base + OSC_CONTROL] = d3;
}

/** The byte at Oscillating_Data + `offset` (as `move.b (Oscillating_Data+offset).w` reads it). */
export function oscillatingByte(g: Int32Array, base: number, offset: number): number {
  const word = g[base + OSC_DATA + (offset >> 1)];
  return (offset & 1) === 0 ? word >> 8 : word & 0xff;
}
