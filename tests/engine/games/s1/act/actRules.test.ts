import { describe, expect, it } from 'vitest';
import { createWorld } from '../../../../../engine/world/world.ts';
import {
  C_X, C_Y, P_ANGLE, P_GSP, P_LAYER, P_RINGS, P_STATUS, P_WRAD, P_HRAD, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_DEAD, ST_RESETTING,
  ST_ROLL, W_DLE_ROUTINE, W_LEVEL_FRAME, W_LIMIT_BOTTOM, W_LIMIT_BOTTOM_TARGET, W_LIMIT_LEFT, W_LIVES, W_LOCK_SCREEN,
  W_LIMIT_MOVED, W_RESTART, P_EVENTS, P_FRAME, RESTART_NEXT_ACT, P_INPUT_PREV,
} from '../../../../../engine/state/layout.ts';
import { EV_ACT_END, EV_RESTART } from '../../../../../engine/state/events.ts';
import { sonicLoops } from '../../../../../engine/games/s1/act/loops.ts';
import { dynamicLevelEvents, type DleHost } from '../../../../../engine/games/s1/act/dynamicLevelEvents.ts';
import { storeLampInfo } from '../../../../../engine/games/s1/act/lamppost.ts';
import { ZONE_GHZ, ZONE_SBZ } from '../../../../../engine/games/s1/act/actRules.ts';
import { G_VBLANK } from '../../../../../engine/games/s1/objects/s1State.ts';
import { BTN_C, BTN_RIGHT } from '../../../../../engine/input.ts';
import type { World } from '../../../../../engine/world/world.ts';
import { syntheticAct } from './support/syntheticAct.ts';

/** A Green Hill act with a floor chunk across the first four layout columns; start standing on it. */
function ghz(act = 0, extra: Parameters<typeof syntheticAct>[0] = { zone: ZONE_GHZ, act: 0 }): World {
  return createWorld(syntheticAct({
    cells: [[0, 0, 1], [0, 1, 1], [0, 2, 1], [0, 3, 1]],
    start: { x: 0x60, y: 0x80 - 0x14 },
    ...extra,
    zone: extra.zone,
    act,
  }));
}

function host(w: World): DleHost {
  return { s: w.state, rules: w.act!, spawn: () => true };
}

describe('the start of a real act (GM_Level, LevelSizeLoad, Sonic_Main)', () => {
  it('starts on the ground, not airborne, with standing radii, after one update with no buttons', () => {
    const w = ghz();
    const s = w.state;
    expect(s[P_STATUS] & ST_AIR).toBe(0);
    expect(s[P_Y] >> 8).toBe(0x6c);
    expect([s[P_WRAD], s[P_HRAD]]).toEqual([9, 0x13]);
    expect(s[P_FRAME]).toBe(0);
    expect(s[W_LEVEL_FRAME]).toBe(0);
  });

  it('sets the camera as SetScreen does: x - 160 floored at 0, y - 96', () => {
    const w = ghz();
    expect(w.state[C_X]).toBe(0);
    expect(w.state[C_Y]).toBe(0x6c - 96);
  });

  it('has three lives', () => {
    expect(ghz().state[W_LIVES]).toBe(3);
  });
});

describe('Sonic_LevelBound on real acts', () => {
  it('stops the player at the right limit + 0x168, or + 0x128 once a boss locks the screen', () => {
    const w = ghz(0, { zone: ZONE_GHZ, act: 0, size: { right: 0x100 } });
    const s = w.state;
    s[P_X] = 0x267 << 8;
    s[P_GSP] = 0x200;
    w.step(BTN_RIGHT);
    expect(s[P_X]).toBe(0x268 << 8);
    expect(s[P_GSP]).toBe(0);
    s[W_LOCK_SCREEN] = 1;
    s[P_X] = 0x227 << 8;
    s[P_GSP] = 0x200;
    w.step(BTN_RIGHT);
    expect(s[P_X]).toBe(0x228 << 8);
  });

  it('in Scrap Brain 2, falling below the bottom limit past x = $2000 ends the act instead of killing', () => {
    const w = createWorld(syntheticAct({ zone: ZONE_SBZ, act: 1, size: { right: 0x2400, bottom: 0x300 } }));
    const s = w.state;
    s[W_LIMIT_BOTTOM] = 0x300;
    s[P_X] = 0x2010 << 8;
    s[P_Y] = (0x300 + 0xe0 + 1) << 8;
    s[P_STATUS] |= ST_AIR;
    const ev = w.step(0);
    expect(ev & EV_ACT_END).toBe(EV_ACT_END);
    expect(s[W_RESTART]).toBe(RESTART_NEXT_ACT);
    expect(s[P_STATUS] & ST_DEAD).toBe(0);
    const y = s[P_Y];
    w.step(0);
    expect(s[P_Y]).toBe(y);
  });
});

