import { describe, expect, it } from 'vitest';
import { pushBlock } from '../../../../../engine/games/s1/objects/objects/pushBlock.ts';
import {
  OB_ACT_WID, OB_FRAME, OB_ID, OB_RESPAWN_NO, OB_ROUTINE, OB_SOLID, OB_STATUS, OB_SUBTYPE, OB_VEL_X, OB_VEL_Y, OB_X, rsw, rw,
  ww,
} from '../../../../../engine/games/s1/objects/ram.ts';
import { G_OBJ31_YPOS, OBJSTATE } from '../../../../../engine/games/s1/objects/s1State.ts';
import { C_X, P_GSP, P_STATUS, P_X, P_XSP, ST_FACING_LEFT } from '../../../../../engine/state/layout.ts';
import type { World } from '../../../../../engine/world/world.ts';
import type { SceneOptions } from './support/scene.ts';
import { onScreen, put, scene, slotIds, sonicTo, STAND_Y, x, y } from './support/scene.ts';

/** A block standing on the floor (bottom at $7F) at x, past PushB_Main, on screen. */
function block(bx: number, subtype = 0, o: SceneOptions = {}): [World, number] {
  const w = scene(o);
  const a0 = put(w, 0x33, bx, 0x70, subtype, 0x28);
  pushBlock(w, a0);
  onScreen(w, a0);
  return [w, a0];
}

/** Sonic grounded against its left side (1 px in), facing right. */
function pushRight(w: World, a0: number): void {
  sonicTo(w, x(w, a0) - (w.m[a0 + OB_ACT_WID] + 0xb) + 1, STAND_Y);
  w.state[P_STATUS] &= ~ST_FACING_LEFT;
  pushBlock(w, a0);
}

