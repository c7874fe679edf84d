import { describe, expect, it } from 'vitest';
import {
  P_DOUBLE_JUMP, P_DOUBLE_JUMP_PROP, P_RINGS, P_STATUS, ST_UNDERWATER,
} from '../../../../engine/state/layout.ts';
import { FLIGHT_TIME } from '../../../../engine/player/moves/tailsFlight.ts';
import { flatRows, makeLevel } from '../../support/testLevel.ts';
import { hold, tap } from '../../support/run.ts';
import { airborne } from './moveSupport.ts';

/** Tails flying (double_jump_flag set, uncurled) at an exact spot. */
function flying(p: { x?: number; y?: number; ysp?: number; xsp?: number; flag?: number; time?: number; frame?: number }, level?: ReturnType<typeof makeLevel>) {
  const w = airborne('tails', { x: p.x ?? 300, y: p.y ?? 200, ysp: p.ysp ?? 0, xsp: p.xsp ?? 0, frame: p.frame ?? 1 }, { level });
  w.state[P_DOUBLE_JUMP] = p.flag ?? 1;
  w.state[P_DOUBLE_JUMP_PROP] = p.time ?? FLIGHT_TIME;
  return w;
}

describe('Tails\' flight start (Sonic 3 Tails_Test_For_Flight)', () => {
  it('a new press while jumping at -0x300: uncurls 1 px up, radii 15 x 9, flag 1, timer 240; gravity 0x38 that frame', () => {
    const w = airborne('tails', { x: 300, y: 200, ysp: -0x300, roll: true });
    const rec = tap(w, 'A');
    expect(rec.moves).toEqual(['flight']);
    expect(w.state[P_DOUBLE_JUMP]).toBe(1);
    expect(w.state[P_DOUBLE_JUMP_PROP]).toBe(240);
    expect([rec.wrad, rec.hrad, rec.roll]).toEqual([9, 15, false]);
    expect(rec.y).toBe((200 << 8) - 0x100 - 0x300);
    expect(rec.ysp).toBe(-0x300 + 0x38);
  });

  it('not while still rising faster than the release speed (-0x401), nor after a fall (not jumping)', () => {
    const rising = airborne('tails', { x: 300, y: 200, ysp: -0x401, roll: true });
    expect(tap(rising, 'A').ysp).toBe(-0x401 + 0x38);
    expect(rising.state[P_DOUBLE_JUMP]).toBe(0);
    const falling = airborne('tails', { x: 300, y: 200, ysp: 0x100, jumping: false });
    tap(falling, 'A');
    expect(falling.state[P_DOUBLE_JUMP]).toBe(0);
  });

  it('only Sonic 3 & Knuckles\' Tails flies: in Sonic 2 the press does nothing', () => {
    const w = airborne('tails', { x: 300, y: 200, ysp: -0x300, roll: true }, { profile: 's2' });
    const rec = tap(w, 'A');
    expect(w.state[P_DOUBLE_JUMP]).toBe(0);
    expect(rec.roll).toBe(true);
  });
});

