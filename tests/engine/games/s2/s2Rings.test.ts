/**
 * Sonic 2's rings manager (engine/games/s2/s2Rings.ts, ringLayout.ts): RingsManager_Setup's
 * layout and sort, the range RingsManager keeps with the camera, Touch_Rings' box, the sparkle
 * and CollectRing's counts, on a flat level that carries a ring layout as a Sonic 2 act does.
 */
import { S2_OBJECT_DATA, S2_OBJECT_DATA_LABELS } from '../../../../engine/games/s2/objectLayout.ts';
import { describe, expect, it } from 'vitest';
import { BTN_RIGHT } from '../../../../engine/input.ts';
import { levelHash } from '../../../../engine/level/levelHash.ts';
import { parseLevelText } from '../../../../engine/level/parseLevel.ts';
import { levelDocument } from '../../../../engine/level/writeLevel.ts';
import type { Level } from '../../../../engine/level/types.ts';
import { PROFILES } from '../../../../engine/profiles/index.ts';
import { MAX_RINGS, readRingLayout, type RingPositions } from '../../../../engine/games/s2/ringLayout.ts';
import { ringsManagerInit, ringsManagerMain, touchRings } from '../../../../engine/games/s2/s2Rings.ts';
import {
  R_COLLECTED, R_COLLECTED_2P, R_CONSUMING, R_END, R_EXTRA_LIFE_FLAGS, R_PERFECT_LEFT, R_RING_COUNT_2P, R_START, R_STATUS, S2_REGION_WORDS,
} from '../../../../engine/games/s2/s2State.ts';
import { FIXED_WORDS, P_HRAD, P_INVULN_TIMER, P_MAP_FRAME, P_RINGS, P_X, P_Y, W_LIVES } from '../../../../engine/state/layout.ts';
import { createWorld, type World } from '../../../../engine/world/world.ts';
import { HEADER_WORDS } from '../../../../engine/world/snapshotHeader.ts';
import { objectLevel } from '../../objects/objectTestLevel.ts';
import { place, placePartner } from '../../support/place.ts';

/** A ring layout file: [x, y, count, column?] entries, then the end marker. */
function layout(entries: readonly (readonly [number, number, number?, boolean?])[]): Uint8Array {
  const out = new Uint8Array(entries.length * 4 + 2).fill(0xff);
  entries.forEach(([x, y, n = 1, column = false], k) => {
    const yw = y | ((n - 1) << 12) | (column ? 0x8000 : 0);
    out.set([x >> 8, x & 0xff, yw >> 8, yw & 0xff], k * 4);
  });
  return out;
}

function positions(bytes: Uint8Array): RingPositions {
  const r = readRingLayout(bytes);
  if (typeof r === 'string') throw new Error(r);
  return r;
}

/** The flat test level (floor y 224, Sonic standing at y 204) as a Sonic 2 act with these rings and no objects. */
/**
 * word_1FD68 as s2.asm has it, and the other tables the ports read as zeros (the level format
 * carries every one; these levels place no bridge, spring or platform, and zero oscillators are
 * never read).
 */
const RING_LEVEL_DATA = {
  ...Object.fromEntries(S2_OBJECT_DATA_LABELS.map((l) => [l, new Uint8Array(S2_OBJECT_DATA[l])])),
  word_1FD68: Uint8Array.of(0, 0x20, 0, 0x40, 0, 0x80, 1, 0),
};

function ringLevel(rings: Uint8Array, powers?: Level['start']['powers']): Level {
  const base = objectLevel([], { profile: 's2' });
  const content: Omit<Level, 'hash'> = { ...base, start: { ...base.start, ...(powers ? { powers } : {}) }, s2: { rings, objects: new Uint8Array(0), objectData: RING_LEVEL_DATA } };
  delete (content as { hash?: number }).hash;
  return { ...content, hash: levelHash(content) };
}

const statusOf = (w: World, slot: number) => w.state[w.s2!.base + R_STATUS + slot];

describe('RingsManager_Setup (ringLayout.ts)', () => {
  it('lays a row across and a column down $18 px apart, from the second slot, a sentinel x $FFFF after the last', () => {
    const r = positions(layout([[0x100, 0x80, 3], [0x200, 0x40, 2, true]]));
    expect([r.count, Array.from(r.x.slice(0, 7)), Array.from(r.y.slice(0, 7))]).toEqual([
      5, [0, 0x100, 0x118, 0x130, 0x200, 0x200, 0xffff], [0, 0x80, 0x80, 0x80, 0x40, 0x58, 0],
    ]);
  });

  it('sorts by x with RingsMgr_SortRings\' exchange sort, which does not keep the layout\'s order among equal x', () => {
    // (100, 1), (100, 2), (50, 3): slot 1 swaps with slot 3, then (100, 2) stays before (100, 1).
    const r = positions(layout([[100, 1], [100, 2], [50, 3]]));
    expect([Array.from(r.x.slice(1, 4)), Array.from(r.y.slice(1, 4))]).toEqual([[50, 100, 100], [3, 2, 1]]);
  });

  it('refuses a layout without its end marker, and one of more rings than Ring_Positions holds', () => {
    expect(readRingLayout(Uint8Array.of(0x01, 0x00, 0x00, 0x80))).toBe('ends at byte 4 without the negative word that ends a ring layout');
    expect(positions(layout(Array.from({ length: MAX_RINGS }, (_, k) => [k + 1, 0] as const))).count).toBe(254);
    expect(readRingLayout(layout(Array.from({ length: MAX_RINGS + 1 }, (_, k) => [k + 1, 0] as const)))).toBe('places more than 254 rings, more than Ring_Positions holds');
  });
});

