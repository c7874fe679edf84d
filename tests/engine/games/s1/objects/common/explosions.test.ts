import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { scene, slotsOf } from '../ghz/scene.ts';
import { ID_EXPLOSION_ITEM } from '../../../../../../engine/games/s1/objects/objects/explosionItem.ts';
import { ID_EXPLOSION_BOMB } from '../../../../../../engine/games/s1/objects/objects/explosionBomb.ts';
import { ID_MISSILE_DISSOLVE } from '../../../../../../engine/games/s1/objects/objects/missileDissolve.ts';
import { ID_ANIMALS } from '../../../../../../engine/games/s1/objects/objects/animals.ts';
import { ID_POINTS } from '../../../../../../engine/games/s1/objects/objects/points.ts';
import { findFreeObj } from '../../../../../../engine/games/s1/objects/objectManager.ts';
import { randomNumber } from '../../../../../../engine/games/s1/objects/randomNumber.ts';
import {
  OB_FRAME, OB_ID, OB_RENDER, OB_ROUTINE, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, rl, rsw, rw, ww,
} from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_BOSS_STATUS } from '../../../../../../engine/games/s1/objects/s1State.ts';
import type { World } from '../../../../../../engine/world/world.ts';

/** An object `id` put into the first free slot at (x, y), as a badnik's React_Enemy or a spawner would. */
function spawn(w: World, id: number, x: number, y: number, pointsIndex = 0): number {
  const a = findFreeObj(w.m);
  w.m[a + OB_ID] = id;
  ww(w.m, a + OB_X, x);
  ww(w.m, a + OB_Y, y);
  ww(w.m, a + 0x3e, pointsIndex);
  return a;
}

/** How many steps `a` keeps holding object `id`. */
function lifetime(w: World, a: number, id: number): number {
  let n = 0;
  while (w.m[a + OB_ID] === id && n < 1000) {
    w.step(0);
    n++;
  }
  return n;
}

describe('ExplosionItem ($27)', () => {
  it('frees an animal ($28) with its points index into the first free slot on its first run', () => {
    const w = scene([], { floorCells: 2 });
    const a = spawn(w, ID_EXPLOSION_ITEM, 0x100, 0x60, 4);
    w.step(0);
    const [animal] = slotsOf(w, ID_ANIMALS);
    expect(animal).toBe(a + 0x40);
    expect(rw(w.m, animal + 0x3e)).toBe(4);
    expect([w.m[a + OB_ROUTINE], w.m[a + OB_FRAME]]).toEqual([4, 0]);
  });

  it('shows frames 0..4 for 8 runs each (obTimeFrame 7 → -1), deleting itself when frame 5 comes: on its 40th run', () => {
    const w = scene([], { floorCells: 2 });
    const a = spawn(w, ID_EXPLOSION_ITEM, 0x100, 0x60);
    const frames: number[] = [];
    let n = 0;
    while (w.m[a + OB_ID] === ID_EXPLOSION_ITEM) {
      w.step(0);
      n++;
      if (w.m[a + OB_ID] === ID_EXPLOSION_ITEM) frames.push(w.m[a + OB_FRAME]);
    }
    expect(n).toBe(40);
    expect(frames).toEqual([...Array(7).fill(0), 1, 1, 1, 1, 1, 1, 1, 1, ...Array(8).fill(2), ...Array(8).fill(3), ...Array(8).fill(4)]);
  });

  it('a monitor\'s (routine 2) frees no animal', () => {
    const w = scene([], { floorCells: 2 });
    const a = spawn(w, ID_EXPLOSION_ITEM, 0x100, 0x60);
    w.m[a + OB_ROUTINE] = 2;
    w.step(0);
    expect(slotsOf(w, ID_ANIMALS)).toEqual([]);
  });
});

