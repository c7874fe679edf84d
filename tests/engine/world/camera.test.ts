import { describe, expect, it } from 'vitest';
import { C_BIAS, C_LAG, C_X, C_Y, P_GSP } from '../../../engine/state/layout.ts';
import { flatRows, makeLevel } from '../support/testLevel.ts';
import { hold, px, settle, tap, world } from '../support/run.ts';

// 48 rows (768 px) with the floor at row 30 (y = 480): the camera can follow vertically both ways.
const flat = (profile: 's1' | 's2' | 's3k' | 'cd' = 's1') => makeLevel({ rows: flatRows(400, 30, 48), start: { x: 64, y: 440 }, profile });

describe('camera (SPG section 20)', () => {
  it('starts centred on the player, clamped to the level', () => {
    const w = world(makeLevel({ rows: flatRows(400, 30, 48), start: { x: 1000, y: 440 } }));
    expect(w.state[C_X]).toBe(1000 - 160);
    expect(w.state[C_Y]).toBe(440 - 96);
    expect(world(flat()).state[C_X]).toBe(0);
  });

  it('scrolls right once the player passes 160 px from the left edge, keeping it there', () => {
    const w = settle(world(flat()));
    const rec = hold(w, 'R', 200);
    for (const r of rec) {
      if (px(r.x) - 160 > 0) expect(r.camX).toBe(px(r.x) - 160);
      else expect(r.camX).toBe(0);
    }
  });

  it('scrolls at most 16 px per frame (Sonic 1, 2, CD) and 24 (Sonic 3 & Knuckles)', () => {
    for (const [profile, cap] of [['s1', 16], ['s3k', 24]] as const) {
      const w = settle(world(flat(profile)));
      w.state[P_GSP] = 0x2000; // 32 px/frame, coasting (friction only)
      const rec = hold(w, '', 30);
      const steps = rec.map((r, i) => r.camX - (i ? rec[i - 1].camX : 0)).slice(5);
      expect(Math.max(...steps)).toBe(cap);
    }
  });

  it('on the ground keeps the player at the focal point (96 px from the top)', () => {
    const w = settle(world(flat()));
    hold(w, '', 60);
    expect(px(w.state[1]) - w.state[C_Y]).toBe(96);
  });

  it('looking up moves the focal point by 2 px per frame to 200 at once in Sonic 1', () => {
    const w = settle(world(flat('s1')));
    hold(w, '', 30);
    const rec = hold(w, 'U', 60);
    expect(w.state[C_BIAS]).toBe(0xc8);
    expect(rec[0].camY - rec[1].camY).toBe(2);
  });

  it('looking down moves it to 8', () => {
    const w = settle(world(flat('s1')));
    hold(w, 'D', 60);
    expect(w.state[C_BIAS]).toBe(8);
  });

  it('Sonic 2 waits 120 frames of holding Up before the camera shifts', () => {
    const w = settle(world(flat('s2')));
    hold(w, '', 30);
    hold(w, 'U', 120);
    expect(w.state[C_BIAS]).toBe(0x60);
    tap(w, 'U');
    expect(w.state[C_BIAS]).toBe(0x62);
  });

  it('Sonic CD shifts only after a double tap within 16 frames', () => {
    const w = settle(world(flat('cd')));
    hold(w, '', 30);
    hold(w, 'U', 10);
    expect(w.state[C_BIAS]).toBe(0x60);
    hold(w, '', 3);
    hold(w, 'U', 10);
    expect(w.state[C_BIAS]).toBe(0x60 + 2 * 10);
  });

  it('returns the focal point to 96 by 2 px per frame after letting go', () => {
    const w = settle(world(flat('s1')));
    hold(w, 'U', 10);
    expect(w.state[C_BIAS]).toBe(0x60 + 20);
    hold(w, '', 5);
    expect(w.state[C_BIAS]).toBe(0x60 + 10);
  });

  it('the Sonic 2 spindash lag holds the camera for 16 frames after a charge of 32+ frames, then catches up', () => {
    const w = settle(world(makeLevel({ rows: flatRows(400, 30, 48), start: { x: 1000, y: 440 }, profile: 's2' })));
    hold(w, '', 10);
    tap(w, 'D');
    tap(w, 'DA');
    hold(w, 'D', 40);
    const release = tap(w, '');
    expect(release.events).toContain('spindashRelease');
    expect(w.state[C_LAG]).toBe(0x1f00);
    const rec = hold(w, '', 40);
    // The lag reads the history two entries per frame: 15 frames replay the charge (standing still),
    // the 16th reaches the first moving frame.
    for (let i = 0; i < 15; i++) expect(rec[i].camX).toBe(release.camX);
    expect(rec[15].camX).toBeGreaterThan(release.camX);
    expect(rec[31].camX).toBeGreaterThan(rec[20].camX);
    expect(w.state[C_LAG]).toBe(0);
  });
});

describe('Sonic CD horizontal camera (SPG "Extended Camera")', () => {
  it('keeps the player at one focal point, 160 px, while slow', () => {
    const w = settle(world(flat('cd')));
    const rec = hold(w, 'R', 100);
    const r = rec[99];
    expect(r.gsp).toBeLessThan(0x600);
    expect(px(r.x) - r.camX).toBe(160);
  });

  it('shifts the focal point back 64 px (2 px per frame) at 6 px/frame facing right', () => {
    const w = settle(world(flat('cd')));
    const rec = hold(w, 'R', 128 + 40);
    const r = rec[rec.length - 1];
    expect(r.gsp).toBe(0x600);
    expect(px(r.x) - r.camX).toBe(160 - 64);
  });
});

describe('the focal point while rolling', () => {
  const rollLooking = (profile: 's1' | 's2') => {
    const w = settle(world(flat(profile)));
    hold(w, '', 130);
    hold(w, 'D', 200); // Sonic 2 waits 120 frames, then shifts down
    const bias = w.state[C_BIAS];
    w.state[P_GSP] = 0x300;
    tap(w, 'D'); // rolls (|gsp| >= 0x80, Down)
    hold(w, '', 3);
    return { before: bias, after: w.state[C_BIAS] };
  };
  // The frame that starts the roll is a walking frame: it returns the focal point by 2.
  it('Sonic 1 leaves it where it is while rolling on the ground', () => {
    const r = rollLooking('s1');
    expect(r.after).toBe(r.before + 2);
  });
  it('Sonic 2 returns it toward 96 by 2 px per frame while rolling', () => {
    const r = rollLooking('s2');
    expect(r.after).toBe(r.before + 2 + 2 * 3);
  });
});

describe('the vertical wrap is an act\'s rule, not a level\'s height', () => {
  it('a level file 2560 px tall (taller than $800): the camera stops at the bottom limit and the player does not wrap', () => {
    // Floor at row 158 (y = 2528); the bottom limit is 2560 - 224 = $920, past $800.
    const tall = makeLevel({ rows: flatRows(64, 158, 160), start: { x: 200, y: 2200 }, profile: 's3k' });
    const w = world(tall);
    const rec = hold(w, '', 120);
    const last = rec[rec.length - 1];
    expect(last.camY).toBe(0x920);
    expect(px(last.y)).toBe(2528 - 20);
    expect(rec.every((r) => r.camY >= 0x800 - 224 && px(r.y) > 0x800)).toBe(true);
  });
});
