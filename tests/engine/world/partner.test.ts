import { describe, expect, it } from 'vitest';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { createWorld, type World } from '../../../engine/world/world.ts';
import { FIXED_WORDS, PARTNER_WORDS, CPU_ROUTINE, CPU_INPUT, P_GSP, P_STATUS, P_X, P_Y, ST_AIR, W_REGATHER_LOCK, W_RING_LOSS_TIMER } from '../../../engine/state/layout.ts';
import { flatRows, makeLevel } from '../support/testLevel.ts';
import { OBJECT_FIELDS } from '../../../engine/objects/objectFields.ts';
import { scenarioInput } from '../support/scenarioInputs.ts';
import { NO_PARTNER_ON_REAL_ACT, partnerRefusal } from '../../../engine/world/partner.ts';
import { ZONE_GHZ } from '../../../engine/games/s1/act/actRules.ts';
import { syntheticAct } from '../games/s1/act/support/syntheticAct.ts';
import { checkStateWords } from '../../../engine/world/validateSnapshot.ts';
import { HEADER_WORDS } from '../../../engine/world/snapshotHeader.ts';

const cpu = { character: 'tails', control: 'cpu' } as const;

/** Player 1's scenario inputs, and on the second pad a few presses that take control for a while. */
function input(f: number): number {
  const pad = f >= 900 && f < 960 ? 0x04 : 0;
  return scenarioInput(f) | (pad << 8);
}

function run(w: World, from: number, to: number): void {
  for (let f = from; f < to; f++) w.step(input(f));
}

