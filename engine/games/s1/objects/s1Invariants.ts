/**
 * What a real act's object region of the state may hold (s1State.ts): the game-wide words, one
 * line per G_ name, and the object RAM's bytes that index something. The region's counterpart of
 * engine/state/invariants.ts, checked on savestates from files (engine/world/validateSnapshot.ts).
 *
 * The object RAM is the game's own bytes, and the ported code reads it the way the game does:
 * a byte cannot leave 0..255, every loop over slots or an object's own list is bounded by a
 * byte or by the slot range, a routine number a port does not know runs its default branch.
 * What is checked is what the object system's structures need and the engine never breaks:
 * - each slot's id has a port (Obj_Index, objectTable.ts): the engine never loads another;
 * - the highest slot in use (SLOT_HIGH) is at most the slot count, and every level slot in use
 *   lies below it (ExecuteObjects and ReactToItem walk up to it; a slot above would never run);
 * - each object's routine counter is even (the game's routine tables are word offsets: an odd
 *   one is an address error on the console, so no real savestate holds one);
 * - each object's respawn entry indexes the respawn table (v_objstate);
 * - a ported object's own bytes that index something (its animation script; `s1ObjectRam`);
 * - the placement cursors (G_OPL_RIGHT/LEFT) are entries of the placement list;
 * - the solid boxes the view draws (solidBoxes.ts) say a kind the view knows.
 *
 * Adding a word to s1State.ts: add its range here (the table's type lists every `G_` word name,
 * so `npm run typecheck` fails until it is here). The game-wide words no name covers are
 * reserved and must be 0, so a word an object starts to write without a name here is refused
 * (tests/engine/world/validateSnapshot.test.ts plays every act and checks every frame).
 */
import * as s1State from './s1State.ts';
import { OBJSTATE, OBJSTATE_BYTES } from './s1State.ts';
import { LEVEL_OBJECTS_END, LEVEL_SLOT_FIRST, OBJECT_SIZE, OBJECT_SLOTS, OB_ID, OB_RESPAWN_NO, OB_ROUTINE, SLOT_HIGH } from './ram.ts';
import { hasS1ObjectId } from './objectTable.ts';
import { checkSolidBoxes } from './solidBoxes.ts';
import { s1ObjectRam } from './objects/index.ts';
import { anyInt, byte, count, flag, int, span, type StateBounds, type WordProblem, type WordRange } from '../../../state/invariants.ts';

/** A real act's sizes the ranges depend on. */
export interface S1Bounds extends StateBounds {
  /** Bytes in the act's placement list (ObjPos, 6 per entry). */
  readonly placementBytes: number;
}

/** The valid values of some bytes of an object's slot, by offset in the slot. */
export type S1ObjectRam = Readonly<Record<number, { readonly min: number; readonly max: number }>>;

/** A cursor into the placement list: a whole entry, inside it or at its end. */
const cursor: WordRange<S1Bounds> = {
  valid: (v, c) => v >= 0 && v <= c.placementBytes && v % 6 === 0,
  expected: (c) => `a multiple of 6 in 0..${c.placementBytes} (an entry of the act's placement list)`,
};

const word = int(0, 0xffff);

export type S1WordName = Exclude<Extract<keyof typeof s1State, `G_${string}`>, 'G_BASE' | 'G_WORDS' | 'G_ZONE_FIRST'>;

export const G_WORD_RANGES: { readonly [K in S1WordName]: WordRange<S1Bounds> } = {
  G_OPL_ROUTINE: int(0, 2), // 0 until ObjPosLoad's first run, then 2
  G_OPL_RIGHT: cursor, // walks the placement list
  G_OPL_LEFT: cursor,
  G_OPL_SCREEN: word,
  G_RANDOM: anyInt,
  G_TIME: int(0, 0xffffff), // minutes << 16 | seconds << 8 | sixtieths
  G_SCORE: anyInt,
  G_SCORE_LIFE: anyInt,
  G_ITEM_BONUS: word,
  G_INVINCIBLE: byte,
  G_SHOES: byte,
  G_SHOE_TIME: word,
  G_LOCK_CTRL: byte,
  G_ANI0_TIME: byte,
  G_ANI0_FRAME: byte,
  G_ANI1_TIME: byte,
  G_ANI1_FRAME: byte,
  G_ANI2_TIME: byte,
  G_ANI2_FRAME: byte,
  G_ANI2_BUF: word,
  G_ANI3_TIME: byte,
  G_ANI3_FRAME: byte,
  G_ANI3_BUF: word,
  G_LIFE_COUNT: byte,
  G_CONTINUES: byte,
  G_TIME_OVER: flag,
  G_BOSS_STATUS: byte,
  G_TIME_COUNT: flag,
  G_VBLANK: anyInt,
  G_JPAD2: word, // held << 8 | pressed
  G_LAMP_TIME: int(0, 0xffffff), // a copy of G_TIME
  G_PLAYER_GONE: flag,
  G_BIG_RING: flag,
  G_END_CARD: byte, // an object id
  G_TIME_BONUS: word, // v_timebonus: counted down by 10 to 0
  G_RING_BONUS: word, // v_ringbonus
  G_PLC_WAIT: count, // VBlanks the queued art still needs (counts down; adds accumulate)
  G_SONIC_ANGLE_A: byte, // objoff_36: an angle byte
  G_SONIC_ANGLE_B: byte, // objoff_37
  G_OBJ31_YPOS: word, // a stomper's y, bit 15 a flag
  G_OBJ56: flag, // f_obj56: SYZ3's sliding block has slid
  G_CONVEY_REV: byte, // f_conveyrev: read as a flag (non-zero = backwards)
  G_OBJ63: span(2, anyInt), // v_obj63: eight group bytes, four to a word; only bit 0 is read
  G_OBJ6B: byte, // v_obj6B: bit 0 is read
  G_LAST_SPECIAL: int(0, 5), // v_lastspecial: the next special stage (0..5)
  G_EMERALDS: { valid: (v) => emeraldsValid(v), expected: () => 'v_emeralds (0..6) in bits 0..2, then 3 bits per emerald (0..5) got' },
};

