/**
 * What the player routines see of the world: the state buffer, the terrain, the profile,
 * the character, the resolved quirk switches and this frame's input. `World` implements it.
 * Host wiring never lives here: no callbacks, no UI ids (STYLE habit 2).
 */
import type { Terrain } from '../terrain/terrain.ts';
import type { Profile } from '../profiles/profile.ts';
import type { Character } from '../profiles/characters.ts';
import type { QuirkSet } from '../quirks/catalogue.ts';
import type { MoveSet } from '../profiles/moves.ts';
import type { ActRules } from '../act/actRules.ts';

export interface PlayerContext {
  readonly s: Int32Array;
  readonly t: Terrain;
  readonly p: Profile;
  readonly ch: Character;
  readonly q: QuirkSet;
  /** The character's moves in this game (engine/profiles/moves.ts). */
  readonly mv: MoveSet;
  /** Buttons held this frame. */
  held: number;
  /** Buttons newly pressed this frame (held now, not last frame). */
  press: number;
  /** Event bits accumulated this frame. */
  events: number;
  /** Where the object slots start in `s` and how many there are (balancing reads the object stood on). */
  readonly objectBase: number;
  readonly slotCount: number;
  /** The level rules of a real act (engine/act/actRules.ts); null on hand-made levels. */
  readonly act: ActRules | null;
  /** Real acts: Sonic 1's object RAM (engine/s1objects/ram.ts), which the player reads for the object it stands on; empty otherwise. */
  readonly m: Uint8Array;
}
