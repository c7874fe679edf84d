import { describe, expect, it } from 'vitest';
import { lzScene, slotsOf } from './scene.ts';
import { GAR_SPIT_RATE, ID_GARGOYLE } from '../../../../../../engine/games/s1/objects/objects/gargoyle.ts';
import { OB_COL_TYPE, OB_ROUTINE, OB_VEL_X, OB_X, OB_Y, rsw, rw } from '../../../../../../engine/games/s1/objects/ram.ts';

const fireballs = (w: ReturnType<typeof lzScene>): number[] => slotsOf(w, ID_GARGOYLE).filter((a) => w.m[a + OB_ROUTINE] === 6);

describe('Gargoyle ($62)', () => {
  it('spits every Gar_SpitRate[subtype & $F] frames while on screen: a fireball 8 px lower at $200 a frame', () => {
    expect(GAR_SPIT_RATE).toEqual([30, 60, 90, 120, 150, 180, 210, 240]);
    const w = lzScene([{ x: 0x100, y: 0x40, id: ID_GARGOYLE, subtype: 0 }], { floorCells: 2 });
    let first = 0;
    for (let f = 1; f <= 100 && first === 0; f++) {
      w.step(0);
      if (fireballs(w).length > 0) first = f;
    }
    // Gar_Main sets the timer to 30 and Gar_MakeFire counts it in the same run (the act start): 29 frames.
    expect(first).toBe(29);
    const [b] = fireballs(w);
    expect([rw(w.m, b + OB_X), rw(w.m, b + OB_Y), rsw(w.m, b + OB_VEL_X), w.m[b + OB_COL_TYPE]]).toEqual([0xfe, 0x48, -0x200, 0x98]);
    for (let f = 0; f < 30; f++) w.step(0);
    expect(fireballs(w).length).toBe(2);
  });

  it('off screen it does not spit (ChkObjectVisible)', () => {
    const w = lzScene([{ x: 0x1a0, y: 0x40, id: ID_GARGOYLE, subtype: 0 }], { floorCells: 2 });
    for (let f = 0; f < 100; f++) w.step(0);
    expect(fireballs(w)).toEqual([]);
  });

  it('x-flipped it spits right; the fireball is deleted when its sensor 8 px ahead meets a wall', () => {
    const w = lzScene([{ x: 0x100, y: 0x40, id: ID_GARGOYLE, subtype: 0, xFlip: true }], { cells: [[0, 0, 1], [0, 1, 1], [0, 2, 2]], wallIds: [2] });
    for (let f = 0; f < 29; f++) w.step(0);
    const [b] = fireballs(w);
    expect([rw(w.m, b + OB_X), rsw(w.m, b + OB_VEL_X)]).toEqual([0x102, 0x200]);
    let x = 0x102;
    while (x + 2 + 8 < 0x200) {
      w.step(0);
      x += 2;
      expect(rw(w.m, b + OB_X)).toBe(x);
    }
    w.step(0);
    expect(fireballs(w)).not.toContain(b);
  });
});
