import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, slotsOf, stepUntil } from '../ghz/scene.ts';
import { ID_CRABMEAT } from '../../../../../../engine/games/s1/objects/objects/crabmeat.ts';
import {
  OB_2ND_ROUT, OB_ANGLE, OB_ANIM, OB_COL_TYPE, OB_ID, OB_ROUTINE, OB_STATUS, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, rl, rsw, rw,
} from '../../../../../../engine/games/s1/objects/ram.ts';
import { P_RINGS, P_STATUS, ST_HURT, W_LIMIT_BOTTOM } from '../../../../../../engine/state/layout.ts';

function crab(w: ReturnType<typeof scene>): number {
  return slotsOf(w, ID_CRABMEAT).find((a) => w.m[a + OB_ROUTINE] < 6)!;
}

/** Steps until the crab's second routine is `r`; returns the frames. */
function until2nd(w: ReturnType<typeof scene>, a: number, r: number): number {
  return stepUntil(w, () => w.m[a + OB_2ND_ROUT] === r, 0, 400);
}

describe('Crabmeat ($1F): Crab_Main', () => {
  it('falls to the floor (bottom y + $10 on it) and keeps the floor\'s angle', () => {
    const w = scene([{ x: 0x100, y: 0x40, id: ID_CRABMEAT }], { floorCells: 2 });
    const a = crab(w);
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 2);
    expect([rw(w.m, a + OB_Y), w.m[a + OB_ANGLE], rsw(w.m, a + OB_VEL_Y), w.m[a + OB_COL_TYPE]]).toEqual([0x7f - 0x10, 0, 0, 6]);
  });
});

describe('Crabmeat ($1F): Crab_Action', () => {
  it('walks 127 frames at -$80 (63.5 px left), waits 60, walks back at +$80, then fires at the end of the next wait', () => {
    const w = scene([{ x: 0x100, y: 0x40, id: ID_CRABMEAT }], { floorCells: 2 });
    const a = crab(w);
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 2);
    // Its first wait (delay 0) ends at once; not yet displayed (Crab_Main does not queue it), it walks.
    expect(until2nd(w, a, 2)).toBe(1);
    expect([rsw(w.m, a + OB_VEL_X), w.m[a + OB_ANIM], w.m[a + OB_STATUS] & 1]).toEqual([-0x80, 3, 1]);
    expect(until2nd(w, a, 0)).toBe(128);
    expect(rl(w.m, a + OB_X)).toBe(0x00c08000);
    expect([rsw(w.m, a + OB_VEL_X), w.m[a + OB_ANIM]]).toEqual([0, 0]);
    // On screen now: the wait's end toggles crab_mode bit 1 (0 → 1: no shot) and it walks right.
    expect(until2nd(w, a, 2)).toBe(60);
    expect([rsw(w.m, a + OB_VEL_X), w.m[a + OB_STATUS] & 1]).toEqual([0x80, 0]);
    expect(until2nd(w, a, 0)).toBe(128);
    expect(rl(w.m, a + OB_X)).toBe(0x01000000);
    // The next wait's end fires (bit 1 was set) and waits again.
    stepUntil(w, () => slotsOf(w, ID_CRABMEAT).length === 3, 0, 60);
    expect([w.m[a + OB_2ND_ROUT], w.m[a + OB_ANIM], rw(w.m, a + 0x30)]).toEqual([0, 6, 59]);
  });

  it('its fireballs: 16 px left and right, at -$100 / +$100 and -$400 up, falling (gravity $38), hurting (type $87)', () => {
    const w = scene([{ x: 0x100, y: 0x40, id: ID_CRABMEAT }], { floorCells: 2 });
    const a = crab(w);
    stepUntil(w, () => slotsOf(w, ID_CRABMEAT).length === 3, 0, 600);
    const balls = slotsOf(w, ID_CRABMEAT).filter((b) => b !== a);
    const y = rw(w.m, a + OB_Y);
    // They went into higher slots and ran once: ObjectFall moved them by their speeds and added gravity.
    expect(balls.map((b) => [rw(w.m, b + OB_X), rw(w.m, b + OB_Y), rsw(w.m, b + OB_VEL_X), rsw(w.m, b + OB_VEL_Y)])).toEqual([
      [0x100 - 0x10 - 1, y - 4, -0x100, -0x400 + 0x38],
      [0x100 + 0x10 + 1, y - 4, 0x100, -0x400 + 0x38],
    ]);
    for (const b of balls) expect([w.m[b + OB_ROUTINE], w.m[b + OB_COL_TYPE]]).toEqual([8, 0x87]);
  });

  it('a fireball deletes itself once below the bottom limit + $E0', () => {
    const w = scene([{ x: 0x100, y: 0x40, id: ID_CRABMEAT }], { floorCells: 2 });
    const a = crab(w);
    stepUntil(w, () => slotsOf(w, ID_CRABMEAT).length === 3, 0, 600);
    const b = slotsOf(w, ID_CRABMEAT).find((x) => x !== a)!;
    const limit = (w.state[W_LIMIT_BOTTOM] + 0xe0) & 0xffff;
    let y = 0;
    let vy = 0;
    while (w.m[b + OB_ID] === ID_CRABMEAT) {
      y = rl(w.m, b + OB_Y);
      vy = rsw(w.m, b + OB_VEL_Y);
      w.step(0);
    }
    // Still there at or above the line; deleted by the move that took it below.
    expect(y >> 16).toBeLessThanOrEqual(limit);
    expect((y + (vy << 8)) >> 16).toBeGreaterThan(limit);
  });

  it('a fireball hurts Sonic', () => {
    const w = scene([{ x: 0x100, y: 0x40, id: ID_CRABMEAT }], { floorCells: 2 });
    const a = crab(w);
    stepUntil(w, () => slotsOf(w, ID_CRABMEAT).length === 3, 0, 600);
    const b = slotsOf(w, ID_CRABMEAT).find((x) => x !== a)!;
    w.state[P_RINGS] = 1;
    dropSonic(w, rw(w.m, b + OB_X), rw(w.m, b + OB_Y) - 0x20);
    stepUntil(w, () => (w.state[P_STATUS] & ST_HURT) !== 0, 0, 20);
  });
});
