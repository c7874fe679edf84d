import { describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../../../../engine/world/world.ts';
import { C_X, P_RINGS, P_X, P_Y } from '../../../../../engine/state/layout.ts';
import { LEVEL_OBJECTS_START, OBJECT_SIZE, OB_COL_TYPE, OB_ID, OB_RENDER, OB_RESPAWN_NO, OB_X, RENDER_ON_SCREEN, SLOT_HIGH, rw } from '../../../../../engine/games/s1/objects/ram.ts';
import { OBJSTATE, G_OPL_LEFT, G_OPL_RIGHT } from '../../../../../engine/games/s1/objects/s1State.ts';
import { findFreeObj, objPosLoad, outOfRange } from '../../../../../engine/games/s1/objects/objectManager.ts';
import { ZONE_GHZ } from '../../../../../engine/games/s1/act/actRules.ts';
import { syntheticAct } from '../act/support/syntheticAct.ts';
import { placementBytes, type TestPlacement } from './support/placements.ts';

const RING = 0x25;

function act(list: readonly TestPlacement[]): World {
  return createWorld(syntheticAct({
    zone: ZONE_GHZ, act: 0, cells: [[0, 0, 1], [0, 1, 1], [0, 2, 1], [0, 3, 1], [0, 4, 1], [0, 5, 1], [0, 6, 1], [0, 7, 1]],
    start: { x: 0x60, y: 0x6c }, size: { right: 0x2000 }, placements: placementBytes(list),
  }));
}

/** The slot addresses holding an object, in slot order, with their x. */
function loaded(w: World): { slot: number; x: number; id: number }[] {
  const out = [];
  for (let a = LEVEL_OBJECTS_START; a < 0x80 * OBJECT_SIZE; a += OBJECT_SIZE) {
    if (w.m[a + OB_ID] !== 0) out.push({ slot: a / OBJECT_SIZE, x: rw(w.m, a + OB_X), id: w.m[a + OB_ID] });
  }
  return out;
}

describe('ObjPosLoad (OPL_Main, OPL_Next)', () => {
  it('at the start loads every placement left of the camera column + $280, in list order into slots from $20', () => {
    const w = act([{ x: 0x100, y: 0x60, id: RING }, { x: 0x27f, y: 0x60, id: RING }, { x: 0x280, y: 0x60, id: RING }]);
    expect(loaded(w)).toEqual([{ slot: 0x20, x: 0x100, id: RING }, { slot: 0x21, x: 0x27f, id: RING }]);
    expect(w.state[G_OPL_RIGHT]).toBe(12);
  });

  it('loads the next placement when the camera\'s 128-px column reaches x - $280 + 1', () => {
    const w = act([{ x: 0x300, y: 0x60, id: RING }]);
    const s = w.state;
    s[C_X] = 0x7f;
    objPosLoad(w);
    expect(loaded(w)).toEqual([]);
    s[C_X] = 0x80;
    objPosLoad(w);
    // Column $80 + $280 = $300: not yet (the test is "column + $280 > x").
    expect(loaded(w)).toEqual([]);
    s[C_X] = 0x100;
    objPosLoad(w);
    expect(loaded(w)).toEqual([{ slot: 0x20, x: 0x300, id: RING }]);
  });

  it('tracked placements count in the respawn table from 1, and their loaded object keeps that number', () => {
    const w = act([{ x: 0x100, y: 0x60, id: RING, tracked: true }, { x: 0x120, y: 0x60, id: RING }, { x: 0x140, y: 0x60, id: RING, tracked: true }]);
    const m = w.m;
    expect(m[OBJSTATE]).toBe(3);
    expect(m[0x20 * OBJECT_SIZE + OB_RESPAWN_NO]).toBe(1);
    expect(m[0x21 * OBJECT_SIZE + OB_RESPAWN_NO]).toBe(0);
    expect(m[0x22 * OBJECT_SIZE + OB_RESPAWN_NO]).toBe(2);
    // OPL set bit 7 ("loaded") for each; rings clear it again in Ring_Main (their bits 0..7 count collected rings).
    expect(m[OBJSTATE + 2 + 1]).toBe(0);
    expect(m[OBJSTATE + 2 + 2]).toBe(0);
  });

  it('moving left loads the placements behind the left cursor again, and the right cursor steps back', () => {
    const w = act([{ x: 0x100, y: 0x60, id: RING }, { x: 0x800, y: 0x60, id: RING }]);
    const s = w.state;
    for (let cx = 0; cx <= 0x700; cx += 0x80) {
      s[C_X] = cx;
      objPosLoad(w);
    }
    expect(s[G_OPL_LEFT]).toBe(6);
    // The first ring went out of range on its own (Ring_Animate's out_of_range), so clear it
    // as the game would have, then come back.
    w.m.fill(0, 0x20 * OBJECT_SIZE, 0x80 * OBJECT_SIZE);
    for (let cx = 0x700; cx >= 0; cx -= 0x80) {
      s[C_X] = cx;
      objPosLoad(w);
    }
    expect(s[G_OPL_LEFT]).toBe(0);
    expect(loaded(w).map((o) => o.x)).toEqual([0x100]);
    expect(s[G_OPL_RIGHT]).toBe(6);
  });

  it('the walks stay inside the placement list whatever the state says: a camera past $8000 moving left and cursors off the list return', () => {
    const w = act([{ x: 0x100, y: 0x60, id: RING }, { x: 0x800, y: 0x60, id: RING }]);
    const s = w.state;
    s[C_X] = 0x200;
    objPosLoad(w);
    // Read signed, $8000 is left of $200: the backward walks run, and before the list's start
    // an entry reads $FFFF (-1 signed), which would not stop them.
    s[C_X] = 0x8000;
    objPosLoad(w);
    expect([s[G_OPL_LEFT], s[G_OPL_RIGHT]]).toEqual([6, 0]);
    s[C_X] = 0x200;
    s[G_OPL_RIGHT] = 600_000_000;
    s[G_OPL_LEFT] = -600_000_000;
    objPosLoad(w);
    s[C_X] = 0xff80;
    objPosLoad(w);
    expect(Math.abs(s[G_OPL_RIGHT])).toBeLessThanOrEqual(600_000_000);
  });

  it('ExecuteObjects and ReactToItem stop at the object RAM\'s end whatever the high-water mark says (the respawn table after it is not run as a slot)', () => {
    const w = act([{ x: 0x100, y: 0x60, id: RING }]);
    for (let f = 0; f < 5; f++) w.step(0);
    const m = w.m;
    m[SLOT_HIGH] = 0xff;
    // Slot $80 would begin at the respawn table: a ring's id there, on screen and touchable.
    m[OBJSTATE] = RING;
    m[OBJSTATE + OB_RENDER] = RENDER_ON_SCREEN;
    m[OBJSTATE + OB_COL_TYPE] = 0x47;
    const table = m.slice(OBJSTATE);
    for (let f = 0; f < 3; f++) w.step(0);
    expect([...m.slice(OBJSTATE)]).toEqual([...table]);
  });

  it('when all $60 level slots are taken the load waits, and a tracked placement\'s bit is already set (the original sets it first)', () => {
    const w = act([{ x: 0x100, y: 0x60, id: RING, tracked: true }]);
    const m = w.m;
    // Take the start's load back, fill every level slot, rewind the cursor, and load again.
    for (let a = LEVEL_OBJECTS_START; a < 0x80 * OBJECT_SIZE; a += OBJECT_SIZE) m[a + OB_ID] = 0x7f;
    m[OBJSTATE] = 1;
    m[OBJSTATE + 3] = 0;
    w.state[G_OPL_RIGHT] = 0;
    expect(findFreeObj(m)).toBe(-1);
    w.state[C_X] = 0x80;
    objPosLoad(w);
    expect(w.state[G_OPL_RIGHT]).toBe(0);
    expect(m[OBJSTATE + 3] & 0x80).toBe(0x80);
  });

  it('out_of_range: more than 640 px between the object\'s column and the camera\'s column - 128', () => {
    const s = new Int32Array(64);
    s[C_X] = 0x400;
    expect(outOfRange(s, 0x380)).toBe(false);
    expect(outOfRange(s, 0x37f)).toBe(true);
    // Columns: ($400 - 128) & $FF80 = $380; $380 + 640 = $600 is the last column in range.
    expect(outOfRange(s, 0x67f)).toBe(false);
    expect(outOfRange(s, 0x680)).toBe(true);
  });
});

describe('rings ($25) through the object manager', () => {
  it('a collected ring stays collected: its bit in the respawn table keeps it from loading again', () => {
    const w = act([{ x: 0x90, y: 0x6c, id: RING, tracked: true }]);
    const s = w.state;
    // Stand Sonic on the ring: the next frame's touch response collects it.
    for (let i = 0; i < 3; i++) w.step(0);
    s[P_X] = 0x90 << 8;
    s[P_Y] = 0x6c << 8;
    for (let i = 0; i < 3; i++) w.step(0);
    expect(s[P_RINGS]).toBe(1);
    expect(w.m[OBJSTATE + 2 + 1] & 1).toBe(1);
  });
});
