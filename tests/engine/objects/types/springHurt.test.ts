/**
 * A spring ends a hit's knock-back: the up, down and diagonal springs put the player back in its
 * control routine (routine 2: Spring_BounceUp / _BounceDwn, Obj41 loc_189CA / loc_18D4E /
 * loc_18E10 / loc_18F22, s3 sub_2164A / loc_21B00 / loc_21BD0 / loc_21CEE); the side springs
 * leave it (Spring_BounceLR, Obj41 loc_18AEE, s3 sub_21806).
 *
 * Hurt, the player falls with 0x30 gravity, ignores the pad, and its invulnerability does not
 * count down (engine/player/hurt.ts); in control, gravity is 0x38, Right adds the air
 * acceleration 0x18, and the invulnerability counts down.
 */
import { describe, expect, it } from 'vitest';
import { BTN_RIGHT } from '../../../../engine/input.ts';
import { P_INVULN_TIMER, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_HURT } from '../../../../engine/state/layout.ts';
import type { ProfileId } from '../../../../engine/profiles/ids.ts';
import type { World } from '../../../../engine/world/world.ts';
import { place } from '../../support/place.ts';
import { settle, world } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';

const spring = (dir: string, x: number, y: number) => ({ id: 's', type: 'spring', x, y, color: 'yellow', dir });

/** Sonic knocked back by a hit: hurt, airborne, invulnerable for the hit's 120 frames. */
function hurt(w: World, x: number, y: number, xsp: number, ysp: number): void {
  place(w, { x, y, xsp, ysp, air: true });
  w.state[P_STATUS] |= ST_HURT;
  w.state[P_INVULN_TIMER] = 120;
}

const PROFILES: ProfileId[] = ['s1', 's2', 's3k', 'cd'];

describe('an up spring under a hurt player', () => {
  for (const profile of PROFILES) {
    it(`${profile}: launches it at -0xA00 in control: then 0x38 gravity, Right accelerates by 0x18, invulnerability 120 → 119`, () => {
      const w = settle(world(objectLevel([spring('up', 200, 216)], { profile }), { profile }));
      // Falling onto the spring's top: y 188 + 0 = 188, landed and fired: y 188 + 8 = 196.
      hurt(w, 200, 188, 0, 0);
      w.step(0);
      expect([w.state[P_Y] >> 8, w.state[P_YSP], w.state[P_STATUS] & (ST_AIR | ST_HURT), w.state[P_INVULN_TIMER]]).toEqual([196, -0xa00, ST_AIR, 120]);
      w.step(BTN_RIGHT);
      expect([w.state[P_YSP], w.state[P_XSP], w.state[P_INVULN_TIMER]]).toEqual([-0xa00 + 0x38, 0x18, 119]);
    });
  }
});

describe('a down spring over a hurt player', () => {
  it('s2: fires on the hit from below at +0xA00 and ends the knock-back', () => {
    const w = settle(world(objectLevel([spring('down', 200, 150)], { profile: 's2' }), { profile: 's2' }));
    // Rising into the spring's underside (bottom 150 + 8 = 158) with Sonic's top at y - 19.
    hurt(w, 200, 180, 0, -0x400);
    let frames = 0;
    while (w.state[P_YSP] !== 0xa00 && frames < 10) {
      w.step(0);
      frames++;
    }
    expect(w.state[P_YSP]).toBe(0xa00);
    expect(w.state[P_STATUS] & ST_HURT).toBe(0);
  });
});

describe('a diagonal spring under a hurt player', () => {
  it('s2: an up-right spring landed on at its centre fires as for a player in control (x 194, y 182, +0xA00, -0xA00; diagonalSpring.test.ts) and ends the knock-back', () => {
    const w = settle(world(objectLevel([{ id: 's', type: 'spring', x: 200, y: 208, color: 'yellow', dir: 'up-right' }], { profile: 's2', startX: 60 })));
    hurt(w, 200, 174, 0, 0x100);
    w.step(0);
    expect([w.state[P_X] >> 8, w.state[P_Y] >> 8, w.state[P_XSP], w.state[P_YSP], w.state[P_STATUS] & (ST_AIR | ST_HURT)]).toEqual([194, 182, 0xa00, -0xa00, ST_AIR]);
  });
});

describe('a side spring touched by a hurt player (Sonic 3, any touch)', () => {
  it('s3k: launches it (x 211, +0xA00) but leaves the knock-back: still hurt, 0x30 gravity, the pad ignored', () => {
    const w = settle(world(objectLevel([spring('right', 200, 209)], { profile: 's3k' }), { profile: 's3k' }));
    // As springProfiles.test.ts' air touch: moving left at 2 px from (220, 200).
    hurt(w, 220, 200, -0x200, 0);
    w.step(0);
    expect([w.state[P_X] >> 8, w.state[P_XSP], w.state[P_STATUS] & ST_HURT]).toEqual([211, 0xa00, ST_HURT]);
    const ysp = w.state[P_YSP];
    w.step(BTN_RIGHT);
    expect([w.state[P_YSP] - ysp, w.state[P_XSP], w.state[P_INVULN_TIMER]]).toEqual([0x30, 0xa00, 120]);
  });
});
