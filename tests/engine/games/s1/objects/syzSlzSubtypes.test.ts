import { expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { scene } from './ghz/scene.ts';
import { ZONE_LZ, ZONE_SLZ, ZONE_SYZ } from '../../../../../engine/games/s1/act/actRules.ts';
import { BTN_C, BTN_RIGHT } from '../../../../../engine/input.ts';

/** The Spring Yard and Star Light ids (objects-syz-slz). */
const IDS = [0x12, 0x43, 0x47, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x5b, 0x5c, 0x5d, 0x5e, 0x5f, 0x60, 0x75, 0x76, 0x7a, 0x7b];

it('every subtype of every Spring Yard and Star Light object (none placed in the game included) runs without throwing', () => {
  let worlds = 0;
  for (const id of IDS) {
    for (let subtype = 0; subtype < 0x100; subtype += 5) {
      const zone = [ZONE_SYZ, ZONE_SLZ, ZONE_LZ][subtype % 3];
      const w = scene([{ x: 0xa0, y: 0x60, id, subtype, xFlip: (subtype & 4) !== 0 }, { x: 0x120, y: 0x40, id, subtype: subtype ^ 0x81 }], { zone, floorCells: 2 });
      for (let f = 0; f < 30; f++) w.step(f % 20 < 5 ? BTN_C | BTN_RIGHT : BTN_RIGHT);
      worlds++;
    }
  }
  expect(worlds).toBe(IDS.length * 52);
});
