import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, slotsOf } from './scene.ts';
import { ID_HELIX } from '../../../../../../engine/games/s1/objects/objects/helix.ts';
import { OB_COL_TYPE, OB_FRAME, OB_ROUTINE, OB_SUBTYPE, OB_X, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_ANI0_FRAME } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { C_X, P_RINGS, P_STATUS, ST_HURT } from '../../../../../../engine/state/layout.ts';

function helixScene(x = 0x180, y = 0x50) {
  const w = scene([{ x, y, id: ID_HELIX, subtype: 0x10 }]);
  const all = slotsOf(w, ID_HELIX);
  const a0 = all.find((a) => w.m[a + OB_ROUTINE] !== 8)!;
  return { w, a0, all };
}

describe('Helix ($17)', () => {
  it('makes 15 more spikes 16 px apart from x - $80, start frames 0..7 in turn with the middle one taking its turn', () => {
    const { w, a0, all } = helixScene();
    expect(all.length).toBe(16);
    expect(w.m[a0 + OB_SUBTYPE]).toBe(16);
    const byX = [...all].sort((a, b) => rw(w.m, a + OB_X) - rw(w.m, b + OB_X));
    expect(byX.map((a) => rw(w.m, a + OB_X))).toEqual(Array.from({ length: 16 }, (_, i) => 0x100 + 16 * i));
    expect(byX.map((a) => w.m[a + 0x3e])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7]);
    expect(rw(w.m, byX[8] + OB_X)).toBe(0x180);
    expect(byX[8]).toBe(a0);
  });

  it('turns with SynchroAnimate\'s v_ani0_frame: frame = (ani0 + start) & 7, and only frame 0 hurts (type $84)', () => {
    const { w, all } = helixScene();
    const seen: number[] = [];
    for (let f = 0; f < 40; f++) {
      // The spikes run before SynchroAnimate moves ani0 at the end of the frame.
      const ani0 = w.state[G_ANI0_FRAME];
      if (seen[seen.length - 1] !== ani0) seen.push(ani0);
      w.step(0);
      for (const a of all) {
        const frame = w.m[a + OB_FRAME];
        expect(frame).toBe((ani0 + w.m[a + 0x3e]) & 7);
        expect(w.m[a + OB_COL_TYPE]).toBe(frame === 0 ? 0x84 : 0);
      }
    }
    // Its timer starts at 0: it steps down on the first frame, then every 12.
    expect(seen).toEqual([0, 7, 6, 5, 4]);
  });

  it('hurts Sonic touching the spike that points out', () => {
    // On screen (touch responses need the on-screen flag), above Sonic's head.
    const { w, all } = helixScene(0xa0, 0x30);
    const s = w.state;
    s[P_RINGS] = 5;
    w.step(0);
    const out = all.find((a) => w.m[a + OB_FRAME] === 0)!;
    dropSonic(w, rw(w.m, out + OB_X), 0x30);
    w.step(0);
    expect(s[P_STATUS] & ST_HURT).toBe(ST_HURT);
  });

  it('the middle spike deletes the whole row out of range', () => {
    const { w } = helixScene();
    w.state[C_X] = 0x800;
    w.step(0);
    expect(slotsOf(w, ID_HELIX).length).toBe(0);
  });
});
