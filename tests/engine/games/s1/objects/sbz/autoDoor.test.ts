import { describe, expect, it } from 'vitest';
import { sbzScene, slotsOf } from './scene.ts';
import { ID_AUTO_DOOR } from '../../../../../../engine/games/s1/objects/objects/autoDoor.ts';
import { OB_ANIM, OB_FRAME } from '../../../../../../engine/games/s1/objects/ram.ts';
import { P_X } from '../../../../../../engine/state/layout.ts';

describe('AutoDoor ($2A)', () => {
  const door = (sonicX: number, xFlip = false): number => {
    const w = sbzScene([{ x: 0x100, y: 0x60, id: ID_AUTO_DOOR, xFlip }], { floorCells: 2 });
    const [a0] = slotsOf(w, ID_AUTO_DOOR);
    w.state[P_X] = sonicX << 8;
    w.step(0);
    return w.m[a0 + OB_ANIM];
  };

  it('opens while Sonic is within $40 px to its left (x + $40 >= door, x - $40 < door, x < door)', () => {
    expect([door(0xc0), door(0xbf), door(0xff), door(0x100), door(0x13f)]).toEqual([1, 0, 1, 0, 0]);
  });

  it('x-flipped, opens from the right instead: x from the door to door + $3F', () => {
    expect([door(0xc0, true), door(0x100, true), door(0x13f, true), door(0x140, true)]).toEqual([0, 1, 1, 0]);
  });

  it('takes 9 frames to open (frames 0..8); shut (frame 0) it is solid ($11 half wide): Sonic cannot pass from the wrong side', () => {
    const w = sbzScene([{ x: 0x100, y: 0x60, id: ID_AUTO_DOOR, xFlip: true }], { floorCells: 2 });
    const [a0] = slotsOf(w, ID_AUTO_DOOR);
    let furthest = 0;
    for (let i = 0; i < 120; i++) {
      w.step(0x08);
      furthest = Math.max(furthest, w.state[P_X] >> 8);
    }
    expect(furthest).toBe(0x100 - 0x11);
    expect(w.m[a0 + OB_FRAME]).toBe(0);
  });

  it('opening shows frames 0..8 one per frame, then holds 8', () => {
    const w = sbzScene([{ x: 0x100, y: 0x60, id: ID_AUTO_DOOR }], { floorCells: 2 });
    const [a0] = slotsOf(w, ID_AUTO_DOOR);
    w.state[P_X] = 0xd0 << 8;
    const frames: number[] = [];
    for (let i = 0; i < 11; i++) {
      w.step(0);
      w.state[P_X] = 0xd0 << 8;
      frames.push(w.m[a0 + OB_FRAME]);
    }
    expect(frames).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8]);
  });
});
