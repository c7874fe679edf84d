import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { scene, slotsOf } from './scene.ts';
import { BOSS_GHZ_END, ID_BOSS_GREEN_HILL } from '../../../../../../engine/games/s1/objects/objects/bossGreenHill.ts';
import { ID_BOSS_BALL } from '../../../../../../engine/games/s1/objects/objects/bossBall.ts';
import { parentOf } from '../../../../../../engine/games/s1/objects/boss.ts';
import {
  OB_2ND_ROUT, OB_ANIM, OB_COL_PROP, OB_COL_TYPE, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_X, OB_X, OB_Y, rl, rsw, rw,
} from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_BOSS_STATUS, G_RANDOM, G_SCORE, G_VBLANK } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { P_STATUS, P_Y, ST_AIR, ST_HURT, W_LIMIT_RIGHT, W_LOCK_SCREEN } from '../../../../../../engine/state/layout.ts';
import { BOSS_GHZ_X, BOSS_GHZ_Y } from '../../../../../../engine/games/s1/act/dynamicLevelEvents.ts';
import { SINE } from '../../../../../../engine/fixed/trig.ts';

/**
 * GHZ act 3 with a floor at y $380 from x $2800, its right limit at boss_ghz_x as GHZ3's is;
 * Sonic at $2A80: the camera stops at the limit, boss_ghz_x.
 */
function arena() {
  const cells: [number, number, number][] = [];
  for (let c = 0x28; c < 0x2c; c++) cells.push([3, c, 1]);
  const w = scene([], { act: 2, cells, floorCells: 0, start: { x: 0x2a80, y: 0x380 - 0x14 }, size: { right: BOSS_GHZ_X, bottom: 0x400 } });
  return w;
}

const ship = (w: ReturnType<typeof arena>): number => slotsOf(w, ID_BOSS_GREEN_HILL).find((a) => w.m[a + OB_ROUTINE] === 2)!;

describe('BossGreenHill ($3D): loading and BGHZ_Main', () => {
  it('is loaded by the dynamic level events at (boss_ghz_x + $100, boss_ghz_y - $80) and splits into ship, face and flame', () => {
    const w = arena();
    w.step(0);
    expect(w.state[W_LOCK_SCREEN]).toBe(1);
    const [a] = slotsOf(w, ID_BOSS_GREEN_HILL);
    expect([rw(w.m, a + OB_X), rw(w.m, a + OB_Y), w.m[a + OB_ROUTINE]]).toEqual([BOSS_GHZ_X + 0x100, BOSS_GHZ_Y - 0x80, 0]);
    w.step(0);
    const parts = slotsOf(w, ID_BOSS_GREEN_HILL);
    expect(parts.length).toBe(3);
    expect(parts.map((p) => w.m[p + OB_ROUTINE])).toEqual([2, 4, 6]);
    expect(parts.map((p) => parentOf(w.m, p))).toEqual([a, a, a]);
    expect(rl(w.m, parts[1] + 0x34) >>> 0).toBe(0xffffd000 + a);
    expect([w.m[a + OB_COL_TYPE], w.m[a + OB_COL_PROP]]).toEqual([0xf, 8]);
    // It has already moved once: y $280 + 1, the hover at sin(0) = 0.
    expect(rw(w.m, a + 0x38)).toBe(0x281);
    expect(rw(w.m, a + OB_Y)).toBe(0x281);
  });
});

/** The arena stepped until the ball has been loaded and has run once (its chain made). */
function withBall() {
  const w = arena();
  for (let i = 0; i < 1 + 0xb8 + 96 + 1; i++) w.step(0);
  const chain = slotsOf(w, ID_BOSS_BALL);
  return { w, a: ship(w), chain };
}

