import { describe, expect, it } from 'vitest';
import { sbzScene, slotsOf, stepUntil } from './scene.ts';
import { ID_JUNCTION } from '../../../../../../engine/games/s1/objects/objects/junction.ts';
import { OB_ACT_WID, OB_FRAME, OB_PRIORITY, OB_ROUTINE, OB_X, OB_Y, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { setSwitchByte } from '../../../../../../engine/games/s1/act/switches.ts';
import { P_GSP, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, W_PLAYER_CTRL } from '../../../../../../engine/state/layout.ts';

/** Jun_ChgPos' table. */
const SPOT = [
  [-0x20, 0], [-0x1e, 0xe], [-0x18, 0x18], [-0xe, 0x1e], [0, 0x20], [0xe, 0x1e], [0x18, 0x18], [0x1e, 0xe],
  [0x20, 0], [0x1e, -0xe], [0x18, -0x18], [0xe, -0x1e], [0, -0x20], [-0xe, -0x1e], [-0x18, -0x18], [-0x1e, -0xe],
];

describe('Junction ($66)', () => {
  it('loads its big circle (routine 4, frame $10, priority 3) into a free slot; itself $30 wide, gap turning +1 every 8 frames', () => {
    const w = sbzScene([{ x: 0x100, y: 0x50, id: ID_JUNCTION }], { floorCells: 2 });
    const [a0, circle] = slotsOf(w, ID_JUNCTION);
    expect([w.m[circle + OB_ROUTINE], w.m[circle + OB_FRAME], w.m[circle + OB_PRIORITY], w.m[circle + OB_ACT_WID]]).toEqual([4, 0x10, 3, 0x38]);
    expect([w.m[a0 + OB_ROUTINE], w.m[a0 + OB_ACT_WID], w.m[a0 + 0x34]]).toEqual([2, 0x30, 1]);
    const frames: number[] = [w.m[a0 + OB_FRAME]];
    for (let i = 0; i < 16; i++) {
      w.step(0);
      frames.push(w.m[a0 + OB_FRAME]);
    }
    // The start turned it to 1 with 7 frames to go.
    expect(frames).toEqual([...new Array(8).fill(1), ...new Array(8).fill(2), 3]);
  });

  it('a new press of its switch (the subtype) reverses the turn', () => {
    const w = sbzScene([{ x: 0x100, y: 0x50, id: ID_JUNCTION, subtype: 2 }], { floorCells: 2 });
    const [a0] = slotsOf(w, ID_JUNCTION);
    setSwitchByte(w.state, 2, 1);
    w.step(0);
    expect([w.m[a0 + 0x34], w.m[a0 + 0x36]]).toEqual([0xff, 1]);
    w.step(0);
    expect(w.m[a0 + 0x34]).toBe(0xff);
    setSwitchByte(w.state, 2, 0);
    w.step(0);
    setSwitchByte(w.state, 2, 1);
    w.step(0);
    expect(w.m[a0 + 0x34]).toBe(1);
  });

  it('grabs Sonic pushing it from the left when the gap (frame $E) faces him; rides him round; lets go pointing down with y speed $800', () => {
    const w = sbzScene([{ x: 0x100, y: 0x50, id: ID_JUNCTION }], { floorCells: 2 });
    const s = w.state;
    const [a0] = slotsOf(w, ID_JUNCTION);
    stepUntil(w, () => w.m[a0 + OB_ROUTINE] === 6, 0x08, 400);
    expect(s[W_PLAYER_CTRL]).toBe(1);
    expect([s[P_XSP], s[P_YSP], s[P_GSP], s[P_STATUS] & ST_AIR]).toEqual([0, 0, 0x800, ST_AIR]);
    expect(w.m[a0 + 0x32]).toBe(0xe);
    // Halfway between where he was and the gap's spot (Jun_ChgPos of frame $E)... then on the spot every frame.
    w.step(0);
    const f = w.m[a0 + OB_FRAME];
    expect([s[P_X] >> 8, s[P_Y] >> 8]).toEqual([rw(w.m, a0 + OB_X) + SPOT[f][0], rw(w.m, a0 + OB_Y) + SPOT[f][1]]);
    stepUntil(w, () => w.m[a0 + OB_ROUTINE] === 2, 0, 400);
    expect(w.m[a0 + OB_FRAME]).toBe(4);
    expect([s[W_PLAYER_CTRL], s[P_XSP], s[P_YSP]]).toEqual([0, 0, 0x800]);
  });
});
