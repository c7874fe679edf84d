import { describe, expect, it } from 'vitest';
import { marbleBrick } from '../../../../../engine/games/s1/objects/objects/marbleBrick.ts';
import { OB_SUBTYPE, OB_VEL_Y, rsw, rw } from '../../../../../engine/games/s1/objects/ram.ts';
import type { World } from '../../../../../engine/world/world.ts';
import type { SceneOptions } from './support/scene.ts';
import { onScreen, oscillatorAt, put, scene, sonicTo, y } from './support/scene.ts';

function brick(subtype: number, by: number, o: SceneOptions = {}): [World, number] {
  const w = scene(o);
  const a0 = put(w, 0x46, 0x100, by, subtype);
  marbleBrick(w, a0);
  onScreen(w, a0);
  return [w, a0];
}

const step = (w: World, a0: number): void => {
  onScreen(w, a0);
  marbleBrick(w, a0);
};

describe('MarbleBrick ($46)', () => {
  it('type 1 wobbles up by oscillator 5\'s byte; bit 3 by $10 minus it', () => {
    const [w, a0] = brick(1, 0x40);
    oscillatorAt(w, 5, 0xc);
    step(w, a0);
    expect(y(w, a0)).toBe(0x40 - 0xc);
    const [w2, b0] = brick(9, 0x40);
    oscillatorAt(w2, 5, 0xc);
    step(w2, b0);
    expect(y(w2, b0)).toBe(0x40 - 4);
  });

  it('off screen it neither moves nor is solid', () => {
    const [w, a0] = brick(1, 0x40);
    oscillatorAt(w, 5, 0xc);
    w.m[a0 + 1] &= 0x7f;
    marbleBrick(w, a0);
    expect(y(w, a0)).toBe(0x40);
  });

  it('type 2 becomes type 3 (falling) with Sonic within $90 px (x), and still wobbles that frame', () => {
    const [w, a0] = brick(2, 0x40);
    sonicTo(w, 0x100 - 0x90, 0x6c);
    step(w, a0);
    expect(w.m[a0 + OB_SUBTYPE]).toBe(2);
    sonicTo(w, 0x100 - 0x8f, 0x6c);
    step(w, a0);
    expect(w.m[a0 + OB_SUBTYPE]).toBe(3);
  });

  it('type 3 falls (+$18 a frame) to the floor and stops there (type 0); its y there is its new wobble base', () => {
    const [w, a0] = brick(3, 0x40);
    for (let f = 0; f < 40 && w.m[a0 + OB_SUBTYPE] === 3; f++) step(w, a0);
    expect([y(w, a0), rsw(w.m, a0 + OB_VEL_Y), rw(w.m, a0 + 0x30), w.m[a0 + OB_SUBTYPE]]).toEqual([0x70, 0, 0x70, 0]);
  });

  it('landing on lava (block index $16A and up; REV00 $2E8) it becomes type 4 and bobs with oscillator 4 / 8', () => {
    const lava = { blockIndex: [[1, 0x16a]] as [number, number][] };
    const [w, a0] = brick(3, 0x40, lava);
    for (let f = 0; f < 40 && w.m[a0 + OB_SUBTYPE] === 3; f++) step(w, a0);
    expect(w.m[a0 + OB_SUBTYPE]).toBe(4);
    oscillatorAt(w, 4, 0x18);
    step(w, a0);
    expect(y(w, a0)).toBe(0x70 - 3);
    const [w0, b0] = brick(3, 0x40, { ...lava, revision: 0 });
    for (let f = 0; f < 40 && w0.m[b0 + OB_SUBTYPE] === 3; f++) step(w0, b0);
    expect(w0.m[b0 + OB_SUBTYPE]).toBe(0);
    const [w1, c0] = brick(3, 0x40, { blockIndex: [[1, 0x2e8]], revision: 0 });
    for (let f = 0; f < 40 && w1.m[c0 + OB_SUBTYPE] === 3; f++) step(w1, c0);
    expect(w1.m[c0 + OB_SUBTYPE]).toBe(4);
  });
});
