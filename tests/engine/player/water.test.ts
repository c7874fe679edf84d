import { describe, expect, it } from 'vitest';
import { EV2_WATER_LINE } from '../../../engine/state/events.ts';
import {
  P_AIR, P_GSP, P_SPEED_ACC, P_SPEED_DEC, P_SPEED_MAX, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_JUMPING, ST_OBJ_CONTROL, ST_UNDERWATER,
  W_WATER, W_WATER_Y,
} from '../../../engine/state/layout.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { makeLevel } from '../support/testLevel.ts';
import { hold, settle, tap, world } from '../support/run.ts';
import { place } from '../support/place.ts';

/** 64 x 64 blocks, floor rows 60..63 (surface y = 960), water at y = 500 (underwater: y > 500). */
function waterLevel(profile: 's1' | 's2' | 's3k' | 'cd' = 's1') {
  const rows: string[] = [];
  for (let r = 0; r < 64; r++) rows.push(r >= 60 ? '#'.repeat(64) : '#' + '.'.repeat(62) + '#');
  return makeLevel({ rows, start: { x: 200, y: 900 }, water: { height: 500 }, profile });
}

const speeds = (s: Int32Array): number[] => [s[P_SPEED_MAX], s[P_SPEED_ACC], s[P_SPEED_DEC]];

describe('entering the water (Sonic_Water: asr obVelX; asr obVelY twice)', () => {
  it('falling past the surface: the move, then gravity 0x38, then xsp halved and ysp quartered, speeds 0x300/6/0x40', () => {
    const w = place(world(waterLevel()), { x: 200, y: 499, xsp: 0x300, ysp: 0x200, air: true });
    const r = tap(w);
    // y: 499 px + 0x200 = 501 px > 500: underwater after this frame's move.
    expect(w.state[P_Y]).toBe(501 << 8);
    expect(w.state[P_XSP]).toBe(0x180);
    expect(w.state[P_YSP]).toBe((0x200 + 0x38) >> 2); // 0x8E
    expect(w.state[P_STATUS] & ST_UNDERWATER).toBe(ST_UNDERWATER);
    expect(speeds(w.state)).toEqual([0x300, 6, 0x40]);
    // Air went back to 30, and the drowning countdown, run after the player, already took its
    // first second (its timer starts at 0): 29.
    expect(w.state[P_AIR]).toBe(29);
    expect(r.events).toContain('waterLine');
    // The next frame's gravity is 0x38 - 0x28 = 0x10.
    tap(w);
    expect(w.state[P_YSP]).toBe(0x8e + 0x10);
    expect(w.state[P_Y]).toBe((501 << 8) + 0x8e);
  });

  it('the centre exactly on the surface is still above the water (cmp.w obY,d0; bge)', () => {
    const w = place(world(waterLevel()), { x: 200, y: 498, ysp: 0x200, air: true });
    tap(w); // y = 500: not below the surface
    expect(w.state[P_Y] >> 8).toBe(500);
    expect(w.state[P_STATUS] & ST_UNDERWATER).toBe(0);
    expect(w.state[P_YSP]).toBe(0x238);
  });

  it('halving is arithmetic: xsp -1 stays -1, ysp -3 becomes -1', () => {
    const a = place(world(waterLevel()), { x: 200, y: 501, xsp: -1, ysp: 0x10, air: true });
    tap(a);
    expect(a.state[P_STATUS] & ST_UNDERWATER).toBe(ST_UNDERWATER);
    expect(a.state[P_XSP]).toBe(-1);
    expect(a.state[P_YSP]).toBe(0x48 >> 2);
    const b = place(world(waterLevel()), { x: 200, y: 502, ysp: -0x3b, air: true });
    tap(b); // ysp after gravity: -0x3B + 0x38 = -3
    expect(b.state[P_YSP]).toBe(-1);
  });

  it('Sonic 3 holds the speeds of a player held by an object (object_control), but still takes the underwater words', () => {
    const w = place(world(waterLevel('s3k')), { x: 200, y: 501, xsp: 0x300, ysp: 0x200, air: true });
    w.state[P_STATUS] |= ST_OBJ_CONTROL;
    tap(w);
    expect(w.state[P_XSP]).toBe(0x300);
    expect(w.state[P_YSP]).toBe(0x200);
    expect(speeds(w.state)).toEqual([0x300, 6, 0x40]);
  });

  it('Sonic 1 cuts the speeds of a held player too', () => {
    const w = place(world(waterLevel('s1')), { x: 200, y: 501, xsp: 0x300, ysp: 0x200, air: true });
    w.state[P_STATUS] |= ST_OBJ_CONTROL;
    tap(w);
    expect(w.state[P_XSP]).toBe(0x180);
    expect(w.state[P_YSP]).toBe(0x80);
  });
});

