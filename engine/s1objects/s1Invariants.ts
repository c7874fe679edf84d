/**
 * What a real act's object region of the state may hold (s1State.ts): the game-wide words, one
 * line per G_ name, and the object RAM's bytes that index something. The region's counterpart of
 * engine/state/invariants.ts, checked on savestates from files (engine/world/validateSnapshot.ts).
 *
 * The object RAM is the game's own bytes, and the ported code reads it the way the game does:
 * a byte cannot leave 0..255, an unknown object id runs nothing, a routine number it does not
 * know deletes the object. What is left to check is what indexes a table or bounds a walk: the
 * highest slot in use, each object's respawn entry, a ported object's own bytes (its animation
 * script; `s1ObjectRam`), and the placement cursors (G_OPL_RIGHT/LEFT).
 *
 * Adding a word to s1State.ts: add its range here (the table's type lists every `G_` word name,
 * so `npm run typecheck` fails until it is here).
 */
import * as s1State from './s1State.ts';
import { OBJSTATE, OBJSTATE_BYTES } from './s1State.ts';
import { LEVEL_OBJECTS_END, OBJECT_SIZE, OBJECT_SLOTS, OB_ID, OB_RESPAWN_NO, SLOT_HIGH } from './ram.ts';
import { s1ObjectRam } from './objects/index.ts';
import { anyInt, byte, flag, int, type StateBounds, type WordProblem, type WordRange } from '../state/invariants.ts';

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
  G_OBJ31_YPOS: word, // a stomper's y, bit 15 a flag
};

const NAMED = (Object.keys(G_WORD_RANGES) as S1WordName[]).map((name) => ({ name, word: s1State[name], range: G_WORD_RANGES[name] }));

/** s1ObjectRam(), built once (on first use: see s1ObjectPorts on module order). */
let ownRam: ReturnType<typeof s1ObjectRam> | null = null;

/** The region of `words` (a whole state) for a real act with `bounds`. */
export function checkS1Region(words: Int32Array, bounds: S1Bounds): WordProblem | null {
  for (const { name, word: at, range } of NAMED) {
    const v = words[at];
    if (!range.valid(v, bounds)) return { field: name, value: v, expected: range.expected(bounds) };
  }
  // The words after the named ones, up to G_BASE + G_WORDS, are the zones' objects' own: any
  // value, until an object that indexes with one names it in s1State.ts (and its range here).

  const m = new Uint8Array(words.buffer, words.byteOffset + s1State.S1_BASE * 4, s1State.S1_BYTES);
  // The level slots' loop runs up to the highest slot in use.
  if (m[SLOT_HIGH] > OBJECT_SLOTS) return { field: 'objects.high', value: m[SLOT_HIGH], expected: `0..${OBJECT_SLOTS} (the object slots)` };
  for (let a = 0; a < LEVEL_OBJECTS_END; a += OBJECT_SIZE) {
    const slot = a / OBJECT_SIZE;
    const id = m[a + OB_ID];
    // Slot 0's first byte is the high-water mark (its slot is the player's, kept outside RAM).
    if (id === 0 || a === SLOT_HIGH) continue;
    // Its respawn entry indexes v_objstate (after the two counters).
    const respawn = m[a + OB_RESPAWN_NO];
    if (OBJSTATE + 2 + respawn >= OBJSTATE + OBJSTATE_BYTES) {
      return { field: `objects[${slot}].respawn`, value: respawn, expected: `0..${OBJSTATE_BYTES - 3} (an entry of the respawn table)` };
    }
    const own = (ownRam ??= s1ObjectRam())[id & 0x7f];
    if (own === undefined) continue;
    for (const [offset, r] of Object.entries(own)) {
      const v = m[a + Number(offset)];
      if (v < r.min || v > r.max) return { field: `objects[${slot}].byte 0x${Number(offset).toString(16)}`, value: v, expected: `${r.min}..${r.max}` };
    }
  }
  return null;
}
