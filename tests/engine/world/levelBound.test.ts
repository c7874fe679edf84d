import { describe, expect, it } from 'vitest';
import { P_GSP } from '../../../engine/state/layout.ts';
import { flatRows, makeLevel, put } from '../support/testLevel.ts';
import { hold, px, settle, tap, world } from '../support/run.ts';
import { place } from '../support/place.ts';

describe('level bounds (Sonic_LevelBound)', () => {
  it('stops the player at x = 16 on the left edge: x, speeds and ground speed reset', () => {
    const w = settle(world(makeLevel({ rows: flatRows(40), start: { x: 40, y: 190 } })));
    const rec = hold(w, 'L', 60);
    expect(Math.min(...rec.map((r) => px(r.x)))).toBe(16);
    const hit = rec.find((r) => r.events.includes('levelBound'))!;
    expect(hit.x).toBe(16 * 256);
    expect(hit.xsp).toBe(0);
    expect(hit.gsp).toBe(0);
  });

  it('stops the player 0x168 px right of the camera limit on the right edge', () => {
    // 40 blocks = 640 px: camera limit 320; the bound is at x = 320 + 0x168 = 680 (beyond the level)
    const w = settle(world(makeLevel({ rows: flatRows(40), start: { x: 600, y: 190 } })));
    w.state[P_GSP] = 0x600;
    const rec = hold(w, 'R', 60);
    expect(Math.max(...rec.map((r) => px(r.x)))).toBe(680);
  });

  it('kills the player below the bottom limit + 224: X speed 0, Y speed -7 px/frame', () => {
    const rows = put(put(flatRows(40), 10, 14, '....'), 10, 15, '....');
    const w = settle(world(makeLevel({ rows, start: { x: 100, y: 190 } })));
    place(w, { x: 170, y: 200, air: true });
    const rec = hold(w, '', 120);
    const at = rec.findIndex((r) => r.events.includes('death'));
    expect(at).toBeGreaterThan(0);
    const death = rec[at];
    // 16 rows: camera limit 32; the check is y > 32 + 224 at the start of the frame.
    expect(px(rec[at - 1].y)).toBeGreaterThan(256);
    expect(px(rec[at - 2].y)).toBeLessThanOrEqual(256);
    expect(death.xsp).toBe(0);
    expect(death.ysp).toBe(-0x700 + 0x38);
    // afterwards the player only falls: no collision, gravity 0x38
    expect(rec[at + 1].ysp).toBe(death.ysp + 0x38);
  });
});

describe('falling speed', () => {
  const level = makeLevel({ rows: flatRows(40, 200, 210), start: { x: 100, y: 100 } });
  it('is not capped in Sonic 1', () => {
    const w = world(level, { profile: 's1' });
    const rec = hold(w, '', 80);
    expect(rec[79].ysp).toBe(80 * 0x38);
  });
  it('is capped at 0x1000 in Sonic CD', () => {
    const w = world(level, { profile: 'cd' });
    const rec = hold(w, '', 80);
    expect(rec[79].ysp).toBe(0x1000);
    expect(tap(w).ysp).toBe(0x1000);
  });
});