describe('a world with a partner', () => {
  it('counts the world\'s ring timers down once a frame: player 2\'s touch pass leaves them alone', () => {
    for (const partner of [null, cpu] as const) {
      const w = createWorld(loadBuiltinLevel('flat'), { profile: 's2', partner });
      w.state[W_RING_LOSS_TIMER] = 100;
      w.state[W_REGATHER_LOCK] = 50;
      for (let f = 0; f < 10; f++) w.step(0);
      expect([w.state[W_RING_LOSS_TIMER], w.state[W_REGATHER_LOCK]]).toEqual([90, 40]);
    }
  });

  it('keeps the partner in a block after the object slots; a world without one is unchanged in size', () => {
    const level = loadBuiltinLevel('objectZoo');
    const alone = createWorld(level, { profile: 's2' });
    const two = createWorld(level, { profile: 's2', partner: cpu });
    expect(alone.state.length).toBe(FIXED_WORDS + OBJECT_FIELDS * alone.slotCount);
    expect(two.state.length).toBe(alone.state.length + PARTNER_WORDS);
    expect(two.partnerBase).toBe(alone.state.length);
    expect(two.p2!.s.byteOffset).toBe(two.partnerBase * 4);
  });

  it('player 1 runs exactly as alone: the partner changes nothing of player 1 on a level without objects', () => {
    const level = loadBuiltinLevel('hills');
    const alone = createWorld(level, { profile: 's2' });
    const two = createWorld(level, { profile: 's2', partner: cpu });
    for (let f = 0; f < 1200; f++) {
      alone.step(input(f) & 0xff);
      two.step(input(f));
      expect(two.state[P_X]).toBe(alone.state[P_X]);
    }
    // The fixed block differs only in player 1's initial record (the partner's start) and the stat record's existence.
    expect(Array.from(two.state.subarray(0, FIXED_WORDS - 128))).toEqual(Array.from(alone.state.subarray(0, FIXED_WORDS - 128)));
  });

  it('lockstep: a world restored from a snapshot at frame 700 matches hash for hash, CPU decisions included', () => {
    const level = loadBuiltinLevel('hills');
    const a = createWorld(level, { profile: 's2', partner: cpu });
    run(a, 0, 700);
    const b = createWorld(level, { profile: 's2', partner: cpu });
    expect(b.restore(a.snapshot())).toEqual({ ok: true });
    for (let f = 700; f < 2000; f++) {
      a.step(input(f));
      b.step(input(f));
      expect(b.hash()).toBe(a.hash());
    }
    expect(a.p2!.s[CPU_INPUT]).toBe(b.p2!.s[CPU_INPUT]);
  });

  it('the hash covers the CPU\'s words', () => {
    const w = createWorld(loadBuiltinLevel('flat'), { profile: 's2', partner: cpu });
    run(w, 0, 10);
    const h = w.hash();
    w.p2!.s[CPU_ROUTINE] ^= 1;
    expect(w.hash()).not.toBe(h);
  });

  it('refuses snapshots across partner settings, leaving the world unchanged', () => {
    const level = loadBuiltinLevel('flat');
    const alone = createWorld(level, { profile: 's2' });
    const two = createWorld(level, { profile: 's2', partner: cpu });
    const human = createWorld(level, { profile: 's2', partner: { character: 'tails', control: 'human' } });
    run(two, 0, 5);
    const h = two.hash();
    expect(two.restore(alone.snapshot())).toMatchObject({ ok: false, error: { code: 'snapshotConfig' } });
    expect(two.restore(human.snapshot())).toMatchObject({ ok: false, error: { code: 'snapshotConfig' } });
    expect(alone.restore(two.snapshot())).toMatchObject({ ok: false, error: { code: 'snapshotConfig' } });
    expect(two.hash()).toBe(h);
  });

  it('a human partner runs with the second pad alone', () => {
    const w = createWorld(loadBuiltinLevel('flat'), { profile: 's2', partner: { character: 'tails', control: 'human' } });
    for (let f = 0; f < 60; f++) w.step(0x08 << 8);
    expect(w.state[P_X] >> 8).toBe(64);
    expect(w.p2!.s[P_X] >> 8).toBeGreaterThan(32 + 20);
    expect(w.p2!.s[CPU_INPUT]).toBe(0x08);
  });

  it('a real Sonic 1 act refuses a partner (Sonic 1 has no player 2); without one it is unchanged', () => {
    const act = syntheticAct({ zone: ZONE_GHZ, act: 0, cells: [[0, 0, 1]], start: { x: 0x60, y: 0x6c } });
    expect(partnerRefusal(act, cpu)).toBe(NO_PARTNER_ON_REAL_ACT);
    expect(partnerRefusal(act, null)).toBeNull();
    expect(partnerRefusal(loadBuiltinLevel('flat'), cpu)).toBeNull();
    expect(() => createWorld(act, { partner: cpu })).toThrow('createWorld: a real act (Sonic 1) has no player 2');
    const alone = createWorld(act, { partner: null });
    expect(alone.partner).toBeNull();
    expect(alone.p2).toBeNull();
    expect(alone.hash()).toBe(createWorld(act).hash());
  });

  it('untrusted snapshots: every state of a run with a partner passes the word check; a partner word out of range is refused by name', () => {
    const level = loadBuiltinLevel('objectZoo');
    const w = createWorld(level, { profile: 's2', partner: cpu });
    for (let f = 0; f < 1500; f++) {
      w.step(input(f));
      const r = checkStateWords(w, w.state);
      if (!r.ok) throw new Error(`frame ${f}: ${r.error.message}`);
    }
    const snap = w.snapshot();
    const fresh = createWorld(level, { profile: 's2', partner: cpu });
    expect(fresh.restoreUntrusted(snap)).toEqual({ ok: true });
    expect(fresh.hash()).toBe(w.hash());
    const bad = snap.slice();
    bad[HEADER_WORDS + w.partnerBase + CPU_ROUTINE] = 9;
    expect(fresh.restoreUntrusted(bad)).toMatchObject({ ok: false, error: { code: 'snapshotInvalid', field: 'partner.CPU_ROUTINE' } });
    const reserved = snap.slice();
    reserved[HEADER_WORDS + w.partnerBase + CPU_ROUTINE + 12] = 1;
    expect(fresh.restoreUntrusted(reserved)).toMatchObject({ ok: false, error: { code: 'snapshotInvalid' } });
    expect(fresh.hash()).toBe(w.hash());
  });
});


describe('the game\'s start with a partner (start.grounded)', () => {
  const base = makeLevel({ rows: flatRows(200), start: { x: 64, y: 200 } });
  const flat = { ...base, start: { ...base.start, grounded: true } };
  const start = (profile: 's1' | 's2') => {
    const w = createWorld(flat, { profile, partner: cpu });
    const s2 = w.p2!.s;
    return { p1: [w.state[P_X] >> 8, w.state[P_Y] >> 8], p2: { x: s2[P_X] >> 8, y: s2[P_Y] >> 8, gsp: s2[P_GSP], air: (s2[P_STATUS] & ST_AIR) !== 0 } };
  };

  it('Sonic 2: 26 updates before the first frame (the title card runs every object): Tails has landed and walks right toward Sonic for the last 10 (26 less the CPU\'s 16-frame delay), 10 × $C', () => {
    const r = start('s2');
    expect(r.p1).toEqual([64, 204]);
    // Floor top at 224: Tails (height $F) stands at 224 - 1 - 15.
    expect([r.p2.y, r.p2.air, r.p2.gsp]).toEqual([208, false, 10 * 0xc]);
    expect(r.p2.x).toBeGreaterThan(64 - 32);
  });

  it('Sonic 1 loads its player after the title card: one update of player 1, the partner where it was put (32 px left, 4 down, airborne)', () => {
    expect(start('s1')).toEqual({ p1: [64, 204], p2: { x: 32, y: 204, gsp: 0, air: true } });
  });
});
