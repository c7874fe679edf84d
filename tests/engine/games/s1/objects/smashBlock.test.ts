import { describe, expect, it } from 'vitest';
import { smashBlock } from '../../../../../engine/games/s1/objects/objects/smashBlock.ts';
import { points } from '../../../../../engine/games/s1/objects/objects/points.ts';
import { explosionBomb } from '../../../../../engine/games/s1/objects/objects/explosionBomb.ts';
import {
  OB_FRAME, OB_ID, OB_RENDER, OB_ROUTINE, OB_VEL_X, OB_VEL_Y, rsw,
} from '../../../../../engine/games/s1/objects/ram.ts';
import { G_ITEM_BONUS, G_SCORE } from '../../../../../engine/games/s1/objects/s1State.ts';
import {
  ANIM_ROLL, ANIM_WALK, P_ANIM, P_HRAD, P_STATUS, P_WRAD, P_YSP, ST_AIR, ST_ON_OBJECT, ST_ROLL,
} from '../../../../../engine/state/layout.ts';
import type { World } from '../../../../../engine/world/world.ts';
import { onScreen, put, scene, slotIds, sonicTo, x, y } from './support/scene.ts';

const SLOT = (n: number): number => n * 0x40;

function block(): [World, number] {
  const w = scene({ cells: [[0, 0, 1]] });
  const a0 = put(w, 0x51, 0x180, 0x60, 0, 0x28);
  smashBlock(w, a0);
  onScreen(w, a0);
  return [w, a0];
}

/** Sonic falling onto its top, curled (height $E) unless `walking`. */
function land(w: World, a0: number, walking = false): void {
  w.state[P_STATUS] = ST_AIR | (walking ? 0 : ST_ROLL);
  w.state[P_ANIM] = walking ? ANIM_WALK : ANIM_ROLL;
  w.state[P_HRAD] = walking ? 0x13 : 0xe;
  sonicTo(w, 0x180, 0x60 - 4 - (0x10 + w.state[P_HRAD]) + 6);
  w.state[P_YSP] = 0x200;
  smashBlock(w, a0);
}

describe('SmashBlock ($51)', () => {
  it('landed on curled, it breaks: Sonic bounces at -$300, curled (radii $E/7) and airborne; 4 pieces and a points object ($29)', () => {
    const [w, a0] = block();
    land(w, a0);
    expect([w.state[P_YSP], w.state[P_HRAD], w.state[P_WRAD], w.state[P_ANIM]]).toEqual([-0x300, 0xe, 7, ANIM_ROLL]);
    expect(w.state[P_STATUS] & (ST_ROLL | ST_AIR | ST_ON_OBJECT)).toBe(ST_ROLL | ST_AIR);
    expect(slotIds(w)).toEqual([0x51, 0x51, 0x51, 0x29, 0, 0, 0, 0, 0x51]);
    // The block itself is the first piece (-$200, -$200): it already flew one frame.
    expect([w.m[a0 + OB_ROUTINE], x(w, a0), y(w, a0), rsw(w.m, a0 + OB_VEL_Y)]).toEqual([4, 0x180 - 2, 0x60 - 2, -0x200 + 0x38]);
    const speeds = [SLOT(0x20), SLOT(0x21), SLOT(0x22)].map((a) => [rsw(w.m, a + OB_VEL_X), rsw(w.m, a + OB_VEL_Y)]);
    // Pieces in earlier slots moved once (SpeedToPos, y speed + $38) and were displayed.
    expect(speeds).toEqual([[-0x100, -0x100 + 0x38], [0x200, -0x200 + 0x38], [0x100, -0x100 + 0x38]]);
    expect([x(w, SLOT(0x20)), y(w, SLOT(0x20))]).toEqual([0x180 - 1, 0x60 - 1]);
    expect(w.m[a0 + OB_RENDER] & 0x20).toBe(0x20);
    expect([w.m[SLOT(0x23) + OB_FRAME], w.state[G_SCORE], w.state[G_ITEM_BONUS]]).toEqual([0, 10, 2]);
  });

  it('the combo the landing cleared counts: with v_itembonus 4 it gives 50 points (frame 2), 6 and more 100, 16 blocks 1000', () => {
    const [w, a0] = block();
    w.state[G_ITEM_BONUS] = 4;
    land(w, a0);
    expect([w.m[SLOT(0x23) + OB_FRAME], w.state[G_SCORE], w.state[G_ITEM_BONUS]]).toEqual([2, 50, 6]);
    const [w2, b0] = block();
    w2.state[G_ITEM_BONUS] = 0x1e;
    land(w2, b0);
    expect([w2.m[SLOT(0x23) + OB_FRAME], w2.state[G_SCORE]]).toEqual([5, 1000]);
  });

  it('landed on walking, it is just solid', () => {
    const [w, a0] = block();
    land(w, a0, true);
    expect(w.m[a0 + OB_ROUTINE]).toBe(2);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
    expect(slotIds(w)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0x51]);
  });
});

describe('Points ($29) and ExplosionBomb ($3F)', () => {
  it('points rise from -$300, slowing $18 a frame, and are deleted on their 33rd frame', () => {
    const w = scene();
    const a0 = put(w, 0x29, 0x100, 0x100);
    for (let f = 0; f < 32; f++) points(w, a0);
    expect(w.m[a0 + OB_ID]).toBe(0x29);
    expect(rsw(w.m, a0 + OB_VEL_Y)).toBe(-0x300 + 32 * 0x18);
    points(w, a0);
    expect(w.m[a0 + OB_ID]).toBe(0);
  });

  it('an explosion shows frames 0..4, 8 frames each, and is deleted 40 frames after its first', () => {
    const w = scene();
    const a0 = put(w, 0x3f, 0x100, 0x100);
    explosionBomb(w, a0);
    for (let f = 0; f < 39; f++) explosionBomb(w, a0);
    expect([w.m[a0 + OB_ID], w.m[a0 + OB_FRAME]]).toEqual([0x3f, 4]);
    explosionBomb(w, a0);
    expect(w.m[a0 + OB_ID]).toBe(0);
  });
});