/** G_EMERALDS: a count of 0..6, that many emeralds 0..5 after it, nothing beyond. */
function emeraldsValid(v: number): boolean {
  const n = v & 7;
  if (v < 0 || n > 6 || v >>> (3 + 3 * n) !== 0) return false;
  for (let i = 0; i < n; i++) if (((v >>> (3 + 3 * i)) & 7) > 5) return false;
  return true;
}

const NAMED = (Object.keys(G_WORD_RANGES) as S1WordName[])
  .map((name) => ({ name, word: s1State[name], range: G_WORD_RANGES[name] }))
  .sort((a, b) => a.word - b.word);

/** s1ObjectRam(), built once (on first use: see s1ObjectPorts on module order). */
let ownRam: ReturnType<typeof s1ObjectRam> | null = null;

/** The region of `words` (a whole state) for a real act with `bounds`. */
export function checkS1Region(words: Int32Array, bounds: S1Bounds): WordProblem | null {
  // The game-wide words in order: named ones by their range, the rest reserved (0).
  let next = s1State.G_BASE;
  for (const { name, word: at, range } of NAMED) {
    for (; next < at; next++) if (words[next] !== 0) return reserved(next, words[next]);
    const n = range.words ?? 1;
    for (let k = 0; k < n; k++) {
      const v = words[at + k];
      if (!range.valid(v, bounds)) return { field: n === 1 ? name : `${name}+${k}`, value: v, expected: range.expected(bounds) };
    }
    next = at + n;
  }
  for (; next < s1State.G_BASE + s1State.G_WORDS; next++) if (words[next] !== 0) return reserved(next, words[next]);
  const boxes = checkSolidBoxes(words);
  if (boxes !== null) return boxes;

  const m = new Uint8Array(words.buffer, words.byteOffset + s1State.S1_BASE * 4, s1State.S1_BYTES);
  // The level slots' loops run up to the highest slot in use.
  const high = m[SLOT_HIGH];
  if (high > OBJECT_SLOTS) return { field: 'objects.high', value: high, expected: `0..${OBJECT_SLOTS} (the object slots)` };
  for (let a = 0; a < LEVEL_OBJECTS_END; a += OBJECT_SIZE) {
    const slot = a / OBJECT_SIZE;
    const id = m[a + OB_ID];
    // Slot 0's first byte is the high-water mark (its slot is the player's, kept outside RAM).
    if (id === 0 || a === SLOT_HIGH) continue;
    if (!hasS1ObjectId(id)) return { field: `objects[${slot}].id`, value: id, expected: 'an object id the engine has a port for (Obj_Index)' };
    if (slot >= LEVEL_SLOT_FIRST && slot >= high) {
      return { field: `objects[${slot}].id`, value: id, expected: `0: a level slot in use lies below objects.high (${high})` };
    }
    const routine = m[a + OB_ROUTINE];
    if ((routine & 1) !== 0) return { field: `objects[${slot}].routine`, value: routine, expected: 'an even routine number (a word offset into the routine table)' };
    // Its respawn entry indexes v_objstate (after the two counters).
    const respawn = m[a + OB_RESPAWN_NO];
    if (OBJSTATE + 2 + respawn >= OBJSTATE + OBJSTATE_BYTES) {
      return { field: `objects[${slot}].respawn`, value: respawn, expected: `0..${OBJSTATE_BYTES - 3} (an entry of the respawn table)` };
    }
    const own = (ownRam ??= s1ObjectRam())[id];
    if (own === undefined) continue;
    for (const [offset, r] of Object.entries(own)) {
      const v = m[a + Number(offset)];
      if (v < r.min || v > r.max) return { field: `objects[${slot}].byte 0x${Number(offset).toString(16)}`, value: v, expected: `${r.min}..${r.max}` };
    }
  }
  return null;
}

function reserved(word: number, value: number): WordProblem {
  return { field: `G word ${word - s1State.G_BASE} (reserved)`, value, expected: '0' };
}
