import { describe, expect, it } from 'vitest';
import { sbzScene, slotsOf } from './scene.ts';
import { ID_INVISIBARRIER } from '../../../../../../engine/games/s1/objects/objects/invisibarrier.ts';
import { OB_ACT_WID, OB_HEIGHT, OB_RENDER } from '../../../../../../engine/games/s1/objects/ram.ts';
import { C_Y, P_X } from '../../../../../../engine/state/layout.ts';

describe('Invisibarrier ($71)', () => {
  it('subtype $13: $10 px half wide, $20 px half high', () => {
    const w = sbzScene([{ x: 0x100, y: 0x60, id: ID_INVISIBARRIER, subtype: 0x13 }]);
    const [a0] = slotsOf(w, ID_INVISIBARRIER);
    expect([w.m[a0 + OB_ACT_WID], w.m[a0 + OB_HEIGHT]]).toEqual([0x10, 0x20]);
  });

  it('stops Sonic running into it (SolidObject71: solid though never displayed, so never flagged on screen)', () => {
    const w = sbzScene([{ x: 0x100, y: 0x60, id: ID_INVISIBARRIER, subtype: 0x13 }]);
    const [a0] = slotsOf(w, ID_INVISIBARRIER);
    let furthest = 0;
    for (let i = 0; i < 120; i++) {
      w.step(0x08);
      furthest = Math.max(furthest, w.state[P_X] >> 8);
    }
    expect(w.m[a0 + OB_RENDER] & 0x80).toBe(0);
    // Pushed back to the box's left side every frame: obX - ($10 + $B).
    expect(furthest).toBe(0x100 - 0x1b);
  });

  it('is not solid while its position is off screen (ChkObjectVisible)', () => {
    const w = sbzScene([{ x: 0x100, y: 0x60, id: ID_INVISIBARRIER, subtype: 0x13 }]);
    // The camera below the barrier: its y - camera y is negative.
    w.state[C_Y] = 0x61;
    for (let i = 0; i < 120 && (w.state[P_X] >> 8) < 0x120; i++) {
      w.step(0x08);
      w.state[C_Y] = 0x61;
    }
    expect(w.state[P_X] >> 8).toBeGreaterThanOrEqual(0x120);
  });
});
