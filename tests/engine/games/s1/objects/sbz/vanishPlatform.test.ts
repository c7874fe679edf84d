import { describe, expect, it } from 'vitest';
import { dropSonic, sbzScene, slotsOf, stepUntil } from './scene.ts';
import { ID_VANISH_PLATFORM } from '../../../../../../engine/games/s1/objects/objects/vanishPlatform.ts';
import { OB_ANIM, OB_FRAME, OB_ROUTINE, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { P_STATUS, ST_AIR, ST_ON_OBJECT, W_LEVEL_FRAME } from '../../../../../../engine/state/layout.ts';

describe('VanishPlatform ($6C)', () => {
  it('VanP_Main: subtype $46 — cycle $380 (timer $37F), phase ($40 * $400) >> 8 = $100, mask $3FF', () => {
    const w = sbzScene([{ x: 0x100, y: 0x40, id: ID_VANISH_PLATFORM, subtype: 0x46 }]);
    const [a0] = slotsOf(w, ID_VANISH_PLATFORM);
    expect([rw(w.m, a0 + 0x32), rw(w.m, a0 + 0x36), rw(w.m, a0 + 0x38)]).toEqual([0x37f, 0x100, 0x3ff]);
    expect(w.m[a0 + OB_ROUTINE]).toBe(6);
  });

  it('waits (routine 6) until (v_framecount - phase) & mask is 0: subtype $40 starts at frame $40', () => {
    const w = sbzScene([{ x: 0x100, y: 0x40, id: ID_VANISH_PLATFORM, subtype: 0x40 }]);
    const [a0] = slotsOf(w, ID_VANISH_PLATFORM);
    stepUntil(w, () => w.m[a0 + OB_ROUTINE] !== 6);
    expect(w.state[W_LEVEL_FRAME]).toBe(0x40);
    expect(w.m[a0 + OB_ROUTINE]).toBe(2);
  });

  it('subtype 0: vanishes in 32 frames, and $80 frames after the start appears again in 32', () => {
    const w = sbzScene([{ x: 0x100, y: 0x40, id: ID_VANISH_PLATFORM, subtype: 0 }]);
    const [a0] = slotsOf(w, ID_VANISH_PLATFORM);
    // The start (frame 0) already began the vanishing animation with the timer at $7E.
    expect([w.m[a0 + OB_ROUTINE], rw(w.m, a0 + 0x30), w.m[a0 + OB_ANIM]]).toEqual([2, 0x7e, 0]);
    const frames: number[] = [];
    for (let i = 0; i < 0x100; i++) {
      w.step(0);
      frames.push(w.m[a0 + OB_FRAME]);
    }
    // Animation 0: frames 0,1,2,3 by 8 (the start showed the first), then held; on step $7F the timer
    // passes 0 and it turns to appearing: 3,2,1,0 by 8.
    expect(frames.slice(0, 24)).toEqual([...new Array(7).fill(0), ...new Array(8).fill(1), ...new Array(8).fill(2), 3]);
    expect(frames.slice(0x7e, 0x7e + 32)).toEqual([...new Array(8).fill(3), ...new Array(8).fill(2), ...new Array(8).fill(1), ...new Array(8).fill(0)]);
    // Appearing lasts the timer's $7F + 1 frames: on step $FE it is vanishing again.
    expect([frames[0xfc], frames[0xfd]]).toEqual([0, 0]);
    expect(w.m[a0 + OB_ANIM]).toBe(0);
  });

  it('carries Sonic while solid and drops him when it vanishes (his standing bit cleared, routine 2)', () => {
    const w = sbzScene([{ x: 0x100, y: 0x40, id: ID_VANISH_PLATFORM, subtype: 0 }]);
    const [a0] = slotsOf(w, ID_VANISH_PLATFORM);
    dropSonic(w, 0x100, 0x20);
    stepUntil(w, () => (w.state[P_STATUS] & ST_ON_OBJECT) !== 0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(4);
    // PlatformObject's top is obY - 8; Sonic stands his height above it... his y = $40 - 9 - $13.
    expect(w.state[P_STATUS] & ST_AIR).toBe(0);
    stepUntil(w, () => (w.m[a0 + OB_FRAME] & 2) !== 0);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(2);
  });
});