describe('BossBall ($48)', () => {
  it('lets the chain out a pixel a frame to 0, $10, $20, $30, $40, $60 px, hanging straight down $20 px below the ship', () => {
    const { w, a, chain } = withBall();
    for (let i = 0; i < 0x60; i++) w.step(0);
    expect(chain.map((c) => w.m[c + 0x3c])).toEqual([0, 0x10, 0x20, 0x30, 0x40, 0x60]);
    expect(rw(w.m, chain[0] + 0x32)).toBe(0x20);
    const x = rw(w.m, a + OB_X);
    const y = rw(w.m, a + OB_Y);
    // Angle $40: sin 256, cos 0.
    expect(chain.map((c) => rw(w.m, c + OB_X))).toEqual(new Array(6).fill(x));
    expect(chain.map((c) => rw(w.m, c + OB_Y) - y - 0x20)).toEqual([0, 0x10, 0x20, 0x30, 0x40, 0x60]);
  });

  it('starts swinging (routine 4) once the ball is out and the ship sweeps: speed -$200 stepping by 8', () => {
    const { w, a, chain } = withBall();
    let n = 0;
    while (w.m[chain[0] + OB_ROUTINE] === 2 && n < 400) {
      w.step(0);
      n++;
    }
    expect(w.m[a + OB_2ND_ROUT]).toBe(6);
    expect(w.m[chain[5] + 0x3c]).toBe(0x60);
    const angle = rw(w.m, chain[0] + 0x26);
    w.step(0);
    expect(rsw(w.m, chain[0] + 0x3e)).toBe(-0x200 + 8);
    expect(rw(w.m, chain[0] + 0x26)).toBe((angle - 0x200 + 8) & 0xffff);
  });

  it('when the ship is destroyed, the base and links explode at once; the ball stops hurting and goes $61 frames later', () => {
    const { w, a, chain } = withBall();
    for (let i = 0; i < 0x60; i++) w.step(0);
    w.m[a + OB_COL_PROP] = 0;
    w.m[a + OB_STATUS] |= 0x80;
    w.step(0);
    expect(chain.slice(0, 5).map((c) => w.m[c + 0x00])).toEqual(new Array(5).fill(0x3f));
    expect(w.m[chain[5]]).toBe(ID_BOSS_BALL);
    expect(w.m[chain[5] + OB_COL_TYPE]).toBe(0);
    expect(w.m[chain[5] + 0x3c]).toBe(0x5f);
    for (let i = 0; i < 0x5f; i++) w.step(0);
    expect(w.m[chain[5]]).toBe(ID_BOSS_BALL);
    w.step(0);
    expect(w.m[chain[5]]).toBe(0x3f);
  });
});

