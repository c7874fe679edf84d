import { describe, expect, it } from 'vitest';
import { EV_OBJECT_LAND } from '../../../../engine/state/events.ts';
import {
  P_GSP, P_ON_OBJECT, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_DEAD, ST_ON_OBJECT, ST_PUSH,
} from '../../../../engine/state/layout.ts';
import { place } from '../../support/place.ts';
import { settle, world } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';

const block = (x: number, y: number, width = 16, height = 16) => ({ id: 'b', type: 'solidBlock', x, y, width, height });

describe('solid object: pushing out of the sides', () => {
  it('pops a player 3 px inside the left side out by whole pixels, keeping subpixel 0x80, and stops it', () => {
    const w = settle(world(objectLevel([block(200, 208)])));
    // combined x radius 16 + 10 + 1 = 27: the left edge of the combined box is x = 173.
    place(w, { x: 176, y: 204 });
    w.state[P_X] |= 0x80;
    w.step(0);
    expect(w.state[P_X]).toBe((173 << 8) | 0x80);
    expect(w.state[P_XSP]).toBe(0);
    expect(w.state[P_GSP]).toBe(0);
    expect(w.state[P_STATUS] & ST_PUSH).toBe(ST_PUSH);
  });

  it('only zeroes the speeds of a player moving towards the object', () => {
    const w = settle(world(objectLevel([block(200, 208)])));
    // Right side: x distance < 0; moving right (away) keeps its speed but is still popped out.
    place(w, { x: 225, y: 204, xsp: 0x20, gsp: 0x20 });
    w.step(0);
    expect(w.state[P_X] >> 8).toBe(227);
    expect(w.state[P_GSP]).not.toBe(0);
  });
});

describe('solid object: landing on top', () => {
  it('lands a player 5 px into the grip at y = object y - 16 - 19 - 1 = 172, sets the standing flags and emits objectLand', () => {
    const w = settle(world(objectLevel([block(200, 208)])));
    place(w, { x: 200, y: 174, air: true });
    const ev = w.step(0);
    expect(w.state[P_Y] >> 8).toBe(172);
    expect(w.state[P_YSP]).toBe(0);
    expect(w.state[P_STATUS] & (ST_AIR | ST_ON_OBJECT)).toBe(ST_ON_OBJECT);
    expect(w.state[P_ON_OBJECT]).toBe(1);
    expect(ev & EV_OBJECT_LAND).toBe(EV_OBJECT_LAND);
    w.step(0);
    expect(w.state[P_Y] >> 8).toBe(172);
  });

  it('objectSlipping: 17 px right of a 16 px wide block the player slips past the corner; fixed, it lands', () => {
    const bug = settle(world(objectLevel([block(200, 208)])));
    place(bug, { x: 217, y: 174, air: true });
    bug.step(0);
    expect(bug.state[P_STATUS] & ST_ON_OBJECT).toBe(0);
    const fixed = settle(world(objectLevel([block(200, 208)]), { fixes: ['objectSlipping'] }));
    place(fixed, { x: 217, y: 174, air: true });
    fixed.step(0);
    expect(fixed.state[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
    expect(fixed.state[P_Y] >> 8).toBe(172);
  });

  it('walks off at the combined radius: on at x = 226, off at x = 227 (Sonic 1 clears only the standing flag)', () => {
    const w = settle(world(objectLevel([block(200, 208)])));
    place(w, { x: 200, y: 174, air: true });
    w.step(0);
    place(w, { x: 226, y: 172 });
    w.step(0);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
    place(w, { x: 227, y: 172 });
    w.state[P_STATUS] |= ST_ON_OBJECT;
    w.step(0);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(0);
    expect(w.state[P_ON_OBJECT]).toBe(0);
  });

  it('in Sonic 2 walking off also makes the player airborne', () => {
    const w = settle(world(objectLevel([block(200, 208)], { profile: 's2' })));
    place(w, { x: 200, y: 174, air: true });
    w.step(0);
    place(w, { x: 227, y: 172 });
    w.state[P_STATUS] |= ST_ON_OBJECT;
    w.step(0);
    expect(w.state[P_STATUS] & (ST_ON_OBJECT | ST_AIR)).toBe(ST_AIR);
  });
});

describe('solid object: the bottom', () => {
  it('crushes a grounded player whose head is 6 px inside a block above (y distance -5, ysp 0)', () => {
    const w = settle(world(objectLevel([block(200, 174)])));
    place(w, { x: 200, y: 204 });
    w.step(0);
    expect(w.state[P_STATUS] & ST_DEAD).toBe(ST_DEAD);
  });

  it('pushes a rising player out of the bottom by whole pixels (y distance -7: y 178 -> 185) and zeroes ysp', () => {
    const w = settle(world(objectLevel([block(200, 150)])));
    place(w, { x: 200, y: 182, ysp: -0x400, air: true });
    w.state[P_Y] |= 0x40;
    w.step(0);
    expect(w.state[P_YSP]).toBe(0);
    expect(w.state[P_Y]).toBe((185 << 8) | 0x40);
  });

  it('objectBottomOverlap: a block at y = 170 (head 2 px in) misses a standing player; fixed, it crushes', () => {
    const bug = settle(world(objectLevel([block(200, 170)])));
    place(bug, { x: 200, y: 204 });
    bug.step(0);
    expect(bug.state[P_STATUS] & ST_DEAD).toBe(0);
    const fixed = settle(world(objectLevel([block(200, 170)]), { fixes: ['objectBottomOverlap'] }));
    place(fixed, { x: 200, y: 204 });
    fixed.step(0);
    expect(fixed.state[P_STATUS] & ST_DEAD).toBe(ST_DEAD);
  });
});
