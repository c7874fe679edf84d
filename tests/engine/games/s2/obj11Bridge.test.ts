/**
 * Obj11, Sonic 2's log bridge (engine/games/s2/obj11Bridge.ts) on the platform routines of
 * s2Platform.ts (PlatformObject11_cont, PlatformObject_ChkYRange, RideObject_SetRide), loaded
 * from an object layout on a flat level (floor y 224) that is a Sonic 2 act, with the bridge's
 * tables (Obj11_DepressionOffsets, byte_FB28) read from the checkout. A 12-log bridge centred on
 * x 200 at y 150: its child slots, a landing from above, the logs bending under the log stood on
 * (the numbers worked out by hand from the tables' rows), walking off its end, and Tails on it.
 */
import { expect, it } from 'vitest';
import { BTN_RIGHT } from '../../../../engine/input.ts';
import { levelHash } from '../../../../engine/level/levelHash.ts';
import type { Level } from '../../../../engine/level/types.ts';
import { BRIDGE_ANGLE, BRIDGE_P1_LOG, BRIDGE_P2_LOG, BRIDGE_Y } from '../../../../engine/games/s2/obj11Bridge.ts';
import { OB_ID, OB_RENDER_FLAGS, OB_ROUTINE, OB_STATUS, OB_WIDTH_PIXELS, OB_X, rw } from '../../../../engine/games/s2/s2Objects.ts';
import { SINE } from '../../../../engine/fixed/trig.ts';
import { P_HRAD, P_ON_OBJECT, P_STATUS, P_X, P_Y, P_YSP, ST_AIR, ST_ON_OBJECT } from '../../../../engine/state/layout.ts';
import { createWorld, type World } from '../../../../engine/world/world.ts';
import { HEADER_WORDS } from '../../../../engine/world/snapshotHeader.ts';
import { objectLevel } from '../../objects/objectTestLevel.ts';
import { place, placePartner } from '../../support/place.ts';
import { describeWithDisasmS2, s2Disassembly } from '../../../support/disasmS2.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One 12-log bridge (id $11, subtype $0C) at x 200, y 150. */
const LAYOUT = Uint8Array.of(0, 200, 0, 150, 0x11, 0x0c);

function act(): Level {
  const base = objectLevel([], { profile: 's2' });
  const data = s2Disassembly().importAct('ehz1').level.s2!.objectData;
  const content: Omit<Level, 'hash'> = { ...base, s2: { rings: Uint8Array.of(0xff, 0xff), objects: LAYOUT, objectData: data } };
  delete (content as { hash?: number }).hash;
  return { ...content, hash: levelHash(content) };
}

/** The 12 logs' y (the child slots' sub?_y_pos: 8 in the first child, 4 in the second). */
function logYs(w: World): number[] {
  const m = w.s2!.m;
  return Array.from({ length: 12 }, (_, i) => rw(m, (i < 8 ? 0x40 : 0x80) + 0x12 + (i & 7) * 6));
}

const pixel = (v: number): number => v >> 8;

