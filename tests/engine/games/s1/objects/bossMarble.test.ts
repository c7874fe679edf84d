import { describe, expect, it } from 'vitest';
import { bossMarble } from '../../../../../engine/games/s1/objects/objects/bossMarble.ts';
import { bossFire } from '../../../../../engine/games/s1/objects/objects/bossFire.ts';
import {
  OB_2ND_ROUT, OB_ANIM, OB_COL_PROP, OB_COL_TYPE, OB_ID, OB_PRIORITY, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_X, OB_VEL_Y,
  rsw, rw, ww,
} from '../../../../../engine/games/s1/objects/ram.ts';
import { G_BOSS_STATUS, G_RANDOM, G_SCORE, G_VBLANK } from '../../../../../engine/games/s1/objects/s1State.ts';
import { randomNumber } from '../../../../../engine/games/s1/objects/randomNumber.ts';
import { P_STATUS, ST_HURT, W_LIMIT_RIGHT } from '../../../../../engine/state/layout.ts';
import { SINE } from '../../../../../engine/fixed/trig.ts';
import type { World } from '../../../../../engine/world/world.ts';
import { put, scene, slotIds, x, y } from './support/scene.ts';

const SLOT = (n: number): number => n * 0x40;
const [SHIP, FACE, FLAME, TUBE] = [SLOT(0x20), SLOT(0x21), SLOT(0x22), SLOT(0x23)];
const BOSS_MZ_X = 0x1800;
const BOSS_MZ_Y = 0x210;

/** The boss where DLE_MZ3 loads it, after its first frame. */
function boss(): World {
  const w = scene({ act: 2 });
  put(w, 0x73, BOSS_MZ_X + 0x1f0, BOSS_MZ_Y + 0x1c);
  bossMarble(w, SHIP);
  return w;
}

describe('BossMarble ($73)', () => {
  it('BossMarble_Main: the ship (touch type $0F, 8 hits) and the face, flame and tube in the next slots, all pointing at the ship', () => {
    const w = boss();
    expect(slotIds(w)).toEqual([0x73, 0x73, 0x73, 0x73]);
    expect([w.m[SHIP + OB_COL_TYPE], w.m[SHIP + OB_COL_PROP], rw(w.m, SHIP + 0x30), rw(w.m, SHIP + 0x38)]).toEqual([0xf, 8, 0x19ef, 0x22c]);
    expect([FACE, FLAME, TUBE].map((a) => [w.m[a + OB_ROUTINE], w.m[a + OB_ANIM], w.m[a + OB_PRIORITY], rw(w.m, a + 0x36)])).toEqual([
      [4, 1, 4, 0xd000 + SHIP],
      [6, 7, 4, 0xd000 + SHIP],
      [8, 0, 3, 0xd000 + SHIP],
    ]);
  });

  it('comes in at -$100 (1 px a frame), bobbing by sin(objoff_3F) / 4 (+2 a frame), drawing a RandomNumber every frame, and stops at boss_mz_x + $110', () => {
    const w = boss();
    expect(rsw(w.m, SHIP + OB_VEL_Y)).toBe(SINE[0] >> 2);
    bossMarble(w, SHIP);
    expect(rsw(w.m, SHIP + OB_VEL_Y)).toBe(SINE[2] >> 2);
    const copy = w.state.slice();
    const r = randomNumber(copy);
    bossMarble(w, SHIP);
    expect(w.m[SHIP + 0x34]).toBe(r & 0xff);
    expect(w.state[G_RANDOM]).toBe(copy[G_RANDOM]);
    for (let f = 4; f < 0xe0; f++) bossMarble(w, SHIP);
    expect([rw(w.m, SHIP + 0x30), w.m[SHIP + OB_2ND_ROUT]]).toEqual([BOSS_MZ_X + 0x111, 0]);
    bossMarble(w, SHIP);
    expect([x(w, SHIP), w.m[SHIP + OB_2ND_ROUT], rsw(w.m, SHIP + OB_VEL_X), rsw(w.m, SHIP + OB_VEL_Y)]).toEqual([BOSS_MZ_X + 0x110, 2, 0, 0]);
  });

  it('hit (touch type cleared by ReactToItem), it flashes $28 frames before it can be hit again; the face winces', () => {
    const w = boss();
    w.m[SHIP + OB_COL_TYPE] = 0;
    for (let f = 0; f < 0x27; f++) bossMarble(w, SHIP);
    expect([w.m[SHIP + OB_COL_TYPE], w.m[SHIP + 0x3e]]).toEqual([0, 1]);
    bossMarble(w, FACE);
    expect(w.m[FACE + OB_ANIM]).toBe(5);
    bossMarble(w, SHIP);
    expect(w.m[SHIP + OB_COL_TYPE]).toBe(0xf);
    w.state[P_STATUS] |= ST_HURT;
    bossMarble(w, FACE);
    expect(w.m[FACE + OB_ANIM]).toBe(4);
  });

  it('defeated (status bit 7): 1000 points, $B4 frames of explosions, then v_bossstatus 1 and the fall', () => {
    const w = boss();
    w.m[SHIP + OB_STATUS] |= 0x80;
    bossMarble(w, SHIP);
    expect([w.state[G_SCORE], w.m[SHIP + OB_2ND_ROUT], rw(w.m, SHIP + 0x3c)]).toEqual([100, 4, 0xb4]);
    w.state[G_VBLANK] = 0;
    for (let f = 0; f < 0xb4; f++) {
      w.state[G_VBLANK]++;
      bossMarble(w, SHIP);
    }
    expect(w.m[SHIP + OB_2ND_ROUT]).toBe(4);
    // An explosion on each frame with the VBlank counter's low 3 bits 0: 8, 16 ... 176.
    expect(slotIds(w).filter((id) => id === 0x3f).length).toBe(22);
    bossMarble(w, SHIP);
    expect([w.m[SHIP + OB_2ND_ROUT], rsw(w.m, SHIP + 0x3c), w.state[G_BOSS_STATUS], w.m[SHIP + OB_STATUS] & 0x81]).toEqual([6, -0x26, 1, 1]);
  });

  it('flying off it opens the right limit 2 px a frame up to boss_mz_end ($1960)', () => {
    const w = boss();
    w.m[SHIP + OB_2ND_ROUT] = 8;
    w.state[W_LIMIT_RIGHT] = BOSS_MZ_X + 0x15c;
    bossMarble(w, SHIP);
    expect(w.state[W_LIMIT_RIGHT]).toBe(BOSS_MZ_X + 0x15e);
    bossMarble(w, SHIP);
    bossMarble(w, SHIP);
    expect(w.state[W_LIMIT_RIGHT]).toBe(BOSS_MZ_X + 0x160);
    // Off screen at the end: deleted.
    expect(w.m[SHIP + OB_ID]).toBe(0);
  });

  it('sweeping, each time its lava timer runs out it drops a lava ball (type 0, objoff_29 $FF) at boss_mz_y + $D8 and a random x from boss_mz_x + $78', () => {
    const w = boss();
    w.m[SHIP + OB_2ND_ROUT] = 2;
    ww(w.m, SHIP + 0x38, BOSS_MZ_Y + 0x1c);
    ww(w.m, SHIP + OB_VEL_X, -0x200);
    w.m[SHIP + 0x34] = 0;
    const copy = w.state.slice();
    const r1 = randomNumber(copy);
    const r2 = randomNumber(copy);
    bossMarble(w, SHIP);
    const ball = SLOT(0x24);
    expect([w.m[ball + OB_ID], y(w, ball), x(w, ball), w.m[ball + OB_SUBTYPE], w.m[ball + 0x29]]).toEqual([0x14, BOSS_MZ_Y + 0xd8, BOSS_MZ_X + 0x78 + ((r1 & 0xffff) % 0x50), 0, 0xff]);
    expect(w.m[SHIP + 0x34]).toBe(((r2 & 0x1f) + 0x40) & 0xff);
  });
});

