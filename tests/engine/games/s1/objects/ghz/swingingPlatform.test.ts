import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, slotsOf, stepUntil } from './scene.ts';
import { ID_SWINGING_PLATFORM } from '../../../../../../engine/games/s1/objects/objects/swingingPlatform.ts';
import {
  OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_HEIGHT, OB_PRIORITY, OB_ROUTINE, OB_SUBTYPE, OB_X, OB_Y, rw,
} from '../../../../../../engine/games/s1/objects/ram.ts';
import { C_X, P_HRAD, P_STATUS, P_X, P_Y, ST_ON_OBJECT } from '../../../../../../engine/state/layout.ts';
import { oscillatorByte } from '../../../../../../engine/games/s1/act/oscillators.ts';
import { ZONE_SBZ, ZONE_SLZ } from '../../../../../../engine/games/s1/act/actRules.ts';
import { SINE } from '../../../../../../engine/fixed/trig.ts';

function swingScene(subtype: number, o: { xFlip?: boolean; zone?: number } = {}) {
  const w = scene([{ x: 0x180, y: 0x40, id: ID_SWINGING_PLATFORM, subtype, xFlip: o.xFlip }], { zone: o.zone });
  const a0 = slotsOf(w, ID_SWINGING_PLATFORM).find((a) => w.m[a + OB_ROUTINE] !== 0xa)!;
  const list = Array.from({ length: w.m[a0 + OB_SUBTYPE] + 1 }, (_, i) => w.m[a0 + 0x29 + i] * 0x40);
  return { w, a0, list };
}

const circle = (dist: number, angle: number): [number, number] => [
  (Math.imul(dist, SINE[(angle & 0xff) + 0x40]) >> 8),
  (Math.imul(dist, SINE[angle & 0xff]) >> 8),
];

describe('SwingingPlatform ($15): Swing_Main', () => {
  it('makes n + 1 links at n*16 ... 0 px (the last the anchor: frame 2, priority 3) and lists itself last at n*16 + 8', () => {
    const { w, a0, list } = swingScene(6);
    expect(list.length).toBe(8);
    expect(list[7]).toBe(a0);
    expect(list.map((a) => w.m[a + 0x3c])).toEqual([0x60, 0x50, 0x40, 0x30, 0x20, 0x10, 0, 0x68]);
    expect(list.slice(0, 6).map((a) => [w.m[a + OB_FRAME], w.m[a + OB_PRIORITY]])).toEqual(new Array(6).fill([1, 4]));
    expect([w.m[list[6] + OB_FRAME], w.m[list[6] + OB_PRIORITY]]).toEqual([2, 3]);
    expect([w.m[a0 + OB_ACT_WID], w.m[a0 + OB_HEIGHT], w.m[a0 + OB_ROUTINE]]).toEqual([0x18, 8, 2]);
  });

  it('in SLZ is $20 wide, $10 high and hurts (type $99); in SBZ it is the spiked ball (type $86, routine $C)', () => {
    const slz = swingScene(6, { zone: ZONE_SLZ });
    expect([slz.w.m[slz.a0 + OB_ACT_WID], slz.w.m[slz.a0 + OB_HEIGHT], slz.w.m[slz.a0 + OB_COL_TYPE]]).toEqual([0x20, 0x10, 0x99]);
    const sbz = swingScene(6, { zone: ZONE_SBZ });
    expect([sbz.w.m[sbz.a0 + OB_HEIGHT], sbz.w.m[sbz.a0 + OB_COL_TYPE], sbz.w.m[sbz.a0 + OB_ROUTINE]]).toEqual([0x18, 0x86, 0xc]);
  });

  it('subtype bit 4 is the GHZ giant ball: frame 1, priority 2, hurts (type $81)', () => {
    const { w, a0 } = swingScene(0x16);
    expect([w.m[a0 + OB_FRAME], w.m[a0 + OB_PRIORITY], w.m[a0 + OB_COL_TYPE]]).toEqual([1, 2, 0x81]);
  });
});

describe('SwingingPlatform ($15): Swing_Move', () => {
  it('puts every link on its circle at oscillator 6\'s angle: x + dist * cos >> 8, y + dist * sin >> 8', () => {
    const { w, list } = swingScene(6);
    for (let f = 0; f < 50; f++) {
      const angle = oscillatorByte(w.state, 6);
      w.step(0);
      for (const a of list) {
        const [dx, dy] = circle(w.m[a + 0x3c], angle);
        expect([rw(w.m, a + OB_X), rw(w.m, a + OB_Y)]).toEqual([0x180 + dx, 0x40 + dy]);
      }
    }
  });

  it('x-flipped, swings the other way: angle $80 - oscillator 6', () => {
    const { w, a0 } = swingScene(6, { xFlip: true });
    const angle = (0x80 - oscillatorByte(w.state, 6)) & 0xff;
    w.step(0);
    const [dx, dy] = circle(0x68, angle);
    expect([rw(w.m, a0 + OB_X), rw(w.m, a0 + OB_Y)]).toEqual([0x180 + dx, 0x40 + dy]);
  });

  it('carries Sonic standing on it at its y - (height + 1) - his height, following its x', () => {
    const { w, a0 } = swingScene(6);
    const s = w.state;
    w.step(0);
    dropSonic(w, rw(w.m, a0 + OB_X), rw(w.m, a0 + OB_Y) - 0x30);
    stepUntil(w, () => (s[P_STATUS] & ST_ON_OBJECT) !== 0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(4);
    for (let i = 0; i < 30; i++) {
      const before = rw(w.m, a0 + OB_X);
      const x = s[P_X] >> 8;
      w.step(0);
      expect(s[P_Y] >> 8).toBe(rw(w.m, a0 + OB_Y) - 9 - s[P_HRAD]);
      expect(s[P_X] >> 8).toBe(x + rw(w.m, a0 + OB_X) - before);
    }
  });

  it('out of range (by the pivot), deletes all its links and itself', () => {
    const { w } = swingScene(6);
    expect(slotsOf(w, ID_SWINGING_PLATFORM).length).toBe(8);
    w.state[C_X] = 0x800;
    w.step(0);
    expect(slotsOf(w, ID_SWINGING_PLATFORM).length).toBe(0);
  });
});
