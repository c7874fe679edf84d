import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, slotsOf } from '../ghz/scene.ts';
import { arena } from './arena.ts';
import { BOSS_SYZ_END, ID_BOSS_SPRING_YARD } from '../../../../../../engine/games/s1/objects/objects/bossSpringYard.ts';
import { ID_BOSS_BLOCK } from '../../../../../../engine/games/s1/objects/objects/bossBlock.ts';
import { ID_EXPLOSION_BOMB } from '../../../../../../engine/games/s1/objects/objects/explosionBomb.ts';
import {
  OB_2ND_ROUT, OB_ACT_WID, OB_ANIM, OB_COL_PROP, OB_COL_TYPE, OB_FRAME, OB_HEIGHT, OB_PRIORITY, OB_ROUTINE, OB_STATUS, OB_SUBTYPE,
  OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, rsw, rw,
} from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_BOSS_STATUS, G_SCORE } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { BOSS_SYZ_X, BOSS_SYZ_Y } from '../../../../../../engine/games/s1/act/dynamicLevelEvents.ts';
import { ZONE_SYZ } from '../../../../../../engine/games/s1/act/actRules.ts';
import { W_LIMIT_RIGHT } from '../../../../../../engine/state/layout.ts';
import type { World } from '../../../../../../engine/world/world.ts';
import { SINE } from '../../../../../../engine/fixed/trig.ts';

const BX = BOSS_SYZ_X;
const BY = BOSS_SYZ_Y;
/** Sonic's height, held in the air: above the ship's reach, low enough for the camera to show the block it carries. */
const SONIC_Y = 0x480;

/** The arena with the ten blocks and the boss; Sonic held in the air above block `column`. */
function fight(column: number) {
  const sx = BX + 0x10 + 0x20 * column;
  const w = arena(ZONE_SYZ, [{ x: BX + 0x80, y: 0x500, id: ID_BOSS_BLOCK }, { x: BX + 0x80, y: 0x500, id: ID_BOSS_SPRING_YARD }], {
    floorRow: 6, fromCol: 0x28, start: { x: sx, y: SONIC_Y }, right: BX,
  });
  const ship = slotsOf(w, ID_BOSS_SPRING_YARD).find((a) => w.m[a + OB_ROUTINE] === 2)!;
  const step = (): void => {
    dropSonic(w, sx, SONIC_Y);
    w.step(0);
  };
  const until = (done: () => boolean, max = 2000): number => {
    for (let n = 1; n <= max; n++) {
      step();
      if (done()) return n;
    }
    throw new Error('not reached');
  };
  return { w, ship, step, until, blocks: slotsOf(w, ID_BOSS_BLOCK) };
}

const parts = (w: World) => slotsOf(w, ID_BOSS_SPRING_YARD);

describe('BossBlock ($76)', () => {
  it('becomes ten solid blocks at x = boss_syz_x + $10 + $20 n, y $582, with obSubtype and objoff_29 both n', () => {
    const { w, blocks } = fight(4);
    expect(blocks.map((a) => rw(w.m, a + OB_X))).toEqual(Array.from({ length: 10 }, (_, n) => BX + 0x10 + 0x20 * n));
    expect(blocks.map((a) => [rw(w.m, a + OB_Y), w.m[a + OB_SUBTYPE], w.m[a + 0x29], w.m[a + OB_ROUTINE]])).toEqual(
      Array.from({ length: 10 }, (_, n) => [0x582, n, n, 2]),
    );
    expect([w.m[blocks[0] + OB_ACT_WID], w.m[blocks[0] + OB_HEIGHT], w.m[blocks[0] + OB_PRIORITY]]).toEqual([0x10, 0x10, 3]);
  });
});

