import { describe, expect, it } from 'vitest';
import type { QuirkId } from '../../../engine/quirks/catalogue.ts';
import { C_X, P_GSP } from '../../../engine/state/layout.ts';
import { flatRows, flatTile, makeLevel, put } from '../support/testLevel.ts';
import { hold, settle, tap, world } from '../support/run.ts';
import { place } from '../support/place.ts';

const fix = (id: QuirkId | null): QuirkId[] => (id ? [id] : []);
const flat = makeLevel({ rows: flatRows(200), start: { x: 100, y: 190 } });

describe('decelerationReversal', () => {
  const scenario = (fixed: boolean) => {
    const w = settle(world(flat, { fixes: fix(fixed ? 'decelerationReversal' : null) }));
    expect(tap(w, 'L').gsp).toBe(-0xc);
    return tap(w, 'R').gsp;
  };
  it('with the bug, one frame of Left then Right gives +0x80, more than the 0x0C of Right alone', () => {
    expect(scenario(false)).toBe(0x80);
  });
  it('fixed, braking past zero gives the exact difference -0x0C + 0x80 = 0x74', () => {
    expect(scenario(true)).toBe(0x74);
  });
});

describe('rollTurnaround', () => {
  const scenario = (fixed: boolean) => {
    const w = settle(world(flat, { fixes: fix(fixed ? 'rollTurnaround' : null) }));
    place(w, { x: 300, y: 209, gsp: 0x10, roll: true });
    return tap(w, 'L').gsp;
  };
  it('with the bug, rolling Left at 0x10 flips to -0x80, then roll friction: -0x7A', () => {
    expect(scenario(false)).toBe(-0x7a);
  });
  it('fixed, 0x10 - 0x20 = -0x10, then roll friction: -0x0A', () => {
    expect(scenario(true)).toBe(-0xa);
  });
  it('rolling Left at exactly 0x20 leaves 0 and the player uncurls', () => {
    const w = settle(world(flat));
    place(w, { x: 300, y: 209, gsp: 0x20, roll: true });
    const rec = tap(w, 'L');
    expect(rec.gsp).toBe(0);
    expect(rec.roll).toBe(false);
    expect(rec.events).toContain('unroll');
  });
});

describe('topSpeedCurtail (Sonic 1 ground)', () => {
  const scenario = (profile: 's1' | 's2', fixed: boolean) => {
    const w = settle(world(flat, { profile, fixes: fix(fixed ? 'topSpeedCurtail' : null) }));
    w.state[P_GSP] = 0x800;
    return tap(w, 'R').gsp;
  };
  it('with the bug (Sonic 1), pressing Right above top speed sets 0x600', () => {
    expect(scenario('s1', false)).toBe(0x600);
  });
  it('fixed, the speed above top is kept', () => {
    expect(scenario('s1', true)).toBe(0x800);
  });
  it('Sonic 2 does not have it', () => {
    expect(scenario('s2', false)).toBe(0x800);
  });
});

describe('airTopSpeedCurtail', () => {
  const scenario = (profile: 's2' | 's3k', fixed: boolean) => {
    const w = world(flat, { profile, fixes: fix(fixed ? 'airTopSpeedCurtail' : null) });
    place(w, { x: 300, y: 100, xsp: 0x800, ysp: 0x100, air: true });
    return tap(w, 'R').xsp;
  };
  it('with the bug (Sonic 2), pressing Right in the air above top speed clamps to 0x600', () => {
    expect(scenario('s2', false)).toBe(0x600);
  });
  it('fixed, the air speed is kept', () => {
    expect(scenario('s2', true)).toBe(0x800);
  });
  it('Sonic 3 & Knuckles keeps it by default', () => {
    expect(scenario('s3k', false)).toBe(0x800);
  });
});

describe('rollSpeedCapX: the rolling cap clamps X speed, not ground speed', () => {
  const level = makeLevel({
    rows: put(flatRows(200), 0, 14, 's'.repeat(200)),
    tiles: { s: flatTile(16, 0x10) },
    legend: { s: { tile: 's', solidity: 'all' } },
    start: { x: 100, y: 190 },
  });
  const scenario = (fixed: boolean) => {
    const w = world(level, { fixes: fix(fixed ? 'rollSpeedCapX' : null) });
    place(w, { x: 300, y: 209, gsp: 0x1800, angle: 0x10, roll: true });
    return tap(w);
  };
  it('with the bug, X speed is 0x1000 while Y speed still follows the uncapped ground speed', () => {
    const rec = scenario(false);
    // roll slope factor (97 * 0x50) >> 8 = 30 added, roll friction 6 taken: gsp 0x1818
    expect(rec.gsp).toBe(0x1818);
    expect(rec.xsp).toBe(0x1000);
    expect(rec.ysp).toBe((97 * 0x1818) >> 8);
  });
  it('fixed, ground speed is capped at 0x1000 and both speeds follow it', () => {
    const rec = scenario(true);
    expect(rec.gsp).toBe(0x1000);
    expect(rec.xsp).toBe((236 * 0x1000) >> 8);
    expect(rec.ysp).toBe((97 * 0x1000) >> 8);
  });
});

describe('spindashCameraBacktrack (Sonic 2)', () => {
  const scenario = (fixed: boolean) => {
    const w = settle(world(flat, { profile: 's2', fixes: fix(fixed ? 'spindashCameraBacktrack' : null) }));
    hold(w, 'R', 60);
    w.state[P_GSP] = 0; // stop dead, then spindash at once
    hold(w, 'D', 2);
    tap(w, 'DA');
    tap(w, 'D');
    const cams: number[] = [w.state[C_X]];
    const rec = hold(w, '', 40);
    for (const r of rec) cams.push(r.camX);
    return cams;
  };
  const decreases = (cams: number[]) => cams.some((c, i) => i > 0 && c < cams[i - 1]);
  it('with the bug, the lagging camera scrolls backwards to where the player was', () => {
    expect(decreases(scenario(false))).toBe(true);
  });
  it('fixed, the history is filled on launch and the camera never scrolls back', () => {
    expect(decreases(scenario(true))).toBe(false);
  });
});