describe('RingsManager (the range with the camera)', () => {
  const r = positions(layout([[100, 0], [336, 0], [337, 0], [500, 0]]));
  const g = new Int32Array(S2_REGION_WORDS);

  it('starts at the first ring at or past camera x - 8 (1 at least) and ends at the first at or past that + 336', () => {
    ringsManagerInit(g, 0, r, 0);
    expect([g[R_START], g[R_END], g[R_PERFECT_LEFT]]).toEqual([1, 3, 4]);
  });

  it('follows the camera forwards and back', () => {
    ringsManagerMain(g, 0, r, 200);
    expect([g[R_START], g[R_END]]).toEqual([2, 5]);
    ringsManagerMain(g, 0, r, 345);
    expect([g[R_START], g[R_END]]).toEqual([3, 5]);
    ringsManagerMain(g, 0, r, 8);
    expect([g[R_START], g[R_END]]).toEqual([1, 3]);
  });
});

describe('Touch_Rings', () => {
  /** Player 1's words and the world's in one buffer, the region after them; Sonic at (100, 204), y radius 19. */
  function toucher(rings: RingPositions) {
    const g = new Int32Array(FIXED_WORDS + S2_REGION_WORDS);
    const base = FIXED_WORDS;
    ringsManagerInit(g, base, rings, 0);
    g[P_X] = 100 << 8;
    g[P_Y] = 204 << 8;
    g[P_HRAD] = 19;
    return { g, base, w: { s: g, state: g, events: 0, sidekick: false, p: PROFILES.s2 } };
  }

  it('takes a ring whose 12 px box meets Sonic\'s 16 px wide one, both far edges in: x 86 to 114 from Sonic at x 100, not 85 or 115', () => {
    const rings = positions(layout([[85, 204], [86, 204], [114, 204], [115, 204]]));
    const { g, base, w } = toucher(rings);
    expect(touchRings(w, base, rings)).toBe(2);
    expect([1, 2, 3, 4].map((k) => g[base + R_STATUS + k])).toEqual([0, 0x604, 0x604, 0]);
    expect([g[P_RINGS], g[base + R_COLLECTED], g[base + R_PERFECT_LEFT], g[base + R_CONSUMING], g[base + R_CONSUMING + 1], g[base + R_CONSUMING + 2]]).toEqual([2, 2, 2, 2, 2, 3]);
  });

  it('reaches rings from y 182 to 226 standing at y 204 (box 188, 32 high); ducking (mapping frame $4D) from 194 (box 12 px lower, 20 high)', () => {
    const rings = positions(layout([[300, 181], [301, 182], [302, 193], [303, 194], [304, 226], [305, 227]]));
    const slots = [1, 2, 3, 4, 5, 6];
    const standing = toucher(rings);
    standing.g[P_X] = 301 << 8;
    touchRings(standing.w, standing.base, rings);
    expect(slots.map((k) => standing.g[standing.base + R_STATUS + k])).toEqual([0, 0x604, 0x604, 0x604, 0x604, 0]);
    const ducking = toucher(rings);
    ducking.g[P_X] = 301 << 8;
    ducking.g[P_MAP_FRAME] = 0x4d;
    touchRings(ducking.w, ducking.base, rings);
    expect(slots.map((k) => ducking.g[ducking.base + R_STATUS + k])).toEqual([0, 0, 0, 0x604, 0x604, 0]);
  });

  it('takes none while invulnerable_time is $5A or more', () => {
    const rings = positions(layout([[100, 204]]));
    const { g, base, w } = toucher(rings);
    g[P_INVULN_TIMER] = 0x5a;
    expect(touchRings(w, base, rings)).toBe(0);
    g[P_INVULN_TIMER] = 0x59;
    expect(touchRings(w, base, rings)).toBe(1);
  });
});

