import { describe, expect, it } from 'vitest';
import { sbzScene, slotsOf, stepUntil } from './scene.ts';
import { ID_BALL_HOG } from '../../../../../../engine/games/s1/objects/objects/ballHog.ts';
import { ID_CANNONBALL } from '../../../../../../engine/games/s1/objects/objects/cannonball.ts';
import { ID_EXPLOSION_BOMB } from '../../../../../../engine/games/s1/objects/objects/explosionBomb.ts';
import { OB_COL_TYPE, OB_FRAME, OB_ROUTINE, OB_SUBTYPE, OB_X, OB_Y, rsw, rw } from '../../../../../../engine/games/s1/objects/ram.ts';

describe('BallHog ($1E) and its Cannonball ($20)', () => {
  it('falls onto the floor (obHeight $13): an enemy of type 5', () => {
    const w = sbzScene([{ x: 0x100, y: 0x40, id: ID_BALL_HOG, subtype: 6 }], { floorCells: 2 });
    const [a0] = slotsOf(w, ID_BALL_HOG);
    stepUntil(w, () => w.m[a0 + OB_ROUTINE] === 2);
    // Its bottom (y + $13) on the last pixel above the floor at $80.
    expect([rw(w.m, a0 + OB_Y), w.m[a0 + OB_COL_TYPE]]).toEqual([0x80 - 0x14, 5]);
  });

  it('throws one ball each time its animation shows frame 1 (every 22 steps of 10 frames): 4 px in front, $C lower, x speed -$100, its subtype', () => {
    const w = sbzScene([{ x: 0x100, y: 0x6d, id: ID_BALL_HOG, subtype: 6 }], { floorCells: 2 });
    const [a0] = slotsOf(w, ID_BALL_HOG);
    stepUntil(w, () => w.m[a0 + OB_ROUTINE] === 2);
    const n = stepUntil(w, () => slotsOf(w, ID_CANNONBALL).length > 0, 0, 400);
    const [b] = slotsOf(w, ID_CANNONBALL);
    expect(w.m[a0 + OB_FRAME]).toBe(1);
    // The hog settled 1 px up on the floor ($6C); the ball, in a later slot, already ran its first
    // frame (Cbal_Main, then ObjectFall: x - 1, y + 0): from ($100 - 4, $6C + $C).
    expect([rw(w.m, b + OB_X), rw(w.m, b + OB_Y), rsw(w.m, b + 0x10), w.m[b + OB_SUBTYPE]]).toEqual([0xfc - 1, 0x6c + 0xc, -0x100, 6]);
    expect(n).toBeGreaterThan(0);
    // Frame 1 shows for 10 frames: still one ball.
    for (let i = 0; i < 9; i++) w.step(0);
    expect(slotsOf(w, ID_CANNONBALL).length).toBe(1);
  });

  it('the cannonball hurts (type $87), bounces at -$300, and after subtype * 60 frames explodes ($3F)', () => {
    const w = sbzScene([{ x: 0x100, y: 0x6d, id: ID_BALL_HOG, subtype: 1 }], { floorCells: 2 });
    stepUntil(w, () => slotsOf(w, ID_CANNONBALL).length > 0, 0, 400);
    const [b] = slotsOf(w, ID_CANNONBALL);
    expect([w.m[b + OB_COL_TYPE], rw(w.m, b + 0x30)]).toEqual([0x87, 59]);
    stepUntil(w, () => rsw(w.m, b + 0x12) === -0x300, 0, 60);
    const frames = stepUntil(w, () => w.m[b] !== ID_CANNONBALL, 0, 60);
    expect(w.m[b]).toBe(ID_EXPLOSION_BOMB);
    // 60 frames from its first (59 left then), counting to -1.
    expect(rw(w.m, b + 0x30)).toBe(0xffff);
    expect(frames).toBeGreaterThan(0);
  });
});
