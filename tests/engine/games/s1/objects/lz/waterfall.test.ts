import { describe, expect, it } from 'vitest';
import { lzScene, slotsOf } from './scene.ts';
import { ID_WATERFALL } from '../../../../../../engine/games/s1/objects/objects/waterfall.ts';
import { OB_FRAME, OB_GFX, OB_PRIORITY, OB_ROUTINE, OB_Y, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { W_LAYOUT_PATCH, W_WATER_Y } from '../../../../../../engine/state/layout.ts';

const fall = (subtype: number) => {
  const w = lzScene([{ x: 0x100, y: 0x40, id: ID_WATERFALL, subtype }], { floorCells: 2 });
  const [a0] = slotsOf(w, ID_WATERFALL);
  return { w, a0 };
};

describe('Waterfall ($65)', () => {
  it('a plain piece shows the low nybble as its frame and only stays (routine 4); bit 7 puts it in front (obGfx bit 15)', () => {
    const { w, a0 } = fall(0x83);
    for (let f = 0; f < 30; f++) w.step(0);
    expect([w.m[a0 + OB_ROUTINE], w.m[a0 + OB_FRAME], w.m[a0 + OB_GFX] & 0x80, w.m[a0 + OB_PRIORITY]]).toEqual([4, 3, 0x80, 1]);
  });

  it('type $x9 is the splash: priority 0, frames 9, $A, $B, 6 frames each', () => {
    const { w, a0 } = fall(0x09);
    expect([w.m[a0 + OB_ROUTINE], w.m[a0 + OB_PRIORITY], w.m[a0 + OB_FRAME]]).toEqual([2, 0, 9]);
    const frames: number[] = [];
    for (let f = 0; f < 18; f++) {
      w.step(0);
      frames.push(w.m[a0 + OB_FRAME]);
    }
    expect(frames).toEqual([9, 9, 9, 9, 9, 0xa, 0xa, 0xa, 0xa, 0xa, 0xa, 0xb, 0xb, 0xb, 0xb, 0xb, 0xb, 9]);
  });

  it('$49 rides the water 16 px above v_waterpos1', () => {
    const { w, a0 } = fall(0x49);
    expect(w.m[a0 + OB_ROUTINE]).toBe(6);
    for (let f = 0; f < 40; f++) {
      w.step(0);
      expect(rw(w.m, a0 + OB_Y)).toBe(w.state[W_WATER_Y] - 0x10);
    }
  });

  it('$A9 comes to the front once LZ3\'s layout byte at row 2, column 6 is 7 (switch $F)', () => {
    const { w, a0 } = fall(0xa9);
    expect(w.m[a0 + OB_ROUTINE]).toBe(8);
    w.step(0);
    // Subtype bit 7 set it at WFall_Main; loc_12B36 clears it while the byte is not 7.
    expect(w.m[a0 + OB_GFX] & 0x80).toBe(0);
    w.state[W_LAYOUT_PATCH] = 7;
    w.step(0);
    expect(w.m[a0 + OB_GFX] & 0x80).toBe(0x80);
  });
});
