import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, slotsOf, stepUntil } from '../ghz/scene.ts';
import { ID_ELEVATOR } from '../../../../../../engine/games/s1/objects/objects/elevator.ts';
import { ID_CIRCLING_PLATFORM } from '../../../../../../engine/games/s1/objects/objects/circlingPlatform.ts';
import { ID_PYLON } from '../../../../../../engine/games/s1/objects/objects/pylon.ts';
import {
  OB_ACT_WID, OB_FRAME, OB_ROUTINE, OB_SCREEN_Y, OB_SUBTYPE, OB_X, OB_Y, RENDER_ON_SCREEN, OB_RENDER, rw,
} from '../../../../../../engine/games/s1/objects/ram.ts';
import { oscillatorByte } from '../../../../../../engine/games/s1/act/oscillators.ts';
import { C_X, C_Y, P_HRAD, P_STATUS, P_X, P_Y, ST_AIR, ST_ON_OBJECT } from '../../../../../../engine/state/layout.ts';
import { ZONE_SLZ } from '../../../../../../engine/games/s1/act/actRules.ts';

/** Elev_Move as a model: speed +$10 to $800 until past `dist`, then -$10; the 16:16 distance; stop at 2 * dist. */
function elevModel(dist: number) {
  let speed = 0;
  let moved = 0;
  let decel = false;
  let stopped = false;
  return () => {
    if (stopped) return Math.floor(moved / 0x10000);
    if (!decel) {
      if (speed < 0x800) speed += 0x10;
    } else if (speed !== 0) speed -= 0x10;
    moved += speed << 8;
    const whole = Math.floor(moved / 0x10000);
    if (whole > dist) decel = true;
    if (whole === dist * 2) stopped = true;
    return whole;
  };
}

describe('Elevator ($59)', () => {
  it('subtype 1 (distance $80, type 1) waits for Sonic, then rises with Elev_Move and stops at twice the distance ($100 px)', () => {
    const w = scene([{ x: 0xc0, y: 0x160, id: ID_ELEVATOR, subtype: 1 }], { zone: ZONE_SLZ, size: { top: 0, bottom: 0x300 } });
    const a0 = slotsOf(w, ID_ELEVATOR)[0];
    expect([w.m[a0 + OB_ACT_WID], w.m[a0 + OB_FRAME], rw(w.m, a0 + 0x3c), w.m[a0 + OB_SUBTYPE]]).toEqual([0x28, 0, 0x80, 1]);
    for (let i = 0; i < 10; i++) w.step(0);
    expect(rw(w.m, a0 + OB_Y)).toBe(0x160);
    dropSonic(w, 0xc0, 0x130);
    stepUntil(w, () => (w.state[P_STATUS] & ST_ON_OBJECT) !== 0);
    // Landing (routine 4) makes it type 2 that same frame; it moves from the next.
    expect([w.m[a0 + OB_ROUTINE], w.m[a0 + OB_SUBTYPE]]).toEqual([4, 2]);
    const model = elevModel(0x80);
    let frames = 0;
    while (w.m[a0 + OB_SUBTYPE] !== 0 && frames < 500) {
      w.step(0);
      frames++;
      expect(rw(w.m, a0 + OB_Y)).toBe(0x160 - model());
      // MvSonicOnPtfm2: Sonic 9 px above its y.
      expect(w.state[P_Y] >> 8).toBe(rw(w.m, a0 + OB_Y) - 9 - w.state[P_HRAD]);
    }
    expect(rw(w.m, a0 + OB_Y)).toBe(0x160 - 0x100);
    for (let i = 0; i < 5; i++) w.step(0);
    expect(rw(w.m, a0 + OB_Y)).toBe(0x160 - 0x100);
  });

  it('types 3, 5 and 7 go down, up-right and down-left (the diagonals move y by half)', () => {
    // Subtypes 3 ($10 / type 3 → 4: down), $C ($20 / 5 → 6: up-right), $D ($20 / 7 → 8: down-left).
    for (const [subtype, dist, dx, dy] of [[3, 0x40, 0, 1], [0xc, 0x80, 1, -0.5], [0xd, 0x80, -1, 0.5]] as const) {
      const w = scene([{ x: 0xc0, y: 0x60, id: ID_ELEVATOR, subtype }], { zone: ZONE_SLZ, floorCells: 4 });
      const a0 = slotsOf(w, ID_ELEVATOR)[0];
      expect(rw(w.m, a0 + 0x3c)).toBe(dist);
      dropSonic(w, 0xc0, 0x30);
      stepUntil(w, () => (w.state[P_STATUS] & ST_ON_OBJECT) !== 0);
      const model = elevModel(dist);
      for (let i = 0; i < 60; i++) {
        w.step(0);
        const moved = model();
        expect(rw(w.m, a0 + OB_X)).toBe(0xc0 + dx * moved);
        expect(rw(w.m, a0 + OB_Y)).toBe(0x60 + (dy === 1 ? moved : dy === 0.5 ? moved >> 1 : -(moved >> 1)));
      }
    }
  });

  it('subtype $8A is an invisible spawner: every $A * 6 = 60 frames a rising platform (subtype $E) in the first free slot', () => {
    const w = scene([{ x: 0xc0, y: 0x100, id: ID_ELEVATOR, subtype: 0x8a }], { zone: ZONE_SLZ, size: { top: 0, bottom: 0x300 } });
    const a0 = slotsOf(w, ID_ELEVATOR)[0];
    expect([w.m[a0 + OB_ROUTINE], rw(w.m, a0 + 0x3c), rw(w.m, a0 + 0x3e)]).toEqual([6, 60, 60]);
    const spawned = stepUntil(w, () => slotsOf(w, ID_ELEVATOR).length === 2);
    expect(spawned).toBe(60);
    const p = slotsOf(w, ID_ELEVATOR)[1];
    // It ran its Elev_Main this frame (a higher slot): type 9, distance $C0, and rose at once.
    expect([w.m[p + OB_SUBTYPE], rw(w.m, p + 0x3c), rw(w.m, p + OB_X), rw(w.m, p + 0x30)]).toEqual([9, 0xc0, 0xc0, 0x100]);
    expect(w.m[a0 + OB_RENDER] & RENDER_ON_SCREEN).toBe(0);
  });

  it('the rising platform (type 9) deletes itself at twice its distance, dropping a standing Sonic', () => {
    const w = scene([{ x: 0xc0, y: 0x200, id: ID_ELEVATOR, subtype: 0xe }], { zone: ZONE_SLZ, size: { top: 0, bottom: 0x300 } });
    const a0 = slotsOf(w, ID_ELEVATOR)[0];
    w.state[P_X] = 0xc0 << 8;
    const model = elevModel(0xc0);
    model();
    let n = 0;
    while (w.m[a0] === ID_ELEVATOR) {
      // Keep Sonic on it.
      if ((w.state[P_STATUS] & ST_ON_OBJECT) === 0) dropSonic(w, 0xc0, rw(w.m, a0 + OB_Y) - 0x20);
      w.step(0);
      n++;
      if (w.m[a0] === ID_ELEVATOR) expect(rw(w.m, a0 + OB_Y)).toBe(0x200 - model());
    }
    expect(n).toBeGreaterThan(0);
    expect(w.state[P_STATUS] & (ST_AIR | ST_ON_OBJECT)).toBe(ST_AIR);
  });
});

