/**
 * One case of the random-state stepping test (randomStates.test.ts), run in a capped worker.
 *
 * `valid`: a state the engine made (random play near an object), then a random walk through the
 * valid state space: one word at a time is set to a candidate value (edges, extremes, small
 * numbers, random words) and kept only when the untrusted-state check still accepts the whole
 * state. The result is stepped with random inputs: every step must return without throwing.
 *
 * `garbage`: every state word random (the header is right, so only the word check stands between
 * it and the engine). The check must refuse it; stepped anyway, each step must still return
 * (every engine loop is bounded by the data it walks) — it may throw, since nothing validated it.
 *
 * `s1objects` (needs the disassembly): a real act's Sonic 1 object RAM after random play, then
 * byte mutations where the object system reads: live objects' bytes (routine counters, animation,
 * subtype, respawn entry, any byte), ported objects of random ids dropped next to Sonic with
 * random bytes, reserved slots, the respawn table, the high-water mark and the placement
 * cursors; each kept only when the check still accepts the state. Stepped 120 frames: every step
 * must return without throwing.
 */
import { Prng } from '../../../analysis/search/prng.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { parseLevelText } from '../../../engine/level/parseLevel.ts';
import { crowdLevel } from '../support/crowdLevel.ts';
import { DISASM_S1 } from '../../support/disasm.ts';
import { realAct } from '../games/s1/act/support/realActs.ts';
import type { Level } from '../../../engine/level/types.ts';
import { CHARACTER_IDS, PROFILE_IDS } from '../../../engine/profiles/ids.ts';
import { QUIRK_IDS } from '../../../engine/quirks/catalogue.ts';
import { FIXED_WORDS, P_X, P_Y, P_YSP, W_LIMIT_BOTTOM, W_LIMIT_RIGHT } from '../../../engine/state/layout.ts';
import { OBJECT_FIELDS, OF_LOADED, O_FLAGS, O_ROUTINE, O_X, O_Y } from '../../../engine/objects/objectFields.ts';
import { checkStateWords } from '../../../engine/world/validateSnapshot.ts';
import { S1_ACTS } from '../../../importers/s1/s1Acts.ts';
import { LEVEL_SLOT_FIRST, OBJECT_SIZE, OB_ID, OB_ROUTINE, OB_X, OB_Y, SLOT_HIGH } from '../../../engine/games/s1/objects/ram.ts';
import { OBJSTATE, OBJSTATE_BYTES, G_OPL_LEFT, G_OPL_RIGHT } from '../../../engine/games/s1/objects/s1State.ts';
import { s1ObjectRoutines } from '../../../engine/games/s1/objects/objectTable.ts';
import { createWorld } from '../../../engine/world/world.ts';
import type { World } from '../../../engine/world/world.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { playSpots, randomPlay, worldNear } from '../support/randomPlay.ts';

export interface RandomStateSpec {
  readonly kind: 'valid' | 'garbage' | 's1objects';
  readonly seed: number;
}

export interface RandomStateResult {
  /** Words changed from the engine-made state (valid) or the check's verdict on the state (garbage). */
  readonly mutated: number;
  readonly accepted: boolean;
  readonly steps: number;
  /** Garbage only: the first step that threw, or -1. */
  readonly threwAt: number;
}

const crowd = (rng: Prng): Level => crowdLevel(rng.nextU32());
/** Real Sonic 1 acts (their objects run in the state's S1 region) when the disassembly is there. */
const acts: readonly ((rng: Prng) => Level)[] =
  DISASM_S1 === null ? [] : [() => realAct(DISASM_S1!, 'ghz1', { objects: true }), () => realAct(DISASM_S1!, 'lz1', { objects: true })];
const LEVELS: readonly ((rng: Prng) => Level)[] = [
  crowd,
  () => loadBuiltinLevel('objectZoo'),
  crowd,
  () => loadBuiltinLevel('loop'),
  crowd,
  () => glitchLevel('glitch-fast-platform'),
  ...acts,
];

