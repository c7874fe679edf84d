import { describe, expect, it } from 'vitest';
import { sbzScene, slotsOf } from './scene.ts';
import { ID_FLAMETHROWER } from '../../../../../../engine/games/s1/objects/objects/flamethrower.ts';
import { OB_ANIM, OB_COL_TYPE, OB_FRAME, OB_PRIORITY, rw } from '../../../../../../engine/games/s1/objects/ram.ts';

describe('Flamethrower ($6D)', () => {
  it('subtype $43: $80 frames of flame, $60 of pause; the first flame starts at $80 (counted from the act\'s start)', () => {
    const w = sbzScene([{ x: 0x100, y: 0x40, id: ID_FLAMETHROWER, subtype: 0x43 }]);
    const [a0] = slotsOf(w, ID_FLAMETHROWER);
    expect([rw(w.m, a0 + 0x32), rw(w.m, a0 + 0x34), w.m[a0 + 0x36], w.m[a0 + OB_PRIORITY]]).toEqual([0x80, 0x60, 0xa, 1]);
    // The act's start ran it once: the timer is $7F; it goes below 0 on the $80th step.
    expect(rw(w.m, a0 + 0x30)).toBe(0x7f);
    const toggles: number[] = [];
    let anim = w.m[a0 + OB_ANIM];
    for (let i = 1; i <= 0x80 + 0x61 + 0x81; i++) {
      w.step(0);
      if (w.m[a0 + OB_ANIM] !== anim) {
        toggles.push(i);
        anim = w.m[a0 + OB_ANIM];
      }
      // Hurts only while its biggest flame ($A) shows.
      expect(w.m[a0 + OB_COL_TYPE]).toBe(w.m[a0 + OB_FRAME] === 0xa ? 0xa3 : 0);
    }
    expect(toggles).toEqual([0x80, 0x80 + 0x61, 0x80 + 0x61 + 0x81]);
  });

  it('y-flipped it is the valve: animation 2, hurting on frame $15', () => {
    const w = sbzScene([{ x: 0x100, y: 0x40, id: ID_FLAMETHROWER, subtype: 0x43, yFlip: true }]);
    const [a0] = slotsOf(w, ID_FLAMETHROWER);
    expect([w.m[a0 + OB_ANIM], w.m[a0 + 0x36]]).toEqual([2, 0x15]);
    let hurt = 0;
    for (let i = 0; i < 0x80; i++) {
      w.step(0);
      if (w.m[a0 + OB_COL_TYPE] === 0xa3) {
        hurt++;
        expect(w.m[a0 + OB_FRAME]).toBe(0x15);
      }
    }
    expect(hurt).toBeGreaterThan(0);
  });
});