describe('PushBlock ($33)', () => {
  it('PushB_Main: subtype 0 is $10 wide (frame 0), subtype 1 $40 (frame 1)', () => {
    const [w, a0] = block(0x80);
    expect([w.m[a0 + OB_ACT_WID], w.m[a0 + OB_FRAME]]).toEqual([0x10, 0]);
    const [w2, b0] = block(0x80, 1);
    expect([w2.m[b0 + OB_ACT_WID], w2.m[b0 + OB_FRAME]]).toEqual([0x40, 1]);
  });

  it('Sonic facing it at its side pushes it 1 px a frame: he moves with it, ground speed $40, x speed 0', () => {
    const [w, a0] = block(0x80);
    pushRight(w, a0);
    expect(x(w, a0)).toBe(0x81);
    expect(w.state[P_X] >> 8).toBe(0x80 - 0x1b + 1);
    expect([w.state[P_GSP], w.state[P_XSP]]).toEqual([0x40, 0]);
    expect(y(w, a0)).toBe(0x70);
  });

  it('facing away he does not push; from the right, facing left, it moves left with ground speed -$40', () => {
    const [w, a0] = block(0x80);
    sonicTo(w, 0x80 - 0x1b + 1, STAND_Y);
    w.state[P_STATUS] |= ST_FACING_LEFT;
    pushBlock(w, a0);
    expect(x(w, a0)).toBe(0x80);
    sonicTo(w, 0x80 + 0x1b - 1, STAND_Y);
    pushBlock(w, a0);
    expect(x(w, a0)).toBe(0x7f);
    expect(w.state[P_GSP]).toBe(-0x40);
  });

  it('a wall at its edge (ObjHitWallRight from x + $10) stops the push', () => {
    // A wall (a full chunk) from x $200: the block's edge sensor (x + $10) is in it at x $1F0.
    const [w, a0] = block(0x1f0, 0, { cells: [[0, 0, 1], [0, 1, 1], [0, 2, 2]], wallIds: [2] });
    pushRight(w, a0);
    expect(x(w, a0)).toBe(0x1f0);
    const [w2, b0] = block(0x1ef, 0, { cells: [[0, 0, 1], [0, 1, 1], [0, 2, 2]], wallIds: [2] });
    pushRight(w2, b0);
    expect(x(w2, b0)).toBe(0x1f0);
  });

  it('pushed over a ledge (floor more than 4 px below), it slides off at $400 to a 16 px boundary, then falls at +$18 a frame', () => {
    const [w, a0] = block(0xff, 0, { cells: [[0, 0, 1], [1, 1, 1]] });
    pushRight(w, a0);
    expect([x(w, a0), rsw(w.m, a0 + OB_VEL_X), w.m[a0 + OB_SOLID]]).toEqual([0x100, 0x400, 6]);
    pushBlock(w, a0);
    pushBlock(w, a0);
    pushBlock(w, a0);
    expect(x(w, a0)).toBe(0x10c);
    pushBlock(w, a0);
    expect([x(w, a0), rsw(w.m, a0 + OB_VEL_X), rw(w.m, a0 + 0x30), w.m[a0 + OB_SOLID]]).toEqual([0x110, 0, 0x400, 4]);
    pushBlock(w, a0);
    expect(rsw(w.m, a0 + OB_VEL_Y)).toBe(0x18);
  });

  it('subtypes with bit 7 never slide off', () => {
    // (MZ2: in MZ1 the block clears its bit 7 every frame.)
    const [w, a0] = block(0xff, 0x80, { act: 1, cells: [[0, 0, 1], [1, 1, 1]] });
    pushRight(w, a0);
    expect([x(w, a0), w.m[a0 + OB_SOLID]]).toEqual([0x100, 0]);
  });

  it('falling onto lava (block index $16A and up) it rides it at the push speed / 8 ($80) and then sinks $2001 a frame until the subpixel\'s low byte reaches $A0', () => {
    const [w, a0] = block(0xff, 0, { cells: [[0, 0, 1], [1, 1, 3]], floorIds: [3], blockIndex: [[3, 0x16a]] });
    pushRight(w, a0);
    for (let f = 0; f < 200 && w.m[a0 + 0x32] === 0; f++) pushBlock(w, a0);
    expect(w.m[a0 + 0x32]).toBe(1);
    expect([rsw(w.m, a0 + OB_VEL_X), rw(w.m, a0 + 0x0e), w.m[a0 + OB_SOLID]]).toEqual([0x80, 0, 0]);
    expect(y(w, a0)).toBe(0x170);
    // Riding: half a px a frame to the right.
    const x0 = rw(w.m, a0 + OB_X);
    pushBlock(w, a0);
    pushBlock(w, a0);
    expect(rw(w.m, a0 + OB_X)).toBe(x0 + 1);
    // Stopped (x speed 0): it sinks.
    ww(w.m, a0 + OB_VEL_X, 0);
    pushBlock(w, a0);
    expect(rw(w.m, a0 + 0x0e)).toBe(0x2001);
    for (let f = 1; f < 0x9f; f++) pushBlock(w, a0);
    expect(w.m[a0 + 0x0f]).toBe(0x9f);
    expect(w.m[a0 + OB_ROUTINE]).toBe(2);
    pushBlock(w, a0);
    // $A0: it goes home (routine 4) at its start.
    expect([w.m[a0 + OB_ROUTINE], x(w, a0), y(w, a0)]).toEqual([4, 0xff, 0x70]);
  });

  it('respawn bit 0 marks a loaded block: a second copy of the placement deletes itself', () => {
    const w = scene();
    const a0 = put(w, 0x33, 0x80, 0x70, 0, 0x28);
    w.m[a0 + OB_RESPAWN_NO] = 3;
    pushBlock(w, a0);
    expect(w.m[OBJSTATE + 2 + 3] & 1).toBe(1);
    const b0 = put(w, 0x33, 0x80, 0x70, 0, 0x29);
    w.m[b0 + OB_RESPAWN_NO] = 3;
    pushBlock(w, b0);
    expect(w.m[b0 + OB_ID]).toBe(0);
    expect(slotIds(w).filter((id) => id === 0x33).length).toBe(1);
  });

  it('out of range it goes home; with its start out of range too it unloads and clears respawn bit 0', () => {
    const [w, a0] = block(0x80);
    w.m[a0 + OB_RESPAWN_NO] = 3;
    w.m[OBJSTATE + 2 + 3] = 1;
    ww(w.m, a0 + OB_X, 0x900);
    pushBlock(w, a0);
    expect([w.m[a0 + OB_ROUTINE], x(w, a0)]).toEqual([4, 0x80]);
    // Home while its start is on screen: it waits there (ChkPartiallyVisible).
    pushBlock(w, a0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(4);
    w.state[C_X] = 0x200;
    pushBlock(w, a0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(2);
    w.state[C_X] = 0x1000;
    pushBlock(w, a0);
    expect(w.m[a0 + OB_ID]).toBe(0);
    expect(w.m[OBJSTATE + 2 + 3]).toBe(0);
  });

  it('MZ1: between x $A20 and $AA0 it rides the chained stomper (y = v_obj31ypos - $1C) and marks v_obj31ypos', () => {
    const w = scene({ act: 0 });
    w.state[C_X] = 0x980;
    const a0 = put(w, 0x33, 0xa20, 0x70, 0, 0x28);
    w.state[G_OBJ31_YPOS] = 0x150;
    pushBlock(w, a0);
    expect(y(w, a0)).toBe(0x150 - 0x1c);
    expect(w.state[G_OBJ31_YPOS]).toBe(0x8150);
    expect(w.m[a0 + OB_SUBTYPE]).toBe(0x80);
    const w2 = scene({ act: 1 });
    w2.state[C_X] = 0x980;
    const b0 = put(w2, 0x33, 0xa20, 0x70, 0, 0x28);
    w2.state[G_OBJ31_YPOS] = 0x150;
    pushBlock(w2, b0);
    expect(w2.state[G_OBJ31_YPOS]).toBe(0x150);
  });

  it('MZ2: riding lava past x $BA0, $CC0 or $DD0 it lights a lava geyser ($4C) $20 px left and $10 below it, pointing back at the block', () => {
    const w = scene({ act: 1 });
    w.state[C_X] = 0xb00;
    const a0 = put(w, 0x33, 0xba0, 0x70, 0, 0x28);
    pushBlock(w, a0);
    w.m[a0 + 0x32] = 1;
    w.m[a0 + OB_STATUS] &= ~2;
    ww(w.m, a0 + OB_VEL_X, 0);
    ww(w.m, a0 + 0x0e, 0);
    pushBlock(w, a0);
    const g = 0x20 * 0x40;
    expect(w.m[g + OB_ID]).toBe(0x4c);
    expect([x(w, g), y(w, g)]).toEqual([0xba0 - 0x20, 0x70 + 0x10]);
    expect(rw(w.m, g + 0x3e)).toBe(0xd000 + a0);
  });
});
