/**
 * Where a Sonic 2 act's own game state lives in the state buffer: one region of words after
 * everything a plain level has (the fixed words, the generic object slots, the partner's block),
 * named after s2.constants.asm. Only a level that is a Sonic 2 act (its `s2` layouts) has it, so
 * every other level keeps its state, its length and its hashes.
 *
 * The rings manager's RAM: each Ring_Positions slot's status word (its x and y never change
 * after RingsManager_Setup: ringLayout.ts keeps them beside the state), Ring_consumption_table,
 * Ring_start_addr / Ring_end_addr as slot numbers, and the counters CollectRing keeps.
 */
import { RING_SLOTS } from './ringLayout.ts';

/** Ring_Positions' status words, one per slot: 0 there, $0604 just collected (timer 6, frame 4), ... $FFFF gone. */
export const R_STATUS = 0;
/** Ring_consumption_table: the count, then the slots of the rings being collected (0: a free entry). */
export const R_CONSUMING = R_STATUS + RING_SLOTS;
/** $80 bytes: the count word and 63 entries. */
export const CONSUMING_ENTRIES = 0x80 / 2 - 1;
/** Ring_start_addr, Ring_end_addr (and their _P2 copies, which a one-player game keeps equal): the first slot in range, the first past it. */
export const R_START = R_CONSUMING + 1 + CONSUMING_ENTRIES;
export const R_END = R_START + 1;
/** Perfect_rings_left, Rings_Collected, Rings_Collected_2P, Ring_count_2P (Ring_count is player 1's P_RINGS). */
export const R_PERFECT_LEFT = R_END + 1;
export const R_COLLECTED = R_PERFECT_LEFT + 1;
export const R_COLLECTED_2P = R_COLLECTED + 1;
export const R_RING_COUNT_2P = R_COLLECTED_2P + 1;
/** Extra_life_flags (bit 1: the life at 100 rings given, bit 2: at 200), Extra_life_flags_2P. */
export const R_EXTRA_LIFE_FLAGS = R_RING_COUNT_2P + 1;
export const R_EXTRA_LIFE_FLAGS_2P = R_EXTRA_LIFE_FLAGS + 1;


/**
 * ObjectsManager's words: Obj_load_addr_right / Obj_load_addr_left as byte offsets into the
 * layout with its boundary markers (objectLayout.ts), Camera_X_pos_last and Camera_X_pos_coarse
 * (words, as the game keeps them).
 */
export const OM_RIGHT = R_EXTRA_LIFE_FLAGS_2P + 1;
export const OM_LEFT = OM_RIGHT + 1;
export const OM_CAMERA_LAST = OM_LEFT + 1;
export const OM_CAMERA_COARSE = OM_CAMERA_LAST + 1;
/**
 * The engine's own, not the game's: one past the highest dynamic slot ever allocated in this act,
 * so RunObjects walks the slots that can hold an object instead of all $70 (the slots past it
 * are empty; the order of those it walks is the game's).
 */
export const OM_HIGH_WATER = OM_CAMERA_COARSE + 1;

/**
 * Oscillating_Numbers (OscillateNumDo, s2Oscillate.ts): Oscillation_Control (the direction bits),
 * then Oscillating_Data's 16 oscillators, each a value word and a speed word, a word here each.
 */
export const OSC_CONTROL = OM_HIGH_WATER + 1;
export const OSC_DATA = OSC_CONTROL + 1;
export const OSCILLATORS = 16;

/** Monitors_Broken and Monitors_Broken_2P (Obj2E counts each monitor a player breaks). */
export const MONITORS_BROKEN = OSC_DATA + 2 * OSCILLATORS;
export const MONITORS_BROKEN_2P = MONITORS_BROKEN + 1;

/** Ring_spill_anim_counter (a byte: the scattered rings' life, from $FF), Ring_spill_anim_accum (a word), Ring_spill_anim_frame (ChangeRingFrame). */
export const RING_SPILL_COUNTER = MONITORS_BROKEN_2P + 1;
export const RING_SPILL_ACCUM = RING_SPILL_COUNTER + 1;
export const RING_SPILL_FRAME = RING_SPILL_ACCUM + 1;

/** The object RAM's bytes start at this word of the region (a Uint8Array view over them: s2Objects.ts). */
export const R_BYTES = RING_SPILL_FRAME + 1;
/** object_size, and Dynamic_Object_RAM's $70 slots (the game's slots 16 to 127; the players' and the title card's 16 before them are not here). */
export const OBJECT_SIZE = 0x40;
export const DYNAMIC_SLOTS = 0x70;
/** The first dynamic slot's number in the game's Object_RAM (MainCharacter is 0). */
export const FIRST_DYNAMIC_SLOT = 16;
/** Object_Respawn_Table right after the slots: Obj_respawn_index (2 bytes), Obj_respawn_data ($BE). */
export const RESPAWN_TABLE = DYNAMIC_SLOTS * OBJECT_SIZE;
export const RESPAWN_BYTES = 2 + 0xbe;
export const OBJECT_BYTES = RESPAWN_TABLE + RESPAWN_BYTES;

/** The players' interact (the engine's P_ON_OBJECT - 1) names one of Object_RAM's $80 slots (`andi.w #$7F`). */
export const S2_STAND_SLOTS = 0x80;

/** Words of the region. */
export const S2_REGION_WORDS = R_BYTES + OBJECT_BYTES / 4;