describe('a Sonic 2 act\'s rings in the world', () => {
  it('collects a ring Sonic falls onto on the first frame; it sparkles 24 updates of RingsManager (frames 4 to 7, 6 each, the first with Touch_Rings\' own) and is gone for good', () => {
    const w = createWorld(ringLevel(layout([[100, 210]])));
    let frame = 0;
    while (w.state[P_RINGS] === 0 && frame < 60) {
      w.step(0);
      frame++;
    }
    expect([frame, w.state[P_RINGS], statusOf(w, 1)]).toEqual([1, 1, 0x504]);
    const seen: number[] = [];
    for (let k = 0; k < 23; k++) {
      w.step(0);
      seen.push(statusOf(w, 1));
    }
    expect([seen[3], seen[4], seen[10], seen[16], seen[21], seen[22]]).toEqual([0x104, 0x605, 0x606, 0x607, 0x107, 0xffff]);
    expect([w.state[w.s2!.base + R_CONSUMING], w.state[P_RINGS]]).toEqual([0, 1]);
  });

  it('gives a life at 100 rings and none at 101 (Extra_life_flags bit 1)', () => {
    const w = createWorld(ringLevel(layout([[100, 210], [100, 186]]), { rings: 99, shield: 'none', emeralds: 0, superEmeralds: 0 }));
    for (let k = 0; k < 12; k++) w.step(0);
    expect([w.state[P_RINGS], w.state[W_LIVES], w.state[w.s2!.base + R_EXTRA_LIFE_FLAGS]]).toEqual([101, 4, 2]);
  });

  it('counts Tails\' ring in Ring_count_2P and in Sonic\'s Ring_count (a one-player game)', () => {
    const w = createWorld(ringLevel(layout([[300, 204]])), { partner: { character: 'tails', control: 'cpu' } });
    place(w, { x: 100, y: 204 });
    placePartner(w, { x: 300, y: 204 });
    w.step(0);
    const b = w.s2!.base;
    expect([w.state[P_RINGS], w.state[b + R_COLLECTED], w.state[b + R_COLLECTED_2P], w.state[b + R_RING_COUNT_2P]]).toEqual([1, 0, 1, 1]);
  });

  it('restores a snapshot mid-sparkle into another world, which then steps to the same hashes; a file\'s snapshot of it is accepted', () => {
    const level = ringLevel(layout([[100, 210], [140, 204]]));
    const a = createWorld(level);
    for (let k = 0; k < 8; k++) a.step(0);
    const snap = a.snapshot();
    const b = createWorld(level);
    expect(b.restoreUntrusted(snap)).toEqual({ ok: true });
    for (let k = 0; k < 40; k++) {
      a.step(BTN_RIGHT);
      b.step(BTN_RIGHT);
      expect(b.hash()).toBe(a.hash());
    }
    expect(a.state[P_RINGS]).toBe(2);
  });

  it('refuses a snapshot whose ring range or consumption table the manager could not walk, naming the word; the world is unchanged', () => {
    const level = ringLevel(layout([[100, 210], [140, 204]]));
    const w = createWorld(level);
    w.step(0);
    const before = w.hash();
    const at = (word: number, value: number) => {
      const snap = w.snapshot();
      snap[HEADER_WORDS + w.s2!.base + word] = value;
      const r = w.restoreUntrusted(snap);
      return r.ok ? 'ok' : [r.error.code, (r.error as { field?: string }).field];
    };
    expect(at(R_END, 0)).toEqual(['snapshotInvalid', 's2.ringEnd']);
    expect(at(R_START, 9)).toEqual(['snapshotInvalid', 's2.ringStart']);
    expect(at(R_CONSUMING, 5)).toEqual(['snapshotInvalid', 's2.ringsConsumingCount']);
    expect(at(R_CONSUMING + 1, 300)).toEqual(['snapshotInvalid', 's2.ringsConsuming[0]']);
    expect(w.hash()).toBe(before);
  });
});

describe('the level format\'s "s2" extension', () => {
  it('writes and reads back a Sonic 2 act\'s layouts with the same hash; a level without them keeps its hash', () => {
    const level = ringLevel(layout([[100, 210, 3]]));
    const back = parseLevelText(JSON.stringify(levelDocument(level)));
    expect(back.ok && [back.level.hash, Array.from(back.level.s2!.rings), back.level.s2!.objects.length]).toEqual([level.hash, Array.from(level.s2!.rings), 0]);
    const plain = objectLevel([], { profile: 's2' });
    const again = parseLevelText(JSON.stringify(levelDocument(plain)));
    expect(again.ok && [again.level.hash, 's2' in again.level]).toEqual([plain.hash, false]);
  });

  it('refuses a ring layout RingsManager_Setup could not lay out, naming the field', () => {
    const doc = levelDocument(ringLevel(layout([[100, 210]]))) as { s2: { rings: string } };
    doc.s2.rings = 'AQAAgA==';
    const bad = parseLevelText(JSON.stringify(doc));
    expect(bad.ok ? null : [bad.error.code, bad.error.path, bad.error.message]).toEqual(['levelInvalid', 's2.rings', 'ends at byte 4 without the negative word that ends a ring layout']);
  });
});
