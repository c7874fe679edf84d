import { describe, expect, it } from 'vitest';
import { sbzScene, slotsOf } from './scene.ts';
import { ID_SCRAP_STOMP } from '../../../../../../engine/games/s1/objects/objects/scrapStomp.ts';
import { OB_ACT_WID, OB_FRAME, OB_HEIGHT, OB_RESPAWN_NO, OB_SUBTYPE, OB_X, OB_Y, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_OBJ6B, OBJSTATE } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { setSwitchByte } from '../../../../../../engine/games/s1/act/switches.ts';
import { ZONE_LZ } from '../../../../../../engine/games/s1/act/actRules.ts';

describe('ScrapStomp ($6B)', () => {
  it('subtype $24: Sto_Var entry 2 ($1C wide, $20 high, travel $40, frame 2), type 4: down 8 px a frame, $3D frames, up 8, $3D frames', () => {
    const w = sbzScene([{ x: 0x100, y: 0x20, id: ID_SCRAP_STOMP, subtype: 0x24 }]);
    const [a0] = slotsOf(w, ID_SCRAP_STOMP);
    expect([w.m[a0 + OB_ACT_WID], w.m[a0 + OB_HEIGHT], rw(w.m, a0 + 0x3c), w.m[a0 + OB_FRAME], w.m[a0 + OB_SUBTYPE]]).toEqual([0x1c, 0x20, 0x40, 2, 0x24]);
    // The start's frame already moved it 8 px.
    const ys: number[] = [rw(w.m, a0 + OB_Y)];
    for (let i = 0; i < 0x90; i++) {
      w.step(0);
      ys.push(rw(w.m, a0 + OB_Y));
    }
    expect(ys.slice(0, 9)).toEqual([0x28, 0x30, 0x38, 0x40, 0x48, 0x50, 0x58, 0x60, 0x60]);
    // At the bottom $3C + 1 frames, then up 8 a frame.
    expect(ys.slice(7, 7 + 0x3e).every((y) => y === 0x60)).toBe(true);
    expect(ys.slice(7 + 0x3e, 7 + 0x3e + 8)).toEqual([0x58, 0x50, 0x48, 0x40, 0x38, 0x30, 0x28, 0x20]);
  });

  it('subtype $13: Sto_Var entry 1, type 3 — drops 8 px a frame to $38, rises 1 px a frame, waits $3D frames at the top', () => {
    const w = sbzScene([{ x: 0x100, y: 0x20, id: ID_SCRAP_STOMP, subtype: 0x13 }]);
    const [a0] = slotsOf(w, ID_SCRAP_STOMP);
    expect([rw(w.m, a0 + 0x3c), w.m[a0 + OB_FRAME]]).toEqual([0x38, 1]);
    const ys: number[] = [rw(w.m, a0 + OB_Y)];
    for (let i = 0; i < 0x90; i++) {
      w.step(0);
      ys.push(rw(w.m, a0 + OB_Y));
    }
    expect(ys.slice(0, 8)).toEqual([0x28, 0x30, 0x38, 0x40, 0x48, 0x50, 0x58, 0x57]);
    expect(ys[6 + 0x38]).toBe(0x20);
    expect(ys.slice(6 + 0x38, 6 + 0x38 + 0x3d).every((y) => y === 0x20)).toBe(true);
    expect(ys[6 + 0x38 + 0x3d]).toBe(0x28);
  });

  it('subtype $80: a door (Sto_Var entry 0, type 1) on switch 0: opens 2 px a frame to $80, sets its respawn bit 0, waits $B4, closes', () => {
    const w = sbzScene([{ x: 0x100, y: 0x40, id: ID_SCRAP_STOMP, subtype: 0x80, respawn: true }]);
    const [a0] = slotsOf(w, ID_SCRAP_STOMP);
    const respawn = OBJSTATE + 2 + w.m[a0 + OB_RESPAWN_NO];
    expect([w.m[a0 + OB_ACT_WID], w.m[a0 + OB_HEIGHT], w.m[a0 + OB_SUBTYPE], w.m[a0 + 0x3e]]).toEqual([0x40, 0xc, 1, 0]);
    // Its respawn bit 7 was cleared: it loads again when the camera comes back.
    expect(w.m[respawn] & 0x80).toBe(0);
    for (let i = 0; i < 10; i++) w.step(0);
    expect(rw(w.m, a0 + OB_X)).toBe(0x100);
    setSwitchByte(w.state, 0, 1);
    const xs: number[] = [];
    for (let i = 0; i < 0x41; i++) {
      w.step(0);
      xs.push(rw(w.m, a0 + OB_X));
    }
    expect(xs.slice(0, 3)).toEqual([0xfe, 0xfc, 0xfa]);
    expect(xs[0x3f]).toBe(0x80);
    expect([w.m[a0 + OB_SUBTYPE], rw(w.m, a0 + 0x36), w.m[respawn] & 1]).toEqual([2, 0xb4, 1]);
    setSwitchByte(w.state, 0, 0);
    for (let i = 0; i < 0xb3; i++) w.step(0);
    expect(rw(w.m, a0 + OB_X)).toBe(0x80);
    w.step(0);
    expect(rw(w.m, a0 + OB_X)).toBe(0x82);
    for (let i = 0; i < 0x40; i++) w.step(0);
    expect([rw(w.m, a0 + OB_X), w.m[a0 + OB_SUBTYPE], w.m[respawn] & 1]).toEqual([0x100, 1, 0]);
  });

  it('in Labyrinth (SBZ3) only one is loaded (v_obj6B): a second deletes itself, clearing its respawn bit 7', () => {
    const w = sbzScene([
      { x: 0x100, y: 0x20, id: ID_SCRAP_STOMP, subtype: 0x24, respawn: true },
      { x: 0x140, y: 0x20, id: ID_SCRAP_STOMP, subtype: 0x24, respawn: true },
    ], { zone: ZONE_LZ, act: 3 });
    expect(slotsOf(w, ID_SCRAP_STOMP).length).toBe(1);
    expect(w.state[G_OBJ6B]).toBe(1);
    expect(w.m[OBJSTATE + 2 + 2] & 0x80).toBe(0);
  });
});