describe('BossGreenHill ($3D): the fight', () => {
  it('comes down at $100 to boss_ghz_y + $38 ($B8 frames), hovering by sin(objoff_3F) >> 6', () => {
    const w = arena();
    w.step(0);
    w.step(0);
    const a = ship(w);
    for (let i = 1; i < 0xb8; i++) {
      expect(w.m[a + OB_2ND_ROUT]).toBe(0);
      const hover = w.m[a + 0x3f];
      w.step(0);
      expect(rw(w.m, a + OB_Y)).toBe(rw(w.m, a + 0x38) + (SINE[hover] >> 6));
    }
    expect(rw(w.m, a + 0x38)).toBe(BOSS_GHZ_Y + 0x38);
    expect(w.m[a + OB_2ND_ROUT]).toBe(2);
  });

  it('moves to the middle (boss_ghz_x + $A0) in 96 frames, loads the ball beside it and waits $77 frames', () => {
    const w = arena();
    for (let i = 0; i < 1 + 0xb8; i++) w.step(0);
    const a = ship(w);
    for (let i = 0; i < 95; i++) w.step(0);
    expect(slotsOf(w, ID_BOSS_BALL).length).toBe(0);
    w.step(0);
    expect(rw(w.m, a + 0x30)).toBe(BOSS_GHZ_X + 0xa0);
    expect(rw(w.m, a + 0x38)).toBe(BOSS_GHZ_Y + 0x38 - ((96 * 0x40) >> 8));
    expect(w.m[a + OB_2ND_ROUT]).toBe(4);
    expect(rw(w.m, a + 0x3c)).toBe(0x77);
    const [ball] = slotsOf(w, ID_BOSS_BALL);
    expect(parentOf(w.m, ball)).toBe(a);
    // The ball's base runs this same frame (a later slot): five more parts, the last one the ball.
    w.step(0);
    const chain = slotsOf(w, ID_BOSS_BALL);
    expect(chain.length).toBe(6);
    expect(chain.map((c) => w.m[c + OB_ROUTINE])).toEqual([2, 6, 6, 6, 6, 8]);
    expect(w.m[chain[0] + OB_SUBTYPE]).toBe(5);
    expect(w.m[chain[5] + OB_COL_TYPE]).toBe(0x81);
  });

  it('after a hit flashes $20 frames untouchable, then takes touches again', () => {
    const w = arena();
    for (let i = 0; i < 10; i++) w.step(0);
    const a = ship(w);
    // What React_Enemy does to a boss.
    w.m[a + OB_COL_TYPE] = 0;
    w.m[a + OB_COL_PROP]--;
    w.step(0);
    expect(w.m[a + 0x3e]).toBe(0x1f);
    for (let i = 0; i < 0x1e; i++) w.step(0);
    expect(w.m[a + OB_COL_TYPE]).toBe(0);
    w.step(0);
    expect(w.m[a + OB_COL_TYPE]).toBe(0xf);
    expect(w.m[a + OB_COL_PROP]).toBe(7);
  });

  it('destroyed (status bit 7): 1000 points, $B3 frames of explosions every 8th VBlank, then v_bossstatus 1 and away right', () => {
    const w = arena();
    for (let i = 0; i < 10; i++) w.step(0);
    const a = ship(w);
    const score = w.state[G_SCORE];
    w.m[a + OB_COL_PROP] = 0;
    w.m[a + OB_STATUS] |= 0x80;
    w.step(0);
    expect(w.state[G_SCORE]).toBe(score + 100);
    expect(w.m[a + OB_2ND_ROUT]).toBe(8);
    // BossDefeated: on VBlanks with low bits 0 an explosion goes into a free slot, and RandomNumber runs.
    let explosionFrames = 0;
    let randomCalls = 0;
    for (let i = 0; i < 0xb3; i++) {
      const random = w.state[G_RANDOM];
      const before = slotsOf(w, 0x3f).length;
      w.step(0);
      if ((w.state[G_VBLANK] & 7) === 0) {
        explosionFrames++;
        expect(slotsOf(w, 0x3f).length).toBeGreaterThan(0);
        expect(slotsOf(w, 0x3f).length).toBeGreaterThanOrEqual(before);
      }
      if (w.state[G_RANDOM] !== random) randomCalls++;
    }
    expect(randomCalls).toBe(explosionFrames);
    // $B3 = 179 frames hold 22 or 23 multiples of 8.
    expect([22, 23]).toContain(explosionFrames);
    expect(w.m[a + OB_2ND_ROUT]).toBe(8);
    w.step(0);
    expect(w.m[a + OB_2ND_ROUT]).toBe(0xa);
    expect(w.m[a + OB_STATUS] & 0x81).toBe(1);
    expect(w.state[G_BOSS_STATUS]).toBe(1);
    expect(rsw(w.m, a + 0x3c)).toBe(-0x26);
    // $26 frames falling, $30 rising, 8 level, then away: the right limit opens 2 px a frame.
    for (let i = 0; i < 0x26 + 0x38; i++) w.step(0);
    expect(w.m[a + OB_2ND_ROUT]).toBe(0xc);
    const right = w.state[W_LIMIT_RIGHT];
    w.step(0);
    expect(rsw(w.m, a + OB_VEL_X)).toBe(0x400);
    expect(w.state[W_LIMIT_RIGHT]).toBe(right + 2);
    for (let i = 0; i < 400 && slotsOf(w, ID_BOSS_GREEN_HILL).some((p) => w.m[p + OB_ROUTINE] === 2); i++) w.step(0);
    expect(w.state[W_LIMIT_RIGHT]).toBe(BOSS_GHZ_END);
    expect(slotsOf(w, ID_BOSS_GREEN_HILL).length).toBe(0);
    // BGHZ_ShipDel returns into BGHZ_ShipMain, which animates the emptied slot: obTimeFrame $F, obAniFrame 1 stay there.
    expect(w.m[a + 0x00]).toBe(0);
    expect([w.m[a + 0x1e], w.m[a + 0x1b]]).toEqual([0xf, 1]);
  });

  it('the face laughs (animation 4) while Sonic is hurt, shows the hit face (5) while the ship is untouchable', () => {
    const w = arena();
    for (let i = 0; i < 10; i++) w.step(0);
    const a = ship(w);
    const face = slotsOf(w, ID_BOSS_GREEN_HILL).find((p) => w.m[p + OB_ROUTINE] === 4)!;
    expect(w.m[face + OB_ANIM]).toBe(1);
    w.m[a + OB_COL_TYPE] = 0;
    w.step(0);
    expect(w.m[face + OB_ANIM]).toBe(5);
    w.m[a + OB_COL_TYPE] = 0xf;
    w.m[a + 0x3e] = 0;
    // Knocked back (in the air, or he would land and be back in control before the face looks).
    w.state[P_STATUS] |= ST_HURT | ST_AIR;
    w.state[P_Y] -= 0x40 << 8;
    w.step(0);
    expect(w.m[face + OB_ANIM]).toBe(4);
  });
});