describe('leaving the water (asl obVelY, at most -0x1000 upward)', () => {
  /** A player 1 px under the surface moving up at `ysp`, already underwater. */
  function rising(profile: 's1' | 's2' | 's3k', ysp: number) {
    const w = place(world(waterLevel(profile)), { x: 200, y: 502, ysp, air: true });
    w.state[P_STATUS] |= ST_UNDERWATER;
    return w;
  }

  it('doubles ysp after underwater gravity and restores 0x600/0xC/0x80', () => {
    const w = rising('s1', -0x500);
    const r = tap(w);
    expect(w.state[P_STATUS] & ST_UNDERWATER).toBe(0);
    expect(w.state[P_YSP]).toBe(2 * (-0x500 + 0x10)); // -0x9E0
    expect(speeds(w.state)).toEqual([0x600, 0xc, 0x80]);
    expect(r.events).toContain('waterLine');
  });

  it('clamps to -0x1000 when the doubled speed is faster, keeps exactly -0x1000', () => {
    expect(tapY(rising('s1', -0x810))).toBe(-0x1000); // -0x800 after gravity: doubled to -0x1000, kept
    expect(tapY(rising('s2', -0x811))).toBe(-0x1000); // -0x801 -> -0x1002 -> clamped
    expect(tapY(rising('s2', -0x910))).toBe(-0x1000);
  });

  it('the doubling is a 16-bit shift: -0x4010 after gravity wraps to +0x7FE0 and is not clamped', () => {
    // Jumping with A held, so neither the jump release nor the -0xFC0 clamp touches ysp.
    const w = rising('s1', -0x4020);
    w.state[P_STATUS] |= ST_JUMPING;
    tap(w, 'A');
    expect(w.state[P_STATUS] & ST_UNDERWATER).toBe(0);
    expect(w.state[P_YSP]).toBe(0x7fe0);
  });

  it('Sonic 3 doubles only from -0x400 up: -0x4F0 is kept, -0x3F0 doubles', () => {
    expect(tapY(rising('s3k', -0x500))).toBe(-0x4f0);
    expect(tapY(rising('s3k', -0x400))).toBe(-0x7e0);
  });

  function tapY(w: ReturnType<typeof rising>): number {
    tap(w);
    expect(w.state[P_STATUS] & ST_UNDERWATER).toBe(0);
    return w.state[P_YSP];
  }
});

describe('the water surface is a state word (W_WATER_Y), read every frame', () => {
  it('a level with water sets W_WATER and W_WATER_Y at reset; one without leaves both 0', () => {
    const a = world(waterLevel()).state;
    expect([a[W_WATER], a[W_WATER_Y]]).toEqual([1, 500]);
    const b = world(loadBuiltinLevel('flat')).state;
    expect([b[W_WATER], b[W_WATER_Y]]).toEqual([0, 0]);
  });

  it('moving the surface at run time moves the player in and out of the water on the next frame', () => {
    const w = settle(world(waterLevel()));
    expect(w.state[P_Y] >> 8).toBe(940);
    expect(w.state[P_STATUS] & ST_UNDERWATER).toBe(ST_UNDERWATER); // 940 > 500 from the start
    w.state[W_WATER_Y] = 2000; // lowered below the player: it leaves the water
    tap(w);
    expect(w.state[P_STATUS] & ST_UNDERWATER).toBe(0);
    expect(speeds(w.state)).toEqual([0x600, 0xc, 0x80]);
    hold(w, 'R', 20); // gsp 20 * 0xC = 0xF0
    w.state[W_WATER_Y] = 100; // raised above it again
    tap(w, 'R'); // land acceleration this frame (0xFC), then the water halves xsp; ground speed is kept
    expect(w.state[P_STATUS] & ST_UNDERWATER).toBe(ST_UNDERWATER);
    expect(w.state[P_GSP]).toBe(21 * 0xc);
    expect(w.state[P_XSP]).toBe((21 * 0xc) >> 1);
    tap(w, 'R'); // the next ground frame rederives xsp from ground speed, now accelerating by 6
    expect(w.state[P_GSP]).toBe(21 * 0xc + 6);
    expect(w.state[P_XSP]).toBe(21 * 0xc + 6);
  });

  it('without water nothing ever changes the underwater bit, even set by hand', () => {
    const w = settle(world(loadBuiltinLevel('flat')));
    w.state[P_STATUS] |= ST_UNDERWATER;
    hold(w, 'R', 10);
    expect(w.state[P_STATUS] & ST_UNDERWATER).toBe(ST_UNDERWATER);
    expect(speeds(w.state)).toEqual([0x600, 0xc, 0x80]);
  });
});

describe('the bundled water level', () => {
  it('walking off the shore into the pool: dry at y 204, underwater once the centre passes y 320, running at 0x300 on the floor', () => {
    const w = settle(world(loadBuiltinLevel('water'), { profile: 's2' }));
    expect(w.state[P_Y] >> 8).toBe(204);
    let entered = -1;
    for (let f = 0; f < 600 && entered < 0; f++) {
      w.step(8); // Right
      if (w.events2 & EV2_WATER_LINE) entered = f;
    }
    expect(entered).toBeGreaterThan(0);
    expect(w.state[P_Y] >> 8).toBeGreaterThan(320);
    expect(w.state[P_X] >> 8).toBeGreaterThan(639);
    settle(w);
    expect(w.state[P_Y] >> 8).toBe(428);
    hold(w, 'R', 100);
    expect(w.state[P_GSP]).toBe(0x300);
    expect(w.state[P_STATUS] & (ST_UNDERWATER | ST_AIR)).toBe(ST_UNDERWATER);
  });
});
