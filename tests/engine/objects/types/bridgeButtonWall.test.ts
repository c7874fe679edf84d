import { describe, expect, it } from 'vitest';
import { OBJECT_TYPE_INDEX } from '../../../../engine/objects/catalogue.ts';
import { getField } from '../../../../engine/objects/objectContext.ts';
import { OF_DESTROYED, OF_LOADED, O_A, O_B, O_C, O_FLAGS } from '../../../../engine/objects/objectFields.ts';
import { bridgeLogY, logDip, maxDip } from '../../../../engine/objects/types/bridge.ts';
import {
  ANIM_ROLL, P_ANIM, P_GSP, P_ON_OBJECT, P_STATUS, P_X, P_XSP, P_Y, ST_ON_OBJECT, ST_PUSH,
} from '../../../../engine/state/layout.ts';
import type { World } from '../../../../engine/world/world.ts';
import { place } from '../../support/place.ts';
import { hold, world } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';

describe('bridge dip table (seed 003 "Bridge Movement")', () => {
  it('the greatest dips of a 12-log bridge are 2, 4, 6, 8, 10, 12, 12, 10, 8, 6, 4, 2', () => {
    expect(Array.from({ length: 12 }, (_, i) => maxDip(12, i))).toEqual([2, 4, 6, 8, 10, 12, 12, 10, 8, 6, 4, 2]);
  });

  it('standing on log 4 (maximum_dip 10) at full bend, the logs dip 2, 5, 8, 9, 10, 9, 9, 8, 7, 5, 3, 1 px', () => {
    expect(Array.from({ length: 12 }, (_, j) => logDip(12, 4, 0x40, j))).toEqual([2, 5, 8, 9, 10, 9, 9, 8, 7, 5, 3, 1]);
  });

  it('the stood-on log dips its full maximum_dip at bend 0x40 for every log of a 16-log bridge', () => {
    for (let i = 0; i < 16; i++) expect(logDip(16, i, 0x40, i)).toBe(maxDip(16, i));
  });

  it('at bend 0 nothing dips, and at bend 4 (SINE 25) log 4 of 12 dips 0 px', () => {
    expect(logDip(12, 4, 0, 4)).toBe(0);
    expect(logDip(12, 4, 4, 4)).toBe(0);
  });
});

/** A 12-log bridge at x 400, logs resting at y 180 (surface 172), player dropped just above log 4 (x 368). */
function bridgeWorld(x = 368): World {
  const w = world(objectLevel([{ id: 'br', type: 'bridge', x: 400, y: 180, length: 12 }], { startX: 100 }));
  for (let i = 0; i < 60; i++) w.step(0);
  place(w, { x, y: 150, air: true });
  return w;
}

