import { describe, expect, it } from 'vitest';
import { sbzScene, slotsOf, stepUntil } from './scene.ts';
import {
  BOSS_FZ_Y, CYLINDER_PTRS, ID_BOSS_FINAL, ID_BOSS_PLASMA, ID_EGGMAN_CYLINDER, PLASMA_PTR,
} from '../../../../../../engine/games/s1/objects/objects/bossFinal.ts';
import { findFreeObj } from '../../../../../../engine/games/s1/objects/objectManager.ts';
import { randomNumber } from '../../../../../../engine/games/s1/objects/randomNumber.ts';
import { OB_ACT_WID, OB_COL_PROP, OB_ID, OB_ROUTINE, OB_SUBTYPE, OB_WIDTH, OB_X, OB_Y, rsw, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_RANDOM } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { C_X, W_DLE_ROUTINE, W_LIMIT_LEFT, W_LIMIT_RIGHT } from '../../../../../../engine/state/layout.ts';
import { ZONE_SBZ } from '../../../../../../engine/games/s1/act/actRules.ts';
import { BOSS_FZ_X } from '../../../../../../engine/games/s1/act/dynamicLevelEvents.ts';
import type { World } from '../../../../../../engine/world/world.ts';

/** A floor at y $580 under the arena, Sonic standing left of the cylinders and the panel, the camera held at camX. */
function arena(revision = 1, camX = BOSS_FZ_X): { w: World; a0: number } {
  const cells: [number, number, number][] = [[5, 0x24, 1], [5, 0x25, 1], [5, 0x26, 1]];
  const w = sbzScene([], { zone: ZONE_SBZ, act: 2, revision, cells, start: { x: 0x2460, y: 0x580 - 0x14 }, size: { left: camX, right: camX, bottom: 0x800 } });
  // The act's events are past loading the boss; this test loads it.
  w.state[W_DLE_ROUTINE] = 6;
  w.state[C_X] = camX;
  w.state[W_LIMIT_LEFT] = camX;
  w.state[W_LIMIT_RIGHT] = camX;
  const a0 = findFreeObj(w.m);
  w.m[a0 + OB_ID] = ID_BOSS_FINAL;
  return { w, a0 };
}

