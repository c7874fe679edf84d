import { describe, expect, it } from 'vitest';
import { giveSpeedShoes } from '../../../engine/player/speedShoes.ts';
import { P_SHOES_TIMER, P_SPEED_ACC, P_SPEED_DEC, P_SPEED_MAX, P_STATUS, ST_UNDERWATER, W_WATER_Y } from '../../../engine/state/layout.ts';
import type { QuirkId } from '../../../engine/quirks/catalogue.ts';
import { makeLevel } from '../support/testLevel.ts';
import { hold, settle, tap, world } from '../support/run.ts';

type ProfileId = 's1' | 's2' | 's3k' | 'cd';

/** Floor surface y = 960 (standing y = 940); water at y = 2000 (below everything) until a test raises it. */
function level(profile: ProfileId) {
  const rows: string[] = [];
  for (let r = 0; r < 64; r++) rows.push(r >= 60 ? '#'.repeat(64) : '#' + '.'.repeat(62) + '#');
  return makeLevel({ rows, start: { x: 200, y: 932 }, water: { height: 2000 }, profile });
}

const speeds = (s: Int32Array): number[] => [s[P_SPEED_MAX], s[P_SPEED_ACC], s[P_SPEED_DEC]];

function shod(profile: ProfileId, fixes: QuirkId[] = []) {
  const w = settle(world(level(profile), { profile, fixes }));
  giveSpeedShoes(w);
  return w;
}

describe('speed shoes (Pow_ChkShoes / super_shoes, Sonic_Display .chkshoes)', () => {
  it('write top 0xC00, acceleration 0x18, deceleration 0x80 and last 1200 control frames (Sonic 1/2)', () => {
    const w = shod('s2');
    expect(speeds(w.state)).toEqual([0xc00, 0x18, 0x80]);
    expect(w.state[P_SHOES_TIMER]).toBe(1200);
    hold(w, 'R', 1199);
    expect(w.state[P_SHOES_TIMER]).toBe(1);
    expect(speeds(w.state)).toEqual([0xc00, 0x18, 0x80]);
    tap(w, 'R');
    expect(w.state[P_SHOES_TIMER]).toBe(0);
    expect(speeds(w.state)).toEqual([0x600, 0xc, 0x80]);
  });

  it('Sonic 3: 150 ticks, one every 8th frame of the frame counter', () => {
    const w = shod('s3k');
    const start = w.frame; // settled after some frames: ticks come when the counter is a multiple of 8
    expect(w.state[P_SHOES_TIMER]).toBe(150);
    let ticks = 0;
    for (let f = start; f < start + 64; f++) if ((f & 7) === 0) ticks++;
    hold(w, '', 64);
    expect(w.state[P_SHOES_TIMER]).toBe(150 - ticks);
    expect(ticks).toBe(8);
  });
});

describe('quirk waterCancelsShoes: the water writes over the shoes', () => {
  function inAndOut(fixes: QuirkId[]): number[][] {
    const w = shod('s1', fixes);
    w.state[W_WATER_Y] = 100; // the player is now underwater
    tap(w);
    const under = speeds(w.state);
    w.state[W_WATER_Y] = 2000;
    tap(w);
    expect(w.state[P_SHOES_TIMER]).toBeGreaterThan(0);
    return [under, speeds(w.state)];
  }

  it('bug: underwater 0x300/6/0x40, and out of the water the land values while the shoes still run', () => {
    expect(inAndOut([])).toEqual([
      [0x300, 6, 0x40],
      [0x600, 0xc, 0x80],
    ]);
  });

  it('fixed: out of the water with the shoes running, the shoes\' values come back', () => {
    expect(inAndOut(['waterCancelsShoes'])).toEqual([
      [0x300, 6, 0x40],
      [0xc00, 0x18, 0x80],
    ]);
  });
});

describe('quirk shoesExpireUnderwater: the shoes run out underwater', () => {
  function expireUnderwater(fixes: QuirkId[]): number[] {
    const w = shod('s2', fixes);
    w.state[W_WATER_Y] = 100;
    tap(w);
    expect(w.state[P_STATUS] & ST_UNDERWATER).toBe(ST_UNDERWATER);
    w.state[P_SHOES_TIMER] = 1;
    tap(w); // the last tick
    expect(w.state[P_SHOES_TIMER]).toBe(0);
    return speeds(w.state);
  }

  it('bug: the land values 0x600/0xC/0x80, underwater', () => {
    expect(expireUnderwater([])).toEqual([0x600, 0xc, 0x80]);
  });

  it('fixed: the underwater values 0x300/6/0x40', () => {
    expect(expireUnderwater(['shoesExpireUnderwater'])).toEqual([0x300, 6, 0x40]);
  });
});
