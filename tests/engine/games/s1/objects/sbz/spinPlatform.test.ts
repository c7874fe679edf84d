import { describe, expect, it } from 'vitest';
import { dropSonic, sbzScene, slotsOf, stepUntil } from './scene.ts';
import { ID_SPIN_PLATFORM } from '../../../../../../engine/games/s1/objects/objects/spinPlatform.ts';
import { OB_ACT_WID, OB_ANIM, OB_FRAME, OB_ROUTINE, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { P_STATUS, ST_ON_OBJECT, W_LEVEL_FRAME } from '../../../../../../engine/state/layout.ts';

describe('SpinPlatform ($69)', () => {
  it('a trapdoor (subtype 2) toggles every $79 frames ($3C * 2 + 1): closed (frame 0) it is solid, open it drops Sonic', () => {
    const w = sbzScene([{ x: 0x100, y: 0x50, id: ID_SPIN_PLATFORM, subtype: 2 }]);
    const [a0] = slotsOf(w, ID_SPIN_PLATFORM);
    expect([w.m[a0 + OB_ROUTINE], w.m[a0 + OB_ACT_WID], rw(w.m, a0 + 0x32)]).toEqual([2, 0x80, 0x78]);
    // The timer (0) ran out at the start: closing (animation 1), timer $78.
    expect([w.m[a0 + OB_ANIM], rw(w.m, a0 + 0x30)]).toEqual([1, 0x78]);
    const toggles: number[] = [];
    let anim = 1;
    for (let i = 1; i <= 0x79 * 2; i++) {
      w.step(0);
      if (w.m[a0 + OB_ANIM] !== anim) {
        toggles.push(i);
        anim = w.m[a0 + OB_ANIM];
      }
    }
    expect(toggles).toEqual([0x79, 0x79 * 2]);
  });

  it('Sonic lands on the closed trapdoor ($4B half wide, $C high) and falls when it opens', () => {
    const w = sbzScene([{ x: 0x100, y: 0x50, id: ID_SPIN_PLATFORM, subtype: 2 }]);
    const [a0] = slotsOf(w, ID_SPIN_PLATFORM);
    dropSonic(w, 0x100, 0x20);
    stepUntil(w, () => (w.state[P_STATUS] & ST_ON_OBJECT) !== 0);
    expect(w.state[0] >> 8).toBe(0x100);
    expect(w.m[a0 + OB_FRAME]).toBe(0);
    stepUntil(w, () => w.m[a0 + OB_FRAME] !== 0);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(0);
    expect(w.m[a0 + 0x25]).toBe(0);
  });

  it('a spinner (subtype $80) counts from v_framecount & $3F = 0 and turns (animation 2 ↔ 3) every $40 frames', () => {
    const w = sbzScene([{ x: 0x100, y: 0x50, id: ID_SPIN_PLATFORM, subtype: 0x80 }]);
    const [a0] = slotsOf(w, ID_SPIN_PLATFORM);
    expect([w.m[a0 + OB_ROUTINE], w.m[a0 + OB_ACT_WID], rw(w.m, a0 + 0x36)]).toEqual([4, 0x10, 0x3f]);
    let anim = w.m[a0 + OB_ANIM];
    for (let i = 0; i < 0x100; i++) {
      w.step(0);
      const changed = w.m[a0 + OB_ANIM] !== anim;
      anim = w.m[a0 + OB_ANIM];
      expect(changed).toBe((w.state[W_LEVEL_FRAME] & 0x3f) === 0);
    }
  });

  it('subtype $92: mask ((($92 & $70) + $10) << 2) - 1 = $7F, then 2 * 6 + 1 frames to the turn (the start, frame 0, already counted one)', () => {
    const w = sbzScene([{ x: 0x100, y: 0x50, id: ID_SPIN_PLATFORM, subtype: 0x92 }]);
    const [a0] = slotsOf(w, ID_SPIN_PLATFORM);
    expect([rw(w.m, a0 + 0x36), rw(w.m, a0 + 0x30), rw(w.m, a0 + 0x32)]).toEqual([0x7f, 0xb, 0xc]);
    const anim = w.m[a0 + OB_ANIM];
    stepUntil(w, () => w.m[a0 + OB_ANIM] !== anim, 0, 0x100);
    expect(w.state[W_LEVEL_FRAME]).toBe(0xc);
  });
});
