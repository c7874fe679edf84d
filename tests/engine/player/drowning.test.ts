import { describe, expect, it } from 'vitest';
import { EV_DEATH, EV2_DROWN } from '../../../engine/state/events.ts';
import {
  ANIM_GET_AIR, C_X, C_Y, P_AIR, P_AIR_TIMER, P_ANIM, P_CTRL_LOCK, P_DROWN_TIMER, P_HRAD, P_STATUS, P_WRAD, P_XSP, P_Y, P_YSP,
  ST_AIR, ST_DEAD, ST_HURT, ST_OBJ_CONTROL, ST_ROLL, ST_UNDERWATER, W_CAMERA_LOCK, W_WATER_Y,
} from '../../../engine/state/layout.ts';
import type { QuirkId } from '../../../engine/quirks/catalogue.ts';
import { makeLevel } from '../support/testLevel.ts';
import { place } from '../support/place.ts';
import { settle, tap, world } from '../support/run.ts';

type ProfileId = 's1' | 's2' | 's3k' | 'cd';

/** 64 x 64 blocks, floor surface y = 960 (standing Sonic y = 940), water at y = 500. */
function deepLevel(profile: ProfileId = 's1') {
  const rows: string[] = [];
  for (let r = 0; r < 64; r++) rows.push(r >= 60 ? '#'.repeat(64) : '#' + '.'.repeat(62) + '#');
  return makeLevel({ rows, start: { x: 200, y: 900 }, water: { height: 500 }, profile });
}

/** Steps until `frame` frames have been stepped, with no input; returns each step's event bits by frame (and the second word's). */
function runTo(w: ReturnType<typeof world>, frame: number): Map<number, number> {
  const events = new Map<number, number>();
  while (w.frame < frame) {
    const f = w.frame;
    events.set(f, w.step(0));
    events2.set(f, w.events2);
  }
  return events;
}
const events2 = new Map<number, number>();

describe('the drowning countdown (Drown_Countdown / Obj0A_Countdown)', () => {
  it('the first underwater frame takes a second (the timer starts at 0), then one every 60 frames', () => {
    const w = world(deepLevel());
    tap(w); // frame 0: y 900 > 500, enters the water; the countdown runs after the player
    expect(w.state[P_STATUS] & ST_UNDERWATER).toBe(ST_UNDERWATER);
    expect([w.state[P_AIR], w.state[P_AIR_TIMER]]).toEqual([29, 59]);
    runTo(w, 60);
    expect([w.state[P_AIR], w.state[P_AIR_TIMER]]).toEqual([29, 0]);
    tap(w); // frame 60
    expect([w.state[P_AIR], w.state[P_AIR_TIMER]]).toEqual([28, 59]);
    runTo(w, 1741); // frame 1740 = 29 * 60
    expect(w.state[P_AIR]).toBe(0);
  });

  it('Sonic 1: air below 0 at frame 1800 drowns; 119 frames of sinking (y + speed, then speed + 0x10); dead at frame 1920', () => {
    const w = settle(world(deepLevel('s1')));
    expect(w.state[P_Y] >> 8).toBe(940);
    runTo(w, 1801);
    expect(events2.get(1799)! & EV2_DROWN).toBe(0);
    expect(events2.get(1800)! & EV2_DROWN).toBe(EV2_DROWN);
    const s = w.state;
    expect([s[P_DROWN_TIMER], s[P_AIR], s[P_XSP], s[P_YSP]]).toEqual([120, 30, 0, 0]);
    expect(s[P_STATUS] & (ST_AIR | ST_OBJ_CONTROL)).toBe(ST_AIR | ST_OBJ_CONTROL);
    expect(s[W_CAMERA_LOCK]).toBe(1);
    const y0 = s[P_Y];
    tap(w); // frame 1801: the first sink moves by 0, then ysp 0x10
    expect([s[P_Y], s[P_YSP]]).toEqual([y0, 0x10]);
    const more = runTo(w, 1920); // frames 1802..1919: 118 more sinks
    expect(s[P_YSP]).toBe(119 * 0x10);
    expect(s[P_Y] - y0).toBe((0x10 * 119 * 118) / 2);
    expect([...more.values()].some((e) => e & EV_DEATH)).toBe(false);
    const e = w.step(0); // frame 1920: the countdown reaches 0: routine 6, no motion
    expect(e & EV_DEATH).toBe(EV_DEATH);
    expect(s[P_STATUS] & ST_DEAD).toBe(ST_DEAD);
    expect(s[P_Y] - y0).toBe((0x10 * 119 * 118) / 2);
    expect(s[P_YSP]).toBe(0x770);
    tap(w); // dead: falls with gravity 0x38, keeping the sinking speed (no death jump)
    expect(s[P_Y] - y0).toBe((0x10 * 119 * 118) / 2 + 0x770);
    expect(s[P_YSP]).toBe(0x770 + 0x38);
  });

  it('Sonic 3: the drowned routine itself sinks, 120 frames, dead at frame 1920 at ysp 0x780', () => {
    const w = settle(world(deepLevel('s3k')));
    runTo(w, 1801);
    const s = w.state;
    const y0 = s[P_Y];
    const e = runTo(w, 1921);
    expect(e.get(1920)! & EV_DEATH).toBe(EV_DEATH);
    expect(s[P_YSP]).toBe(120 * 0x10);
    expect(s[P_Y] - y0).toBe((0x10 * 120 * 119) / 2);
  });

  it('a drowned player 1 stops the camera', () => {
    const w = settle(world(deepLevel()));
    runTo(w, 1801);
    const cam = [w.state[C_X], w.state[C_Y]];
    runTo(w, 1900); // sinking 300+ px: the camera would follow
    expect([w.state[C_X], w.state[C_Y]]).toEqual(cam);
  });

  it('the timer keeps its phase out of the water: leaving at frame 30 and coming back at 100, the next second passes at 130', () => {
    const w = world(deepLevel());
    runTo(w, 30); // frames 0..29: timer 59 - 29 = 30
    expect(w.state[P_AIR_TIMER]).toBe(30);
    w.state[W_WATER_Y] = 2000;
    runTo(w, 100);
    expect(w.state[P_STATUS] & ST_UNDERWATER).toBe(0);
    expect([w.state[P_AIR], w.state[P_AIR_TIMER]]).toEqual([30, 30]);
    w.state[W_WATER_Y] = 500;
    runTo(w, 130); // frames 100..129: timer 29 .. 0
    expect([w.state[P_AIR], w.state[P_AIR_TIMER]]).toEqual([30, 0]);
    tap(w);
    expect([w.state[P_AIR], w.state[P_AIR_TIMER]]).toEqual([29, 59]);
  });
});

