/**
 * What Sonic 1's object routines see of the world (`World` implements it on real acts): the
 * player context (state, terrain, profile, quirks, this frame's input), the object RAM's byte
 * view, the act's placements and rules, and the frame's sprite queue.
 */
import type { PlayerContext } from '../../../player/context.ts';
import type { ActRules } from '../act/actRules.ts';
import type { SpriteQueue } from './spriteQueue.ts';
import type { SolidBoxMarks } from './solidBoxes.ts';
import type { Level } from '../../../level/types.ts';

export interface S1ObjectContext extends PlayerContext {
  /** The object RAM and respawn table (engine/games/s1/objects/s1State.ts), a view over the state buffer. */
  readonly m: Uint8Array;
  /** The level being played: a real act (`level.act`), whose object tables some objects read (objectData.ts). */
  readonly level: Level;
  /** The act's object placement list as the ROM holds it (6 bytes each, $FFFF-terminated). */
  readonly placements: Uint8Array;
  readonly rules: ActRules;
  readonly sprites: SpriteQueue;
  /** Which slots hold a solid-box note (solidBoxes.ts): a cache beside the state; whatever replaces the state words resets it. */
  readonly solidBoxMarks: SolidBoxMarks;
  /** Sonic's own update (slot 0 of ExecuteObjects): movement, touch responses, loops. */
  playerUpdate(): void;
}

/** One object's code (`Obj_Index` entry), run with a0 = its slot's address. */
export type S1ObjectRoutine = (w: S1ObjectContext, a0: number) => void;