describe('BossFire ($74)', () => {
  it('type 1 waits $1E frames, then falls (touch type $8B); on the floor it splits into two flames running at $A0 each way', () => {
    const w = scene();
    const a0 = put(w, 0x74, 0x100, 0x40, 1);
    for (let f = 0; f < 0x1e; f++) bossFire(w, a0);
    expect([w.m[a0 + OB_COL_TYPE], rsw(w.m, a0 + OB_VEL_Y)]).toEqual([0, 0]);
    bossFire(w, a0);
    expect([w.m[a0 + OB_COL_TYPE], w.m[a0 + OB_SUBTYPE], rsw(w.m, a0 + OB_VEL_Y)]).toEqual([0x8b, 0, 0x18]);
    for (let f = 0; f < 40 && w.m[a0 + OB_2ND_ROUT] === 0; f++) bossFire(w, a0);
    expect(w.m[a0 + OB_2ND_ROUT]).toBe(2);
    bossFire(w, a0);
    const copy = SLOT(0x21);
    expect([w.m[a0 + OB_2ND_ROUT], rsw(w.m, a0 + OB_VEL_X), w.m[a0 + 0x29]]).toEqual([4, 0xa0, 3]);
    expect([w.m[copy + OB_ID], w.m[copy + OB_2ND_ROUT], rsw(w.m, copy + OB_VEL_X)]).toEqual([0x74, 4, -0xa0]);
  });

  it('a running flame leaves a burning flame (type 0, $67 frames) each time bit 4 of its x changes', () => {
    const w = scene();
    // In the floor by 2 px, as a flame that landed is (the drop does not snap it to the floor).
    const a0 = put(w, 0x74, 0x10e, 0x79, 0);
    w.m[a0 + OB_ROUTINE] = 2;
    w.m[a0 + OB_2ND_ROUT] = 4;
    w.m[a0 + 0x16] = 8;
    ww(w.m, a0 + OB_VEL_X, 0xa0);
    ww(w.m, a0 + 0x30, 0x10e);
    bossFire(w, a0);
    bossFire(w, a0);
    expect(slotIds(w)).toEqual([0x74]);
    for (let f = 0; f < 4; f++) bossFire(w, a0);
    expect(slotIds(w)).toEqual([0x74, 0x74]);
    const b0 = SLOT(0x21);
    expect([w.m[b0 + OB_SUBTYPE], w.m[b0 + 0x29], x(w, b0), rw(w.m, a0 + 0x32)]).toEqual([0, 0x67, 0x110, 0x110]);
    bossFire(w, b0);
    expect([w.m[b0 + OB_ROUTINE], w.m[b0 + OB_COL_TYPE], w.m[b0 + 0x29]]).toEqual([4, 0x8b, 0x66]);
  });

  it('below boss_mz_y + $D8 it is deleted', () => {
    const w = scene();
    const a0 = put(w, 0x74, 0x100, BOSS_MZ_Y + 0xd8, 1);
    w.m[a0 + OB_ROUTINE] = 2;
    w.m[a0 + 0x29] = 0;
    ww(w.m, a0 + OB_VEL_Y, 0x100);
    bossFire(w, a0);
    expect(w.m[a0 + OB_ID]).toBe(0);
  });
});
