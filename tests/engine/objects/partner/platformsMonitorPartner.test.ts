/**
 * The partner on platforms (Sonic 2's PlatformObject and SlopedSolid, second pass), on collapsing
 * ledges (Obj1F: either player counts, the collapse lets go of both) and on monitors
 * (SolidObject_Monitor_Tails, Touch_Monitor: always solid to the sidekick, never broken by it).
 */
import { describe, expect, it } from 'vitest';
import { getField } from '../../../../engine/objects/objectContext.ts';
import { OF_P2_STANDING, OF_PLAYER_STANDING, O_FLAGS, O_ROUTINE, O_TIMER, O_X, O_YSP } from '../../../../engine/objects/objectFields.ts';
import { P_ON_OBJECT, P_STATUS, P_X, P_Y, P_YSP, ST_AIR, ST_ON_OBJECT, ST_ROLL } from '../../../../engine/state/layout.ts';
import { place, placePartner } from '../../support/place.ts';
import type { World } from '../../../../engine/world/world.ts';
import { twoPlayers } from './twoPlayers.ts';
// After the world (its object catalogue imports every type): monitor.ts on its own would meet the catalogue half-loaded.
import { MONITOR_BUMP_SPEED } from '../../../../engine/objects/types/monitor.ts';

const platform = { id: 'p', type: 'platform', x: 200, y: 176, width: 32, height: 8 };

const standBits = (w: World, slot = 0): number => getField(w, slot, O_FLAGS) & (OF_PLAYER_STANDING | OF_P2_STANDING);

