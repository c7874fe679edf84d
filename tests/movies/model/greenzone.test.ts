import { describe, expect, it } from 'vitest';
import { Greenzone } from '../../../movies/model/greenzone.ts';
import { InputTrack } from '../../../movies/model/inputTrack.ts';
import type { RestoreResult, Simulation } from '../../../engine/world/simulation.ts';
import { TestSimulation, straightHashes, testFactory, variedInputs, xorshift } from './testSimulation.ts';

const factory = testFactory();
const STATE_BYTES = new TestSimulation().snapshotLength * 4;

/** A simulation whose restore is sabotaged: it claims to be one frame further than it is. */
class SkippingRestore implements Simulation {
  private readonly inner = new TestSimulation();
  private skew = 0;
  get frame(): number {
    return this.inner.frame + this.skew;
  }
  get snapshotLength(): number {
    return this.inner.snapshotLength;
  }
  step(input: number): number {
    return this.inner.step(input);
  }
  snapshot(): Int32Array {
    return this.inner.snapshot();
  }
  snapshotInto(out: Int32Array): void {
    this.inner.snapshotInto(out);
  }
  restore(s: Int32Array): RestoreResult {
    this.skew = 1;
    return this.inner.restore(s);
  }
  restoreUntrusted(s: Int32Array): RestoreResult {
    return this.restore(s);
  }
  hash(): string {
    return this.inner.hash();
  }
}

/**
 * GGRS-style sync test: advance frame by frame; at every frame rewind 1..8 frames, check the
 * hash there, replay forward and check again. Returns the first frame that disagrees, or null.
 */
function syncTest(gz: Greenzone, hashes: Map<number, string>, frames: number): number | null {
  for (let f = 1; f <= frames; f++) {
    if (gz.seek(f).hash() !== hashes.get(f)) return f;
    const n = 1 + (f % 8);
    const back = Math.max(0, f - n);
    if (gz.rewind(n).hash() !== hashes.get(back)) return back;
    if (gz.seek(f).hash() !== hashes.get(f)) return f;
  }
  return null;
}

