import { describe, expect, it } from 'vitest';
import { BTN_RIGHT } from '../../../../engine/input.ts';
import { OBJECT_TYPE_INDEX, OBJECT_TYPE_LIST } from '../../../../engine/objects/catalogue.ts';
import { getField } from '../../../../engine/objects/objectContext.ts';
import { O_ROUTINE, O_YSP } from '../../../../engine/objects/objectFields.ts';
import {
  P_CTRL_LOCK, P_GSP, P_ON_OBJECT, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_FACING_LEFT, ST_ON_OBJECT,
} from '../../../../engine/state/layout.ts';
import { place } from '../../support/place.ts';
import { settle, world } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';

const monitorAt = (profile: 's1' | 's2' | 's3k' = 's1') =>
  settle(world(objectLevel([{ id: 'm', type: 'monitor', x: 200, y: 208 }], { profile })));

describe('monitor solidity (Sonic 1: 15 x 15, landing window x 181..218, top 16 px)', () => {
  it('lands a falling player at x = 218 at y = 208 - 15 - 19 = 174, then stands 1 px higher at 173', () => {
    const w = monitorAt();
    place(w, { x: 218, y: 188, air: true });
    w.step(0);
    expect([w.state[P_Y] >> 8, w.state[P_ON_OBJECT], w.state[P_STATUS] & ST_ON_OBJECT]).toEqual([174, 1, ST_ON_OBJECT]);
    w.step(0);
    expect(w.state[P_Y] >> 8).toBe(173);
  });

  it('does not land at x = 219 (right side, xsp 0: not popped) nor at x = 180 (left side: xsp 0 counts as towards, popped 6 px to 174)', () => {
    for (const [x, after] of [[219, 219], [180, 174]]) {
      const w = monitorAt();
      place(w, { x, y: 188, air: true });
      w.step(0);
      expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(0);
      expect(w.state[P_X] >> 8).toBe(after);
    }
  });

  it('does not land 16 px down the combined box (y = 190) but does at 15 px (y = 189)', () => {
    const deep = monitorAt();
    place(deep, { x: 200, y: 190, air: true });
    deep.step(0);
    expect(deep.state[P_STATUS] & ST_ON_OBJECT).toBe(0);
    const ok = monitorAt();
    place(ok, { x: 200, y: 189, air: true });
    ok.step(0);
    expect(ok.state[P_Y] >> 8).toBe(174);
  });

  it('Sonic 1: a curled player moving down passes into it; moving up it is solid', () => {
    const down = monitorAt();
    place(down, { x: 200, y: 189, air: true, roll: true });
    down.step(0);
    expect(down.state[P_STATUS] & ST_ON_OBJECT).toBe(0);
    const up = monitorAt();
    place(up, { x: 200, y: 189, air: true, roll: true, ysp: -0x100 });
    up.step(0);
    expect(up.state[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
  });

  it('Sonic 2: a curled player passes into it whichever way it moves', () => {
    const up = monitorAt('s2');
    place(up, { x: 200, y: 189, air: true, roll: true, ysp: -0x100 });
    up.step(0);
    expect(up.state[P_STATUS] & ST_ON_OBJECT).toBe(0);
  });

  it('Sonic 3 & Knuckles monitors are 14 x 16: the window is x 182..217', () => {
    const w = world(objectLevel([{ id: 'm', type: 'monitor', x: 200, y: 207 }], { profile: 's3k' }));
    expect(w.p.monitorWidth).toBe(14);
    expect(w.p.monitorHeight).toBe(16);
    settle(w);
    place(w, { x: 218, y: 188, air: true });
    w.step(0);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(0);
  });

  it('touch from below (moving up, 16+ px below) negates ysp and bumps the monitor up at -0x180; falling it is not solid', () => {
    const w = monitorAt();
    const monitor = OBJECT_TYPE_LIST[OBJECT_TYPE_INDEX.monitor].behaviour;
    place(w, { x: 200, y: 224, air: true, ysp: -0x300 });
    monitor.touch!(w, 0);
    expect(w.state[P_YSP]).toBe(0x300);
    expect(getField(w, 0, O_YSP)).toBe(-0x180);
    expect(getField(w, 0, O_ROUTINE)).toBe(1);
    expect(monitor.hitbox!(w, 0)).toBe(0x46);
  });

  it('touch by a curled player moving down rebounds it (ysp = -ysp) and breaks the monitor for good', () => {
    const w = monitorAt();
    const monitor = OBJECT_TYPE_LIST[OBJECT_TYPE_INDEX.monitor].behaviour;
    place(w, { x: 200, y: 190, air: true, roll: true, ysp: 0x400 });
    monitor.touch!(w, 0);
    expect(w.state[P_YSP]).toBe(-0x400);
    expect(monitor.hitbox!(w, 0)).toBe(0);
  });
});

describe('springs', () => {
  it('a yellow up spring fires on the landing frame: y = 216 - 8 - 19 - 1 + 8 = 196, ysp -0xA00, airborne, off the object', () => {
    const w = settle(world(objectLevel([{ id: 's', type: 'spring', x: 200, y: 216, color: 'yellow', dir: 'up' }])));
    place(w, { x: 200, y: 188, air: true });
    w.step(0);
    expect([w.state[P_Y] >> 8, w.state[P_YSP], w.state[P_STATUS] & (ST_AIR | ST_ON_OBJECT), w.state[P_ON_OBJECT]]).toEqual([
      196,
      -0xa00,
      ST_AIR,
      0,
    ]);
  });

  it('a red up spring gives ysp -0x1000', () => {
    const w = settle(world(objectLevel([{ id: 's', type: 'spring', x: 200, y: 216, color: 'red', dir: 'up' }])));
    place(w, { x: 200, y: 188, air: true });
    w.step(0);
    expect(w.state[P_YSP]).toBe(-0x1000);
  });

  it('a red left spring pushed from the left throws the player left: xsp = gsp = -0x1000, control lock 15, x + 8', () => {
    const w = settle(world(objectLevel([{ id: 's', type: 'spring', x: 200, y: 209, color: 'red', dir: 'left' }])));
    place(w, { x: 182, y: 204 });
    w.step(BTN_RIGHT);
    expect([w.state[P_X] >> 8, w.state[P_XSP], w.state[P_GSP], w.state[P_CTRL_LOCK], w.state[P_STATUS] & ST_FACING_LEFT]).toEqual([
      189,
      -0x1000,
      -0x1000,
      15,
      ST_FACING_LEFT,
    ]);
  });

  it('a yellow down spring hit from below throws the player down at 0xA00', () => {
    const w = settle(world(objectLevel([{ id: 's', type: 'spring', x: 200, y: 150, color: 'yellow', dir: 'down' }])));
    place(w, { x: 200, y: 174, air: true, ysp: -0x200 });
    w.step(0);
    expect(w.state[P_YSP]).toBe(0xa00);
  });
});
