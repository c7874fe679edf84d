import { describe, expect, it } from 'vitest';
import {
  P_DOUBLE_JUMP, P_EMERALDS, P_GSP, P_RINGS, P_SPEED_ACC, P_SPEED_DEC, P_SPEED_MAX, P_SPINDASH_COUNTER, P_STATUS, P_SUPER,
  P_SUPER_FRAMES, P_SUPER_TRANSFORM, P_XSP, ST_ROLL, ST_ROLL_JUMP, ST_SPINDASH, ST_UNDERWATER,
} from '../../../../engine/state/layout.ts';
import { invincibleFramesAfterRevert, setMovementConstants } from '../../../../engine/player/moves/superForm.ts';
import type { QuirkId } from '../../../../engine/quirks/catalogue.ts';
import type { World } from '../../../../engine/world/world.ts';
import { place } from '../../support/place.ts';
import { hold, tap } from '../../support/run.ts';
import { airborne, openLevel } from './moveSupport.ts';

function ready(profile: 's2' | 's3k', p: { ysp?: number; rollJump?: boolean; emeralds?: number; rings?: number; fixes?: QuirkId[] } = {}): World {
  const w = airborne('sonic', { x: 300, y: 200, ysp: p.ysp ?? -0x200, xsp: 0x100, roll: true }, { profile, fixes: p.fixes, level: openLevel(profile) });
  w.state[P_RINGS] = p.rings ?? 50;
  w.state[P_EMERALDS] = p.emeralds ?? 7;
  if (p.rollJump) w.state[P_STATUS] |= ST_ROLL_JUMP;
  return w;
}

/** A super (or hyper) Sonic already past the transformation. */
function superSonic(profile: 's2' | 's3k', form = 1): World {
  const w = airborne('sonic', { x: 300, y: 200, ysp: -0x200, roll: true }, { profile, level: openLevel(profile) });
  w.state[P_SUPER] = form;
  w.state[P_SUPER_FRAMES] = 60;
  w.state[P_RINGS] = 50;
  setMovementConstants(w.state, true, false);
  return w;
}

const speeds = (w: World) => [w.state[P_SPEED_MAX], w.state[P_SPEED_ACC], w.state[P_SPEED_DEC]];

describe('Sonic 3\'s transformation (Sonic_CheckTransform, Sonic_Transform)', () => {
  it('a jump press in the air with 7 emeralds and 50 rings: super, 0xA00 / 0x30 / 0x100, the counter at 60 (59 after this frame)', () => {
    const w = ready('s3k');
    const rec = tap(w, 'A');
    expect(rec.moves).toEqual(['transform']);
    expect(w.state[P_SUPER]).toBe(1);
    expect(speeds(w)).toEqual([0xa00, 0x30, 0x100]);
    expect(w.state[P_SUPER_FRAMES]).toBe(59);
    // Air control already reads the new acceleration: no input, so only the drag: 0x100 - (0x100 >> 5).
    expect(rec.xsp).toBe(0xf8);
  });

  it('then 25 frozen frames (the palette fade): no movement, no gravity; the 26th moves', () => {
    const w = ready('s3k');
    const start = tap(w, 'A');
    expect(w.state[P_SUPER_TRANSFORM]).toBe(25);
    const frozen = hold(w, 'R', 25);
    expect(frozen.every((r) => r.x === start.x && r.y === start.y && r.ysp === start.ysp)).toBe(true);
    expect(w.state[P_SUPER_TRANSFORM]).toBe(0);
    const moving = tap(w, 'R');
    expect(moving.ysp).toBe(start.ysp + 0x38);
  });

  it('no transformation with 6 emeralds or 49 rings: the insta-shield instead', () => {
    for (const p of [{ emeralds: 6 }, { rings: 49 }]) {
      const w = ready('s3k', p);
      tap(w, 'A');
      expect([w.state[P_SUPER], w.state[P_DOUBLE_JUMP]]).toEqual([0, 1]);
    }
  });

  it('seven super emeralds (Sonic & Knuckles): hyper (-1)', () => {
    const w = ready('s3k', { emeralds: 7 << 8 });
    tap(w, 'A');
    expect(w.state[P_SUPER]).toBe(-1);
  });
});

