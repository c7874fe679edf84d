import { describe, expect, it } from 'vitest';
import { chkObjectVisible, chkPartiallyVisible } from '../../../../../engine/games/s1/objects/chkObjectVisible.ts';
import { resetFloor, solidChkEnter, solidSide } from '../../../../../engine/games/s1/objects/solidObject.ts';
import { sonicStandSlot } from '../../../../../engine/games/s1/objects/sonic.ts';
import { createWorld } from '../../../../../engine/world/world.ts';
import { ZONE_MZ } from '../../../../../engine/games/s1/act/actRules.ts';
import type { QuirkId } from '../../../../../engine/quirks/catalogue.ts';
import { syntheticAct } from '../act/support/syntheticAct.ts';
import { slopeObject2 } from '../../../../../engine/games/s1/objects/platformObject.ts';
import { BOSS_X, BOSS_Y, bossDefeated, bossMove } from '../../../../../engine/games/s1/objects/boss.ts';
import { randomNumber } from '../../../../../engine/games/s1/objects/randomNumber.ts';
import { G_ITEM_BONUS, G_VBLANK } from '../../../../../engine/games/s1/objects/s1State.ts';
import {
  OB_ACT_WID, OB_ID, OB_RENDER, OB_STATUS, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, readObjectPointer, rl, rw, wl, writeObjectPointer, ww,
} from '../../../../../engine/games/s1/objects/ram.ts';
import { C_X, C_Y, P_HRAD, P_STATUS, P_X, P_Y, P_YSP, ST_AIR, ST_ON_OBJECT } from '../../../../../engine/state/layout.ts';
import { resetOnFloor } from '../../../../../engine/player/landing.ts';
import { onScreen, put, scene, slotIds, sonicTo, STAND_Y } from './support/scene.ts';

describe('object pointers (objoff longs holding v_objspace addresses)', () => {
  it('slot $20 is $FFFFD800; a pointer whose top byte holds a counter still names the slot (24-bit addresses)', () => {
    const m = new Uint8Array(0x2000);
    writeObjectPointer(m, 0x83c, 0x800);
    expect([m[0x83c], m[0x83d], m[0x83e], m[0x83f]]).toEqual([0xff, 0xff, 0xd8, 0x00]);
    expect(readObjectPointer(m, 0x83c)).toBe(0x800);
    m[0x83c] = 4;
    expect(readObjectPointer(m, 0x83c)).toBe(0x800);
    m.fill(0, 0x83c, 0x840);
    expect(readObjectPointer(m, 0x83c)).toBe(-1);
    wl(m, 0x83c, 0xfffff000 | 0);
    expect(readObjectPointer(m, 0x83c)).toBe(-1);
  });
});

describe('ChkObjectVisible / ChkPartiallyVisible', () => {
  it('on screen means 0 <= x - camera < 320 and 0 <= y - camera < 224 (signed words); the partial test widens x by obActWid', () => {
    const w = scene();
    w.state[C_X] = 0x100;
    w.state[C_Y] = 0x40;
    const a0 = put(w, 0x13, 0x100 + 319, 0x40 + 223);
    expect(chkObjectVisible(w.m, w.state, a0)).toBe(false);
    ww(w.m, a0 + OB_X, 0x100 + 320);
    expect(chkObjectVisible(w.m, w.state, a0)).toBe(true);
    ww(w.m, a0 + OB_X, 0xff);
    expect(chkObjectVisible(w.m, w.state, a0)).toBe(true);
    w.m[a0 + OB_ACT_WID] = 0x10;
    expect(chkPartiallyVisible(w.m, w.state, a0)).toBe(false);
    ww(w.m, a0 + OB_X, 0x100 + 320 + 0xf);
    expect(chkPartiallyVisible(w.m, w.state, a0)).toBe(false);
    ww(w.m, a0 + OB_X, 0x100 + 320 + 0x10);
    expect(chkPartiallyVisible(w.m, w.state, a0)).toBe(true);
    ww(w.m, a0 + OB_X, 0x200);
    ww(w.m, a0 + OB_Y, 0x40 + 224);
    expect(chkPartiallyVisible(w.m, w.state, a0)).toBe(true);
  });
});

describe('Solid_ChkEnter (the push block calls it directly)', () => {
  it('a side contact returns d4 = 1 and leaves d0: positive when Sonic was left of the object, the px he was pushed back', () => {
    const w = scene();
    // A $20-wide block (d1 = $1B) at x $100; Sonic's centre 3 px into its left side.
    const a0 = put(w, 0x33, 0x100, STAND_Y + 4);
    onScreen(w, a0);
    sonicTo(w, 0x100 - 0x1b + 3, STAND_Y);
    expect(solidChkEnter(w, a0, 0x1b, 0x10)).toBe(1);
    expect(solidSide.d0).toBe(3);
    expect(w.state[P_X] >> 8).toBe(0x100 - 0x1b);
    sonicTo(w, 0x100 + 0x1b - 2, STAND_Y);
    expect(solidChkEnter(w, a0, 0x1b, 0x10)).toBe(1);
    expect(solidSide.d0 - 0x10000).toBe(-2);
    expect(w.state[P_X] >> 8).toBe(0x100 + 0x1b);
  });

  it('an object not on screen is ignored (d4 = 0)', () => {
    const w = scene();
    const a0 = put(w, 0x33, 0x100, STAND_Y + 4);
    sonicTo(w, 0x100 - 0x1b + 3, STAND_Y);
    expect(solidChkEnter(w, a0, 0x1b, 0x10)).toBe(0);
  });
});

