import { describe, expect, it } from 'vitest';
import { cellInsideTerrain, gridCells, sweep } from '../../../analysis/search/sweep.ts';
import { sweepInPool } from '../../../analysis/search/sweepPool.ts';
import { BTN_A, BTN_DOWN, BTN_LEFT, BTN_RIGHT } from '../../../engine/input.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { wallLevel } from './searchFixtures.ts';

describe('detector sweep', () => {
  it('skips the grid cell that starts inside the wall (its zip at +0 is trivial), and the others reach no zip', async () => {
    const progress: number[] = [];
    const hits = await sweep(
      {
        level: wallLevel,
        world: { profile: 's1' },
        cells: gridCells([200, 324, 400], [204], [0], false),
        detectors: ['zip'],
        alphabet: [0, BTN_LEFT, BTN_RIGHT],
        granularity: 2,
        horizon: 3,
        algorithm: { kind: 'bfs' },
        budgetPerSearch: { states: 60 },
      },
      { seed: 1, onSweepProgress: (p) => progress.push(p.skipped) },
    );
    expect(cellInsideTerrain(wallLevel, { x: 324, y: 204, speed: 0, air: false })).toBe(true);
    expect(cellInsideTerrain(wallLevel, { x: 200, y: 204, speed: 0, air: false })).toBe(false);
    expect(hits).toEqual([]);
    expect(progress.at(-1)).toBe(1);
  });

  it("finds Sonic 1's roll-jump landing (landOnAir) from grounded cells on flat ground", async () => {
    const hits = await sweep(
      {
        level: loadBuiltinLevel('flat'),
        world: { profile: 's1' },
        cells: gridCells([100, 300], [204], [1536], false),
        detectors: ['landOnAir'],
        alphabet: [0, BTN_RIGHT, BTN_DOWN, BTN_A],
        granularity: 4,
        horizon: 16,
        algorithm: { kind: 'genetic', population: 48, elites: 6, generations: Infinity },
        budgetPerSearch: { frames: 20_000 },
      },
      { seed: 1 },
    );
    expect(hits.map((h) => [h.cell.x, h.detector])).toEqual([[100, 'landOnAir'], [300, 'landOnAir']]);
    expect(hits[0].message).toMatch(/^landed 5 px above the floor/);
  });
});

describe('the sweep spread over threads by cell', () => {
  it('finds the same hits, in the same order, on 2 threads as in one', async () => {
    const spec = {
      level: wallLevel,
      world: { profile: 's1' as const },
      // 70 cells: several chunks per thread, the hits in more than one of them.
      cells: gridCells([200, 312, 324, 336, 400, 500, 600], [150, 170, 190, 204, 210], [0, 0x600], false),
      detectors: ['zip', 'wallClip'],
      alphabet: [0, BTN_LEFT, BTN_RIGHT],
      granularity: 2,
      horizon: 3,
      algorithm: { kind: 'bfs' as const },
      budgetPerSearch: { states: 40 },
    };
    const one = await sweep(spec, { seed: 1 });
    const progress: number[] = [];
    const two = await sweepInPool(spec, { seed: 1, onSweepProgress: (p) => progress.push(p.done) }, 2);
    expect(one.length).toBeGreaterThan(2);
    expect(two.map((h) => [h.detector, h.cell, h.frame, h.message])).toEqual(one.map((h) => [h.detector, h.cell, h.frame, h.message]));
    expect(two.map((h) => [...h.movie.movie.inputs])).toEqual(one.map((h) => [...h.movie.movie.inputs]));
    expect(progress[progress.length - 1]).toBe(spec.cells.length * 2);
  }, 60_000);
});
