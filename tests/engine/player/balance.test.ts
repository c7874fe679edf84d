import { describe, expect, it } from 'vitest';
import type { ProfileId } from '../../../engine/profiles/ids.ts';
import type { QuirkId } from '../../../engine/quirks/catalogue.ts';
import {
  ANIM_BALANCE, ANIM_DUCK, P_ANIM, P_BALANCE, P_BALANCE_FAR, P_STATUS, P_X, ST_AIR, ST_FACING_LEFT, ST_ON_OBJECT,
} from '../../../engine/state/layout.ts';
import { place } from '../support/place.ts';
import { hold, world } from '../support/run.ts';
import { flatRows, makeLevel, put } from '../support/testLevel.ts';

/** Floor (rows 14..15) up to block column 165: the ledge's last pixel is x = 2655 (SPG's example). */
function ledge(profile: ProfileId, objects: unknown[] = [], fixes: QuirkId[] = []) {
  let rows = flatRows(176);
  rows = put(rows, 166, 14, '.'.repeat(10));
  rows = put(rows, 166, 15, '.'.repeat(10));
  return world(makeLevel({ rows, start: { x: 2600, y: 196 }, objects, profile }), { fixes });
}

/** Stands the player still at x (y 204) for two frames: the sensors fill the angle buffers, then balancing reads them. */
function standAt(profile: ProfileId, x: number, letters = '', facingLeft = false) {
  const w = ledge(profile);
  place(w, { x, y: 204 });
  if (facingLeft) w.state[P_STATUS] |= ST_FACING_LEFT;
  hold(w, letters, 2);
  return w;
}

describe('balancing on a terrain ledge (SPG "Balancing On Edges": edge pixel 2655)', () => {
  it('Sonic 1 does not balance at x = 2655 and balances (edge to the right) from x = 2656', () => {
    expect(standAt('s1', 2655).state[P_BALANCE]).toBe(0);
    const w = standAt('s1', 2656);
    expect([w.state[P_BALANCE], w.state[P_ANIM], w.state[P_BALANCE_FAR]]).toEqual([1, ANIM_BALANCE, 0]);
  });

  it('Sonic 1 still balances at x = 2664 and falls off at x = 2665 (edge pixel + 10)', () => {
    const on = standAt('s1', 2664);
    expect([on.state[P_BALANCE], on.state[P_STATUS] & ST_AIR]).toEqual([1, 0]);
    const off = ledge('s1');
    place(off, { x: 2665, y: 204 });
    hold(off, '', 1);
    expect(off.state[P_STATUS] & ST_AIR).toBe(ST_AIR);
  });

  it('Sonic 2 adds the further-out state from x = 2662, not at 2661', () => {
    expect([standAt('s2', 2661).state[P_BALANCE], standAt('s2', 2661).state[P_BALANCE_FAR]]).toEqual([1, 0]);
    expect([standAt('s2', 2662).state[P_BALANCE], standAt('s2', 2662).state[P_BALANCE_FAR]]).toEqual([1, 1]);
  });

  it('Sonic 1 has no further-out state at x = 2662', () => {
    expect(standAt('s1', 2662).state[P_BALANCE_FAR]).toBe(0);
  });

  it('Sonic 1 turns a player facing away to face the edge; Sonic 2 only when further out', () => {
    expect(standAt('s1', 2656, '', true).state[P_STATUS] & ST_FACING_LEFT).toBe(0);
    expect(standAt('s2', 2656, '', true).state[P_STATUS] & ST_FACING_LEFT).toBe(ST_FACING_LEFT);
    expect(standAt('s2', 2662, '', true).state[P_STATUS] & ST_FACING_LEFT).toBe(0);
  });

  it('balancing stops ducking (Sonic 1), while Sonic 3 & Knuckles still ducks on terrain', () => {
    expect(standAt('s1', 2656, 'D').state[P_ANIM]).toBe(ANIM_BALANCE);
    const s3 = standAt('s3k', 2656, 'D');
    expect([s3.state[P_BALANCE], s3.state[P_ANIM]]).toEqual([1, ANIM_DUCK]);
  });

  it('a left ledge (floor from x = 16 * 10) balances with the edge to the left at x = 159', () => {
    let rows = flatRows(40);
    rows = put(rows, 0, 14, '.'.repeat(10));
    rows = put(rows, 0, 15, '.'.repeat(10));
    const w = world(makeLevel({ rows, start: { x: 200, y: 196 } }));
    place(w, { x: 159, y: 204 });
    hold(w, '', 2);
    expect([w.state[P_BALANCE], w.state[P_STATUS] & ST_FACING_LEFT]).toEqual([2, ST_FACING_LEFT]);
    const inside = world(makeLevel({ rows, start: { x: 200, y: 196 } }));
    place(inside, { x: 160, y: 204 });
    hold(inside, '', 2);
    expect(inside.state[P_BALANCE]).toBe(0);
  });
});

