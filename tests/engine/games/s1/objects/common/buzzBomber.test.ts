import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { scene, slotsOf, stepUntil } from '../ghz/scene.ts';
import { ID_BUZZ_BOMBER } from '../../../../../../engine/games/s1/objects/objects/buzzBomber.ts';
import { ID_MISSILE } from '../../../../../../engine/games/s1/objects/objects/missile.ts';
import { ID_EXPLOSION_ITEM } from '../../../../../../engine/games/s1/objects/objects/explosionItem.ts';
import {
  OB_2ND_ROUT, OB_ANIM, OB_ANI_FRAME, OB_COL_TYPE, OB_ID, OB_ROUTINE, OB_STATUS, OB_TIME_FRAME, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y,
  readObjectPointer, rsw, rw,
} from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_INVINCIBLE } from '../../../../../../engine/games/s1/objects/s1State.ts';
import type { World } from '../../../../../../engine/world/world.ts';

/** A Buzz Bomber 208 px right of Sonic; Sonic invincible (v_invinc with no timer), so its missile cannot kill him. */
function buzzScene(x = 0x100): { w: World; a: number } {
  const w = scene([{ x, y: 0x30, id: ID_BUZZ_BOMBER }], { floorCells: 2 });
  w.state[G_INVINCIBLE] = 1;
  return { w, a: slotsOf(w, ID_BUZZ_BOMBER)[0] };
}

/** What React_Enemy does to a destroyed badnik (routine 2: an explosion without an animal, to keep the slots quiet). */
function destroy(w: World, a: number): void {
  w.m[a + OB_ID] = ID_EXPLOSION_ITEM;
  w.m[a + OB_ROUTINE] = 2;
}

describe('Buzz Bomber ($22)', () => {
  it('flies at once (its delay starts at 0) at -$400 when unflipped, 4 px a frame', () => {
    const { w, a } = buzzScene();
    expect([w.m[a + OB_2ND_ROUT], rsw(w.m, a + OB_VEL_X), w.m[a + OB_ANIM], rw(w.m, a + 0x32)]).toEqual([2, -0x400, 1, 127]);
    w.step(0);
    expect(rw(w.m, a + OB_X)).toBe(0x100 - 4);
  });

  it('stops on screen within $60 px of Sonic (x only), waits 30 frames, then fires a missile', () => {
    const { w, a } = buzzScene();
    // Sonic at x $60: the first x with |$60 - x| < $60 is $BC, after 17 frames.
    expect(stepUntil(w, () => w.m[a + OB_2ND_ROUT] === 0)).toBe(17);
    expect([rw(w.m, a + OB_X), rsw(w.m, a + OB_VEL_X), w.m[a + 0x34], rw(w.m, a + 0x32)]).toEqual([0xbc, 0, 2, 29]);
    expect(stepUntil(w, () => slotsOf(w, ID_MISSILE).length > 0)).toBe(30);
    expect([w.m[a + 0x34], rw(w.m, a + 0x32), w.m[a + OB_ANIM]]).toEqual([1, 59, 2]);
    const [m] = slotsOf(w, ID_MISSILE);
    expect([rw(w.m, m + OB_X), rw(w.m, m + OB_Y), rsw(w.m, m + OB_VEL_X), rsw(w.m, m + OB_VEL_Y)]).toEqual([0xbc - 0x18, 0x30 + 0x1c, -0x200, 0x200]);
    expect(readObjectPointer(w.m, m + 0x3c)).toBe(a);
  });

  it('after firing it waits 60 frames and flies on without firing again; at the flight\'s end it turns round', () => {
    // A flipped one left of Sonic flies right (+$400): near him at once, and its flight stays in range.
    const w = scene([{ x: 0x20, y: 0x30, id: ID_BUZZ_BOMBER, xFlip: true }], { floorCells: 2 });
    w.state[G_INVINCIBLE] = 1;
    const [a] = slotsOf(w, ID_BUZZ_BOMBER);
    expect(rsw(w.m, a + OB_VEL_X)).toBe(0x400);
    stepUntil(w, () => slotsOf(w, ID_MISSILE).length > 0);
    expect(stepUntil(w, () => w.m[a + OB_2ND_ROUT] === 2)).toBe(60);
    expect(rsw(w.m, a + OB_VEL_X)).toBe(0x400);
    // 127 frames of flight (buzz_buzzstatus is 1: no new stop), then .chgdirection.
    const x = rw(w.m, a + OB_X);
    expect(stepUntil(w, () => w.m[a + OB_2ND_ROUT] === 0, 0, 300)).toBe(128);
    expect(rw(w.m, a + OB_X)).toBe(x + 127 * 4);
    expect([w.m[a + OB_STATUS] & 1, w.m[a + 0x34], rw(w.m, a + 0x32)]).toEqual([0, 0, 59]);
  });
});

describe('Missile ($23) from a Buzz Bomber', () => {
  it('waits $E frames unseen, flares 16 frames, then flies at its speeds, hurting (type $87)', () => {
    const { w } = buzzScene();
    stepUntil(w, () => slotsOf(w, ID_MISSILE).length > 0);
    const [m] = slotsOf(w, ID_MISSILE);
    // Made this frame in a higher slot: it already ran once (delay $E → $D).
    expect(stepUntil(w, () => w.m[m + OB_ROUTINE] === 2)).toBe(14);
    expect(stepUntil(w, () => w.m[m + OB_ROUTINE] === 4)).toBe(16);
    expect(w.m[m + OB_COL_TYPE]).toBe(0);
    const x = rw(w.m, m + OB_X);
    w.step(0);
    expect([w.m[m + OB_COL_TYPE], rw(w.m, m + OB_X)]).toEqual([0x87, x - 2]);
  });

  it('is cancelled while waiting when its Buzz Bomber has become an explosion', () => {
    const { w, a } = buzzScene();
    stepUntil(w, () => slotsOf(w, ID_MISSILE).length > 0);
    const [m] = slotsOf(w, ID_MISSILE);
    destroy(w, a);
    w.step(0);
    expect(w.m[m + OB_ID]).toBe(0);
  });

  it('cancelled while flaring, its cleared slot is still animated (the original\'s order): bytes are left behind', () => {
    const { w, a } = buzzScene();
    stepUntil(w, () => slotsOf(w, ID_MISSILE).length > 0);
    const [m] = slotsOf(w, ID_MISSILE);
    stepUntil(w, () => w.m[m + OB_ROUTINE] === 2);
    destroy(w, a);
    w.step(0);
    expect([w.m[m + OB_ID], w.m[m + OB_TIME_FRAME], w.m[m + OB_ANI_FRAME]]).toEqual([0, 7, 1]);
  });
});
