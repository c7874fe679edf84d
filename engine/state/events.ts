/**
 * Event bits a frame reports (`step()` returns them; traces print their names).
 * The engine returns data; the CLI, worker and UI decide what to do with it (STYLE habit 4).
 * The first word is full: later events go in a second word (EV2_*, the state's P_EVENTS2, the
 * contexts' `events2`), named in EVENT_NAMES from index 32 on.
 */
export const EV_JUMP = 1 << 0;
export const EV_LAND = 1 << 1; // landed on the floor from the air
export const EV_CEILING_LAND = 1 << 2; // reattached to a ceiling from the air
export const EV_CEILING_BUMP = 1 << 3; // head bump: ysp zeroed by a ceiling
export const EV_WALL_STOP = 1 << 4; // grounded wall look-ahead stopped the player (gsp = 0, pushing)
export const EV_AIR_WALL = 1 << 5; // airborne wall ejection
export const EV_FALL_OFF = 1 << 6; // ground sensors lost the floor: airborne
export const EV_SLIP = 1 << 7; // too slow on a steep slope: detached, control lock 30
export const EV_ROLL = 1 << 8; // started rolling
export const EV_UNROLL = 1 << 9; // stopped rolling on the ground
export const EV_SPINDASH_START = 1 << 10;
export const EV_SPINDASH_REV = 1 << 11;
export const EV_SPINDASH_RELEASE = 1 << 12;
export const EV_PEELOUT_START = 1 << 13;
export const EV_PEELOUT_RELEASE = 1 << 14;
export const EV_LAYER_SWITCH = 1 << 15;
export const EV_LEVEL_BOUND = 1 << 16; // left/right level bound stopped the player
export const EV_DEATH = 1 << 17;
export const EV_LOOKAHEAD = 1 << 18; // the look-ahead changed a speed (any amount)
export const EV_WALL_GRIND = 1 << 19; // look-ahead hit moving vertically: speed changed, gsp kept
export const EV_JUMP_REFUSED = 1 << 20; // jump pressed but the headroom check refused it
export const EV_OBJECT_DESPAWN = 1 << 21; // an object left the object list (out of range or deleted)
export const EV_OBJECT_LAND = 1 << 22; // landed on an object
export const EV_HURT = 1 << 23; // hit by a hazard or an enemy: knocked back (rings scattered if any)
export const EV_HURT_RECOVER = 1 << 24; // landed after a hit: control returns, invulnerability starts
export const EV_RING_COLLECT = 1 << 25;
export const EV_RING_LOSS = 1 << 26; // rings scattered by a hit
export const EV_ENEMY_DESTROYED = 1 << 27;
export const EV_REBOUND = 1 << 28; // the player's y speed was reversed by breaking an enemy or a monitor
export const EV_CHECKPOINT = 1 << 29;
/**
 * The act ended: the results card starts (GotThroughAct: the signpost, the prison capsule), or
 * the act ends straight into another (Sonic 1 SBZ2 → SBZ3, SBZ3 → FZ) or the ending. An act's
 * movie ends here; a run of acts goes on (engine/games/s1/s1ActRun.ts).
 */
export const EV_ACT_END = 1 << 30;
/** The act restarted (after a death): this frame's state is the act's start. */
export const EV_RESTART = 1 << 31;

// --- the second event word (P_EVENTS2; contexts' `events2`): names from index 32 on --------
export const EV2_WATER_LINE = 1 << 0; // crossed the water surface: entered or left the water (Sonic_Water)
export const EV2_DROWN = 1 << 1; // ran out of air: controls locked, 120 frames until death
/** The game over: the GAME OVER card's wait ended and the game leaves the act (the run stops here). */
export const EV2_GAME_OVER = 1 << 2;

export const EVENT_NAMES: readonly string[] = [
  'jump',
  'land',
  'ceilingLand',
  'ceilingBump',
  'wallStop',
  'airWall',
  'fallOff',
  'slip',
  'roll',
  'unroll',
  'spindashStart',
  'spindashRev',
  'spindashRelease',
  'peelOutStart',
  'peelOutRelease',
  'layerSwitch',
  'levelBound',
  'death',
  'lookAhead',
  'wallGrind',
  'jumpRefused',
  'objectDespawn',
  'objectLand',
  'hurt',
  'hurtRecover',
  'ringCollect',
  'ringLoss',
  'enemyDestroyed',
  'rebound',
  'checkpoint',
  'actEnd',
  'restart',
  // events2, bit 0 on:
  'waterLine',
  'drown',
  'gameOver',
];

/** The names of a frame's events: `bits` (P_EVENTS, step()'s result) and `bits2` (P_EVENTS2). */
export function eventNames(bits: number, bits2 = 0): string[] {
  const out: string[] = [];
  for (let i = 0; i < 32 && i < EVENT_NAMES.length; i++) if (bits & (1 << i)) out.push(EVENT_NAMES[i]);
  for (let i = 32; i < EVENT_NAMES.length; i++) if (bits2 & (1 << (i - 32))) out.push(EVENT_NAMES[i]);
  return out;
}
