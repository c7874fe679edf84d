import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, slotsOf, stepUntil } from '../ghz/scene.ts';
import { ID_BOMB } from '../../../../../../engine/games/s1/objects/objects/bomb.ts';
import { ID_ORBINAUT } from '../../../../../../engine/games/s1/objects/objects/orbinaut.ts';
import { ID_EXPLOSION_BOMB } from '../../../../../../engine/games/s1/objects/objects/explosionBomb.ts';
import { ID_EXPLOSION_ITEM } from '../../../../../../engine/games/s1/objects/objects/explosionItem.ts';
import {
  OB_2ND_ROUT, OB_ANGLE, OB_ANIM, OB_COL_TYPE, OB_FRAME, OB_ID, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, rl, rsw,
  rw,
} from '../../../../../../engine/games/s1/objects/ram.ts';
import { ZONE_SLZ } from '../../../../../../engine/games/s1/act/actRules.ts';
import { SINE } from '../../../../../../engine/fixed/trig.ts';
import type { World } from '../../../../../../engine/world/world.ts';

const X = 0x200;
const Y = 0x100;

/** Whole pixels of a 16:16 position. */
const px = (w: World, a: number, at: number): number => rl(w.m, a + at) >> 16;

/** Steps until `done`, Sonic held in the air at (x, y) each frame (over the void he would die and stop the objects). */
function holdUntil(w: World, x: number, y: number, done: () => boolean, max = 400): number {
  for (let n = 1; n <= max; n++) {
    dropSonic(w, x, y);
    w.step(0);
    if (done()) return n;
  }
  throw new Error(`holdUntil: not done after ${max} frames`);
}

