/**
 * What every word of the state buffer may hold: the invariants of layout.ts, one line per word.
 *
 * Why: a snapshot that comes from a file (a movie's savestate, a branch in a project file, a
 * sweep result) is untrusted. The engine indexes tables and object slots with state words and
 * walks loops bounded by them, so one out-of-range word can crash or stall a step. Such
 * snapshots are checked word by word against these ranges before they are used
 * (engine/world/validateSnapshot.ts); snapshots the engine made itself keep the fast path
 * (`restore` is a copy).
 *
 * Adding a word to layout.ts: add its range to STATE_WORD_RANGES. The table's type lists every
 * `P_`, `C_` and `W_` name exported by layout.ts, so `npm run typecheck` fails until it is here.
 * Words of the player block no name covers are reserved and must be 0. The object slots'
 * ranges are in engine/objects/objectInvariants.ts (generic fields) and in each object type
 * (`fields`, the words it keeps).
 *
 * A range must hold every value the engine itself can produce (tests/engine/world/
 * validateSnapshot.test.ts checks every frame of long runs), and nothing that can crash or stall
 * a step (tests/engine/world/randomStates.test.ts steps random states drawn from these ranges).
 */
import * as layout from './layout.ts';
import { EVENT_NAMES } from './events.ts';

/** The sizes a range depends on, taken from the world the snapshot is checked against. */
export interface StateBounds {
  /** Object slots: the level's objects, then the dynamic slots. */
  readonly slotCount: number;
  /** Slots that belong to the level's objects (0 .. levelSlots - 1). */
  readonly levelSlots: number;
  /** Another word of the state being checked (for a range that depends on it). */
  readonly state: (word: number) => number;
  /** The world's character (`sonic`, `tails`, `knuckles`): some words mean different things per character. */
  readonly character: string;
  /**
   * Slots the player can stand on: the object slots, or on a real act the game's object RAM
   * slots (its objects live there, engine/games/s1/objects/ram.ts, and slotCount is 0).
   */
  readonly standSlots: number;
}

/** The valid values of one word: `valid` tests one, `expected` says which for an error message. */
export interface WordRange<C extends StateBounds = StateBounds> {
  readonly valid: (v: number, c: C) => boolean;
  readonly expected: (c: C) => string;
  /** Words the name covers (a field of several words, e.g. packed bytes); 1 when absent. */
  readonly words?: number;
}

export const INT32_MAX = 0x7fffffff;

/** Any 32-bit value (positions, speeds: arithmetic on them wraps, nothing indexes with them). */
export const anyInt: WordRange = { valid: () => true, expected: () => 'any 32-bit integer' };

export function int(min: number, max: number): WordRange {
  return { valid: (v) => v >= min && v <= max, expected: () => `${min}..${max}` };
}

/** Only the bits of `mask` may be set. */
export function bits(mask: number): WordRange {
  return { valid: (v) => (v & ~mask) === 0, expected: () => `only bits 0x${(mask >>> 0).toString(16)}` };
}

/** A multiple of `step` in min..max (counters that move in steps and stop at 0). */
export function steps(step: number, min: number, max: number): WordRange {
  return { valid: (v) => v >= min && v <= max && v % step === 0, expected: () => `a multiple of 0x${step.toString(16)} in 0x${min.toString(16)}..0x${max.toString(16)}` };
}

/** `count` words from the name on, each in `range` (packed bytes, small arrays). */
export function span(count: number, range: WordRange): WordRange {
  return { ...range, words: count };
}

export const byte = int(0, 0xff);
/** A 16-bit word as the game keeps it, read signed or unsigned (positions, limits). */
export const word16 = int(-0x8000, 0xffff);
export const flag = int(0, 1);
/** A frame count or timer that only counts down to 0 or up from it. */
export const count = int(0, INT32_MAX);
/** A reserved word: nothing writes it. */
export const zero = int(0, 0);

/** `then` while `test` holds (another word's value, the character), `otherwise` the rest of the time. */
export function when(test: (c: StateBounds) => boolean, then: WordRange, otherwise: WordRange, why: string): WordRange {
  return {
    valid: (v, c) => (test(c) ? then : otherwise).valid(v, c),
    expected: (c) => (test(c) ? `${then.expected(c)} (${why})` : otherwise.expected(c)),
  };
}

