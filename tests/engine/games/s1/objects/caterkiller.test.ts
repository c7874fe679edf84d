import { describe, expect, it } from 'vitest';
import { caterkiller } from '../../../../../engine/games/s1/objects/objects/caterkiller.ts';
import {
  OB_2ND_ROUT, OB_COL_TYPE, OB_ID, OB_INERTIA, OB_ROUTINE, OB_STATUS, OB_VEL_X, OB_VEL_Y, rl, rsw, rw, ww,
} from '../../../../../engine/games/s1/objects/ram.ts';
import type { World } from '../../../../../engine/world/world.ts';
import { P_INVULN_TIMER, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_HURT } from '../../../../../engine/state/layout.ts';
import type { SceneOptions } from './support/scene.ts';
import { put, scene, slotIds, x, y } from './support/scene.ts';

const SLOT = (n: number): number => n * 0x40;
const [HEAD, SEG1, SEG2, SEG3] = [SLOT(0x20), SLOT(0x21), SLOT(0x22), SLOT(0x23)];

/** A caterkiller fallen onto the floor with its body loaded. */
function cat(o: SceneOptions = {}): World {
  const w = scene(o);
  put(w, 0x78, 0x100, 0x70);
  for (let f = 0; f < 20 && w.m[HEAD + OB_ROUTINE] === 0; f++) caterkiller(w, HEAD);
  return w;
}