describe('superRingDrain: the ring countdown (Sonic_Super)', () => {
  /** Frames after the transformation frame at which the count reached 49 and 48. */
  const drainFrames = (fixes: QuirkId[]) => {
    const w = ready('s3k', { fixes });
    tap(w, 'A');
    const rings: number[] = [];
    for (let f = 1; f <= 122; f++) {
      tap(w);
      rings.push(w.state[P_RINGS]);
    }
    return [rings.indexOf(49) + 1, rings.indexOf(48) + 1];
  };
  it('with the bug (bpl) a ring goes every 61 frames: 49 at frame 60 after the transformation, 48 at 121', () => {
    expect(drainFrames([])).toEqual([60, 121]);
  });
  it('fixed (bhi) every 60: 49 at frame 59, 48 at 119', () => {
    expect(drainFrames(['superRingDrain'])).toEqual([59, 119]);
  });
});

describe('reverting (Sonic_RevertToNormal)', () => {
  it('the last ring drained: normal constants (under water 0x300 / 6 / 0x40), invincible until the next countdown step', () => {
    const w = superSonic('s3k');
    w.state[P_RINGS] = 1;
    w.state[P_SUPER_FRAMES] = 0;
    tap(w);
    expect([w.state[P_SUPER], w.state[P_RINGS]]).toEqual([0, 0]);
    expect(speeds(w)).toEqual([0x600, 0xc, 0x80]);
    const under = superSonic('s3k');
    under.state[P_STATUS] |= ST_UNDERWATER;
    under.state[P_RINGS] = 1;
    under.state[P_SUPER_FRAMES] = 0;
    tap(under);
    expect(speeds(under)).toEqual([0x300, 6, 0x40]);
  });
  it('the invincibility left: Sonic 2 one more frame (2 counting this one), Sonic 3 up to the next Level_frame_counter multiple of 8', () => {
    expect(invincibleFramesAfterRevert(10, 1)).toBe(2);
    // P_FRAME 10: Level_frame_counter 11 now; 16 is 5 frames on.
    expect(invincibleFramesAfterRevert(10, 8)).toBe(6);
    // P_FRAME 7: counter 8 now (this frame's step already ran): the next is 16, 8 frames on.
    expect(invincibleFramesAfterRevert(7, 8)).toBe(9);
  });
});

describe('Sonic 2\'s transformation at the top of a jump (Sonic_CheckGoSuper)', () => {
  it('jumping with Y speed 0x10 (high byte 0), exactly 7 emeralds and 50 rings: super, and the counter (0 since the level start) drains a ring at once', () => {
    const w = ready('s2', { ysp: 0x10 });
    tap(w);
    expect(w.state[P_SUPER]).toBe(1);
    expect(w.state[P_RINGS]).toBe(49);
    expect(w.state[P_SUPER_FRAMES]).toBe(60);
    expect(w.state[P_SUPER_TRANSFORM]).toBe(35);
  });
  it('not at Y speed 0x100 or -0x10, not with 6 emeralds, not when falling without a jump', () => {
    expect(super2({ ysp: 0x100 })).toBe(0);
    expect(super2({ ysp: -0x10 })).toBe(0);
    expect(super2({ ysp: 0x10, emeralds: 6 })).toBe(0);
    const fall = ready('s2', { ysp: 0x10 });
    fall.state[P_STATUS] &= ~(1 << 6);
    tap(fall);
    expect(fall.state[P_SUPER]).toBe(0);
  });
  it('35 frozen frames', () => {
    const w = ready('s2', { ysp: 0x10 });
    const t = tap(w);
    const frozen = hold(w, '', 35);
    expect(frozen.every((r) => r.y === t.y)).toBe(true);
    expect(tap(w).y).not.toBe(t.y);
  });
});

function super2(p: { ysp: number; emeralds?: number }): number {
  const w = ready('s2', p);
  tap(w);
  return w.state[P_SUPER];
}

