import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as layout from '../../../engine/state/layout.ts';
import { C_HIST_INDEX, P_ANGLE, P_DOUBLE_JUMP, P_DOUBLE_JUMP_PROP, P_ON_OBJECT, W_DYNAMIC_HIGH } from '../../../engine/state/layout.ts';
import { INT32_MAX, STATE_WORD_RANGES, type StateWordName } from '../../../engine/state/invariants.ts';
import { OBJECT_FIELD_RANGES } from '../../../engine/objects/objectInvariants.ts';
import * as objectFields from '../../../engine/objects/objectFields.ts';
import { OBJECT_TYPE_INDEX } from '../../../engine/objects/catalogue.ts';
import { OF_DYNAMIC, OF_LOADED, O_A, O_C, O_FLAGS, O_TYPE } from '../../../engine/objects/objectFields.ts';
import { loadBuiltinLevel, BUILTIN_LEVELS } from '../../../engine/level/builtin/index.ts';
import { parseLevelText } from '../../../engine/level/parseLevel.ts';
import type { Level } from '../../../engine/level/types.ts';
import { QUIRK_IDS } from '../../../engine/quirks/catalogue.ts';
import { CHARACTER_IDS, PROFILE_IDS } from '../../../engine/profiles/ids.ts';
import { createWorld, type World } from '../../../engine/world/world.ts';
import { HEADER_WORDS } from '../../../engine/world/snapshotHeader.ts';
import { checkStateWords } from '../../../engine/world/validateSnapshot.ts';
import { crowdLevel } from '../support/crowdLevel.ts';
import { playSpots, randomPlay, worldNear } from '../support/randomPlay.ts';
import { describeWithDisasm } from '../../support/disasm.ts';
import { scene, slotsOf } from '../games/s1/objects/ghz/scene.ts';
import { ID_SIGNPOST } from '../../../engine/games/s1/objects/objects/signpost.ts';
import { ZONE_SBZ } from '../../../engine/games/s1/act/actRules.ts';
import { BTN_RIGHT } from '../../../engine/input.ts';
import { realAct } from '../games/s1/act/support/realActs.ts';
import { OBJECT_SIZE, OB_ANIM, OB_ID, OB_RESPAWN_NO, OB_ROUTINE, SLOT_HIGH } from '../../../engine/games/s1/objects/ram.ts';
import * as s1State from '../../../engine/games/s1/objects/s1State.ts';
import { G_BASE, G_OPL_RIGHT, G_WORDS, S1_BASE, S1_BYTES } from '../../../engine/games/s1/objects/s1State.ts';
import { G_WORD_RANGES } from '../../../engine/games/s1/objects/s1Invariants.ts';
import { ID_MOTO_BUG } from '../../../engine/games/s1/objects/objects/motoBug.ts';
import type { WordRange } from '../../../engine/state/invariants.ts';
import { S1_ACTS } from '../../../importers/s1/s1Acts.ts';
import { ID_RINGS } from '../../../engine/games/s1/objects/objects/rings.ts';

const GLITCH_LEVELS = join(import.meta.dirname, '../../glitch-movies/levels');

function glitchLevel(name: string): Level {
  const r = parseLevelText(readFileSync(join(GLITCH_LEVELS, `${name}.json`), 'utf8'));
  if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
  return r.level;
}

/** The reproducer shape: 30 frames into the swinging-platform level, one word changed. */
function corrupted(word: number, value: number): { w: World; snap: Int32Array } {
  const w = createWorld(glitchLevel('glitch-fast-platform'), { profile: 's1' });
  for (let f = 0; f < 30; f++) w.step(0);
  const snap = w.snapshot();
  snap[HEADER_WORDS + word] = value;
  return { w: createWorld(w.level, { profile: 's1' }), snap };
}

/** Values a hostile file may put in a word. */
const HOSTILE = [1, -1, 0x7fffffff, -0x80000000, 0x100, 0x10000, 3];

/** Word index → the name whose range covers it (a span covers several). */
function coverage(ranges: Readonly<Record<string, WordRange<never>>>, at: Readonly<Record<string, unknown>>): Map<number, { name: string }> {
  const out = new Map<number, { name: string }>();
  for (const [name, range] of Object.entries(ranges)) {
    for (let k = 0; k < (range.words ?? 1); k++) out.set((at[name] as number) + k, { name });
  }
  return out;
}