describe('Caterkiller ($78)', () => {
  it('Cat_Main: falls to the floor, then loads 3 body segments $C px apart (routines 4, 6, 8; touch type $CB), each following the one before', () => {
    const w = cat();
    expect(slotIds(w)).toEqual([0x78, 0x78, 0x78, 0x78]);
    expect([y(w, HEAD), w.m[HEAD + OB_COL_TYPE], w.m[HEAD + 0x2a]]).toEqual([0x78, 0xb, 6]);
    expect([SEG1, SEG2, SEG3].map((a) => [w.m[a + OB_ROUTINE], x(w, a), y(w, a), w.m[a + OB_COL_TYPE]])).toEqual([
      [4, 0x10c, 0x78, 0xcb],
      [6, 0x118, 0x78, 0xcb],
      [8, 0x124, 0x78, 0xcb],
    ]);
    // cat_parent: the parent's address with this segment's path index (4, 8, $C) in its top byte.
    expect([SEG1, SEG2, SEG3].map((a) => rl(w.m, a + 0x3c) >>> 0)).toEqual([0x04ffd800, 0x08ffd840, 0x0cffd880]);
    expect(w.m[HEAD + 0x3c]).toBe(0);
  });

  it('the head waits 7 frames, then its first half-step keeps it still while the body closes up at $40 (inertia -$40)', () => {
    const w = cat();
    for (let f = 0; f < 6; f++) caterkiller(w, HEAD);
    expect(w.m[HEAD + OB_2ND_ROUT]).toBe(0);
    caterkiller(w, HEAD);
    expect([w.m[HEAD + OB_2ND_ROUT], w.m[HEAD + 0x2a], rsw(w.m, HEAD + OB_VEL_X), rsw(w.m, HEAD + OB_INERTIA), w.m[HEAD + 0x2b]]).toEqual([2, 0xf, 0, -0x40, 0x90]);
    caterkiller(w, SEG1);
    expect([rsw(w.m, SEG1 + OB_VEL_X), rw(w.m, SEG1 + 8), rw(w.m, SEG1 + 0xa)]).toEqual([-0x40, 0x10b, 0xc000]);
  });

  it('a touched segment (status bit 7, React_Caterkiller) breaks: it and, through its parent, the head fly off at -$400', () => {
    const w = cat();
    for (const a of [HEAD, SEG1, SEG2, SEG3]) w.m[a + 1] |= 0x80;
    w.m[SEG1 + OB_STATUS] |= 0x80;
    caterkiller(w, SEG1);
    expect([w.m[SEG1 + OB_ROUTINE], rsw(w.m, SEG1 + OB_VEL_X), rsw(w.m, SEG1 + OB_VEL_Y)]).toEqual([0xc, -0x180, -0x400 + 0x38]);
    expect(w.m[HEAD + OB_STATUS] & 0x80).toBe(0x80);
    caterkiller(w, HEAD);
    expect([w.m[HEAD + OB_ROUTINE], rsw(w.m, HEAD + OB_VEL_X)]).toEqual([0xc, -0x200]);
    // Segment 2 sees its parent in routine $C and breaks too ($180).
    caterkiller(w, SEG2);
    expect([w.m[SEG2 + OB_ROUTINE], rsw(w.m, SEG2 + OB_VEL_X)]).toEqual([0xc, 0x180]);
    // A flying piece off screen (render bit 7 clear) is deleted: routine $A, then gone.
    w.m[SEG2 + 1] &= 0x7f;
    caterkiller(w, SEG2);
    expect(w.m[SEG2 + OB_ROUTINE]).toBe(0xa);
  });

  it('only Sonic_Control touches: a knocked-back Sonic (Sonic_Hurt, routine 4) passes through a segment, a flashing one in control marks it (React_Caterkiller)', () => {
    // Sonic in the air over the second segment (his box reaches the first, not the head), flashing from a hit.
    const touched = (hurt: boolean): number[] => {
      const w = cat();
      for (const a of [HEAD, SEG1, SEG2, SEG3]) w.m[a + 1] |= 0x80;
      const s = w.state;
      s[P_X] = 0x118 << 8;
      s[P_Y] = 0x78 << 8;
      s[P_XSP] = 0;
      s[P_YSP] = 0;
      s[P_STATUS] |= ST_AIR | (hurt ? ST_HURT : 0);
      s[P_INVULN_TIMER] = 100;
      w.step(0);
      return [SEG1, SEG2, SEG3].filter((a) => (w.m[a + OB_STATUS] & 0x80) !== 0);
    };
    // The touched segment breaks (and the one after it, seeing its parent break, in the same frame).
    expect(touched(false)).toEqual([SEG1, SEG2]);
    expect(touched(true)).toEqual([]);
  });

  it('when the head is destroyed (an explosion, $27), a segment marks itself for deletion and is gone a frame later', () => {
    const w = cat();
    w.m[HEAD + OB_ID] = 0x27;
    caterkiller(w, SEG1);
    expect([w.m[SEG1 + OB_ID], w.m[SEG1 + OB_ROUTINE]]).toEqual([0x78, 0xa]);
    caterkiller(w, SEG1);
    expect(w.m[SEG1 + OB_ID]).toBe(0);
  });

  it('REV01: a head that cannot load its whole body deletes itself; REV00 crawls on without it', () => {
    const full = (rev: number): World => {
      const w = scene({ revision: rev });
      for (let s = 0x22; s < 0x80; s++) w.m[SLOT(s)] = 0x25;
      put(w, 0x78, 0x100, 0x70);
      for (let f = 0; f < 20 && w.m[HEAD + OB_ROUTINE] === 0; f++) caterkiller(w, HEAD);
      return w;
    };
    const w1 = full(1);
    expect([w1.m[HEAD + OB_ROUTINE], w1.m[SEG1 + OB_ID]]).toEqual([0xa, 0x78]);
    const w0 = full(0);
    expect([w0.m[HEAD + OB_ROUTINE], w0.m[SEG1 + OB_ID]]).toEqual([2, 0x78]);
  });

  it('at a drop the head turns round and records $80 in its path: REV00 goes back to its old x, REV01 keeps the step and negates the subpixel', () => {
    const turn = (rev: number): World => {
      const w = scene({ revision: rev, cells: [[0, 1, 1]] });
      put(w, 0x78, 0x100, 0x78);
      w.m[HEAD + OB_ROUTINE] = 2;
      w.m[HEAD + OB_2ND_ROUT] = 2;
      w.m[HEAD + 0x2a] = 0x10;
      w.m[HEAD + 0x16] = 7;
      ww(w.m, HEAD + OB_VEL_X, -0xc0);
      caterkiller(w, HEAD);
      return w;
    };
    const w0 = turn(0);
    expect([rw(w0.m, HEAD + 8), rw(w0.m, HEAD + 0xa), w0.m[HEAD + OB_STATUS] & 1, w0.m[HEAD + 0x2c], w0.m[HEAD + 0x3c]]).toEqual([0x100, 0, 1, 0x80, 1]);
    const w1 = turn(1);
    expect([rw(w1.m, HEAD + 8), rw(w1.m, HEAD + 0xa), w1.m[HEAD + OB_STATUS] & 1, w1.m[HEAD + 0x2c], w1.m[HEAD + 0x3c]]).toEqual([0xff, 0xc000, 1, 0x80, 1]);
  });
});
