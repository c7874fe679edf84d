import { describe, expect, it } from 'vitest';
import {
  P_CTRL_LOCK, P_DOUBLE_JUMP, P_DOUBLE_JUMP_PROP, P_HRAD, P_STATUS, P_WRAD, ST_FACING_LEFT,
} from '../../../../engine/state/layout.ts';
import { turn } from '../../../../engine/player/moves/knucklesGlide.ts';
import type { QuirkId } from '../../../../engine/quirks/catalogue.ts';
import { flatRows, flatTile, makeLevel, put } from '../../support/testLevel.ts';
import { hold, tap } from '../../support/run.ts';
import { airborne, openLevel } from './moveSupport.ts';

/** Knuckles gliding (flag 1, radii 10 x 10) at an exact spot. */
function gliding(
  p: { x?: number; y?: number; ysp?: number; gsp?: number; angle?: number; left?: boolean },
  opts: { level?: ReturnType<typeof openLevel>; fixes?: QuirkId[] } = {},
) {
  const w = airborne('knuckles', { x: p.x ?? 300, y: p.y ?? 200, ysp: p.ysp ?? 0x70, gsp: p.gsp ?? 0x400 }, opts);
  w.state[P_DOUBLE_JUMP] = 1;
  w.state[P_DOUBLE_JUMP_PROP] = p.angle ?? (p.left ? 0x80 : 0);
  if (p.left) w.state[P_STATUS] |= ST_FACING_LEFT;
  w.state[P_WRAD] = 10;
  w.state[P_HRAD] = 10;
  return w;
}

describe('Knuckles\' glide start (Sonic & Knuckles Knux_Test_For_Glide)', () => {
  it('from Y speed -0x100: + 0x200 = 0x100 (the SPG would zero it), glide speed 0x400, radii 10 x 10, no y change; then gravity 0x38', () => {
    const w = airborne('knuckles', { x: 300, y: 200, ysp: -0x100, roll: true });
    const rec = tap(w, 'A');
    expect(rec.moves).toEqual(['glide']);
    expect(w.state[P_DOUBLE_JUMP]).toBe(1);
    expect([rec.wrad, rec.hrad, rec.roll]).toEqual([10, 10, false]);
    expect([rec.xsp, rec.gsp, rec.ysp]).toEqual([0x400, 0x400, 0x100 + 0x38]);
    expect([rec.x, rec.y]).toEqual([(300 << 8) + 0x400, (200 << 8) + 0x100]);
  });

  it('from -0x300 the sum is still negative: 0; facing left the X speed is -0x400 and the turn angle 0x80', () => {
    const w = airborne('knuckles', { x: 300, y: 200, ysp: -0x300, roll: true });
    w.state[P_STATUS] |= ST_FACING_LEFT;
    const rec = tap(w, 'A');
    expect([rec.xsp, rec.ysp, w.state[P_DOUBLE_JUMP_PROP]]).toEqual([-0x400, 0x38, 0x80]);
  });

  it('Knuckles jumps with 0x600 and glides only in Sonic 3 & Knuckles', () => {
    const w = airborne('knuckles', { x: 300, y: 200, ysp: -0x100, roll: true }, { profile: 's2' });
    tap(w, 'A');
    expect(w.state[P_DOUBLE_JUMP]).toBe(0);
  });
});

describe('gliding (Knuckles_Move_Glide), frame by frame', () => {
  it('speed +4 per frame from 0x400, X speed = cos(angle) * speed >> 8, Y speed settles ±0x20 around 0x80, no gravity', () => {
    const w = gliding({ ysp: 0x70 });
    const r1 = tap(w, 'A');
    expect([r1.gsp, r1.xsp, r1.ysp, r1.x, r1.y]).toEqual([0x404, 0x404, 0x90, (300 << 8) + 0x404, (200 << 8) + 0x90]);
    const r2 = tap(w, 'A');
    expect([r2.gsp, r2.xsp, r2.ysp]).toEqual([0x408, 0x408, 0x70]);
    const r3 = tap(w, 'A');
    expect(r3.ysp).toBe(0x90);
  });

  it('below 0x400 the speed grows by 8', () => {
    const w = gliding({ gsp: 0x3f8 });
    expect(tap(w, 'A').gsp).toBe(0x400);
    expect(tap(w, 'A').gsp).toBe(0x404);
  });

  it('turning: Left moves the angle by 2 per frame (cos 2 = 255: X speed 0x404 * 255 >> 8 = 1023), no speed-up during the turn, 64 frames to reverse', () => {
    const w = gliding({});
    const r1 = tap(w, 'AL');
    expect([w.state[P_DOUBLE_JUMP_PROP], r1.gsp, r1.xsp]).toEqual([2, 0x404, 1023]);
    const r2 = tap(w, 'AL');
    expect([w.state[P_DOUBLE_JUMP_PROP], r2.gsp, r2.xsp]).toEqual([4, 0x404, (254 * 0x404) >> 8]);
    const recs = hold(w, 'AL', 62);
    expect(w.state[P_DOUBLE_JUMP_PROP]).toBe(0x80);
    expect([recs[61].gsp, recs[61].xsp]).toEqual([0x404, -0x404]);
    expect(tap(w, 'AL').xsp).toBe(-0x408);
    expect(w.state[P_STATUS] & ST_FACING_LEFT).toBe(ST_FACING_LEFT);
  });

  it('a turn once begun goes on by itself; the other button mirrors it back (neg.b, then + 2)', () => {
    expect(turn(0x10, 0)).toBe(0x12);
    expect(turn(0x80, 0)).toBe(0x80);
    expect(turn(0, 0)).toBe(0);
    expect(turn(0x10, 0x08)).toBe(0xf2);
    expect(turn(0x90, 0x04)).toBe(0x72);
    expect(turn(0x80, 0x0c)).toBe(0x82);
  });

  it('letting go drops him: X speed >> 2 (0x404 >> 2 = 0x101), radii 19 x 9 without moving; then gravity 0x38 after the move', () => {
    const w = gliding({ ysp: 0x70 });
    const r1 = tap(w);
    expect([w.state[P_DOUBLE_JUMP], r1.xsp, r1.ysp, r1.wrad, r1.hrad]).toEqual([2, 0x101, 0x90, 9, 19]);
    const r2 = tap(w);
    expect([r2.x - r1.x, r2.y - r1.y, r2.ysp]).toEqual([0x101, 0x90, 0x90 + 0x38]);
  });
});

