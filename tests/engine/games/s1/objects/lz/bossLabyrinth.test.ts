import { describe, expect, it } from 'vitest';
import { lzScene, slotsOf } from './scene.ts';
import { BOSS_LZ_END, BOSS_LZ_X, BOSS_LZ_Y, ID_BOSS_LABYRINTH } from '../../../../../../engine/games/s1/objects/objects/bossLabyrinth.ts';
import { parentOf } from '../../../../../../engine/games/s1/objects/boss.ts';
import {
  OB_2ND_ROUT, OB_COL_PROP, OB_COL_TYPE, OB_ROUTINE, OB_STATUS, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, rsw, rw, ww,
} from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_SCORE } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { P_X, W_LIMIT_RIGHT, W_LOCK_SCREEN } from '../../../../../../engine/state/layout.ts';

/** LZ3 (act 2) with the boss loaded as a placement at the start (it moves itself to its arena). */
function boss(revision = 1) {
  const w = lzScene([{ x: 0x100, y: 0x40, id: ID_BOSS_LABYRINTH }], { act: 2, revision, cells: [[0, 0, 1], [0, 1, 1], [0, 0x1d, 1]], size: { right: 0x2400 } });
  const [ship, ...parts] = slotsOf(w, ID_BOSS_LABYRINTH);
  return { w, ship, parts, m: w.m, s: w.state };
}

describe('BossLabyrinth ($77)', () => {
  it('puts itself at (boss_lz_x + $30, boss_lz_y + $500) with 8 hits, touch type $0F, and its face and flame in the next free slots', () => {
    const { ship, parts, m } = boss();
    expect([rw(m, ship + OB_X), rw(m, ship + OB_Y), m[ship + OB_COL_TYPE], m[ship + OB_COL_PROP]]).toEqual([BOSS_LZ_X + 0x30, BOSS_LZ_Y + 0x500, 0xf, 8]);
    expect(parts.map((a) => m[a + OB_ROUTINE])).toEqual([4, 6]);
    expect(parts.map((a) => parentOf(m, a))).toEqual([ship, ship]);
  });

  it('waits until Sonic\'s x reaches boss_lz_x - $40, then climbs at ($60, -$180)', () => {
    const { w, ship, m, s } = boss();
    s[P_X] = (BOSS_LZ_X - 0x41) << 8;
    w.step(0);
    expect(m[ship + OB_2ND_ROUT]).toBe(0);
    s[P_X] = (BOSS_LZ_X - 0x40) << 8;
    w.step(0);
    expect([m[ship + OB_2ND_ROUT], rsw(m, ship + OB_VEL_X), rsw(m, ship + OB_VEL_Y)]).toEqual([2, 0x60, -0x180]);
  });

  it('reaches its first corner (boss_lz_x + $68, boss_lz_y + $440), then the second, then climbs the shaft', () => {
    const { w, ship, m, s } = boss();
    s[P_X] = (BOSS_LZ_X - 0x40) << 8;
    let f = 0;
    for (; f < 600 && m[ship + OB_2ND_ROUT] < 4; f++) {
      s[P_X] = (BOSS_LZ_X - 0x40) << 8;
      w.step(0);
    }
    // Held at the corner, then moved the same frame (loc_17F38) by the new speeds: x + 1.25 px (1 or 2 by the
    // subpixel word the clamp kept), y - 2.
    expect([rsw(m, ship + OB_VEL_X), rsw(m, ship + OB_VEL_Y), rw(m, ship + 0x38)]).toEqual([0x140, -0x200, BOSS_LZ_Y + 0x440 - 2]);
    expect([1, 2]).toContain(rw(m, ship + 0x30) - (BOSS_LZ_X + 0x68));
    for (; f < 1200 && m[ship + OB_2ND_ROUT] < 6; f++) w.step(0);
    expect([rw(m, ship + 0x30), rsw(m, ship + OB_VEL_X), rsw(m, ship + OB_VEL_Y), m[ship + 0x3f]]).toEqual([BOSS_LZ_X + 0x90, 0, -0x180, 0]);
    expect([1, 2]).toContain(BOSS_LZ_Y + 0x400 - rw(m, ship + 0x38));
  });

  it('hit: no touch for $20 frames, then $0F again', () => {
    const { w, ship, m } = boss();
    m[ship + OB_COL_TYPE] = 0;
    let f = 0;
    for (; f < 40 && m[ship + OB_COL_TYPE] === 0; f++) w.step(0);
    expect([f, m[ship + OB_COL_TYPE]]).toEqual([0x20, 0xf]);
  });

  it('the 8th hit: 1000 points; at the escape a second 1000 (loc_18136 clears objoff_3D with obStatus bit 7 still set: quirk kept)', () => {
    const { w, ship, m, s } = boss();
    const score0 = s[G_SCORE];
    m[ship + OB_STATUS] |= 0x80;
    w.step(0);
    expect([s[G_SCORE] - score0, m[ship + 0x3d]]).toEqual([100, 0xff]);
    m[ship + OB_2ND_ROUT] = 0xc;
    w.step(0);
    expect([s[G_SCORE] - score0, m[ship + OB_2ND_ROUT], rsw(m, ship + OB_VEL_X), rsw(m, ship + OB_VEL_Y), m[ship + 0x3d]]).toEqual([200, 0xe, 0x400, -0x40, 0xff]);
  });

  it('escaping, it opens the right limit 2 px a frame to boss_lz_end; REV01 unlocks the screen when the escape starts', () => {
    for (const revision of [0, 1]) {
      const { w, ship, m, s } = boss(revision);
      s[W_LOCK_SCREEN] = 1;
      m[ship + OB_2ND_ROUT] = 0xa;
      m[ship + 0x3d] = 0xff;
      w.step(0);
      expect(s[W_LOCK_SCREEN]).toBe(revision === 0 ? 1 : 0);
      m[ship + OB_2ND_ROUT] = 0xe;
      s[W_LIMIT_RIGHT] = BOSS_LZ_END - 4;
      w.step(0);
      w.step(0);
      w.step(0);
      expect(s[W_LIMIT_RIGHT]).toBe(BOSS_LZ_END);
    }
  });

  it('off screen after the limit is open, the ship is deleted and the face and flame follow', () => {
    const { w, ship, parts, m, s } = boss();
    m[ship + OB_2ND_ROUT] = 0xe;
    s[W_LIMIT_RIGHT] = BOSS_LZ_END;
    ww(m, ship + 0x30, 0x100);
    w.step(0);
    w.step(0);
    expect(slotsOf(w, ID_BOSS_LABYRINTH).filter((a) => a === ship || parts.includes(a))).toEqual([]);
  });
});