describe('Sonic_Loops (Green Hill and Star Light)', () => {
  const loops = [0x05, 0x06, 0x07, 0x08] as const;
  function loopWorld(): World {
    return createWorld(syntheticAct({ zone: ZONE_GHZ, act: 0, loopChunks: loops, cells: [[0, 0, 1], [0, 1, 5], [0, 2, 6], [0, 3, 7]] }));
  }
  function at(w: World, x: number, angle: number, layer: number, air = false): number {
    const s = w.state;
    s[P_X] = x << 8;
    s[P_Y] = 0x40 << 8;
    s[P_ANGLE] = angle;
    s[P_LAYER] = layer;
    s[P_STATUS] = air ? ST_AIR : 0;
    sonicLoops(w);
    return s[P_LAYER];
  }

  it('on loop chunk 1: below $2C into the chunk → A, from $E0 → B', () => {
    const w = loopWorld();
    expect(at(w, 0x100 + 0x2b, 0x40, 1)).toBe(0);
    expect(at(w, 0x100 + 0xe0, 0, 0)).toBe(1);
    expect(at(w, 0x100 + 0xdf, 0, 0)).toBe(0);
  });

  it('between the thresholds: layer A switches to B at angles 1..$80, layer B to A above $80', () => {
    const w = loopWorld();
    expect(at(w, 0x180, 0x01, 0)).toBe(1);
    expect(at(w, 0x180, 0x80, 0)).toBe(1);
    expect(at(w, 0x180, 0x00, 0)).toBe(0);
    expect(at(w, 0x180, 0x81, 0)).toBe(0);
    expect(at(w, 0x180, 0x81, 1)).toBe(0);
    expect(at(w, 0x180, 0x80, 1)).toBe(1);
  });

  it('loop chunk 2 counts only on the ground; in the air, and off the loops, the layer returns to A', () => {
    const w = loopWorld();
    expect(at(w, 0x200 + 0xe0, 0, 0)).toBe(1);
    expect(at(w, 0x200 + 0xe0, 0, 1, true)).toBe(0);
    expect(at(w, 0x080, 0, 1)).toBe(0);
  });

  it('a roll-tunnel chunk curls the player (y + 5, rolling radii) and gives a standing one ground speed $200', () => {
    const w = loopWorld();
    const s = w.state;
    s[P_X] = 0x340 << 8;
    s[P_Y] = 0x40 << 8;
    s[P_STATUS] = 0;
    s[P_GSP] = 0;
    s[P_LAYER] = 1;
    sonicLoops(w);
    expect(s[P_STATUS] & ST_ROLL).toBe(ST_ROLL);
    expect(s[P_Y] >> 8).toBe(0x45);
    expect([s[P_WRAD], s[P_HRAD]]).toEqual([7, 0xe]);
    expect(s[P_GSP]).toBe(0x200);
    expect(s[P_LAYER]).toBe(1);
  });
});

