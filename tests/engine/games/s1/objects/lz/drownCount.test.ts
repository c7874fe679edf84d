import { describe, expect, it } from 'vitest';
import { lzScene, slotsOf } from './scene.ts';
import { ID_DROWN_COUNT } from '../../../../../../engine/games/s1/objects/objects/drownCount.ts';
import { ID_SPLASH } from '../../../../../../engine/games/s1/objects/objects/splash.ts';
import { leaveWaterObjects } from '../../../../../../engine/games/s1/objects/sonicWaterObjects.ts';
import { randomNumber } from '../../../../../../engine/games/s1/objects/randomNumber.ts';
import { G_RANDOM } from '../../../../../../engine/games/s1/objects/s1State.ts';
import {
  OB_ANIM, OB_FRAME, OB_ID, OB_ROUTINE, OB_SUBTYPE, OB_X, OB_Y, SLOT_SONIC_BUBBLES, SLOT_SPLASH, rw, slotAddress, ww,
} from '../../../../../../engine/games/s1/objects/ram.ts';
import { EV_DEATH } from '../../../../../../engine/state/events.ts';
import { P_AIR, P_STATUS, P_X, P_Y, P_YSP, ST_DEAD, ST_UNDERWATER, W_CAMERA_LOCK, W_PLAYER_CTRL, W_WATER_Y } from '../../../../../../engine/state/layout.ts';

const COUNTDOWN = slotAddress(SLOT_SONIC_BUBBLES);
const SPLASH = slotAddress(SLOT_SPLASH);

/**
 * Deep in LZ2 (water at $328), Sonic starts underwater on a floor at $380: at the act start's
 * ExecuteObjects his Sonic_Water loads the countdown into slot 13, which runs its first second at once.
 */
function underwater() {
  const w = lzScene([{ x: 0x300, y: 0x3a0, id: 0x2c }], {
    act: 1, cells: [[3, 0, 1], [3, 1, 1], [3, 2, 1], [3, 3, 1]], start: { x: 0x100, y: 0x380 - 0x14 }, size: { bottom: 0x400 },
  });
  return { w, s: w.state, m: w.m };
}

/** The bubbles and numbers it sent (level slots holding $0A). */
const sent = (w: ReturnType<typeof lzScene>) => slotsOf(w, ID_DROWN_COUNT).filter((a) => a !== COUNTDOWN);

