import { describe, expect, it } from 'vitest';
import { NodePool } from '../../../analysis/search/nodePool.ts';
import { runSearch } from '../../../analysis/search/runSearch.ts';
import { flatProblem, insideWallProblem } from './searchFixtures.ts';

describe('the worker_threads pool', () => {
  it('a seeded genetic search on 2 workers finds the same best result as on 1 worker', async () => {
    const algorithm = { kind: 'genetic', population: 12, elites: 2, generations: 5 } as const;
    const problem = flatProblem({ kind: 'maxX' }, 10);
    const one = await runSearch(problem, algorithm, { seed: 11, budget: {} });
    const pool = new NodePool(2);
    try {
      const two = await runSearch(problem, algorithm, { seed: 11, budget: {} }, pool);
      expect(two.result.score).toBe(one.result.score);
      expect([...two.result.inputs]).toEqual([...one.result.inputs]);
      expect(two.result.framesSimulated).toBe(one.result.framesSimulated);
      expect(two.verification.ok).toBe(true);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('a seeded genetic search gives the same result on 2 worker_threads with an idle caller as on 1 worker and the caller', async () => {
    const algorithm = { kind: 'genetic', population: 16, elites: 2, generations: 6 } as const;
    const problem = flatProblem({ kind: 'reach', x: 160, y: 204, radius: 2 }, 12);
    const one = await runSearch(problem, algorithm, { seed: 4, budget: {} });
    const helped = new NodePool(2, true);
    const workersOnly = new NodePool(2, false);
    try {
      for (const pool of [helped, workersOnly]) {
        const r = await runSearch(problem, algorithm, { seed: 4, budget: {} }, pool);
        expect(r.result.score).toBe(one.result.score);
        expect(r.result.message).toBe(one.result.message);
        expect([...r.result.inputs]).toEqual([...one.result.inputs]);
        expect(r.result.framesSimulated).toBe(one.result.framesSimulated);
      }
    } finally {
      await helped.close();
      await workersOnly.close();
    }
  }, 30_000);

  it('a beam search on 2 workers matches 1 worker', async () => {
    const problem = flatProblem({ kind: 'maxX' }, 6);
    const one = await runSearch(problem, { kind: 'beam', width: 3 }, { seed: 2, budget: {} });
    const pool = new NodePool(2);
    try {
      const two = await runSearch(problem, { kind: 'beam', width: 3 }, { seed: 2, budget: {} }, pool);
      expect([...two.result.inputs]).toEqual([...one.result.inputs]);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('one pool serves kept batches, then plain batches, then kept batches again, matching 1 worker each time', async () => {
    const genetic = { kind: 'genetic', population: 12, elites: 2, generations: 4 } as const;
    const beam = { kind: 'beam', width: 3 } as const;
    const problem = flatProblem({ kind: 'maxX' }, 6);
    const pool = new NodePool(2);
    try {
      for (const [algorithm, seed] of [[genetic, 3], [beam, 3], [genetic, 8]] as const) {
        const one = await runSearch(problem, algorithm, { seed, budget: {} });
        const two = await runSearch(problem, algorithm, { seed, budget: {} }, pool);
        expect([...two.result.inputs]).toEqual([...one.result.inputs]);
        expect(two.result.framesSimulated).toBe(one.result.framesSimulated);
      }
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('a kept batch a worker cannot run fails with the worker\'s reason and leaves the pool closable', async () => {
    const problem = flatProblem({ kind: 'maxX' }, 4);
    const pool = new NodePool(2, false);
    try {
      await pool.configure({ level: problem.level, world: problem.world, alphabet: problem.alphabet, granularity: problem.granularity, objective: problem.objective });
      // A root from another level: the workers refuse to restore it.
      const other = insideWallProblem().savestate!;
      await pool.openKept(other, 2, 4);
      await expect(pool.runKept([{ parent: -1, from: 0, out: 0, choices: new Uint8Array(4) }])).rejects.toThrow(/workerFailed: root refused: snapshotLevel/);
    } finally {
      await pool.close();
    }
  }, 30_000);
});
