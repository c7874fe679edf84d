import { describe, expect, it } from 'vitest';
import { flatRows, flatTile, makeLevel, put } from '../support/testLevel.ts';
import { hold, px, settle, tap, world } from '../support/run.ts';
import { place } from '../support/place.ts';

const flat = makeLevel({ rows: flatRows(100), start: { x: 100, y: 190 } });

describe('jumping (SPEC-NOTES "Jump")', () => {
  it.each([
    ['sonic', -0x680],
    ['tails', -0x680],
    ['knuckles', -0x600],
  ] as const)('%s jumps from flat ground with Y speed %i', (character, ysp) => {
    const w = settle(world(flat, { character }));
    const rec = tap(w, 'A');
    expect(rec.events).toContain('jump');
    expect(rec.ysp).toBe(ysp);
    expect(rec.xsp).toBe(0);
    expect(rec.air).toBe(true);
    expect(rec.roll).toBe(true);
  });

  it('the jump frame ends the ground routine: no movement that frame, radii 14/7 and y + 5', () => {
    const w = settle(world(flat));
    const rec = tap(w, 'A');
    expect(px(rec.y)).toBe(204 + 5);
    expect([rec.wrad, rec.hrad]).toEqual([7, 14]);
  });

  it('Tails moves down by his own radius difference (15 - 14 = 1 px)', () => {
    const w = settle(world(flat, { character: 'tails' }));
    const y0 = px(w.state[1]);
    expect(px(tap(w, 'A').y)).toBe(y0 + 1);
  });

  it('only a new press jumps: holding A from a landing does not jump again', () => {
    const w = settle(world(flat));
    tap(w, 'A');
    const rec = hold(w, 'A', 120);
    expect(rec.filter((r) => r.events.includes('jump')).length).toBe(0);
  });

  it('releasing the button clamps Y speed to -0x400 (variable jump height), then gravity', () => {
    const w = settle(world(flat));
    tap(w, 'A');
    expect(tap(w).ysp).toBe(-0x400 + 0x38);
  });

  it('holding the button keeps the jump: -0x680 + 0x38', () => {
    const w = settle(world(flat));
    tap(w, 'A');
    expect(tap(w, 'A').ysp).toBe(-0x680 + 0x38);
  });

  it.each([
    [0x300, -0x300, 0x300 - 0x18],
    [31, -0x100, 31],
    [-1, -0x100, 0],
    [-31, -0x100, -30],
    [-0x300, -0x400, -0x300 + 0x18],
    [0x300, -0x401, 0x300],
    [0x300, 0, 0x300],
  ])('air drag: xsp %i at ysp %i becomes %i (xsp -= xsp >> 5 while -0x400 <= ysp <= -1)', (xsp, ysp, expected) => {
    const w = place(world(flat), { x: 300, y: 100, xsp, ysp, air: true });
    expect(tap(w).xsp).toBe(expected);
  });

  it('a ceiling 25 px above the centre refuses the jump (headroom below 6)', () => {
    const level = makeLevel({
      rows: put(flatRows(60), 0, 11, 'c'.repeat(60)),
      tiles: { low: flatTile(4, 0xff) },
      legend: { c: { tile: 'low', solidity: 'all', flipY: true } },
      start: { x: 100, y: 200 },
    });
    // The hanging tile fills y 176..179: its underside pixel is 179 = 204 - 25.
    const w = settle(world(level));
    expect(px(w.state[1])).toBe(204);
    const rec = tap(w, 'A');
    expect(rec.events).toContain('jumpRefused');
    expect(rec.air).toBe(false);
  });

  it('a ceiling 26 px above allows it', () => {
    const level = makeLevel({
      rows: put(flatRows(60), 0, 11, 'c'.repeat(60)),
      tiles: { low: flatTile(3, 0xff) },
      legend: { c: { tile: 'low', solidity: 'all', flipY: true } },
      start: { x: 100, y: 200 },
    });
    const w = settle(world(level));
    expect(tap(w, 'A').events).toContain('jump');
  });

  it('jumping off a slope adds the angle-based force to the ground speeds', () => {
    const level = makeLevel({ rows: put(flatRows(60), 0, 14, 's'.repeat(60)), tiles: { s: flatTile(16, 0xe0) }, legend: { s: { tile: 's', solidity: 'all' } }, start: { x: 200, y: 190 } });
    const w = settle(world(level));
    const before = tap(w);
    const rec = tap(w, 'A');
    // xsp += (sin(0xE0) = -181) * 0x680 >> 8, ysp += (sin(0xA0) = -181) * 0x680 >> 8
    expect(rec.xsp - before.xsp).toBe((-181 * 0x680) >> 8);
    expect(rec.ysp - before.ysp).toBe((-181 * 0x680) >> 8);
  });
});

describe('the roll-jump', () => {
  it('keeps the standing radii and locks air control until landing (Sonic 1/2/3)', () => {
    const w = settle(world(flat));
    hold(w, 'R', 20);
    tap(w, 'D');
    const jump = tap(w, 'A');
    expect([jump.wrad, jump.hrad]).toEqual([9, 19]);
    // Left does nothing; only air drag acts (ysp was clamped to -0x400: xsp -= xsp >> 5).
    const a = tap(w, 'L');
    expect(a.xsp).toBe(jump.xsp - (jump.xsp >> 5));
  });

  it('Sonic CD keeps air control and the rolling radii', () => {
    const w = settle(world(flat, { profile: 'cd' }));
    hold(w, 'R', 20);
    tap(w, 'D');
    const jump = tap(w, 'A');
    expect([jump.wrad, jump.hrad]).toEqual([7, 14]);
    const x = jump.xsp - 0x18;
    expect(tap(w, 'L').xsp).toBe(x - (x >> 5));
  });
});
