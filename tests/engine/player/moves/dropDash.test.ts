import { describe, expect, it } from 'vitest';
import { P_DOUBLE_JUMP, P_DROP_DASH, P_RINGS, P_STATUS, P_SUPER, P_SUPER_FRAMES, ST_FACING_LEFT } from '../../../../engine/state/layout.ts';
import { DROP_DASH_CHARGED } from '../../../../engine/player/moves/dropDash.ts';
import type { TraceRecord } from '../../../../engine/world/traceRecord.ts';
import type { World } from '../../../../engine/world/world.ts';
import { hold, tap } from '../../support/run.ts';
import { airborne, openLevel } from './moveSupport.ts';

/** Sonic jumping and falling from y 300 at X speed `xsp` (no drag while falling), 38 frames above the floor. */
function falling(xsp: number, opts: { dropDash?: boolean; profile?: 's2' | 's3k' } = {}): World {
  const profile = opts.profile ?? 's2';
  return airborne('sonic', { x: 300, y: 300, xsp, ysp: 0x100, roll: true }, { profile, level: openLevel(profile), dropDash: opts.dropDash ?? true });
}

/** Press A, keep it held (plus `extra` letters) until the landing; returns the landing frame's record. */
function dashToFloor(w: World, extra = ''): TraceRecord {
  tap(w, 'A');
  const recs = hold(w, `A${extra}`, 60);
  return recs.find((r) => r.events.includes('land'))!;
}

describe('the drop dash (Sonic Mania; SPG "Drop Dash"), a world option', () => {
  it('charging: the press sets 1, twenty more frames held make it 21 (charged)', () => {
    const w = falling(0x400);
    tap(w, 'A');
    expect([w.state[P_DROP_DASH], w.state[P_DOUBLE_JUMP]]).toEqual([1, 1]);
    hold(w, 'A', 19);
    expect(w.state[P_DROP_DASH]).toBe(20);
    tap(w, 'A');
    expect(w.state[P_DROP_DASH]).toBe(DROP_DASH_CHARGED);
  });

  it('landing charged, moving forwards at 0x400: ground speed (0x400 >> 2) + 0x800 = 0x900, curled and rolling', () => {
    const land = dashToFloor(falling(0x400));
    expect([land.gsp, land.roll, land.air, land.hrad]).toEqual([0x900, true, false, 14]);
    expect(land.moves).toEqual(['dropDash']);
  });

  it('the cap: from 0x1800, 0x600 + 0x800 = 0xE00 is cut to 0xC00', () => {
    expect(dashToFloor(falling(0x1800)).gsp).toBe(0xc00);
  });

  it('moving backwards on flat ground (facing right, X speed -0x400): 0x800 exactly', () => {
    expect(dashToFloor(falling(-0x400)).gsp).toBe(0x800);
  });

  it('Left held turns him: at -0x600 (Left keeps the top speed) it is forwards, (-0x600 >> 2) - 0x800 = -0x980', () => {
    const w = falling(-0x600);
    const land = dashToFloor(w, 'L');
    expect(land.gsp).toBe(-0x980);
    expect(w.state[P_STATUS] & ST_FACING_LEFT).toBe(ST_FACING_LEFT);
  });

  it('super: 0xC00 plus a quarter, capped at 0xD00', () => {
    const w = falling(0x800);
    w.state[P_SUPER] = 1;
    w.state[P_SUPER_FRAMES] = 60;
    w.state[P_RINGS] = 50;
    expect(dashToFloor(w).gsp).toBe(0xd00);
  });

  it('released before landing, or landing before it is charged: an ordinary landing (ground speed = X speed, not rolling)', () => {
    const released = falling(0x400);
    tap(released, 'A');
    hold(released, 'A', 22);
    const land = hold(released, '', 40).find((r) => r.events.includes('land'))!;
    expect([land.gsp, land.roll]).toEqual([0x400, false]);

    const early = airborne('sonic', { x: 300, y: 455, xsp: 0x400, ysp: 0x100, roll: true }, { profile: 's2', level: openLevel('s2'), dropDash: true });
    const e = dashToFloor(early);
    expect([e.gsp, e.roll]).toEqual([0x400, false]);
  });

  it('off in the classic profiles: the same press in Sonic 3 & Knuckles is the insta-shield, in Sonic 2 nothing', () => {
    const s3 = falling(0x400, { dropDash: false, profile: 's3k' });
    tap(s3, 'A');
    expect([s3.state[P_DROP_DASH], s3.state[P_DOUBLE_JUMP]]).toEqual([0, 1]);
    const s2 = falling(0x400, { dropDash: false });
    const land = dashToFloor(s2);
    expect([land.gsp, land.roll]).toEqual([0x400, false]);
  });
});