function slotWord(w: World, slot: number, field: number): number {
  return w.objectBase + field * w.slotCount + slot;
}

describe('validateSnapshot: untrusted state is checked word by word', () => {
  it('refuses an object slot whose type index is out of range, naming the slot, and leaves the world unchanged', () => {
    const probe = createWorld(glitchLevel('glitch-fast-platform'), { profile: 's1' });
    const { w, snap } = corrupted(slotWord(probe, 0, O_TYPE), 9999);
    const before = w.hash();
    const r = w.restoreUntrusted(snap);
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'snapshotInvalid',
        field: 'slots[0].O_TYPE',
        message: 'state word slots[0].O_TYPE (movingPlatform "swinger") is 9999; expected 3 (the level places a movingPlatform here)',
      },
    });
    expect(w.hash()).toBe(before);
  });

  it('refuses a dynamic high-water mark past the dynamic slots (it bounds the object loops)', () => {
    const w = createWorld(loadBuiltinLevel('flat'), { profile: 's1' });
    const snap = w.snapshot();
    snap[HEADER_WORDS + W_DYNAMIC_HIGH] = INT32_MAX;
    const r = w.restoreUntrusted(snap);
    expect(r.ok ? null : r.error).toEqual({ code: 'snapshotInvalid', field: 'W_DYNAMIC_HIGH', message: 'state word W_DYNAMIC_HIGH is 2147483647; expected 0..0 (the dynamic slots)' });
  });

  it('restore, the path for snapshots the engine made itself, still copies without looking', () => {
    const { w, snap } = corrupted(P_ANGLE, 300);
    expect(w.restore(snap)).toEqual({ ok: true });
    expect(w.state[P_ANGLE]).toBe(300);
  });

  it('refuses each named word of the fixed block just outside its range, by name', () => {
    const w = createWorld(loadBuiltinLevel('objectZoo'), { profile: 's2' });
    const good = w.snapshot();
    const bounds = { slotCount: w.slotCount, levelSlots: w.objectDefs.length, state: (i: number) => good[HEADER_WORDS + i], character: 'sonic', standSlots: w.slotCount };
    const candidates = [-1, -0x80000000, INT32_MAX, 2, 4, 0x100, 0x1ff + 1, 0x10000, 0x801, 0xc9, 65, 64, 0x2100, 0x101, w.slotCount + 1];
    let checked = 0;
    for (const name of Object.keys(STATE_WORD_RANGES) as StateWordName[]) {
      const range = STATE_WORD_RANGES[name];
      const bad = candidates.find((v) => !range.valid(v, bounds));
      if (bad === undefined) continue; // any 32-bit value is valid (positions, speeds)
      const snap = good.slice();
      snap[HEADER_WORDS + layout[name]] = bad;
      const r = w.restoreUntrusted(snap);
      expect(r.ok ? null : r.error.field, name).toBe(name);
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });

  it("checks a word whose meaning depends on the character: Knuckles' ledge step indexes his four steps, Tails' flight time does not", () => {
    for (const [character, expected] of [['knuckles', 'P_DOUBLE_JUMP_PROP'], ['tails', null]] as const) {
      const w = createWorld(loadBuiltinLevel('walls'), { profile: 's3k', character });
      const snap = w.snapshot();
      snap[HEADER_WORDS + P_DOUBLE_JUMP] = 5; // Knuckles: climbing over a ledge; Tails: a flap in progress
      snap[HEADER_WORDS + P_DOUBLE_JUMP_PROP] = 200;
      const r = w.restoreUntrusted(snap);
      expect(r.ok ? null : r.error.field, character).toBe(expected);
    }
  });

  it('refuses a reserved word of the player block that is not 0', () => {
    const w = createWorld(loadBuiltinLevel('flat'));
    const snap = w.snapshot();
    snap[HEADER_WORDS + 39] = 1; // between P_SPEED_DEC (38) and P_INVINCIBLE (40)
    const r = w.restoreUntrusted(snap);
    expect(r.ok ? null : r.error).toEqual({ code: 'snapshotInvalid', field: 'word 39', message: 'state word word 39 (reserved) is 1; expected 0' });
  });

  it('has a range for every word name of layout.ts, objectFields.ts and s1State.ts', () => {
    const words = Object.keys(layout).filter((k) => /^[PCW]_/.test(k));
    expect(Object.keys(STATE_WORD_RANGES).sort()).toEqual(words.sort());
    const fields = Object.keys(objectFields).filter((k) => /^O_/.test(k));
    expect(Object.keys(OBJECT_FIELD_RANGES).sort()).toEqual(fields.sort());
    const gWords = Object.keys(s1State).filter((k) => /^G_/.test(k) && !['G_BASE', 'G_WORDS', 'G_ZONE_FIRST'].includes(k));
    expect(Object.keys(G_WORD_RANGES).sort()).toEqual(gWords.sort());
  });

  it('checks every word index of the player block: a named range covers it, or it is reserved and refused when not 0', () => {
    const w = createWorld(loadBuiltinLevel('objectZoo'), { profile: 's2' });
    const good = w.snapshot();
    const covering = coverage(STATE_WORD_RANGES, layout);
    for (let i = 0; i < layout.PLAYER_WORDS; i++) {
      const name = covering.get(i);
      for (const v of HOSTILE) {
        const snap = good.slice();
        snap[HEADER_WORDS + i] = v;
        const r = w.restoreUntrusted(snap);
        if (name === undefined) expect(r.ok ? null : r.error.field, `word ${i} = ${v}`).toBe(`word ${i}`);
        else if (!r.ok) expect(r.error.field, `word ${i} = ${v}`).toMatch(new RegExp(`^${name.name}(\\+\\d+)?$`));
      }
    }
    // Two names never cover one word.
    expect(covering.size).toBe(Object.values(STATE_WORD_RANGES).reduce((n, r) => n + (r.words ?? 1), 0));
  });

  it('refuses a history index past the ring and a standing-on link past the slots', () => {
    const w = createWorld(loadBuiltinLevel('objectZoo'));
    for (const [word, value] of [[C_HIST_INDEX, 64], [P_ON_OBJECT, w.slotCount + 1]]) {
      const snap = w.snapshot();
      snap[HEADER_WORDS + word] = value;
      const r = w.restoreUntrusted(snap);
      expect(r.ok).toBe(false);
    }
  });

  it('refuses a level-only type running in a dynamic slot, and a dynamic slot in use above the high-water mark', () => {
    const w = createWorld(loadBuiltinLevel('objectZoo'));
    const dyn = w.objectDefs.length;
    const snap = w.snapshot();
    snap[HEADER_WORDS + slotWord(w, dyn, O_FLAGS)] = OF_LOADED | OF_DYNAMIC;
    snap[HEADER_WORDS + slotWord(w, dyn, O_TYPE)] = OBJECT_TYPE_INDEX.mushroom;
    snap[HEADER_WORDS + W_DYNAMIC_HIGH] = 1;
    expect(w.restoreUntrusted(snap).ok ? null : (w.restoreUntrusted(snap) as { error: { field?: string } }).error.field).toBe(`slots[${dyn}].O_TYPE`);
    snap[HEADER_WORDS + slotWord(w, dyn, O_TYPE)] = OBJECT_TYPE_INDEX.scatteredRing;
    expect(w.restoreUntrusted(snap).ok).toBe(true);
    snap[HEADER_WORDS + W_DYNAMIC_HIGH] = 0;
    const r = w.restoreUntrusted(snap);
    expect(r.ok ? null : r.error.field).toBe(`slots[${dyn}].O_FLAGS`);
  });

  it('checks a loaded object against its type: a bridge log index past its logs is refused', () => {
    const w = createWorld(loadBuiltinLevel('objectZoo'));
    const bridge = w.objectDefs.findIndex((d) => d!.type === 'bridge');
    const snap = w.snapshot();
    const logs = snap[HEADER_WORDS + slotWord(w, bridge, O_A)];
    snap[HEADER_WORDS + slotWord(w, bridge, O_FLAGS)] |= OF_LOADED;
    snap[HEADER_WORDS + slotWord(w, bridge, O_A)] = Number(w.objectDefs[bridge]!.params.length);
    snap[HEADER_WORDS + slotWord(w, bridge, O_C)] = Number(w.objectDefs[bridge]!.params.length);
    const r = w.restoreUntrusted(snap);
    expect(r.ok ? null : r.error.field).toBe(`slots[${bridge}].O_C`);
    expect(logs === 0 || logs === Number(w.objectDefs[bridge]!.params.length)).toBe(true);
  });

  it('accepts every state the engine itself makes: every frame of seeded random play near every object of every level, in every game', () => {
    const levels: Level[] = [
      ...Object.keys(BUILTIN_LEVELS).map((n) => loadBuiltinLevel(n)),
      ...readdirSync(GLITCH_LEVELS).map((f) => glitchLevel(f.replace(/\.json$/, ''))),
      ...[1, 2, 3].map((seed) => crowdLevel(seed)),
    ];
    let states = 0;
    let seed = 1;
    for (const [li, level] of levels.entries()) {
      for (const [i, profile] of PROFILE_IDS.entries()) {
        // Every character meets every game across the levels (their moves differ per game).
        const options = { profile, character: CHARACTER_IDS[(li + i) % CHARACTER_IDS.length], fixes: i % 2 === 1 ? [...QUIRK_IDS] : [] };
        // Every spot of a level, every fourth of a crowd (its objects are all in view at once).
        for (const spot of playSpots(level).filter((_, k) => level.name !== 'crowd' || k % 4 === 0)) {
          const w = worldNear(level, options, spot.x, spot.y, seed);
          const inputs = randomPlay(160, seed++);
          for (let f = 0; f < inputs.length; f++) {
            w.step(inputs[f]);
            const r = checkStateWords(w, w.state);
            if (!r.ok) throw new Error(`${level.name} ${profile} near (${spot.x}, ${spot.y}) frame ${f}: ${r.error.message}`);
            states++;
          }
        }
      }
    }
    expect(states).toBeGreaterThan(50_000);
    // About 5 s alone; a machine loaded by other suites has taken 41.
  }, 120_000);
});

