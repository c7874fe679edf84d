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
import type { ActRules } from '../games/s1/act/actRules.ts';

export interface PlayerContext {
  /**
   * This player's words (P_*, its camera bias, spindash lag and position history), at the same
   * indices for every player: for player 1 it is the state buffer itself, for player 2 a view
   * (`subarray`) of its own block, so every player routine serves both.
   */
  readonly s: Int32Array;
  /**
   * The whole state buffer: the world's words (frame counter, ring count, camera, W_* timers)
   * and the object slots. Object fields and world words are always read and written here.
   */
  readonly state: Int32Array;
  readonly t: Terrain;
  readonly p: Profile;
  readonly ch: Character;
  readonly q: QuirkSet;
  /** The character's moves in this game (engine/profiles/moves.ts). */
  readonly mv: MoveSet;
  /**
   * Player 1 with a partner: player 2's words (its block). Player 1 records its input and status
   * there for the CPU partner (at STAT_HIST_BASE), and the objects that act on both players read
   * and switch them (the layer switchers, as Sonic 2's and 3's plane switchers test the main
   * character and the sidekick). Null without a partner and for the partner itself.
   */
  readonly player2: Int32Array | null;
  /** Sonic 2's idle gate applies (engine/player/animate.ts): the profile has it and the character is Sonic. Decided once, off the hot path. */
  readonly idleGate: boolean;
  /** Sonic 2's 1-player CPU partner (`Hurt_Sidekick`): hits cost it no rings or shield and never kill it. */
  readonly sidekick: boolean;
  /** Buttons held this frame. */
  held: number;
  /** Buttons newly pressed this frame (held now, not last frame). */
  press: number;
  /** Event bits accumulated this frame. */
  events: number;
  /** The second word of event bits (EV2_*, engine/state/events.ts). */
  events2: number;
  /** Where the object slots start in `state` and how many there are (balancing reads the object stood on). */
  readonly objectBase: number;
  readonly slotCount: number;
  /** The level rules of a real act (engine/games/s1/act/actRules.ts); null on hand-made levels. */
  readonly act: ActRules | null;
  /** Real acts: Sonic 1's object RAM (engine/games/s1/objects/ram.ts), which the player reads for the object it stands on; empty otherwise. */
  readonly m: Uint8Array;
}
