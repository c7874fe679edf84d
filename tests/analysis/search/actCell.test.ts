import { describe, expect, it } from 'vitest';
import { placeOnRealAct } from '../../../analysis/search/actCell.ts';
import { cellSavestate } from '../../../analysis/search/sweep.ts';
import { ZONE_GHZ, ZONE_LZ } from '../../../engine/games/s1/act/actRules.ts';
import { OBJECT_SIZE, OB_ID, OB_X, rw } from '../../../engine/games/s1/objects/ram.ts';
import {
  C_X, C_Y, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_DEAD, W_LIMIT_BOTTOM, W_WATER_LEVEL, W_WATER_TARGET,
} from '../../../engine/state/layout.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { syntheticAct } from '../../engine/games/s1/act/support/syntheticAct.ts';

// Green Hill 1's events: the bottom limit is 0x300 until the camera passes x 0x1780, then 0x400.
// A floor in layout row 4 (top y 0x480), columns 0x18..0x1A, below the start's death line
// (0x300 + 224 = 0x3E0); rings placed near the start and near the cell.
const FLOOR_TOP = 0x480;
const STAND = FLOOR_TOP - 20;
function ring(x: number, y: number): number[] {
  return [x >> 8, x & 0xff, y >> 8, y & 0xff, 0x25, 0];
}
const ghz1 = syntheticAct({
  zone: ZONE_GHZ,
  act: 0,
  cells: [[0, 0, 1], [4, 0x18, 1], [4, 0x19, 1], [4, 0x1a, 1]],
  size: { right: 0x2000, bottom: 0x300 },
  start: { x: 0x60, y: 0x6c },
  placements: Uint8Array.from([...ring(0x100, 0x60), ...ring(0x1990, 0x440), 0xff, 0xff, 0, 0, 0, 0]),
});

function levelSlots(m: Uint8Array): number[] {
  const xs: number[] = [];
  for (let slot = 0x20; slot < 0x80; slot++) if (m[slot * OBJECT_SIZE + OB_ID] === 0x25) xs.push(rw(m, slot * OBJECT_SIZE + OB_X));
  return xs;
}

describe('a sweep cell on a real act brings the act with the player', () => {
  it('the camera is set as at a start, and the dynamic events move the bottom limit for it', () => {
    const w = createWorld(ghz1);
    expect(w.state[W_LIMIT_BOTTOM]).toBe(0x300);
    placeOnRealAct(w, { x: 0x1980, y: STAND, speed: 0x400, air: false });
    const s = w.state;
    expect([s[P_X] >> 8, s[P_Y] >> 8, s[P_XSP], s[P_YSP], s[P_STATUS]]).toEqual([0x1980, STAND, 0x400, 0, 0]);
    expect([s[C_X], s[C_Y]]).toEqual([0x1980 - 160, 0x400]);
    expect(s[W_LIMIT_BOTTOM]).toBe(0x400);
  });

  it('the player lives on there, where only moving it would have died below the old limit', () => {
    const placed = createWorld(ghz1);
    placed.restore(cellSavestate(ghz1, {}, { x: 0x1980, y: STAND, speed: 0x400, air: false }));
    const moved = createWorld(ghz1);
    moved.state[P_X] = 0x1980 << 8;
    moved.state[P_Y] = STAND << 8;
    for (let f = 0; f < 30; f++) {
      placed.step(0);
      moved.step(0);
    }
    expect(placed.state[P_STATUS] & (ST_DEAD | ST_AIR)).toBe(0);
    expect(placed.state[P_Y] >> 8).toBe(STAND);
    expect(moved.state[P_STATUS] & ST_DEAD).toBe(ST_DEAD);
  });

  it('the objects load around the new camera (OPL_Main again), not around the start', () => {
    const w = createWorld(ghz1);
    expect(levelSlots(w.m)).toEqual([0x100]);
    placeOnRealAct(w, { x: 0x1980, y: STAND, speed: 0, air: true, ysp: 0x300 });
    expect(levelSlots(w.m)).toEqual([0x1990]);
    expect(w.state[P_STATUS]).toBe(ST_AIR);
    expect(w.state[P_YSP]).toBe(0x300);
  });

  it('in Labyrinth the water stands where its events put it for the camera there', () => {
    // LZ2: the water starts at 0x328 and heads for 0x428 once the camera passes x 0xB00.
    const lz2 = syntheticAct({ zone: ZONE_LZ, act: 1, cells: [[2, 0xc, 1]], size: { right: 0x2000, bottom: 0x700 } });
    const w = createWorld(lz2);
    expect(w.state[W_WATER_LEVEL]).toBe(0x328);
    placeOnRealAct(w, { x: 0xc80, y: 0x280 - 20, speed: 0, air: false });
    expect([w.state[W_WATER_TARGET], w.state[W_WATER_LEVEL]]).toEqual([0x428, 0x428]);
  });
});