/** A slot number + 1, 0 = none. */
export const slotOrNone: WordRange = {
  valid: (v, c) => v >= 0 && v <= c.slotCount,
  expected: (c) => `0 (none) or a slot number + 1, 1..${c.slotCount}`,
};

/** The slot the player stands on + 1, 0 = none (standonobject): an object slot of either kind. */
const standingOn: WordRange = {
  valid: (v, c) => v >= 0 && v <= c.standSlots,
  expected: (c) => `0 (none) or a slot number + 1, 1..${c.standSlots}`,
};

/** A slot number. */
export const slotIndex: WordRange = {
  valid: (v, c) => v >= 0 && v < c.slotCount,
  expected: (c) => (c.slotCount === 0 ? 'no value (the level has no object slots)' : `a slot number, 0..${c.slotCount - 1}`),
};

/** How many dynamic slots may be in use: at most the dynamic slots there are. */
const dynamicCount: WordRange = {
  valid: (v, c) => v >= 0 && v <= c.slotCount - c.levelSlots,
  expected: (c) => `0..${c.slotCount - c.levelSlots} (the dynamic slots)`,
};


const ALL_STATUS_BITS =
  layout.ST_AIR | layout.ST_ROLL | layout.ST_PUSH | layout.ST_ON_OBJECT | layout.ST_FACING_LEFT | layout.ST_ROLL_JUMP |
  layout.ST_JUMPING | layout.ST_STICK | layout.ST_SPINDASH | layout.ST_PEELOUT | layout.ST_UNDERWATER | layout.ST_DEAD |
  layout.ST_HURT | layout.ST_OBJ_CONTROL | layout.ST_RESETTING | layout.ST_NO_TOUCH;
const ALL_EVENT_BITS = EVENT_NAMES.length >= 32 ? -1 : (1 << EVENT_NAMES.length) - 1;
/** The second event word's bits (EV2_*: names from index 32 on). */
const ALL_EVENT2_BITS = EVENT_NAMES.length <= 32 ? 0 : (1 << (EVENT_NAMES.length - 32)) - 1;

/** Every named word of the fixed block (layout.ts): `P_` player, `C_` camera, `W_` world. */
export type StateWordName = Extract<keyof typeof layout, `P_${string}` | `C_${string}` | `W_${string}`>;

