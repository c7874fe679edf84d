import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { scene, slotsOf, stepUntil } from '../ghz/scene.ts';
import { ID_ROLLER } from '../../../../../../engine/games/s1/objects/objects/roller.ts';
import {
  OB_2ND_ROUT, OB_ANIM, OB_COL_TYPE, OB_RENDER, OB_ROUTINE, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, RENDER_ON_SCREEN, rsw, rw,
} from '../../../../../../engine/games/s1/objects/ram.ts';
import { C_X, P_X } from '../../../../../../engine/state/layout.ts';
import { ZONE_SYZ } from '../../../../../../engine/games/s1/act/actRules.ts';

function rollerScene(x = 0x80, floorCells = 4) {
  const w = scene([{ x, y: 0x60, id: ID_ROLLER }], { zone: ZONE_SYZ, floorCells });
  const a0 = slotsOf(w, ID_ROLLER)[0];
  stepUntil(w, () => w.m[a0 + OB_ROUTINE] === 2);
  return { w, a0 };
}

describe('Roller ($43): Roll_Main and Roll_RollChk', () => {
  it('falls onto the floor (its bottom, y + $E, on it) and waits there curled, undisplayed and untouchable', () => {
    const { w, a0 } = rollerScene();
    expect(rw(w.m, a0 + OB_Y)).toBe(0x7f - 0xe);
    expect(rsw(w.m, a0 + OB_VEL_Y)).toBe(0);
    for (let i = 0; i < 30; i++) w.step(0);
    // Roll_RollChk pops Roll_Action's return: no AnimateSprite, no DisplaySprite, so never flagged on screen.
    expect(w.m[a0 + OB_RENDER] & RENDER_ON_SCREEN).toBe(0);
    expect([w.m[a0 + OB_2ND_ROUT], w.m[a0 + OB_COL_TYPE]]).toEqual([0, 0]);
  });

  it('starts rolling right at $700 (7 px a frame, touch type $8E) when Sonic is $100 px or more right of it', () => {
    const { w, a0 } = rollerScene();
    w.state[P_X] = (0x80 + 0xff) << 8;
    w.step(0);
    expect(w.m[a0 + OB_2ND_ROUT]).toBe(0);
    w.state[P_X] = (0x80 + 0x100 + 0x60) << 8;
    w.step(0);
    expect([w.m[a0 + OB_2ND_ROUT], w.m[a0 + OB_ANIM], rsw(w.m, a0 + OB_VEL_X), w.m[a0 + OB_COL_TYPE]]).toEqual([4, 2, 0x700, 0x8e]);
    expect(rw(w.m, a0 + OB_X)).toBe(0x80);
    for (let k = 1; k <= 5; k++) {
      w.step(0);
      expect(rw(w.m, a0 + OB_X)).toBe(0x80 + 7 * k);
    }
  });
});

describe('Roller ($43): Roll_Stop and Roll_RollNoChk', () => {
  it('once, with Sonic $30 px or less ahead, stops unfolded (touch type $E) and rolls on 155 frames later', () => {
    const { w, a0 } = rollerScene();
    w.state[P_X] = 0x300 << 8;
    w.step(0);
    // Sonic stays at $300; the Roller stops when its x passes $300 - $30.
    const stopAt = stepUntil(w, () => rsw(w.m, a0 + OB_VEL_X) === 0);
    const x = rw(w.m, a0 + OB_X);
    expect(x).toBeGreaterThan(0x300 - 0x30);
    expect(x - 7).toBeLessThanOrEqual(0x300 - 0x30);
    expect([w.m[a0 + OB_2ND_ROUT], w.m[a0 + OB_ANIM], w.m[a0 + OB_COL_TYPE], rw(w.m, a0 + 0x30), w.m[a0 + 0x32]]).toEqual([2, 0, 0xe, 120, 0x80]);
    expect(stopAt).toBeGreaterThan(0);
    // 120 + 1 frames unfolded, 2 x 16 folding (the $FD to the roll), one to switch routine, then it moves.
    const moved = stepUntil(w, () => rw(w.m, a0 + OB_X) !== x, 0, 400);
    expect(moved).toBe(155);
    expect([w.m[a0 + OB_2ND_ROUT], w.m[a0 + OB_ANIM], w.m[a0 + OB_COL_TYPE]]).toEqual([4, 2, 0x8e]);
    // Never again: Sonic right ahead does not stop it.
    for (let i = 0; i < 5; i++) w.step(0);
    expect(rsw(w.m, a0 + OB_VEL_X)).toBe(0x700);
  });
});

describe('Roller ($43): Roll_ChkJump, Roll_Jump and Roll_MatchFloor', () => {
  it('off the floor for the first time it just falls (ObjectFall, $38 a frame); a Roller that has flown before jumps at -$600', () => {
    const { w, a0 } = rollerScene(0x180, 2);
    // The floor ends at x $200; Sonic is ahead (no Roll_Stop) at x $360, above the void.
    w.m[a0 + 0x32] = 0x80;
    w.state[P_X] = 0x290 << 8;
    w.step(0);
    stepUntil(w, () => w.m[a0 + OB_2ND_ROUT] === 6);
    expect([rsw(w.m, a0 + OB_VEL_Y), w.m[a0 + 0x32]]).toEqual([0, 0x81]);
    w.step(0);
    expect(rsw(w.m, a0 + OB_VEL_Y)).toBe(0x38);

    const second = rollerScene(0x180, 2);
    second.w.m[second.a0 + 0x32] = 0x81;
    second.w.state[P_X] = 0x290 << 8;
    second.w.step(0);
    stepUntil(second.w, () => second.w.m[second.a0 + OB_2ND_ROUT] === 6);
    expect(rsw(second.w.m, second.a0 + OB_VEL_Y)).toBe(-0x600);
  });

  it('lands back on the floor when falling onto it, and rolls on', () => {
    const { w, a0 } = rollerScene(0x100, 4);
    w.m[a0 + 0x32] = 0x81;
    w.state[P_X] = 0x380 << 8;
    w.step(0);
    // Forced into the air: Roll_MatchFloor's ObjectFall until it is falling onto the floor again.
    w.m[a0 + OB_2ND_ROUT] = 6;
    w.m[a0 + OB_VEL_Y] = 0xfa;
    w.m[a0 + OB_VEL_Y + 1] = 0;
    stepUntil(w, () => w.m[a0 + OB_2ND_ROUT] === 4);
    expect(rw(w.m, a0 + OB_Y)).toBe(0x7f - 0xe);
    expect(rsw(w.m, a0 + OB_VEL_Y)).toBe(0);
  });
});

describe('Roller ($43): unloading', () => {
  it('rolling, it unloads when its column is more than $280 px right of the camera\'s column - $80, but never when left of it (a signed compare)', () => {
    const { w, a0 } = rollerScene(0x200, 8);
    w.state[P_X] = 0x600 << 8;
    w.step(0);
    // The camera far right of it: still loaded, rolling.
    for (let i = 0; i < 20; i++) {
      w.state[C_X] = 0x600;
      w.step(0);
    }
    expect([w.m[a0 + OB_2ND_ROUT], rw(w.m, a0 + OB_X)]).toEqual([4, 0x200 + 7 * 20]);
    // The camera at 0 as the objects run: its column ($280) is more than $280 right of $FF80: unloaded.
    w.state[C_X] = 0;
    w.step(0);
    expect(slotsOf(w, ID_ROLLER)).toEqual([]);
  });
});
