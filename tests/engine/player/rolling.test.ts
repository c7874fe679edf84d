import { describe, expect, it } from 'vitest';
import { flatRows, makeLevel } from '../support/testLevel.ts';
import { hold, px, settle, tap, world } from '../support/run.ts';
import { place } from '../support/place.ts';

const flat = makeLevel({ rows: flatRows(200), start: { x: 100, y: 190 } });

describe('rolling (SPG "Rolling")', () => {
  it('Down starts a roll only from |gsp| >= 0x80: radii 14/7 and y + 5', () => {
    const w = settle(world(flat));
    // Friction comes first that frame (no Left/Right held): 0x84 - 0xC = 0x78 does not roll.
    hold(w, 'R', 11);
    expect(tap(w, 'D').roll).toBe(false);
    const w2 = settle(world(flat));
    hold(w2, 'R', 12); // 0x90 - 0xC = 0x84
    const rec = tap(w2, 'D');
    expect(rec.roll).toBe(true);
    expect(rec.events).toContain('roll');
    expect([rec.wrad, rec.hrad]).toEqual([7, 14]);
    expect(px(rec.y)).toBe(204 + 5);
  });

  it('Down with Left or Right held does not roll', () => {
    const w = settle(world(flat));
    hold(w, 'R', 20);
    expect(tap(w, 'DR').roll).toBe(false);
  });

  it('roll friction is 6 per frame, pressing forward or not', () => {
    const w = settle(world(flat));
    place(w, { x: 300, y: 209, gsp: 0x400, roll: true });
    expect(hold(w, 'R', 3).map((r) => r.gsp)).toEqual([0x3fa, 0x3f4, 0x3ee]);
  });

  it('rolling against the motion slows by 0x20 + 6 per frame', () => {
    const w = settle(world(flat));
    place(w, { x: 300, y: 209, gsp: 0x400, roll: true });
    expect(hold(w, 'L', 2).map((r) => r.gsp)).toEqual([0x400 - 0x26, 0x400 - 0x4c]);
  });

  it('caps X speed at 16 px/frame (0x1000)', () => {
    const w = settle(world(flat));
    place(w, { x: 300, y: 209, gsp: 0x1800, roll: true });
    const rec = tap(w);
    expect(rec.xsp).toBe(0x1000);
    expect(rec.gsp).toBe(0x1800 - 6);
  });

  it('uncurls when ground speed reaches 0: standing radii and y - 5', () => {
    const w = settle(world(flat));
    place(w, { x: 300, y: 209, gsp: 6, roll: true });
    const rec = tap(w);
    expect(rec.roll).toBe(false);
    expect(px(rec.y)).toBe(204);
    expect([rec.wrad, rec.hrad]).toEqual([9, 19]);
  });
});
