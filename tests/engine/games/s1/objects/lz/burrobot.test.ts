import { describe, expect, it } from 'vitest';
import { lzScene, slotsOf } from './scene.ts';
import { ID_BURROBOT } from '../../../../../../engine/games/s1/objects/objects/burrobot.ts';
import { OB_2ND_ROUT, OB_ANIM, OB_COL_TYPE, OB_STATUS, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, rl, rsw, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_VBLANK } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { P_X } from '../../../../../../engine/state/layout.ts';

/** Dug in: its feet (y + $13) 1 px into the floor at $80; standing on it, they are at $7F. */
const GROUND_Y = 0x80 - 0x13;
const STAND_Y = 0x80 - 0x14;

function dugIn(sonicX: number): ReturnType<typeof lzScene> {
  const w = lzScene([{ x: 0x100, y: GROUND_Y, id: ID_BURROBOT }], { floorCells: 2 });
  w.state[P_X] = sonicX << 8;
  return w;
}

describe('Burrobot ($2D)', () => {
  it('dug in, it waits for Sonic within $5F px across and 1..$80 px above', () => {
    for (const [x, jumps] of [[0xa0, false], [0xa1, true], [0x15f, true], [0x160, false]] as const) {
      const w = dugIn(x);
      const [a0] = slotsOf(w, ID_BURROBOT);
      expect(w.m[a0 + OB_COL_TYPE]).toBe(5);
      w.step(0);
      expect(w.m[a0 + OB_2ND_ROUT]).toBe(jumps ? 4 : 6);
    }
  });

  it('jumps at Sonic: $80 toward him, -$400 up, gravity $18; lands back on the floor, then walks for 256 frames', () => {
    const w = dugIn(0xb0);
    const [a0] = slotsOf(w, ID_BURROBOT);
    w.step(0);
    expect([rsw(w.m, a0 + OB_VEL_X), rsw(w.m, a0 + OB_VEL_Y), w.m[a0 + OB_STATUS] & 1]).toEqual([-0x80, -0x400, 0]);
    // Burro_Jump: SpeedToPos, then +$18; falling, it lands once its feet (y + $13) reach the floor ($80): ObjFloorDist < 0.
    let y = GROUND_Y << 16;
    let x = 0x100 << 16;
    let vy = -0x400;
    let frames = 0;
    for (;;) {
      frames++;
      y += vy << 8;
      x -= 0x80 << 8;
      vy += 0x18;
      if (vy >= 0 && (y >> 16) + 0x13 >= 0x80) break;
    }
    for (let f = 1; f < frames; f++) {
      w.step(0);
      expect(w.m[a0 + OB_2ND_ROUT]).toBe(4);
    }
    w.step(0);
    expect([w.m[a0 + OB_2ND_ROUT], rw(w.m, a0 + OB_Y), rl(w.m, a0 + OB_X), rsw(w.m, a0 + OB_VEL_Y), w.m[a0 + OB_ANIM], rw(w.m, a0 + 0x30)])
      .toEqual([2, STAND_Y, x, 0, 1, 255]);
  });

  it('at the end of a walk, bit 2 of the VBlank counter picks: set — stop for 60 frames; clear — jump again', () => {
    for (const bit of [4, 0]) {
      const w = dugIn(0x60);
      const [a0] = slotsOf(w, ID_BURROBOT);
      w.m[a0 + OB_2ND_ROUT] = 2;
      w.m[a0 + 0x30] = 0;
      w.m[a0 + 0x31] = 0;
      w.state[G_VBLANK] = bit - 1; // +1 before the objects run
      w.step(0);
      if (bit) expect([w.m[a0 + OB_2ND_ROUT], rw(w.m, a0 + 0x30), rsw(w.m, a0 + OB_VEL_X), w.m[a0 + OB_ANIM]]).toEqual([0, 59, 0, 0]);
      else expect([w.m[a0 + OB_2ND_ROUT], rsw(w.m, a0 + OB_VEL_Y), w.m[a0 + OB_ANIM]]).toEqual([4, -0x400, 2]);
    }
  });
});