describe('Bomb ($5F)', () => {
  function bombScene(xFlip = false) {
    const w = scene([{ x: X, y: Y, id: ID_BOMB, xFlip }], { zone: ZONE_SLZ });
    return { w, a0: slotsOf(w, ID_BOMB)[0] };
  }

  it('turns round as it loads and walks at once: an unflipped bomb left at -$10 for 1535 frames, then stands 180, then walks right', () => {
    const { w, a0 } = bombScene();
    expect([w.m[a0 + OB_COL_TYPE], w.m[a0 + OB_2ND_ROUT], rsw(w.m, a0 + OB_VEL_X), w.m[a0 + OB_STATUS] & 1, w.m[a0 + OB_ANIM]]).toEqual([0x9a, 2, -0x10, 0, 1]);
    for (let k = 1; k <= 1535; k++) w.step(0);
    expect(rl(w.m, a0 + OB_X)).toBe((X << 16) - 0x10 * 1535 * 0x100);
    expect(w.m[a0 + OB_2ND_ROUT]).toBe(2);
    w.step(0);
    expect([w.m[a0 + OB_2ND_ROUT], rw(w.m, a0 + 0x30), rsw(w.m, a0 + OB_VEL_X), w.m[a0 + OB_ANIM]]).toEqual([0, 179, 0, 0]);
    const walked = stepUntil(w, () => w.m[a0 + OB_2ND_ROUT] === 2);
    expect(walked).toBe(180);
    expect([rsw(w.m, a0 + OB_VEL_X), w.m[a0 + OB_STATUS] & 1]).toEqual([0x10, 1]);
  });

  it('Sonic within $60 px both ways lights the fuse: a Bomb of subtype 4 in the next slot, creeping down at $10; 143 frames on the bomb explodes', () => {
    const { w, a0 } = bombScene();
    dropSonic(w, X - 0x5f, Y + 0x5f);
    w.step(0);
    expect([w.m[a0 + OB_2ND_ROUT], w.m[a0 + OB_ANIM], rsw(w.m, a0 + OB_VEL_X), rw(w.m, a0 + 0x30)]).toEqual([4, 2, 0, 142]);
    const fuse = slotsOf(w, ID_BOMB).find((a) => a !== a0)!;
    expect(fuse).toBeGreaterThan(a0);
    expect([w.m[fuse + OB_SUBTYPE], w.m[fuse + OB_ROUTINE], w.m[fuse + OB_ANIM], rsw(w.m, fuse + OB_VEL_Y), rw(w.m, fuse + 0x30), rw(w.m, fuse + 0x34)]).toEqual([4, 4, 3, 0x10, 143, Y]);
    const exploded = holdUntil(w, X - 0x100, Y, () => w.m[a0 + OB_ID] === ID_EXPLOSION_BOMB);
    expect(exploded).toBe(143);
    expect(px(w, fuse, OB_Y)).toBe(Y + ((142 * 0x10) >> 8));
  });

  it('the fuse then bursts at the bomb\'s y into four shrapnel pieces (itself first) at Bom_ShrSpeed, touch type $98', () => {
    const { w, a0 } = bombScene();
    dropSonic(w, X - 0x20, Y);
    w.step(0);
    const fuse = slotsOf(w, ID_BOMB).find((a) => a !== a0)!;
    const burst = holdUntil(w, X - 0x100, Y, () => w.m[fuse + OB_ROUTINE] === 6);
    expect(burst).toBe(144);
    const pieces = slotsOf(w, ID_BOMB);
    expect(pieces[0]).toBe(fuse);
    expect(pieces.map((a) => [w.m[a + OB_SUBTYPE], w.m[a + OB_COL_TYPE], w.m[a + OB_ANIM]])).toEqual(new Array(4).fill([6, 0x98, 4]));
    // The fuse moved once already (Bom_End inside Bom_Display); the others only set up (Bom_Main).
    expect(pieces.map((a) => [rsw(w.m, a + OB_VEL_X), rsw(w.m, a + OB_VEL_Y)])).toEqual([[-0x200, -0x300 + 0x18], [-0x100, -0x200], [0x200, -0x300], [0x100, -0x200]]);
    expect([rw(w.m, fuse + OB_X), rw(w.m, fuse + OB_Y)]).toEqual([X - 2, Y - 3]);
    expect(pieces.slice(1).map((a) => [rw(w.m, a + OB_X), rw(w.m, a + OB_Y), w.m[a + OB_ROUTINE]])).toEqual(new Array(3).fill([X, Y, 6]));
    dropSonic(w, X - 0x100, Y);
    w.step(0);
    expect([rw(w.m, pieces[1] + OB_X), rsw(w.m, pieces[1] + OB_VEL_Y)]).toEqual([X - 1, -0x200 + 0x18]);
  });

  it('an upside-down bomb (status bit 1, a y-flipped placement) sends its fuse up', () => {
    const { w, a0 } = bombScene();
    w.m[a0 + OB_STATUS] |= 2;
    dropSonic(w, X, Y);
    w.step(0);
    const fuse = slotsOf(w, ID_BOMB).find((a) => a !== a0)!;
    expect(rsw(w.m, fuse + OB_VEL_Y)).toBe(-0x10);
  });
});

