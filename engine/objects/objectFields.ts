/**
 * Object slots: struct-of-arrays inside the state buffer, after the fixed block.
 * Field f of slot s lives at `objectBase + f * slotCount + s`, so one field of every object is
 * contiguous. Slots 0..n-1 belong to the level's objects (in file order, which is the run
 * order); the rest are dynamic slots for things objects spawn (scattered rings, projectiles).
 * Positions and speeds are subpixels like the player's.
 */
export const O_FLAGS = 0; // OF_* bits below
export const O_TYPE = 1; // index into the object catalogue (OBJECT_TYPE_LIST)
export const O_X = 2;
export const O_Y = 3;
export const O_XSP = 4;
export const O_YSP = 5;
export const O_ROUTINE = 6; // the type's own state machine
export const O_TIMER = 7;
export const O_WRAD = 8; // solid width radius, px
export const O_HRAD = 9; // solid height radius, px
export const O_A = 10; // type-specific words
export const O_B = 11;
export const O_C = 12;
export const O_D = 13;
export const OBJECT_FIELDS = 14;

/** Dynamic slots after the level's objects (ring loss scatters at most 32). */
export const DYNAMIC_SLOTS = 48;

/**
 * The object slots of a hand-made level with `levelObjects` objects: theirs plus the dynamic
 * slots, none at all without objects (which keeps such a level's state four times smaller).
 * Readers of a state find the fields here, not from the state's length: a partner's block
 * follows the slots.
 */
export function objectSlotCount(levelObjects: number): number {
  return levelObjects + (levelObjects > 0 ? DYNAMIC_SLOTS : 0);
}

export const OF_LOADED = 1 << 0; // in the object list: runs each frame
export const OF_DESTROYED = 1 << 1; // gone for good (collected, broken): never reloads
export const OF_PLAYER_STANDING = 1 << 2; // the player stands on it (the object's own copy of the flag)
export const OF_PLAYER_PUSHING = 1 << 3;
export const OF_FLIP_X = 1 << 4;
export const OF_FLIP_Y = 1 << 5;
export const OF_DYNAMIC = 1 << 6; // a spawned object with no level definition
/**
 * Player 2's copies of the standing and pushing flags (Sonic 2's `p2_standing_bit` and its
 * pushing bit beside `p1_standing_bit`): solid objects and platforms keep one pair per player, and
 * each player's routines use its own (PlayerSlot.standBit / pushBit).
 */
export const OF_P2_STANDING = 1 << 7;
export const OF_P2_PUSHING = 1 << 8;
/** Either player's standing flag, and either's pushing flag (what an unload or a side spring clears for both). */
export const OF_EITHER_STANDING = OF_PLAYER_STANDING | OF_P2_STANDING;
export const OF_EITHER_PUSHING = OF_PLAYER_PUSHING | OF_P2_PUSHING;
