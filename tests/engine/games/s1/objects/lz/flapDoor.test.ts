import { describe, expect, it } from 'vitest';
import { lzScene, slotsOf } from './scene.ts';
import { ID_FLAP_DOOR } from '../../../../../../engine/games/s1/objects/objects/flapDoor.ts';
import { OB_ANIM, OB_FRAME } from '../../../../../../engine/games/s1/objects/ram.ts';
import { P_X, W_WIND_TUNNEL_OFF } from '../../../../../../engine/state/layout.ts';

describe('FlapDoor ($0C)', () => {
  it('subtype 2 flaps every 121 frames (120 then the word past 0): shuts in 2 steps of 4 frames, opens the same way', () => {
    const w = lzScene([{ x: 0x100, y: 0x60, id: ID_FLAP_DOOR, subtype: 2 }], { floorCells: 2 });
    const [a0] = slotsOf(w, ID_FLAP_DOOR);
    // The act start ran Flap_Main: the first countdown (0 - 1) flipped it to closing at once, frame 2.
    expect([w.m[a0 + OB_ANIM], w.m[a0 + OB_FRAME]]).toEqual([1, 2]);
    const changes: [number, number, number][] = [];
    let last = -1;
    for (let f = 1; f <= 135; f++) {
      w.step(0);
      const key = w.m[a0 + OB_ANIM] * 16 + w.m[a0 + OB_FRAME];
      if (key !== last) changes.push([f, w.m[a0 + OB_ANIM], w.m[a0 + OB_FRAME]]);
      last = key;
    }
    expect(changes).toEqual([[1, 1, 2], [4, 1, 1], [8, 1, 0], [121, 0, 0], [125, 0, 1], [129, 0, 2]]);
  });

  it('shut, with Sonic left of it, it turns the wind tunnels off (f_wtunnelallow 1) and is solid ($13 half wide)', () => {
    const w = lzScene([{ x: 0x100, y: 0x60, id: ID_FLAP_DOOR, subtype: 2 }], { floorCells: 2 });
    const flags: number[] = [];
    let furthest = 0;
    for (let f = 1; f <= 100; f++) {
      w.step(0x08);
      if (f <= 9) flags.push(w.state[W_WIND_TUNNEL_OFF]);
      furthest = Math.max(furthest, w.state[P_X] >> 8);
    }
    expect(flags).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 1]);
    expect(furthest).toBe(0x100 - 0x13);
  });

  it('Sonic right of the door: the wind tunnels stay on and he walks through it leftwards only while it is open', () => {
    const w = lzScene([{ x: 0x100, y: 0x60, id: ID_FLAP_DOOR, subtype: 2 }], { floorCells: 2 });
    w.state[P_X] = 0x140 << 8;
    for (let f = 1; f <= 20; f++) w.step(0);
    expect(w.state[W_WIND_TUNNEL_OFF]).toBe(0);
  });
});