describe('ExplosionBomb ($3F) and MissileDissolve ($24)', () => {
  it('ExplosionBomb is set up on its first run without being displayed, then lives 40 runs like ExplosionItem', () => {
    const w = scene([], { floorCells: 2 });
    const a = spawn(w, ID_EXPLOSION_BOMB, 0x100, 0x60);
    w.step(0);
    // Not queued: BuildSprites never flagged it.
    expect(w.m[a + OB_RENDER]).toBe(4);
    expect(lifetime(w, a, ID_EXPLOSION_BOMB)).toBe(40);
  });

  it('MissileDissolve shows frames 0..3 for 10 runs each and deletes itself at frame 4: 40 runs', () => {
    const w = scene([], { floorCells: 2 });
    const a = spawn(w, ID_MISSILE_DISSOLVE, 0x100, 0x60);
    expect(lifetime(w, a, ID_MISSILE_DISSOLVE)).toBe(40);
  });
});

describe('Animals ($28) from a badnik', () => {
  it('RandomNumber picks one of the zone\'s two (GHZ: 0 or 5); it jumps at -$400 and frees the points with frame = objoff_3E / 2', () => {
    const w = scene([], { floorCells: 2 });
    const rng = w.state.slice();
    const kind = [0, 5][randomNumber(rng) & 1];
    const a = spawn(w, ID_ANIMALS, 0x100, 0x60, 6);
    w.step(0);
    expect(w.m[a + 0x30]).toBe(kind);
    expect([w.m[a + OB_ROUTINE], rsw(w.m, a + OB_VEL_Y), w.m[a + OB_FRAME]]).toEqual([2, -0x400, 2]);
    const [points] = slotsOf(w, ID_POINTS);
    expect(points).toBe(a + 0x40);
    expect(w.m[points + OB_FRAME]).toBe(3);
  });

  it('falls back to the floor, then hops with its animal\'s speeds in its own routine (4 + 2 * animal)', () => {
    const w = scene([], { floorCells: 2 });
    const a = spawn(w, ID_ANIMALS, 0x100, 0x60);
    w.step(0);
    const kind = w.m[a + 0x30];
    while (w.m[a + OB_ROUTINE] === 2) w.step(0);
    const speeds: Record<number, [number, number]> = { 0: [-0x200, -0x400], 5: [-0x300, -0x400] };
    expect([rsw(w.m, a + OB_VEL_X), rsw(w.m, a + OB_VEL_Y)]).toEqual(speeds[kind]);
    expect(w.m[a + OB_ROUTINE]).toBe(4 + 2 * kind);
    expect(rw(w.m, a + OB_Y)).toBe(0x7f - 0xc);
  });

  it('with v_bossstatus set it frees no points and waits in routine $12', () => {
    const w = scene([], { floorCells: 2 });
    w.state[G_BOSS_STATUS] = 1;
    const a = spawn(w, ID_ANIMALS, 0x100, 0x60);
    w.step(0);
    expect(w.m[a + OB_ROUTINE]).toBe(0x12);
    expect(slotsOf(w, ID_POINTS)).toEqual([]);
  });

  it('deletes itself the frame after BuildSprites finds it off screen (obRender bit 7 clear)', () => {
    const w = scene([], { floorCells: 2 });
    const a = spawn(w, ID_ANIMALS, 0x100, 0x60);
    w.step(0);
    while (w.m[a + OB_ROUTINE] === 2) w.step(0);
    // Hopping left it leaves the screen's left edge: x + obActWid (8) < the camera's x (0).
    const xs: number[] = [];
    while (w.m[a + OB_ID] === ID_ANIMALS) {
      xs.push(rsw(w.m, a + OB_X));
      w.step(0);
    }
    expect(xs[xs.length - 1] + 8).toBeLessThan(0);
    expect(xs[xs.length - 2] + 8).toBeGreaterThanOrEqual(0);
  });
});

describe('Points ($29)', () => {
  it('rises at -$300 slowing by $18 and deletes itself on its 33rd run, 49.5 px higher', () => {
    const w = scene([], { floorCells: 2 });
    const a = spawn(w, ID_POINTS, 0x100, 0x60);
    for (let n = 1; n <= 32; n++) {
      w.step(0);
      expect(rsw(w.m, a + OB_VEL_Y)).toBe(-0x300 + n * 0x18);
    }
    expect(rl(w.m, a + OB_Y)).toBe(0x2e8000);
    w.step(0);
    expect(w.m[a + OB_ID]).toBe(0);
  });
});
