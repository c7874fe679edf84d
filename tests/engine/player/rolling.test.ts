import { describe, expect, it } from 'vitest';
import { P_GSP, P_SPEED_DEC } from '../../../engine/state/layout.ts';
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

describe('braking against a roll underwater (Sonic_RollSpeed d4)', () => {
  /** 64 x 64 blocks, floor surface y = 960, water at y = 500: the player starts under it. */
  function underwater(profile: 's1' | 's2' | 's3k'): ReturnType<typeof makeLevel> {
    const rows: string[] = [];
    for (let r = 0; r < 64; r++) rows.push(r >= 60 ? '#'.repeat(64) : '#' + '.'.repeat(62) + '#');
    return makeLevel({ rows, start: { x: 200, y: 900 }, water: { height: 500 }, profile });
  }
  /** Ground speed after one frame of Left against a roll at 0x400 (underwater: deceleration 0x40, roll friction 3). */
  const braked = (profile: 's1' | 's2' | 's3k', character: 'sonic' | 'tails' = 'sonic'): number => {
    const w = settle(world(underwater(profile), { character }));
    expect(w.state[P_SPEED_DEC]).toBe(0x40);
    place(w, { x: 300, y: 960 - 14, gsp: 0x400, roll: true });
    return tap(w, 'L').gsp;
  };

  it('Sonic 2 and 3 brake Sonic by a constant $20 (`move.w #$20,d4`), as hard as on land', () => {
    expect(braked('s2')).toBe(0x400 - 0x20 - 3);
    expect(braked('s3k')).toBe(0x400 - 0x20 - 3);
  });

  it('Sonic 1 brakes Sonic, and every game Tails, by a quarter of the deceleration ($10 underwater)', () => {
    expect(braked('s1')).toBe(0x400 - 0x10 - 3);
    expect(braked('s2', 'tails')).toBe(0x400 - 0x10 - 3);
  });
});

describe('where a roll ends (Sonic_RollSpeed after the friction)', () => {
  const flatOf = (profile: 's2' | 's3k') => makeLevel({ rows: flatRows(200), start: { x: 100, y: 190 }, profile });
  it('Sonic 3 & Knuckles ends it below |ground speed| $80, keeping the speed: standing radii, y - 5', () => {
    const w = settle(world(flatOf('s3k')));
    place(w, { x: 300, y: 209, gsp: 0x84, roll: true });
    const r = tap(w);
    expect([r.roll, r.gsp, r.hrad, px(r.y)]).toEqual([false, 0x84 - 6, 19, 204]);
    expect(r.events).toContain('unroll');
  });

  it('Sonic 2 rolls on at $7E and ends at 0 only', () => {
    const w = settle(world(flatOf('s2')));
    place(w, { x: 300, y: 209, gsp: 0x84, roll: true });
    expect([tap(w).roll, w.state[P_GSP]]).toEqual([true, 0x84 - 6]);
  });
});