describe('Orbinaut ($60)', () => {
  function orbScene(subtype = 0, xFlip = false) {
    const w = scene([{ x: X, y: Y, id: ID_ORBINAUT, subtype, xFlip }], { zone: ZONE_SLZ });
    const all = slotsOf(w, ID_ORBINAUT);
    return { w, body: all[0], orbs: all.slice(1) };
  }

  it('makes four orbs (touch type $98) in the next free slots at angles 0, $40, $80, $C0; their slots listed from objoff_38', () => {
    const { w, body, orbs } = orbScene();
    expect(orbs.length).toBe(4);
    expect([w.m[body + OB_COL_TYPE], w.m[body + OB_ROUTINE], w.m[body + 0x36], w.m[body + 0x37], rsw(w.m, body + OB_VEL_X)]).toEqual([0xb, 2, 1, 4, -0x40]);
    expect([0, 1, 2, 3].map((i) => w.m[body + 0x38 + i])).toEqual(orbs.map((a) => a >> 6));
    expect(orbs.map((a) => [w.m[a + OB_ROUTINE], w.m[a + OB_COL_TYPE], w.m[a + OB_FRAME]])).toEqual(new Array(4).fill([6, 0x98, 3]));
    // They ran once already: at 16 px on their angle, then turned by 1.
    expect(orbs.map((a) => w.m[a + OB_ANGLE])).toEqual([1, 0x41, 0x81, 0xc1]);
  });

  it('the orbs circle the body at 16 px (cos >> 4, sin >> 4), 1 a frame (-1 when x-flipped)', () => {
    for (const flip of [false, true]) {
      const { w, body, orbs } = orbScene(0, flip);
      const turn = flip ? -1 : 1;
      for (let f = 0; f < 0x100; f++) {
        const angles = orbs.map((a) => w.m[a + OB_ANGLE]);
        w.step(0);
        orbs.forEach((a, i) => {
          const b = angles[i];
          expect([rw(w.m, a + OB_X), rw(w.m, a + OB_Y)]).toEqual([rw(w.m, body + OB_X) + (SINE[b + 0x40] >> 4), rw(w.m, body + OB_Y) + (SINE[b] >> 4)]);
          expect(w.m[a + OB_ANGLE]).toBe((b + turn) & 0xff);
        });
      }
    }
  });

  it('angry (Sonic within $A0 across and $50 up or down), it shows frame 2 after 16 frames; each orb passing $40 (below) is fired at -$200', () => {
    const { w, body, orbs } = orbScene();
    dropSonic(w, X - 0x9f, Y + 0x4f);
    w.step(0);
    expect(w.m[body + OB_ANIM]).toBe(1);
    const fired: number[] = [];
    for (let f = 1; f <= 300 && fired.length < 4; f++) {
      dropSonic(w, X - 0x9f, Y + 0x4f);
      w.step(0);
      for (const a of orbs) {
        if (w.m[a + OB_ROUTINE] === 8 && !fired.includes(a)) {
          fired.push(a);
          expect(w.m[body + OB_FRAME]).toBe(2);
          expect(w.m[a + OB_ANGLE]).toBe(0x40);
          expect(rsw(w.m, a + OB_VEL_X)).toBe(-0x200);
        }
      }
    }
    expect(fired.length).toBe(4);
    expect(w.m[body + 0x37]).toBe(0);
    // With the last gone, the body moves (routine 4) at -$40.
    expect(w.m[body + OB_ROUTINE]).toBe(4);
    const x = rl(w.m, body + OB_X);
    w.step(0);
    expect(rl(w.m, body + OB_X) - x).toBe(-0x40 << 8);
  });

  it('subtype 2 moves from the start and never animates (so it never fires)', () => {
    const { w, body } = orbScene(2);
    expect(w.m[body + OB_ROUTINE]).toBe(4);
    dropSonic(w, X - 0x10, Y);
    for (let i = 0; i < 60; i++) w.step(0);
    expect([w.m[body + OB_ANIM], w.m[body + OB_FRAME]]).toEqual([0, 0]);
  });

  it('destroyed (an explosion now), its orbs delete themselves the next frame', () => {
    const { w, body, orbs } = orbScene();
    w.m[body + OB_ID] = ID_EXPLOSION_ITEM;
    w.m[body + OB_ROUTINE] = 0;
    w.step(0);
    // (A slot one of them freed may already hold something the explosion made.)
    expect(orbs.map((a) => w.m[a + OB_ID]).includes(ID_ORBINAUT)).toBe(false);
  });

  it('unloaded out of range, it deletes the listed orb slots (as many as its count) with itself', () => {
    const { w, body, orbs } = orbScene();
    holdUntil(w, X + 0x400, Y, () => w.m[body + OB_ID] !== ID_ORBINAUT);
    expect([w.m[body + OB_ID], ...orbs.map((a) => w.m[a + OB_ID])]).toEqual([0, 0, 0, 0, 0]);
  });
});
