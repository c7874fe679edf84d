import { describe, expect, it } from 'vitest';
import { NodePool } from '../../../analysis/search/nodePool.ts';
import { runSearch } from '../../../analysis/search/runSearch.ts';
import { flatProblem } from './searchFixtures.ts';

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
});
