import { describe, expect, it } from 'vitest';
import { flatRows, flatTile, makeLevel, put } from '../support/testLevel.ts';
import { hold, px, tap, world } from '../support/run.ts';
import { place } from '../support/place.ts';

const slope = (angle: number) =>
  makeLevel({ rows: put(flatRows(60), 0, 14, 's'.repeat(60)), tiles: { s: flatTile(16, angle) }, legend: { s: { tile: 's', solidity: 'all' } }, start: { x: 100, y: 190 } });

describe('rolling slope factor (Sonic_RollRepel)', () => {
  it('downhill adds (sin * 0x50) >> 8 in full', () => {
    // angle 0x10 (sin 97): moving right is downhill: +30, then roll friction -6
    const w = place(world(slope(0x10)), { x: 300, y: 209, gsp: 0x400, angle: 0x10, roll: true });
    expect(tap(w).gsp).toBe(0x400 + 30 - 6);
  });

  it('uphill adds a quarter of it (asr 2 after the multiply)', () => {
    // angle 0xF0 (sin -97): (-97 * 0x50) >> 8 = -31, >> 2 = -8; then friction -6
    const w = place(world(slope(0xf0)), { x: 300, y: 209, gsp: 0x400, angle: 0xf0, roll: true });
    expect(tap(w).gsp).toBe(0x400 - 8 - 6);
  });
});

describe('air rotation (Sonic_JumpAngle)', () => {
  const level = makeLevel({ rows: flatRows(40), start: { x: 100, y: 50 } });
  it.each([
    [0x10, 0x0e],
    [0x01, 0x00],
    [0xf0, 0xf2],
    [0xff, 0x00],
    [0x80, 0x82],
  ])('eases angle %i to %i in one airborne frame', (from, to) => {
    const w = place(world(level), { x: 300, y: 60, angle: from, air: true });
    expect(tap(w).angle).toBe(to);
  });
});

describe('Sonic 3 & Knuckles runs the look-ahead at exact right angles', () => {
  let rows = flatRows(40);
  rows = put(rows, 0, 5, '#'.repeat(40));
  for (let r = 6; r < 9; r++) rows = put(rows, 10, r, '#');
  it('upside down at exactly 0x80, the hanging wall stops the player (no ghost wall)', () => {
    const level = makeLevel({ rows, start: { x: 100, y: 190 }, profile: 's3k' });
    const w = place(world(level), { x: 260, y: 96 + 19, angle: 0x80, gsp: 0x400 });
    const rec = hold(w, '', 30);
    expect(Math.min(...rec.map((r) => px(r.x)))).toBe(186);
  });
});
