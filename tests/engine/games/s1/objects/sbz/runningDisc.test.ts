import { describe, expect, it } from 'vitest';
import { sbzScene, slotsOf } from './scene.ts';
import { createWorld } from '../../../../../../engine/world/world.ts';
import { ID_RUNNING_DISC } from '../../../../../../engine/games/s1/objects/objects/runningDisc.ts';
import { OB_ANGLE, OB_X, OB_Y, rsw, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { P_GSP, P_STATUS, P_X, P_Y, P_YSP, ST_AIR, ST_STICK } from '../../../../../../engine/state/layout.ts';
import { SINE } from '../../../../../../engine/fixed/trig.ts';
import { syntheticAct } from '../../act/support/syntheticAct.ts';
import { ZONE_SBZ } from '../../../../../../engine/games/s1/act/actRules.ts';
import { sbzPlacementBytes } from './scene.ts';

describe('RunningDisc ($67)', () => {
  it('subtype $40: spot $18 from the centre, capture box $48, turn $200 a frame; the spot circles by CalcSine', () => {
    const w = sbzScene([{ x: 0x100, y: 0x40, id: ID_RUNNING_DISC, subtype: 0x40 }], { floorCells: 2 });
    const [a0] = slotsOf(w, ID_RUNNING_DISC);
    expect([w.m[a0 + 0x34], w.m[a0 + 0x38], rsw(w.m, a0 + 0x36)]).toEqual([0x18, 0x48, 0x200]);
    for (let i = 0; i < 20; i++) {
      w.step(0);
      const angle = w.m[a0 + OB_ANGLE];
      expect(rw(w.m, a0 + OB_X)).toBe(0x100 + (Math.imul(0x1800, SINE[angle + 0x40]) >> 16));
      expect(rw(w.m, a0 + OB_Y)).toBe(0x40 + (Math.imul(0x1800, SINE[angle]) >> 16));
    }
  });

  it('subtype $C1: spot $10, box $38, turning backwards (-$200); x-flipped it starts at angle $40', () => {
    const w = sbzScene([{ x: 0x100, y: 0x40, id: ID_RUNNING_DISC, subtype: 0xc1, xFlip: true }], { floorCells: 2 });
    const [a0] = slotsOf(w, ID_RUNNING_DISC);
    expect([w.m[a0 + 0x34], w.m[a0 + 0x38], rsw(w.m, a0 + 0x36)]).toEqual([0x10, 0x38, -0x200]);
    // Started at $40 and turned once at the act's start: $40 - 2.
    expect(w.m[a0 + OB_ANGLE]).toBe(0x3e);
  });

  it('holds a grounded Sonic in its box: stick_to_convex, ground speed at least $400 its way (at most $F00)', () => {
    const w = sbzScene([{ x: 0x80, y: 0x60, id: ID_RUNNING_DISC, subtype: 0x40 }], { floorCells: 2 });
    const s = w.state;
    const [a0] = slotsOf(w, ID_RUNNING_DISC);
    expect(w.m[a0 + 0x3a]).toBe(1);
    expect(s[P_STATUS] & ST_STICK).toBe(ST_STICK);
    // The start's frame already pushed his ground speed to $400.
    expect(s[P_GSP]).toBe(0x400);
    s[P_GSP] = 0x1000;
    w.step(0);
    expect(s[P_GSP]).toBe(0xf00);
  });

  it('lets go when he leaves the box: stick_to_convex cleared', () => {
    const w = sbzScene([{ x: 0x80, y: 0x60, id: ID_RUNNING_DISC, subtype: 0x40 }], { floorCells: 2 });
    const s = w.state;
    s[P_X] = 0x80 + 0x48 << 8;
    w.step(0);
    expect(s[P_STATUS] & ST_STICK).toBe(0);
  });

  const airborneThenAway = (fixes: readonly 'wheelGlitch'[]): number => {
    const level = syntheticAct({
      zone: ZONE_SBZ, act: 1, cells: [[0, 0, 1], [0, 1, 1]], start: { x: 0x60, y: 0x6c },
      placements: sbzPlacementBytes([{ x: 0x80, y: 0x60, id: ID_RUNNING_DISC, subtype: 0x40 }]),
    });
    const w = createWorld(level, { fixes });
    const s = w.state;
    // Attached on the ground, then thrown up inside the box (a spring would do it): stick stays...
    s[P_STATUS] |= ST_AIR;
    s[P_YSP] = -0x100;
    w.step(0);
    // ...and out of the box in the air: nothing clears it any more.
    s[P_X] = 0x200 << 8;
    s[P_Y] = 0x40 << 8;
    w.step(0);
    return s[P_STATUS] & ST_STICK;
  };

  it('quirk wheelGlitch: airborne in the box the disc forgets Sonic but leaves stick_to_convex set, so it stays set outside', () => {
    expect(airborneThenAway([])).toBe(ST_STICK);
  });

  it('wheelGlitch fixed: the disc clears stick_to_convex when it forgets him', () => {
    expect(airborneThenAway(['wheelGlitch'])).toBe(0);
  });
});
