/**
 * Where a real act's object system lives in the state buffer, after the fixed words
 * (engine/state/layout.ts): the object RAM and the respawn table as bytes (one Uint8Array view
 * over those words), then the game-wide words the objects share (G_*). Hand-made levels do not
 * have this region; their objects use engine/objects/.
 *
 * Everything here is the game's RAM, named after Variables.asm, so snapshots, hashes and
 * restores cover it with the rest of the state; one block after it is not (S1_SOLID_BOXES, what
 * the view draws).
 */
import { FIXED_WORDS } from '../../../state/layout.ts';
import { OBJECT_RAM_BYTES, OBJECT_SLOTS } from './ram.ts';

/** v_objstate: two counters, then one byte per respawn-tracked placement (bit 7 = gone). */
export const OBJSTATE_BYTES = 0xc0;
/** Byte offset of v_objstate inside the byte view (right after the object RAM). */
export const OBJSTATE = OBJECT_RAM_BYTES;
export const S1_BYTES = OBJECT_RAM_BYTES + OBJSTATE_BYTES;
/** First word of the region, and of the game-wide words after the bytes. */
export const S1_BASE = FIXED_WORDS;
export const G_BASE = S1_BASE + S1_BYTES / 4;

// --- game-wide words (G_BASE + n) --------------------------------------------------------
/** ObjPosLoad: v_opl_routine, the right and left cursors into the placement list (byte offsets), v_opl_screen. */
export const G_OPL_ROUTINE = G_BASE + 0;
export const G_OPL_RIGHT = G_BASE + 1;
export const G_OPL_LEFT = G_BASE + 2;
export const G_OPL_SCREEN = G_BASE + 3;
/** v_random: the random number generator's 32-bit state (RandomNumber). */
export const G_RANDOM = G_BASE + 4;
/** v_time: the level timer as the game keeps it: minutes << 16 | seconds << 8 | sixtieths. */
export const G_TIME = G_BASE + 5;
/** v_score (in tens of points) and REV01's next extra-life threshold (v_scorelife). */
export const G_SCORE = G_BASE + 6;
export const G_SCORE_LIFE = G_BASE + 7;
/** v_itembonus: the combo counter for badniks destroyed in one jump. */
export const G_ITEM_BONUS = G_BASE + 8;
/** v_invinc and v_shoes flags (the timers are in the player: invtime, shoetime). */
export const G_INVINCIBLE = G_BASE + 9;
export const G_SHOES = G_BASE + 10;
export const G_SHOE_TIME = G_BASE + 11;
/** f_lockctrl: the player's pad is not copied (the signpost, cutscenes). */
export const G_LOCK_CTRL = G_BASE + 12;
/** SynchroAnimate's shared timers (v_ani0_time ... v_ani3_buf): rings spin by v_ani1, scattered rings live by v_ani3. */
export const G_ANI0_TIME = G_BASE + 13;
export const G_ANI0_FRAME = G_BASE + 14;
export const G_ANI1_TIME = G_BASE + 15;
export const G_ANI1_FRAME = G_BASE + 16;
export const G_ANI2_TIME = G_BASE + 17;
export const G_ANI2_FRAME = G_BASE + 18;
export const G_ANI2_BUF = G_BASE + 19;
export const G_ANI3_TIME = G_BASE + 20;
export const G_ANI3_FRAME = G_BASE + 21;
export const G_ANI3_BUF = G_BASE + 22;
/** v_lifecount (the extra-life counter from rings: 100 and 200), v_continues, f_timeover. */
export const G_LIFE_COUNT = G_BASE + 23;
export const G_CONTINUES = G_BASE + 24;
export const G_TIME_OVER = G_BASE + 25;
/** v_bossstatus / f_bossdefeated style flags the zone objects share; zone object words follow. */
export const G_BOSS_STATUS = G_BASE + 26;
/** f_timecount: the level timer runs (set at the start; a death below the screen or the end of the act stops it). */
export const G_TIME_COUNT = G_BASE + 27;
/**
 * v_vbla_count: the console's VBlank counter, +1 every frame. Scattered rings check the floor on
 * frames picked by its low bits, so its value at the act's start (WorldOptions.vblank) matters.
 */
export const G_VBLANK = G_BASE + 28;
/** Words 29..63 are for the zones' objects (conveyor directions, collapsing counters ...). */
export const G_ZONE_FIRST = G_BASE + 29;
// --- the common objects' words (G_ZONE_FIRST + 0..7) ---------------------------------------
/**
 * v_jpadhold2 (held << 8 | pressed) while f_lockctrl (G_LOCK_CTRL) is set: the signpost and the
 * prison capsule lock the pad and write Right here; Sonic reads it instead of the pad.
 */
