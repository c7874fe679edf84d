import { describe, expect, it } from 'vitest';
import {
  C_LAG, C_X, HIST_BASE, HIST_ENTRIES, P_DOUBLE_JUMP, P_SHIELD, P_STATUS, P_X, P_Y, SHIELD_BUBBLE, SHIELD_FIRE, SHIELD_LIGHTNING, SHIELD_PLAIN,
  ST_FACING_LEFT, ST_JUMPING, ST_UNDERWATER,
} from '../../../../engine/state/layout.ts';
import { getField } from '../../../../engine/objects/objectContext.ts';
import { OF_DESTROYED, OF_LOADED, O_FLAGS, O_ROUTINE, O_X, O_XSP, O_Y, O_YSP } from '../../../../engine/objects/objectFields.ts';
import type { QuirkId } from '../../../../engine/quirks/catalogue.ts';
import type { World } from '../../../../engine/world/world.ts';
import { flatRows, makeLevel } from '../../support/testLevel.ts';
import { hold, tap, world } from '../../support/run.ts';
import { airborne } from './moveSupport.ts';

function withShield(shield: number, p: { x?: number; y?: number; ysp?: number; xsp?: number } = {}, level?: ReturnType<typeof makeLevel>, fixes: QuirkId[] = []): World {
  const w = airborne('sonic', { x: p.x ?? 300, y: p.y ?? 200, ysp: p.ysp ?? -0x200, xsp: p.xsp ?? 0x100, roll: true }, { level, fixes });
  w.state[P_SHIELD] = shield;
  return w;
}

describe('the fire shield\'s dash (Sonic 3 Sonic_FireShield)', () => {
  it('X speed and ground speed 0x800 the way he faces, Y speed 0 (then gravity 0x38), camera lag 0x2000 (0x1F00 once the camera has run) with the history refilled', () => {
    const w = withShield(SHIELD_FIRE);
    const x0 = w.state[P_X];
    const rec = tap(w, 'A');
    expect([rec.xsp, rec.gsp, rec.ysp, rec.x - x0]).toEqual([0x800, 0x800, 0x38, 0x800]);
    expect(w.state[P_DOUBLE_JUMP]).toBe(1);
    expect(w.state[C_LAG]).toBe(0x1f00);
    // Every history entry holds the dash's x, but the one recorded after this frame's move.
    const xs = Array.from({ length: HIST_ENTRIES }, (_, i) => w.state[HIST_BASE + 2 * i]);
    expect(xs.filter((x) => x === 300).length).toBe(HIST_ENTRIES - 1);
    expect(xs).toContain(308);
  });
  it('facing left: -0x800', () => {
    const w = withShield(SHIELD_FIRE);
    w.state[P_STATUS] |= ST_FACING_LEFT;
    expect(tap(w, 'A').xsp).toBe(-0x800);
  });
  it('once per jump: a second press does nothing', () => {
    const w = withShield(SHIELD_FIRE);
    tap(w, 'A');
    tap(w);
    expect(tap(w, 'A').xsp).toBe(0x800);
  });
});

describe('the lightning shield\'s jump (Sonic_LightningShield)', () => {
  it('Y speed -0x580 (then gravity), jumping cleared: releasing the button no longer cuts the jump to -0x400', () => {
    const w = withShield(SHIELD_LIGHTNING);
    const rec = tap(w, 'A');
    expect(rec.ysp).toBe(-0x580 + 0x38);
    expect(w.state[P_STATUS] & ST_JUMPING).toBe(0);
    expect(tap(w).ysp).toBe(-0x580 + 2 * 0x38);
  });
});

describe('the bubble shield (Sonic_BubbleShield, BubbleShield_Bounce)', () => {
  it('the drop: X and ground speed 0, Y speed 0x800 (then 0x838)', () => {
    const w = withShield(SHIELD_BUBBLE);
    const rec = tap(w, 'A');
    expect([rec.xsp, rec.gsp, rec.ysp]).toEqual([0, 0, 0x838]);
  });
  it('landing on flat ground after it bounces him: Y speed -0x780, curled and jumping again, the move ready again', () => {
    const w = withShield(SHIELD_BUBBLE, { y: 400 });
    tap(w, 'A');
    const land = hold(w, '', 20).find((r) => r.events.includes('land'))!;
    expect([land.air, land.roll, land.ysp, land.xsp, land.hrad]).toEqual([true, true, -0x780, 0, 14]);
    expect(w.state[P_DOUBLE_JUMP]).toBe(0);
    expect(w.state[P_STATUS] & ST_JUMPING).toBe(ST_JUMPING);
  });
  it('under water the bounce is 0x400', () => {
    const w = withShield(SHIELD_BUBBLE, { y: 400 });
    w.state[P_STATUS] |= ST_UNDERWATER;
    tap(w, 'A');
    const land = hold(w, '', 30).find((r) => r.events.includes('land'))!;
    expect(land.ysp).toBe(-0x400);
  });
  it('a bubble shield with no move used lands normally', () => {
    const w = withShield(SHIELD_BUBBLE, { y: 440, ysp: 0x300 });
    const land = hold(w, '', 20).find((r) => r.events.includes('land'))!;
    expect(land.air).toBe(false);
  });
});

