import { describe, expect, it } from 'vitest';
import { sbzScene, slotsOf } from './scene.ts';
import { ID_SAWS } from '../../../../../../engine/games/s1/objects/objects/saws.ts';
import { OB_COL_TYPE, OB_FRAME, OB_RENDER, OB_X, OB_Y, rsw, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { oscillatorByte } from '../../../../../../engine/games/s1/act/oscillators.ts';
import { P_X, P_Y } from '../../../../../../engine/state/layout.ts';

describe('Saws ($6A)', () => {
  it('subtype 1 swings sideways: x = origin - oscillator 3 (x-flipped: origin - ($60 - it)); hurts (type $A2); the frame flips every 3 frames', () => {
    for (const xFlip of [false, true]) {
      const w = sbzScene([{ x: 0x100, y: 0x40, id: ID_SAWS, subtype: 1, xFlip }]);
      const [a0] = slotsOf(w, ID_SAWS);
      expect(w.m[a0 + OB_COL_TYPE]).toBe(0xa2);
      const frames: number[] = [];
      for (let i = 0; i < 30; i++) {
        const o = oscillatorByte(w.state, 3);
        w.step(0);
        expect(rw(w.m, a0 + OB_X)).toBe(0x100 - (xFlip ? 0x60 - o : o));
        frames.push(w.m[a0 + OB_FRAME]);
      }
      // The start flipped it to 1 with 2 frames to go.
      expect(frames.slice(0, 9)).toEqual([1, 1, 0, 0, 0, 1, 1, 1, 0]);
    }
  });

  it('subtype 2 swings up and down: y = origin - oscillator 1 (x-flipped: origin - ($80 - it))', () => {
    for (const xFlip of [false, true]) {
      const w = sbzScene([{ x: 0x100, y: 0x100, id: ID_SAWS, subtype: 2, xFlip }]);
      const [a0] = slotsOf(w, ID_SAWS);
      for (let i = 0; i < 30; i++) {
        const o = oscillatorByte(w.state, 1);
        w.step(0);
        expect(rw(w.m, a0 + OB_Y)).toBe(0x100 - (xFlip ? 0x80 - o : o));
      }
    }
  });

  it('subtype 3 (a ground saw) waits, harmless and not displayed, until Sonic is $C0 px past it, then runs right at $600', () => {
    // Lower down (floor at $180): the y test subtracts $80 from Sonic's y, which must not wrap.
    const w = sbzScene([{ x: 0x80, y: 0x170, id: ID_SAWS, subtype: 3 }], { cells: [[1, 0, 1], [1, 1, 1]], start: { x: 0x60, y: 0x180 - 0x14 } });
    const [a0] = slotsOf(w, ID_SAWS);
    expect(w.m[a0 + OB_COL_TYPE]).toBe(0);
    // Sonic at $60: x - $C0 borrows; the saw pops Saw_Action's return, so it is never displayed.
    for (let i = 0; i < 5; i++) w.step(0);
    expect(w.m[a0 + OB_RENDER] & 0x80).toBe(0);
    w.state[P_X] = (0x80 + 0xc0 - 1) << 8;
    w.step(0);
    expect(w.m[a0 + 0x3d]).toBe(0);
    w.state[P_X] = (0x80 + 0xc0) << 8;
    w.step(0);
    expect([w.m[a0 + 0x3d], rsw(w.m, a0 + 0x10), w.m[a0 + OB_COL_TYPE], w.m[a0 + OB_FRAME]]).toEqual([1, 0x600, 0xa2, 2]);
    // The frame it appears it is still not displayed; the next it moves 6 px and its origin follows.
    expect(w.m[a0 + OB_RENDER] & 0x80).toBe(0);
    w.step(0);
    expect([rw(w.m, a0 + OB_X), rw(w.m, a0 + 0x3a)]).toEqual([0x86, 0x86]);
    w.step(0);
    expect(w.m[a0 + OB_RENDER] & 0x80).toBe(0x80);
  });

  it('a ground saw also needs Sonic\'s y from its y - $80 to its y + $7F (his y - $80 below its y, unsigned, and his y + $80 at or past it)', () => {
    const run = (sawY: number, sonicY: number): number => {
      const w = sbzScene([{ x: 0x80, y: sawY, id: ID_SAWS, subtype: 3 }], { floorCells: 2 });
      const [a0] = slotsOf(w, ID_SAWS);
      w.state[P_X] = 0x200 << 8;
      w.state[P_Y] = sonicY << 8;
      w.step(0);
      return w.m[a0 + 0x3d];
    };
    // y - $80 wraps to $FFEC: never below the saw's y.
    expect(run(0x100, 0x6c)).toBe(0);
    expect(run(0x100, 0x17f)).toBe(1);
    expect(run(0x100, 0x180)).toBe(0);
    expect(run(0x100, 0x80)).toBe(1);
    expect(run(0x100, 0x7f)).toBe(0);
  });

  it('subtype 4 appears when Sonic\'s x + $E0 is left of it, running left at -$600', () => {
    const w = sbzScene([{ x: 0x141, y: 0x170, id: ID_SAWS, subtype: 4 }], { cells: [[1, 0, 1], [1, 1, 1]], start: { x: 0x60, y: 0x180 - 0x14 } });
    const [a0] = slotsOf(w, ID_SAWS);
    // $60 + $E0 = $140 < $141.
    expect([w.m[a0 + 0x3d], rsw(w.m, a0 + 0x10)]).toEqual([1, -0x600]);
    const w2 = sbzScene([{ x: 0x140, y: 0x170, id: ID_SAWS, subtype: 4 }], { cells: [[1, 0, 1], [1, 1, 1]], start: { x: 0x60, y: 0x180 - 0x14 } });
    expect(w2.m[slotsOf(w2, ID_SAWS)[0] + 0x3d]).toBe(0);
  });
});
