/**
 * The special stage's state: one Int32Array, as every engine state is (STYLE habit 1). Its first
 * words are a byte image of the game's RAM the stage reads and writes, kept at the game's own
 * offsets so the ports read like the disassembly (Variables.asm):
 * - Sonic's object (v_player, $40 bytes; Constants.asm ob* offsets, engine/games/s1/objects/ram.ts),
 * - v_ssbuffer1 ($FF0000, $4000 bytes): the layout grid, $80 cells a row; SS_Load puts the
 *   stage's $40 x $40 cells at v_ssblockbuffer (+$1020), a border of empty cells round them,
 * - v_ssitembuffer ($FF4400, $100 bytes): 32 item animations of 8 bytes (type, -, timer, frame,
 *   the cell's address as a long: $00FFxxxx, a glass block's next type in its top byte).
 * Then the game-wide words (SS_*), each named after the variable it is.
 */
import { OBJECT_SIZE } from '../objects/ram.ts';

/** The byte image's parts (offsets into the Uint8Array view over the state's first words). */
export const B_PLAYER = 0;
export const B_LAYOUT = OBJECT_SIZE;
/** v_ssbuffer1's size: $80 rows of $80 cells. */
export const SS_BUFFER_BYTES = 0x4000;
export const B_ITEMS = B_LAYOUT + SS_BUFFER_BYTES;
export const SS_ITEM_SLOTS = 32;
export const SS_ITEM_BYTES = 8;
export const SS_BYTES = B_ITEMS + SS_ITEM_SLOTS * SS_ITEM_BYTES;
/** Where v_ssbuffer1 is in the 68000's address space: the layout cells' addresses are $FF0000 + offset. */
export const SS_BUFFER_ADDRESS = 0xff0000;
/** v_ssblockbuffer: the stage's first cell (v_ssbuffer1 + $1020). */
export const SS_BLOCK_BUFFER = 0x1020;
/** A layout row in v_ssbuffer1. */
export const SS_ROW = 0x80;

const W = SS_BYTES / 4;
/** The loop iterations stepped (movie frames). */
export const SS_FRAME = W + 0;
/** This frame's events (SS_EV_*). */
export const SS_EVENTS = W + 1;
/** v_jpadhold2 / v_jpadpress2 as the frame read them (engine input bits, engine/input.ts). */
export const SS_HELD = W + 2;
export const SS_PRESSED = W + 3;
/** v_ssangle (a word: its high byte is the angle the physics reads) and v_ssrotate (signed). */
export const SS_ANGLE = W + 4;
export const SS_ROTATE = W + 5;
/** v_screenposx / v_screenposy: their high words (SS_FixCamera). */
export const SS_CAM_X = W + 6;
export const SS_CAM_Y = W + 7;
/** v_rings, v_lives, v_continues, v_lifecount (bit 0: the 50-ring continue; bits 1, 2: the 100 and 200 ring lives). */
export const SS_RINGS = W + 8;
export const SS_LIVES = W + 9;
export const SS_CONTINUES = W + 10;
export const SS_LIFE_COUNT = W + 11;
/** v_emeralds and v_emldlist (six words: the emeralds' numbers in the order got). */
export const SS_EMERALDS = W + 12;
export const SS_EMERALD_LIST = W + 13; // ..18
/** v_lastspecial: the next stage SS_Load tries (0..5). */
export const SS_LAST_SPECIAL = W + 19;
/** The stage SS_Load loaded (0..5). */
export const SS_STAGE = W + 20;
/** Where the game is (SS_PHASE_*): v_gamemode and which loop runs. */
export const SS_PHASE = W + 21;
/** v_demolength: SS_FinLoop's countdown (60 frames, counted by its VBlank). */
export const SS_DEMO_LENGTH = W + 22;
/** v_vbla_count: +1 every VBlank (one a frame; lag frames are not modelled). */
export const SS_VBLANK = W + 23;
/** The quirks turned off for this stage (bit i: SS_QUIRKS[i] fixed; ssQuirks.ts). */
export const SS_FIXES = W + 24;
export const SS_STATE_WORDS = W + 25;

/** SS_MainLoop: the stage plays (v_gamemode id_Special). */
export const SS_PHASE_STAGE = 0;
/** SS_FinLoop: the stage goes on turning while the screen whites out (v_gamemode id_Level). */
export const SS_PHASE_FINISH = 1;
/** The results screen (SS_NormalExit): not played; the stage is over. */
export const SS_PHASE_RESULTS = 2;
export const SS_PHASE_NAMES = ['stage', 'finish', 'results'] as const;

// The frame's events.
export const SS_EV_JUMP = 1 << 0;
export const SS_EV_RING = 1 << 1;
export const SS_EV_BUMPER = 1 << 2;
export const SS_EV_GOAL = 1 << 3;
export const SS_EV_EMERALD = 1 << 4;
export const SS_EV_ONE_UP = 1 << 5;
export const SS_EV_REVERSE = 1 << 6;
export const SS_EV_SPEED_UP = 1 << 7;
export const SS_EV_SPEED_DOWN = 1 << 8;
export const SS_EV_GLASS = 1 << 9;
export const SS_EV_CONTINUE = 1 << 10;
export const SS_EV_EXTRA_LIFE = 1 << 11;
/** Obj09 set v_gamemode to id_Level: the stage's main loop ends with this frame. */
export const SS_EV_EXIT = 1 << 12;
/** SS_FinLoop's last frame: the results screen comes next. */
export const SS_EV_RESULTS = 1 << 13;
export const SS_EVENT_NAMES = [
  'jump', 'ring', 'bumper', 'goal', 'emerald', 'oneUp', 'reverse', 'speedUp', 'speedDown', 'glass', 'continue', 'extraLife', 'exit', 'results',
] as const;

export function ssEventNames(bits: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < SS_EVENT_NAMES.length; i++) if (bits & (1 << i)) out.push(SS_EVENT_NAMES[i]);
  return out;
}

/** Obj09's own bytes beyond the shared ob* fields (the object's objoff_* scratch). */
/** objoff_30: the last solid cell sub_1BCE8 touched this frame (0: none). */
export const O9_TOUCHED = 0x30;
/** objoff_32: that cell's address + 1, a long. */
export const O9_TOUCHED_AT = 0x32;
/** objoff_36 / objoff_37: the UP/DOWN and the R blocks' wait ($1E frames) before they act again. */
export const O9_UPDOWN_WAIT = 0x36;
export const O9_REVERSE_WAIT = 0x37;
/** objoff_38: Obj09_Exit2's countdown. */
export const O9_EXIT_TIME = 0x38;
/** objoff_3A: the ghost blocks (1: passed one, 2: touched the switch after: they turn solid when Sonic is clear). */
export const O9_GHOST = 0x3a;

/** The byte image over a state buffer. */
export function ssBytes(s: Int32Array): Uint8Array {
  return new Uint8Array(s.buffer, s.byteOffset, SS_BYTES);
}