describe('quirk drownedWhileHurt: drowning during the knock-back', () => {
  /** A hurt player in open water, out of air: the next countdown drowns it. */
  function hurtOutOfAir(fixes: QuirkId[]) {
    const w = place(world(deepLevel('s2'), { profile: 's2', fixes }), { x: 200, y: 700, xsp: 0x100, ysp: -0x200, air: true });
    const s = w.state;
    s[P_STATUS] |= ST_HURT | ST_UNDERWATER;
    s[P_AIR] = 0;
    s[P_AIR_TIMER] = 0;
    tap(w); // hurt motion (ysp -0x200 + 0x10), then the countdown drowns: speeds 0
    expect(s[P_DROWN_TIMER]).toBe(120);
    return w;
  }

  it('bug (Sonic 2): the hurt routine keeps running and the countdown also moves the player: twice the motion', () => {
    const w = hurtOutOfAir([]);
    const s = w.state;
    const y0 = s[P_Y];
    expect(s[P_STATUS] & ST_HURT).toBe(ST_HURT);
    tap(w); // hurt: y + 0, ysp 0x10; countdown: y + 0x10, ysp 0x20
    expect([s[P_Y] - y0, s[P_YSP]]).toEqual([0x10, 0x20]);
    tap(w); // hurt: y + 0x20, ysp 0x30; countdown: y + 0x30, ysp 0x40
    expect([s[P_Y] - y0, s[P_YSP]]).toEqual([0x60, 0x40]);
  });

  it('fixed: drowning ends the knock-back; only the countdown moves the player', () => {
    const w = hurtOutOfAir(['drownedWhileHurt']);
    const s = w.state;
    const y0 = s[P_Y];
    expect(s[P_STATUS] & ST_HURT).toBe(0);
    tap(w);
    expect([s[P_Y] - y0, s[P_YSP]]).toEqual([0, 0x10]);
    tap(w);
    expect([s[P_Y] - y0, s[P_YSP]]).toEqual([0x10, 0x20]);
  });
});

describe('breathing a big air bubble (Bub_ChkSonic and the bubble pick-up)', () => {
  /** Floor surface y = 304 (standing Sonic y = 284), water at y = 100, a big bubble placed at (200, 300). */
  function bubbleLevel(profile: ProfileId = 's1') {
    const rows: string[] = [];
    for (let r = 0; r < 24; r++) rows.push(r >= 19 ? '#'.repeat(40) : '#' + '.'.repeat(38) + '#');
    return makeLevel({ rows, start: { x: 200, y: 276 }, water: { height: 100 }, profile, objects: [{ type: 'airBubble', x: 200, y: 300 }] });
  }

  it('the bubble is breathable from its 61st update (frame 60): air back to 30, speeds 0, a 35-frame control lock', () => {
    const w = world(bubbleLevel());
    settle(w);
    expect(w.state[P_Y] >> 8).toBe(284);
    runTo(w, 60);
    expect(w.state[P_AIR]).toBe(29);
    expect(w.state[P_CTRL_LOCK]).toBe(0);
    tap(w); // frame 60: the countdown takes a second (28), then the bubble is breathed (30)
    const s = w.state;
    expect(s[P_AIR]).toBe(30);
    expect(s[P_ANIM]).toBe(ANIM_GET_AIR);
    expect(s[P_CTRL_LOCK]).toBe(0x23);
    tap(w, 'R'); // the lock counts down on the ground and Right does nothing
    expect(s[P_CTRL_LOCK]).toBe(0x22);
    expect(s[P_XSP]).toBe(0);
  });

  it('a curled player in the air uncurls: standing radii, y up by 5, still airborne', () => {
    const w = world(bubbleLevel());
    runTo(w, 60);
    // The bubble's 61st update looks at y 268 (300 px - 60 * 0x88): reach y 269..284.
    place(w, { x: 200, y: 282, air: true, roll: true });
    w.state[P_STATUS] |= ST_UNDERWATER;
    tap(w); // the player moves (ysp 0, then gravity 0x10) and is breathed in
    const s = w.state;
    expect(s[P_AIR]).toBe(30);
    expect(s[P_STATUS] & (ST_ROLL | ST_AIR)).toBe(ST_AIR);
    expect([s[P_WRAD], s[P_HRAD]]).toEqual([9, 0x13]);
    expect(s[P_Y] >> 8).toBe(277);
    expect(s[P_YSP]).toBe(0);
  });

  it('at the bubble\'s own y (reach starts 1 px below it) it is not breathed', () => {
    const w = world(bubbleLevel());
    runTo(w, 60);
    place(w, { x: 200, y: 268, air: true });
    w.state[P_STATUS] |= ST_UNDERWATER;
    tap(w);
    expect(w.state[P_AIR]).toBe(28);
  });
});
