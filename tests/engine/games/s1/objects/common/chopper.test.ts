import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { scene, slotsOf } from '../ghz/scene.ts';
import { ID_CHOPPER } from '../../../../../../engine/games/s1/objects/objects/chopper.ts';
import { OB_ANIM, OB_COL_TYPE, OB_VEL_Y, OB_Y, rl, rsw, rw } from '../../../../../../engine/games/s1/objects/ram.ts';

describe('Chopper ($2B)', () => {
  it('leaps at -$700 slowing by $18; on its 151st run it is below its start, put back (word only) and leaps again', () => {
    const w = scene([{ x: 0x100, y: 0x1a0, id: ID_CHOPPER }], { floorCells: 2 });
    const [a] = slotsOf(w, ID_CHOPPER);
    expect(w.m[a + OB_COL_TYPE]).toBe(9);
    // The act start ran it once.
    let runs = 1;
    while (rsw(w.m, a + OB_VEL_Y) !== -0x700) {
      w.step(0);
      runs++;
    }
    expect(runs).toBe(151);
    // 151 moves add up to +1208/256 px: the pixel word goes back to the start, the subpixels $B800 stay.
    expect(rl(w.m, a + OB_Y) >>> 0).toBe(((0x1a0 << 16) | 0xb800) >>> 0);
  });

  it('animates fast more than $C0 px above its start, slow while rising below that, still while falling', () => {
    const w = scene([{ x: 0x100, y: 0x1a0, id: ID_CHOPPER }], { floorCells: 2 });
    const [a] = slotsOf(w, ID_CHOPPER);
    for (let n = 0; n < 150; n++) {
      const y = rw(w.m, a + OB_Y);
      const vy = rsw(w.m, a + OB_VEL_Y);
      const expected = y <= 0x1a0 - 0xc0 ? 1 : vy < 0 ? 0 : 2;
      expect(w.m[a + OB_ANIM]).toBe(expected);
      w.step(0);
    }
  });
});
