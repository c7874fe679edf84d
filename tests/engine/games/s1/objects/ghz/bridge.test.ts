import { expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, slotsOf, stepUntil } from './scene.ts';
import { describeWithDisasm } from '../../../../../support/disasm.ts';
import { ID_BRIDGE } from '../../../../../../engine/games/s1/objects/objects/bridge.ts';
import { OB_ACT_WID, OB_ROUTINE, OB_SUBTYPE, OB_X, OB_Y, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { C_X, P_HRAD, P_STATUS, P_Y, ST_AIR, ST_ON_OBJECT, P_ON_OBJECT } from '../../../../../../engine/state/layout.ts';

/** A 12-log bridge whose middle log (the placed one) is at ($180, $88); nothing under it. */
function bridgeScene() {
  return scene([{ x: 0x180, y: 0x88, id: ID_BRIDGE, subtype: 12 }]);
}

/** The logs left to right, as the bridge lists them. */
function logs(w: ReturnType<typeof scene>): number[] {
  const a0 = slotsOf(w, ID_BRIDGE).find((a) => w.m[a + OB_ROUTINE] !== 0xa)!;
  return Array.from({ length: w.m[a0 + OB_SUBTYPE] }, (_, i) => w.m[a0 + 0x29 + i] * 0x40);
}

describeWithDisasm('Bridge ($11): Bri_Main', () => {
  it('makes 11 more logs 16 px apart from x - 96, lists all 12 left to right with itself in its place', () => {
    const w = bridgeScene();
    const list = logs(w);
    expect(list.length).toBe(12);
    expect(list.map((a) => rw(w.m, a + OB_X))).toEqual(Array.from({ length: 12 }, (_, i) => 0x120 + 16 * i));
    expect(list.map((a) => rw(w.m, a + OB_Y))).toEqual(new Array(12).fill(0x88));
    const parent = list[6];
    expect(w.m[parent + OB_ACT_WID]).toBe(0x80);
    expect(w.m[parent + OB_ROUTINE]).toBe(2);
    for (const a of list) if (a !== parent) expect([w.m[a + OB_ROUTINE], w.m[a + OB_ACT_WID]]).toEqual([0xa, 8]);
  });
});

describeWithDisasm('Bridge ($11): standing on it', () => {
  it('lands Sonic at the middle log y - 8 - height - 1, then sags 4 a frame to $40 and carries him on his log', () => {
    const w = bridgeScene();
    const s = w.state;
    dropSonic(w, 0x170, 0x60);
    stepUntil(w, () => (s[P_STATUS] & ST_ON_OBJECT) !== 0);
    const list = logs(w);
    expect(s[P_STATUS] & ST_AIR).toBe(0);
    expect(s[P_ON_OBJECT] - 1).toBe(list[6] / 0x40);
    expect(s[P_Y] >> 8).toBe(0x88 - 8 - 0x13 - 1);
    expect(w.m[list[6] + OB_ROUTINE]).toBe(4);
    // One frame on: sag 4 (sin 25): log 5 (Sonic's) sinks (256 * 12 * 25) >> 16 = 1 px.
    w.step(0);
    expect(w.m[list[6] + 0x3f]).toBe(5);
    expect(w.m[list[6] + 0x3e]).toBe(4);
    expect(rw(w.m, list[5] + OB_Y)).toBe(0x89);
    expect(s[P_Y] >> 8).toBe(0x89 - 8 - s[P_HRAD]);
    // Full sag after 16 frames: depth 12 at log 5, the curves of rows 5 and 6.
    for (let i = 0; i < 15; i++) w.step(0);
    expect(w.m[list[6] + 0x3e]).toBe(0x40);
    expect(list.map((a) => rw(w.m, a + OB_Y) - 0x88)).toEqual([2, 5, 8, 10, 11, 12, 11, 10, 9, 7, 5, 2]);
    expect(s[P_Y] >> 8).toBe(0x88 + 12 - 8 - 0x13);
    w.step(0);
    expect(w.m[list[6] + 0x3e]).toBe(0x40);
  });

  it('relaxes 4 a frame once Sonic is off, bending around the last log he stood on', () => {
    const w = bridgeScene();
    const s = w.state;
    dropSonic(w, 0x170, 0x60);
    stepUntil(w, () => (s[P_STATUS] & ST_ON_OBJECT) !== 0);
    for (let i = 0; i < 16; i++) w.step(0);
    const list = logs(w);
    // Lifted off: in the air, ExitPlatform2 lets go (routine 2), Bri_Action lowers the sag.
    s[P_STATUS] |= ST_AIR;
    s[P_Y] -= 0x40 << 8;
    w.step(0);
    expect(w.m[list[6] + OB_ROUTINE]).toBe(2);
    expect(s[P_STATUS] & ST_ON_OBJECT).toBe(0);
    w.step(0);
    expect(w.m[list[6] + 0x3e]).toBe(0x3c);
    // sin($3C) = 255: log 5 = ((256 * 12) * 255) >> 16 = 11.
    expect(rw(w.m, list[5] + OB_Y)).toBe(0x88 + 11);
  });
});

describeWithDisasm('Bridge ($11): Bri_ChkDel', () => {
  it('deletes every log with the bridge once out of range', () => {
    const w = bridgeScene();
    expect(slotsOf(w, ID_BRIDGE).length).toBe(12);
    // The camera far right: the middle log's column is more than 640 px past the camera's - 128.
    w.state[C_X] = 0x800;
    w.step(0);
    expect(slotsOf(w, ID_BRIDGE).length).toBe(0);
  });
});
