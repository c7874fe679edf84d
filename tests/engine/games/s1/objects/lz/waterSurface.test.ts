import { describe, expect, it } from 'vitest';
import { lzScene } from './scene.ts';
import { ID_WATER_SURFACE } from '../../../../../../engine/games/s1/objects/objects/waterSurface.ts';
import { ID_JAWS } from '../../../../../../engine/games/s1/objects/objects/jaws.ts';
import { OB_FRAME, OB_ID, OB_X, OB_Y, SLOT_WATER_SURFACE_1, SLOT_WATER_SURFACE_2, rw, slotAddress } from '../../../../../../engine/games/s1/objects/ram.ts';
import { BTN_START } from '../../../../../../engine/input.ts';
import { C_X, W_LEVEL_FRAME, W_WATER_Y } from '../../../../../../engine/state/layout.ts';

const A1 = slotAddress(SLOT_WATER_SURFACE_1);
const A2 = slotAddress(SLOT_WATER_SURFACE_2);

describe('WaterSurface ($1B)', () => {
  it('a Labyrinth act with objects has two, in slots 30 and 31, at x (camera & $FFE0) + $60 / + $120 (+ $20 on odd frames), y v_waterpos1', () => {
    const w = lzScene([{ x: 0x300, y: 0x40, id: ID_JAWS }], { floorCells: 8 });
    expect([w.m[A1 + OB_ID], w.m[A2 + OB_ID]]).toEqual([ID_WATER_SURFACE, ID_WATER_SURFACE]);
    for (let f = 0; f < 200; f++) {
      // The objects run before the camera moves: the surface follows last frame's camera.
      const camera = w.state[C_X];
      w.step(0x08);
      const base = ((camera & 0xffe0) + (w.state[W_LEVEL_FRAME] & 1 ? 0x20 : 0)) & 0xffff;
      expect([rw(w.m, A1 + OB_X), rw(w.m, A2 + OB_X), rw(w.m, A1 + OB_Y)]).toEqual([base + 0x60, base + 0x120, w.state[W_WATER_Y]]);
    }
    expect(w.state[C_X]).toBeGreaterThan(0x40);
  });

  it('its frame steps 0, 1, 2 every 8 frames; Start shows frames + 3 for one frame (no pause here)', () => {
    const w = lzScene([{ x: 0x300, y: 0x40, id: ID_JAWS }]);
    const frames: number[] = [];
    for (let f = 0; f < 24; f++) {
      w.step(0);
      frames.push(w.m[A1 + OB_FRAME]);
    }
    const changes = frames.filter((v, i) => i > 0 && v !== frames[i - 1]);
    expect(changes.length).toBe(3);
    const before = w.m[A1 + OB_FRAME];
    w.step(BTN_START);
    expect(w.m[A1 + OB_FRAME]).toBe(before + 3);
    w.step(BTN_START); // held, not pressed: .stopped resumes
    expect(w.m[A1 + OB_FRAME]).toBeLessThan(3);
  });

  it('a Labyrinth act without objects has none', () => {
    const w = lzScene([]);
    expect([w.m[A1 + OB_ID], w.m[A2 + OB_ID]]).toEqual([0, 0]);
  });
});
