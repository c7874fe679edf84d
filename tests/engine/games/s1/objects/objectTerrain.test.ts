import { describe, expect, it } from 'vitest';
import { objHitCeiling, objHitWallLeft, objHitWallRight } from '../../../../../engine/games/s1/objects/objHitWall.ts';
import { objFloorTile } from '../../../../../engine/games/s1/objects/floorTile.ts';
import { objFloorDist } from '../../../../../engine/games/s1/objects/objFloorDist.ts';
import { OB_HEIGHT } from '../../../../../engine/games/s1/objects/ram.ts';
import { put, scene } from './support/scene.ts';

// Floor chunks fill y $80..$FF of layout row 0 with full 16x16 blocks.
describe('ObjHitWallRight / ObjHitWallLeft / ObjHitCeiling', () => {
  it('ObjHitWallRight: a wall starting at x $100 is 7 px from a sensor at $F8 and -1 from one at $100', () => {
    const w = scene({ cells: [[0, 1, 1]] });
    expect(objHitWallRight(w, put(w, 0x33, 0xf0, 0xc0), 8)).toBe(7);
    expect(objHitWallRight(w, put(w, 0x33, 0xf8, 0xc0), 8)).toBe(-1);
  });

  it('ObjHitWallLeft keeps the missing x mirror: a wall ending at $FF reads 8 from $107 (7 mirrored) and -16 from $FF (-1 mirrored)', () => {
    const w = scene({ cells: [[0, 0, 1]] });
    // d3 = not.w 8 = -9, as the push block and the lava balls pass it.
    expect(objHitWallLeft(w, put(w, 0x33, 0x110, 0xc0), ~8)).toBe(8);
    expect(objHitWallLeft(w, put(w, 0x33, 0x108, 0xc0), ~8)).toBe(-16);
  });

  it('ObjHitCeiling measures from obY - obHeight up to the ceiling: 4 px below a ceiling ending at $FF', () => {
    const w = scene({ cells: [[0, 0, 1]] });
    const a0 = put(w, 0x55, 0x40, 0x10c);
    w.m[a0 + OB_HEIGHT] = 8;
    expect(objHitCeiling(w, a0)).toBe(4);
    w.m[a0 + OB_HEIGHT] = 0xe;
    expect(objHitCeiling(w, a0)).toBe(-2);
  });
});

describe('the block (a1) points at after ObjFloorDist', () => {
  const lava = (): ReturnType<typeof scene> => scene({ cells: [[0, 0, 1]], blockIndex: [[1, 0x16a]] });

  it('an object just above the floor gets the floor block below (extension): index $16A with its solidity bits', () => {
    const w = lava();
    const a0 = put(w, 0x33, 0x50, 0x70);
    w.m[a0 + OB_HEIGHT] = 0xf;
    expect(objFloorDist(w, a0)).toBe(0);
    expect(objFloorTile(w, a0)).toBe(0x616a);
  });

  it('an object whose bottom is inside the full block gets the block above it (regression): empty, word 0', () => {
    const w = lava();
    const a0 = put(w, 0x33, 0x50, 0x76);
    w.m[a0 + OB_HEIGHT] = 0xf;
    expect(objFloorDist(w, a0)).toBe(-6);
    expect(objFloorTile(w, a0)).toBe(0);
  });

  it('over a blank chunk (layout id 0) it is v_chunk0collision, always 0', () => {
    const w = lava();
    const a0 = put(w, 0x33, 0x150, 0x70);
    w.m[a0 + OB_HEIGHT] = 0xf;
    expect(objFloorTile(w, a0)).toBe(0);
  });
});