export const STATE_WORD_RANGES: { readonly [K in StateWordName]: WordRange } = {
  P_X: anyInt, // subpixels; outside the level the terrain reads empty
  P_Y: anyInt,
  P_XSP: anyInt, // speeds grow without bound while dead (gravity); the phasing fix's sub-steps are bounded by 2^19
  P_YSP: anyInt,
  P_GSP: anyInt,
  P_ANGLE: byte, // hex angle
  P_STATUS: bits(ALL_STATUS_BITS),
  P_WRAD: byte, // radii, whole pixels
  P_HRAD: byte,
  P_CTRL_LOCK: int(0, 0xffff), // counts down to 0 (move_lock is a word)
  P_LAYER: flag, // 0 = A, 1 = B
  P_PRIORITY: flag,
  P_INPUT_PREV: byte, // an input byte
  P_FRAME: count,
  P_SPINDASH_COUNTER: int(0, 0x800), // indexes the spindash speed table (>> 8); peel-out frames 0..30
  P_ON_OBJECT: standingOn,
  P_MODE: int(0, 3), // floor, rightWall, ceiling, leftWall
  P_EVENTS: bits(ALL_EVENT_BITS),
  P_LOOK_DELAY: int(0, 0x1ff), // held frames (0..120), or CD's tap window (0..16) | armed bit 0x100
  P_ANIM: int(0, layout.ANIM_SPRING), // ANIM_WALK..ANIM_SPRING
  P_LOOKAHEAD_DELTA: anyInt, // a speed difference, for detectors
  P_AIR_FLOOR_A: anyInt, // sensor distances, for detectors
  P_AIR_FLOOR_B: anyInt,
  P_DEATH_TIMER: count,
  C_X: word16, // px; the limits (W_LIMIT_*) move at run time and the camera follows a frame later
  C_Y: word16,
  C_BIAS: int(8, 0xc8), // CAMERA_BIAS_DOWN..CAMERA_BIAS_UP
  C_LAG: steps(0x100, 0, 0x2000), // counts down by 0x100 to exactly 0
  C_XSHIFT: int(-64, 64),
  C_HIST_INDEX: int(0, layout.HIST_ENTRIES - 1), // indexes the history ring
  P_RINGS: count,
  P_INVULN_TIMER: int(0, 0xffff),
  P_BALANCE: int(0, 2),
  P_BALANCE_FAR: flag,
  P_SENSOR_ANGLE_A: byte,
  P_SENSOR_ANGLE_B: byte,
  P_SPEED_MAX: int(0, 0xffff), // movement constants as the game keeps them (words)
  P_SPEED_ACC: int(0, 0xffff),
  P_SPEED_DEC: int(0, 0xffff),
  P_INVINCIBLE: int(0, 0xffff),
  P_SHIELD: int(0, layout.SHIELD_BUBBLE), // which shield (SHIELD_*)
  W_RING_LOSS_TIMER: byte, // counts 255 → 0
  W_REGATHER_LOCK: int(0, 0xffff),
  W_LAST_CHECKPOINT: int(0, 127),
  W_CHECKPOINT_X: anyInt, // pixels of a placed object
  W_CHECKPOINT_Y: anyInt,
  W_DYNAMIC_HIGH: dynamicCount, // bounds the object loops
  W_LIMIT_LEFT: word16, // the camera's limits, px
  W_LIMIT_RIGHT: word16,
  W_LIMIT_TOP: word16,
  W_LIMIT_BOTTOM: word16,
  W_LIMIT_BOTTOM_TARGET: word16,
  W_LOCK_SCREEN: flag,
  W_DLE_ROUTINE: steps(2, 0, 0xfe), // a multiple of 2, as the game counts it
  W_LIMIT_MOVED: flag,
  W_LEVEL_FRAME: count,
  W_RESTART: int(0, layout.RESTART_GAME_OVER),
  W_LIVES: byte,
  W_RESET_DELAY: int(0, 0xffff),
  W_PLAYER_CTRL: bits(0x81), // bit 0 no movement, bit 7 no touch responses
  W_LAYOUT_PATCH: byte, // a chunk id (0 = the act's own)
  W_SWITCHES: span(4, anyInt), // sixteen switch bytes, four to a word
  W_WATER_Y: word16, // px
  W_WATER_LEVEL: word16,
  W_WATER_TARGET: word16,
  W_WATER_SPEED: byte, // px/frame, 0 = no water
  W_WATER_ROUTINE: byte, // a switch: other values do nothing
  W_WIND_TUNNEL: flag,
  W_WIND_TUNNEL_OFF: flag,
  W_SLIDE: flag,
  W_LAMP_RINGS: count,
  W_LAMP_DLE: steps(2, 0, 0xfe),
  W_LAMP_LIMIT_BOTTOM: word16,
  W_LAMP_CAM_X: word16,
  W_LAMP_CAM_Y: word16,
  W_LAMP_WATER_LEVEL: word16,
  W_LAMP_WATER_ROUTINE: byte,
  W_OSC_STEPS: count, // the oscillators follow from it (each reads it modulo its period)
  P_DOUBLE_JUMP: int(0, 0x1f), // per character: Sonic 0..2, Tails' flaps up to 0x1F, Knuckles 0..5
  // Knuckles over a ledge (flag 5, GLIDE_LEDGE in player/moves/glideStates.ts): the step index x 4
  // (indexes his four ledge steps, 16 = done).
  P_DOUBLE_JUMP_PROP: when((c) => c.character === 'knuckles' && c.state(layout.P_DOUBLE_JUMP) === 5, steps(4, 0, 16), byte, 'a ledge climb: the step x 4'),
  P_MOVE_TIMER: int(0, 0xffff),
  P_CLIMB_X: word16, // px
  P_SHIELD_ANIM: bits(0x3ffff), // anim, previous anim, mapping, script position, timer, packed
  P_SUPER: int(-1, 1), // -1 hyper, 0 normal, 1 super
  P_SUPER_FRAMES: int(0, 0xffff),
  P_SUPER_TRANSFORM: int(0, 0xffff),
  P_EMERALDS: int(0, 0xffff), // chaos emeralds in the low byte, super emeralds in the next
  P_DROP_DASH: int(0, 21), // 1..20 charging, 21 charged
  P_MOVE_EVENTS: anyInt, // bits only ever read by name (player/moves/moveEvents.ts)
  W_WATER: flag, // the level has water
  P_AIR: int(0, 30), // seconds of air (FULL_AIR), reloaded on drowning
  P_AIR_TIMER: int(0, 59), // the countdown's frames (AIR_TIMER_RELOAD)
  P_DROWN_TIMER: int(0, 0x78), // DROWN_FRAMES down to 0
  P_SHOES_TIMER: int(0, 0xffff), // frames (Sonic 3: eighth-frames) of speed shoes left
  W_CAMERA_LOCK: flag,
  P_EVENTS2: bits(ALL_EVENT2_BITS),
  P_ANIM_PREV: byte, // an animation id (the scripts are looked up by it; an unknown one plays nothing)
  P_ANIM_FRAME: byte, // a script position (kept to a byte as anim_frame is)
  P_ANIM_TIMER: int(-1, 0xffff), // counts down through -1 to the script's next duration
  P_MAP_FRAME: byte, // mapping_frame
};

