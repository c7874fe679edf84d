import { describe, expect, it } from 'vitest';
import {
  P_INVULN_TIMER, P_RINGS, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_DEAD, ST_HURT, W_DYNAMIC_HIGH,
} from '../../../engine/state/layout.ts';
import { hurtPlayer, reboundFromBoss, reboundFromEnemy } from '../../../engine/objects/damage.ts';
import { RING_LOSS_SPEEDS, scatterRings } from '../../../engine/objects/ringLoss.ts';
import { O_FLAGS, O_TYPE, O_XSP, O_YSP, OF_LOADED } from '../../../engine/objects/objectFields.ts';
import { getField } from '../../../engine/objects/objectContext.ts';
import { OBJECT_TYPE_INDEX } from '../../../engine/objects/catalogue.ts';
import type { World } from '../../../engine/world/world.ts';
import type { QuirkId } from '../../../engine/quirks/catalogue.ts';
import { flatRows, makeLevel } from '../support/testLevel.ts';
import { hold, settle, tap, world } from '../support/run.ts';
import { place } from '../support/place.ts';

// Levels without objects have no dynamic slots (nothing could spill rings there), so the default
// test level keeps one ring far out of the camera's range.
const FAR_RING = { type: 'ring', x: 940, y: 100 };
const level = (objects: unknown[] = [FAR_RING]) => makeLevel({ rows: flatRows(60), start: { x: 200, y: 190 }, objects });
/** Wide enough that spilled rings never fly out of the level's sides within their lifetime. */
const wide = () => makeLevel({ rows: flatRows(160), start: { x: 1280, y: 190 }, objects: [{ type: 'ring', x: 2540, y: 100 }] });

function scattered(w: World): number[] {
  const out: number[] = [];
  for (let slot = w.objectDefs.length; slot < w.objectDefs.length + w.state[W_DYNAMIC_HIGH]; slot++) {
    if (getField(w, slot, O_FLAGS) & OF_LOADED && getField(w, slot, O_TYPE) === OBJECT_TYPE_INDEX.scatteredRing) out.push(slot);
  }
  return out;
}

describe('getting hit (SPG section 11, HurtSonic)', () => {
  it.each([
    ['left of the hazard', 201 << 8, -0x200],
    ['right of the hazard', 199 << 8, 0x200],
    ['at the same x (sign 0 counts as +1)', 200 << 8, 0x200],
  ])('a player %s is thrown with xsp %i and ysp -0x400, hurt and invulnerable for 120 frames', (_what, hazardX, xsp) => {
    const w = settle(world(level()));
    w.state[P_RINGS] = 3;
    hurtPlayer(w, hazardX);
    expect(w.state[P_XSP]).toBe(xsp);
    expect(w.state[P_YSP]).toBe(-0x400);
    expect(w.state[P_STATUS] & (ST_AIR | ST_HURT)).toBe(ST_AIR | ST_HURT);
    expect(w.state[P_INVULN_TIMER]).toBe(120);
  });

  it('knocked back, gravity is 0x30; on landing speeds become 0, control returns and the 120-frame invulnerability restarts', () => {
    const w = settle(world(level()));
    w.state[P_RINGS] = 1;
    hurtPlayer(w, 0);
    tap(w);
    expect(w.state[P_YSP]).toBe(-0x400 + 0x30);
    const rec = hold(w, '', 60);
    const land = rec.findIndex((r) => r.events.includes('hurtRecover'));
    expect(land).toBeGreaterThan(0);
    expect(rec[land]).toMatchObject({ xsp: 0, ysp: 0, gsp: 0, air: false });
    // the landing frame runs the hurt routine: no countdown; then one per frame
    expect(w.state[P_INVULN_TIMER]).toBe(120 - (60 - 1 - land));
  });

  it('a hit with no rings kills: xsp 0, ysp -0x700', () => {
    const w = settle(world(level()));
    hurtPlayer(w, 0);
    expect(w.state[P_STATUS] & ST_DEAD).toBe(ST_DEAD);
    expect([w.state[P_XSP], w.state[P_YSP]]).toEqual([0, -0x700]);
  });
});

