import { describe, expect, it } from 'vitest';
import { chainStomp } from '../../../../../engine/games/s1/objects/objects/chainStomp.ts';
import { sideStomp } from '../../../../../engine/games/s1/objects/objects/sideStomp.ts';
import {
  OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_PRIORITY, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_Y, rsw, rw,
} from '../../../../../engine/games/s1/objects/ram.ts';
import { G_OBJ31_YPOS } from '../../../../../engine/games/s1/objects/s1State.ts';
import { P_STATUS, ST_DEAD } from '../../../../../engine/state/layout.ts';
import { setSwitchByte } from '../../../../../engine/games/s1/act/switches.ts';
import { put, scene, slotIds, sonicTo, x, y } from './support/scene.ts';

const BASE_Y = 0x100;
const SLOT = (n: number): number => n * 0x40;

describe('ChainStomp ($31)', () => {
  it('CStom_Main: subtype $80 waits for switch 0 (CStom_SwchNums), starts fully down ($7000), and loads spikes, chain and bracket after it', () => {
    const w = scene();
    const a0 = put(w, 0x31, 0x100, BASE_Y, 0x80);
    chainStomp(w, a0);
    expect(slotIds(w)).toEqual([0x31, 0x31, 0x31, 0x31]);
    expect([w.m[a0 + OB_SUBTYPE], w.m[a0 + 0x3a], rw(w.m, a0 + 0x32), rw(w.m, a0 + 0x34)]).toEqual([0, 0, 0x7000, 0x7000]);
    expect([w.m[a0 + OB_ACT_WID], w.m[a0 + OB_FRAME]]).toEqual([0x38, 0]);
    const [spikes, chain, bracket] = [SLOT(0x21), SLOT(0x22), SLOT(0x23)];
    expect([w.m[spikes + OB_ROUTINE], y(w, spikes), w.m[spikes + OB_COL_TYPE], w.m[spikes + OB_ACT_WID], w.m[spikes + OB_FRAME]]).toEqual([4, BASE_Y + 0x1c, 0x90, 0x38, 1]);
    expect([w.m[chain + OB_ROUTINE], y(w, chain), w.m[chain + OB_FRAME]]).toEqual([8, BASE_Y - 0x34, 3]);
    expect([w.m[bracket + OB_ROUTINE], y(w, bracket), w.m[bracket + OB_FRAME], w.m[bracket + OB_PRIORITY]]).toEqual([6, BASE_Y - 0x10, 2, 3]);
    // Down by $70 px.
    expect(y(w, a0)).toBe(BASE_Y + 0x70);
  });

  it('the $2x stompers have no spikes: three parts; subtype $23 drops $7800 and is $10 wide (frame $A)', () => {
    const w = scene();
    const a0 = put(w, 0x31, 0x100, BASE_Y, 0x23);
    chainStomp(w, a0);
    expect(slotIds(w)).toEqual([0x31, 0x31, 0x31]);
    expect([w.m[SLOT(0x21) + OB_ROUTINE], w.m[SLOT(0x22) + OB_ROUTINE]]).toEqual([8, 6]);
    expect([rw(w.m, a0 + 0x34), w.m[a0 + OB_ACT_WID], w.m[a0 + OB_FRAME]]).toEqual([0x7800, 0x10, 0xa]);
  });

  it('type 1 falls (+$70 a frame) to its full $A000 in 28 frames, waits $3C frames, rises $80 a frame to the top, and falls again', () => {
    const w = scene();
    const a0 = put(w, 0x31, 0x100, BASE_Y, 0x11);
    chainStomp(w, a0);
    for (let f = 2; f <= 27; f++) chainStomp(w, a0);
    expect(rw(w.m, a0 + 0x32)).toBeLessThan(0xa000);
    chainStomp(w, a0);
    expect([rw(w.m, a0 + 0x32), rsw(w.m, a0 + OB_VEL_Y), rw(w.m, a0 + 0x36), rw(w.m, a0 + 0x38)]).toEqual([0xa000, 0, 1, 0x3c]);
    expect(y(w, a0)).toBe(BASE_Y + 0xa0);
    for (let f = 0; f < 0x3c; f++) chainStomp(w, a0);
    expect(rw(w.m, a0 + 0x32)).toBe(0xa000);
    chainStomp(w, a0);
    expect(rw(w.m, a0 + 0x32)).toBe(0xa000 - 0x80);
    for (let f = 0; f < 0x13f; f++) chainStomp(w, a0);
    expect(rw(w.m, a0 + 0x32)).toBe(0);
    expect(rw(w.m, a0 + 0x36)).toBe(1);
    chainStomp(w, a0);
    expect([rw(w.m, a0 + 0x32), rw(w.m, a0 + 0x36)]).toEqual([0, 0]);
    chainStomp(w, a0);
    expect(rsw(w.m, a0 + OB_VEL_Y)).toBe(0x70);
  });

  it('the spikes and the chain follow the block\'s drop; the chain\'s frame is 3 + drop px / 32', () => {
    const w = scene();
    const a0 = put(w, 0x31, 0x100, BASE_Y, 0x80);
    chainStomp(w, a0);
    const [spikes, chain] = [SLOT(0x21), SLOT(0x22)];
    chainStomp(w, spikes);
    chainStomp(w, chain);
    expect(y(w, spikes)).toBe(BASE_Y + 0x1c + 0x70);
    expect(y(w, chain)).toBe(BASE_Y - 0x34 + 0x70);
    expect(w.m[chain + OB_FRAME]).toBe(3 + 3);
  });

  it('type 0 rises $80 a frame while its switch is pressed; with v_obj31ypos bit 15 set it stops $10 px down', () => {
    const w = scene();
    const a0 = put(w, 0x31, 0x100, BASE_Y, 0x80);
    chainStomp(w, a0);
    setSwitchByte(w.state, 0, 1);
    chainStomp(w, a0);
    expect(rw(w.m, a0 + 0x32)).toBe(0x7000 - 0x80);
    expect(w.state[G_OBJ31_YPOS]).toBe(BASE_Y + 0x6f);
    for (let f = 0; f < 0xc0; f++) {
      chainStomp(w, a0);
      w.state[G_OBJ31_YPOS] |= 0x8000;
    }
    // It stops at the first drop whose high byte is $10.
    expect(rw(w.m, a0 + 0x32)).toBe(0x1080);
    setSwitchByte(w.state, 0, 0);
    chainStomp(w, a0);
    expect(rw(w.m, a0 + 0x32)).toBe(0x1080);
    expect(rsw(w.m, a0 + OB_VEL_Y)).toBe(0x70);
  });

  it('Sonic standing on the block while it is less than $10 px down is crushed (KillSonic)', () => {
    const w = scene();
    const a0 = put(w, 0x31, 0x100, BASE_Y, 0x11);
    chainStomp(w, a0);
    w.m[a0 + OB_STATUS] |= 8;
    w.m[a0 + 0x25] = 2;
    sonicTo(w, 0x100, BASE_Y - 0x20);
    chainStomp(w, a0);
    expect(w.state[P_STATUS] & ST_DEAD).toBe(ST_DEAD);
  });

  it('types 3 and 5 wait for Sonic within $90 px (x), then become 4 and 6', () => {
    const w = scene();
    const a0 = put(w, 0x31, 0x200, BASE_Y, 0x13);
    chainStomp(w, a0);
    sonicTo(w, 0x200 - 0x90, 0x40);
    chainStomp(w, a0);
    expect(w.m[a0 + OB_SUBTYPE]).toBe(0x13);
    sonicTo(w, 0x200 + 0x8f, 0x40);
    chainStomp(w, a0);
    expect(w.m[a0 + OB_SUBTYPE]).toBe(0x14);
  });
});

