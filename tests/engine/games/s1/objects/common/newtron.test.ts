import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { scene, slotsOf, stepUntil } from '../ghz/scene.ts';
import { ID_NEWTRON } from '../../../../../../engine/games/s1/objects/objects/newtron.ts';
import { ID_MISSILE } from '../../../../../../engine/games/s1/objects/objects/missile.ts';
import {
  OB_2ND_ROUT, OB_ANIM, OB_COL_TYPE, OB_FRAME, OB_ID, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_X, OB_X, OB_Y, rsw, rw,
} from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_INVINCIBLE } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { W_PLAYER_CTRL } from '../../../../../../engine/state/layout.ts';

function newtScene(subtype: number, x = 0xc0) {
  const w = scene([{ x, y: 0x40, id: ID_NEWTRON, subtype }], { floorCells: 2 });
  w.state[G_INVINCIBLE] = 1;
  return { w, a: slotsOf(w, ID_NEWTRON)[0] };
}

describe('Newtron ($42): .chkdistance', () => {
  it('waits unseen while Sonic is $80 px or more away (x), then appears facing him', () => {
    const far = newtScene(0, 0x60 + 0x80);
    expect(far.w.m[far.a + OB_2ND_ROUT]).toBe(0);
    const near = newtScene(0, 0x60 + 0x7f);
    expect([near.w.m[near.a + OB_2ND_ROUT], near.w.m[near.a + OB_ANIM], near.w.m[near.a + OB_STATUS] & 1]).toEqual([2, 1, 0]);
  });
});

describe('Newtron ($42): type 0', () => {
  it('appears (frames 0, 1, 3 of 20 runs each), harmless, drops at frame 4 and lands as an enemy ($D) flying at Sonic at -$200', () => {
    const { w, a } = newtScene(0);
    expect(stepUntil(w, () => w.m[a + OB_FRAME] === 4)).toBe(60);
    expect(w.m[a + OB_COL_TYPE]).toBe(0);
    stepUntil(w, () => w.m[a + OB_2ND_ROUT] === 4);
    expect([rw(w.m, a + OB_Y), w.m[a + OB_COL_TYPE], rsw(w.m, a + OB_VEL_X), w.m[a + OB_ANIM]]).toEqual([0x7f - 0x10, 0xd, -0x200, 2]);
    const x = rw(w.m, a + OB_X);
    w.step(0);
    expect(rw(w.m, a + OB_X)).toBe(x - 2);
  });

  it('flies straight on (.speed) once the floor is lost', () => {
    // Floor only in the first 256 px; a Newtron left of Sonic flies right, past him (touches off: f_playerctrl bit 7).
    const w = scene([{ x: 0x20, y: 0x40, id: ID_NEWTRON }], { floorCells: 1 });
    w.state[W_PLAYER_CTRL] = 0x80;
    const [a] = slotsOf(w, ID_NEWTRON);
    stepUntil(w, () => w.m[a + OB_2ND_ROUT] === 4, 0, 200);
    expect(rsw(w.m, a + OB_VEL_X)).toBe(0x200);
    stepUntil(w, () => w.m[a + OB_2ND_ROUT] === 6, 0, 200);
    expect(rw(w.m, a + OB_X)).toBeGreaterThanOrEqual(0x100);
    const [x, y] = [rw(w.m, a + OB_X), rw(w.m, a + OB_Y)];
    w.step(0);
    expect([rw(w.m, a + OB_X), rw(w.m, a + OB_Y)]).toEqual([x + 2, y]);
  });
});

describe('Newtron ($42): type 1', () => {
  it('becomes an enemy ($C) at its second frame, fires a missile (subtype 1) at its third, deletes itself at the end', () => {
    const { w, a } = newtScene(1);
    expect([w.m[a + OB_2ND_ROUT], w.m[a + OB_ANIM]]).toEqual([8, 4]);
    stepUntil(w, () => w.m[a + OB_COL_TYPE] === 0xc);
    expect(w.m[a + OB_FRAME]).toBe(1);
    stepUntil(w, () => slotsOf(w, ID_MISSILE).length > 0);
    const [m] = slotsOf(w, ID_MISSILE);
    // Made in a higher slot, it ran at once: set up in routine 8, not moved yet (Msl_Animate2 has no SpeedToPos).
    expect([w.m[m + OB_SUBTYPE], w.m[m + OB_ROUTINE], w.m[m + OB_COL_TYPE]]).toEqual([1, 8, 0x87]);
    expect([rw(w.m, m + OB_X), rw(w.m, m + OB_Y), rsw(w.m, m + OB_VEL_X)]).toEqual([0xc0 - 0x14, 0x40 - 8, -0x200]);
    w.step(0);
    expect(rw(w.m, m + OB_X)).toBe(0xc0 - 0x14 - 2);
    stepUntil(w, () => w.m[a + OB_ID] !== ID_NEWTRON, 0, 200);
    expect(slotsOf(w, ID_NEWTRON)).toEqual([]);
  });
});
