import { describe, expect, it } from 'vitest';
import { flatRows, flatTile, makeLevel, put } from '../support/testLevel.ts';
import { px, tap, world } from '../support/run.ts';
import { place } from '../support/place.ts';

/** A floor of flat-shaped tiles (top at y = 224) that report `angle`. */
const floorWithAngle = (angle: number) =>
  makeLevel({
    rows: put(flatRows(40), 0, 14, 's'.repeat(40)),
    tiles: { s: flatTile(16, angle) },
    legend: { s: { tile: 's', solidity: 'all' } },
    start: { x: 100, y: 100 },
  });

/** Falling (xsp 0x300, ysp 0x400 before gravity → 0x438) with the feet landing 2 px into the floor. */
const land = (angle: number) => tap(place(world(floorWithAngle(angle)), { x: 300, y: 224 - 19 + 2 - 4, xsp: 0x300, ysp: 0x400, air: true }));

describe('landing speed by angle (SPEC-NOTES "Air collision")', () => {
  it.each([0x00, 0x08, 0x0e, 0xf0, 0xfe])('flat angle %i: ysp 0, ground speed = xsp', (angle) => {
    const rec = land(angle);
    expect(rec.events).toContain('land');
    expect(rec.ysp).toBe(0);
    expect(rec.gsp).toBe(0x300);
    expect(rec.angle).toBe(angle);
  });

  it.each([
    [0x10, 0x21c],
    [0x1e, 0x21c],
    [0xe0, -0x21c],
    [0xee, -0x21c],
  ])('slope angle %i: ysp halved, ground speed %i (negated for angles >= 0x80)', (angle, gsp) => {
    const rec = land(angle);
    expect(rec.ysp).toBe(0x438 >> 1);
    expect(rec.gsp).toBe(gsp);
    expect(rec.xsp).toBe(0x300);
  });

  it.each([
    [0x20, 0x438],
    [0x40, 0x438],
    [0xc0, -0x438],
    [0xde, -0x438],
  ])('steep angle %i: xsp 0, ground speed = ysp (%i)', (angle, gsp) => {
    const rec = land(angle);
    expect(rec.xsp).toBe(0);
    expect(rec.gsp).toBe(gsp);
  });

  it('a steep landing caps Y speed at 0xFC0', () => {
    const rec = tap(place(world(floorWithAngle(0x30)), { x: 300, y: 224 - 19 - 14, xsp: 0, ysp: 0x1000, air: true }));
    expect(rec.events).toContain('land');
    expect(rec.ysp).toBe(0xfc0);
    expect(rec.gsp).toBe(0xfc0);
  });

  it('a flagged floor lands with angle 0', () => {
    const rec = land(0xff);
    expect(rec.angle).toBe(0);
    expect(rec.gsp).toBe(0x300);
  });

  it('the feet end on the pixel above the surface, uncurled radii restored', () => {
    const rec = tap(place(world(floorWithAngle(0xff)), { x: 300, y: 224 - 14 + 1 - 2, ysp: 0x200, air: true, roll: true }));
    expect(rec.events).toContain('land');
    expect(rec.roll).toBe(false);
    expect(px(rec.y) + 19).toBe(223);
  });

  it('mostly sideways, the floor is landed on with no depth threshold when ysp >= 0', () => {
    // xsp 0x800 dominates: quadrant right; feet 12 px deep would clip when mostly down (threshold -8).
    const rec = tap(place(world(floorWithAngle(0xff)), { x: 300, y: 224 - 19 + 12, xsp: 0x800, ysp: 0, air: true }));
    expect(rec.events).toContain('land');
    expect(rec.gsp).toBe(0x800);
    expect(rec.ysp).toBe(0);
  });
});

describe('ceilings', () => {
  // Hanging tiles (flipY) in row 5: underside at y = 95. The tile angle is flipped: 0x80 - angle.
  const ceilingWithAngle = (tileAngle: number) =>
    makeLevel({
      rows: put(flatRows(40), 0, 5, 'c'.repeat(40)),
      tiles: { c: flatTile(16, tileAngle) },
      legend: { c: { tile: 'c', solidity: 'all', flipY: true } },
      start: { x: 100, y: 190 },
    });

  it('a flat ceiling bumps the head: Y speed 0, X speed kept', () => {
    const rec = tap(place(world(ceilingWithAngle(0xff)), { x: 300, y: 96 + 19 + 3, xsp: 0x100, ysp: -0x500, air: true }));
    expect(rec.events).toContain('ceilingBump');
    expect(rec.ysp).toBe(0);
    expect(rec.xsp).toBe(0x100);
    expect(px(rec.y) - 19).toBe(96);
  });

  it('a steep ceiling (angle 0xA0) is landed on when moving mostly up: ground speed -ysp', () => {
    // tile angle 0xE0 flipped: 0x80 - 0xE0 = 0xA0
    const rec = tap(place(world(ceilingWithAngle(0xe0)), { x: 300, y: 96 + 19 + 3, ysp: -0x500, air: true }));
    expect(rec.events).toContain('ceilingLand');
    expect(rec.air).toBe(false);
    expect(rec.angle).toBe(0xa0);
    expect(rec.gsp).toBe(0x500 - 0x38);
  });

  it('angle 0x60 is too flat: a bump', () => {
    // tile angle 0x20 flipped: 0x60
    const rec = tap(place(world(ceilingWithAngle(0x20)), { x: 300, y: 96 + 19 + 3, ysp: -0x500, air: true }));
    expect(rec.events).toContain('ceilingBump');
    expect(rec.air).toBe(true);
  });
});

describe('airborne sideways checks per game', () => {
  // A wall to the right at x 320.. and a ceiling just above the player's head.
  let rows = put(flatRows(40), 20, 6, '#');
  rows = put(rows, 20, 7, '#');
  rows = put(rows, 0, 5, '#'.repeat(40));
  const level = (profile: 's2' | 's3k') => makeLevel({ rows, start: { x: 100, y: 190 }, profile });
  // Moving mostly right into the wall with the head 3 px inside the ceiling.
  const scenario = (profile: 's2' | 's3k') =>
    tap(place(world(level(profile)), { x: 320 - 10 - 4, y: 96 + 19 - 3 - 1, xsp: 0x600, ysp: -0x100, air: true }));

  it('Sonic 2 stops after the wall hit: the ceiling is not checked that frame', () => {
    const rec = scenario('s2');
    expect(rec.events).toContain('airWall');
    expect(rec.events).not.toContain('ceilingBump');
  });

  it('Sonic 3 & Knuckles goes on to the ceiling check after the wall hit', () => {
    const rec = scenario('s3k');
    expect(rec.events).toContain('airWall');
    expect(rec.events).toContain('ceilingBump');
    expect(rec.ysp).toBe(0);
  });
});
