import { expect, it } from 'vitest';
import { sbzScene, slotsOf } from './scene.ts';
import { ID_SPIN_CONVEY, SBZ_PLATFORM_INDEX } from '../../../../../../engine/games/s1/objects/objects/spinConvey.ts';
import { checkoutObjectData } from '../../../../../support/objectData.ts';
import { OB_ANIM, OB_SUBTYPE, OB_X, OB_Y, rsw, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { obj63Byte } from '../../../../../../engine/games/s1/objects/conveyorPath.ts';
import { G_CONVEY_REV } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { C_X } from '../../../../../../engine/state/layout.ts';
import { describeWithDisasm } from '../../../../../support/disasm.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const floorAtE = { cells: [[3, 0xd, 1]] as [number, number, number][], start: { x: 0xd80, y: 0x380 - 0x14 }, size: { bottom: 0x800 } };

describeWithDisasm('SpinConvey ($6F)', () => {
  it('a loader (subtype $80) turns itself and seven free slots into group 0\'s platforms (ObjPos_SBZ1pf1) and marks v_obj63 byte 0', () => {
    const w = sbzScene([{ x: 0xe80, y: 0x370, id: ID_SPIN_CONVEY, subtype: 0x80 }], floorAtE);
    const platforms = slotsOf(w, ID_SPIN_CONVEY);
    expect(platforms.length).toBe(8);
    expect(platforms.map((a) => w.m[a + OB_SUBTYPE])).toEqual([0, 1, 1, 1, 2, 3, 3, 3]);
    expect(obj63Byte(w.state, 0)).toBe(1);
    // The loader keeps the group in objoff_2F; the others have none.
    expect(platforms.map((a) => w.m[a + 0x2f])).toEqual([0x80, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('a second loader of a loaded group deletes itself', () => {
    const w = sbzScene([
      { x: 0xe80, y: 0x370, id: ID_SPIN_CONVEY, subtype: 0x80 },
      { x: 0xe90, y: 0x370, id: ID_SPIN_CONVEY, subtype: 0x80 },
    ], floorAtE);
    expect(slotsOf(w, ID_SPIN_CONVEY).length).toBe(8);
  });

  it('platform 0 heads from corner 0 ($E14, $370) to corner 1 ($EEF, $302): x at $100, y at -($6E00 / $DB) = -$80 with remainder $80 in its y subpixel; it arrives exactly', () => {
    const w = sbzScene([{ x: 0xe80, y: 0x370, id: ID_SPIN_CONVEY, subtype: 0x80 }], floorAtE);
    const p0 = slotsOf(w, ID_SPIN_CONVEY).find((a) => w.m[a + OB_SUBTYPE] === 0)!;
    // Run from the next frame (it is in the loader's slot, set up by SpinC_Main then).
    w.step(0);
    expect([rsw(w.m, p0 + 0x10), rsw(w.m, p0 + 0x12), rw(w.m, p0 + 0x34), rw(w.m, p0 + 0x36)]).toEqual([0x100, -0x80, 0xeef, 0x302]);
    expect(w.m[p0 + OB_ANIM]).toBe(1);
    for (let i = 1; i < 0xdb; i++) w.step(0);
    expect([rw(w.m, p0 + OB_X), rw(w.m, p0 + OB_Y)]).toEqual([0xeef, 0x302]);
    w.step(0);
    // Corner 2 ($EEF, $340): straight down, and the fast spin (animation 0) at corner offset 8.
    expect([rsw(w.m, p0 + 0x10), rsw(w.m, p0 + 0x12), w.m[p0 + OB_ANIM]]).toEqual([0, 0x100, 0]);
  });

  it('with f_conveyrev set when they load, they run the path backwards (step -4, objoff_3B set)', () => {
    const w = sbzScene([{ x: 0xe80, y: 0x370, id: ID_SPIN_CONVEY, subtype: 0x80 }], floorAtE);
    expect(w.m[slotsOf(w, ID_SPIN_CONVEY)[1] + 0x3a]).toBe(4);
    // Away and back: the group loads again, now reversed.
    const camX = w.state[C_X];
    w.state[C_X] = 0x400;
    w.step(0);
    w.state[G_CONVEY_REV] = 1;
    w.state[C_X] = camX;
    // ObjPosLoad brings the loader back; the next frame it loads the group; the frame after, the
    // platform in its own slot sets itself up.
    for (let i = 0; i < 3; i++) w.step(0);
    const platforms = slotsOf(w, ID_SPIN_CONVEY);
    expect(platforms.length).toBe(8);
    expect(platforms.map((a) => [w.m[a + 0x3a], w.m[a + 0x3b]])).toEqual(new Array(8).fill([0xfc, 1]));
    // Platform 0 (corner 0): 0 - 4 wraps to the last corner, offset $C: ($E14, $3AE).
    const p0 = platforms.find((a) => w.m[a + OB_SUBTYPE] === 0)!;
    expect([rw(w.m, p0 + 0x34), rw(w.m, p0 + 0x36)]).toEqual([0xe14, 0x3ae]);
  });

  it('out of range of the path\'s x ($E80) the platforms go, and the loader\'s leaving clears v_obj63 so the group can load again', () => {
    const w = sbzScene([{ x: 0xe80, y: 0x370, id: ID_SPIN_CONVEY, subtype: 0x80 }], floorAtE);
    w.state[C_X] = 0x400;
    w.step(0);
    expect(slotsOf(w, ID_SPIN_CONVEY).length).toBe(0);
    expect(obj63Byte(w.state, 0)).toBe(0);
  });
});

describeWithDisasm('SpinConvey: the platform lists are the ROM\'s', (dir) => {
  it('the act\'s lists 6..11 are objpos/sbz1pf1..6.bin (count - 1, then x, y, subtype words); groups 6 and 7 repeat pf1 and pf2', () => {
    const lists = checkoutObjectData().platformLists!;
    for (let n = 0; n < 6; n++) {
      const b = readFileSync(join(dir, 'objpos', `sbz1pf${n + 1}.bin`));
      const words: number[] = [];
      for (let i = 0; i + 1 < 2 + 8 * 6; i += 2) words.push((b[i] << 8) | b[i + 1]);
      expect(words[0]).toBe(7);
      expect(lists[SBZ_PLATFORM_INDEX[n]]).toEqual(words.slice(1));
    }
    expect(SBZ_PLATFORM_INDEX.slice(6)).toEqual(SBZ_PLATFORM_INDEX.slice(0, 2));
  });
});