describe('validateSnapshot on an act\'s end (a synthetic Scrap Brain 2)', () => {
  it('accepts every state from the signpost through GotThroughAct and the results card counting its bonuses down', () => {
    const w = scene([{ x: 0x1a0, y: 0x60, id: ID_SIGNPOST }], { floorCells: 3, size: { right: 0x100 }, zone: ZONE_SBZ, act: 1, artQueues: { titleCard: [20], fzBoss: [] } });
    const [sign] = slotsOf(w, ID_SIGNPOST);
    w.state[layout.P_RINGS] = 12;
    let bonuses = 0;
    let counted = false;
    for (let f = 0; f < 1500; f++) {
      w.step(w.m[sign + OB_ROUTINE] === 4 ? 0 : BTN_RIGHT);
      const r = checkStateWords(w, w.state);
      if (!r.ok) throw new Error(`frame ${f}: ${r.error.message}`);
      const b = w.state[s1State.G_TIME_BONUS] + w.state[s1State.G_RING_BONUS];
      if (b > 0 && b < bonuses) counted = true;
      bonuses = b;
    }
    expect([counted, w.state[s1State.G_END_CARD] !== 0]).toEqual([true, true]);
  });
});

describeWithDisasm('validateSnapshot on real acts: the S1 object region too', (dir) => {
  it('accepts every state of seeded random play on every act of both revisions with their objects', () => {
    let states = 0;
    for (const revision of [0, 1]) {
      for (const [i, act] of S1_ACTS.entries()) {
        const w = createWorld(realAct(dir, act.id, { objects: true, revision }), {});
        for (const input of randomPlay(1000, 40 + i + 100 * revision)) {
          w.step(input);
          const r = checkStateWords(w, w.state);
          if (!r.ok) throw new Error(`REV0${revision} ${act.id} frame ${w.frame}: ${r.error.message}`);
          states++;
        }
      }
    }
    expect(states).toBe(2 * S1_ACTS.length * 1000);
  });

  it('checks every game-wide word index: a named range covers it, or it is reserved and refused when not 0', () => {
    const w = createWorld(realAct(dir, 'sbz1', { objects: true }), {});
    for (const input of randomPlay(100, 3)) w.step(input);
    const good = w.snapshot();
    const covering = coverage(G_WORD_RANGES, s1State);
    let reserved = 0;
    for (let i = G_BASE; i < G_BASE + G_WORDS; i++) {
      const name = covering.get(i);
      if (name === undefined) reserved++;
      for (const v of HOSTILE) {
        const snap = good.slice();
        snap[HEADER_WORDS + i] = v;
        const r = w.restoreUntrusted(snap);
        if (name === undefined) expect(r.ok ? null : r.error.field, `G word ${i - G_BASE} = ${v}`).toBe(`G word ${i - G_BASE}`);
        else if (!r.ok) expect(r.error.field, `G word ${i - G_BASE} = ${v}`).toMatch(new RegExp(`^${name.name}(\\+\\d+)?$`));
      }
    }
    expect(reserved).toBe(G_WORDS - covering.size);
    expect(reserved).toBeGreaterThan(0);
  });

  it('refuses object RAM the object system cannot run: an id without a port, a level slot above the high-water mark, an odd routine, a stand-on slot past the RAM', () => {
    const w = createWorld(realAct(dir, 'ghz1', { objects: true }), {});
    for (const input of randomPlay(200, 7)) w.step(input);
    const high = w.m[SLOT_HIGH];
    const live = [...Array(0x80).keys()].find((slot) => slot >= 0x20 && w.m[slot * OBJECT_SIZE + OB_ID] !== 0)!;
    const free = 2; // a reserved slot nothing uses
    expect(w.m[free * OBJECT_SIZE + OB_ID]).toBe(0);
    expect(high).toBeLessThan(0x80);
    const cases: [(s: Int32Array, m: Uint8Array) => void, string, string][] = [
      [(_, m) => (m[free * OBJECT_SIZE + OB_ID] = 0x7f), `objects[${free}].id`, `state word objects[${free}].id is 127; expected an object id the engine has a port for (Obj_Index)`],
      [(_, m) => (m[high * OBJECT_SIZE + OB_ID] = ID_MOTO_BUG), `objects[${high}].id`, `state word objects[${high}].id is ${ID_MOTO_BUG}; expected 0: a level slot in use lies below objects.high (${high})`],
      [(_, m) => (m[live * OBJECT_SIZE + OB_ROUTINE] |= 1), `objects[${live}].routine`, ''],
      [(s) => (s[layout.P_ON_OBJECT] = 0x81), 'P_ON_OBJECT', 'state word P_ON_OBJECT is 129; expected 0 (none) or a slot number + 1, 1..128'],
    ];
    for (const [damage, field, message] of cases) {
      const snap = w.snapshot();
      const words = snap.subarray(HEADER_WORDS);
      damage(words, new Uint8Array(words.buffer, words.byteOffset + S1_BASE * 4, S1_BYTES));
      const r = w.restoreUntrusted(snap);
      expect(r.ok ? null : r.error.field, field).toBe(field);
      if (message !== '') expect(r.ok ? null : r.error.message).toBe(message);
    }
    // Standing on the last object slot is a state the engine can make.
    const snap = w.snapshot();
    snap[HEADER_WORDS + layout.P_ON_OBJECT] = 0x80;
    expect(w.restoreUntrusted(snap).ok).toBe(true);
  });

  it('refuses a placement cursor off the list, a ring animation past its scripts and a respawn entry past the table, by name', () => {
    const w = createWorld(realAct(dir, 'ghz1', { objects: true }), {});
    for (const input of randomPlay(200, 7)) w.step(input);
    const ring = [...Array(0x80).keys()].find((slot) => slot >= 0x20 && w.m[slot * OBJECT_SIZE + OB_ID] === ID_RINGS)!;
    const cases: [(s: Int32Array, m: Uint8Array) => void, string][] = [
      [(s) => (s[G_OPL_RIGHT] = 7), 'G_OPL_RIGHT'],
      [(_, m) => (m[ring * OBJECT_SIZE + OB_ANIM] = 1), `objects[${ring}].byte 0x1c`],
      [(_, m) => (m[ring * OBJECT_SIZE + OB_RESPAWN_NO] = 0xbe), `objects[${ring}].respawn`],
      [(_, m) => (m[SLOT_HIGH] = 0x81), 'objects.high'],
    ];
    for (const [damage, field] of cases) {
      const snap = w.snapshot();
      const words = snap.subarray(HEADER_WORDS);
      damage(words, new Uint8Array(words.buffer, words.byteOffset + S1_BASE * 4, S1_BYTES));
      const r = w.restoreUntrusted(snap);
      expect(r.ok ? null : r.error.field, field).toBe(field);
    }
  });
});
