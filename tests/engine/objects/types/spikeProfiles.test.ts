/**
 * What the games' spikes do differently (engine/objects/types/spikes.ts header):
 * - Sonic 1 Spik_Upright hurts on the standing bit or any top/bottom hit (SolidObject d4 < 0);
 *   Sonic 2 Obj36_Upright and Sonic 3's hurt only a standing player (standing_mask).
 * - Sonic 2 Obj36_Sideways and Sonic 3's clear the player's pushing flag on the spikes after the
 *   touch (`bclr p1_pushing_bit`); Sonic 1's keep it until the next frame's SolidObject. The
 *   player's own pushing status goes with the hit in every game (HurtSonic's Sonic_ResetOnFloor).
 * Upright spikes (variant 0): width radius 20 (+ 11 = 31 combined), collision height 16; Sonic's
 * height radius 19, so the combined height is 35.
 */
import { describe, expect, it } from 'vitest';
import { BTN_RIGHT } from '../../../../engine/input.ts';
import { getField } from '../../../../engine/objects/objectContext.ts';
import { OF_PLAYER_PUSHING, O_FLAGS } from '../../../../engine/objects/objectFields.ts';
import type { ProfileId } from '../../../../engine/profiles/ids.ts';
import { EV_HURT } from '../../../../engine/state/events.ts';
import { P_EVENTS, P_RINGS, P_STATUS, P_Y, P_YSP, ST_HURT, ST_PUSH } from '../../../../engine/state/layout.ts';
import { place } from '../../support/place.ts';
import { settle, world } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';

/** Sonic with 5 rings (with none a hit kills him) settled on the floor, spikes of `variant` at (200, y). */
const spikesAt = (profile: ProfileId, variant: number, y: number) => {
  const w = settle(world(objectLevel([{ id: 's', type: 'spikes', x: 200, y, variant }], { profile }), { profile }));
  w.state[P_RINGS] = 5;
  return w;
};

describe('upright spikes hit from below', () => {
  // Sonic at y 184 rising at -0x400 moves to 180: top = 180 - 150 + 4 + 35 = 69 < 70, so a
  // bottom hit 69 - 4 - 70 = -5 deep: pushed down to 185, ysp 0 (Solid_TopBottom).
  const jumpInto = (profile: ProfileId) => {
    const w = spikesAt(profile, 0, 150);
    place(w, { x: 200, y: 184, air: true, ysp: -0x400 });
    w.step(0);
    return w;
  };

  for (const profile of ['s1', 'cd'] as const) {
    it(`${profile}: hurt (Spik_Upright: d4 < 0): pushed out to 185, then knocked back at ysp -0x400`, () => {
      const w = jumpInto(profile);
      expect([w.state[P_Y] >> 8, w.state[P_YSP], w.state[P_STATUS] & ST_HURT, w.state[P_EVENTS] & EV_HURT]).toEqual([185, -0x400, ST_HURT, EV_HURT]);
    });
  }

  for (const profile of ['s2', 's3k'] as const) {
    it(`${profile}: not hurt (only a standing player is): pushed out to 185 with ysp 0`, () => {
      const w = jumpInto(profile);
      expect([w.state[P_Y] >> 8, w.state[P_YSP], w.state[P_STATUS] & ST_HURT, w.state[P_EVENTS] & EV_HURT]).toEqual([185, 0, 0, 0]);
    });
  }

  for (const profile of ['s1', 's2', 's3k', 'cd'] as const) {
    it(`${profile}: standing on them still hurts (landing from y 171 at 208 - 35 - 1 = 172)`, () => {
      const w = spikesAt(profile, 0, 208);
      place(w, { x: 200, y: 171, air: true });
      w.step(0);
      expect([w.state[P_Y] >> 8, w.state[P_YSP], w.state[P_STATUS] & ST_HURT]).toEqual([172, -0x400, ST_HURT]);
    });
  }
});

describe("sideways spikes and the player's pushing flag on them", () => {
  /** Sonic walks right into sideways spikes (variant 1 at x 200): the frame he is hurt, and the next. */
  const walkInto = (profile: ProfileId) => {
    const w = spikesAt(profile, 1, 204);
    place(w, { x: 174, y: 204, xsp: 0x100, gsp: 0x100 });
    w.step(BTN_RIGHT);
    const hurtFrame = [w.state[P_STATUS] & (ST_HURT | ST_PUSH), getField(w, 0, O_FLAGS) & OF_PLAYER_PUSHING];
    w.step(0);
    const next = [w.state[P_STATUS] & (ST_HURT | ST_PUSH), getField(w, 0, O_FLAGS) & OF_PLAYER_PUSHING];
    return { hurtFrame, next };
  };

  it('s1: the spikes keep the flag on the hurting frame; the next frame (knocked clear) clears it', () => {
    expect(walkInto('s1')).toEqual({ hurtFrame: [ST_HURT, OF_PLAYER_PUSHING], next: [ST_HURT, 0] });
  });

  for (const profile of ['s2', 's3k'] as const) {
    it(`${profile}: the spikes clear the flag on the hurting frame itself`, () => {
      expect(walkInto(profile)).toEqual({ hurtFrame: [ST_HURT, 0], next: [ST_HURT, 0] });
    });
  }
});
