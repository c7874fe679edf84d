import { describe, expect, it } from 'vitest';
import { gridCells, sweep } from '../../../analysis/search/sweep.ts';
import { BTN_LEFT, BTN_RIGHT } from '../../../engine/input.ts';
import { wallLevel } from './searchFixtures.ts';

describe('detector sweep', () => {
  it('finds the zip only from the grid cells inside the wall', async () => {
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
      { seed: 1 },
    );
    expect(hits.map((h) => [h.cell.x, h.detector, h.frame])).toEqual([[324, 'zip', 0]]);
    expect(hits[0].movie.savestate).not.toBeNull();
  });
});