describe('jump-through platforms and the partner', () => {
  it('land Tails at y = 154 + (168 - (154 + 15 + 4)) + 3 = 152 with its own flag, and keep it there', () => {
    const w = twoPlayers([platform]);
    placePartner(w, { x: 200, y: 154, air: true });
    w.step(0);
    const s2 = w.p2!.s;
    expect([s2[P_Y] >> 8, s2[P_STATUS] & (ST_ON_OBJECT | ST_AIR), s2[P_ON_OBJECT]]).toEqual([152, ST_ON_OBJECT, 1]);
    expect(standBits(w)).toBe(OF_P2_STANDING);
    w.step(0);
    expect(s2[P_Y] >> 8).toBe(152);
  });

  it('hold both players at once (Sonic at 148, Tails at 152) and let the partner walk off at x = 232 (plain radius)', () => {
    const w = twoPlayers([platform]);
    place(w, { x: 190, y: 150, air: true });
    placePartner(w, { x: 210, y: 154, air: true });
    w.step(0);
    expect([w.state[P_Y] >> 8, w.p2!.s[P_Y] >> 8, standBits(w)]).toEqual([148, 152, OF_PLAYER_STANDING | OF_P2_STANDING]);
    w.p2!.s[P_X] = 232 << 8;
    w.step(0);
    expect([w.p2!.s[P_STATUS] & ST_ON_OBJECT, standBits(w)]).toEqual([0, OF_PLAYER_STANDING]);
  });

  it('carry the partner on a moving platform by the platform\'s pixel delta, frame by frame', () => {
    const moving = { id: 'm', type: 'movingPlatform', x: 200, y: 176, width: 32, height: 8, motion: 'horizontal', amplitude: 64, period: 256 };
    const w = twoPlayers([moving]);
    placePartner(w, { x: Math.trunc(getField(w, 0, O_X) / 256), y: 154, air: true });
    w.step(0);
    expect(w.p2!.s[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
    let moved = 0;
    for (let f = 0; f < 40; f++) {
      const platformX = getField(w, 0, O_X) >> 8;
      const tailsX = w.p2!.s[P_X] >> 8;
      w.step(0);
      const dx = (getField(w, 0, O_X) >> 8) - platformX;
      expect((w.p2!.s[P_X] >> 8) - tailsX).toBe(dx);
      moved += Math.abs(dx);
    }
    expect(moved).toBeGreaterThan(0);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(0);
  });

  it('a sloped solid stands Tails at 192 + 32 - 64 - 32 - 1 - 15 = 112, then 192 - 64 - 15 = 113 (the missing pixel)', () => {
    const w = twoPlayers([{ id: 's', type: 'slopedPlatform', x: 200, y: 192, shape: 'ramp' }]);
    placePartner(w, { x: 200, y: 114, air: true });
    w.step(0);
    expect([w.p2!.s[P_Y] >> 8, standBits(w)]).toEqual([112, OF_P2_STANDING]);
    w.step(0);
    expect(w.p2!.s[P_Y] >> 8).toBe(113);
  });
});

describe('a collapsing ledge and the partner (Sonic 2 Obj1F)', () => {
  const ledge = { id: 'c', type: 'collapsingPlatform', x: 200, y: 176, width: 48, height: 8, delay: 7 };

  it('counts the partner\'s standing frames alone: 7 frames from the landing it drops Tails, player 1 untouched', () => {
    const w = twoPlayers([ledge]);
    const p1Status = w.state[P_STATUS];
    placePartner(w, { x: 200, y: 154, air: true });
    w.step(0);
    expect([getField(w, 0, O_ROUTINE), getField(w, 0, O_TIMER)]).toEqual([1, 6]);
    for (let f = 0; f < 5; f++) w.step(0);
    expect([getField(w, 0, O_ROUTINE), getField(w, 0, O_TIMER), w.p2!.s[P_STATUS] & ST_ON_OBJECT]).toEqual([1, 1, ST_ON_OBJECT]);
    w.step(0);
    expect(getField(w, 0, O_ROUTINE)).toBe(2);
    expect(w.p2!.s[P_STATUS] & (ST_ON_OBJECT | ST_AIR)).toBe(ST_AIR);
    expect(standBits(w)).toBe(0);
    expect(w.state[P_STATUS]).toBe(p1Status);
  });

  it('counts once a frame with both players on it, and lets go of both', () => {
    const w = twoPlayers([ledge]);
    place(w, { x: 190, y: 150, air: true });
    placePartner(w, { x: 215, y: 154, air: true });
    w.step(0);
    expect([standBits(w), getField(w, 0, O_TIMER), w.state[P_ON_OBJECT], w.p2!.s[P_ON_OBJECT]]).toEqual([OF_PLAYER_STANDING | OF_P2_STANDING, 6, 1, 1]);
    for (let f = 0; f < 6; f++) w.step(0);
    expect(getField(w, 0, O_ROUTINE)).toBe(2);
    expect([w.state[P_STATUS] & (ST_ON_OBJECT | ST_AIR), w.p2!.s[P_STATUS] & (ST_ON_OBJECT | ST_AIR)]).toEqual([ST_AIR, ST_AIR]);
  });
});

describe('a monitor and the partner (Sonic 2 SolidObject_Monitor_Tails, Touch_Monitor)', () => {
  // Centre 15 px above the floor (224): y = 209; Sonic 2's monitor is 15 x 15.
  const monitor = { id: 'm', type: 'monitor', x: 200, y: 209 };

  it('lands a falling Tails on top at y = 209 - (15 + 15) = 179 with its own flag', () => {
    const w = twoPlayers([monitor]);
    placePartner(w, { x: 200, y: 182, air: true });
    w.step(0);
    expect([w.p2!.s[P_Y] >> 8, w.p2!.s[P_STATUS] & ST_ON_OBJECT, standBits(w)]).toEqual([179, ST_ON_OBJECT, OF_P2_STANDING]);
  });

  it('is solid to a curled partner, which lands at 209 - (15 + 14) = 180, uncurls 1 px up to 179 and breaks nothing; curled Sonic breaks it', () => {
    const tails = twoPlayers([monitor]);
    placePartner(tails, { x: 200, y: 182, air: true, roll: true, ysp: 0x200 });
    tails.step(0);
    expect(getField(tails, 0, O_ROUTINE)).toBe(0);
    expect([tails.p2!.s[P_Y] >> 8, tails.p2!.s[P_STATUS] & (ST_ON_OBJECT | ST_ROLL)]).toEqual([179, ST_ON_OBJECT]);

    const sonic = twoPlayers([monitor]);
    place(sonic, { x: 200, y: 182, air: true, roll: true, ysp: 0x200 });
    sonic.step(0);
    expect(getField(sonic, 0, O_ROUTINE)).toBe(2);
  });

  it('is bumped from below by the partner: Tails\' ysp -0x400 + 0x38 is negated to 0x3c8, the monitor rises at -0x180 (+ 0x38 after its own fall this frame)', () => {
    const w = twoPlayers([{ ...monitor, y: 150 }]);
    placePartner(w, { x: 200, y: 170, air: true, ysp: -0x400 });
    w.step(0);
    expect(w.p2!.s[P_YSP]).toBe(0x3c8);
    expect([getField(w, 0, O_ROUTINE), getField(w, 0, O_YSP)]).toEqual([1, MONITOR_BUMP_SPEED + 0x38]);
  });
});