describe('DynamicLevelEvents', () => {
  it('GHZ1: the bottom target is $300 until the camera reaches $1780, then $400; the limit eases 2 px a frame', () => {
    const w = ghz();
    const s = w.state;
    const h = host(w);
    s[C_X] = 0x177f;
    dynamicLevelEvents(h);
    expect(s[W_LIMIT_BOTTOM_TARGET]).toBe(0x300);
    expect(s[W_LIMIT_BOTTOM]).toBe(0x300);
    s[C_X] = 0x1780;
    dynamicLevelEvents(h);
    expect(s[W_LIMIT_BOTTOM_TARGET]).toBe(0x400);
    expect(s[W_LIMIT_BOTTOM]).toBe(0x302);
  });

  it('the bottom limit moves down 8 px a frame when the camera is within 8 px of it and the player is airborne', () => {
    const w = ghz();
    const s = w.state;
    s[C_X] = 0x1780;
    s[C_Y] = 0x300 - 8;
    s[P_STATUS] |= ST_AIR;
    dynamicLevelEvents(host(w));
    expect(s[W_LIMIT_BOTTOM]).toBe(0x308);
  });

  it('going up from a camera below the new target, the limit first jumps to the camera (even), then 2 px a frame', () => {
    const w = ghz(1);
    const s = w.state;
    s[W_LIMIT_BOTTOM] = 0x300;
    s[C_X] = 0xed0;
    s[C_Y] = 0x283;
    dynamicLevelEvents(host(w));
    expect(s[W_LIMIT_BOTTOM_TARGET]).toBe(0x200);
    expect(s[W_LIMIT_BOTTOM]).toBe(0x282 - 2);
  });

  it('GHZ3: the boss arena locks the screen at camera x $2960, then the left limit follows the camera', () => {
    const w = ghz(2);
    const s = w.state;
    const h = host(w);
    s[C_X] = 0x1700;
    s[C_Y] = 0x280;
    dynamicLevelEvents(h);
    expect(s[W_DLE_ROUTINE]).toBe(2);
    expect(s[W_LIMIT_BOTTOM_TARGET]).toBe(0x300);
    s[C_X] = 0x295f;
    dynamicLevelEvents(h);
    expect(s[W_LOCK_SCREEN]).toBe(0);
    s[C_X] = 0x2960;
    dynamicLevelEvents(h);
    expect([s[W_LOCK_SCREEN], s[W_DLE_ROUTINE]]).toEqual([1, 4]);
    s[C_X] = 0x2970;
    dynamicLevelEvents(h);
    expect(s[W_LIMIT_LEFT]).toBe(0x2970);
  });
});

describe('death and the act restart (GameOver, Sonic_ResetLevel)', () => {
  /** Drops the player into a bottomless act and steps until it has restarted; returns the frames. */
  function dieAndRestart(w: World): { death: number; reset: number; restart: number } {
    const s = w.state;
    s[P_X] = 0x500 << 8; // over blank chunks: nothing to stand on
    s[P_STATUS] |= ST_AIR;
    let death = -1;
    let reset = -1;
    for (let f = 0; f < 1000; f++) {
      const ev = w.step(0);
      if (death < 0 && s[P_STATUS] & ST_DEAD) death = f;
      if (reset < 0 && s[P_STATUS] & ST_RESETTING) reset = f;
      if (ev & EV_RESTART) return { death, reset, restart: f };
    }
    throw new Error('no restart');
  }

  it('below the bottom limit + $100 a life is lost, and the act restarts exactly 60 frames later', () => {
    const w = ghz();
    const { death, reset, restart } = dieAndRestart(w);
    expect(death).toBeGreaterThan(0);
    expect(reset).toBeGreaterThan(death);
    expect(restart - reset).toBe(60);
    expect(w.state[W_LIVES]).toBe(2);
  });

  it('the restarted state is the act start: the same as a fresh world but for lives and frames stepped', () => {
    const w = ghz();
    const { restart } = dieAndRestart(w);
    const fresh = ghz();
    const a = w.state.slice();
    const b = fresh.state.slice();
    a[W_LIVES] = b[W_LIVES];
    a[P_FRAME] = b[P_FRAME];
    // The VBlank counter kept counting through the death and the reload.
    a[G_VBLANK] = b[G_VBLANK];
    expect(a[P_EVENTS]).toBe(EV_RESTART);
    a[P_EVENTS] = b[P_EVENTS];
    expect(w.state[P_FRAME]).toBe(restart + 1);
    const differ = [...a.keys()].filter((i) => a[i] !== b[i]).map((i) => `${i}: ${a[i]} vs ${b[i]}`);
    expect(differ).toEqual([]);
  });

  it('a jump button held across the restart is a new press on the first frame after it: Sonic jumps ($680 up)', () => {
    const held = ghz();
    dieAndRestart(held);
    // C held through the death, the reload and on: the reload read the pad with nothing pressed.
    const s = held.state;
    held.step(BTN_C);
    expect([s[P_STATUS] & ST_AIR, s[P_YSP]]).toEqual([ST_AIR, -0x680]);
    held.step(BTN_C);
    // Held on the second frame it is no new press: the jump goes on (no second jump, gravity $38).
    expect(s[P_YSP]).toBe(-0x680 + 0x38);
    // Before the rule (the restart frame's pad counting as last frame's), a held button would not jump.
    const before = ghz();
    dieAndRestart(before);
    before.state[P_INPUT_PREV] = BTN_C;
    before.step(BTN_C);
    expect(before.state[P_STATUS] & ST_AIR).toBe(0);
  });

  it('with a lamppost stored, the restart begins there with no rings and the stored bottom limit', () => {
    const w = ghz();
    const s = w.state;
    s[P_RINGS] = 12;
    s[W_LIMIT_BOTTOM] = 0x2f0;
    storeLampInfo(s, 1, 0x180, 0x6c);
    s[W_LIMIT_BOTTOM] = 0x300;
    dieAndRestart(w);
    expect([s[P_X] >> 8, s[P_Y] >> 8]).toEqual([0x180, 0x6c]);
    expect(s[P_RINGS]).toBe(0);
    // Restored, then eased 2 px toward GHZ1's $300 by the start's DynamicLevelEvents.
    expect(s[W_LIMIT_BOTTOM]).toBe(0x2f0 + 2);
    expect(s[P_STATUS] & ST_AIR).toBe(0);
    expect(s[C_X]).toBe(0x180 - 160);
  });
});

