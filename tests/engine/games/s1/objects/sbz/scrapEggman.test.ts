import { describe, expect, it } from 'vitest';
import { dropSonic, sbzScene, slotsOf, stepUntil } from './scene.ts';
import { ID_FALSE_FLOOR, ID_SCRAP_EGGMAN, WORD_GO, WORD_SW } from '../../../../../../engine/games/s1/objects/objects/scrapEggman.ts';
import { findFreeObj } from '../../../../../../engine/games/s1/objects/objectManager.ts';
import { OB_2ND_ROUT, OB_ACT_WID, OB_ANIM, OB_COL_PROP, OB_COL_TYPE, OB_FRAME, OB_ID, OB_ROUTINE, OB_X, OB_Y, rsw, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { C_X, C_Y, P_STATUS, P_X, ST_ON_OBJECT, W_DLE_ROUTINE } from '../../../../../../engine/state/layout.ts';
import { ZONE_SBZ } from '../../../../../../engine/games/s1/act/actRules.ts';
import type { World } from '../../../../../../engine/world/world.ts';

const BOSS_X = 0x2050;
const BOSS_Y = 0x510;

/**
 * SBZ2 with no terrain (the false floor is the floor), the camera at the arena. The act's own
 * events would load the floor and Eggman there (realSbz.test.ts runs them); here their routine is
 * past that, so each test loads what it needs.
 */
function cutScene(): World {
  const w = sbzScene([], { zone: ZONE_SBZ, act: 1, cells: [], start: { x: 0x1f00, y: 0x580 }, size: { right: 0x2200, bottom: 0x800 } });
  w.state[C_X] = BOSS_X - 0x1a0;
  w.state[C_Y] = 0x510;
  w.state[W_DLE_ROUTINE] = 6;
  return w;
}

function spawn(w: World, id: number): number {
  const a1 = findFreeObj(w.m);
  w.m[a1 + OB_ID] = id;
  return a1;
}

describe('FalseFloor ($83)', () => {
  it('lays eight blocks (routine 8) $20 apart from boss_sbz2_x - $40 at boss_sbz2_y + $C0, their addresses\' low words in objoff_30..3F', () => {
    const w = cutScene();
    const a0 = spawn(w, ID_FALSE_FLOOR);
    w.step(0);
    expect([rw(w.m, a0 + OB_X), rw(w.m, a0 + OB_Y), w.m[a0 + OB_ROUTINE], w.m[a0 + OB_ACT_WID]]).toEqual([BOSS_X + 0x30, BOSS_Y + 0xc0, 2, 0x80]);
    const blocks = slotsOf(w, ID_FALSE_FLOOR).filter((a) => a !== a0);
    expect(blocks.map((a) => rw(w.m, a + OB_X))).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => BOSS_X - 0x40 + 0x20 * i));
    expect(blocks.every((a) => w.m[a + OB_ROUTINE] === 8 && rw(w.m, a + OB_Y) === BOSS_Y + 0xc0)).toBe(true);
    expect(blocks.map((a, i) => rw(w.m, a0 + 0x30 + 2 * i))).toEqual(blocks.map((a) => 0xd000 + a));
  });

  it('on "GO" it hands "GO" to its blocks left to right, one each time obTimeFrame - $E borrows, shrinking; the eighth ends it and drops Sonic', () => {
    const w = cutScene();
    const a0 = spawn(w, ID_FALSE_FLOOR);
    w.step(0);
    // Near the right end, which stays until the last block goes.
    dropSonic(w, BOSS_X + 0xa0, BOSS_Y + 0x90);
    stepUntil(w, () => (w.state[P_STATUS] & ST_ON_OBJECT) !== 0);
    w.m[a0 + 0x28] = WORD_GO >> 8;
    w.m[a0 + 0x29] = WORD_GO & 0xff;
    const firstBlock = slotsOf(w, ID_FALSE_FLOOR).filter((a) => a !== a0)[0];
    w.step(0);
    expect([w.m[a0 + OB_ROUTINE], w.m[a0 + OB_FRAME], w.m[a0 + OB_ACT_WID], rw(w.m, a0 + OB_X)]).toEqual([4, 0, 0x80, BOSS_X + 0x30]);
    w.step(0);
    // The first borrow is at once (0 - $E): block 0 gets "GO" and, in a later slot, breaks the same frame.
    expect([w.m[a0 + OB_ROUTINE], w.m[a0 + OB_FRAME], w.m[a0 + OB_ACT_WID], rw(w.m, a0 + OB_X)]).toEqual([4, 1, 0x70, BOSS_X + 0xb0 - 0x70]);
    expect([rw(w.m, firstBlock + 0x28), w.m[firstBlock + OB_ROUTINE]]).toEqual([WORD_GO, 0xa]);
    // obTimeFrame is $F2 now; the next borrow is the 18th subtraction ($F2 - 17 * $E = 4).
    const n = stepUntil(w, () => w.m[a0 + OB_FRAME] === 2);
    expect(n).toBe(18);
    stepUntil(w, () => w.m[a0] !== ID_FALSE_FLOOR || w.m[a0 + OB_ROUTINE] !== 4, 0, 400);
    expect(w.m[a0]).toBe(0);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(0);
  });
});

