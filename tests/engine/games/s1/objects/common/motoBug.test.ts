import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, slotsOf, stepUntil } from '../ghz/scene.ts';
import { ID_MOTO_BUG } from '../../../../../../engine/games/s1/objects/objects/motoBug.ts';
import { ID_EXPLOSION_ITEM } from '../../../../../../engine/games/s1/objects/objects/explosionItem.ts';
import {
  OB_2ND_ROUT, OB_ANIM, OB_ANI_FRAME, OB_COL_TYPE, OB_ID, OB_ROUTINE, OB_STATUS, OB_TIME_FRAME, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, rsw, rw,
} from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_ITEM_BONUS, G_SCORE } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { ANIM_ROLL, P_ANIM, P_RINGS, P_STATUS, P_YSP, ST_DEAD, ST_HURT, ST_ROLL } from '../../../../../../engine/state/layout.ts';
import { EV_ENEMY_DESTROYED } from '../../../../../../engine/state/events.ts';

/** The bug itself (not its smoke). */
function bug(w: ReturnType<typeof scene>): number {
  return slotsOf(w, ID_MOTO_BUG).find((a) => w.m[a + OB_ANIM] !== 2)!;
}

describe('Moto Bug ($40): Moto_Main', () => {
  it('falls with ObjectFall until ObjFloorDist finds the floor, lands with its bottom (y + $E) on it and turns round', () => {
    // The floor's top is y $80: standing on it means a bottom pixel at $7F (ObjFloorDist 0).
    const w = scene([{ x: 0x180, y: 0x60, id: ID_MOTO_BUG }], { floorCells: 2 });
    const a = bug(w);
    expect([w.m[a + OB_ROUTINE], w.m[a + OB_COL_TYPE]]).toEqual([0, 0xc]);
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 2);
    expect(rw(w.m, a + OB_Y)).toBe(0x7f - 0xe);
    expect(rsw(w.m, a + OB_VEL_Y)).toBe(0);
    // An unflipped placement lands with obStatus bit 0 set...
    expect(w.m[a + OB_STATUS] & 1).toBe(1);
  });
});

describe('Moto Bug ($40): Moto_Action', () => {
  it('drives off the frame after landing, turned round again: an unflipped one goes left at -$100, 1 px a frame', () => {
    const w = scene([{ x: 0x180, y: 0x60, id: ID_MOTO_BUG }], { floorCells: 2 });
    const a = bug(w);
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 2);
    w.step(0);
    expect([w.m[a + OB_2ND_ROUT], rsw(w.m, a + OB_VEL_X), w.m[a + OB_ANIM], w.m[a + OB_STATUS] & 1]).toEqual([2, -0x100, 1, 0]);
    expect(rw(w.m, a + OB_X)).toBe(0x180);
    for (let k = 1; k <= 10; k++) {
      w.step(0);
      expect(rw(w.m, a + OB_X)).toBe(0x180 - k);
    }
  });

  it('puffs exhaust smoke (a Moto Bug with obAnim 2) at its x on its first driving frame and every 16 frames after', () => {
    const w = scene([{ x: 0x180, y: 0x60, id: ID_MOTO_BUG }], { floorCells: 2 });
    const a = bug(w);
    stepUntil(w, () => w.m[a + OB_2ND_ROUT] === 2);
    const puffs: number[] = [];
    for (let f = 1; f <= 40; f++) {
      w.step(0);
      // A puff made this frame (in a higher slot) has run once: its first script frame, 1 of 2 frames left.
      const fresh = slotsOf(w, ID_MOTO_BUG).filter((p) => w.m[p + OB_ANIM] === 2 && w.m[p + OB_ANI_FRAME] === 1 && w.m[p + OB_TIME_FRAME] === 1);
      for (const p of fresh) {
        expect(rw(w.m, p + OB_X)).toBe(rw(w.m, a + OB_X));
        puffs.push(f);
      }
    }
    expect(puffs).toEqual([1, 17, 33]);
  });

  it('the smoke shows its 11 frames for 2 frames each, then deletes itself ($FC → Moto_Delete): 24 runs in all', () => {
    const w = scene([{ x: 0x180, y: 0x60, id: ID_MOTO_BUG }], { floorCells: 2 });
    const a = bug(w);
    stepUntil(w, () => w.m[a + OB_2ND_ROUT] === 2);
    w.step(0);
    const smoke = slotsOf(w, ID_MOTO_BUG).find((s) => w.m[s + OB_ANIM] === 2)!;
    // It went into a higher slot, so it ran once already.
    expect(smoke).toBeGreaterThan(a);
    for (let n = 2; n <= 23; n++) {
      w.step(0);
      expect(w.m[smoke + OB_ID]).toBe(ID_MOTO_BUG);
    }
    expect(w.m[smoke + OB_ROUTINE]).toBe(6);
    w.step(0);
    expect(w.m[smoke + OB_ID] === ID_MOTO_BUG && w.m[smoke + OB_ANIM] === 2).toBe(false);
  });

  it('stops where the floor ends (ObjFloorDist $C or more), pauses 60 frames, then drives back', () => {
    // A flipped one lands with bit 0 clear and drives right, to the floor's end at x $200.
    const w = scene([{ x: 0x1c0, y: 0x60, id: ID_MOTO_BUG, xFlip: true }], { floorCells: 2 });
    const a = bug(w);
    stepUntil(w, () => w.m[a + OB_2ND_ROUT] === 2);
    expect(rsw(w.m, a + OB_VEL_X)).toBe(0x100);
    stepUntil(w, () => w.m[a + OB_2ND_ROUT] === 0);
    expect([rw(w.m, a + OB_X), rsw(w.m, a + OB_VEL_X), w.m[a + OB_ANIM]]).toEqual([0x200, 0, 0]);
    const n = stepUntil(w, () => w.m[a + OB_2ND_ROUT] === 2);
    expect(n).toBe(60);
    expect(rsw(w.m, a + OB_VEL_X)).toBe(-0x100);
  });
});

