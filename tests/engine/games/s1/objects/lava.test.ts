import { describe, expect, it } from 'vitest';
import { lavaTag } from '../../../../../engine/games/s1/objects/objects/lavaTag.ts';
import { lavaWall } from '../../../../../engine/games/s1/objects/objects/lavaWall.ts';
import { geyserMaker } from '../../../../../engine/games/s1/objects/objects/geyserMaker.ts';
import { lavaGeyser } from '../../../../../engine/games/s1/objects/objects/lavaGeyser.ts';
import {
  OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_FRAME, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_RESPAWN_NO, OB_ROUTINE, OB_STATUS,
  OB_SUBTYPE, OB_VEL_X, OB_VEL_Y, rsw, rw, ww,
} from '../../../../../engine/games/s1/objects/ram.ts';
import { OBJSTATE } from '../../../../../engine/games/s1/objects/s1State.ts';
import { C_X, P_RINGS, P_STATUS, ST_HURT } from '../../../../../engine/state/layout.ts';
import { put, scene, slotIds, sonicTo, STAND_Y, x, y } from './support/scene.ts';

const SLOT = (n: number): number => n * 0x40;

describe('LavaTag ($54)', () => {
  it('touch types $96, $94, $95 by subtype; render $84 set once and never cleared (no DisplaySprite): it always touches', () => {
    const w = scene();
    for (const [sub, col] of [[0, 0x96], [1, 0x94], [2, 0x95]]) {
      const a0 = put(w, 0x54, 0x100, 0x60, sub);
      lavaTag(w, a0);
      expect([w.m[a0 + OB_COL_TYPE], w.m[a0 + OB_RENDER]]).toEqual([col, 0x84]);
    }
  });

  it('Sonic inside it is hurt', () => {
    const w = scene();
    put(w, 0x54, 0x60, STAND_Y, 0);
    w.state[P_RINGS] = 5;
    w.step(0);
    w.step(0);
    expect(w.state[P_STATUS] & ST_HURT).toBe(ST_HURT);
  });

  it('LTag_ChkDel: deleted when its 128 px column is left of the camera\'s column - $80 (signed) or more than $280 right of it', () => {
    const w = scene();
    w.state[C_X] = 0x400;
    const kept = (px: number): boolean => {
      const a0 = put(w, 0x54, px, 0x60, 0);
      lavaTag(w, a0);
      return w.m[a0 + OB_ID] === 0x54;
    };
    expect([kept(0x37f), kept(0x380), kept(0x67f), kept(0x680)]).toEqual([false, true, true, false]);
  });
});

describe('LavaWall ($4E)', () => {
  function wall(): [ReturnType<typeof scene>, number, number] {
    const w = scene();
    w.state[C_X] = 0x200;
    const a0 = put(w, 0x4e, 0x300, 0x60);
    lavaWall(w, a0);
    return [w, a0, a0 + 0x40];
  }

  it('LWall_Main: the front (routine 4) and the body (routine 6, frame 4) in the next slot, both touch type $94, $50 wide', () => {
    const [w, a0, a1] = wall();
    expect(slotIds(w)).toEqual([0x4e, 0x4e]);
    expect([w.m[a0 + OB_ROUTINE], w.m[a0 + OB_COL_TYPE], w.m[a0 + OB_ACT_WID], w.m[a0 + OB_PRIORITY]]).toEqual([4, 0x94, 0x50, 1]);
    expect([w.m[a1 + OB_ROUTINE], w.m[a1 + OB_FRAME], w.m[a1 + OB_COL_TYPE]]).toEqual([6, 4, 0x94]);
  });

  it('armed when Sonic comes within $C0 (x) and $60 (y); once he leaves that box it advances at $180, its body $80 px behind', () => {
    const [w, a0, a1] = wall();
    sonicTo(w, 0x300 + 0xc0, 0x60);
    lavaWall(w, a0);
    expect(w.m[a0 + 0x36]).toBe(0);
    sonicTo(w, 0x300 + 0xbf, 0x60 + 0x5f);
    lavaWall(w, a0);
    expect(w.m[a0 + 0x36]).toBe(1);
    sonicTo(w, 0x300 + 0xbf, 0x60 + 0x60);
    lavaWall(w, a0);
    expect([rsw(w.m, a0 + OB_VEL_X), w.m[a0 + OB_ROUTINE]]).toEqual([0x180, 2]);
    expect(rw(w.m, a0 + 0x8) * 0x10000 + rw(w.m, a0 + 0xa)).toBe(0x3010000 + 0x8000);
    lavaWall(w, a0);
    expect(x(w, a0)).toBe(0x303);
    lavaWall(w, a1);
    expect(x(w, a1)).toBe(0x303 - 0x80);
  });

  it('it stops for good when its x is exactly $6A0', () => {
    const [w, a0] = wall();
    ww(w.m, a0 + 8, 0x6a0);
    ww(w.m, a0 + OB_VEL_X, 0x180);
    w.m[a0 + OB_ROUTINE] = 2;
    w.m[a0 + 0x36] = 1;
    lavaWall(w, a0);
    expect([rsw(w.m, a0 + OB_VEL_X), w.m[a0 + 0x36], x(w, a0)]).toEqual([0, 0, 0x6a0]);
  });

  it('unarmed and out of range: its respawn bit is cleared and it is deleted (routine 8) the next frame, its body after it', () => {
    const [w, a0, a1] = wall();
    w.m[a0 + OB_RESPAWN_NO] = 4;
    w.m[OBJSTATE + 2 + 4] = 0x80;
    w.state[C_X] = 0x1000;
    sonicTo(w, 0x1000, 0x60);
    lavaWall(w, a0);
    expect([w.m[a0 + OB_ROUTINE], w.m[OBJSTATE + 2 + 4]]).toEqual([8, 0]);
    lavaWall(w, a1);
    expect(w.m[a1 + OB_ID]).toBe(0);
    lavaWall(w, a0);
    expect(w.m[a0 + OB_ID]).toBe(0);
  });
});

