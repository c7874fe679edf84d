import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { scene, slotsOf } from '../ghz/scene.ts';
import { ID_SPINNING_LIGHT } from '../../../../../../engine/games/s1/objects/objects/spinningLight.ts';
import { OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_PRIORITY, OB_RENDER, RENDER_ON_SCREEN } from '../../../../../../engine/games/s1/objects/ram.ts';
import { C_X } from '../../../../../../engine/state/layout.ts';
import { ZONE_SYZ } from '../../../../../../engine/games/s1/act/actRules.ts';

describe('SpinningLight ($12)', () => {
  it('turns through its six frames, one every 8 frames (the first on the frame it loads), touching nothing', () => {
    const w = scene([{ x: 0x100, y: 0x60, id: ID_SPINNING_LIGHT }], { zone: ZONE_SYZ });
    const a = slotsOf(w, ID_SPINNING_LIGHT)[0];
    expect([w.m[a + OB_FRAME], w.m[a + OB_ACT_WID], w.m[a + OB_PRIORITY], w.m[a + OB_COL_TYPE]]).toEqual([1, 0x10, 6, 0]);
    const frames: number[] = [];
    for (let f = 1; f <= 48; f++) {
      w.step(0);
      if (f % 8 === 0) frames.push(w.m[a + OB_FRAME]);
      else expect(w.m[a + OB_FRAME]).toBe(frames.length === 0 ? 1 : frames[frames.length - 1]);
    }
    expect(frames).toEqual([2, 3, 4, 5, 0, 1]);
    expect(w.m[a + OB_RENDER] & RENDER_ON_SCREEN).toBe(RENDER_ON_SCREEN);
  });

  it('is deleted once out of range (the camera 640 px past its column)', () => {
    const w = scene([{ x: 0x100, y: 0x60, id: ID_SPINNING_LIGHT }], { zone: ZONE_SYZ });
    w.state[C_X] = 0x100 + 0x300;
    w.step(0);
    expect(slotsOf(w, ID_SPINNING_LIGHT)).toEqual([]);
  });
});
