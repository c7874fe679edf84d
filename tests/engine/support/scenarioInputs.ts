/**
 * A fixed, varied input sequence for determinism tests: runs, jumps (short and long), rolls,
 * a spindash, turning back, looking up. Pure function of the frame number.
 */
import { BTN_A, BTN_DOWN, BTN_LEFT, BTN_RIGHT, BTN_UP } from '../../../engine/input.ts';

export function scenarioInput(f: number): number {
  const phase = f % 1200;
  if (phase < 300) return BTN_RIGHT | (phase % 75 < (phase < 150 ? 6 : 25) ? BTN_A : 0);
  if (phase < 330) return BTN_RIGHT | BTN_DOWN;
  if (phase < 420) return 0;
  if (phase < 425) return BTN_DOWN;
  if (phase < 445) return BTN_DOWN | (phase % 2 ? BTN_A : 0);
  if (phase < 700) return BTN_RIGHT;
  if (phase < 850) return BTN_LEFT | (phase % 60 < 10 ? BTN_A : 0);
  if (phase < 900) return BTN_UP;
  return BTN_RIGHT | (phase % 40 === 0 ? BTN_A : 0);
}

export function scenarioInputs(frames: number): Uint8Array {
  const out = new Uint8Array(frames);
  for (let f = 0; f < frames; f++) out[f] = scenarioInput(f);
  return out;
}

/**
 * The scenario for a world with a partner: player 1's scenario inputs, and on the second pad
 * (bits 8..15) Left for 60 frames from frame 900 of every 1200 (the pad takes over for 600 frames).
 */
export function partnerScenarioInput(f: number): number {
  const phase = f % 1200;
  return scenarioInput(f) | (phase >= 900 && phase < 960 ? BTN_LEFT << 8 : 0);
}
