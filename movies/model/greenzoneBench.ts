/**
 * Measures greenzone seeks for `subpixel bench` (keys `seekMs`, `greenzoneBytes`). The clock is
 * a parameter (the CLI passes performance.now) so the model itself never reads one.
 *
 * A movie of `frames` varied inputs is played to its end once (as a TASer's first pass builds
 * the greenzone; reported as `warmupMs`), then `seeks` seeks go to frames drawn from a seeded
 * xorshift32 stream, so every run measures the same seeks.
 */
import type { Simulation } from '../../engine/world/simulation.ts';
import { DEFAULT_GREENZONE_BUDGET, Greenzone } from './greenzone.ts';
import { InputTrack } from './inputTrack.ts';

export interface SeekMeasurement {
  meanMs: number;
  p95Ms: number;
  maxMs: number;
  greenzoneBytes: number;
  /** The first play-through to the end. */
  warmupMs: number;
  /** Saved states after the seeks. */
  greenzoneStates: number;
}

export function measureSeek(
  factory: () => Simulation,
  clock: () => number,
  frames = 1_000_000,
  seeks = 200,
  budgetBytes = DEFAULT_GREENZONE_BUDGET,
): SeekMeasurement {
  const track = new InputTrack(benchInputs(frames));
  const gz = new Greenzone(factory, track, { budgetBytes });
  const t0 = clock();
  gz.seek(frames);
  const warmupMs = clock() - t0;
  let x = 0x2545f491;
  const times: number[] = [];
  for (let i = 0; i < seeks; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const target = (x >>> 0) % (frames + 1);
    const start = clock();
    gz.seek(target);
    times.push(clock() - start);
  }
  const sorted = times.slice().sort((a, b) => a - b);
  const n = sorted.length;
  const { bytes, states } = gz.stats();
  return {
    meanMs: n === 0 ? 0 : times.reduce((a, b) => a + b, 0) / n,
    p95Ms: n === 0 ? 0 : sorted[Math.min(n - 1, Math.ceil(n * 0.95) - 1)],
    maxMs: n === 0 ? 0 : sorted[n - 1],
    greenzoneBytes: bytes,
    warmupMs,
    greenzoneStates: states,
  };
}

/** Runs of held buttons with occasional jumps, from a fixed xorshift32 seed. */
function benchInputs(n: number): Uint8Array {
  const out = new Uint8Array(n);
  let x = 0x1234567;
  let held = 0x08;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    if ((x & 63) === 0) held = (x >>> 8) & 0x0f;
    out[i] = held | ((x & 0x700) === 0 ? 0x10 : 0);
  }
  return out;
}