describe('SideStomp ($45)', () => {
  it('four parts (block 4 px right, then spikes, pole, bracket placed from the block\'s moved x), then out at +$70 a frame to $3800 in 17 frames, a $3C frame wait, and back', () => {
    const w = scene();
    const a0 = put(w, 0x45, 0x180, 0x60, 0);
    sideStomp(w, a0);
    expect(slotIds(w)).toEqual([0x45, 0x45, 0x45, 0x45]);
    const spikes = SLOT(0x21);
    // The first part is the object itself: later parts add their offsets to its new x ($184).
    expect([w.m[spikes + OB_ROUTINE], x(w, spikes), w.m[spikes + OB_COL_TYPE]]).toEqual([4, 0x184 - 0x1c, 0x91]);
    expect([w.m[SLOT(0x22) + OB_ROUTINE], x(w, SLOT(0x22)), w.m[SLOT(0x23) + OB_ROUTINE], x(w, SLOT(0x23))]).toEqual([8, 0x184 + 0x34, 6, 0x184 + 0x28]);
    expect([x(w, a0), w.m[a0 + OB_ACT_WID]]).toEqual([0x184, 0x10]);
    for (let f = 2; f <= 16; f++) sideStomp(w, a0);
    expect(rw(w.m, a0 + 0x32)).toBeLessThan(0x3800);
    sideStomp(w, a0);
    expect([rw(w.m, a0 + 0x32), rw(w.m, a0 + 0x36), x(w, a0)]).toEqual([0x3800, 1, 0x184 - 0x38]);
    for (let f = 0; f < 0x3d; f++) sideStomp(w, a0);
    expect(rw(w.m, a0 + 0x32)).toBe(0x3800 - 0x80);
    sideStomp(w, spikes);
    expect(x(w, spikes)).toBe(0x184 - 0x1c - 0x37);
  });
});
