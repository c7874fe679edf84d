/**
 * bench's frame-rate jobs in fresh worker threads (workbench/cli/benchIsolated.ts): a job runs in
 * its worker and its figures come back; a job that fails comes back as a rejection naming it.
 */
import { describe, expect, it } from 'vitest';
import { runIsolated } from '../../../workbench/cli/benchIsolated.ts';
import { TERRAIN_LEVELS } from '../../../workbench/cli/benchFrameRates.ts';

describe('bench jobs in their own worker thread', () => {
  it('the terrain levels with a partner: a figure per level and their total', async () => {
    const r = await runIsolated({ kind: 'levels', partner: { character: 'tails', control: 'cpu' }, framesPerRun: 3000, runs: 1 });
    expect(Object.keys(r.perLevel)).toEqual(TERRAIN_LEVELS);
    for (const fps of Object.values(r.perLevel)) expect(fps).toBeGreaterThan(0);
    // Total frames over total time: between the slowest and the fastest level.
    expect(r.fps).toBeGreaterThanOrEqual(Math.min(...Object.values(r.perLevel)) - 1);
    expect(r.fps).toBeLessThanOrEqual(Math.max(...Object.values(r.perLevel)) + 1);
  }, 60_000);

  it('the 50-object level: all 50 loaded on average', async () => {
    const r = await runIsolated({ kind: 'objects', frames: 3000, runs: 1 });
    expect(r.fps).toBeGreaterThan(0);
    expect(r.active).toBe(50);
  }, 60_000);

  it('a job that fails in the worker rejects, naming the job and why', async () => {
    await expect(runIsolated({ kind: 'acts', dir: '/nonexistent/disasm', revision: 1, acts: ['ghz1'], objects: false, framesPerRun: 10, runs: 1 })).rejects.toThrow(
      /bench: the acts run failed: .*nonexistent/,
    );
  }, 60_000);
});