export const G_JPAD2 = G_ZONE_FIRST + 0;
/** v_lamp_time: v_time when the last lamppost was hit (Lamp_StoreInfo); a restart from it keeps it. */
export const G_LAMP_TIME = G_ZONE_FIRST + 1;
/** Sonic's object is gone (v_player's obID = 0: the giant ring's flash removed him); ExecuteObjects skips him. */
export const G_PLAYER_GONE = G_ZONE_FIRST + 2;
/** f_bigring: Sonic entered a giant ring (no hidden bonuses; the act ends into the special stage). */
export const G_BIG_RING = G_ZONE_FIRST + 3;
/**
 * GotThroughAct ran (the act's end was reached): $3A, v_endcard's id when it ran. The card itself
 * lives in its RAM slots (gotThroughCard.ts); this word stays when SBZ2's card deletes itself.
 */
export const G_END_CARD = G_ZONE_FIRST + 4;
/** v_timebonus, v_ringbonus: the results card's bonuses (GotThroughAct sets them; the card counts them down by 10). */
export const G_TIME_BONUS = G_ZONE_FIRST + 5;
export const G_RING_BONUS = G_ZONE_FIRST + 6;
/**
 * The pattern load cues (v_plc_buffer) as the objects that wait on them see them: the VBlanks
 * still needed to decompress every queued art file (engine/games/s1/objects/artQueue.ts). Non-zero is
 * `tst.l (v_plc_buffer).w` finding the queue busy.
 */
export const G_PLC_WAIT = G_ZONE_FIRST + 7;
/**
 * Sonic's objoff_36 / objoff_37: Sonic_Control's copies of v_anglebuffer / v_anglebuffer2 (the
 * player's P_SENSOR_ANGLE_A / B, which objects' ObjFloorDist and ObjHitWall overwrite later in the
 * frame), taken right after his movement. Sonic_Balance reads these next frame.
 */
export const G_SONIC_ANGLE_A = G_ZONE_FIRST + 8;
export const G_SONIC_ANGLE_B = G_ZONE_FIRST + 9;
// Marble Zone's objects: G_ZONE_FIRST + 14 .. + 21.
/**
 * v_obj31ypos: the y of the last chained stomper that ran (a word; bit 15 set by the MZ1 push
 * block that rides one, which the stompers test).
 */
export const G_OBJ31_YPOS = G_ZONE_FIRST + 14;
// --- Spring Yard / Star Light objects' words (G_ZONE_FIRST + 22..27) --------------------------
/**
 * f_obj56 (REV01): SYZ3's sliding block ($56 subtype $37, pushed out by switch $F) has finished
 * its slide; from then on the placement at $1BB8 stays away and the other $37 placement loads.
 */
export const G_OBJ56 = G_ZONE_FIRST + 22;
// --- Scrap Brain's objects (G_ZONE_FIRST + 28..34) ----------------------------------------
/**
 * f_conveyrev: the conveyor belts run backwards (LZ3's switch $E, read by SBZ's spinning
 * platforms on their conveyor, object $6F, and Labyrinth's platforms, $63).
 */
export const G_CONVEY_REV = G_ZONE_FIRST + 28;
/**
 * v_obj63: six bytes, one per platform-conveyor group; bit 0 = the group's platforms are loaded
 * (objects $63 and $6F). Packed four bytes to a word from G_OBJ63 (engine/games/s1/objects/conveyorPath.ts).
 */
export const G_OBJ63 = G_ZONE_FIRST + 29; // ..30
/** v_obj6B: SBZ3 (Labyrinth) keeps one stomper/door ($6B) loaded at a time; bit 0 = one is. */
export const G_OBJ6B = G_ZONE_FIRST + 31;
// --- the run's special stage words (G_ZONE_FIRST + 32, 33) ----------------------------------
/**
 * v_lastspecial: the special stage SS_Load tries next (0..5; 0 = stage 1). Only a run through a
 * special stage moves it (engine/games/s1/s1ActRun.ts); PlayLevel clears it at a new game.
 */
export const G_LAST_SPECIAL = G_ZONE_FIRST + 32;
/**
 * v_emeralds and v_emldlist packed: bits 0..2 the count (0..6), then 3 bits per emerald got, in
 * the order got (bits 3..5 the first). The giant ring reads the count (6: it deletes itself).
 */
export const G_EMERALDS = G_ZONE_FIRST + 33;
// Labyrinth: v_air is the player's P_AIR and f_nobgscroll is W_CAMERA_LOCK (engine/state/layout.ts).
export const G_WORDS = 64;

/**
 * Not the game's RAM: the solid box each object's solid or platform routine tested this frame,
 * three words per object slot (engine/games/s1/objects/solidBoxes.ts), for the workbench's view. The game
 * passes those sizes in registers and keeps none; recording them where the routines run draws
 * every ported object's box without a hand list. In the state so a restored snapshot shows its
 * own frame's boxes; the engine never reads it back.
 */
export const S1_SOLID_BOXES = G_BASE + G_WORDS;

export const S1_REGION_WORDS = S1_BYTES / 4 + G_WORDS + 3 * OBJECT_SLOTS;
