import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { scene, slotsOf } from '../ghz/scene.ts';
import { ID_SPIKE_BALL } from '../../../../../../engine/games/s1/objects/objects/spikeBall.ts';
import { ID_BIG_SPIKE_BALL } from '../../../../../../engine/games/s1/objects/objects/bigSpikeBall.ts';
import {
  OBJECT_SIZE, OB_ANGLE, OB_COL_TYPE, OB_FRAME, OB_ROUTINE, OB_X, OB_Y, rw,
} from '../../../../../../engine/games/s1/objects/ram.ts';
import { oscillatorByte } from '../../../../../../engine/games/s1/act/oscillators.ts';
import { C_X } from '../../../../../../engine/state/layout.ts';
import { ZONE_LZ, ZONE_SYZ } from '../../../../../../engine/games/s1/act/actRules.ts';
import { SINE } from '../../../../../../engine/fixed/trig.ts';

const X = 0x140;
const Y = 0x60;

describe('SpikeBall ($57)', () => {
  it('subtype $54: the ball at radius $40 and links at $30, $20, $10 and 0 (the centre) in the first free slots; the list at objoff_29', () => {
    const w = scene([{ x: X, y: Y, id: ID_SPIKE_BALL, subtype: 0x54 }], { zone: ZONE_SYZ });
    const all = slotsOf(w, ID_SPIKE_BALL);
    const ball = all.find((a) => w.m[a + OB_ROUTINE] === 2)!;
    const links = all.filter((a) => a !== ball);
    expect(links.length).toBe(4);
    expect([w.m[ball + 0x29], w.m[ball + 0x2a], w.m[ball + 0x2b], w.m[ball + 0x2c], w.m[ball + 0x2d], w.m[ball + 0x2e]]).toEqual([
      4, ...links.map((a) => a / OBJECT_SIZE), ball / OBJECT_SIZE,
    ]);
    expect([w.m[ball + 0x3c], ...links.map((a) => w.m[a + 0x3c])]).toEqual([0x40, 0x30, 0x20, 0x10, 0]);
    expect([w.m[ball + OB_COL_TYPE], ...links.map((a) => w.m[a + OB_COL_TYPE])]).toEqual([0x98, 0x98, 0x98, 0x98, 0x98]);
    expect(links.map((a) => w.m[a + OB_ROUTINE])).toEqual([4, 4, 4, 4]);
    // Speed $50 * 8 = $280 to the 16-bit angle a frame.
    expect(rw(w.m, ball + 0x3e)).toBe(0x280);
  });

  it('every frame the angle word gains the speed and every piece goes to origin + (radius * cos, radius * sin) >> 8', () => {
    const w = scene([{ x: X, y: Y, id: ID_SPIKE_BALL, subtype: 0x54 }], { zone: ZONE_SYZ });
    const all = slotsOf(w, ID_SPIKE_BALL);
    const ball = all.find((a) => w.m[a + OB_ROUTINE] === 2)!;
    let angle = 0x280;
    for (let f = 0; f < 120; f++) {
      expect(rw(w.m, ball + OB_ANGLE)).toBe(angle & 0xffff);
      const b = (angle >> 8) & 0xff;
      for (const a of all) {
        const r = w.m[a + 0x3c];
        expect([rw(w.m, a + OB_X), rw(w.m, a + OB_Y)]).toEqual([X + ((r * SINE[b + 0x40]) >> 8), Y + ((r * SINE[b]) >> 8)]);
      }
      w.step(0);
      angle += 0x280;
    }
  });

  it('a negative speed (high nibble >= 8) turns the other way; the flip bits start it at $40 / $80; bit 3 drops the innermost link', () => {
    const w = scene([{ x: X, y: Y, id: ID_SPIKE_BALL, subtype: 0xcc, xFlip: true }], { zone: ZONE_SYZ });
    const all = slotsOf(w, ID_SPIKE_BALL);
    const ball = all.find((a) => w.m[a + OB_ROUTINE] === 2)!;
    // $C0 sign-extended = -$40, * 8 = -$200; x-flip: $40 << 8; bit 3: links at $30, $20, $10 only.
    expect(rw(w.m, ball + 0x3e)).toBe(0x10000 - 0x200);
    expect(rw(w.m, ball + OB_ANGLE)).toBe(0x4000 - 0x200);
    expect(all.length).toBe(4);
    expect(all.filter((a) => a !== ball).map((a) => w.m[a + 0x3c])).toEqual([0x30, 0x20, 0x10]);
  });

  it('in LZ the links are harmless, the ball is bigger ($8B, frame 1) and a link at radius 0 uses frame 2', () => {
    const w = scene([{ x: X, y: Y, id: ID_SPIKE_BALL, subtype: 0x53 }], { zone: ZONE_LZ });
    const all = slotsOf(w, ID_SPIKE_BALL);
    const ball = all.find((a) => w.m[a + OB_ROUTINE] === 2)!;
    const links = all.filter((a) => a !== ball);
    expect([w.m[ball + OB_COL_TYPE], w.m[ball + OB_FRAME]]).toEqual([0x8b, 1]);
    expect(links.map((a) => [w.m[a + 0x3c], w.m[a + OB_COL_TYPE], w.m[a + OB_FRAME]])).toEqual([[0x20, 0, 0], [0x10, 0, 0], [0, 0, 2]]);
  });

  it('out of range of its origin it deletes its links and itself', () => {
    const w = scene([{ x: X, y: Y, id: ID_SPIKE_BALL, subtype: 0x54 }], { zone: ZONE_SYZ });
    w.state[C_X] = X + 0x300;
    w.step(0);
    expect(slotsOf(w, ID_SPIKE_BALL)).toEqual([]);
  });
});

