import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, slotsOf, stepUntil } from './scene.ts';
import { ID_EDGE_WALLS } from '../../../../../../engine/games/s1/objects/objects/edgeWalls.ts';
import { ID_PURPLE_ROCK } from '../../../../../../engine/games/s1/objects/objects/purpleRock.ts';
import { ID_SCENERY } from '../../../../../../engine/games/s1/objects/objects/scenery.ts';
import { OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_PRIORITY, OB_ROUTINE } from '../../../../../../engine/games/s1/objects/ram.ts';
import { C_X, P_GSP, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_ON_OBJECT, ST_PUSH } from '../../../../../../engine/state/layout.ts';
import { BTN_RIGHT } from '../../../../../../engine/input.ts';

describe('EdgeWalls ($44)', () => {
  it('stops Sonic walking into it at wall x - $13, pushing (at exactly the edge, d0 = 0: pushing, not stopped)', () => {
    const w = scene([{ x: 0xc0, y: 0x60, id: ID_EDGE_WALLS, subtype: 0 }]);
    const s = w.state;
    stepUntil(w, () => (s[P_STATUS] & ST_PUSH) !== 0 && s[P_XSP] === 0, BTN_RIGHT);
    expect(s[P_X] >> 8).toBe(0xc0 - 0x13);
    expect(s[P_GSP]).toBe(0);
    for (let i = 0; i < 10; i++) w.step(BTN_RIGHT);
    expect(s[P_X] >> 8).toBe(0xc0 - 0x13);
  });

  it('with subtype bit 4 it is only scenery (routine 4, frame without the bit): Sonic walks through', () => {
    const w = scene([{ x: 0xc0, y: 0x60, id: ID_EDGE_WALLS, subtype: 0x12 }]);
    const a0 = slotsOf(w, ID_EDGE_WALLS)[0];
    expect([w.m[a0 + OB_ROUTINE], w.m[a0 + OB_FRAME]]).toEqual([4, 2]);
    const s = w.state;
    for (let i = 0; i < 90; i++) w.step(BTN_RIGHT);
    expect(s[P_X] >> 8).toBeGreaterThan(0xc0 + 0x13);
  });

  it('pushes a rising Sonic below it down and stops him (loc_8AC4), and has no top to land on', () => {
    const w = scene([{ x: 0x180, y: 0x60, id: ID_EDGE_WALLS, subtype: 0 }]);
    const s = w.state;
    // Under the wall's bottom ($60 + $28 + his height $13), moving up.
    dropSonic(w, 0x180, 0x60 + 0x28 + 0x13 - 2);
    s[P_YSP] = -0x100;
    w.step(0);
    expect(s[P_YSP]).toBe(0);
    expect(s[P_Y] >> 8).toBe(0x60 + 0x28 + 0x13);
    // Falling onto its top: nothing holds him (d4 = -1 with a downward speed does nothing).
    dropSonic(w, 0x180, 0x60 - 0x28 - 0x13 - 4);
    for (let i = 0; i < 12; i++) w.step(0);
    expect(s[P_STATUS] & ST_AIR).toBe(ST_AIR);
    expect(s[P_STATUS] & ST_ON_OBJECT).toBe(0);
    expect(s[P_Y] >> 8).toBeGreaterThan(0x60 - 0x28 - 0x13);
  });
});

describe('PurpleRock ($3B)', () => {
  it('is solid: Sonic walking into it stops at rock x - $1B; standing on it he is $10 + his height above its centre', () => {
    const w = scene([{ x: 0xc0, y: 0x70, id: ID_PURPLE_ROCK }]);
    const s = w.state;
    stepUntil(w, () => (s[P_STATUS] & ST_PUSH) !== 0, BTN_RIGHT);
    expect(s[P_X] >> 8).toBe(0xc0 - 0x1b);
    dropSonic(w, 0xc0, 0x30);
    stepUntil(w, () => (s[P_STATUS] & ST_ON_OBJECT) !== 0);
    w.step(0);
    expect(s[P_Y] >> 8).toBe(0x70 - 0x10 - 0x13);
  });

  it('is deleted out of range', () => {
    const w = scene([{ x: 0xc0, y: 0x70, id: ID_PURPLE_ROCK }]);
    w.state[C_X] = 0x800;
    w.step(0);
    expect(slotsOf(w, ID_PURPLE_ROCK).length).toBe(0);
  });
});

describe('Scenery ($1C)', () => {
  it('takes its frame, width and priority from Scen_Values and touches nothing (the GHZ stump: 1, $10, 1)', () => {
    const w = scene([{ x: 0xc0, y: 0x70, id: ID_SCENERY, subtype: 3 }, { x: 0xe0, y: 0x70, id: ID_SCENERY, subtype: 0 }]);
    const [stump, launcher] = slotsOf(w, ID_SCENERY);
    expect([w.m[stump + OB_FRAME], w.m[stump + OB_ACT_WID], w.m[stump + OB_PRIORITY], w.m[stump + OB_COL_TYPE]]).toEqual([1, 0x10, 1, 0]);
    expect([w.m[launcher + OB_FRAME], w.m[launcher + OB_ACT_WID], w.m[launcher + OB_PRIORITY]]).toEqual([0, 8, 2]);
    w.state[C_X] = 0x800;
    w.step(0);
    expect(slotsOf(w, ID_SCENERY).length).toBe(0);
  });
});