describe('BossFinal ($85)', () => {
  it('loads its launcher ($86) in the first free slot and four cylinders ($84, subtypes 0, 2, 4, 6) after, their address words in objoff_36..3F; 8 hits', () => {
    const { w, a0 } = arena();
    w.step(0);
    const [plasma] = slotsOf(w, ID_BOSS_PLASMA);
    const cylinders = slotsOf(w, ID_EGGMAN_CYLINDER);
    expect(cylinders.map((a) => w.m[a + OB_SUBTYPE])).toEqual([0, 2, 4, 6]);
    expect(rw(w.m, a0 + PLASMA_PTR)).toBe(0xd000 + plasma);
    expect(cylinders.map((a, i) => rw(w.m, a0 + CYLINDER_PTRS + 2 * i))).toEqual(cylinders.map((a) => 0xd000 + a));
    expect(w.m[a0 + OB_COL_PROP]).toBe(8);
  });

  it('REV01 gives the parts their widths in obActWid; REV00 writes them into obWidth (obActWid stays 0)', () => {
    for (const revision of [0, 1]) {
      const { w } = arena(revision);
      w.step(0);
      const parts = slotsOf(w, ID_BOSS_FINAL);
      const wid = parts.map((a) => [w.m[a + OB_ACT_WID], w.m[a + OB_WIDTH]]);
      expect(wid).toEqual(revision === 0
        ? [[0, 0x20], [0, 0x12], [0, 0], [0, 0], [0, 0x20], [0, 0]]
        : [[0x20, 0], [0x12, 0], [0, 0], [0, 0], [0x20, 0], [0, 0]]);
    }
  });

  it('step 0 waits for the camera at boss_fz_x, adding 1 to v_random each frame', () => {
    const { w, a0 } = arena(1, BOSS_FZ_X - 0x10);
    const r0 = w.state[G_RANDOM];
    w.step(0);
    w.step(0);
    expect(w.m[a0 + 0x34]).toBe(0);
    expect(w.state[G_RANDOM]).toBe((r0 + 2) | 0);
  });

  it('step 2 picks two neighbouring cylinders with RandomNumber: the first carries Eggman out, the second comes out too', () => {
    const { w, a0 } = arena();
    w.step(0);
    expect(w.m[a0 + 0x34]).toBe(2);
    const predict = Int32Array.from(w.state);
    const r = randomNumber(predict);
    let d0 = r & 0xc;
    let d1 = d0 + 2;
    if (r < 0) [d0, d1] = [d1, d0];
    const pairs = [0, 2, 2, 4, 4, 6, 6, 0];
    const first = slotsOf(w, ID_EGGMAN_CYLINDER)[pairs[d0 >> 1] >> 1];
    const second = slotsOf(w, ID_EGGMAN_CYLINDER)[pairs[d1 >> 1] >> 1];
    w.step(0);
    expect([w.m[first + 0x29], rsw(w.m, first + 0x30), w.m[second + 0x29], rsw(w.m, second + 0x30)]).toEqual([0xff, -1, 1, 0]);
    expect(rsw(w.m, a0 + 0x32)).toBe(1);
    // Both come out (routine 4) and Eggman rides the first: y = its y - $A below, + $E above.
    w.step(0);
    expect([w.m[first + OB_ROUTINE], w.m[second + OB_ROUTINE]]).toEqual([4, 4]);
    for (let i = 0; i < 10; i++) {
      w.step(0);
      const below = w.m[first + OB_SUBTYPE] <= 2;
      expect(rw(w.m, a0 + OB_Y)).toBe(rw(w.m, first + OB_Y) + (below ? -0xa : 0xe));
      expect(rw(w.m, a0 + OB_X)).toBe(rw(w.m, first + OB_X));
    }
  });

  it('a cylinder comes out $A0 px ($8000 a frame, $30000 once past $10), goes back 2 px a frame, and then Eggman\'s objoff_32 counts it', () => {
    const { w, a0 } = arena();
    w.step(0);
    w.step(0);
    const c = slotsOf(w, ID_EGGMAN_CYLINDER).find((a) => w.m[a + 0x29] !== 0)!;
    const base = rw(w.m, c + 0x38);
    const below = w.m[c + OB_SUBTYPE] <= 2;
    const out: number[] = [];
    stepUntil(w, () => {
      out.push(rsw(w.m, c + 0x3c));
      return w.m[c + 0x29] === 0;
    });
    expect(rsw(w.m, c + 0x3c)).toBe(below ? -0xa0 : 0xa0);
    // Past $10 the step is $30000 (3 px): the last steps before the end are 3 px apart.
    expect(Math.abs(out[out.length - 2] - out[out.length - 3])).toBe(3);
    expect(rw(w.m, c + OB_Y)).toBe((base + (below ? -0xa0 : 0xa0)) & 0xffff);
    // Back 2 px a frame: the bottom ones are home when the add carries (80 frames), the top ones
    // when the subtraction borrows, one frame later (81).
    const n = stepUntil(w, () => w.m[c + OB_ROUTINE] === 2, 0, 200);
    expect(n).toBe(below ? 0xa0 / 2 : 0xa0 / 2 + 1);
    expect(rsw(w.m, a0 + 0x32)).toBeLessThan(1);
  });

  it('the launcher sits at (boss_fz_x + $138, boss_fz_y + $2C) and, on Eggman\'s step 4, makes four balls aimed at boss_fz_x + $128 - n * $4F ± $10', () => {
    const { w, a0 } = arena();
    w.step(0);
    const [plasma] = slotsOf(w, ID_BOSS_PLASMA);
    expect([rw(w.m, plasma + OB_X), rw(w.m, plasma + OB_Y)]).toEqual([BOSS_FZ_X + 0x138, BOSS_FZ_Y + 0x2c]);
    stepUntil(w, () => w.m[a0 + 0x34] === 4, 0, 600);
    stepUntil(w, () => slotsOf(w, ID_BOSS_PLASMA).length === 5, 0, 10);
    const balls = slotsOf(w, ID_BOSS_PLASMA).filter((a) => a !== plasma);
    expect(balls.every((a) => w.m[a + OB_ROUTINE] === 8)).toBe(true);
    balls.forEach((a, n) => {
      const d = rw(w.m, a + 0x30) - (BOSS_FZ_X + 0x128 - n * 0x4f);
      expect(d).toBeGreaterThanOrEqual(-0x10);
      expect(d).toBeLessThanOrEqual(0xf);
    });
    expect([rw(w.m, plasma + 0x32), rw(w.m, plasma + 0x38)]).toEqual([4, 4]);
  });
});
