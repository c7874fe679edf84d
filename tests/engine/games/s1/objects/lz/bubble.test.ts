import { describe, expect, it } from 'vitest';
import { lzScene, slotsOf } from './scene.ts';
import { BUB_BBL_TYPES, ID_BUBBLE, drownWobble } from '../../../../../../engine/games/s1/objects/objects/bubble.ts';
import { randomNumber } from '../../../../../../engine/games/s1/objects/randomNumber.ts';
import { G_RANDOM } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { OB_ANGLE, OB_ANIM, OB_ROUTINE, OB_SUBTYPE, OB_VEL_Y, OB_X, OB_Y, rsw, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import {
  P_AIR, P_CTRL_LOCK, P_GSP, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, W_PLAYER_CTRL, W_WATER_Y,
} from '../../../../../../engine/state/layout.ts';

/** The water starts at $B8 in LZ1 (below the floor at $80); y $D0 is under it and on screen. */
const UNDER = 0xd0;

describe('Bubble ($64)', () => {
  it('a maker ($81) starts a burst on its first frame: RandomNumber until < 6 (bubbles - 1 and the row), the wait, a bubble at x + 0..$F - 8', () => {
    const w = lzScene([{ x: 0x100, y: UNDER, id: ID_BUBBLE, subtype: 0x81 }], { floorCells: 2 });
    const makers = slotsOf(w, ID_BUBBLE).filter((a) => w.m[a + OB_ROUTINE] === 0xa);
    const bubbles = slotsOf(w, ID_BUBBLE).filter((a) => w.m[a + OB_ROUTINE] !== 0xa);
    expect(makers.length).toBe(1);
    // The same calls on a generator of our own, from the act's seed (v_random 0).
    const r = new Int32Array(w.state.length);
    let d0: number;
    do d0 = randomNumber(r); while ((d0 & 7) >= 6);
    const left = d0 & 7;
    const row = d0 & 0xc;
    const wait = randomNumber(r) & 0x1f;
    const dx = (randomNumber(r) & 0xf) - 8;
    expect(bubbles.length).toBe(1);
    const [b] = bubbles;
    // The bubble, in a slot above the maker, already ran Bub_Main (one more RandomNumber: its wobble angle).
    const angle = randomNumber(r) & 0xff;
    expect(w.m[b + OB_SUBTYPE]).toBe(BUB_BBL_TYPES[row + left]);
    expect(w.m[b + OB_ANGLE]).toBe((angle + 1) & 0xff);
    expect(rw(w.m, b + 0x30)).toBe(0x100 + dx);
    const m0 = makers[0];
    expect(w.m[m0 + 0x34]).toBe(left === 0 ? 0xff : left - 1);
    if (left !== 0) expect(rw(w.m, m0 + 0x38)).toBe(wait);
    expect(w.state[G_RANDOM]).toBe(r[G_RANDOM]);
  });

  it('a bubble rises at -$88 a frame, wobbling by Drown_WobbleData around its start x, and bursts (animation + 3) at the surface', () => {
    const w = lzScene([{ x: 0x100, y: UNDER, id: ID_BUBBLE, subtype: 0 }], { floorCells: 2 });
    const [b] = slotsOf(w, ID_BUBBLE);
    expect(rsw(w.m, b + OB_VEL_Y)).toBe(-0x88);
    let burst = 0;
    for (let f = 1; f < 100 && burst === 0; f++) {
      const i = w.m[b + OB_ANGLE];
      const yBefore = rw(w.m, b + OB_Y);
      w.step(0);
      if (w.m[b + OB_ROUTINE] >= 6) {
        burst = f;
        expect(w.state[W_WATER_Y]).toBeGreaterThanOrEqual(yBefore);
        // A small bubble's burst animation (3) is only afRoutine: it is gone next frame (Bub_Delete).
        expect([w.m[b + OB_ANIM], w.m[b + OB_ROUTINE]]).toEqual([3, 8]);
      } else {
        expect(w.state[W_WATER_Y]).toBeLessThan(yBefore);
        expect(rw(w.m, b + OB_X)).toBe(0x100 + drownWobble(1, i));
      }
    }
    expect(burst).toBeGreaterThan(30);
    w.step(0);
    expect(w.m[b + OB_ROUTINE]).toBe(0);
  });

  it('REV00\'s wobble table has 4 at $20 where REV01 has 3', () => {
    expect([drownWobble(0, 0x20), drownWobble(1, 0x20), drownWobble(0, 0xa0), drownWobble(1, 0x1f)]).toEqual([4, 3, 4, 3]);
  });

  it('a large bubble, once full size (frame 6, 60 frames), gives Sonic air when he is 1..$10 px below it and within $10 across', () => {
    const run = (ctrl: number) => {
      // Deep in LZ2 (water at $328): the bubble has room to grow before it reaches the surface.
      const w = lzScene([{ x: 0x100, y: 0x370, id: ID_BUBBLE, subtype: 2 }], {
        act: 1, cells: [[3, 0, 1], [3, 1, 1]], start: { x: 0x60, y: 0x380 - 0x14 }, size: { bottom: 0x400 },
      });
      const [b] = slotsOf(w, ID_BUBBLE);
      for (let f = 0; f < 60; f++) w.step(0);
      expect(w.m[b + 0x2e]).toBe(1);
      const s = w.state;
      s[P_AIR] = 10;
      s[W_PLAYER_CTRL] = ctrl;
      s[P_X] = (rw(w.m, b + OB_X) + 4) << 8;
      s[P_Y] = (rw(w.m, b + OB_Y) + 8) << 8;
      s[P_XSP] = 0x300;
      s[P_YSP] = 0x100;
      s[P_GSP] = 0x300;
      s[P_STATUS] |= ST_AIR;
      w.step(0);
      return { s, w, b };
    };
    const { s, w, b } = run(0);
    expect([s[P_AIR], s[P_XSP], s[P_YSP], s[P_GSP], s[P_CTRL_LOCK], w.m[b + OB_ROUTINE], w.m[b + OB_ANIM]]).toEqual([30, 0, 0, 0, 0x23, 6, 5]);
    // f_playerctrl bit 7 (no object interaction): no breath.
    expect(run(0x80).s[P_AIR]).toBe(10);
  });
});
