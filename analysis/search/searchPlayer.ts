/**
 * A search driving player 2 (RunnerSpec.player): where its choices go in the input word, whose
 * words the objectives judge, and how a movie's two pad tracks are made from a search's inputs.
 *
 * Player 2's buttons are the second pad's, bits 8..15 of the engine's input word
 * (engine/input.ts P2_SHIFT); its words are the partner block (engine/state/layout.ts "the
 * partner"), indexed by the same P_* offsets as player 1's.
 */
import { P2_SHIFT } from '../../engine/input.ts';
import type { World } from '../../engine/world/world.ts';
import { partnerView } from '../detectors/partnerBlock.ts';
import type { Objective, SearchPlayer } from './problem.ts';

/** What a search says when asked to drive player 2 of a world without one. */
export const NO_PLAYER_2 = 'a search can drive player 2 only with a partner (--partner)';

/** The input words the alphabet's button sets become: player 1's byte, or the second pad's. */
export function choiceWords(alphabet: readonly number[], player: SearchPlayer): Int32Array {
  const shift = player === 2 ? P2_SHIFT : 0;
  return Int32Array.from(alphabet, (buttons) => (buttons & 0xff) << shift);
}

/**
 * The words of `player` in `world`'s state, where P_* index them as player 1's: the state itself,
 * or a view of the partner block (the same buffer, so it follows every step and restore).
 */
export function playerWords(world: World, player: SearchPlayer): Int32Array {
  if (player === 1) return world.state;
  if (world.partner === null) throw new Error(NO_PLAYER_2);
  return partnerView(world.state, world.partnerBase);
}

/**
 * The words `objective` judges in `world`: the driven player's (maxX, reach, a detector's speed
 * score); a script's are player 1's, the state its fields read (stateFields.ts).
 */
export function judgedWords(world: World, objective: Objective, player: SearchPlayer): Int32Array {
  return objective.kind === 'script' ? world.state : playerWords(world, player);
}

/** A movie's two pad tracks. */
export interface PadTracks {
  readonly inputs: Uint8Array;
  /** The second pad's track, or undefined when it presses nothing. */
  readonly inputs2: Uint8Array | undefined;
}

/**
 * The tracks of a search's movie: the prefix's words (both pads; a Uint8Array is player 1's
 * alone), then the found bytes on the driven player's pad.
 */
export function padTracks(prefix: Uint8Array | Uint16Array, found: Uint8Array, player: SearchPlayer): PadTracks {
  const length = prefix.length + found.length;
  const inputs = new Uint8Array(length);
  const inputs2 = new Uint8Array(length);
  for (let f = 0; f < prefix.length; f++) {
    inputs[f] = prefix[f] & 0xff;
    inputs2[f] = prefix[f] >> P2_SHIFT;
  }
  (player === 2 ? inputs2 : inputs).set(found, prefix.length);
  return { inputs, inputs2: inputs2.some((b) => b !== 0) ? inputs2 : undefined };
}
