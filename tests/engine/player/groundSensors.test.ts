import { describe, expect, it } from 'vitest';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { flatRows, flatTile, makeLevel, put } from '../support/testLevel.ts';
import { hold, px, settle, tap, world } from '../support/run.ts';
import { place } from '../support/place.ts';

describe('ground sensors (SPEC-NOTES "Ground sensors (AnglePos)")', () => {
  // A 6 px step down at column 20 (x 320): floor y = 224 to its left, 230 to its right.
  // At x = 330 both feet (x -/+ 9) are over the lower floor: distance 6.
  const stepDown = (profile: 's1' | 's2') =>
    makeLevel({
      rows: put(put(flatRows(60), 20, 14, 'l'.repeat(40)), 20, 15, '#'.repeat(40)),
      tiles: { low: flatTile(10, 0xff) },
      legend: { l: { tile: 'low', solidity: 'all' } },
      start: { x: 300, y: 200 },
      profile,
    });

  it('Sonic 1 sticks to ground up to 14 px below: walking off a 6 px step keeps the player grounded', () => {
    const w = settle(world(stepDown('s1')));
    place(w, { x: 330, y: 204, gsp: 0x40 });
    const rec = tap(w);
    expect(rec.air).toBe(false);
    expect(px(rec.y)).toBe(210);
  });

  it('Sonic 2 sticks only within min(|xsp high byte| + 4, 14): at 0.25 px/frame a 6 px drop is a fall', () => {
    const w = settle(world(stepDown('s2')));
    place(w, { x: 330, y: 204, gsp: 0x40 });
    const rec = tap(w);
    expect(rec.air).toBe(true);
    expect(rec.events).toContain('fallOff');
  });

  it('Sonic 2 at 2 px/frame (limit 6) follows the 6 px drop', () => {
    const w = settle(world(stepDown('s2')));
    place(w, { x: 330, y: 204, gsp: 0x20c }); // 0x200 after friction
    expect(tap(w).air).toBe(false);
  });

  it('a flagged tile snaps the angle to the nearest multiple of 0x40: (old + 0x20) & 0xC0', () => {
    const level = makeLevel({ rows: flatRows(40), start: { x: 100, y: 190 } });
    const w = place(world(level), { x: 300, y: 204, angle: 0x1e, gsp: 0x300 });
    expect(tap(w).angle).toBe(0);
    const w2 = place(world(level), { x: 300, y: 204, angle: 0x20, gsp: 0x300 });
    expect(tap(w2).angle).toBe(0x40);
  });

  it('Sonic 2 snaps a normal angle that differs by 0x20 or more; Sonic 1 takes it', () => {
    const level = (profile: 's1' | 's2') =>
      makeLevel({ rows: put(flatRows(40), 0, 14, 's'.repeat(40)), tiles: { s: flatTile(16, 0x30) }, legend: { s: { tile: 's', solidity: 'all' } }, start: { x: 100, y: 190 }, profile });
    const s1 = place(world(level('s1')), { x: 300, y: 204, angle: 0x00, gsp: 0x600 });
    expect(tap(s1).angle).toBe(0x30);
    const s2 = place(world(level('s2')), { x: 300, y: 204, angle: 0x00, gsp: 0x600 });
    expect(tap(s2).angle).toBe(0x00);
    const s2near = place(world(level('s2')), { x: 300, y: 204, angle: 0x12, gsp: 0x600 });
    expect(tap(s2near).angle).toBe(0x30);
  });

  it('standing on the ground, the smaller distance wins and the feet rest on the pixel above the floor', () => {
    const level = makeLevel({ rows: put(flatRows(40), 20, 13, 'h'), tiles: { half: flatTile(8, 0xff) }, legend: { h: { tile: 'half', solidity: 'all' } }, start: { x: 100, y: 190 } });
    // Right foot (x + 9) over the 8 px block at x 320..335: pulled up to stand on it.
    const w = place(world(level), { x: 312, y: 204 });
    expect(px(tap(w).y)).toBe(204 - 8);
  });
});

describe('the four ground modes on the bundled loop', () => {
  it('running right goes floor → right wall → ceiling → left wall → floor, switching layer A → B → A', () => {
    for (const profile of ['s1', 's2', 's3k', 'cd'] as const) {
      const w = world(loadBuiltinLevel('loop'), { profile });
      const rec = hold(w, 'R', 600);
      const modes: string[] = [];
      for (const r of rec) if (!r.air && modes[modes.length - 1] !== r.mode) modes.push(r.mode);
      expect(modes.slice(0, 5)).toEqual(['floor', 'rightWall', 'ceiling', 'leftWall', 'floor']);
      let layers = '';
      for (const r of rec) if (!layers.endsWith(r.layer)) layers += r.layer;
      expect(layers).toBe('ABA');
      expect(px(rec[599].x)).toBeGreaterThan(1200);
    }
  });
});
