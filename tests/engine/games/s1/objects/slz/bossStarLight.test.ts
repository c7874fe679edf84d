import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, slotsOf } from '../ghz/scene.ts';
import { arena } from '../syz/arena.ts';
import { BOSS_SLZ_END, ID_BOSS_SPIKEBALL, ID_BOSS_STAR_LIGHT } from '../../../../../../engine/games/s1/objects/objects/bossStarLight.ts';
import { ID_SEESAW } from '../../../../../../engine/games/s1/objects/objects/seesaw.ts';
import { ID_EXPLOSION_BOMB } from '../../../../../../engine/games/s1/objects/objects/explosionBomb.ts';
import {
  OB_2ND_ROUT, OB_ANIM, OB_COL_PROP, OB_COL_TYPE, OB_FRAME, OB_ID, OB_PRIORITY, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_X, OB_VEL_Y, OB_X,
  OB_Y, rl, rsw, rw,
} from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_BOSS_STATUS, G_SCORE } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { BOSS_SLZ_X, BOSS_SLZ_Y } from '../../../../../../engine/games/s1/act/dynamicLevelEvents.ts';
import { ZONE_SLZ } from '../../../../../../engine/games/s1/act/actRules.ts';
import { P_STATUS, P_YSP, ST_AIR, ST_ON_OBJECT, ST_ROLL, W_LIMIT_RIGHT } from '../../../../../../engine/state/layout.ts';
import type { World } from '../../../../../../engine/world/world.ts';

const BX = BOSS_SLZ_X;
const BY = BOSS_SLZ_Y;
/** SLZ3's three ball-less seesaws (objpos/slz3.bin). */
const SEESAW_X = [0x203c, 0x20a0, 0x2104];
const SEESAW_Y = 0x2d4;

/** The arena; Sonic is held in the air above the ship's reach until `hold.on` is cleared. */
function fight() {
  const w = arena(ZONE_SLZ, [
    { x: BX, y: 0x200, id: ID_BOSS_STAR_LIGHT },
    ...SEESAW_X.map((x) => ({ x, y: SEESAW_Y, id: ID_SEESAW, subtype: 0xff })),
  ], { floorRow: 3, fromCol: 0x1e, start: { x: 0x2090, y: 0x150 }, right: BX });
  const ship = slotsOf(w, ID_BOSS_STAR_LIGHT)[0];
  const seesaws = slotsOf(w, ID_SEESAW);
  const hold = { on: true };
  const step = (): void => {
    if (hold.on) dropSonic(w, 0x2090, 0x150);
    w.step(0);
  };
  const until = (done: () => boolean, max = 3000): number => {
    for (let n = 1; n <= max; n++) {
      step();
      if (done()) return n;
    }
    throw new Error('not reached');
  };
  return { w, ship, seesaws, step, until, hold };
}

const balls = (w: World) => slotsOf(w, ID_BOSS_SPIKEBALL);

