import { describe, expect, it } from 'vitest';
import { movingBlock } from '../../../../../engine/games/s1/objects/objects/movingBlock.ts';
import { OB_ACT_WID, OB_FRAME, OB_HEIGHT, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, rw } from '../../../../../engine/games/s1/objects/ram.ts';
import { P_STATUS, P_X, P_YSP, ST_AIR, ST_ON_OBJECT } from '../../../../../engine/state/layout.ts';
import { setSwitchByte } from '../../../../../engine/games/s1/act/switches.ts';
import { ZONE_LZ } from '../../../../../engine/games/s1/act/actRules.ts';
import type { World } from '../../../../../engine/world/world.ts';
import type { SceneOptions } from './support/scene.ts';
import { oscillatorAt, put, scene, sonicTo, x, y } from './support/scene.ts';

function mblock(subtype: number, o: SceneOptions = {}): [World, number] {
  const w = scene({ cells: [[0, 0, 1]], ...o });
  const a0 = put(w, 0x52, 0x180, 0x60, subtype);
  return [w, a0];
}

/** Sonic falling onto its top (obY - 8) at its x. */
function dropOn(w: World, a0: number): void {
  sonicTo(w, x(w, a0), 0x60 - 8 - 0x13 - 2);
  w.state[P_STATUS] = ST_AIR;
  w.state[P_YSP] = 0x100;
  movingBlock(w, a0);
}

describe('MovingBlock ($52)', () => {
  it('MBlock_Main: the high nibble picks the size ($41: $30 wide, frame 4), the low nibble the type; in LZ it is 7 px high', () => {
    const [w, a0] = mblock(0x41);
    movingBlock(w, a0);
    expect([w.m[a0 + OB_ACT_WID], w.m[a0 + OB_FRAME], w.m[a0 + OB_SUBTYPE], rw(w.m, a0 + 0x30), rw(w.m, a0 + 0x32)]).toEqual([0x30, 4, 1, 0x180, 0x60]);
    expect(w.m[a0 + OB_HEIGHT]).toBe(0);
    const [w2, b0] = mblock(0x07, { zone: ZONE_LZ });
    movingBlock(w2, b0);
    expect(w2.m[b0 + OB_HEIGHT]).toBe(7);
  });

  it('type 1 swings left by oscillator 3\'s byte over $60 px (x-flipped: $60 minus it); type 8 up by oscillator 7\'s over $80', () => {
    const [w, a0] = mblock(0x01);
    oscillatorAt(w, 3, 0x21);
    movingBlock(w, a0);
    expect(x(w, a0)).toBe(0x180 - 0x21);
    w.m[a0 + OB_STATUS] |= 1;
    movingBlock(w, a0);
    expect(x(w, a0)).toBe(0x180 - (0x60 - 0x21));
    const [w2, b0] = mblock(0x08);
    oscillatorAt(w2, 7, 0x44);
    movingBlock(w2, b0);
    expect(y(w2, b0)).toBe(0x60 - 0x44);
  });

  it('a platform: Sonic lands on it (routine 4); type 2 then becomes 3 and moves right 1 px a frame, carrying him, until a wall', () => {
    const [w, a0] = mblock(0x02, { cells: [[0, 0, 1], [0, 2, 2]], wallIds: [2] });
    dropOn(w, a0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(4);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
    movingBlock(w, a0);
    expect(w.m[a0 + OB_SUBTYPE]).toBe(3);
    const sx = w.state[P_X] >> 8;
    movingBlock(w, a0);
    expect([x(w, a0), rw(w.m, a0 + 0x30), w.state[P_X] >> 8]).toEqual([0x181, 0x181, sx + 1]);
    // Its right edge sensor (x + $10) meets the wall at $200 when x is $1F0.
    for (let f = 0; f < 0x80 && w.m[a0 + OB_SUBTYPE] === 3; f++) movingBlock(w, a0);
    expect([x(w, a0), w.m[a0 + OB_SUBTYPE]]).toEqual([0x1f0, 0]);
  });

  it('type $A moves out 8 px a frame by twice its half width, waits 300 frames, comes back, and becomes type 9', () => {
    const [w, a0] = mblock(0x1a);
    for (let f = 0; f < 8; f++) movingBlock(w, a0);
    expect(x(w, a0)).toBe(0x180 + 0x40);
    for (let f = 0; f < 299; f++) movingBlock(w, a0);
    expect(rw(w.m, a0 + 0x36)).toBe(0);
    movingBlock(w, a0);
    expect(rw(w.m, a0 + 0x36)).toBe(1);
    for (let f = 0; f < 8; f++) movingBlock(w, a0);
    expect(x(w, a0)).toBe(0x180);
    movingBlock(w, a0);
    expect([w.m[a0 + OB_SUBTYPE], rw(w.m, a0 + 0x36)]).toEqual([9, 0]);
  });

  it('type 7 waits for switch 2 (then type 4); meanwhile it returns before PlatformObject: Sonic falls through it', () => {
    const [w, a0] = mblock(0x07);
    dropOn(w, a0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(2);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(0);
    setSwitchByte(w.state, 2, 1);
    movingBlock(w, a0);
    expect(w.m[a0 + OB_SUBTYPE]).toBe(4);
    dropOn(w, a0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(4);
  });
});
