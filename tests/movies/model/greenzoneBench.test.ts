import { describe, expect, it } from 'vitest';
import { measureSeek } from '../../../movies/model/greenzoneBench.ts';
import { TestSimulation, testFactory } from './testSimulation.ts';

describe('measureSeek', () => {
  it('times each seek with the clock it is given and reports the greenzone size', () => {
    let t = 0;
    const clock = () => (t += 2); // every reading is 2 ms after the previous one
    const r = measureSeek(testFactory(), clock, 5000, 20);
    const stateBytes = new TestSimulation().snapshotLength * 4;
    expect([r.meanMs, r.p95Ms, r.maxMs, r.warmupMs]).toEqual([2, 2, 2, 2]);
    expect(r.greenzoneBytes).toBe(r.greenzoneStates * stateBytes);
    expect(r.greenzoneStates).toBeGreaterThan(64);
  });
});