function glitchLevel(name: string): Level {
  const r = parseLevelText(readFileSync(join(import.meta.dirname, '../../glitch-movies/levels', `${name}.json`), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.level;
}

function loadedSlots(w: World): number[] {
  const out: number[] = [];
  for (let slot = 0; slot < w.slotCount; slot++) if (w.state[w.objectBase + O_FLAGS * w.slotCount + slot] & OF_LOADED) out.push(slot);
  return out;
}

const INT32_MIN = -0x80000000;
const INT32_MAX = 0x7fffffff;

function candidate(rng: Prng, w: World, current: number): number {
  switch (rng.int(12)) {
    case 0: return [0, 1, -1, 2, 3][rng.int(5)];
    case 1: return rng.int(601) - 300;
    case 2: return rng.nextU32() | 0;
    case 3: return [INT32_MAX, INT32_MIN, 0x7fff, 0x8000, -0x8000, 0xffff, 0x10000][rng.int(7)];
    case 4: return rng.int(0x21) << 8;
    case 5: return [w.slotCount, w.slotCount - 1, w.objectDefs.length, w.slotCount + 1][rng.int(4)];
    case 6: return current + rng.int(9) - 4;
    case 7: return rng.int(256);
    case 8: return 1 << rng.int(31);
    case 9: return current ^ (1 << rng.int(32));
    case 10: return [w.state[W_LIMIT_RIGHT], w.state[W_LIMIT_BOTTOM], w.state[W_LIMIT_RIGHT] + 1, 0x8000, 0xffff][rng.int(5)];
    default: return rng.int(64);
  }
}

export function runCase(spec: RandomStateSpec): RandomStateResult {
  if (spec.kind === 's1objects') return runS1ObjectsCase(spec.seed);
  const rng = new Prng(spec.seed);
  const level = LEVELS[spec.seed % LEVELS.length](rng);
  const options = {
    profile: PROFILE_IDS[rng.int(PROFILE_IDS.length)],
    character: CHARACTER_IDS[rng.int(CHARACTER_IDS.length)],
    fixes: rng.int(2) === 0 ? [] : [...QUIRK_IDS],
  };
  const spots = playSpots(level);
  const spot = spots[rng.int(spots.length)];
  const w = worldNear(level, options, spot.x, spot.y, spec.seed);
  const warmup = randomPlay(1 + rng.int(120), spec.seed ^ 0x5eed);
  for (const input of warmup) w.step(input);
  const s = w.state;
  const play = randomPlay(60, spec.seed ^ 0xfeed);

  if (spec.kind === 'garbage') {
    // Every word, or only the fixed block (the object slots stay sound, so the steps reach the
    // object loops that the fixed block's high-water mark bounds).
    const end = spec.seed % 2 === 0 ? s.length : FIXED_WORDS;
    for (let i = 0; i < end; i++) s[i] = rng.int(4) === 0 ? rng.int(256) : rng.nextU32() | 0;
    const accepted = checkStateWords(w, s).ok;
    let threwAt = -1;
    let steps = 0;
    for (; steps < 20; steps++) {
      try {
        w.step(play[steps]);
      } catch {
        threwAt = steps;
        break;
      }
    }
    return { mutated: s.length, accepted, steps, threwAt };
  }

  let mutated = 0;
  for (let attempt = 0; attempt < 800 && mutated < 80; attempt++) {
    const loaded = loadedSlots(w);
    const pick = rng.int(10);
    if (pick < 3 && loaded.length > 0) {
      // The player next to a loaded object, where its collision and touch code runs.
      const slot = loaded[rng.int(loaded.length)];
      const saved = [s[P_X], s[P_Y], s[P_YSP]];
      s[P_X] = s[w.objectBase + O_X * w.slotCount + slot] + ((rng.int(65) - 32) << 8);
      s[P_Y] = s[w.objectBase + O_Y * w.slotCount + slot] - (rng.int(49) << 8);
      s[P_YSP] = rng.int(0x400) - 0x100;
      if (checkStateWords(w, s).ok) mutated++;
      else [s[P_X], s[P_Y], s[P_YSP]] = saved;
      continue;
    }
    // Otherwise one word: of a loaded object (its type's own words most), or of the fixed block.
    const word =
      pick < 8 && loaded.length > 0
        ? w.objectBase + (rng.int(3) === 0 ? rng.int(OBJECT_FIELDS) : O_ROUTINE + rng.int(OBJECT_FIELDS - O_ROUTINE)) * w.slotCount + loaded[rng.int(loaded.length)]
        : w.act !== null && pick < 7 ? FIXED_WORDS + rng.int(s.length - FIXED_WORDS) // a real act's object region
          : rng.int(FIXED_WORDS);
    const old = s[word];
    s[word] = candidate(rng, w, old);
    if (s[word] === old) continue;
    if (checkStateWords(w, s).ok) mutated++;
    else s[word] = old;
  }
  const accepted = checkStateWords(w, s).ok;
  let steps = 0;
  for (; steps < play.length; steps++) w.step(play[steps]);
  return { mutated, accepted, steps, threwAt: -1 };
}

/** Offsets of a slot the ports index or branch on most. */
const HOT_OFFSETS = [OB_ROUTINE, OB_ROUTINE + 1, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x23, 0x28, 0x29, 0x2a, 0x3c, 0x3e, 0x3f];

function runS1ObjectsCase(seed: number): RandomStateResult {
  if (DISASM_S1 === null) throw new Error('s1objects cases need the disassembly');
  const rng = new Prng(seed);
  const act = S1_ACTS[seed % S1_ACTS.length];
  const w = createWorld(realAct(DISASM_S1, act.id, { objects: true, revision: seed % 2 }), {});
  for (const input of randomPlay(30 + rng.int(600), seed ^ 0x5eed)) w.step(input);
  const m = w.m;
  const s = w.state;
  const ids = s1ObjectRoutines().flatMap((r, id) => (r === undefined ? [] : [id]));
  const byte = (): number => [0, 1, 2, 0x7f, 0x80, 0xfe, 0xff, rng.int(256), rng.int(16)][rng.int(9)];
  let mutated = 0;
  for (let attempt = 0; attempt < 400 && mutated < 40; attempt++) {
    const live: number[] = [];
    for (let slot = 1; slot < 0x80; slot++) if (m[slot * OBJECT_SIZE + OB_ID] !== 0) live.push(slot);
    const before = s.slice(FIXED_WORDS);
    const pick = rng.int(10);
    if (pick < 5 && live.length > 0) {
      // A live object's byte: the ones its code reads most, or any.
      const a = live[rng.int(live.length)] * OBJECT_SIZE;
      m[a + (rng.int(2) === 0 ? HOT_OFFSETS[rng.int(HOT_OFFSETS.length)] : 1 + rng.int(OBJECT_SIZE - 1))] = byte();
    } else if (pick < 8) {
      // A ported object of a random id in a level slot next to Sonic, its bytes random.
      const slot = LEVEL_SLOT_FIRST + rng.int(0x60);
      const a = slot * OBJECT_SIZE;
      for (let o = 1; o < OBJECT_SIZE; o++) m[a + o] = rng.int(3) === 0 ? rng.int(256) : rng.int(8);
      m[a + OB_ID] = ids[rng.int(ids.length)];
      m[a + OB_ROUTINE] = rng.int(8) * 2;
      const x = (s[P_X] >> 8) + rng.int(160) - 80;
      const y = (s[P_Y] >> 8) + rng.int(96) - 48;
      m[a + OB_X] = (x >> 8) & 0xff;
      m[a + OB_X + 1] = x & 0xff;
      m[a + OB_Y] = (y >> 8) & 0xff;
      m[a + OB_Y + 1] = y & 0xff;
      if (m[SLOT_HIGH] <= slot) m[SLOT_HIGH] = slot + 1;
    } else if (pick === 8) {
      m[OBJSTATE + rng.int(OBJSTATE_BYTES)] = byte();
    } else {
      // The bookkeeping: the high-water mark, a placement cursor.
      if (rng.int(2) === 0) m[SLOT_HIGH] = rng.int(0x81);
      else s[rng.int(2) === 0 ? G_OPL_LEFT : G_OPL_RIGHT] = rng.int(w.placements.length + 1);
    }
    if (checkStateWords(w, s).ok) mutated++;
    else s.set(before, FIXED_WORDS);
  }
  let steps = 0;
  for (const input of randomPlay(120, seed ^ 0xfeed)) {
    w.step(input);
    steps++;
  }
  return { mutated, accepted: checkStateWords(w, s).ok, steps, threwAt: -1 };
}
