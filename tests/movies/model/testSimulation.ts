/**
 * A deterministic stand-in for the engine's World, shaped like it: a ~800-byte Int32Array state
 * behind a snapshot header, integer-only mixing so that any different input changes the hash.
 * The movie model is designed against `Simulation`; this double only lets its tests run fast.
 */
import type { RestoreResult, Simulation } from '../../../engine/world/simulation.ts';

const MAGIC = 0x54534d31; // "TSM1"
const HEADER = 4;
const WORDS = 200;
/** Word 0 counts frames, like the engine's P_FRAME. */
const FRAME = 0;

export interface TestSimulationOptions {
  /** Stands for level/profile: a snapshot from another config is refused. */
  config?: number;
  /** Stands for the engine version. */
  version?: number;
}

export class TestSimulation implements Simulation {
  readonly state = new Int32Array(WORDS);
  readonly snapshotLength = HEADER + WORDS;
  private readonly config: number;
  private readonly version: number;

  constructor(options: TestSimulationOptions = {}) {
    this.config = options.config ?? 1;
    this.version = options.version ?? 1;
    for (let i = 1; i < WORDS; i++) this.state[i] = Math.imul(i, 0x9e3779b1) ^ this.config;
  }

  get frame(): number {
    return this.state[FRAME];
  }

  step(input: number): number {
    const s = this.state;
    let carry = Math.imul((input & 0xff) + 1, 0x85ebca6b) ^ s[FRAME];
    for (let i = 1; i < WORDS; i++) {
      carry = Math.imul(carry ^ (carry >>> 15), 0x2c1b3c6d) + s[i];
      s[i] = carry ^ (s[i] >>> 7);
    }
    s[FRAME]++;
    // Event bits: a few bits of the new state, so recorded events can be checked.
    return s[1] & 0xffff;
  }

  snapshot(): Int32Array {
    const out = new Int32Array(this.snapshotLength);
    this.snapshotInto(out);
    return out;
  }

  snapshotInto(out: Int32Array): void {
    out[0] = MAGIC;
    out[1] = this.version;
    out[2] = this.config;
    out[3] = WORDS;
    out.set(this.state, HEADER);
  }

  restore(snapshot: Int32Array): RestoreResult {
    if (snapshot.length < HEADER || snapshot[0] !== MAGIC) return refuse('snapshotMagic', 'not a test snapshot');
    if (snapshot[1] !== this.version) return refuse('snapshotVersion', `snapshot is from version ${snapshot[1]}`);
    if (snapshot[2] !== this.config) return refuse('snapshotConfig', `snapshot is from config ${snapshot[2]}`);
    if (snapshot.length !== this.snapshotLength) return refuse('snapshotLength', 'wrong length');
    this.state.set(snapshot.subarray(HEADER));
    return { ok: true };
  }

  /** As restore; the one invariant of this toy state: the frame word is not negative. */
  restoreUntrusted(snapshot: Int32Array): RestoreResult {
    if (snapshot.length === this.snapshotLength && snapshot[HEADER + FRAME] < 0) {
      return { ok: false, error: { code: 'snapshotInvalid', field: 'FRAME', message: `state word FRAME is ${snapshot[HEADER + FRAME]}; expected 0 or more` } };
    }
    return this.restore(snapshot);
  }

  hash(): string {
    let a = 0x811c9dc5 | 0;
    let b = 0x9e3779b9 | 0;
    for (let i = 0; i < WORDS; i++) {
      a = Math.imul(a ^ this.state[i], 0x01000193);
      b = Math.imul(b ^ this.state[i], 0x5bd1e995);
      b ^= b >>> 15;
    }
    return hex8(a) + hex8(b);
  }
}

function refuse(code: 'snapshotMagic' | 'snapshotVersion' | 'snapshotConfig' | 'snapshotLength', message: string): RestoreResult {
  return { ok: false, error: { code, message } };
}

function hex8(v: number): string {
  return (v >>> 0).toString(16).padStart(8, '0');
}

export function testFactory(options: TestSimulationOptions = {}): () => Simulation {
  return () => new TestSimulation(options);
}

/** Varied inputs from a seeded xorshift32 (no Math.random): runs of held buttons with taps. */
export function variedInputs(n: number, seed: number): Uint8Array {
  const out = new Uint8Array(n);
  let x = seed | 0 || 1;
  let held = 0;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    if ((x & 15) === 0) held = (x >>> 8) & 0x7f;
    out[i] = held ^ ((x & 0x300) === 0x300 ? 0x10 : 0);
  }
  return out;
}

/** A seeded xorshift32 stream of integers in [0, n). */
export function xorshift(seed: number): (n: number) => number {
  let x = seed | 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** Hashes after each of the frames in `at` (sorted or not), from one straight replay. */
export function straightHashes(factory: () => Simulation, inputs: Uint8Array, at: readonly number[]): Map<number, string> {
  const want = [...new Set(at)].sort((a, b) => a - b);
  const out = new Map<number, string>();
  const sim = factory();
  let k = 0;
  while (k < want.length && want[k] === 0) out.set(want[k++], sim.hash());
  for (let f = 0; k < want.length; f++) {
    sim.step(f < inputs.length ? inputs[f] : 0);
    while (k < want.length && want[k] === f + 1) out.set(want[k++], sim.hash());
  }
  return out;
}
