import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, slotsOf, stepUntil } from '../ghz/scene.ts';
import { ID_STAIRCASE } from '../../../../../../engine/games/s1/objects/objects/staircase.ts';
import { ID_FAN } from '../../../../../../engine/games/s1/objects/objects/fan.ts';
import { OB_FRAME, OB_ROUTINE, OB_SUBTYPE, OB_X, OB_Y, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { P_STATUS, P_X, P_Y, P_YSP, ST_AIR, ST_ON_OBJECT } from '../../../../../../engine/state/layout.ts';
import { ZONE_SLZ } from '../../../../../../engine/games/s1/act/actRules.ts';

function stairs(subtype: number, xFlip = false) {
  const w = scene([{ x: 0xc0, y: 0x100, id: ID_STAIRCASE, subtype, xFlip }], { zone: ZONE_SLZ, size: { top: 0, bottom: 0x300 } });
  const blocks = slotsOf(w, ID_STAIRCASE);
  return { w, blocks, first: blocks[0] };
}

describe('Staircase ($5B)', () => {
  it('is four solid blocks $20 px apart, the first keeping the drops at objoff_38..3B for all of them', () => {
    const { w, blocks } = stairs(0);
    expect(blocks.map((a) => [rw(w.m, a + OB_X), rw(w.m, a + OB_Y), w.m[a + 0x37], w.m[a + OB_ROUTINE]])).toEqual([
      [0xc0, 0x100, 0x38, 2], [0xe0, 0x100, 0x39, 4], [0x100, 0x100, 0x3a, 4], [0x120, 0x100, 0x3b, 4],
    ]);
    // x-flipped: the drops are read the other way round.
    const f = stairs(0, true);
    expect(f.blocks.map((a) => f.w.m[a + 0x37])).toEqual([0x3b, 0x3a, 0x39, 0x38]);
  });

  it('type 0: Sonic standing on it starts 30 frames; then (type 1) block 0 drops 1 px a frame to $80 and the others 3/4, 1/2, 1/4 as far', () => {
    const { w, blocks, first } = stairs(0);
    dropSonic(w, 0x120, 0xc0);
    stepUntil(w, () => (w.state[P_STATUS] & ST_ON_OBJECT) !== 0);
    // The contact reaches the first block from the last one this frame; the first reads it next frame.
    expect(w.m[first + 0x36]).toBe(1);
    w.step(0);
    expect(rw(w.m, first + 0x34)).toBe(0x1e);
    const turned = stepUntil(w, () => w.m[first + OB_SUBTYPE] === 1);
    expect(turned).toBe(0x1e);
    for (let v = 1; v <= 0x80; v++) {
      w.step(0);
      expect(blocks.map((a) => rw(w.m, a + OB_Y) - 0x100)).toEqual([v, (3 * v) >> 2, v >> 1, v >> 2]);
    }
    w.step(0);
    expect(rw(w.m, first + OB_Y)).toBe(0x180);
  });

  it('type 2: a contact from below (SolidObject -1) starts 60 frames of shaking (bytes alternate 0/1 by bit 2 of the count), then it drops', () => {
    const { w, blocks, first } = stairs(2);
    // Sonic jumping up into the second block's underside.
    dropSonic(w, 0xe0, 0x128);
    w.state[P_YSP] = -0x400;
    stepUntil(w, () => w.m[first + 0x36] === 0xff);
    w.state[P_STATUS] |= ST_AIR;
    w.state[P_Y] = 0x200 << 8;
    w.step(0);
    expect(rw(w.m, first + 0x34)).toBe(0x3c);
    for (let t = 0x3b; t > 0; t--) {
      w.step(0);
      const d = (t & 0xff) >> 2 & 1;
      expect(blocks.map((a) => rw(w.m, a + OB_Y) - 0x100)).toEqual([d, d ^ 1, d, d ^ 1]);
    }
    w.step(0);
    expect(w.m[first + OB_SUBTYPE]).toBe(3);
    // Type 3 drops like type 1, from the bytes as the shaking left them (count 1: all 0 and 1, byte $38 0).
    w.step(0);
    expect(w.m[first + 0x38]).toBe(1);
  });
});

describe('Fan ($5D)', () => {
  // Over the void (the scene's floor ends at x $100), clear of the act's top.
  const FX = 0x200;
  const FY = 0x100;

  /** The shift one frame of the fan gives Sonic standing at (FX + dx, FY + dy), still in the air. */
  function push(dx: number, dy: number, o: { subtype?: number; xFlip?: boolean } = {}): number {
    const w = scene([{ x: FX, y: FY, id: ID_FAN, subtype: o.subtype ?? 2, xFlip: o.xFlip }], { zone: ZONE_SLZ });
    dropSonic(w, FX + dx, FY + dy);
    w.step(0);
    return (w.state[P_X] >> 8) - (FX + dx);
  }

  it('an unflipped fan blows left: (k - $100) >> 4 px with k = d + $60 in front (d = fan x - Sonic x), 2 * (-d - 1) + $60 behind', () => {
    expect(push(0, 0)).toBe(-10);
    expect(push(-0x20, 0)).toBe(-8);
    expect(push(-0x9f, 0)).toBe(-1);
    expect(push(0x10, 0)).toBe(-9);
    expect(push(0x50, 0)).toBe(-1);
    // Out of range: $A0 in front, $51 behind.
    expect(push(-0xa0, 0)).toBe(0);
    expect(push(0x51, 0)).toBe(0);
  });

  it('its range in y: Sonic from $60 above the fan to $F below it', () => {
    expect(push(-0x20, -0x60)).toBe(-8);
    expect(push(-0x20, -0x61)).toBe(0);
    expect(push(-0x20, 0xf)).toBe(-8);
    expect(push(-0x20, 0x10)).toBe(0);
  });

  it('a flipped fan blows right (($100 - k) >> 4), a subtype-1 fan sucks', () => {
    expect(push(0x20, 0, { xFlip: true })).toBe(8);
    expect(push(0, 0, { xFlip: true })).toBe(10);
    // Behind a flipped fan: k = $7E, ($100 - $7E) >> 4 = 8 (9 for the unflipped one: the shift rounds down).
    expect(push(-0x10, 0, { xFlip: true })).toBe(8);
    expect(push(-0x20, 0, { subtype: 3 })).toBe(8);
  });

  it('a switching fan (subtype bit 1 clear) is off for 121 frames, on for 181, off for 121 ...; off it neither blows nor turns', () => {
    const w = scene([{ x: FX, y: FY, id: ID_FAN, subtype: 0 }], { zone: ZONE_SLZ });
    const a0 = slotsOf(w, ID_FAN)[0];
    const on: number[] = [];
    let was = false;
    for (let f = 1; f <= 700; f++) {
      dropSonic(w, FX - 0x20, FY);
      const frame = w.m[a0 + OB_FRAME];
      w.step(0);
      const blowing = (w.state[P_X] >> 8) !== FX - 0x20;
      if (blowing !== was) on.push(f);
      was = blowing;
      if (!blowing) expect(w.m[a0 + OB_FRAME]).toBe(frame);
    }
    expect(on).toEqual([121, 302, 423, 604]);
  });

  it('turns its frames every frame: 0, 1, 2 (2, 3, 4 when sucking)', () => {
    for (const [subtype, base] of [[2, 0], [3, 2]] as const) {
      const w = scene([{ x: FX, y: FY, id: ID_FAN, subtype }], { zone: ZONE_SLZ });
      const a0 = slotsOf(w, ID_FAN)[0];
      const frames: number[] = [];
      for (let i = 0; i < 6; i++) {
        w.step(0);
        frames.push(w.m[a0 + OB_FRAME] - base);
      }
      expect(frames).toEqual([2, 0, 1, 2, 0, 1]);
    }
  });
});