describe('shields under water (Obj_FireShield_Main, Obj_LightningShield_Main)', () => {
  it.each([
    [SHIELD_FIRE, 0],
    [SHIELD_LIGHTNING, 0],
    [SHIELD_BUBBLE, SHIELD_BUBBLE],
    [SHIELD_PLAIN, SHIELD_PLAIN],
  ])('shield %i under water becomes %i', (shield, after) => {
    const w = withShield(shield);
    w.state[P_STATUS] |= ST_UNDERWATER;
    tap(w);
    expect(w.state[P_SHIELD]).toBe(after);
  });
  it('a level start gives an elemental shield only in a game that has them (Sonic 2: the plain shield)', () => {
    const level = (profile: 's2' | 's3k') => makeLevel({ rows: flatRows(40), start: { x: 100, y: 190, shield: 'fire' } as never, profile });
    expect(world(level('s3k')).state[P_SHIELD]).toBe(SHIELD_FIRE);
    expect(world(level('s2')).state[P_SHIELD]).toBe(SHIELD_PLAIN);
  });
});

describe('the lightning shield pulls rings (Test_Ring_Collisions, AttractedRing_Move)', () => {
  const rings = (dx: number) => makeLevel({
    rows: flatRows(100, 30, 32), start: { x: 200, y: 400 }, profile: 's3k',
    objects: [{ id: 'r', type: 'ring', x: 300 + dx, y: 200 }],
  });
  it('a ring 50 px to the right (inside the 128 x 128 box) turns towards him: X speed -0xC0 (four times 0x30, it was not moving left), Y speed +0x30, and moves', () => {
    const w = withShield(SHIELD_LIGHTNING, { ysp: 0 }, rings(50));
    tap(w);
    expect(getField(w, 0, O_ROUTINE)).toBe(1);
    expect([getField(w, 0, O_XSP), getField(w, 0, O_YSP)]).toEqual([-0xc0, 0x30]);
    expect([getField(w, 0, O_X), getField(w, 0, O_Y)]).toEqual([(350 << 8) - 0xc0, (200 << 8) + 0x30]);
    tap(w);
    expect(getField(w, 0, O_XSP)).toBe(-0xf0);
  });
  it('a ring 80 px away stays put; without the shield a ring 50 px away too', () => {
    const far = withShield(SHIELD_LIGHTNING, { ysp: 0 }, rings(80));
    tap(far);
    expect(getField(far, 0, O_ROUTINE)).toBe(0);
    const none = withShield(0, { ysp: 0 }, rings(50));
    tap(none);
    expect(getField(none, 0, O_ROUTINE)).toBe(0);
  });
  it('the pulled ring reaches him and is collected', () => {
    const w = withShield(SHIELD_LIGHTNING, { ysp: 0 }, rings(50));
    const recs = hold(w, '', 30);
    expect(recs.some((r) => r.events.includes('ringCollect'))).toBe(true);
  });
  it('losing the shield turns a pulled ring into a scattered ring (the placed ring is gone)', () => {
    const w = withShield(SHIELD_LIGHTNING, { ysp: 0 }, rings(50));
    tap(w);
    w.state[P_SHIELD] = 0;
    tap(w);
    expect(getField(w, 0, O_FLAGS) & OF_DESTROYED).toBe(OF_DESTROYED);
    const dynamic = w.objectDefs.length;
    expect(getField(w, dynamic, O_FLAGS) & OF_LOADED).toBe(OF_LOADED);
  });

  describe('attractedRingLost: a pulled ring that leaves the object range', () => {
    const leave = (fixes: QuirkId[]) => {
      const w = withShield(SHIELD_LIGHTNING, { ysp: 0 }, rings(50), fixes);
      tap(w);
      // The player and the camera jump 1000 px right: the ring is out of range.
      w.state[P_X] += 1000 << 8;
      w.state[C_X] += 1000;
      tap(w);
      w.state[P_X] -= 1000 << 8;
      w.state[P_Y] = 200 << 8;
      w.state[C_X] -= 1000;
      tap(w);
      return getField(w, 0, O_FLAGS);
    };
    it('with the bug it is gone for good', () => {
      expect(leave([]) & OF_DESTROYED).toBe(OF_DESTROYED);
    });
    it('fixed, it is back at its place when the camera returns', () => {
      const flags = leave(['attractedRingLost']);
      expect(flags & (OF_DESTROYED | OF_LOADED)).toBe(OF_LOADED);
    });
  });
});