describe('ring loss (SPG section 15, RingLoss)', () => {
  it("the scatter speeds walk the original's table: 0x88 at 4x, then 0x98 …, the second half at 2x", () => {
    expect(RING_LOSS_SPEEDS[0]).toEqual([-196, -1004]);
    expect(RING_LOSS_SPEEDS[1]).toEqual([196, -1004]);
    expect(RING_LOSS_SPEEDS[2]).toEqual([-568, -848]);
    expect(RING_LOSS_SPEEDS[16]).toEqual([-98, -502]);
    expect(RING_LOSS_SPEEDS[30]).toEqual([-98, 502]);
    expect(RING_LOSS_SPEEDS[31]).toEqual([98, 502]);
  });

  it('40 rings scatter 32 (the rest are lost) and the count becomes 0; their first-frame speeds are the table plus gravity 0x18', () => {
    const w = settle(world(level()));
    w.state[P_RINGS] = 40;
    hurtPlayer(w, 0);
    expect(w.state[P_RINGS]).toBe(0);
    const slots = scattered(w);
    expect(slots.length).toBe(32);
    tap(w);
    expect(getField(w, slots[0], O_XSP)).toBe(-196);
    expect(getField(w, slots[0], O_YSP)).toBe(-1004 + 0x18);
  });

  it('5 rings scatter 5', () => {
    const w = settle(world(level()));
    w.state[P_RINGS] = 5;
    hurtPlayer(w, 0);
    expect(scattered(w).length).toBe(5);
  });

  it('scattered rings move 254 frames after the spill and are gone on the 255th', () => {
    const w = settle(world(wide()));
    w.state[P_RINGS] = 4;
    scatterRings(w);
    place(w, { x: 1500, y: 204 });
    w.state[P_INVULN_TIMER] = 100000; // never gathers them
    hold(w, '', 254);
    expect(scattered(w).length).toBe(4);
    tap(w);
    expect(scattered(w).length).toBe(0);
  });

  function twoSpills(fixes: QuirkId[]): [number, number] {
    const w = settle(world(wide(), { fixes }));
    w.state[P_RINGS] = 3;
    scatterRings(w);
    place(w, { x: 1500, y: 204 });
    w.state[P_INVULN_TIMER] = 100000; // never gathers them
    hold(w, '', 100);
    w.state[P_X] = 1280 << 8;
    w.state[P_Y] = 204 << 8;
    w.state[P_RINGS] = 2;
    scatterRings(w);
    place(w, { x: 1500, y: 204 });
    hold(w, '', 200);
    const at300 = scattered(w).length;
    hold(w, '', 60);
    return [at300, scattered(w).length];
  }

  it('sharedRingTimer (on): a new spill renews the lifetime of rings from an earlier one', () => {
    expect(twoSpills([])).toEqual([5, 0]);
  });

  it('sharedRingTimer fixed: each spill lives its own 255 frames', () => {
    expect(twoSpills(['sharedRingTimer'])).toEqual([2, 0]);
  });
});

describe('rebounds (SPG section 11 "Rebound")', () => {
  const rb = (py: number, ysp: number, enemyY: number) => {
    const w = settle(world(level()));
    w.state[P_Y] = py << 8;
    w.state[P_YSP] = ysp;
    reboundFromEnemy(w, enemyY << 8);
    return w.state[P_YSP];
  };
  it('above the badnik and falling: ysp reversed', () => expect(rb(100, 0x300, 110)).toBe(-0x300));
  it('below (or level with) the badnik and falling: ysp -= 0x100', () => {
    expect(rb(120, 0x300, 110)).toBe(0x200);
    expect(rb(110, 0x300, 110)).toBe(0x200);
  });
  it('rising: ysp += 0x100', () => expect(rb(100, -0x300, 110)).toBe(-0x200));
  it('ysp 0: reversed to 0 above, -0x100 below', () => {
    expect(rb(100, 0, 110)).toBe(0);
    expect(rb(120, 0, 110)).toBe(-0x100);
  });
  it('a boss halves and reverses both speeds', () => {
    const w = settle(world(level()));
    w.state[P_XSP] = 0x301;
    w.state[P_YSP] = 0x400;
    reboundFromBoss(w);
    expect([w.state[P_XSP], w.state[P_YSP]]).toEqual([-0x181, -0x200]);
  });
});