describe('the glide\'s landings', () => {
  it('a flat floor: slide (flag 3), friction 0x20 per frame, stands up 32 frames later (y - 9, control locked 15)', () => {
    const w = gliding({ x: 300, y: 469, ysp: 0x70 });
    tap(w, 'A');
    const r2 = tap(w, 'A');
    expect([w.state[P_DOUBLE_JUMP], r2.y, r2.ysp, r2.xsp, r2.air]).toEqual([3, 469 << 8, 0, 0x408, true]);
    const r3 = tap(w, 'A');
    expect([r3.xsp, r3.x - r2.x]).toEqual([0x3e8, 0x408]);
    const recs = hold(w, 'A', 32);
    expect(recs[30].xsp).toBe(8);
    const up = recs[31];
    expect([up.air, up.y, up.xsp, up.gsp, up.hrad, w.state[P_CTRL_LOCK], w.state[P_DOUBLE_JUMP]]).toEqual([false, 460 << 8, 0, 0, 19, 15, 0]);
  });

  it('releasing the button while sliding stands him up at once', () => {
    const w = gliding({ x: 300, y: 469, ysp: 0x70 });
    hold(w, 'A', 2);
    const r = tap(w);
    expect([r.air, r.y >> 8, r.xsp]).toEqual([false, 460, 0]);
  });

  it('sliding off a ledge: the floor 14 px or more below ends the slide in the drop', () => {
    let rows = flatRows(100, 30, 32);
    rows = put(rows, 20, 30, '..........');
    rows = put(rows, 20, 31, '..........');
    const w = gliding({ x: 300, y: 469, ysp: 0x70, gsp: 0x600 }, { level: makeLevel({ rows, start: { x: 200, y: 400 }, profile: 's3k' }) });
    const recs = hold(w, 'A', 20);
    const drop = recs.findIndex((_, i) => i > 2 && w.state[P_DOUBLE_JUMP] === 2);
    expect(drop).toBeGreaterThan(0);
    expect(w.state[P_DOUBLE_JUMP]).toBe(2);
  });

  it('landing from the drop: every speed 0, control locked 15 frames', () => {
    const w = gliding({ x: 300, y: 440, ysp: 0x70 });
    tap(w);
    const recs = hold(w, '', 40);
    const land = recs.find((r) => !r.air)!;
    expect([land.xsp, land.ysp, land.gsp, land.y >> 8]).toEqual([0, 0, 0, 460]);
    expect(land.events).toContain('land');
  });
});

describe('glideSteepLanding: a glide into a floor steeper than 45 degrees', () => {
  const steep = (fixes: QuirkId[]) => {
    let rows = flatRows(100, 30, 32);
    rows = put(rows, 0, 30, 's'.repeat(100));
    const level = makeLevel({ rows, start: { x: 200, y: 400 }, profile: 's3k', tiles: { steep: flatTile(16, 0x30) }, legend: { s: { tile: 'steep', solidity: 'all' } } });
    const w = gliding({ x: 300, y: 469, ysp: 0x70, left: true }, { level, fixes });
    tap(w, 'A');
    return tap(w, 'A');
  };
  it('with the bug, gliding left (X speed -0x408) he lands with ground speed +0x408: the unsigned glide speed', () => {
    const r = steep([]);
    expect([r.air, r.angle, r.gsp, r.xsp]).toEqual([false, 0x30, 0x408, 0x408]);
  });
  it('fixed, the ground speed keeps the glide\'s direction: -0x408', () => {
    const r = steep(['glideSteepLanding']);
    expect([r.air, r.gsp, r.xsp]).toEqual([false, -0x408, -0x408]);
  });
});
