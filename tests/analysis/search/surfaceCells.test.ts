import { describe, expect, it } from 'vitest';
import { surfaceCells, surfacePlaces } from '../../../analysis/search/surfaceCells.ts';
import { actColumns, actPlaces, groupHits, reachablePlaces, type PlacedHit } from '../../../analysis/search/actSweep.ts';
import type { Level } from '../../../engine/level/types.ts';
import { ZONE_GHZ } from '../../../engine/games/s1/act/actRules.ts';
import { syntheticAct } from '../../engine/games/s1/act/support/syntheticAct.ts';

/** The act with 16x16 blocks (block words) put on both layers at (x, y) px. */
function withBlocks(level: Level, blocks: readonly (readonly [number, number, number])[]): Level {
  const layers: [Uint16Array, Uint16Array] = [level.layers[0].slice(), level.layers[1].slice()];
  for (const [x, y, word] of blocks) for (const l of layers) l[((y >> 4) << 11) | (x >> 4)] = word;
  return { ...level, layers };
}

const FULL = 0x6001;
const WALL_ONLY = 0x4001;
// A floor chunk in layout row 1, column 2: x 0x200..0x2FF, top y 0x180 (a standing centre at 0x16C).
const floor = syntheticAct({ zone: ZONE_GHZ, act: 0, cells: [[1, 2, 1]] });

describe('sweep places on real terrain: floor surfaces a player can stand on', () => {
  it('every floor surface down a column is a place with the centre where a standing player has it', () => {
    // Column 0x210 meets the chunk's floor; column 0x1F0 has no floor below it (its place is
    // only where its feet reach the chunk: 9 px right, x 0x1F9, misses it too).
    expect(surfacePlaces(floor, [0x1f0, 0x210, 0x280], 0, 0x7ff)).toEqual([
      { x: 0x210, y: 0x16c },
      { x: 0x280, y: 0x16c },
    ]);
  });

  it('beside a step the centre settles on the step, as the ground sensors settle it', () => {
    // An 8 px step (shape 2: 8 px tall columns) at x 0x2A0..0x2BF, top y 0x178: the foot 9 px
    // right of x 0x298 stands on it, 8 px above the floor under the centre.
    const heights = floor.shapes.heights.slice();
    heights.fill(8, 2 * 16, 3 * 16);
    const step = withBlocks({ ...floor, shapes: { ...floor.shapes, heights } }, [[0x2a0, 0x170, 0x6002], [0x2b0, 0x170, 0x6002]]);
    expect(surfacePlaces(step, [0x298, 0x2a8], 0, 0x7ff)).toEqual([
      { x: 0x298, y: 0x164 },
      { x: 0x2a8, y: 0x164 },
    ]);
  });

  it('a surface the feet cannot settle on is no place: a 16 px step is more than the 14 px the sensors correct', () => {
    const step = withBlocks(floor, [[0x2a0, 0x170, FULL]]);
    expect(surfacePlaces(step, [0x298, 0x2a8], 0, 0x7ff)).toEqual([]);
  });

  it('a place inside a wall block, or with one where the wall sensors probe, is no place', () => {
    // A wall-only block beside the lower body (the look-ahead's row, 8 px below the centre) and
    // one in the upper body's column.
    const walls = withBlocks(floor, [[0x240, 0x170, WALL_ONLY], [0x2c0, 0x160, WALL_ONLY]]);
    expect(surfacePlaces(walls, [0x248, 0x250, 0x25a, 0x2c8, 0x2e0], 0, 0x7ff)).toEqual([{ x: 0x25a, y: 0x16c }, { x: 0x2e0, y: 0x16c }]);
  });

  it('cells: grounded at every speed, then airborne above at every fall speed and speed', () => {
    const cells = surfaceCells([{ x: 0x210, y: 0x16c }], { speeds: [0x400, -0x400], grounded: true, airborne: true, lift: 16, fallSpeeds: [0x800] });
    expect(cells).toEqual([
      { x: 0x210, y: 0x16c, speed: 0x400, air: false },
      { x: 0x210, y: 0x16c, speed: -0x400, air: false },
      { x: 0x210, y: 0x15c, speed: 0x400, air: true, ysp: 0x800 },
      { x: 0x210, y: 0x15c, speed: -0x400, air: true, ysp: 0x800 },
    ]);
  });
});

describe('the places of an act', () => {
  // Green Hill 1: bottom limit 0x300 until the camera passes x 0x1780. Floors at row 1 (top
  // 0x180) and row 4 (top 0x480): under x 0x200 the low floor is below the death line (0x3E0),
  // under x 0x1900 the limit has moved and it is not.
  const act = syntheticAct({ zone: ZONE_GHZ, act: 0, cells: [[1, 2, 1], [4, 2, 1], [4, 0x19, 1]], size: { right: 0x2000, bottom: 0x300 } });

  it('columns run from the left limit + 16 to the right limit + 0x128', () => {
    const xs = actColumns(act, 0x400);
    expect(xs[0]).toBe(16);
    expect(xs[xs.length - 1]).toBe(0x2010);
  });

  it('keeps the places a player put there stays at (above the death line the camera there gives)', () => {
    const found = surfacePlaces(act, [0x280, 0x1980], 0, 0x7ff);
    expect(found).toEqual([{ x: 0x280, y: 0x16c }, { x: 0x280, y: 0x46c }, { x: 0x1980, y: 0x46c }]);
    expect(reachablePlaces(act, {}, found)).toEqual([{ x: 0x280, y: 0x16c }, { x: 0x1980, y: 0x46c }]);
    expect(actPlaces(act, {}, 0x100).filter((p) => p.x === 0x1910 || p.x === 0x210)).toEqual([{ x: 0x210, y: 0x16c }, { x: 0x1910, y: 0x46c }]);
  });
});

describe('hits grouped by place and kind', () => {
  const hit = (detector: string, x: number, y: number, frame: number, speed: number): PlacedHit => ({
    hit: { detector, frame, message: '', cell: { x, y, speed, air: false }, movie: { movie: null as never, savestate: null } },
    at: { x, y, xsp: 0, ysp: 0, air: false },
  });

  it('chains hits of one detector within 32 px into one group, kept by the earliest frame, then the slowest start', () => {
    const groups = groupHits([
      hit('zip', 100, 100, 3, 0x600),
      hit('zip', 120, 110, 1, 0xc00),
      hit('stairClip', 110, 100, 0, 0x400),
      hit('zip', 145, 100, 1, 0x400),
      hit('zip', 300, 100, 2, 0x400),
    ]);
    expect(groups.map((g) => [g.best.hit.detector, g.best.at.x, g.best.hit.frame, g.cells])).toEqual([
      ['zip', 145, 1, 3],
      ['stairClip', 110, 0, 1],
      ['zip', 300, 2, 1],
    ]);
  });
});
