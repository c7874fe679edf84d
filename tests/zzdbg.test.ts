import { it } from 'vitest';
import { lzScene, slotsOf } from '/work/wt/objects-lz/tests/engine/s1objects/lz/scene.ts';
import { ID_JAWS } from '/work/wt/objects-lz/engine/s1objects/objects/jaws.ts';
import { OB_X, OB_VEL_X, rl, rsw } from '/work/wt/objects-lz/engine/s1objects/ram.ts';
it('d', () => {
  const w = lzScene([{ x: 0x100, y: 0x40, id: ID_JAWS, subtype: 1 }], { floorCells: 2 });
  const [a0] = slotsOf(w, ID_JAWS);
  for (let f = 1; f <= 70; f++) { w.step(0); console.log(f, a0, slotsOf(w, ID_JAWS).join(), rl(w.m, a0 + OB_X).toString(16), rsw(w.m, a0 + OB_VEL_X), rsw(w.m, a0+0x30)); }
});