describe('CirclingPlatform ($5A)', () => {
  it('goes round $50 px circles by oscillators 8 and 9 - $50; bit 0 mirrors, bit 1 turns a quarter, bit 2 reverses', () => {
    for (let subtype = 0; subtype < 8; subtype++) {
      const w = scene([{ x: 0x100, y: 0x100, id: ID_CIRCLING_PLATFORM, subtype }], { zone: ZONE_SLZ, size: { top: 0, bottom: 0x300 } });
      const a0 = slotsOf(w, ID_CIRCLING_PLATFORM)[0];
      expect(w.m[a0 + OB_ACT_WID]).toBe(0x18);
      for (let i = 0; i < 50; i++) {
        let d1 = (((oscillatorByte(w.state, 8) - 0x50) << 24) >> 24);
        let d2 = (((oscillatorByte(w.state, 9) - 0x50) << 24) >> 24);
        w.step(0);
        if (subtype & 1) [d1, d2] = [-d1, -d2];
        if (subtype & 2) [d1, d2] = [d2, -d1];
        if (subtype & 4) d1 = -d1;
        expect([rw(w.m, a0 + OB_X), rw(w.m, a0 + OB_Y)]).toEqual([0x100 + d1, 0x100 + d2]);
      }
    }
  });

  it('carries Sonic (MvSonicOnPtfm2, 9 px above it)', () => {
    const w = scene([{ x: 0xc0, y: 0x60, id: ID_CIRCLING_PLATFORM, subtype: 0 }], { zone: ZONE_SLZ });
    const a0 = slotsOf(w, ID_CIRCLING_PLATFORM)[0];
    dropSonic(w, rw(w.m, a0 + OB_X), rw(w.m, a0 + OB_Y) - 0x30);
    stepUntil(w, () => (w.state[P_STATUS] & ST_ON_OBJECT) !== 0);
    for (let i = 0; i < 20; i++) {
      const x0 = rw(w.m, a0 + OB_X);
      const sx = w.state[P_X] >> 8;
      w.step(0);
      expect(w.state[P_X] >> 8).toBe(sx + rw(w.m, a0 + OB_X) - x0);
      expect(w.state[P_Y] >> 8).toBe(rw(w.m, a0 + OB_Y) - 9 - w.state[P_HRAD]);
    }
  });
});

describe('Pylon ($5C)', () => {
  it('is drawn in screen coordinates at x = -(2 * camera x), screen y = $100 - (2 * camera y & $3F), and never unloads', () => {
    const w = scene([{ x: 0x80, y: 0x80, id: ID_PYLON }], { zone: ZONE_SLZ, floorCells: 8 });
    const a0 = slotsOf(w, ID_PYLON)[0];
    w.state[P_X] = 0x700 << 8;
    for (let i = 0; i < 80; i++) {
      // It runs before the camera moves this frame.
      const cx = w.state[C_X];
      const cy = w.state[C_Y];
      w.step(0);
      expect(rw(w.m, a0 + OB_X)).toBe(-(cx * 2) & 0xffff);
      expect(rw(w.m, a0 + OB_SCREEN_Y)).toBe(0x100 - ((cy * 2) & 0x3f));
    }
    expect(w.state[C_X]).toBeGreaterThan(0x400);
    expect(slotsOf(w, ID_PYLON)).toEqual([a0]);
  });
});
