import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, slotsOf, stepUntil } from './scene.ts';
import { ID_BASIC_PLATFORM } from '../../../../../../engine/games/s1/objects/objects/basicPlatform.ts';
import { OB_ROUTINE, OB_SUBTYPE, OB_VEL_Y, OB_X, OB_Y, rsw, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { P_HRAD, P_STATUS, P_Y, P_YSP, ST_AIR, ST_ON_OBJECT } from '../../../../../../engine/state/layout.ts';
import { setSwitchByte } from '../../../../../../engine/games/s1/act/switches.ts';
import { oscillatorByte } from '../../../../../../engine/games/s1/act/oscillators.ts';

function platformScene(subtype: number) {
  const w = scene([{ x: 0x180, y: 0x90, id: ID_BASIC_PLATFORM, subtype }]);
  return { w, a0: slotsOf(w, ID_BASIC_PLATFORM)[0] };
}

function land(w: ReturnType<typeof scene>, x = 0x180): void {
  dropSonic(w, x, 0x60);
  stepUntil(w, () => (w.state[P_STATUS] & ST_ON_OBJECT) !== 0);
}

describe('BasicPlatform ($18), still (type 0)', () => {
  it('lands Sonic on obY - 8 and dips 4 px under him over 16 frames (Plat_Nudge: sin(dip) * $400 >> 16)', () => {
    const { w, a0 } = platformScene(0);
    const s = w.state;
    land(w);
    expect(s[P_Y] >> 8).toBe(0x90 - 8 - 0x13 - 1);
    expect(w.m[a0 + OB_ROUTINE]).toBe(4);
    w.step(0);
    // dip 4: sin 25 * $400 >> 16 = 0.
    expect(rw(w.m, a0 + OB_Y)).toBe(0x90);
    expect(s[P_Y] >> 8).toBe(0x90 - 9 - s[P_HRAD]);
    for (let i = 0; i < 15; i++) w.step(0);
    expect(w.m[a0 + 0x38]).toBe(0x40);
    expect(rw(w.m, a0 + OB_Y)).toBe(0x94);
    expect(s[P_Y] >> 8).toBe(0x94 - 9 - 0x13);
  });

  it('rises back 4 dip steps a frame once he leaves', () => {
    const { w, a0 } = platformScene(0);
    const s = w.state;
    land(w);
    for (let i = 0; i < 16; i++) w.step(0);
    s[P_STATUS] |= ST_AIR;
    s[P_Y] -= 0x40 << 8;
    w.step(0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(2);
    w.step(0);
    expect(w.m[a0 + 0x38]).toBe(0x3c);
    // sin($3C) = 255: 255 * $400 >> 16 = 3.
    expect(rw(w.m, a0 + OB_Y)).toBe(0x93);
  });
});

describe('BasicPlatform ($18), moving types', () => {
  it('type 1 swings sideways by last frame\'s oscillator 6 byte - $40 (obAngle starts 0: $40 px left at first)', () => {
    const { w, a0 } = platformScene(1);
    // Plat_Main ran at the act's start: obAngle's first byte was 0.
    expect(rw(w.m, a0 + OB_X)).toBe(0x180 - 0x40);
    for (let i = 0; i < 40; i++) {
      const saved = w.m[a0 + 0x26];
      const osc = oscillatorByte(w.state, 6);
      w.step(0);
      expect(rw(w.m, a0 + OB_X)).toBe((0x180 + (((saved - 0x40) << 24) >> 24)) & 0xffff);
      expect(w.m[a0 + 0x26]).toBe(osc);
    }
  });

  it('type 2 moves its track up and down the same way; type 6 the other way; type $A half as far', () => {
    for (const [type, sign, shift] of [[2, 1, 0], [6, -1, 0], [0xa, 1, 1]] as const) {
      const { w, a0 } = platformScene(type);
      for (let i = 0; i < 20; i++) {
        const saved = w.m[a0 + 0x26];
        w.step(0);
        const d = (((sign * saved - sign * 0x40) << 24) >> 24) >> shift;
        expect(rw(w.m, a0 + 0x2c)).toBe(0x90 + d);
      }
    }
  });

  it('type 3 waits 30 frames under Sonic, becomes type 4 and drops him 32 frames later with its speed, 31 * $38', () => {
    const { w, a0 } = platformScene(3);
    const s = w.state;
    land(w);
    expect(rw(w.m, a0 + 0x3a)).toBe(30);
    for (let i = 0; i < 29; i++) w.step(0);
    expect(w.m[a0 + OB_SUBTYPE]).toBe(3);
    w.step(0);
    expect(w.m[a0 + OB_SUBTYPE]).toBe(4);
    expect(rw(w.m, a0 + 0x3a)).toBe(32);
    for (let i = 0; i < 31; i++) w.step(0);
    expect(s[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
    expect(rsw(w.m, a0 + OB_VEL_Y)).toBe(31 * 0x38);
    w.step(0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(8);
    expect(s[P_STATUS] & (ST_ON_OBJECT | ST_AIR)).toBe(ST_AIR);
    // Sonic ran first this frame: he takes the speed before the platform adds this frame's $38.
    expect(s[P_YSP]).toBe(31 * 0x38);
  });

  it('falls on in routine 8 and is deleted once its track passes the bottom limit + $E0', () => {
    const { w, a0 } = platformScene(3);
    land(w);
    for (let i = 0; i < 62; i++) w.step(0);
    const n = stepUntil(w, () => w.m[a0 + OB_ROUTINE] === 6);
    expect(rw(w.m, a0 + 0x2c)).toBeGreaterThan(0x300 + 0xe0);
    expect(n).toBeGreaterThan(1);
    w.step(0);
    expect(slotsOf(w, ID_BASIC_PLATFORM).length).toBe(0);
  });

  it('type 7 waits for its switch (subtype >> 4), 60 frames later rises 2 px a frame for $200 px and stops (type 0)', () => {
    const { w, a0 } = platformScene(0x27);
    for (let i = 0; i < 10; i++) w.step(0);
    expect(rw(w.m, a0 + 0x3a)).toBe(0);
    setSwitchByte(w.state, 2, 1);
    w.step(0);
    expect(rw(w.m, a0 + 0x3a)).toBe(60);
    for (let i = 0; i < 60; i++) w.step(0);
    expect(w.m[a0 + OB_SUBTYPE]).toBe(0x28);
    w.step(0);
    expect(rw(w.m, a0 + 0x2c)).toBe(0x8e);
    for (let i = 0; i < 0xff; i++) w.step(0);
    expect(rw(w.m, a0 + 0x2c)).toBe((0x90 - 0x200) & 0xffff);
    expect(w.m[a0 + OB_SUBTYPE]).toBe(0);
  });
});