describe('bridge (Sonic 1 Obj11)', () => {
  it('lands a falling player at y = 172 - 19 - 1 = 152, then holds it at log y - 8 - 19 = 153', () => {
    const w = bridgeWorld();
    hold(w, '', 1);
    expect([w.state[P_Y] >> 8, w.state[P_ON_OBJECT], w.state[P_STATUS] & ST_ON_OBJECT]).toEqual([152, 1, ST_ON_OBJECT]);
    hold(w, '', 1);
    expect([w.state[P_Y] >> 8, getField(w, 0, O_B)]).toEqual([153, 4]);
  });

  it('bends in 4 per frame: after 16 standing frames the bend is 0x40, log 4 is at 190 and the player at 163', () => {
    const w = bridgeWorld();
    hold(w, '', 17);
    expect(getField(w, 0, O_B)).toBe(0x40);
    expect(w.state[P_Y] >> 8).toBe(163);
    expect(Array.from({ length: 12 }, (_, j) => bridgeLogY(w, 0, j) - 180)).toEqual([2, 5, 8, 9, 10, 9, 9, 8, 7, 5, 3, 1]);
  });

  it('selects the log by (player x - 400 + 104) >> 4: x 375 is log 4, x 376 log 5 (dip 12)', () => {
    const w = bridgeWorld();
    hold(w, '', 17);
    w.state[P_X] = 375 << 8;
    hold(w, '', 1);
    expect(getField(w, 0, O_C)).toBe(4);
    w.state[P_X] = 376 << 8;
    hold(w, '', 1);
    expect([getField(w, 0, O_C), w.state[P_Y] >> 8]).toEqual([5, 180 + 12 - 27]);
  });

  it('walks off at x = 488 (range 296..487) and springs back to bend 0 in 16 frames', () => {
    const w = bridgeWorld();
    hold(w, '', 17);
    w.state[P_X] = 487 << 8;
    hold(w, '', 1);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
    w.state[P_X] = 488 << 8;
    hold(w, '', 1);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(0);
    expect(getField(w, 0, O_B)).toBe(0x40);
    hold(w, '', 16);
    expect(getField(w, 0, O_B)).toBe(0);
  });

  it('is only landed on over its logs: x = 295 falls past, x = 296 lands', () => {
    const miss = bridgeWorld(295);
    hold(miss, '', 1);
    expect(miss.state[P_STATUS] & ST_ON_OBJECT).toBe(0);
    const hit = bridgeWorld(296);
    hold(hit, '', 1);
    expect(hit.state[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
  });
});

describe('button (Sonic 1 Obj32)', () => {
  it('is pressed while stood on (slot field A = 1), the player standing at 215 - 5 - 19 = 191, and released after a jump', () => {
    const w = world(objectLevel([{ id: 'btn', type: 'button', x: 200, y: 212 }], { startX: 100 }));
    for (let i = 0; i < 60; i++) w.step(0);
    expect(getField(w, 0, O_A)).toBe(0);
    place(w, { x: 200, y: 180, air: true });
    for (let i = 0; i < 30 && (w.state[P_STATUS] & ST_ON_OBJECT) === 0; i++) hold(w, '', 1);
    hold(w, '', 2);
    expect([getField(w, 0, O_A), w.state[P_Y] >> 8]).toEqual([1, 191]);
    hold(w, 'A', 1);
    expect(getField(w, 0, O_A)).toBe(0);
  });
});

describe('breakable wall (Sonic 1 Obj3C: rolling, |xsp| >= 0x480)', () => {
  /** Wall at x 300 (33 x 65), a rolling player at x 276 (y 209) with ground speed g. */
  function rollInto(g: number, roll = true): World {
    const w = world(objectLevel([{ id: 'wall', type: 'breakableWall', x: 300, y: 192 }], { startX: 100 }));
    for (let i = 0; i < 60; i++) w.step(0);
    place(w, { x: 276, y: roll ? 209 : 204, gsp: g, xsp: g, roll });
    if (roll) w.state[P_ANIM] = ANIM_ROLL;
    hold(w, '', 1);
    return w;
  }

  it('breaks at 0x480 (rolling friction takes 0x486 to 0x480): xsp kept, ground speed = xsp, popped to 273 then 4 px back to 269', () => {
    const w = rollInto(0x486);
    const flags = getField(w, 0, O_FLAGS);
    expect([flags & OF_DESTROYED, flags & OF_LOADED]).toEqual([OF_DESTROYED, 0]);
    expect([w.state[P_XSP], w.state[P_GSP], w.state[P_X] >> 8, w.state[P_STATUS] & ST_PUSH, w.state[P_ANIM]]).toEqual([
      0x480, 0x480, 269, 0, ANIM_ROLL,
    ]);
  });

  it('does not break at 0x47F: the player stops at 273, pushing', () => {
    const w = rollInto(0x485);
    expect(getField(w, 0, O_FLAGS) & OF_LOADED).toBe(OF_LOADED);
    expect([w.state[P_XSP], w.state[P_GSP], w.state[P_X] >> 8, w.state[P_STATUS] & ST_PUSH]).toEqual([0, 0, 273, ST_PUSH]);
  });

  it('does not break for a walking player, however fast', () => {
    const w = rollInto(0x600, false);
    expect(getField(w, 0, O_FLAGS) & OF_LOADED).toBe(OF_LOADED);
    expect(w.state[P_XSP]).toBe(0);
  });
});

it('the Objects C types are registered after the Objects B list', () => {
  expect(OBJECT_TYPE_INDEX.bridge).toBeGreaterThan(OBJECT_TYPE_INDEX.spikes);
  expect([OBJECT_TYPE_INDEX.button, OBJECT_TYPE_INDEX.breakableWall]).toEqual([OBJECT_TYPE_INDEX.bridge + 1, OBJECT_TYPE_INDEX.bridge + 2]);
});
