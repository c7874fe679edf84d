/**
 * The engine's input word of a movie frame: player 1's byte in bits 0..7, the second pad's
 * (Movie.inputs2) in bits 8..15 (engine/input.ts P2_SHIFT). Frames past either track's end read
 * as nothing pressed.
 */
import { P2_SHIFT } from '../../engine/input.ts';
import type { Movie } from '../types.ts';

export function inputWord(inputs: Uint8Array, inputs2: Uint8Array | undefined, frame: number): number {
  const a = frame < inputs.length ? inputs[frame] : 0;
  if (inputs2 === undefined || frame >= inputs2.length) return a;
  return a | (inputs2[frame] << P2_SHIFT);
}

/** Every frame's input word of a movie, as long as its player 1 track. */
export function inputWords(movie: Pick<Movie, 'inputs' | 'inputs2'>): Uint16Array {
  const out = new Uint16Array(movie.inputs.length);
  for (let f = 0; f < out.length; f++) out[f] = inputWord(movie.inputs, movie.inputs2, f);
  return out;
}

/** Whether a second-pad track presses anything (an all-zero track is not worth keeping). */
export function hasSecondPad(inputs2: Uint8Array | undefined): inputs2 is Uint8Array {
  if (inputs2 === undefined) return false;
  for (let f = 0; f < inputs2.length; f++) if (inputs2[f] !== 0) return true;
  return false;
}