describe('balancing on an object (Sonic_Move: d = x - object x + width)', () => {
  // A 33 px wide block (width radius 16) at x 300 over a pit, or sunk level with the floor.
  const blockLevel = (profile: ProfileId, fixes: QuirkId[] = [], floorUnder = false) => {
    let rows = flatRows(40);
    if (!floorUnder) {
      rows = put(rows, 17, 14, '.'.repeat(4));
      rows = put(rows, 17, 15, '.'.repeat(4));
    }
    // with floor beside it, the block is sunk so that its top is level with the floor (y 224)
    const obj = { id: 'b', type: 'solidBlock', x: 300, y: floorUnder ? 240 : 208, width: 16, height: 16 };
    return world(makeLevel({ rows, start: { x: 300, y: 150 }, objects: [obj], profile }), { fixes });
  };
  const onBlockAt = (profile: ProfileId, x: number, fixes: QuirkId[] = [], floorUnder = false) => {
    const w = blockLevel(profile, fixes, floorUnder);
    for (let i = 0; i < 200 && (w.state[P_STATUS] & ST_ON_OBJECT) === 0; i++) w.step(0);
    w.state[P_X] = x << 8;
    hold(w, '', 1);
    return w;
  };

  it('Sonic 1 (margin 4): no balance at x = 288 (d = 4) or 311 (d = 27), left edge at 287 (d = 3), right edge at 312 (d = 28)', () => {
    expect(onBlockAt('s1', 288).state[P_BALANCE]).toBe(0);
    expect(onBlockAt('s1', 311).state[P_BALANCE]).toBe(0);
    expect(onBlockAt('s1', 287).state[P_BALANCE]).toBe(2);
    expect(onBlockAt('s1', 312).state[P_BALANCE]).toBe(1);
  });

  it('Sonic 2 (margin 2): right edge from x = 314 (d = 30), further out from 320 (d = 36); left further out below d = -4 (x = 279)', () => {
    expect(onBlockAt('s2', 313).state[P_BALANCE]).toBe(0);
    expect([onBlockAt('s2', 314).state[P_BALANCE], onBlockAt('s2', 314).state[P_BALANCE_FAR]]).toEqual([1, 0]);
    expect(onBlockAt('s2', 320).state[P_BALANCE_FAR]).toBe(1);
    expect([onBlockAt('s2', 280).state[P_BALANCE], onBlockAt('s2', 280).state[P_BALANCE_FAR]]).toEqual([2, 0]);
    expect(onBlockAt('s2', 279).state[P_BALANCE_FAR]).toBe(1);
  });

  it('objectTerrainBalancing: with floor beside the block at the same height the player still balances at x = 312; fixed, it does not', () => {
    const bug = onBlockAt('s1', 312, [], true);
    expect([bug.state[P_STATUS] & ST_ON_OBJECT, bug.state[P_BALANCE]]).toEqual([ST_ON_OBJECT, 1]);
    const fixed = onBlockAt('s1', 312, ['objectTerrainBalancing'], true);
    expect(fixed.state[P_BALANCE]).toBe(0);
    // with no floor beside the block the fix changes nothing
    expect(onBlockAt('s1', 312, ['objectTerrainBalancing']).state[P_BALANCE]).toBe(1);
  });
});
