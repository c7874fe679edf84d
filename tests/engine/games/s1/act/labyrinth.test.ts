import { describe, expect, it } from 'vitest';
import { createWorld } from '../../../../../engine/world/world.ts';
import {
  C_X, P_CTRL_LOCK, P_GSP, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_DEAD, ST_FACING_LEFT, ST_UNDERWATER, W_LAYOUT_PATCH, W_SLIDE,
  W_WATER_LEVEL, W_WATER_ROUTINE, W_WATER_TARGET, W_WATER_Y, W_WIND_TUNNEL, W_WIND_TUNNEL_OFF,
} from '../../../../../engine/state/layout.ts';
import {
  advanceOscillators, initOscillators, oscillatorByte, oscillatorRam, oscillatorRate, oscillatorValue, stepOscillatorRam,
} from '../../../../../engine/games/s1/act/oscillators.ts';
import { ZONE_GHZ, ZONE_LZ } from '../../../../../engine/games/s1/act/actRules.ts';
import { BTN_LEFT, BTN_UP } from '../../../../../engine/input.ts';
import { syntheticAct } from './support/syntheticAct.ts';

describe('the oscillators (OscillateNumInit / OscillateNumDo)', () => {
  it('the game\'s routine: oscillator 0 rises by a rate growing 2 a frame and turns when its high byte reaches $10', () => {
    const r = oscillatorRam();
    expect(r[0]).toBe(0b0000000001111100);
    expect([r[1], r[2]]).toEqual([0x80, 0]);
    for (let n = 1; n <= 62; n++) stepOscillatorRam(r);
    // value = $80 + 2 * (1 + 2 + ... + 62) = $80 + 3906
    expect(r[1]).toBe(0x80 + 3906);
    expect(r[0] & 0x8000).toBe(0);
    stepOscillatorRam(r);
    expect(r[1]).toBe(0x80 + 4032);
    expect(r[0] & 0x8000).toBe(0x8000);
    stepOscillatorRam(r);
    // Going down: the rate shrinks by 2 (126 - 2 = 124) and is still added.
    expect(r[2]).toBe(124);
  });

  it('the state\'s step count reads the same values and rates as running the routine, over 3000 frames', () => {
    const r = oscillatorRam();
    const s = new Int32Array(256);
    initOscillators(s);
    for (let n = 0; n < 3000; n++) {
      for (let i = 0; i < 16; i++) {
        expect(oscillatorValue(s, i)).toBe(r[1 + 2 * i]);
        expect(oscillatorRate(s, i)).toBe(r[2 + 2 * i]);
      }
      stepOscillatorRam(r);
      advanceOscillators(s);
    }
  });

  it('real acts run them (not while the player is dead)', () => {
    const w = createWorld(syntheticAct({ zone: ZONE_GHZ, act: 0, cells: [[0, 0, 1]], start: { x: 0x60, y: 0x6c } }));
    expect(oscillatorValue(w.state, 0)).toBe(0x80);
    w.step(0);
    expect(oscillatorValue(w.state, 0)).toBe(0x82);
    w.state[P_STATUS] |= ST_DEAD;
    w.step(0);
    expect(oscillatorValue(w.state, 0)).toBe(0x82);
  });
});