describe("Sonic 1's camera word arithmetic", () => {
  it('a player left of the camera counts as far ahead: the camera scrolls right 16 px', () => {
    const w = ghz();
    const s = w.state;
    s[C_X] = 0x200;
    s[P_X] = 0x1f0 << 8;
    s[P_Y] = 0x6c << 8;
    w.step(0);
    expect(s[C_X]).toBe(0x210);
  });

  it('the camera leaves a dead player alone', () => {
    const w = ghz();
    const s = w.state;
    s[P_STATUS] |= ST_DEAD | ST_AIR;
    s[P_YSP] = -0x700;
    const before = [s[C_X], s[C_Y]];
    s[P_X] = 0x400 << 8;
    w.step(0);
    expect([s[C_X], s[C_Y]]).toEqual(before);
  });

  it('past a bottom limit of $800 the camera and the player wrap up by $800 (LZ3, SBZ2)', () => {
    const w = createWorld(syntheticAct({ zone: ZONE_SBZ, act: 1, size: { top: -0x100, bottom: 0x800, right: 0x2000 } }));
    const s = w.state;
    s[P_X] = 0x100 << 8;
    s[C_X] = 0;
    s[C_Y] = 0x7fc;
    s[P_Y] = ((0x7fc + 0xa0) << 8) | 0x40;
    s[P_STATUS] = ST_AIR;
    s[P_XSP] = 0;
    s[P_YSP] = 0;
    // Airborne 0xA0 below the camera: 0xA0 + 32 - 0x60 - 64 = 32, capped to 16: the camera
    // reaches $80C, past the bottom limit $800 without a borrow, so both wrap by $800.
    w.step(0);
    expect(s[C_Y]).toBe(0x80c - 0x800);
    expect(s[P_Y] >> 8).toBe((0x7fc + 0xa0) & 0x7ff);
    expect(s[P_Y] & 0xff).toBe(0x40);
  });

  it('the bottom limit having moved (f_bgscrollvert), a camera with nothing to follow re-clamps to the limits', () => {
    for (const moved of [0, 1]) {
      const w = ghz();
      const s = w.state;
      s[C_Y] = 0x310;
      s[P_X] = 0x500 << 8;
      s[P_Y] = (0x310 + 0x60) << 8;
      s[P_STATUS] = ST_AIR;
      s[W_LIMIT_MOVED] = moved;
      w.step(0);
      // In the air 32 px inside the window: no scroll, unless the limit moved.
      expect(s[C_Y]).toBe(moved ? 0x300 : 0x310);
      expect(s[W_LIMIT_MOVED]).toBe(0);
    }
  });
});

describe('the restart flag and the frame counter', () => {
  it('v_framecount counts the act\'s frames', () => {
    const w = ghz();
    for (let i = 0; i < 5; i++) w.step(0);
    expect(w.state[W_LEVEL_FRAME]).toBe(5);
  });
});
