import { describe, expect, it } from 'vitest';
import { createWorld } from '../../../engine/world/world.ts';
import { P_FRAME, P_STATUS, P_Y, ST_AIR } from '../../../engine/state/layout.ts';
import { flatRows, makeLevel } from '../support/testLevel.ts';

describe('a hand-made level that asks for the game\'s start (start.grounded)', () => {
  const base = makeLevel({ rows: flatRows(200), start: { x: 64, y: 200 } });

  it('starts on the ground after one update with no buttons: the ground sensors put the feet on the floor', () => {
    const w = createWorld({ ...base, start: { ...base.start, grounded: true } });
    expect(w.state[P_STATUS] & ST_AIR).toBe(0);
    // Floor top at y 224: the centre at 224 - 1 - 19 = 204, 4 px below where it was placed.
    expect(w.state[P_Y] >> 8).toBe(204);
    expect(w.state[P_FRAME]).toBe(0);
  });

  it('without it the start stays airborne (CONTRACTS §4)', () => {
    const w = createWorld(base);
    expect(w.state[P_STATUS] & ST_AIR).toBe(ST_AIR);
    expect(w.state[P_Y] >> 8).toBe(200);
  });
});
