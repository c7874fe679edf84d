import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { lzScene, slotsOf } from './scene.ts';
import { ID_LABYRINTH_CONVEY, LZ_PLATFORM_INDEX } from '../../../../../../engine/games/s1/objects/objects/labyrinthConvey.ts';
import { checkoutObjectData } from '../../../../../support/objectData.ts';
import { obj63Byte } from '../../../../../../engine/games/s1/objects/conveyorPath.ts';
import { G_CONVEY_REV } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { OB_FRAME, OB_SUBTYPE, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, rsw, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { setSwitchByte } from '../../../../../../engine/games/s1/act/switches.ts';
import { describeWithDisasm } from '../../../../../support/disasm.ts';

/** A scene at LZ1's first conveyor (Sonic at x $1000, so the path's range x $1070 is near). */
const atConveyor = (list: { x: number; y: number; id: number; subtype: number }[]) =>
  lzScene(list, { cells: [[0, 0x10, 1], [0, 0x11, 1]], start: { x: 0x1000, y: 0x80 - 0x14 } });

describeWithDisasm('LabyrinthConvey ($63)', () => {
  it('a loader ($80 + n) becomes the first platform of list n and puts the others in free slots; its group bit stays set', () => {
    const w = atConveyor([{ x: 0x1078, y: 0x21a, id: ID_LABYRINTH_CONVEY, subtype: 0x80 }]);
    const slots = slotsOf(w, ID_LABYRINTH_CONVEY);
    expect(slots.length).toBe(8);
    expect(obj63Byte(w.state, 0) & 1).toBe(1);
    // The loader's own slot is platform 1 (it popped its return: it starts next frame); the rest, in
    // the slots above, already ran LCon_Main in the same ExecuteObjects pass and moved 1 px.
    const list = checkoutObjectData().platformLists![LZ_PLATFORM_INDEX[0]];
    expect([rw(w.m, slots[0] + OB_X), rw(w.m, slots[0] + OB_Y), w.m[slots[0] + OB_SUBTYPE]]).toEqual(list.slice(0, 3));
    slots.forEach((a, i) => {
      expect(w.m[a + OB_SUBTYPE]).toBe(list[i * 3 + 2]);
      expect(Math.abs(rw(w.m, a + OB_X) - list[i * 3]) + Math.abs(rw(w.m, a + OB_Y) - list[i * 3 + 1])).toBeLessThanOrEqual(i === 0 ? 0 : 2);
    });
  });

  it('a second loader of the same group deletes itself', () => {
    const w = atConveyor([
      { x: 0x1078, y: 0x21a, id: ID_LABYRINTH_CONVEY, subtype: 0x80 },
      { x: 0x1079, y: 0x21a, id: ID_LABYRINTH_CONVEY, subtype: 0x80 },
    ]);
    expect(slotsOf(w, ID_LABYRINTH_CONVEY).length).toBe(8);
  });

  it('a platform runs its path at 1 px a frame: from corner 0 of path 0 ($1078, $21A) to corner 1 ($10BE, $260) diagonally', () => {
    const w = atConveyor([{ x: 0x1078, y: 0x21a, id: ID_LABYRINTH_CONVEY, subtype: 0x00 }]);
    const [a0] = slotsOf(w, ID_LABYRINTH_CONVEY);
    expect([rsw(w.m, a0 + OB_VEL_X), rsw(w.m, a0 + OB_VEL_Y), rw(w.m, a0 + OB_X), rw(w.m, a0 + OB_Y)]).toEqual([0x100, 0x100, 0x1079, 0x21b]);
    for (let f = 0; f < 0x45; f++) w.step(0);
    expect([rw(w.m, a0 + OB_X), rw(w.m, a0 + OB_Y)]).toEqual([0x10be, 0x260]);
    // At the corner: on to corner 2 ($10BE, $393), straight down.
    w.step(0);
    expect([rsw(w.m, a0 + OB_VEL_X), rsw(w.m, a0 + OB_VEL_Y), rw(w.m, a0 + OB_Y)]).toEqual([0, 0x100, 0x261]);
  });

  it('switch $E reverses every platform once and sets f_conveyrev', () => {
    const w = atConveyor([{ x: 0x1078, y: 0x21a, id: ID_LABYRINTH_CONVEY, subtype: 0x00 }]);
    const [a0] = slotsOf(w, ID_LABYRINTH_CONVEY);
    for (let f = 0; f < 0x10; f++) w.step(0);
    setSwitchByte(w.state, 0xe, 1);
    w.step(0);
    // Heading back to corner 0 (the step is -4: corner 0 again, then the path's last corner).
    expect([w.state[G_CONVEY_REV], rsw(w.m, a0 + OB_VEL_X), rsw(w.m, a0 + OB_VEL_Y)]).toEqual([1, -0x100, -0x100]);
  });

  it('the wheel ($7F) turns a frame every 4 frames, backwards while f_conveyrev', () => {
    const w = atConveyor([{ x: 0x1040, y: 0x40, id: ID_LABYRINTH_CONVEY, subtype: 0x7f }]);
    const [a0] = slotsOf(w, ID_LABYRINTH_CONVEY);
    const frames: number[] = [];
    for (let f = 0; f < 12; f++) {
      w.step(0);
      frames.push(w.m[a0 + OB_FRAME]);
    }
    const steps = frames.filter((v, i) => i > 0 && v !== frames[i - 1]).length;
    expect(steps).toBe(3);
    expect(frames.every((v, i) => i === 0 || v === frames[i - 1] || v === ((frames[i - 1] + 1) & 3))).toBe(true);
    w.state[G_CONVEY_REV] = 1;
    const back: number[] = [];
    for (let f = 0; f < 8; f++) {
      w.step(0);
      back.push(w.m[a0 + OB_FRAME]);
    }
    expect(back.every((v, i) => i === 0 || v === back[i - 1] || v === ((back[i - 1] + 3) & 3))).toBe(true);
  });
});

describeWithDisasm('LabyrinthConvey: the platform lists', (dir) => {
  it('equal objpos/lz1pf1 .. lz3pf2 (a count - 1, then x, y, subtype words)', () => {
    ['lz1pf1', 'lz1pf2', 'lz2pf1', 'lz2pf2', 'lz3pf1', 'lz3pf2'].forEach((name, i) => {
      const b = readFileSync(join(dir, 'objpos', `${name}.bin`));
      const count = b.readUInt16BE(0) + 1;
      const list: number[] = [];
      for (let n = 0; n < count; n++) list.push(b.readUInt16BE(2 + n * 6), b.readUInt16BE(4 + n * 6), b.readUInt16BE(6 + n * 6));
      expect(checkoutObjectData().platformLists![LZ_PLATFORM_INDEX[i]]).toEqual(list);
    });
  });
});
