import { describe, expect, it } from 'vitest';
import { collapseFloor } from '../../../../../engine/games/s1/objects/objects/collapseFloor.ts';
import {
  OB_ACT_WID, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_VEL_Y, rsw,
} from '../../../../../engine/games/s1/objects/ram.ts';
import { P_STATUS, P_YSP, ST_AIR, ST_ON_OBJECT, ST_PUSH } from '../../../../../engine/state/layout.ts';
import { ZONE_SLZ } from '../../../../../engine/games/s1/act/actRules.ts';
import type { World } from '../../../../../engine/world/world.ts';
import { onScreen, put, scene, slotIds, sonicTo } from './support/scene.ts';

const SLOT = (n: number): number => n * 0x40;

function floor(subtype = 0, zone?: number): [World, number] {
  const w = scene({ cells: [[0, 0, 1]], zone });
  const a0 = put(w, 0x53, 0x180, 0x60, subtype, 0x28);
  collapseFloor(w, a0);
  return [w, a0];
}

function land(w: World, a0: number, dx = 0): void {
  sonicTo(w, 0x180 + dx, 0x60 - 8 - 0x13 - 2);
  w.state[P_STATUS] = ST_AIR;
  w.state[P_YSP] = 0x100;
  collapseFloor(w, a0);
}

describe('CollapseFloor ($53)', () => {
  it('CFlo_Main: $44 wide, priority 4, a 7 frame delay; in SLZ it uses frame 2', () => {
    const [w, a0] = floor();
    expect([w.m[a0 + OB_ACT_WID], w.m[a0 + OB_PRIORITY], w.m[a0 + 0x38], w.m[a0 + OB_FRAME]]).toEqual([0x44, 4, 7, 0]);
    const [w2, b0] = floor(0, ZONE_SLZ);
    expect(w2.m[b0 + OB_FRAME]).toBe(2);
  });

  it('stood on, it counts 7 frames, then breaks into 8 pieces: itself (delay $1E) and 7 in the free slots (CFlo_Data2)', () => {
    const [w, a0] = floor();
    land(w, a0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(4);
    for (let f = 0; f < 7; f++) collapseFloor(w, a0);
    expect([w.m[a0 + 0x38], w.m[a0 + 0x3a]]).toEqual([0, 1]);
    expect(slotIds(w).filter((id) => id === 0x53).length).toBe(1);
    collapseFloor(w, a0);
    expect(slotIds(w)).toEqual([0x53, 0x53, 0x53, 0x53, 0x53, 0x53, 0x53, 0, 0x53]);
    const delays = [a0, SLOT(0x20), SLOT(0x21), SLOT(0x22), SLOT(0x23), SLOT(0x24), SLOT(0x25), SLOT(0x26)].map((a) => w.m[a + 0x38]);
    expect(delays).toEqual([0x1e, 0x16, 0xe, 6, 0x1a, 0x12, 0xa, 2]);
    expect([w.m[a0 + OB_ROUTINE], w.m[a0 + OB_FRAME], w.m[a0 + OB_RENDER] & 0x20]).toEqual([6, 1, 0x20]);
    expect(w.m[SLOT(0x20) + OB_ROUTINE]).toBe(6);
  });

  it('subtypes with bit 0 use CFlo_Data3', () => {
    const [w, a0] = floor(1);
    land(w, a0);
    for (let f = 0; f < 8; f++) collapseFloor(w, a0);
    expect([a0, SLOT(0x20), SLOT(0x21)].map((a) => w.m[a + 0x38])).toEqual([0x16, 0x1e, 0x1a]);
  });

  it('a piece counts its delay down, then falls (ObjectFall) and is deleted once off screen', () => {
    const [w, a0] = floor();
    land(w, a0);
    for (let f = 0; f < 8; f++) collapseFloor(w, a0);
    const p = SLOT(0x26);
    collapseFloor(w, p);
    collapseFloor(w, p);
    expect([w.m[p + 0x38], rsw(w.m, p + OB_VEL_Y)]).toEqual([0, 0]);
    onScreen(w, p);
    collapseFloor(w, p);
    expect(rsw(w.m, p + OB_VEL_Y)).toBe(0x38);
    w.m[p + OB_RENDER] &= 0x7f;
    collapseFloor(w, p);
    expect(w.m[p]).toBe(0);
  });

  it('the piece Sonic stays on carries him until its delay runs out, then lets him go (standing and pushing cleared)', () => {
    const [w, a0] = floor();
    land(w, a0);
    for (let f = 0; f < 8; f++) collapseFloor(w, a0);
    w.state[P_STATUS] |= ST_PUSH;
    for (let f = 0; f < 0x1d; f++) collapseFloor(w, a0);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
    collapseFloor(w, a0);
    expect(w.state[P_STATUS] & (ST_ON_OBJECT | ST_PUSH)).toBe(0);
    expect([w.m[a0 + 0x3a], w.m[a0 + OB_ROUTINE], w.m[a0 + 0x38]]).toEqual([0, 6, 0]);
  });

  it('subtypes with bit 7 face the side Sonic stands on (render bit 0 set when he is left of it)', () => {
    const [w, a0] = floor(0x80);
    land(w, a0, -4);
    collapseFloor(w, a0);
    expect(w.m[a0 + OB_RENDER] & 1).toBe(1);
  });
});
