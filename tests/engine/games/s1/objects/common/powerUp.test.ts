import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, slotsOf, stepUntil } from '../ghz/scene.ts';
import {
  ID_POWER_UP, POWER_EGGMAN, POWER_INVINCIBLE, POWER_RINGS, POWER_SHIELD, POWER_SHOES, POWER_SONIC,
} from '../../../../../../engine/games/s1/objects/objects/powerUp.ts';
import { ID_SHIELD_ITEM } from '../../../../../../engine/games/s1/objects/objects/shieldItem.ts';
import { ID_MOTO_BUG } from '../../../../../../engine/games/s1/objects/objects/motoBug.ts';
import { ID_EXPLOSION_ITEM } from '../../../../../../engine/games/s1/objects/objects/explosionItem.ts';
import { ID_RING_LOSS } from '../../../../../../engine/games/s1/objects/objects/ringLoss.ts';
import { findFreeObj } from '../../../../../../engine/games/s1/objects/objectManager.ts';
import { OB_ANIM, OB_FRAME, OB_ID, OB_ROUTINE, OB_VEL_Y, OB_X, OB_Y, SLOT_SHIELD, SLOT_STARS, rsw, rw, ww } from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_INVINCIBLE, G_LIFE_COUNT, G_SHOES, G_SHOE_TIME } from '../../../../../../engine/games/s1/objects/s1State.ts';
import {
  P_INVINCIBLE, P_RINGS, P_SHIELD, P_SPEED_ACC, P_SPEED_DEC, P_SPEED_MAX, P_STATUS, P_X, P_Y, ST_HURT, W_LIVES,
} from '../../../../../../engine/state/layout.ts';
import type { World } from '../../../../../../engine/world/world.ts';

/** A monitor's contents freed at (x, y) as Mon_BreakOpen does. */
function spawnPowerUp(w: World, kind: number, x = 0x100, y = 0x50): number {
  const a = findFreeObj(w.m);
  w.m[a + OB_ID] = ID_POWER_UP;
  ww(w.m, a + OB_X, x);
  ww(w.m, a + OB_Y, y);
  w.m[a + OB_ANIM] = kind;
  return a;
}

/** Steps until the icon gives its power (routine 4); returns the frames. */
function untilGiven(w: World, a: number): number {
  return stepUntil(w, () => w.m[a + OB_ROUTINE] === 4, 0, 100);
}

describe('PowerUp ($2E): the icon', () => {
  it('rises at -$300 slowing by $18, gives its power on its 33rd run, then deletes itself 30 runs later', () => {
    const w = scene([], { floorCells: 2 });
    const a = spawnPowerUp(w, POWER_EGGMAN);
    expect(untilGiven(w, a)).toBe(33);
    expect(w.m[a + OB_FRAME]).toBe(POWER_EGGMAN + 2);
    expect(rsw(w.m, a + OB_VEL_Y)).toBe(0);
    const n = stepUntil(w, () => w.m[a + OB_ID] !== ID_POWER_UP, 0, 100);
    expect(n).toBe(30);
  });

  it('Eggman gives nothing', () => {
    const w = scene([], { floorCells: 2 });
    const before = w.state.slice();
    const a = spawnPowerUp(w, POWER_EGGMAN);
    untilGiven(w, a);
    for (const i of [P_RINGS, W_LIVES, P_SHIELD, P_SPEED_MAX, G_INVINCIBLE, G_SHOES]) expect(w.state[i]).toBe(before[i]);
  });

  it('Sonic: an extra life', () => {
    const w = scene([], { floorCells: 2 });
    untilGiven(w, spawnPowerUp(w, POWER_SONIC));
    expect(w.state[W_LIVES]).toBe(4);
  });

  it('rings: ten, with an extra life on reaching 100 (v_lifecount bit 1) and 200 (bit 2), once each', () => {
    const w = scene([], { floorCells: 2 });
    const s = w.state;
    untilGiven(w, spawnPowerUp(w, POWER_RINGS));
    expect([s[P_RINGS], s[W_LIVES]]).toEqual([10, 3]);
    s[P_RINGS] = 95;
    untilGiven(w, spawnPowerUp(w, POWER_RINGS));
    expect([s[P_RINGS], s[W_LIVES], s[G_LIFE_COUNT]]).toEqual([105, 4, 2]);
    untilGiven(w, spawnPowerUp(w, POWER_RINGS));
    expect([s[P_RINGS], s[W_LIVES]]).toEqual([115, 4]);
    s[P_RINGS] = 195;
    untilGiven(w, spawnPowerUp(w, POWER_RINGS));
    expect([s[P_RINGS], s[W_LIVES], s[G_LIFE_COUNT]]).toEqual([205, 5, 6]);
  });
});