describe('BigSpikeBall ($58)', () => {
  it('hurts (touch type $86) and stands still as type 0', () => {
    const w = scene([{ x: X, y: Y, id: ID_BIG_SPIKE_BALL, subtype: 0 }], { zone: ZONE_SYZ });
    const a = slotsOf(w, ID_BIG_SPIKE_BALL)[0];
    for (let i = 0; i < 10; i++) w.step(0);
    expect([w.m[a + OB_COL_TYPE], rw(w.m, a + OB_X), rw(w.m, a + OB_Y)]).toEqual([0x86, X, Y]);
  });

  it('type 1 swings $60 px sideways by oscillator 3 (mirrored: $60 - value); type 2 up and down (mirrored: $80 - value)', () => {
    for (const [type, flip, span, axis] of [[1, false, 0x60, OB_X], [1, true, 0x60, OB_X], [2, false, 0x80, OB_Y], [2, true, 0x80, OB_Y]] as const) {
      const w = scene([{ x: X, y: 0x100, id: ID_BIG_SPIKE_BALL, subtype: type, xFlip: flip }], { zone: ZONE_SYZ });
      const a = slotsOf(w, ID_BIG_SPIKE_BALL)[0];
      for (let i = 0; i < 40; i++) {
        const v = oscillatorByte(w.state, 3);
        w.step(0);
        expect(rw(w.m, a + axis)).toBe((axis === OB_X ? X : 0x100) - (flip ? span - v : v));
      }
    }
  });

  it('type 3 circles its placed position at radius $50, its angle word turning by (high nibble, signed) * 8', () => {
    const w = scene([{ x: X, y: 0x100, id: ID_BIG_SPIKE_BALL, subtype: 0xe3 }], { zone: ZONE_SYZ });
    const a = slotsOf(w, ID_BIG_SPIKE_BALL)[0];
    // $E0 → -$20 * 8 = -$100: one angle step a frame, backwards.
    let angle = -0x100;
    for (let i = 0; i < 300; i++) {
      const b = (angle >> 8) & 0xff;
      expect([rw(w.m, a + OB_X), rw(w.m, a + OB_Y)]).toEqual([X + ((0x50 * SINE[b + 0x40]) >> 8), 0x100 + ((0x50 * SINE[b]) >> 8)]);
      w.step(0);
      angle -= 0x100;
    }
  });
});