describe('Labyrinth water (LZWaterFeatures)', () => {
  function lz(act: number, extra: Partial<Parameters<typeof syntheticAct>[0]> = {}) {
    return createWorld(syntheticAct({ zone: ZONE_LZ, act, cells: [[0, 0, 1], [0, 1, 1]], start: { x: 0x60, y: 0x6c }, size: { right: 0x3000, bottom: 0x700 }, ...extra }));
  }

  it('starts at the act\'s WaterHeight, and the surface sways by half of oscillator 0\'s high byte', () => {
    const w = lz(0);
    const s = w.state;
    expect([s[W_WATER_LEVEL], s[W_WATER_TARGET], s[W_WATER_Y]]).toEqual([0xb8, 0xb8, 0xb8]);
    for (let i = 0; i < 70; i++) w.step(0);
    expect(s[W_WATER_Y]).toBe(s[W_WATER_LEVEL] + (oscillatorByte(s, 0) >> 1));
    expect(oscillatorByte(s, 0)).toBeGreaterThan(1);
    expect(lz(1).state[W_WATER_LEVEL]).toBe(0x328);
    expect(lz(3).state[W_WATER_LEVEL]).toBe(0x228);
  });

  it('LZ1: past camera x $600 with the player low the target becomes $108 and the water rises 1 px a frame', () => {
    const w = lz(0);
    const s = w.state;
    s[C_X] = 0x600;
    s[P_Y] = 0x240 << 8;
    w.step(0);
    expect(s[W_WATER_TARGET]).toBe(0x108);
    expect(s[W_WATER_LEVEL]).toBe(0xb9);
    w.step(0);
    expect(s[W_WATER_LEVEL]).toBe(0xba);
  });

  it('LZ3: its first water event raises the water at once and rewrites a layout chunk; a restore undoes it', () => {
    const w = lz(2, { cells: [[0, 0, 1], [2, 6, 2]], floorIds: [0x4b] });
    const s = w.state;
    const before = w.snapshot();
    expect(w.t.block(0x640, 0x2c0)).toBe(0);
    s[C_X] = 0x600;
    s[P_X] = 0x640 << 8;
    s[P_Y] = 0x400 << 8;
    s[P_STATUS] = ST_AIR;
    w.step(0);
    expect([s[W_WATER_TARGET], s[W_WATER_LEVEL], s[W_WATER_ROUTINE], s[W_LAYOUT_PATCH]]).toEqual([0x4c8, 0x4c8, 1, 0x4b]);
    expect(w.t.block(0x640, 0x2c0) & 0x7ff).toBe(1);
    expect(w.restore(before).ok).toBe(true);
    w.step(0);
    expect(w.t.block(0x640, 0x2c0)).toBe(0);
    // Another world on the same level never saw the change.
    const other = lz(2, { cells: [[0, 0, 1], [2, 6, 2]], floorIds: [0x4b] });
    expect(other.t.block(0x640, 0x2c0)).toBe(0);
  });

  it('a wind tunnel carries the player: x + 4 px and x speed $400 before its own move, airborne, y speed 0', () => {
    const w = lz(1);
    const s = w.state;
    s[P_X] = 0x500 << 8;
    s[P_Y] = 0x440 << 8;
    // The tunnel is under the water (0x328 in LZ2): the player is already underwater there.
    s[P_STATUS] = ST_AIR | ST_UNDERWATER;
    s[P_XSP] = 0;
    s[P_YSP] = 0x300;
    w.step(0);
    expect(s[W_WIND_TUNNEL]).toBe(1);
    expect(s[P_XSP]).toBe(0x400);
    expect(s[P_X] >> 8).toBe(0x500 + 4 + 4);
    expect(s[P_Y] >> 8).toBe(0x440);
    expect(s[P_YSP]).toBe(0x38 - 0x28);
  });

  it('in the tunnel\'s first page it curves (act 2: y - 2); Up held last frame moves the player up 1 px', () => {
    const w = lz(1);
    const s = w.state;
    s[P_X] = 0x470 << 8;
    s[P_Y] = 0x440 << 8;
    s[P_STATUS] = ST_AIR;
    w.step(BTN_UP);
    expect(s[P_Y] >> 8).toBe(0x440 - 2);
    w.step(0);
    // Up was held the frame before: the tunnel reads the pad the player read last.
    expect(s[P_Y] >> 8).toBe(0x440 - 2 - 2 - 1);
  });

  it('tunnels closed (f_wtunnelallow) carry nothing', () => {
    const w = lz(1);
    const s = w.state;
    s[W_WIND_TUNNEL_OFF] = 1;
    s[P_X] = 0x500 << 8;
    s[P_Y] = 0x440 << 8;
    s[P_STATUS] = ST_AIR;
    w.step(0);
    expect(s[P_XSP]).toBe(0);
    expect(s[W_WIND_TUNNEL]).toBe(0);
  });

  it('a water slide chunk pushes a grounded player at its speed, ignoring the buttons; leaving it locks control 5 frames', () => {
    // Layout id 7 is a slide at speed -11 px/frame; it is also a floor here.
    const w = lz(0, { cells: [[0, 0, 7], [0, 1, 1]], floorIds: [7], start: { x: 0x60, y: 0x6c } });
    const s = w.state;
    w.step(0);
    expect(s[W_SLIDE]).toBe(1);
    expect(s[P_STATUS] & ST_FACING_LEFT).toBe(ST_FACING_LEFT);
    // This frame's slide speed (-$B00) is what the player moves by: no friction, no input.
    const x = s[P_X];
    w.step(BTN_LEFT);
    expect(s[P_GSP]).toBe(-0xb00);
    expect(s[P_X] - x).toBe(-0xb00);
    // Onto the plain floor chunk: slide mode ends with the lock at 5, before the player's own
    // update, which counts grounded frames down: 4 after this frame.
    s[P_X] = 0x150 << 8;
    w.step(0);
    expect(s[W_SLIDE]).toBe(0);
    expect(s[P_CTRL_LOCK]).toBe(4);
  });
});
