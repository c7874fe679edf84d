import { describe, expect, it } from 'vitest';
import { flatRows, makeLevel } from '../support/testLevel.ts';
import { hold, px, settle, tap, world } from '../support/run.ts';

const flat = makeLevel({ rows: flatRows(200), start: { x: 100, y: 190 }, profile: 's2' });

describe('spindash (Sonic 2; SPEC-NOTES "Spindash")', () => {
  const crouch = () => {
    const w = settle(world(flat));
    tap(w, 'D');
    return w;
  };

  it('crouch + A starts it; releasing Down at once launches at 8 px/frame (0x800)', () => {
    const w = crouch();
    expect(tap(w, 'DA').events).toContain('spindashStart');
    const x0 = px(w.state[0]);
    const rec = tap(w, '');
    expect(rec.events).toContain('spindashRelease');
    expect(rec.gsp).toBe(0x800);
    expect(rec.roll).toBe(true);
    expect([rec.wrad, rec.hrad]).toEqual([7, 14]);
    expect(px(rec.y)).toBe(204 + 5);
    expect(px(rec.x)).toBe(x0); // the player does not move on the release frame
  });

  it('each new press adds 0x200 to the rev (one press: 0x900 on an immediate release)', () => {
    const w = crouch();
    tap(w, 'DA');
    tap(w, 'D');
    tap(w, 'DA');
    expect(tap(w, '').gsp).toBe(0x900);
  });

  it('the rev decays by counter >> 5 each charging frame: 0x200 held 3 frames is 0x1D2 -> 0x880', () => {
    const w = crouch();
    tap(w, 'DA');
    tap(w, 'D');
    tap(w, 'DA'); // 0x200
    hold(w, 'D', 3); // 0x200 - 0x10 = 0x1F0, - 0xF = 0x1E1, - 0xF = 0x1D2
    expect(tap(w, '').gsp).toBe(0x880);
  });

  it('reaches the maximum 12 px/frame (0xC00) with the rev capped at 0x800 and released at once', () => {
    const w = crouch();
    tap(w, 'DA');
    for (let i = 0; i < 5; i++) {
      tap(w, 'D');
      tap(w, 'DA');
    }
    expect(tap(w, '').gsp).toBe(0xc00);
  });

  it('launches to the left when facing left', () => {
    const w = settle(world(flat));
    tap(w, 'L');
    hold(w, '', 2);
    tap(w, 'D');
    tap(w, 'DA');
    expect(tap(w, '').gsp).toBe(-0x800);
  });

  it('is not in Sonic 1', () => {
    const w = settle(world(flat, { profile: 's1' }));
    tap(w, 'D');
    const rec = tap(w, 'DA');
    expect(rec.events).toContain('jump');
  });
});

describe('super peel-out (Sonic CD)', () => {
  const cd = makeLevel({ rows: flatRows(200), start: { x: 100, y: 190 }, profile: 'cd' });
  const charge = (frames: number) => {
    const w = settle(world(cd));
    tap(w, 'U');
    expect(tap(w, 'UA').events).toContain('peelOutStart');
    hold(w, 'U', frames);
    return tap(w, '');
  };

  it('launches at 12 px/frame (0xC00) when Up is released after 30 frames of charge', () => {
    const rec = charge(30);
    expect(rec.events).toContain('peelOutRelease');
    expect(rec.gsp).toBe(0xc00);
    expect(rec.roll).toBe(false);
  });

  it('does nothing when released earlier', () => {
    const rec = charge(29);
    expect(rec.events).not.toContain('peelOutRelease');
    expect(rec.gsp).toBe(0);
  });
});
