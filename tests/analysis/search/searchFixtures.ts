/** Small problems for the search tests: a flat floor, and a wall to zip out of. */
import { BTN_A, BTN_LEFT, BTN_RIGHT } from '../../../engine/input.ts';
import type { Objective, SearchProblem } from '../../../analysis/search/problem.ts';
import { flatRows, makeLevel, put } from '../../engine/support/testLevel.ts';
import { world } from '../../engine/support/run.ts';
import { place } from '../../engine/support/place.ts';

export const flatLevel = makeLevel({ rows: flatRows(60), start: { x: 100, y: 190 } });

let wallRows = flatRows(60);
for (let r = 0; r < 14; r++) wallRows = put(wallRows, 20, r, '##');
export const wallLevel = makeLevel({ rows: wallRows, start: { x: 100, y: 190 } });

export const ALPHABET = [0, BTN_RIGHT, BTN_LEFT, BTN_RIGHT | BTN_A];

export function flatProblem(objective: Objective, horizon = 8): SearchProblem {
  return { level: flatLevel, world: { profile: 's1' }, alphabet: ALPHABET, granularity: 6, horizon, objective, prefix: new Uint8Array(0), savestate: null };
}

/** Standing inside the wall's left block: pressing Right zips. */
export function insideWallProblem(): SearchProblem {
  const w = place(world(wallLevel, { profile: 's1' }), { x: 324, y: 204 });
  return {
    level: wallLevel,
    world: { profile: 's1' },
    alphabet: [0, BTN_LEFT, BTN_RIGHT],
    granularity: 2,
    horizon: 4,
    objective: { kind: 'detector', id: 'zip' },
    prefix: new Uint8Array(0),
    savestate: w.snapshot(),
  };
}