/** The CPU partner's words after its copy of the fixed block (layout.ts "the partner"), by offset from FIXED_WORDS. */
const CPU_WORD_RANGES: readonly { readonly name: string; readonly range: WordRange }[] = [
  { name: 'CPU_ROUTINE', range: int(0, 4) }, // CPU_INIT..CPU_PANIC (a switch)
  { name: 'CPU_CONTROL_COUNTER', range: int(0, 600) }, // CPU_PAD_CONTROL_FRAMES down to 0
  { name: 'CPU_RESPAWN_COUNTER', range: count }, // frames off screen
  { name: 'CPU_JUMPING', range: flag },
  { name: 'CPU_TARGET_X', range: anyInt }, // px
  { name: 'CPU_TARGET_Y', range: anyInt },
  { name: 'CPU_INTERACT', range: count }, // a catalogue index + 1, compared only
  { name: 'CPU_INPUT', range: int(0, 0xffff) }, // held | pressed << 8
  { name: 'CPU_ON_SCREEN', range: flag },
];

/**
 * Player 2's block (the words after the object slots): its copy of the fixed block checked as
 * player 1's is (for its own character), the CPU's words, reserved words 0; player 1's input
 * and status record (STAT_HIST_BASE..) holds any value.
 */
export function checkPartnerWords(words: Int32Array, bounds: StateBounds): WordProblem | null {
  const fixed = checkFixedWords(words, bounds);
  if (fixed !== null) return { ...fixed, field: `partner.${fixed.field}` };
  for (let k = 0; k < layout.STAT_HIST_BASE - layout.FIXED_WORDS; k++) {
    const v = words[layout.FIXED_WORDS + k];
    const named = CPU_WORD_RANGES[k];
    if (named === undefined) {
      if (v !== 0) return { field: `partner word ${layout.FIXED_WORDS + k} (reserved)`, value: v, expected: '0' };
    } else if (!named.range.valid(v, bounds)) return { field: `partner.${named.name}`, value: v, expected: named.range.expected(bounds) };
  }
  return null;
}

/** One word out of range: its name (`P_ANGLE`, `word 36`), its value and what it should be. */
export interface WordProblem {
  readonly field: string;
  readonly value: number;
  readonly expected: string;
}

/** Word index → name, and the ranges in word order, built once. */
const NAMED: readonly { readonly word: number; readonly name: string; readonly range: WordRange }[] = (
  Object.keys(STATE_WORD_RANGES) as StateWordName[]
)
  .map((name) => ({ word: layout[name], name, range: STATE_WORD_RANGES[name] }))
  .sort((a, b) => a.word - b.word);

/** The fixed block's words in layout order: named words by their range, the rest reserved (0). */
export function checkFixedWords(words: Int32Array, bounds: StateBounds): WordProblem | null {
  let next = 0;
  for (const { word, name, range } of NAMED) {
    for (; next < word; next++) if (words[next] !== 0) return { field: `word ${next} (reserved)`, value: words[next], expected: '0' };
    const n = range.words ?? 1;
    for (let k = 0; k < n; k++) {
      const v = words[word + k];
      if (!range.valid(v, bounds)) return { field: n === 1 ? name : `${name}+${k}`, value: v, expected: range.expected(bounds) };
    }
    next = word + n;
  }
  for (; next < layout.PLAYER_WORDS; next++) if (words[next] !== 0) return { field: `word ${next} (reserved)`, value: words[next], expected: '0' };
  // The position history (HIST_BASE..FIXED_WORDS) holds pixel positions: any value.
  return null;
}