describe('GeyserMaker ($4C) and LavaGeyser ($4D)', () => {
  it('every 120 frames (the first at once) it starts when Sonic is above it by less than $170 px', () => {
    const w = scene();
    const a0 = put(w, 0x4c, 0x100, 0x200, 1);
    sonicTo(w, 0x100, 0x200);
    geyserMaker(w, a0);
    expect([w.m[a0 + OB_ROUTINE], rw(w.m, a0 + 0x32), rw(w.m, a0 + 0x34)]).toEqual([2, 120, 120]);
    sonicTo(w, 0x100, 0x200 - 0x170);
    for (let f = 0; f < 120; f++) geyserMaker(w, a0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(2);
    geyserMaker(w, a0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(4);
  });

  it('a lavafall (type 1): the maker loads it; two heads ($250 up and $100 below that) fall at +$18 with the hurting column (touch $93) $60 under the first', () => {
    const w = scene();
    const a0 = put(w, 0x4c, 0x100, 0x300, 1);
    sonicTo(w, 0x100, 0x300 - 0x20);
    geyserMaker(w, a0);
    geyserMaker(w, a0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(6);
    geyserMaker(w, a0);
    expect([w.m[a0 + OB_ROUTINE], w.m[a0 + OB_ANIM]]).toEqual([8, 4]);
    const g = SLOT(0x21);
    expect([w.m[g + OB_ID], w.m[g + OB_SUBTYPE], rw(w.m, g + 0x3e)]).toEqual([0x4d, 1, 0xd000 + a0]);
    lavaGeyser(w, g);
    const [column, head2] = [SLOT(0x22), SLOT(0x23)];
    expect(slotIds(w)).toEqual([0x4c, 0x4d, 0x4d, 0x4d]);
    expect([w.m[g + OB_SUBTYPE], w.m[g + OB_ANIM], rw(w.m, g + 0x30)]).toEqual([0, 2, 0x300]);
    expect(y(w, g)).toBe(0x300 - 0x250);
    expect(rsw(w.m, g + OB_VEL_Y)).toBe(0x18);
    expect([w.m[column + OB_ROUTINE], w.m[column + OB_COL_TYPE], w.m[column + OB_HEIGHT], y(w, column), rw(w.m, column + 0x30)]).toEqual([4, 0x93, 0x80, 0x300 - 0x250 + 0x60, 0x360]);
    expect([w.m[head2 + OB_ROUTINE], w.m[head2 + OB_SUBTYPE], w.m[head2 + OB_PRIORITY], y(w, head2), rw(w.m, head2 + 0x3e)]).toEqual([2, 1, 0, 0x300 - 0x250 + 0x100, 0xd000 + a0]);
  });

  it('a geyser (type 0, lit by a push block on lava) throws that block up at -$580 when its lava comes, which shoots up at -$500', () => {
    const w = scene();
    const block = put(w, 0x33, 0x120, 0x2f0, 0, 0x30);
    const a0 = put(w, 0x4c, 0x100, 0x300, 0);
    ww(w.m, a0 + 0x3e, 0xd000 + block);
    w.m[a0 + 0x3c] = 0xff;
    w.m[a0 + 0x3d] = 0xff;
    sonicTo(w, 0x100, 0x300 - 0x20);
    geyserMaker(w, a0);
    let f = 0;
    for (; f < 100 && w.m[a0 + OB_ROUTINE] !== 8; f++) geyserMaker(w, a0);
    // Routine 4 plays the 8-frame bubbling (3 frames each) before its afRoutine: 25 frames.
    expect(f).toBe(26);
    expect([w.m[block + OB_STATUS] & 2, rsw(w.m, block + OB_VEL_Y)]).toEqual([2, -0x580]);
    const g = SLOT(0x21);
    lavaGeyser(w, g);
    expect(rsw(w.m, g + OB_VEL_Y)).toBe(-0x500 + 0x18);
    expect(w.m[g + OB_ANIM]).toBe(5);
  });
});
