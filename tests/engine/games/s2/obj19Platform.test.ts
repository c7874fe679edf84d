/**
 * Sonic 2's oscillators (engine/games/s2/s2Oscillate.ts, Osc_Data and Osc_Data2 read from the
 * checkout) and Obj19, the platforms that move by them (obj19Platform.ts, on PlatformObject of
 * s2Platform.ts), on a flat level (floor y 224) that is a Sonic 2 act.
 */
import { expect, it } from 'vitest';
import { levelHash } from '../../../../engine/level/levelHash.ts';
import type { Level } from '../../../../engine/level/types.ts';
import { PLATFORM_X0, PLATFORM_Y0 } from '../../../../engine/games/s2/obj19Platform.ts';
import { oscillatingByte } from '../../../../engine/games/s2/s2Oscillate.ts';
import { OB_ID, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_WIDTH_PIXELS, OB_X, OB_Y, rw } from '../../../../engine/games/s2/s2Objects.ts';
import { OSC_CONTROL, OSC_DATA } from '../../../../engine/games/s2/s2State.ts';
import { P_HRAD, P_ON_OBJECT, P_STATUS, P_X, P_Y, ST_ON_OBJECT } from '../../../../engine/state/layout.ts';
import { createWorld } from '../../../../engine/world/world.ts';
import { HEADER_WORDS } from '../../../../engine/world/snapshotHeader.ts';
import { objectLevel } from '../../objects/objectTestLevel.ts';
import { place } from '../../support/place.ts';
import { describeWithDisasmS2, s2Disassembly } from '../../../support/disasmS2.ts';

function act(layout: Uint8Array): Level {
  const base = objectLevel([], { profile: 's2' });
  const data = s2Disassembly().importAct('cpz1').level.s2!.objectData;
  const content: Omit<Level, 'hash'> = { ...base, s2: { rings: Uint8Array.of(0xff, 0xff), objects: layout, objectData: data } };
  delete (content as { hash?: number }).hash;
  return { ...content, hash: levelHash(content) };
}

const px = (v: number): number => v >> 8;

describeWithDisasmS2('the oscillators and Obj19', () => {
  it('starts the oscillators as Osc_Data holds them, and swings oscillator 0 up by 2 a frame until its high byte reaches $10 (the 63rd frame: $1040), then down', () => {
    const w = createWorld(act(new Uint8Array(0)));
    const g = w.state;
    const b = w.s2!.base;
    // Osc_Data: the direction bits %0000000001111101, oscillator 9 at $3848 with speed $EE.
    expect([g[b + OSC_CONTROL], g[b + OSC_DATA], g[b + OSC_DATA + 1], g[b + OSC_DATA + 18], g[b + OSC_DATA + 19]]).toEqual([0x7d, 0x80, 0, 0x3848, 0xee]);
    let turned = -1;
    for (let f = 0; f < 80 && turned < 0; f++) {
      w.step(0);
      if ((g[b + OSC_CONTROL] & 0x8000) !== 0) turned = f;
    }
    // After n frames going up: speed 2n, value $80 + n(n + 1); $80 + 63 * 64 = $1040 (62 * 63 fell short of $F80).
    expect([turned, g[b + OSC_DATA], g[b + OSC_DATA + 1]]).toEqual([62, 0x1040, 0x7e]);
    w.step(0);
    expect([g[b + OSC_DATA], g[b + OSC_DATA + 1]]).toEqual([0x1040 + 0x7c, 0x7c]);
  });

  it('lays a type 0 platform (subtype 0: width $20) out and moves it to x0 - Oscillating_Data+8\'s byte each frame, carrying Sonic by its x change on its top ($11 above y)', () => {
    const w = createWorld(act(Uint8Array.of(0, 200, 0, 150, 0x19, 0x00)));
    const m = w.s2!.m;
    const g = w.state;
    place(w, { x: 190, y: 100, air: true });
    let landed = -1;
    for (let f = 0; f < 60 && landed < 0; f++) {
      w.step(0);
      if ((g[P_STATUS] & ST_ON_OBJECT) !== 0) landed = f;
    }
    expect([m[OB_ID], m[OB_ROUTINE], m[OB_WIDTH_PIXELS], rw(m, PLATFORM_X0), rw(m, PLATFORM_Y0), g[P_ON_OBJECT] - 1, m[OB_STATUS] & 0x18]).toEqual([0x19, 2, 0x20, 200, 150, 16, 0x08]);
    // Landed (PlatformObject_ChkYRange) with his feet a pixel above the top; stood on (MvSonicOnPtfm), on it.
    expect(px(g[P_Y])).toBe(150 - 0x11 - 1 - g[P_HRAD]);
    const gaps: number[] = [];
    for (let f = 0; f < 120; f++) {
      // The platform moves (RunObjects) before the frame's OscillateNumDo: by the byte as the frame began.
      const byte = oscillatingByte(g, w.s2!.base, 8);
      w.step(0);
      expect(rw(m, OB_X)).toBe(200 - byte);
      gaps.push(px(g[P_X]) - rw(m, OB_X));
    }
    expect(px(g[P_Y])).toBe(150 - 0x11 - g[P_HRAD]);
    expect(new Set(gaps).size).toBe(1);
    expect(rw(m, OB_X)).toBeLessThan(200);
  });

  it('waits as type 3 until stood on, then (4) rises towards $60 px above its start: ObjectMove first, then its y speed 8 a frame up (-8, -16 ...)', () => {
    const w = createWorld(act(Uint8Array.of(0, 200, 0, 150, 0x19, 0x03)));
    const m = w.s2!.m;
    for (let f = 0; f < 10; f++) w.step(0);
    expect([m[OB_SUBTYPE], rw(m, OB_Y)]).toEqual([3, 150]);
    place(w, { x: 200, y: 100, air: true });
    let on = -1;
    for (let f = 0; f < 60 && on < 0; f++) {
      w.step(0);
      if (m[OB_SUBTYPE] === 4) on = f;
    }
    const ys: [number, number][] = [];
    for (let k = 1; k <= 4; k++) {
      w.step(0);
      ys.push([(rw(m, 0x12) << 16) >> 16, ((rw(m, OB_Y) << 16) | rw(m, OB_Y + 2)) | 0]);
    }
    // y (16.16) falls by the speed before it, << 8: 0, 8 << 8, 16 << 8 ...
    expect([on > 0, ys]).toEqual([true, [1, 2, 3, 4].map((k) => [-8 * k, (150 << 16) - 0x800 * ((k * (k - 1)) / 2)])]);
  });

  it('refuses a snapshot whose oscillator is not a word, naming it', () => {
    const w = createWorld(act(new Uint8Array(0)));
    w.step(0);
    const snap = w.snapshot();
    const bad = snap.slice();
    bad[HEADER_WORDS + w.s2!.base + OSC_DATA + 4] = 0x10000;
    const r = w.restoreUntrusted(bad);
    expect(r.ok ? null : [r.error.code, (r.error as { field?: string }).field]).toEqual(['snapshotInvalid', 's2.oscillating[5]']);
    expect(w.restoreUntrusted(snap).ok).toBe(true);
  });
});