describe('BossSpringYard ($75)', () => {
  it('sets itself at (boss_syz_x + $1B0, boss_syz_y + $E) with 8 hits, and its face, flame and spike in the next free slots', () => {
    const { w, ship } = fight(4);
    const p = parts(w);
    expect(p.map((a) => [w.m[a + OB_ROUTINE], w.m[a + OB_PRIORITY]])).toEqual([[2, 5], [4, 5], [6, 5], [8, 5]]);
    expect(p[0]).toBe(ship);
    expect([w.m[ship + OB_COL_TYPE], w.m[ship + OB_COL_PROP]]).toEqual([0xf, 8]);
    // The first frame already ran step 0: 1 px left, the bob's speed from sin(0) = 0.
    expect([rw(w.m, ship + 0x30), rw(w.m, ship + 0x38)]).toEqual([BX + 0x1b0 - 1, BY + 0xe]);
  });

  it('step 0 flies in at -$100 bobbing (y speed sin(objoff_3F) >> 2) until left of boss_syz_x + $138 (tested before it moves)', () => {
    const { w, ship, step } = fight(4);
    let angle = 2;
    let y = (BY + 0xe) << 16;
    let f = 1;
    while (rw(w.m, ship + 0x30) >= BX + 0x138) {
      const vy = SINE[angle] >> 2;
      step();
      f++;
      y += vy << 8;
      angle = (angle + 2) & 0xff;
      expect(rsw(w.m, ship + OB_VEL_Y)).toBe(vy);
      expect(rw(w.m, ship + 0x38)).toBe((y >>> 16) & 0xffff);
      expect(rw(w.m, ship + 0x30)).toBe(BX + 0x1b0 - f);
    }
    expect(rw(w.m, ship + 0x30)).toBe(BX + 0x137);
    expect(w.m[ship + OB_2ND_ROUT]).toBe(0);
    step();
    expect([w.m[ship + OB_2ND_ROUT], rw(w.m, ship + 0x30)]).toEqual([2, BX + 0x136]);
  });

  it('step 2 patrols at $140 and, over Sonic\'s column (x at its last two pixels), centres on it and finds that block', () => {
    const { w, ship, step, until, blocks } = fight(4);
    until(() => w.m[ship + OB_2ND_ROUT] === 2);
    step();
    expect(rsw(w.m, ship + OB_VEL_X)).toBe(-0x140);
    until(() => w.m[ship + OB_2ND_ROUT] === 4);
    expect([rw(w.m, ship + 0x30), w.m[ship + 0x34], rsw(w.m, ship + OB_VEL_X), w.m[ship + OB_SUBTYPE]]).toEqual([BX + 0x10 + 0x80, 4, 0, 0]);
    // objoff_36: the block's address as a word ($D000 + its offset).
    expect(rw(w.m, ship + 0x36)).toBe(0xd000 + blocks[4]);
  });

  it('step 4 drops at $180 to boss_syz_y + $8A and takes the block: it hangs $2C under the ship, no longer solid', () => {
    const { w, ship, step, until, blocks } = fight(4);
    until(() => w.m[ship + OB_2ND_ROUT] === 4);
    step();
    expect(rsw(w.m, ship + OB_VEL_Y)).toBe(0x180);
    until(() => w.m[ship + OB_SUBTYPE] === 2);
    const b = blocks[4];
    expect([rw(w.m, ship + 0x38), w.m[ship + 0x29], rw(w.m, ship + 0x3c)]).toEqual([BY + 0x8a, 0xff, 0x32]);
    expect(w.m[b + 0x29]).toBe(0xff);
    expect(rl34(w, b)).toBe(ship);
    // The block runs after the ship (a higher slot): no speed prediction.
    expect(b).toBeGreaterThan(ship);
    expect(rw(w.m, b + OB_Y)).toBe(rw(w.m, ship + OB_Y) + 0x2c);
  });

  it('holding it, it waits $32 frames (shaking 2 px in the last $1E), rises at -$800 slowing by $C, waits $2D more, then the block breaks into four', () => {
    const { w, ship, step, until, blocks } = fight(4);
    until(() => w.m[ship + OB_SUBTYPE] === 2);
    const ys: number[] = [];
    for (let t = 0x31; t >= 0; t--) {
      step();
      expect(rw(w.m, ship + 0x3c)).toBe(t);
      ys.push(rw(w.m, ship + OB_Y) - (BY + 0x8a));
    }
    // No shake while the count is above $1E; then +2/-2 by bit 1 of the count.
    expect(ys.slice(0, 0x31 - 0x1e)).toEqual(new Array(0x31 - 0x1e).fill(0));
    expect(ys.slice(0x31 - 0x1e)).toEqual(Array.from({ length: 0x1f }, (_, i) => ((0x1e - i) & 2 ? -2 : 2)));
    step();
    expect([w.m[ship + OB_SUBTYPE], rsw(w.m, ship + OB_VEL_Y)]).toEqual([4, -0x800]);
    step();
    expect(rsw(w.m, ship + OB_VEL_Y)).toBe(-0x800 + 0xc);
    until(() => w.m[ship + OB_SUBTYPE] === 6);
    expect([rw(w.m, ship + 0x3c), rsw(w.m, ship + OB_VEL_Y)]).toEqual([0x2d, 0]);
    expect(rw(w.m, ship + 0x38)).toBeLessThanOrEqual(BY + 0xe - 0x18);
    const b = blocks[4];
    const y = rw(w.m, b + OB_Y);
    until(() => rw(w.m, ship + 0x3c) === 0);
    expect(rw(w.m, ship + 0x36)).toBe(0);
    // The block saw objoff_29 = $A this frame (it runs after the ship): four fragments.
    const frags = slotsOf(w, ID_BOSS_BLOCK).filter((a) => w.m[a + OB_ROUTINE] === 4);
    expect(frags[0]).toBe(b);
    expect(frags.map((a) => [rsw(w.m, a + OB_VEL_X), w.m[a + OB_FRAME], w.m[a + OB_ACT_WID]])).toEqual([
      [-0x180, 1, 8], [0x180, 2, 8], [-0x100, 3, 8], [0x100, 4, 8],
    ]);
    expect(y).toBeGreaterThan(0);
    // Back to patrolling when the count reaches -$1E ($FFE2), no grab until it turns: objoff_3D = -1,
    // the count's own low byte, which leaves $FFFF.
    until(() => w.m[ship + OB_2ND_ROUT] === 2);
    expect([rw(w.m, ship + 0x3c), w.m[ship + 0x29]]).toEqual([0xffff, 0]);
  });

  it('each hit leaves it untouchable for $20 frames; the last one scores 1000 and starts $B4 frames of explosions', () => {
    const { w, ship, step } = fight(4);
    step();
    w.m[ship + OB_COL_TYPE] = 0;
    for (let i = 0; i < 0x1f; i++) {
      step();
      expect(w.m[ship + OB_COL_TYPE]).toBe(0);
    }
    step();
    expect(w.m[ship + OB_COL_TYPE]).toBe(0xf);
    // The last hit: ReactToItem sets status bit 7 when obColProp reaches 0.
    const score = w.state[G_SCORE];
    w.m[ship + OB_STATUS] |= 0x80;
    step();
    expect([w.m[ship + OB_2ND_ROUT], rw(w.m, ship + 0x3c), w.state[G_SCORE] - score]).toEqual([6, 0xb4, 100]);
    let booms = 0;
    for (let i = 0; i < 0xb4; i++) {
      step();
      booms = Math.max(booms, slotsOf(w, ID_EXPLOSION_BOMB).length);
    }
    expect(booms).toBeGreaterThan(0);
    step();
    expect([w.m[ship + OB_2ND_ROUT], w.m[ship + OB_STATUS] & 0x81, rw(w.m, ship + 0x3c), w.state[G_BOSS_STATUS]]).toEqual([8, 1, 0xffff, 1]);
  });

  it('beaten, it stops, rises, and flies off right at $400 opening the right limit 2 px a frame to boss_syz_end; then it is deleted off screen', () => {
    const { w, ship, step, until } = fight(4);
    step();
    w.m[ship + OB_STATUS] |= 0x80;
    until(() => w.m[ship + OB_2ND_ROUT] === 8);
    // The count goes -1 → 0 (stop), then up: rising -8 a frame below $20, level until $2A.
    step();
    expect([rw(w.m, ship + 0x3c), rsw(w.m, ship + OB_VEL_Y)]).toEqual([0, 0]);
    step();
    expect(rsw(w.m, ship + OB_VEL_Y)).toBe(-8);
    until(() => w.m[ship + OB_2ND_ROUT] === 0xa);
    expect(rw(w.m, ship + 0x3c)).toBe(0x2a);
    const limit = w.state[W_LIMIT_RIGHT];
    step();
    expect([rsw(w.m, ship + OB_VEL_X), w.state[W_LIMIT_RIGHT]]).toEqual([0x400, limit + 2]);
    until(() => w.m[ship] !== ID_BOSS_SPRING_YARD, 3000);
    expect(w.state[W_LIMIT_RIGHT]).toBe(BOSS_SYZ_END);
    // The face goes with it (its slot no longer holds a ship); the flame and spike left the screen first.
    expect(parts(w).length).toBe(0);
  });

  it('its face: 1 normally, 5 just hit, 6 holding the block, $A beaten; the spike hurts ($84) only while it holds nothing', () => {
    const { w, ship, step, until } = fight(4);
    const [, face, , spike] = parts(w);
    step();
    expect([w.m[face + OB_ANIM], w.m[spike + OB_COL_TYPE], w.m[spike + OB_FRAME]]).toEqual([1, 0x84, 5]);
    until(() => w.m[ship + OB_SUBTYPE] === 2);
    step();
    expect([w.m[face + OB_ANIM], w.m[spike + OB_COL_TYPE]]).toEqual([6, 0]);
    w.m[ship + OB_COL_TYPE] = 0;
    step();
    expect(w.m[face + OB_ANIM]).toBe(5);
  });
});

function rl34(w: World, a: number): number {
  const v = ((w.m[a + 0x34] << 24) | (w.m[a + 0x35] << 16) | (w.m[a + 0x36] << 8) | w.m[a + 0x37]) | 0;
  return v - (0xffffd000 | 0);
}