describe('superRollState: turning super during a roll-jump (Sonic 2)', () => {
  const scenario = (fixes: QuirkId[]) => {
    const w = ready('s2', { ysp: 0x10, rollJump: true, fixes });
    tap(w);
    hold(w, '', 35);
    return { w, rec: tap(w, 'R') };
  };
  it('with the bug Super Sonic keeps the roll-jump: Right does nothing in the air', () => {
    const { w, rec } = scenario([]);
    expect(w.state[P_STATUS] & ST_ROLL_JUMP).toBe(ST_ROLL_JUMP);
    expect(rec.xsp).toBe(0x100);
  });
  it('fixed, rolling and roll-jumping are cleared (radii 19 x 9): Right accelerates by 0x60', () => {
    const { w, rec } = scenario(['superRollState']);
    expect(w.state[P_STATUS] & (ST_ROLL_JUMP | ST_ROLL)).toBe(0);
    expect([rec.wrad, rec.hrad]).toEqual([9, 19]);
    expect(rec.xsp).toBe(0x160);
  });
});

describe('super physics', () => {
  const grounded = (profile: 's2' | 's3k', gsp: number, roll = false) => {
    const w = superSonic(profile);
    place(w, { x: 300, y: roll ? 465 : 460, gsp, xsp: gsp, roll });
    return w;
  };
  it('ground friction stays 0xC (Obj01_UpdateSpeedOnGround), acceleration is 0x30', () => {
    expect(tap(grounded('s3k', 0x100)).gsp).toBe(0x100 - 0xc);
    expect(tap(grounded('s3k', 0), 'R').gsp).toBe(0x30);
  });
  it('rolling friction: Sonic 3 & Knuckles hard-codes 6, Sonic 2 keeps 0x30 >> 1 = 0x18', () => {
    expect(tap(grounded('s3k', 0x400, true)).gsp).toBe(0x400 - 6);
    expect(tap(grounded('s2', 0x400, true)).gsp).toBe(0x400 - 0x18);
  });
  it('the jump force is 0x800', () => {
    expect(tap(grounded('s3k', 0), 'A').ysp).toBe(-0x800);
  });
  it('the spindash releases at 0xB00 with no revs (SpindashSpeedsSuper)', () => {
    const w = grounded('s2', 0);
    w.state[P_STATUS] |= ST_SPINDASH;
    w.state[P_SPINDASH_COUNTER] = 0;
    expect(tap(w).gsp).toBe(0xb00);
  });
  it('top speed 0xA00: Right at 0x9E0 gives 0xA00, not more', () => {
    const w = grounded('s3k', 0x9e0);
    expect(tap(w, 'R').gsp).toBe(0xa00);
    expect(w.state[P_XSP]).toBe(0xa00);
  });
});

describe('double-jump presses while super (Sonic_ShieldMoves)', () => {
  it('super: double_jump_flag 1 and nothing else (no insta-shield)', () => {
    const w = superSonic('s3k');
    w.state[P_STATUS] |= ST_ROLL_JUMP;
    const rec = tap(w, 'A');
    expect(w.state[P_DOUBLE_JUMP]).toBe(1);
    expect(w.state[P_STATUS] & ST_ROLL_JUMP).toBe(0);
    expect(rec.ysp).toBe(-0x200 + 0x38);
  });
  it('hyper: the dash, Up + Right: (0x800, -0x800), then air control (+0x60) and gravity', () => {
    const w = superSonic('s3k', -1);
    const rec = tap(w, 'URA');
    expect([rec.xsp, rec.ysp, rec.gsp]).toEqual([0x860, -0x800 + 0x38, 0x800]);
  });
  it('hyper with no direction: forward at 0x800, Y speed 0; Left + Right held counts as none', () => {
    const w = superSonic('s3k', -1);
    expect(tap(w, 'A').ysp).toBe(0x38);
    expect(w.state[P_GSP]).toBe(0x800);
    const both = superSonic('s3k', -1);
    tap(both, 'LRA');
    expect(both.state[P_GSP]).toBe(0x800);
  });
  it('hyper, Down: (0, 0x800)', () => {
    const w = superSonic('s3k', -1);
    const rec = tap(w, 'DA');
    expect([rec.gsp, rec.ysp]).toEqual([0, 0x838]);
  });
});