describe('Greenzone', () => {
  const inputs5k = variedInputs(5000, 11);
  const all5k = Array.from({ length: 5001 }, (_, i) => i);
  const hashes5k = straightHashes(factory, inputs5k, all5k);

  it('sync test: rewinding 1..8 frames at every frame of a 5,000-frame movie and replaying matches a straight replay', () => {
    const gz = new Greenzone(factory, new InputTrack(inputs5k));
    expect(syncTest(gz, hashes5k, 5000)).toBeNull();
  });

  it('sync test catches a greenzone whose restore skips a frame', () => {
    const gz = new Greenzone(() => new SkippingRestore(), new InputTrack(inputs5k));
    // Rewinding from frame 1 to 0 is the first restore: the state is right but the greenzone now
    // believes it is at frame 1, so the replay forward to frame 1 skips the step.
    expect(syncTest(gz, hashes5k, 5000)).toBe(1);
  });

  it('sync test catches an input edit the greenzone was not told about, and passes once it is', () => {
    const edited = inputs5k.slice();
    edited[2500] ^= 0x40;
    const editedHashes = straightHashes(factory, edited, all5k);
    const track = new InputTrack(inputs5k);
    const broken = new Greenzone(factory, track);
    broken.seek(5000);
    track.set(2500, edited[2500]); // the greenzone is not told: its states after 2500 are stale
    const first = syncTest(broken, editedHashes, 5000);
    expect(first).not.toBeNull();
    expect(first!).toBeGreaterThan(2500);

    const track2 = new InputTrack(inputs5k);
    const fixed = new Greenzone(factory, track2);
    fixed.seek(5000);
    track2.set(2500, edited[2500]);
    fixed.invalidateFrom(2500);
    expect(syncTest(fixed, editedHashes, 5000)).toBeNull();
  });

  it('seeks to 200 random frames of a 1,000,000-frame movie land on the straight replay hashes', () => {
    const frames = 1_000_000;
    const inputs = variedInputs(frames, 5);
    const rnd = xorshift(77);
    const targets = Array.from({ length: 200 }, () => rnd(frames + 1));
    const expected = straightHashes(factory, inputs, targets);
    const gz = new Greenzone(factory, new InputTrack(inputs), { budgetBytes: 4 * 1024 * 1024 });
    for (const t of targets) {
      const sim = gz.seek(t);
      expect(sim.frame).toBe(t);
      expect(sim.hash()).toBe(expected.get(t));
    }
    expect(gz.stats().bytes).toBeLessThanOrEqual(4 * 1024 * 1024);
  }, 120_000);

  it('keeps every frame within 64 of the cursor, so short rewinds need no replay', () => {
    const gz = new Greenzone(factory, new InputTrack(variedInputs(3000, 3)));
    gz.seek(2000);
    for (let f = 1937; f <= 2000; f++) expect(gz.has(f)).toBe(true);
  });

  it('invalidateFrom keeps the states at and before the frame and drops the ones after it', () => {
    const gz = new Greenzone(factory, new InputTrack(variedInputs(600, 3)));
    gz.seek(500);
    expect(gz.has(450)).toBe(true);
    expect(gz.has(451)).toBe(true);
    const before = gz.savedFrames().filter((f) => f <= 450);
    gz.invalidateFrom(450);
    expect(gz.savedFrames()).toEqual(before);
    expect(gz.has(450)).toBe(true);
    expect(gz.has(451)).toBe(false);
  });

  it('after an edit and invalidation, seeking replays the new inputs', () => {
    const track = new InputTrack(variedInputs(1000, 3));
    const gz = new Greenzone(factory, track);
    gz.seek(900);
    track.set(300, track.get(300) ^ 1);
    gz.invalidateFrom(300);
    const expected = straightHashes(factory, track.toUint8Array(), [299, 300, 301, 900]);
    for (const f of [900, 301, 300, 299]) expect(gz.seek(f).hash()).toBe(expected.get(f));
  });

  it('never holds more bytes than a small budget, and never drops the frame-0 state', () => {
    const budget = 40 * STATE_BYTES;
    const gz = new Greenzone(factory, new InputTrack(variedInputs(50_000, 9)), { budgetBytes: budget });
    const rnd = xorshift(3);
    for (let i = 0; i < 100; i++) {
      gz.seek(rnd(50_001));
      expect(gz.stats().bytes).toBeLessThanOrEqual(budget);
      expect(gz.has(0)).toBe(true);
    }
  });

  it('stats count saved states and their snapshot bytes', () => {
    const gz = new Greenzone(factory, new InputTrack(variedInputs(100, 9)));
    expect(gz.stats()).toEqual({ states: 1, bytes: STATE_BYTES, cap: 1, near: 64 });
    gz.seek(10);
    expect(gz.stats().states).toBe(11);
    expect(gz.stats().bytes).toBe(11 * STATE_BYTES);
  });

  it('rewind stops at frame 0', () => {
    const gz = new Greenzone(factory, new InputTrack(variedInputs(100, 9)));
    gz.seek(3);
    expect(gz.rewind(10).frame).toBe(0);
    expect(gz.cursor).toBe(0);
  });

  it('records each replayed frame’s event bits when asked and forgets them after invalidation', () => {
    const inputs = variedInputs(100, 9);
    const gz = new Greenzone(factory, new InputTrack(inputs), { recordEvents: true });
    gz.seek(50);
    const ref = new TestSimulation();
    const bits: number[] = [];
    for (let f = 0; f < 50; f++) bits.push(ref.step(inputs[f]));
    expect(Array.from({ length: 50 }, (_, f) => gz.eventsAt(f))).toEqual(bits);
    expect(gz.eventsAt(50)).toBe(-1);
    gz.invalidateFrom(20);
    expect(gz.eventsAt(19)).toBe(bits[19]);
    expect(gz.eventsAt(20)).toBe(-1);
  });

  it('seeking past the end of the inputs plays empty frames', () => {
    const inputs = variedInputs(10, 9);
    const gz = new Greenzone(factory, new InputTrack(inputs));
    const padded = new Uint8Array(20);
    padded.set(inputs);
    expect(gz.seek(20).hash()).toBe(straightHashes(factory, padded, [20]).get(20));
  });
});

describe('reading the greenzone without seeking', () => {
  it('stateAtOrBefore gives the nearest saved state at or before a frame, whose hash is that frame\'s, and leaves the cursor', () => {
    const bytes = variedInputs(600, 7);
    const gz = new Greenzone(factory, new InputTrack(bytes));
    gz.seek(500);
    const nears = [0, 1, 250, 499, 500, 10_000].map((f) => ({ f, near: gz.stateAtOrBefore(f) }));
    const hashes = straightHashes(factory, bytes, nears.map((n) => n.near.frame));
    for (const { f, near } of nears) {
      const sim = new TestSimulation();
      expect(sim.restore(near.state).ok).toBe(true);
      expect([near.frame <= f, gz.has(near.frame), sim.frame, sim.hash()]).toEqual([true, true, near.frame, hashes.get(near.frame)]);
    }
    expect([gz.stateAtOrBefore(499).frame, gz.stateAtOrBefore(10_000).frame, gz.cursor]).toEqual([499, 500, 500]);
  });
});
