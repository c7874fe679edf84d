/**
 * What Sonic's own routines do to the state the objects share, on real acts: Sonic_Display's
 * timers, KillSonic's v_invinc, Sonic_ResetOnFloor's v_itembonus; and the waterfall sound's slot.
 */
import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, slotsOf, stepUntil } from '../ghz/scene.ts';
import { ID_WATER_SOUND } from '../../../../../../engine/games/s1/objects/objects/waterSound.ts';
import { kill } from '../../../../../../engine/player/death.ts';
import { G_INVINCIBLE, G_ITEM_BONUS } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { C_X, P_INVINCIBLE, P_INVULN_TIMER, P_STATUS, ST_AIR, ST_HURT } from '../../../../../../engine/state/layout.ts';

describe('Sonic_Display (real acts)', () => {
  it('counts flashtime down once a frame in the control routine', () => {
    const w = scene([]);
    w.state[P_INVULN_TIMER] = 10;
    w.step(0);
    expect(w.state[P_INVULN_TIMER]).toBe(9);
  });

  it('does not run while Sonic is hurt (routine 4)', () => {
    const w = scene([]);
    const s = w.state;
    dropSonic(w, 0x60, 0x30);
    s[P_STATUS] |= ST_HURT;
    s[P_INVULN_TIMER] = 120;
    w.step(0);
    expect(s[P_INVULN_TIMER]).toBe(120);
  });

  it('invtime runs only with v_invinc set', () => {
    const w = scene([]);
    w.state[P_INVINCIBLE] = 5;
    w.step(0);
    expect(w.state[P_INVINCIBLE]).toBe(5);
  });
});

describe('KillSonic and Sonic_ResetOnFloor (real acts)', () => {
  it('KillSonic clears v_invinc, leaving invtime', () => {
    const w = scene([]);
    const s = w.state;
    s[G_INVINCIBLE] = 1;
    s[P_INVINCIBLE] = 100;
    kill(w);
    expect([s[G_INVINCIBLE], s[P_INVINCIBLE]]).toEqual([0, 100]);
  });

  it('landing clears v_itembonus (the chain of badniks of one jump)', () => {
    const w = scene([]);
    const s = w.state;
    dropSonic(w, 0x60, 0x30);
    s[G_ITEM_BONUS] = 6;
    stepUntil(w, () => (s[P_STATUS] & ST_AIR) === 0);
    expect(s[G_ITEM_BONUS]).toBe(0);
  });
});

describe('Waterfall sound ($49)', () => {
  it('holds a level slot while in range and deletes itself out of range', () => {
    const w = scene([{ x: 0x200, y: 0x60, id: ID_WATER_SOUND }], { floorCells: 2, size: { right: 0x2000 } });
    const [a] = slotsOf(w, ID_WATER_SOUND);
    expect(a).toBe(0x20 * 0x40);
    // The camera far right of it: its column is more than $280 left of the camera's - $80 (out_of_range).
    w.state[C_X] = 0x200 + 0x300;
    w.step(0);
    expect(slotsOf(w, ID_WATER_SOUND)).toEqual([]);
  });
});
