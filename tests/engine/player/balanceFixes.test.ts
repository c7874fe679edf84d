/**
 * The converse balancing bugs (seed 004 part 3 "Terrain/Object Balancing Bug" and "Object/Object
 * Balancing Bug"): the terrain test and the object test never look at (other) objects, so the
 * player balances with its other foot on one. Fixed (quirks terrainObjectBalancing /
 * objectObjectBalancing), a flat-topped object whose top is under the player's centre less than
 * 12 px below the feet counts as floor (engine/player/balance.ts objectFloorUnder).
 */
import { describe, expect, it } from 'vitest';
import { objectFloorUnder } from '../../../engine/player/balance.ts';
import type { QuirkId } from '../../../engine/quirks/catalogue.ts';
import { P_BALANCE, P_BALANCE_FAR, P_ON_OBJECT, P_STATUS, P_X, ST_ON_OBJECT } from '../../../engine/state/layout.ts';
import { place } from '../support/place.ts';
import { hold, world } from '../support/run.ts';
import { flatRows, makeLevel, put } from '../support/testLevel.ts';

describe('terrainObjectBalancing (terrain edge, other foot on an object)', () => {
  /** The ledge of balance.test.ts (last floor pixel x 2655) and a platform whose surface is y 228, 5 px below the feet, over x 2656..2695. */
  function ledgeWithPlatform(fixes: QuirkId[], profile: 's1' | 's2' = 's1', platformX = 2676) {
    let rows = flatRows(176);
    rows = put(rows, 166, 14, '.'.repeat(10));
    rows = put(rows, 166, 15, '.'.repeat(10));
    const platform = { id: 'p', type: 'platform', x: platformX, y: 236, width: 20, height: 8 };
    return world(makeLevel({ rows, start: { x: 2600, y: 196 }, objects: [platform], profile }), { fixes });
  }
  const standAt = (x: number, fixes: QuirkId[] = [], profile: 's1' | 's2' = 's1', platformX = 2676) => {
    const w = ledgeWithPlatform(fixes, profile, platformX);
    place(w, { x, y: 204 });
    hold(w, '', 2);
    return w;
  };

  it('with the platform under its centre at x 2660 the player (on terrain, not on the object) balances; fixed, it does not', () => {
    const bug = standAt(2660);
    expect([bug.state[P_STATUS] & ST_ON_OBJECT, bug.state[P_BALANCE]]).toEqual([0, 1]);
    expect(standAt(2660, ['terrainObjectBalancing']).state[P_BALANCE]).toBe(0);
  });

  it('the object counts over its own width radius: x 2656..2695 for the platform at 2676 (radius 20), so x 2656 does not balance either', () => {
    const w = standAt(2656, ['terrainObjectBalancing']);
    expect(w.state[P_BALANCE]).toBe(0);
    expect(objectFloorUnder(w, 2655, -1)).toBe(false);
    expect(objectFloorUnder(w, 2656, -1)).toBe(true);
    expect(objectFloorUnder(w, 2695, -1)).toBe(true);
    expect(objectFloorUnder(w, 2696, -1)).toBe(false);
  });

  it('a top 12 px or more below the feet is not floor: the same platform 7 px lower (surface 235) leaves the balance alone', () => {
    let rows = flatRows(176);
    rows = put(rows, 166, 14, '.'.repeat(10));
    rows = put(rows, 166, 15, '.'.repeat(10));
    const platform = { id: 'p', type: 'platform', x: 2676, y: 243, width: 20, height: 8 };
    const w = world(makeLevel({ rows, start: { x: 2600, y: 196 }, objects: [platform], profile: 's1' }), { fixes: ['terrainObjectBalancing'] });
    place(w, { x: 2660, y: 204 });
    hold(w, '', 2);
    expect(w.state[P_BALANCE]).toBe(1);
  });

  it('Sonic 2\'s further-out test looks at objects too when fixed: platform over x 2620..2659, player at 2663, the point 6 px back (2657) is over it', () => {
    const bug = standAt(2663, [], 's2', 2640);
    expect([bug.state[P_BALANCE], bug.state[P_BALANCE_FAR]]).toEqual([1, 1]);
    const fixed = standAt(2663, ['terrainObjectBalancing'], 's2', 2640);
    expect([fixed.state[P_BALANCE], fixed.state[P_BALANCE_FAR]]).toEqual([1, 0]);
  });
});

describe('objectObjectBalancing (object edge, other foot on another object)', () => {
  /** Block A (x 300, radius 16, top y 192) over a pit; platform B (x 330, radius 20, surface y 196) overlapping it from x 310. */
  function onBlockAt(x: number, fixes: QuirkId[] = []) {
    let rows = flatRows(40);
    rows = put(rows, 17, 14, '.'.repeat(6));
    rows = put(rows, 17, 15, '.'.repeat(6));
    const a = { id: 'a', type: 'solidBlock', x: 300, y: 208, width: 16, height: 16 };
    const b = { id: 'b', type: 'platform', x: 330, y: 204, width: 20, height: 8 };
    const w = world(makeLevel({ rows, start: { x: 296, y: 150 }, objects: [a, b], profile: 's1' }), { fixes });
    for (let i = 0; i < 200 && (w.state[P_STATUS] & ST_ON_OBJECT) === 0; i++) w.step(0);
    w.state[P_X] = x << 8;
    hold(w, '', 1);
    return w;
  }

  it('on block A at its right edge (x 312, d = 28) with platform B under the centre the player balances; fixed, it does not', () => {
    const bug = onBlockAt(312);
    expect([bug.state[P_ON_OBJECT], bug.state[P_BALANCE]]).toEqual([1, 1]);
    const fixed = onBlockAt(312, ['objectObjectBalancing']);
    expect([fixed.state[P_ON_OBJECT], fixed.state[P_BALANCE]]).toEqual([1, 0]);
  });

  it('the object stood on does not count as the other foot: at the left edge (x 287) nothing else is under the centre, so the fix still balances', () => {
    expect(onBlockAt(287, ['objectObjectBalancing']).state[P_BALANCE]).toBe(2);
  });
});
