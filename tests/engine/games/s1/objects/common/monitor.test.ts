import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, slotsOf, stepUntil } from '../ghz/scene.ts';
import { ID_MONITOR } from '../../../../../../engine/games/s1/objects/objects/monitor.ts';
import { ID_POWER_UP } from '../../../../../../engine/games/s1/objects/objects/powerUp.ts';
import { ID_EXPLOSION_ITEM } from '../../../../../../engine/games/s1/objects/objects/explosionItem.ts';
import {
  OB_2ND_ROUT, OB_ANIM, OB_COL_TYPE, OB_FRAME, OB_ROUTINE, OB_STATUS, OB_RESPAWN_NO, OB_VEL_Y, OB_X, OB_Y, rsw, rw,
} from '../../../../../../engine/games/s1/objects/ram.ts';
import { OBJSTATE } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { BTN_RIGHT } from '../../../../../../engine/input.ts';
import {
  ANIM_ROLL, P_ANIM, P_GSP, P_ON_OBJECT, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_ON_OBJECT, ST_PUSH, ST_ROLL,
} from '../../../../../../engine/state/layout.ts';

const MONITOR_RINGS = 6;

function monitorScene(y = 0x70, subtype = MONITOR_RINGS) {
  return scene([{ x: 0xa0, y, id: ID_MONITOR, subtype, respawn: true }], { floorCells: 2 });
}

describe('Monitor ($26): Mon_Main', () => {
  it('is solid (routine 2), touchable as type $46, animated by its contents, its respawn bit 7 cleared at once', () => {
    const w = monitorScene();
    const [a] = slotsOf(w, ID_MONITOR);
    expect([w.m[a + OB_ROUTINE], w.m[a + OB_COL_TYPE], w.m[a + OB_ANIM]]).toEqual([2, 0x46, MONITOR_RINGS]);
    expect(w.m[OBJSTATE + 2 + w.m[a + OB_RESPAWN_NO]] & 0x80).toBe(0);
  });

  it('a broken one (bit 0 of its respawn byte) loads as the broken frame in routine 8, untouchable', () => {
    const w = monitorScene();
    const [a] = slotsOf(w, ID_MONITOR);
    const n = w.m[a + OB_RESPAWN_NO];
    w.m[OBJSTATE + 2 + n] |= 1;
    // Loaded again: a fresh slot with its placement's fields.
    w.m.fill(0, a, a + 0x40);
    w.m[a] = ID_MONITOR;
    w.m[a + OB_RESPAWN_NO] = n;
    w.m[a + OB_X + 1] = 0xa0;
    w.m[a + OB_Y + 1] = 0x70;
    w.step(0);
    expect([w.m[a + OB_ROUTINE], w.m[a + OB_FRAME], w.m[a + OB_COL_TYPE]]).toEqual([8, 0xb, 0]);
  });
});

describe('Monitor ($26): Mon_SolidSides', () => {
  it('stops a walking Sonic at its side, 26 px from its centre, pushing', () => {
    const w = monitorScene();
    const [a] = slotsOf(w, ID_MONITOR);
    // (Exactly at the side, d0 = 0, the original only sets the pushing flags; the next frame stops him.)
    stepUntil(w, () => (w.state[P_STATUS] & ST_PUSH) !== 0 && w.state[P_XSP] === 0, BTN_RIGHT);
    expect(w.state[P_X] >> 8).toBe(0xa0 - 0x1a);
    expect([w.state[P_XSP], w.state[P_GSP]]).toEqual([0, 0]);
    expect(w.m[a + OB_STATUS] & 0x20).toBe(0x20);
  });

  it('lands a falling Sonic on its top (y - 15 - his height), then carries him 16 px + height above its y', () => {
    const w = monitorScene();
    const [a] = slotsOf(w, ID_MONITOR);
    const s = w.state;
    dropSonic(w, 0xa0, 0x30);
    stepUntil(w, () => (s[P_STATUS] & ST_ON_OBJECT) !== 0);
    expect(s[P_STATUS] & ST_AIR).toBe(0);
    expect(s[P_Y] >> 8).toBe(0x70 - 0xf - 19);
    expect([w.m[a + OB_2ND_ROUT], s[P_ON_OBJECT] - 1]).toEqual([2, a / 0x40]);
    w.step(0);
    expect(s[P_Y] >> 8).toBe(0x70 - 0x10 - 19);
  });
});

describe('Monitor ($26): breaking it', () => {
  it('a rolling Sonic coming down breaks it: the contents ($2E) and an explosion without an animal, bit 0 remembered', () => {
    const w = monitorScene();
    const [a] = slotsOf(w, ID_MONITOR);
    const s = w.state;
    dropSonic(w, 0xa0, 0x30);
    s[P_STATUS] |= ST_ROLL;
    s[P_ANIM] = ANIM_ROLL;
    let vyBefore = 0;
    stepUntil(w, () => {
      if (w.m[a + OB_ROUTINE] === 2) vyBefore = s[P_YSP];
      return w.m[a + OB_ROUTINE] !== 2;
    });
    // React_Monitor: Sonic's y speed reversed, the monitor to Mon_BreakOpen, which runs the same frame.
    expect(s[P_YSP]).toBe(-(vyBefore + 0x38));
    expect([w.m[a + OB_ROUTINE], w.m[a + OB_ANIM], w.m[a + OB_COL_TYPE]]).toEqual([6, 9, 0]);
    const [pow] = slotsOf(w, ID_POWER_UP);
    const [ex] = slotsOf(w, ID_EXPLOSION_ITEM);
    expect([pow, ex]).toEqual([a + 0x40, a + 0x80]);
    expect(w.m[pow + OB_ANIM]).toBe(MONITOR_RINGS);
    expect(w.m[ex + OB_ROUTINE]).toBe(4);
    expect(w.m[OBJSTATE + 2 + w.m[a + OB_RESPAWN_NO]] & 1).toBe(1);
  });

  it('a Sonic jumping into it from below knocks it up at -$180; it falls back to the floor', () => {
    // A monitor in the air, its bottom 16 px above the floor; Sonic under it moving up.
    const w = monitorScene(0x60);
    const [a] = slotsOf(w, ID_MONITOR);
    const s = w.state;
    s[P_X] = 0xa0 << 8;
    s[P_Y] = 0x80 << 8;
    s[P_YSP] = -0x300;
    s[P_STATUS] |= ST_AIR;
    stepUntil(w, () => w.m[a + OB_2ND_ROUT] === 4);
    // React_Monitor set -$180; the monitor ran after Sonic the same frame (ObjectFall: + $38).
    expect(rsw(w.m, a + OB_VEL_Y)).toBe(-0x180 + 0x38);
    expect(s[P_YSP]).toBeGreaterThan(0);
    stepUntil(w, () => w.m[a + OB_2ND_ROUT] === 0);
    expect(rw(w.m, a + OB_Y)).toBe(0x7f - 0xe);
    expect(rw(w.m, a + OB_X)).toBe(0xa0);
  });
});
