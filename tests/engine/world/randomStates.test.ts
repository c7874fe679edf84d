import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCapped } from '../../fuzz/cappedRunner.ts';
import type { RandomStateResult, RandomStateSpec } from './randomStatesCase.ts';
import { describeWithDisasm } from '../../support/disasm.ts';

const CASES = fileURLToPath(new URL('./randomStatesCase.ts', import.meta.url));
/** Generous for a 60-frame run on a shared 2-core machine; a step that loops unbounded never answers. */
const CAP = { timeCapMs: 10_000, heapMb: 256, workers: 2 };

function specs(kind: RandomStateSpec['kind'], n: number, first: number): RandomStateSpec[] {
  return Array.from({ length: n }, (_, i) => ({ kind, seed: first + i }));
}

describe('stepping random states (seeded): every step returns', () => {
  it('states drawn from the invariants step 60 frames each without throwing', async () => {
    const verdicts = await runCapped<RandomStateSpec, RandomStateResult>(CASES, specs('valid', 240, 1), CAP);
    const failed = verdicts.map((v, i) => ({ v, i })).filter(({ v }) => v.kind !== 'done');
    expect(failed.map(({ v, i }) => `seed ${i + 1}: ${v.kind}: ${v.kind === 'done' ? '' : v.message}`)).toEqual([]);
    const results = verdicts.map((v) => (v.kind === 'done' ? v.result : null));
    expect(results.every((r) => r !== null && r.accepted && r.steps === 60)).toBe(true);
    // The walk really moves away from engine-made states.
    const mutated = results.reduce((n, r) => n + (r?.mutated ?? 0), 0);
    expect(mutated).toBeGreaterThan(240 * 20);
  });

  it('random garbage states are refused by the check, and stepped anyway every step still returns', async () => {
    const verdicts = await runCapped<RandomStateSpec, RandomStateResult>(CASES, specs('garbage', 120, 10_001), CAP);
    expect(verdicts.filter((v) => v.kind === 'hang' || v.kind === 'fatal' || v.kind === 'threw').map((v) => v.kind)).toEqual([]);
    const results = verdicts.map((v) => (v.kind === 'done' ? v.result : null));
    expect(results.every((r) => r !== null && !r.accepted)).toBe(true);
  });
});

describeWithDisasm('stepping random Sonic 1 object RAM on real acts (seeded): every step returns', () => {
  it('object bytes, spawned objects, the respawn table, the high-water mark and the cursors, mutated while the check accepts, step 120 frames each without throwing', async () => {
    const verdicts = await runCapped<RandomStateSpec, RandomStateResult>(CASES, specs('s1objects', 100, 1), CAP);
    const failed = verdicts.map((v, i) => ({ v, i })).filter(({ v }) => v.kind !== 'done');
    expect(failed.map(({ v, i }) => `seed ${i + 1}: ${v.kind}: ${v.kind === 'done' ? '' : v.message}`)).toEqual([]);
    const results = verdicts.map((v) => (v.kind === 'done' ? v.result : null));
    expect(results.every((r) => r !== null && r.steps === 120)).toBe(true);
    // The walk really changes the object RAM (most proposals are kept).
    const mutated = results.reduce((n, r) => n + (r?.mutated ?? 0), 0);
    expect(mutated).toBeGreaterThan(100 * 20);
  });
});
