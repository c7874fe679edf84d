/**
 * The Mushroom Hill mushroom cap (Sonic 3 & Knuckles `Obj_MHZMushroomCap`). The seed (section 13
 * "Bouncy Mushrooms") only says "Y Speed -8"; the three bounce bands 0x660 / 0x760 / 0x860 + 0x20
 * by the recorded y speed, the spring frame 3 of Ani_MHZMushroomCap, the tops byte_3E0DA
 * (0x12 / 8), the width 0x18 and the sway table MHZMushroomCap_Positions with offset 0x14 are
 * from skdisasm (sonic3k.asm Obj_MHZMushroomCap; Levels/MHZ/Misc Object Data/Anim - Mushroom
 * Cap.asm); the counter Anim_Counters+$F (+ 2 a frame, wrap 0x58) is AnimateTiles_MHZ loc_28180.
 */
import { describe, expect, it } from 'vitest';
import { getField } from '../../../../engine/objects/objectContext.ts';
import { O_B, O_C, O_X, O_Y } from '../../../../engine/objects/objectFields.ts';
import { MUSHROOM_SWAY, mushroomBounce, mushroomSwayCounter } from '../../../../engine/objects/types/mushroom.ts';
import { P_FRAME, P_STATUS, P_Y, P_YSP, ST_AIR, ST_ON_OBJECT } from '../../../../engine/state/layout.ts';
import { place } from '../../support/place.ts';
import { hold, settle, world } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';

const cap = (params: Record<string, unknown> = {}) =>
  settle(world(objectLevel([{ id: 'm', type: 'mushroom', x: 200, y: 200, ...params }], { profile: 's3k', startX: 60 })));

describe('mushroom cap tables', () => {
  it('the sway table has 54 (x, y) pairs: -3 px with y + 1 at pairs 10..15, +3 with y + 1 at 32..37', () => {
    expect(MUSHROOM_SWAY.length).toBe(108);
    expect([MUSHROOM_SWAY[20], MUSHROOM_SWAY[21], MUSHROOM_SWAY[64], MUSHROOM_SWAY[65], MUSHROOM_SWAY[106]]).toEqual([-3, 1, 3, 1, -2]);
  });

  it('the counter steps by 2 a frame and wraps at 0x58: frame 43 reads 86, frame 44 reads 0', () => {
    expect([0, 13, 43, 44].map(mushroomSwayCounter)).toEqual([0, 26, 86, 0]);
  });

  it('bounces at -0x680 below 0x660, -0x780 below 0x760, else -0x880 (signed compares: rising counts as slow)', () => {
    expect([0x65f, 0x660, 0x75f, 0x760, 0x1000, -0x100].map(mushroomBounce)).toEqual([-0x680, -0x780, -0x780, -0x880, -0x880, -0x680]);
  });
});

describe('mushroom cap (Obj_MHZMushroomCap)', () => {
  it('sways with the frame count: on frame 13 (counter 26) a dark cap spawned at (200, 200) sits at (197, 201)', () => {
    const w = cap();
    hold(w, '', 13 - w.state[P_FRAME]);
    w.step(0);
    expect([getField(w, 0, O_X) >> 8, getField(w, 0, O_Y) >> 8]).toEqual([197, 201]);
  });

  it('a light cap reads 0x14 further on: counter 26 + 20 = pair 23, (200, 200)', () => {
    const w = cap({ light: true });
    hold(w, '', 13 - w.state[P_FRAME]);
    w.step(0);
    expect([getField(w, 0, O_X) >> 8, getField(w, 0, O_Y) >> 8]).toEqual([200, 200]);
  });

  it('landing at ysp 0x6A8: y 163 on the 0x12 top, squashed (frame 1) for 5 frames at y 174/173, thrown at -0x780 on the 6th', () => {
    const w = cap();
    place(w, { x: 200, y: 140, air: true, ysp: 0x600 });
    hold(w, '', 3);
    expect(w.state[P_YSP]).toBe(0x6a8);
    w.step(0);
    expect([w.state[P_Y] >> 8, w.state[P_STATUS] & (ST_AIR | ST_ON_OBJECT)]).toEqual([163, ST_ON_OBJECT]);
    const ys = hold(w, '', 5).map((r) => r.y >> 8);
    expect(ys).toEqual([174, 174, 173, 173, 173]);
    expect(getField(w, 0, O_C)).toBe(1);
    w.step(0);
    expect([getField(w, 0, O_C), w.state[P_Y] >> 8, w.state[P_YSP], w.state[P_STATUS] & (ST_AIR | ST_ON_OBJECT)]).toEqual([3, 163, -0x780, ST_AIR]);
  });

  it('landing slower (ysp 0x5B8 recorded the frame before) gives -0x680', () => {
    const w = cap();
    place(w, { x: 200, y: 150, air: true, ysp: 0x580 });
    hold(w, '', 2);
    expect([w.state[P_STATUS] & ST_ON_OBJECT, getField(w, 0, O_B)]).toEqual([ST_ON_OBJECT, 0x5b8]);
    hold(w, '', 6);
    expect(w.state[P_YSP]).toBe(-0x680);
  });
});
