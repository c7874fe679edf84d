import { describe, expect, it } from 'vitest';
import { HEADER_WORDS, H_MAGIC, H_VERSION } from '../../../engine/world/snapshotHeader.ts';
import { flatRows, makeLevel, put } from '../support/testLevel.ts';
import { world } from '../support/run.ts';

let rows = flatRows(120);
for (let r = 8; r < 14; r++) rows = put(rows, 60, r, '##');
rows = put(rows, 30, 11, '====');
const level = makeLevel({ rows, start: { x: 100, y: 190 } });
const other = makeLevel({ rows: flatRows(121), start: { x: 100, y: 190 } });

/** Deterministic varied inputs: xorshift32, no Math.random. */
function inputs(n: number, seed: number): Uint8Array {
  const out = new Uint8Array(n);
  let x = seed | 0 || 1;
  let held = 0;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    if ((x & 15) === 0) held = (x >>> 8) & 0x7f;
    out[i] = held;
  }
  return out;
}

describe('snapshots (STYLE habit 1)', () => {
  it('a snapshot is the header followed by a copy of the state', () => {
    const w = world(level);
    const snap = w.snapshot();
    expect(snap.length).toBe(HEADER_WORDS + w.state.length);
    expect(Array.from(snap.subarray(HEADER_WORDS))).toEqual(Array.from(w.state));
  });

  it('lockstep: world B restored from world A at frame 500 matches A hash for hash for 3000 frames', () => {
    const inp = inputs(3500, 7);
    const a = world(level);
    for (let f = 0; f < 500; f++) a.step(inp[f]);
    const b = world(level);
    expect(b.restore(a.snapshot())).toEqual({ ok: true });
    expect(b.hash()).toBe(a.hash());
    for (let f = 500; f < 3500; f++) {
      a.step(inp[f]);
      b.step(inp[f]);
      expect(b.hash()).toBe(a.hash());
    }
    expect(b.frame).toBe(3500);
  });

  it('snapshotInto writes the same words as snapshot without allocating a new array', () => {
    const w = world(level);
    for (let f = 0; f < 100; f++) w.step(8);
    const buf = new Int32Array(w.snapshotLength);
    w.snapshotInto(buf);
    expect(Array.from(buf)).toEqual(Array.from(w.snapshot()));
  });

  it('refuses a snapshot from another level and leaves the world unchanged', () => {
    const w = world(level);
    for (let f = 0; f < 50; f++) w.step(8);
    const before = w.hash();
    const r = w.restore(world(other).snapshot());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('snapshotLevel');
    expect(w.hash()).toBe(before);
  });

  it('refuses a snapshot from another profile, character, fix set or drop dash option', () => {
    const w = world(level);
    for (const o of [{ profile: 's2' as const }, { character: 'knuckles' as const }, { fixes: ['zip' as const] }, { dropDash: true }]) {
      const r = w.restore(world(level, o).snapshot());
      expect(r.ok ? 'ok' : r.error.code).toBe('snapshotConfig');
    }
  });

  it('refuses a corrupted magic, a future version and a truncated snapshot', () => {
    const w = world(level);
    const bad = w.snapshot();
    bad[H_MAGIC] = 0;
    expect(w.restore(bad)).toMatchObject({ ok: false, error: { code: 'snapshotMagic' } });
    const future = w.snapshot();
    future[H_VERSION] += 1;
    expect(w.restore(future)).toMatchObject({ ok: false, error: { code: 'snapshotVersion' } });
    expect(w.restore(w.snapshot().subarray(0, 20))).toMatchObject({ ok: false, error: { code: 'snapshotLength' } });
  });
});

describe('determinism', () => {
  it('the same inputs give the same hash twice', () => {
    const inp = inputs(5000, 99);
    const run = () => {
      const w = world(level);
      for (const i of inp) w.step(i);
      return w.hash();
    };
    expect(run()).toBe(run());
  });

  it('a snapshot round trip mid-run does not change the final hash', () => {
    const inp = inputs(5000, 3);
    const straight = world(level);
    for (const i of inp) straight.step(i);
    const w = world(level);
    for (let f = 0; f < 5000; f++) {
      if (f % 777 === 0) {
        const snap = w.snapshot();
        for (let k = 0; k < 13; k++) w.step(0xff);
        w.restore(snap);
      }
      w.step(inp[f]);
    }
    expect(w.hash()).toBe(straight.hash());
  });

  it('a different input changes the hash', () => {
    const a = world(level);
    const b = world(level);
    for (let f = 0; f < 200; f++) {
      a.step(0x08);
      b.step(f === 100 ? 0 : 0x08);
    }
    expect(a.hash()).not.toBe(b.hash());
  });

  it('the state holds only 32-bit integers', () => {
    const w = world(level);
    expect(w.state).toBeInstanceOf(Int32Array);
  });
});