describe('ScrapEggman ($82)', () => {
  it('sets Eggman up at (boss_sbz2_x + $110, boss_sbz2_y + $94), a boss of $10 hits on screen at once, and his switch after him', () => {
    const w = cutScene();
    const a0 = spawn(w, ID_SCRAP_EGGMAN);
    w.step(0);
    expect([rw(w.m, a0 + OB_X), rw(w.m, a0 + OB_Y), w.m[a0 + OB_COL_TYPE], w.m[a0 + OB_COL_PROP], w.m[a0 + OB_ROUTINE]]).toEqual([BOSS_X + 0x110, BOSS_Y + 0x94, 0xf, 0x10, 2]);
    const [, sw] = slotsOf(w, ID_SCRAP_EGGMAN);
    expect([rw(w.m, sw + OB_X), rw(w.m, sw + OB_Y), w.m[sw + OB_ROUTINE], w.m[sw + OB_FRAME]]).toEqual([BOSS_X + 0xe0, BOSS_Y + 0xac, 4, 0]);
  });

  it('laughs 180 frames once Sonic is within 128 px left of him, crouches 15, leaps; lands pressing the switch ("SW") and sends the floor "GO"', () => {
    const w = cutScene();
    const floor = spawn(w, ID_FALSE_FLOOR);
    w.step(0);
    const a0 = spawn(w, ID_SCRAP_EGGMAN);
    w.state[P_X] = (BOSS_X + 0x110 - 0x80) << 8;
    w.step(0);
    expect(w.m[a0 + OB_2ND_ROUT]).toBe(0);
    w.state[P_X] = (BOSS_X + 0x110 - 0x7f) << 8;
    w.step(0);
    expect([w.m[a0 + OB_2ND_ROUT], rw(w.m, a0 + 0x3c), w.m[a0 + OB_ANIM]]).toEqual([2, 180, 1]);
    const crouch = stepUntil(w, () => w.m[a0 + OB_2ND_ROUT] === 4);
    expect(crouch).toBe(180);
    expect(rw(w.m, a0 + OB_Y)).toBe(BOSS_Y + 0x94 + 4);
    const leap = stepUntil(w, () => rsw(w.m, a0 + 0x12) !== 0);
    expect(leap).toBe(15);
    // The leap frame: -$FC, -$3C0 + $24, then moved.
    expect([rsw(w.m, a0 + 0x10), rsw(w.m, a0 + 0x12)]).toEqual([-0xfc, -0x3c0 + 0x24]);
    const [, sw] = slotsOf(w, ID_SCRAP_EGGMAN);
    stepUntil(w, () => rw(w.m, a0 + 0x28) === WORD_SW);
    stepUntil(w, () => w.m[sw + OB_FRAME] === 1, 0, 2);
    stepUntil(w, () => w.m[a0 + OB_2ND_ROUT] === 6);
    expect([rw(w.m, a0 + OB_Y), rw(w.m, a0 + OB_X) <= BOSS_X + 0xe2, w.m[a0 + OB_ANIM]]).toEqual([BOSS_Y + 0x8b, true, 1]);
    expect(rw(w.m, floor + 0x28)).toBe(WORD_GO);
  });

  it('finds the floor only in slots 1..$3F (SEgg_FindLoop\'s range): one in a higher slot never gets "GO"', () => {
    const w = cutScene();
    // Level slots up to $40 held (by an id with no code) while the floor and its blocks set up above them.
    for (let a = 0x20 * 0x40; a < 0x41 * 0x40; a += 0x40) w.m[a + OB_ID] = 0x7f;
    const floor = spawn(w, ID_FALSE_FLOOR);
    expect(floor / 0x40).toBe(0x41);
    w.step(0);
    expect(slotsOf(w, ID_FALSE_FLOOR).map((a) => a / 0x40)).toEqual([0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49]);
    for (let a = 0x20 * 0x40; a < 0x41 * 0x40; a += 0x40) w.m[a + OB_ID] = 0;
    const a0 = spawn(w, ID_SCRAP_EGGMAN);
    // On the floor, within 128 px of Eggman.
    w.state[P_X] = (BOSS_X + 0x110 - 0x7f) << 8;
    stepUntil(w, () => w.m[a0 + OB_2ND_ROUT] === 4, 0, 300);
    stepUntil(w, () => rw(w.m, a0 + OB_Y) === BOSS_Y + 0x8b && rsw(w.m, a0 + 0x12) === 0, 0, 300);
    for (let i = 0; i < 10; i++) w.step(0);
    expect(w.m[a0 + OB_2ND_ROUT]).toBe(4);
    expect(rw(w.m, floor + 0x28)).not.toBe(WORD_GO);
  });
});