describeWithDisasmS2('Obj11, the log bridge', (dir) => {
  it('reads the checkout\'s tables: Obj11_DepressionOffsets from the 8-log row (the 0- to 7-log rows are left out by `if 0`), byte_FB28\'s 16 rows; the sine table is the checkout\'s', () => {
    const data = s2Disassembly().importAct('ehz1').level.s2!.objectData;
    expect(Array.from(data.Obj11_DepressionOffsets.subarray(0, 16))).toEqual([2, 4, 6, 8, 8, 6, 4, 2, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(Array.from(data.Obj11_DepressionOffsets.subarray(0x80))).toEqual([2, 4, 6, 8, 0xa, 0xc, 0xe, 0x10, 0x10, 0xe, 0xc, 0xa, 8, 6, 4, 2]);
    expect([data.byte_FB28[0], data.byte_FB28[1], data.byte_FB28[0xf0], data.byte_FB28[0xff]]).toEqual([0xff, 0, 0x19, 0xff]);
    // CalcSine reads misc/sinewave.bin (Sine_Data); the engine's shared table holds the same 256 words.
    const bin = readFileSync(join(dir, 'misc/sinewave.bin'));
    const words = Array.from({ length: 256 }, (_, i) => ((bin[2 * i] << 8 | bin[2 * i + 1]) << 16) >> 16);
    expect(words).toEqual(Array.from(SINE.subarray(0, 256)));
  });

  it('lays out 12 logs of 16 px from x 104 in two child slots after its own (8 and 4), width $80, its y kept in objoff_3C', () => {
    const w = createWorld(act());
    w.step(0);
    const m = w.s2!.m;
    expect([m[OB_ID], m[OB_ROUTINE], m[OB_RENDER_FLAGS], m[OB_WIDTH_PIXELS], rw(m, BRIDGE_Y)]).toEqual([0x11, 2, 0x04, 0x80, 150]);
    // The children: id $11, render_flags level_fg | multi_sprite, mainspr_width $40, the count of logs.
    expect([0x40, 0x80].map((a) => [m[a + OB_ID], m[a + OB_RENDER_FLAGS], m[a + 0x0e], m[a + 0x0f], rw(m, a + OB_X)])).toEqual([
      [0x11, 0x44, 0x40, 8, 104 + 4 * 16 - 8],
      [0x11, 0x44, 0x40, 4, 104 + 10 * 16 - 8],
    ]);
    expect(Array.from({ length: 12 }, (_, i) => rw(m, (i < 8 ? 0x40 : 0x80) + 0x10 + (i & 7) * 6))).toEqual(Array.from({ length: 12 }, (_, i) => 104 + 16 * i));
    expect(logYs(w)).toEqual(new Array(12).fill(150));
  });

  it('lands Sonic falling onto its top (8 px above y) on log 6, then bends under him 4 angle steps a frame to sin($40): the logs 2, 5, 7, 9, 10, 11, 12, 11, 10, 8, 5, 2 px down', () => {
    const w = createWorld(act());
    place(w, { x: 200, y: 100, air: true });
    const s = w.state;
    let landed = -1;
    for (let f = 0; f < 60 && landed < 0; f++) {
      w.step(0);
      if ((s[P_STATUS] & ST_ON_OBJECT) !== 0) landed = f;
    }
    const m = w.s2!.m;
    // PlatformObject_ChkYRange: y + (top - feet - 4) + 3, feet 1 px above the top (142); stood on: slot 16, grounded, not moving down.
    expect([landed > 0, pixel(s[P_Y]), s[P_HRAD], s[P_STATUS] & ST_AIR, s[P_YSP], s[P_ON_OBJECT] - 1, m[OB_STATUS] & 0x18, m[BRIDGE_P1_LOG], m[BRIDGE_ANGLE]]).toEqual([
      true, 142 - 19 - 1, 19, 0, 0, 16, 0x08, 6, 0,
    ]);
    const ys: number[] = [];
    for (let f = 0; f < 17; f++) {
      w.step(0);
      ys.push(pixel(s[P_Y]));
    }
    // Log 6's share is $FF: (255 + 1) * 12 (the 12-log row's depth at log 6) * sin(angle) >> 16 below 150, the feet 8 px above it.
    const expected = Array.from({ length: 17 }, (_, f) => 150 + ((256 * 12 * SINE[Math.min(4 * (f + 1), 0x40)]) >>> 16) - 8 - 19);
    expect(ys).toEqual(expected);
    expect([ys[0], ys.at(-1), m[BRIDGE_ANGLE]]).toEqual([124, 135, 0x40]);
    expect(logYs(w)).toEqual([2, 5, 7, 9, 10, 11, 12, 11, 10, 8, 5, 2].map((d) => 150 + d));
  });

  it('lets Sonic walk along the logs and off its right end (x - 104 past 12 * 16 = 192, as sub_F872 spans it): on_object cleared, in_air left clear, the bend easing back 4 a frame', () => {
    const w = createWorld(act());
    place(w, { x: 200, y: 100, air: true });
    const s = w.state;
    for (let f = 0; f < 40; f++) w.step(0);
    const m = w.s2!.m;
    const logs: number[] = [];
    let off = -1;
    let offX = 0;
    let offAir = -1;
    for (let f = 0; f < 120 && off < 0; f++) {
      w.step(BTN_RIGHT);
      if ((s[P_STATUS] & ST_ON_OBJECT) === 0) {
        off = f;
        offX = pixel(s[P_X]);
        offAir = s[P_STATUS] & ST_AIR;
      } else if (logs.at(-1) !== m[BRIDGE_P1_LOG]) logs.push(m[BRIDGE_P1_LOG]);
    }
    expect(logs).toEqual([6, 7, 8, 9, 10, 11]);
    expect([off > 0, offX - (200 - (12 * 8 + 8)) >= 12 * 16, offAir, m[OB_STATUS] & 0x18, m[BRIDGE_ANGLE]]).toEqual([true, true, 0, 0, 0x40]);
    w.step(BTN_RIGHT);
    expect(m[BRIDGE_ANGLE]).toBe(0x3c);
  });

  it('carries Tails too (p2_standing, bit 4): standing on his own log (objoff_3B), Sonic\'s log (objoff_3F) steps one a frame towards Tails\' while both stand', () => {
    const w = createWorld(act(), { partner: { character: 'tails', control: 'human' } });
    place(w, { x: 160, y: 100, air: true });
    placePartner(w, { x: 250, y: 100, air: true });
    for (let f = 0; f < 40; f++) w.step(0);
    const m = w.s2!.m;
    const p2 = w.p2!.s;
    expect([m[OB_STATUS] & 0x18, w.state[P_ON_OBJECT] - 1, p2[P_ON_OBJECT] - 1, m[BRIDGE_P2_LOG]]).toEqual([0x18, 16, 16, (250 - 200 + 104) >> 4]);
    // Sonic stands on log (160 - 96) >> 4 = 4 but sub_F872 writes it each frame, after Obj11_EHZ's step towards Tails' (9): it stays 4.
    expect(m[BRIDGE_P1_LOG]).toBe((160 - 200 + 104) >> 4);
    // Tails' feet on his log: y = log y - 8 - y_radius (15).
    expect(pixel(p2[P_Y])).toBe(logYs(w)[9] - 8 - 15);
  });

  it('restores a snapshot taken on the bridge (interact: the game\'s slot 16) into another world, which steps on in lockstep; interact past Object_RAM\'s $80 slots is refused', () => {
    const a = createWorld(act());
    place(a, { x: 200, y: 100, air: true });
    for (let f = 0; f < 30; f++) a.step(0);
    expect(a.state[P_ON_OBJECT]).toBe(17);
    const snap = a.snapshot();
    const b = createWorld(act());
    expect(b.restoreUntrusted(snap).ok).toBe(true);
    for (let f = 0; f < 60; f++) {
      a.step(BTN_RIGHT);
      b.step(BTN_RIGHT);
      expect(b.hash(), `frame ${f}`).toBe(a.hash());
    }
    const bad = snap.slice();
    bad[HEADER_WORDS + P_ON_OBJECT] = 0x81;
    const r = b.restoreUntrusted(bad);
    expect(r.ok ? null : [r.error.code, (r.error as { field?: string }).field]).toEqual(['snapshotInvalid', 'P_ON_OBJECT']);
  });
});