describe('PowerUp ($2E): speed shoes and Sonic_Display', () => {
  it('top speed $C00, acceleration $18, deceleration $80 for $4B0 frames of Sonic\'s control routine, then $600/$C/$80', () => {
    const w = scene([], { floorCells: 2 });
    const s = w.state;
    untilGiven(w, spawnPowerUp(w, POWER_SHOES));
    expect([s[P_SPEED_MAX], s[P_SPEED_ACC], s[P_SPEED_DEC], s[G_SHOES], s[G_SHOE_TIME]]).toEqual([0xc00, 0x18, 0x80, 1, 0x4b0]);
    for (let n = 1; n < 0x4b0; n++) w.step(0);
    expect([s[P_SPEED_MAX], s[G_SHOE_TIME]]).toEqual([0xc00, 1]);
    w.step(0);
    expect([s[P_SPEED_MAX], s[P_SPEED_ACC], s[P_SPEED_DEC], s[G_SHOES], s[G_SHOE_TIME]]).toEqual([0x600, 0xc, 0x80, 0, 0]);
  });

  it('the shoe time does not run while Sonic is hurt (Sonic_Hurt has no Sonic_Display)', () => {
    const w = scene([], { floorCells: 2 });
    const s = w.state;
    untilGiven(w, spawnPowerUp(w, POWER_SHOES));
    s[P_STATUS] |= ST_HURT;
    dropSonic(w, s[P_X] >> 8, 0x30);
    const t = s[G_SHOE_TIME];
    w.step(0);
    w.step(0);
    expect(s[G_SHOE_TIME]).toBe(t);
  });
});

describe('PowerUp ($2E): shield and ShieldItem ($38)', () => {
  it('sets v_shield and starts the shield in reserved slot 6, which follows Sonic', () => {
    const w = scene([], { floorCells: 2 });
    const s = w.state;
    untilGiven(w, spawnPowerUp(w, POWER_SHIELD));
    const shield = SLOT_SHIELD * 0x40;
    expect([s[P_SHIELD], w.m[shield + OB_ID]]).toEqual([1, ID_SHIELD_ITEM]);
    w.step(0);
    w.step(0);
    expect([rw(w.m, shield + OB_X), rw(w.m, shield + OB_Y)]).toEqual([s[P_X] >> 8, s[P_Y] >> 8]);
    expect(slotsOf(w, ID_SHIELD_ITEM)).toEqual([shield]);
  });

  it('a hit takes the shield instead of the rings; the shield object deletes itself', () => {
    const w = scene([{ x: 0x100, y: 0x60, id: ID_MOTO_BUG }], { floorCells: 2 });
    const s = w.state;
    untilGiven(w, spawnPowerUp(w, POWER_SHIELD, 0x60));
    s[P_RINGS] = 5;
    const bug = slotsOf(w, ID_MOTO_BUG)[0];
    dropSonic(w, rw(w.m, bug + OB_X), 0x40);
    stepUntil(w, () => (s[P_STATUS] & ST_HURT) !== 0);
    expect([s[P_SHIELD], s[P_RINGS]]).toEqual([0, 5]);
    expect(slotsOf(w, ID_RING_LOSS)).toEqual([]);
    w.step(0);
    expect(w.m[SLOT_SHIELD * 0x40 + OB_ID]).toBe(0);
  });
});

describe('PowerUp ($2E): invincibility', () => {
  it('v_invinc, invtime $4B0 and four stars (ShieldItem with obAnim 1..4) in slots 8..11; all end after $4B0 frames', () => {
    const w = scene([], { floorCells: 2 });
    const s = w.state;
    untilGiven(w, spawnPowerUp(w, POWER_INVINCIBLE));
    expect([s[G_INVINCIBLE], s[P_INVINCIBLE]]).toEqual([1, 0x4b0]);
    expect([0, 1, 2, 3].map((i) => [w.m[(SLOT_STARS + i) * 0x40 + OB_ID], w.m[(SLOT_STARS + i) * 0x40 + OB_ANIM]])).toEqual([
      [ID_SHIELD_ITEM, 1], [ID_SHIELD_ITEM, 2], [ID_SHIELD_ITEM, 3], [ID_SHIELD_ITEM, 4],
    ]);
    for (let n = 1; n < 0x4b0; n++) w.step(0);
    expect([s[G_INVINCIBLE], s[P_INVINCIBLE]]).toEqual([1, 1]);
    w.step(0);
    expect([s[G_INVINCIBLE], s[P_INVINCIBLE]]).toEqual([0, 0]);
    // Sonic (slot 0) ended it; the stars, in slots after his, saw v_invinc clear the same frame.
    expect(slotsOf(w, ID_SHIELD_ITEM)).toEqual([]);
  });

  it('an invincible Sonic destroys a badnik he touches without rolling, and is not hurt', () => {
    const w = scene([{ x: 0x100, y: 0x60, id: ID_MOTO_BUG }], { floorCells: 2 });
    const s = w.state;
    untilGiven(w, spawnPowerUp(w, POWER_INVINCIBLE, 0x60));
    const bug = slotsOf(w, ID_MOTO_BUG)[0];
    dropSonic(w, rw(w.m, bug + OB_X), 0x40);
    stepUntil(w, () => w.m[bug + OB_ID] === ID_EXPLOSION_ITEM);
    expect(s[P_STATUS] & ST_HURT).toBe(0);
  });
});