describe('BossStarLight ($7A)', () => {
  it('sets itself at (boss_slz_x + $188, boss_slz_y + $18) with 8 hits, makes its parts, and notes the ball-less seesaws\' addresses', () => {
    const { w, ship, seesaws } = fight();
    const parts = slotsOf(w, ID_BOSS_STAR_LIGHT);
    expect(parts[0]).toBe(ship);
    expect(parts.map((a) => [w.m[a + OB_ROUTINE], w.m[a + OB_PRIORITY]])).toEqual([[2, 4], [4, 4], [6, 4], [8, 3]]);
    expect([w.m[ship + OB_COL_TYPE], w.m[ship + OB_COL_PROP], rw(w.m, ship + 0x30), rw(w.m, ship + 0x38)]).toEqual([0xf, 8, BX + 0x188 - 1, BY + 0x18]);
    expect([rw(w.m, ship + 0x2a), rw(w.m, ship + 0x2c), rw(w.m, ship + 0x2e)]).toEqual(seesaws.map((a) => 0xd000 + a));
  });

  it('comes in at -$100 to boss_slz_x + $120, then patrols at $200 and stops when $28 px short of a seesaw Sonic is not on', () => {
    const { w, ship, until } = fight();
    until(() => w.m[ship + OB_2ND_ROUT] === 2);
    expect(rw(w.m, ship + 0x30)).toBe(BX + 0x11e);
    until(() => w.m[ship + OB_2ND_ROUT] === 4);
    // Checked on last frame's x: $2104 - $28 = $20DC, the third seesaw (obSubtype 0); it moved on 2 px that frame.
    expect([w.m[ship + OB_SUBTYPE], w.m[ship + 0x3c], rw(w.m, ship + 0x30)]).toEqual([0, 0x28, 0x20dc - 2]);
  });

  it('drops a spiked ball for that seesaw (in the first free slot after the seesaw\'s), then waits $28 frames in place', () => {
    const { w, ship, seesaws, step, until } = fight();
    until(() => w.m[ship + OB_2ND_ROUT] === 4);
    const x = rw(w.m, ship + 0x30);
    step();
    const [ball] = balls(w);
    expect(ball).toBeGreaterThan(seesaws[2]);
    expect(rl(w.m, ball + 0x3c)).toBe((0xffffd000 + seesaws[2]) | 0);
    // BossSpikeball_Main ran: the seesaw's position, left of its centre (side 2, status bit 0 clear).
    expect([rw(w.m, ball + 0x30), rw(w.m, ball + 0x34), w.m[ball + 0x3a], w.m[ball + OB_STATUS] & 1, w.m[ball + OB_COL_TYPE]]).toEqual([SEESAW_X[2], SEESAW_Y, 2, 0, 0x8b]);
    expect(rw(w.m, ball + OB_X)).toBe(x);
    for (let t = 0x27; t > 0; t--) {
      expect(w.m[ship + 0x3c]).toBe(t);
      expect(rw(w.m, ship + 0x30)).toBe(x);
      step();
    }
    expect(w.m[ship + OB_2ND_ROUT]).toBe(2);
    // No second ball while this one lives: it stops at the next seesaw over.
    until(() => w.m[ship + OB_2ND_ROUT] === 4);
    expect(w.m[ship + OB_SUBTYPE]).toBe(1);
  });

  it('the ball lands on the seesaw\'s raised end (tilting it), sits $F0 frames blinking faster, and explodes into four fragments', () => {
    const { w, ship, seesaws, step, until } = fight();
    until(() => w.m[ship + OB_2ND_ROUT] === 4);
    step();
    const [ball] = balls(w);
    until(() => w.m[ball + OB_ROUTINE] === 4);
    // Landed this frame: $F0 set, the count starts next frame.
    expect([rw(w.m, ball + OB_SUBTYPE), w.m[seesaws[2] + 0x3a], w.m[ball + 0x3a]]).toEqual([0xf0, 2, 2]);
    const toggles: number[] = [];
    let frame = w.m[ball + OB_FRAME];
    for (let n = 1; w.m[ball + OB_ROUTINE] === 4; n++) {
      step();
      if (w.m[ball + OB_FRAME] !== frame) toggles.push(n);
      frame = w.m[ball + OB_FRAME];
    }
    // Every 10 frames, every 5 from $78 left, every 2 from $3C.
    const gaps = toggles.slice(1).map((t, i) => t - toggles[i]);
    expect(gaps.slice(0, 3)).toEqual([10, 10, 10]);
    expect(gaps.includes(5)).toBe(true);
    expect(gaps.slice(-3)).toEqual([2, 2, 2]);
    expect([w.m[ball + OB_ROUTINE], rw(w.m, ball + OB_SUBTYPE)]).toEqual([8, 0x20]);
    step();
    expect(w.m[ball + OB_ID]).toBe(ID_EXPLOSION_BOMB);
    // (Meanwhile the ship dropped balls on the other two seesaws.)
    const frags = balls(w).filter((a) => w.m[a + OB_ROUTINE] === 0xa);
    expect(frags.map((a) => [w.m[a + OB_ROUTINE], w.m[a + OB_COL_TYPE]])).toEqual(new Array(4).fill([0xa, 0x98]));
    expect(frags.map((a) => rsw(w.m, a + OB_VEL_X))).toEqual([-0x100, -0xa0, 0x100, 0xa0]);
  });

  it('a ball thrown into the ship hits it: a hit off obColProp, the ship untouchable, and the ball explodes without fragments', () => {
    const { w, ship, step, until } = fight();
    until(() => w.m[ship + OB_2ND_ROUT] === 4);
    step();
    const [ball] = balls(w);
    until(() => w.m[ball + OB_ROUTINE] === 4);
    // Thrown (routine 6) straight at the ship.
    w.m[ball + OB_ROUTINE] = 6;
    w.m[ball + OB_X] = w.m[ship + OB_X];
    w.m[ball + OB_X + 1] = w.m[ship + OB_X + 1];
    w.m[ball + OB_Y] = w.m[ship + OB_Y];
    w.m[ball + OB_Y + 1] = w.m[ship + OB_Y + 1] + 0x1f;
    w.m[ball + OB_VEL_Y] = 0xfa;
    step();
    expect([w.m[ship + OB_COL_PROP], w.m[ship + OB_COL_TYPE], w.m[ball + OB_ROUTINE]]).toEqual([7, 0, 8]);
    const before = balls(w).length;
    step();
    expect(w.m[ball + OB_ID]).toBe(ID_EXPLOSION_BOMB);
    expect(balls(w).length).toBe(before - 1);
  });

  it('a ball landing on the end opposite Sonic throws him up at its landing speed, rolling (not a seesaw he stood on when it stopped)', () => {
    const { w, ship, seesaws, step, until, hold } = fight();
    until(() => w.m[ship + OB_2ND_ROUT] === 4);
    expect(w.m[ship + OB_SUBTYPE]).toBe(0);
    // Sonic lands on the third seesaw's right end before the ball comes down on its left end.
    hold.on = false;
    dropSonic(w, SEESAW_X[2] + 0x20, SEESAW_Y - 0x48);
    step();
    const [ball] = balls(w);
    expect(rw(w.m, ball + 0x30)).toBe(SEESAW_X[2]);
    let vy = 0;
    while (w.m[ball + OB_ROUTINE] === 2) {
      vy = rsw(w.m, ball + OB_VEL_Y);
      step();
      if (w.m[ball + OB_ROUTINE] === 2) expect(w.state[P_STATUS] & ST_AIR ? 0 : w.m[seesaws[2] + OB_FRAME]).toBe(0);
    }
    expect(w.state[P_STATUS] & (ST_AIR | ST_ON_OBJECT | ST_ROLL)).toBe(ST_AIR | ST_ROLL);
    // The ball's speed after this frame's ObjectFall, negated (the seesaw was not level: not halved).
    expect(w.state[P_YSP]).toBe(-(vy + 0x38));
    expect([w.m[seesaws[2] + OB_ROUTINE], rsw(w.m, ball + OB_VEL_Y)]).toEqual([2, 0]);
  });

  it('beaten: 1000 points, 120 frames of explosions, a fall and rise, then off right while the limit opens to boss_slz_end', () => {
    const { w, ship, step, until } = fight();
    step();
    const score = w.state[G_SCORE];
    w.m[ship + OB_STATUS] |= 0x80;
    step();
    expect([w.m[ship + OB_2ND_ROUT], w.m[ship + 0x3c], w.state[G_SCORE] - score]).toEqual([6, 0x78, 100]);
    const exploding = until(() => w.m[ship + OB_2ND_ROUT] === 8);
    expect(exploding).toBe(0x79);
    expect([w.m[ship + 0x3c], w.m[ship + OB_STATUS] & 0x81, w.state[G_BOSS_STATUS]]).toEqual([0xe8, 1, 1]);
    until(() => w.m[ship + OB_2ND_ROUT] === 0xa);
    expect(w.m[ship + 0x3c]).toBe(0x2a);
    const limit = w.state[W_LIMIT_RIGHT];
    step();
    expect([rsw(w.m, ship + OB_VEL_X), w.state[W_LIMIT_RIGHT]]).toEqual([0x400, limit + 2]);
    until(() => w.m[ship + OB_ID] !== ID_BOSS_STAR_LIGHT, 4000);
    expect(w.state[W_LIMIT_RIGHT]).toBe(BOSS_SLZ_END);
    expect(slotsOf(w, ID_BOSS_STAR_LIGHT).length).toBe(0);
  });

  it('Eggman\'s face: 1, 5 just hit, $A beaten; the flame is off (7) from step 4 to 8', () => {
    const { w, ship, step, until } = fight();
    const [, face, flame] = slotsOf(w, ID_BOSS_STAR_LIGHT);
    step();
    expect([w.m[face + OB_ANIM], w.m[flame + OB_ANIM]]).toEqual([1, 8]);
    until(() => w.m[ship + OB_2ND_ROUT] === 4);
    step();
    expect(w.m[flame + OB_ANIM]).toBe(7);
    w.m[ship + OB_COL_TYPE] = 0;
    step();
    expect(w.m[face + OB_ANIM]).toBe(5);
    w.m[ship + OB_STATUS] |= 0x80;
    step();
    step();
    expect(w.m[face + OB_ANIM]).toBe(0xa);
  });
});