describe('Moto Bug ($40): touched', () => {
  it('by a rolling Sonic coming down: it becomes an explosion ($27, routine 0), 100 points, Sonic bounces back up', () => {
    const w = scene([{ x: 0x100, y: 0x60, id: ID_MOTO_BUG }], { floorCells: 2 });
    const s = w.state;
    const a = bug(w);
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 2);
    dropSonic(w, rw(w.m, a + OB_X), 0x40);
    s[P_STATUS] |= ST_ROLL;
    s[P_ANIM] = ANIM_ROLL;
    let ev = 0;
    stepUntil(w, () => {
      ev = w.events;
      return w.m[a + OB_ID] !== ID_MOTO_BUG;
    });
    expect(w.m[a + OB_ID]).toBe(ID_EXPLOSION_ITEM);
    expect(ev & EV_ENEMY_DESTROYED).not.toBe(0);
    expect(s[G_SCORE]).toBe(10);
    expect(s[G_ITEM_BONUS]).toBe(2);
    // React_Enemy: Sonic above the bug (his y < its y) → obVelY negated.
    expect(s[P_YSP]).toBeLessThan(0);
  });

  it('by Sonic not rolling: he is hurt (no rings: killed)', () => {
    const w = scene([{ x: 0x100, y: 0x60, id: ID_MOTO_BUG }], { floorCells: 2 });
    const s = w.state;
    const a = bug(w);
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 2);
    dropSonic(w, rw(w.m, a + OB_X), 0x40);
    stepUntil(w, () => (s[P_STATUS] & ST_DEAD) !== 0);
    expect(w.m[a + OB_ID]).toBe(ID_MOTO_BUG);
    const w2 = scene([{ x: 0x100, y: 0x60, id: ID_MOTO_BUG }], { floorCells: 2 });
    const a2 = bug(w2);
    stepUntil(w2, () => w2.m[a2 + OB_ROUTINE] === 2);
    dropSonic(w2, rw(w2.m, a2 + OB_X), 0x40);
    w2.state[P_RINGS] = 3;
    stepUntil(w2, () => (w2.state[P_STATUS] & ST_HURT) !== 0);
    expect(w2.state[P_STATUS] & ST_DEAD).toBe(0);
  });
});
