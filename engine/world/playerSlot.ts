/**
 * One player's context: what the player routines, the touch check and the objects see while
 * that player is the one being moved (PlayerContext / ObjectContext). Player 1's `s` is the
 * state buffer itself; player 2's is a view (`subarray`) of its block after the object slots,
 * where the same P_* indices hold its words. Both are instances of this one class, so the
 * routines' property accesses stay monomorphic and player 1 pays nothing for player 2's
 * existence. The configuration fields are the world's; `held`, `press`, `events` and `events2`
 * are this player's for the frame being stepped.
 */
import type { LevelObject } from '../level/types.ts';
import type { ObjectContext } from '../objects/objectContext.ts';
import type { Character } from '../profiles/characters.ts';
import type { Profile } from '../profiles/profile.ts';
import type { MoveSet } from '../profiles/moves.ts';
import { ANIMATION_RULES } from '../profiles/animation.ts';
import { OF_P2_PUSHING, OF_P2_STANDING, OF_PLAYER_PUSHING, OF_PLAYER_STANDING } from '../objects/objectFields.ts';
import type { QuirkSet } from '../quirks/catalogue.ts';
import type { Terrain } from '../terrain/terrain.ts';
import type { ActRules } from '../games/s1/act/actRules.ts';

export interface PlayerSlotConfig {
  readonly state: Int32Array;
  readonly t: Terrain;
  readonly p: Profile;
  readonly q: QuirkSet;
  readonly objectBase: number;
  readonly slotCount: number;
  readonly objectDefs: readonly (LevelObject | null)[];
  readonly act: ActRules | null;
  readonly m: Uint8Array;
}

export class PlayerSlot implements ObjectContext {
  // Fields the constructor assigns are `declare`d: see tests/engine/classFieldShapes.test.ts.
  /** This player's words (see the file header). */
  declare readonly s: Int32Array;
  declare readonly ch: Character;
  /** This character's moves in this game (engine/profiles/moves.ts). */
  declare readonly mv: MoveSet;
  /** Sonic 2's 1-player partner: hits cost it nothing and never kill it (`Hurt_Sidekick`). */
  declare readonly sidekick: boolean;
  /** Player 1 with a partner: the partner's block (PlayerContext.player2). */
  declare readonly player2: Int32Array | null;
  /** Player 1 with a partner: the partner's slot (ObjectContext.partnerSlot). */
  declare readonly partnerSlot: PlayerSlot | null;
  /** This player's standing and pushing flags on objects (OF_PLAYER_* for player 1, OF_P2_* for player 2). */
  declare readonly standBit: number;
  declare readonly pushBit: number;
  declare readonly state: Int32Array;
  declare readonly t: Terrain;
  declare readonly p: Profile;
  declare readonly q: QuirkSet;
  declare readonly objectBase: number;
  declare readonly slotCount: number;
  declare readonly objectDefs: readonly (LevelObject | null)[];
  declare readonly act: ActRules | null;
  declare readonly m: Uint8Array;
  held = 0;
  press = 0;
  /** Player 2: the second pad's newly pressed buttons (ObjectContext.padPress). */
  padPress = 0;
  events = 0;
  events2 = 0;
  declare readonly idleGate: boolean;

  /** `sidekick`: this is player 2. `partner`: player 1's partner (null for player 2 and without one). */
  constructor(config: PlayerSlotConfig, s: Int32Array, ch: Character, mv: MoveSet, sidekick: boolean, partner: PlayerSlot | null) {
    this.s = s;
    this.ch = ch;
    this.mv = mv;
    this.sidekick = sidekick;
    this.partnerSlot = partner;
    this.player2 = partner === null ? null : partner.s;
    this.standBit = sidekick ? OF_P2_STANDING : OF_PLAYER_STANDING;
    this.pushBit = sidekick ? OF_P2_PUSHING : OF_PLAYER_PUSHING;
    this.state = config.state;
    this.t = config.t;
    this.p = config.p;
    this.q = config.q;
    this.objectBase = config.objectBase;
    this.slotCount = config.slotCount;
    this.objectDefs = config.objectDefs;
    this.act = config.act;
    this.m = config.m;
    this.idleGate = ANIMATION_RULES[config.p.id].idleGate && ch.id === 'sonic';
  }
}