describe('DrownCount ($0A)', () => {
  it('Sonic_Water puts it in slot 13 (subtype $81); its first frame is a second already: air 29 and a bubble at his mouth', () => {
    const { w, s, m } = underwater();
    expect([m[COUNTDOWN + OB_ID], m[COUNTDOWN + OB_SUBTYPE], s[P_STATUS] & ST_UNDERWATER]).toEqual([ID_DROWN_COUNT, 0x81, ST_UNDERWATER]);
    // The same calls on a generator of our own, from the act's seed (v_random 0).
    const r = new Int32Array(s.length);
    const left = randomNumber(r) & 1;
    const next = randomNumber(r) & 0xf;
    expect([s[P_AIR], m[COUNTDOWN + OB_ROUTINE], rw(m, COUNTDOWN + 0x38), m[COUNTDOWN + 0x34], rw(m, COUNTDOWN + 0x3a)]).toEqual([29, 0xa, 59, left - 1 & 0xff, next]);
    expect(s[G_RANDOM]).toBe(r[G_RANDOM]);
    const [b] = sent(w);
    expect([rw(m, b + 0x30), m[b + OB_ANIM], m[b + OB_ROUTINE]]).toEqual([((s[P_X] >> 8) & 0xffff) + 6, 6, 2]);
  });

  it('a second is 60 frames underwater; out of the water it does not count', () => {
    const { w, s } = underwater();
    expect(s[P_AIR]).toBe(29);
    for (let f = 0; f < 59; f++) w.step(0);
    expect(s[P_AIR]).toBe(29);
    w.step(0);
    expect(s[P_AIR]).toBe(28);
    // Out of the water (Sonic_Water's .abovewater: ResumeMusic, air 30) it stops counting.
    for (let f = 0; f < 200; f++) {
      s[P_Y] = 0x300 << 8;
      s[P_YSP] = 0;
      w.step(0);
    }
    expect([s[P_STATUS] & ST_UNDERWATER, s[P_AIR]]).toEqual([0, 30]);
  });

  it('from 12 seconds every other second (objoff_33 = 1) sends the number air / 2 in one of its bubbles; it freezes on the screen after $1C frames', () => {
    const { w, s, m } = underwater();
    s[P_AIR] = 12;
    ww(m, COUNTDOWN + 0x38, 0);
    const numbers = new Set<number>();
    for (let f = 0; f < 40; f++) {
      w.step(0);
      for (const b of sent(w)) if (m[b + OB_ANIM] < 6 && m[b + OB_ROUTINE] !== 0) numbers.add(b);
    }
    expect(s[P_AIR]).toBe(11);
    expect(numbers.size).toBe(1);
    const [n] = [...numbers];
    // 11 >> 1 = 5; after $1C frames it went to screen coordinates (routine $C, Drown_AirLeft).
    expect([m[n + OB_ANIM], m[n + OB_ROUTINE]]).toEqual([5, 0xc]);
  });

  it('air below 0 drowns Sonic: air 30, f_playerctrl $81, speeds 0; $77 frames of sinking (y speed + $10), then he dies where he is', () => {
    const { w, s, m } = underwater();
    s[P_AIR] = 0;
    ww(m, COUNTDOWN + 0x38, 0);
    w.step(0);
    expect([s[P_AIR], s[W_PLAYER_CTRL], s[P_YSP], rw(m, COUNTDOWN + 0x2c), s[W_CAMERA_LOCK]]).toEqual([30, 0x81, 0, 0x78, 1]);
    let y = s[P_Y];
    let vy = 0;
    for (let f = 1; f < 0x78; f++) {
      w.step(0);
      y += vy;
      vy += 0x10;
      expect([s[P_Y], s[P_YSP], s[P_STATUS] & ST_DEAD]).toEqual([y, vy, 0]);
    }
    const events = w.step(0);
    expect(s[P_STATUS] & ST_DEAD).toBe(ST_DEAD);
    expect(events & EV_DEATH).toBe(EV_DEATH);
  });

  it('a bubble at the surface bursts (animation + 7: the small bubble\'s is blank, only afRoutine) and is gone the next frame', () => {
    const { w, m, s } = underwater();
    s[P_Y] = (s[W_WATER_Y] + 4) << 8;
    w.step(0);
    const [b] = sent(w);
    let burst = false;
    for (let f = 0; f < 200; f++) {
      w.step(0);
      if (!burst && m[b + OB_ROUTINE] === 8) {
        burst = true;
        expect(m[b + OB_ANIM]).toBe(6 + 7);
        w.step(0);
        expect(m[b + OB_ID] === ID_DROWN_COUNT && m[b + OB_ROUTINE] === 8).toBe(false);
      }
    }
    expect(burst).toBe(true);
  });
});

describe('Splash ($08)', () => {
  it('Sonic_Water puts it in slot 12 when he crosses moving: at his x, on the surface, frames 0, 1, 2 (5 frames each), then gone', () => {
    const { w, s, m } = underwater();
    leaveWaterObjects(w, true);
    expect(m[SPLASH + OB_ID]).toBe(ID_SPLASH);
    const frames: number[] = [];
    for (let f = 0; f < 17; f++) {
      w.step(0);
      if (m[SPLASH + OB_ID] === ID_SPLASH) {
        frames.push(m[SPLASH + OB_FRAME]);
        expect([rw(m, SPLASH + OB_X), rw(m, SPLASH + OB_Y)]).toEqual([(s[P_X] >> 8) & 0xffff, s[W_WATER_Y]]);
      } else frames.push(-1);
    }
    expect(frames).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, -1]);
  });

  it('without motion there is no splash', () => {
    const { w, m } = underwater();
    leaveWaterObjects(w, false);
    expect(m[SPLASH + OB_ID]).toBe(0);
  });
});

describe('Sonic_Water on a real act', () => {
  it('falling into the water (LZ1: $B8) loads the countdown into slot 13 and the splash into slot 12, air 30', () => {
    const w = lzScene([{ x: 0x300, y: 0x40, id: 0x2c }], { floorCells: 1 });
    const s = w.state;
    let f = 0;
    while ((s[P_STATUS] & ST_UNDERWATER) === 0 && f < 200) {
      w.step(0x08);
      f++;
    }
    expect(s[P_STATUS] & ST_UNDERWATER).toBe(ST_UNDERWATER);
    expect([w.m[COUNTDOWN + OB_ID], w.m[SPLASH + OB_ID], s[P_AIR]]).toEqual([ID_DROWN_COUNT, ID_SPLASH, 29]);
  });
});
