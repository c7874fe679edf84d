import { describe, expect, it } from 'vitest';
import { dropSonic, lzScene, slotsOf } from './scene.ts';
import { ID_LABYRINTH_BLOCK, LBLK_VAR } from '../../../../../../engine/games/s1/objects/objects/labyrinthBlock.ts';
import { OB_ACT_WID, OB_FRAME, OB_HEIGHT, OB_SUBTYPE, OB_VEL_Y, OB_Y, rsw, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { SINE } from '../../../../../../engine/fixed/trig.ts';
import { P_STATUS, P_Y, ST_ON_OBJECT, W_WATER_Y } from '../../../../../../engine/state/layout.ts';

/** Sonic's floor in column 0 (y $80); column 1 has its floor a cell lower (y $180), for blocks to fall or float over. */
const CELLS: [number, number, number][] = [[0, 0, 1], [1, 1, 1]];
const block = (subtype: number, y: number) => lzScene([{ x: 0x180, y, id: ID_LABYRINTH_BLOCK, subtype }], { cells: CELLS });

describe('LabyrinthBlock ($61)', () => {
  it('the high nybble picks the size (LBlk_Var) and frame: $10x$10, a $20x$C raft, $10x$10, $10x$10', () => {
    const sizes = [0x00, 0x10, 0x20, 0x30].map((sub) => {
      const w = block(sub, 0xc0);
      const [a0] = slotsOf(w, ID_LABYRINTH_BLOCK);
      return [w.m[a0 + OB_ACT_WID], w.m[a0 + OB_HEIGHT], w.m[a0 + OB_FRAME]];
    });
    expect(sizes).toEqual([[0x10, 0x10, 0], [0x20, 0xc, 1], [0x10, 0x10, 2], [0x10, 0x10, 3]]);
    expect(LBLK_VAR).toEqual([0x10, 0x10, 0x20, 0xc, 0x10, 0x10, 0x10, 0x10]);
  });

  it('type 1: stood on, it dips (origin y + sin(4n) x $400 >> 16) and 31 frames after the landing it falls (+8 a frame) to the floor', () => {
    const w = block(0x01, 0xc0);
    const [a0] = slotsOf(w, ID_LABYRINTH_BLOCK);
    dropSonic(w, 0x180, 0x90);
    let landed = 0;
    for (let f = 1; f <= 40 && landed === 0; f++) {
      w.step(0);
      if (w.state[P_STATUS] & ST_ON_OBJECT) landed = f;
    }
    expect(landed).toBeGreaterThan(0);
    // SolidObject puts him on d3 = height + 1 above the block: y $C0 - $11 - his $13.
    expect((w.state[P_Y] >> 8) & 0xffff).toBe(0xc0 - 0x11 - 0x13);
    const dips: number[] = [];
    const want: number[] = [];
    let fell = 0;
    for (let n = 1; fell === 0; n++) {
      w.step(0);
      if (w.m[a0 + OB_SUBTYPE] === 2) fell = n;
      else {
        dips.push(rw(w.m, a0 + OB_Y));
        // loc_12180 runs after SolidObject: the landing frame already counted 4.
        want.push(0xc0 + ((SINE[Math.min(4 * (n + 1), 0x40)] * 0x400) >> 16));
      }
    }
    expect(fell).toBe(31);
    expect(dips).toEqual(want);
    // Falling: SpeedToPos, then +8; it stops with its bottom (y + $10) on the floor at $180, and becomes type 0.
    for (let f = 0; f < 200 && w.m[a0 + OB_SUBTYPE] !== 0; f++) w.step(0);
    expect([w.m[a0 + OB_SUBTYPE], rw(w.m, a0 + OB_Y), rsw(w.m, a0 + OB_VEL_Y)]).toEqual([0, 0x180 - 0x10, 0]);
  });

  it('type 4 (the raft $13 after its wait): rises (-8 a frame) until ObjHitCeiling meets the ceiling, its top against it, then type 0', () => {
    // A solid chunk in row 0, column 1: the ceiling at y $100 over the raft.
    const w = lzScene([{ x: 0x180, y: 0x1c0, id: ID_LABYRINTH_BLOCK, subtype: 0x14 }], { cells: [[0, 0, 1], [0, 1, 2]], wallIds: [2] });
    const [a0] = slotsOf(w, ID_LABYRINTH_BLOCK);
    let y = 0x1c0 << 16;
    let vy = 0;
    const ys: number[] = [];
    const want: number[] = [];
    for (let f = 0; f < 200 && w.m[a0 + OB_SUBTYPE] !== 0; f++) {
      w.step(0);
      ys.push(rw(w.m, a0 + OB_Y));
      y += vy << 8;
      vy -= 8;
      want.push(y >> 16);
    }
    expect(w.m[a0 + OB_SUBTYPE]).toBe(0);
    expect(rw(w.m, a0 + OB_Y)).toBe(0x100 + 0xc);
    // Every frame before the stop followed SpeedToPos then -8 (the act start's run was the first).
    expect(ys.slice(0, -1)).toEqual(want.slice(1, ys.length));
  });

  it('type 7 floats: toward the water surface at most 2 px a frame, then with it', () => {
    const w = block(0x07, 0x40);
    const [a0] = slotsOf(w, ID_LABYRINTH_BLOCK);
    expect(rw(w.m, a0 + OB_Y)).toBe(0x42);
    for (let f = 1; f <= 20; f++) {
      w.step(0);
      expect(rw(w.m, a0 + OB_Y)).toBe(0x42 + 2 * f);
    }
    for (let f = 0; f < 60; f++) w.step(0);
    for (let f = 0; f < 30; f++) {
      w.step(0);
      expect(rw(w.m, a0 + OB_Y)).toBe(w.state[W_WATER_Y]);
    }
  });
});
