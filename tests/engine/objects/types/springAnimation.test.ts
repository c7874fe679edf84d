/**
 * The animation a spring leaves the player in: the up and up-diagonal springs start the bouncing
 * animation (Spring_BounceUp `move.b #id_Spring,obAnim(a1)`, Obj41 loc_189CA / loc_18E10, s3
 * sub_2164A / loc_21BD0), the side springs the walking one unless the player is curled
 * (Spring_BounceLR, Obj41 loc_18B1C, s3 loc_21864), the down springs leave it. Sonic's script
 * (SonAni_Spring: $2F, $5B, $FD, 0) shows one frame for 0x2F + 1 = 48 calls, then walks; Tails'
 * (TailsAni_Spring) alternates $59 / $5A every 4 calls, 12 of them, then walks.
 */
import { describe, expect, it } from 'vitest';
import {
  ANIM_ROLL, ANIM_SPRING, ANIM_WALK, P_ANIM, P_DOUBLE_JUMP, P_DROP_DASH, P_MAP_FRAME, P_STATUS, P_YSP, ST_AIR, ST_DEAD, ST_ROLL,
} from '../../../../engine/state/layout.ts';
import { BTN_A } from '../../../../engine/input.ts';
import { EV_DEATH } from '../../../../engine/state/events.ts';
import { DROP_DASH_CHARGED } from '../../../../engine/player/moves/dropDash.ts';
import type { ProfileId } from '../../../../engine/profiles/ids.ts';
import type { CharacterId } from '../../../../engine/profiles/ids.ts';
import type { World } from '../../../../engine/world/world.ts';
import { place } from '../../support/place.ts';
import { settle, world } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';

const spring = (x: number, y: number, dir: string) => ({ id: 's', type: 'spring', x, y, color: 'yellow', dir });

function springWorld(profile: ProfileId, x: number, y: number, dir: string, character: CharacterId = 'sonic'): World {
  return settle(world(objectLevel([spring(x, y, dir)], { profile }), { profile, character }));
}

/** The animation and mapping frame after each of `frames` frames, from a player falling onto an up spring at (200, 216). */
function upSpringFrames(profile: ProfileId, character: CharacterId, frames: number): [number, number][] {
  const w = springWorld(profile, 200, 216, 'up', character);
  place(w, { x: 200, y: 188, air: true });
  const out: [number, number][] = [];
  for (let f = 0; f < frames; f++) {
    w.step(0);
    out.push([w.state[P_ANIM], w.state[P_MAP_FRAME]]);
  }
  return out;
}

/** The frames from the launch on (the first with ANIM_SPRING). */
function fromLaunch(frames: [number, number][]): [number, number][] {
  return frames.slice(frames.findIndex(([a]) => a === ANIM_SPRING));
}

describe('the up spring', () => {
  for (const profile of ['s1', 's2', 's3k', 'cd'] as const) {
    it(`${profile}: Sonic bounces: frame $5B for the 48 frames after the launch, then walks`, () => {
      const frames = fromLaunch(upSpringFrames(profile, 'sonic', 56));
      // The launch frame still shows the walking frame: Animate ran before the objects.
      expect(frames[0]).toEqual([ANIM_SPRING, 0x11]);
      expect(frames.slice(1, 49).every(([a, m]) => a === ANIM_SPRING && m === 0x5b)).toBe(true);
      // $FD, 0: the animation becomes Walk; the next call draws it.
      expect(frames[49]).toEqual([ANIM_WALK, 0x5b]);
      expect(frames[50][0]).toBe(ANIM_WALK);
      expect(frames[50][1]).not.toBe(0x5b);
    });
  }

  it("s2: Tails' script: $59, $5A alternating every 4 frames, 12 of them, then walks", () => {
    const frames = fromLaunch(upSpringFrames('s2', 'tails', 60));
    expect(frames.slice(1, 49).map(([, m]) => m)).toEqual(Array.from({ length: 48 }, (_, f) => ((f >> 2) & 1 ? 0x5a : 0x59)));
    expect(frames.slice(0, 49).every(([a]) => a === ANIM_SPRING)).toBe(true);
    expect(frames[49][0]).toBe(ANIM_WALK);
  });
});

describe('the other springs', () => {
  it('s2: the up-right diagonal starts the bouncing animation too', () => {
    const w = springWorld('s2', 200, 208, 'up-right');
    place(w, { x: 200, y: 174, ysp: 0x100, air: true });
    w.step(0);
    expect([w.state[P_YSP], w.state[P_ANIM]]).toEqual([-0xa00, ANIM_SPRING]);
  });

  it('s2: the down spring leaves a rising curled player curled', () => {
    const w = springWorld('s2', 200, 150, 'down');
    place(w, { x: 200, y: 180, ysp: -0x400, air: true, roll: true });
    w.state[P_ANIM] = ANIM_ROLL;
    for (let f = 0; f < 10 && w.state[P_YSP] < 0; f++) w.step(0);
    expect([w.state[P_YSP], w.state[P_ANIM]]).toEqual([0xa00, ANIM_ROLL]);
  });

  it('s3k: a side spring touched in the air sets walking, but a curled player stays curled', () => {
    const touch = (roll: boolean, anim: number) => {
      const w = springWorld('s3k', 200, 209, 'right');
      place(w, { x: 220, y: 200, xsp: -0x200, air: true, roll });
      w.state[P_ANIM] = anim;
      w.step(0);
      return w.state[P_ANIM];
    };
    expect(touch(false, ANIM_SPRING)).toBe(ANIM_WALK);
    expect(touch(true, ANIM_ROLL)).toBe(ANIM_ROLL);
  });
});

describe('the animation is what the touch reads', () => {
  it('s3k with the drop dash: released on an up spring Sonic is curled, but the spring sets its animation, so the Buzz Bomber above kills him (0 rings) on frame 11', () => {
    // The touch attacks only in the Roll (or spindash) animation (React_Enemy `cmpi.b
    // #id_Roll,obAnim(a0)`; engine/objects/damage.ts isCurled), not by the rolling status bit.
    // Before the spring set its animation, the Roll animation stayed and he destroyed it.
    const level = objectLevel([spring(200, 216, 'up'), { id: 'b', type: 'buzzBomber', x: 204, y: 120 }], { profile: 's3k' });
    const w = settle(world(level, { profile: 's3k', dropDash: true }));
    place(w, { x: 200, y: 180, air: true, roll: true, ysp: 0x200 });
    w.state[P_ANIM] = ANIM_ROLL;
    w.state[P_DROP_DASH] = DROP_DASH_CHARGED;
    w.state[P_DOUBLE_JUMP] = 1;
    const events: number[] = [];
    for (let f = 0; f < 5; f++) events.push(w.step(BTN_A));
    // Frame 4: landed, the drop dash curled him (rolling status), the spring fired.
    expect(events.findIndex((e) => e !== 0)).toBe(4);
    expect([w.state[P_STATUS] & (ST_AIR | ST_ROLL), w.state[P_YSP], w.state[P_ANIM]]).toEqual([ST_AIR | ST_ROLL, -0xa00, ANIM_SPRING]);
    for (let f = 5; f < 12; f++) events.push(w.step(BTN_A));
    expect(events.findIndex((e) => (e & EV_DEATH) !== 0)).toBe(11);
    expect(w.state[P_STATUS] & ST_DEAD).toBe(ST_DEAD);
  });
});