describe('Tails flying (Tails_Move_FlySwim), frame by frame', () => {
  it('gliding down: +8 per frame, no other gravity; the timer counts down on even P_FRAMEs only, and at 0 a press does nothing', () => {
    const w = flying({ ysp: 0x100, time: 2, frame: 0 });
    const y0 = 200 << 8;
    const r1 = tap(w);
    expect([r1.ysp, r1.y, w.state[P_DOUBLE_JUMP_PROP]]).toEqual([0x108, y0 + 0x108, 1]);
    const r2 = tap(w);
    expect([r2.ysp, r2.y, w.state[P_DOUBLE_JUMP_PROP]]).toEqual([0x110, y0 + 0x108 + 0x110, 1]);
    const r3 = tap(w);
    expect([r3.ysp, w.state[P_DOUBLE_JUMP_PROP]]).toEqual([0x118, 0]);
    const r4 = tap(w, 'A');
    expect([r4.ysp, w.state[P_DOUBLE_JUMP]]).toEqual([0x120, 1]);
  });

  it('a flap: the press adds 8 and sets flag 2; then -0x20 per frame until Y speed is below -0x100 (-0x118 after 11 frames), then +8 again', () => {
    const w = flying({ ysp: 0x40 });
    const press = tap(w, 'A');
    expect([press.ysp, w.state[P_DOUBLE_JUMP]]).toEqual([0x48, 2]);
    for (let k = 1; k <= 11; k++) {
      const r = tap(w);
      expect([r.ysp, w.state[P_DOUBLE_JUMP]]).toEqual([0x48 - 0x20 * k, 2 + k]);
    }
    const end = tap(w);
    expect([end.ysp, w.state[P_DOUBLE_JUMP]]).toEqual([-0x118, 1]);
    expect(tap(w).ysp).toBe(-0x110);
  });

  it('a flap lasts 30 frames at most: from 0x608 it ends at 0x248 when the flag reaches 0x20', () => {
    const w = flying({ y: 100, ysp: 0x600 });
    tap(w, 'A');
    const recs = hold(w, '', 30);
    expect(recs[28].ysp).toBe(0x608 - 29 * 0x20);
    expect(recs[29].ysp).toBe(0x248);
    expect(w.state[P_DOUBLE_JUMP]).toBe(1);
    expect(tap(w).ysp).toBe(0x250);
  });

  it('no flap while rising faster than -0x100', () => {
    const w = flying({ ysp: -0x101 });
    const r = tap(w, 'A');
    expect([r.ysp, w.state[P_DOUBLE_JUMP]]).toEqual([-0x101 + 8, 1]);
  });

  it('at the level\'s top + 16 px a rising Tails stops: y 16 stays, y 17 goes on', () => {
    const top = flying({ y: 16, ysp: -0x80 });
    const r = tap(top);
    expect([r.ysp, r.y]).toEqual([0, 16 << 8]);
    const below = flying({ y: 17, ysp: -0x80 });
    expect(tap(below).ysp).toBe(-0x78);
  });

  it('air control and drag while flying: Right adds 0x18, and drag takes xsp >> 5 while rising', () => {
    const w = flying({ ysp: -0x80, xsp: 0x300 });
    expect(tap(w, 'R').xsp).toBe(0x318 - (0x318 >> 5));
  });

  it('landing ends the flight (Tails_TouchFloor: double_jump_flag 0)', () => {
    const w = flying({ y: 462, ysp: 0x200 });
    const rec = hold(w, '', 3).find((r) => !r.air)!;
    expect(rec.events).toContain('land');
    expect(w.state[P_DOUBLE_JUMP]).toBe(0);
    expect(rec.y >> 8).toBe(480 - 15 - 1);
  });
});

describe('Tails\' flying attack (Sonic 3 Touch_Enemy)', () => {
  const level = makeLevel({
    rows: flatRows(100, 30, 32), start: { x: 200, y: 400 }, profile: 's3k',
    objects: [{ id: 'bug', type: 'motobug', x: 300, y: 100 }],
  });
  it('an enemy 12 px above him (GetArcTan 0x40, in 0x20..0x5F) is destroyed', () => {
    const w = flying({ x: 300, y: 112 }, level);
    w.state[P_RINGS] = 5;
    const rec = tap(w);
    expect(rec.events).toContain('enemyDestroyed');
    expect(rec.events).not.toContain('hurt');
  });
  it('an enemy beside him (angle 0) hurts him', () => {
    const w = flying({ x: 320, y: 100 }, level);
    w.state[P_RINGS] = 5;
    expect(tap(w).events).toContain('hurt');
  });
  it('under water the tails do not hit', () => {
    const w = flying({ x: 300, y: 112 }, level);
    w.state[P_RINGS] = 5;
    w.state[P_STATUS] |= ST_UNDERWATER;
    expect(tap(w).events).toContain('hurt');
  });
});