describe('SlopeObject2', () => {
  it('puts standing Sonic on the height map (a byte per 2 px from x - d1) and moves him by the object\'s x change', () => {
    const w = scene();
    const a0 = put(w, 0x2f, 0x100, 0x90);
    const heights = Uint8Array.from([0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17]);
    w.state[P_STATUS] |= ST_ON_OBJECT;
    // d1 = 8: x $FB is 3 px from the left edge ($F8), column 1.
    sonicTo(w, 0xfb, 0x40);
    slopeObject2(w, a0, 8, 0xfe, heights, 0);
    expect(w.state[P_Y] >> 8).toBe(0x90 - 0x11 - w.state[P_HRAD]);
    expect(w.state[P_X] >> 8).toBe(0xfb + 2);
    // x-flipped: column (not.w 1) + 8 = 6.
    w.m[a0 + OB_RENDER] |= 1;
    sonicTo(w, 0xfb, 0x40);
    slopeObject2(w, a0, 8, 0x100, heights, 0);
    expect(w.state[P_Y] >> 8).toBe(0x90 - 0x16 - w.state[P_HRAD]);
    // Not standing on an object: nothing.
    w.state[P_STATUS] &= ~ST_ON_OBJECT;
    sonicTo(w, 0xfb, 0x40);
    slopeObject2(w, a0, 8, 0x100, heights, 0);
    expect(w.state[P_Y] >> 8).toBe(0x40);
  });
});

describe('BossMove / BossDefeated', () => {
  it('BossMove adds the speeds << 8 to the 16.16 true position in objoff_30 / objoff_38', () => {
    const w = scene();
    const a0 = put(w, 0x73, 0, 0);
    wl(w.m, a0 + BOSS_X, 0x18000000);
    wl(w.m, a0 + BOSS_Y, 0x02100000);
    ww(w.m, a0 + OB_VEL_X, -0x100);
    ww(w.m, a0 + OB_VEL_Y, 0x40);
    bossMove(w.m, a0);
    expect(rl(w.m, a0 + BOSS_X) >>> 0).toBe(0x17ff0000);
    expect(rl(w.m, a0 + BOSS_Y) >>> 0).toBe(0x02104000);
  });

  it('BossDefeated loads an explosion ($3F) on frames with the VBlank counter\'s low 3 bits 0, spread by one RandomNumber', () => {
    const w = scene();
    const a0 = put(w, 0x73, 0x1900, 0x220, 0, 0x30);
    w.state[G_VBLANK] = 0x101;
    bossDefeated(w, a0);
    expect(slotIds(w).filter((id) => id === 0x3f)).toEqual([]);
    w.state[G_VBLANK] = 0x108;
    const copy = w.state.slice();
    const r = randomNumber(copy);
    bossDefeated(w, a0);
    const a1 = 0x20 * 0x40;
    expect(w.m[a1 + OB_ID]).toBe(0x3f);
    expect(rw(w.m, a1 + OB_X)).toBe(0x1900 + ((r & 0xff) >> 2) - 0x20);
    expect(rw(w.m, a1 + OB_Y)).toBe(0x220 + (((r >> 8) & 0xff) >> 3));
  });
});

describe('landing ends the badnik combo on a real act (Sonic_ResetOnFloor: v_itembonus = 0)', () => {
  it('v_itembonus goes to 0 when the player lands', () => {
    const w = scene();
    w.state[G_ITEM_BONUS] = 6;
    w.state[P_STATUS] |= ST_AIR;
    w.state[P_YSP] = 0x100;
    resetOnFloor(w);
    expect(w.state[G_ITEM_BONUS]).toBe(0);
  });
});

describe('Solid_ResetFloor lands Sonic on the object, also with the slopeGlitch fix', () => {
  for (const fixes of [[], ['slopeGlitch']] as QuirkId[][]) {
    it(`an airborne Sonic stands on the object's slot afterwards (fixes: ${fixes.join(',') || 'none'})`, () => {
      const w = createWorld(syntheticAct({ zone: ZONE_MZ, act: 0, cells: [[0, 0, 1]], start: { x: 0x60, y: STAND_Y } }), { fixes });
      const a0 = put(w, 0x18, 0x60, STAND_Y + 0x20, 0, 0x24);
      w.state[P_STATUS] |= ST_AIR;
      w.state[P_YSP] = 0x100;
      resetFloor(w, a0);
      expect(w.state[P_STATUS] & (ST_AIR | ST_ON_OBJECT)).toBe(ST_ON_OBJECT);
      expect(sonicStandSlot(w.state)).toBe(0x24);
      expect(w.m[a0 + OB_STATUS] & 0x08).toBe(0x08);
    });
  }
});
