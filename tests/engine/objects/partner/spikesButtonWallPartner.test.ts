/**
 * Spikes, the button and the breakable wall take the partner as Sonic 2's Obj36, Obj47 and Obj3C
 * take the sidekick: SolidObject collides it after player 1 (only while its sprite was on screen),
 * spikes hurt it as Hurt_Sidekick (no rings, no shield lost), the button counts its standing flag
 * (standing_mask), and the wall stops it but breaks for the main character only.
 * Tails: standing height radius 15, rolling 14; the floor is at y 224.
 */
import { describe, expect, it } from 'vitest';
import { getField } from '../../../../engine/objects/objectContext.ts';
import {
  OF_DESTROYED, OF_LOADED, OF_P2_PUSHING, OF_P2_STANDING, OF_PLAYER_PUSHING, OF_PLAYER_STANDING, O_A, O_B, O_FLAGS,
} from '../../../../engine/objects/objectFields.ts';
import { EV_HURT, EV_RING_LOSS } from '../../../../engine/state/events.ts';
import {
  ANIM_HURT, ANIM_ROLL, CPU_ON_SCREEN, P_ANIM, P_EVENTS, P_GSP, P_INVULN_TIMER, P_ON_OBJECT, P_RINGS, P_SHIELD, P_STATUS, P_X, P_XSP, P_Y,
  P_YSP, ST_AIR, ST_HURT, ST_ON_OBJECT, ST_PUSH, W_DYNAMIC_HIGH,
} from '../../../../engine/state/layout.ts';
import type { World } from '../../../../engine/world/world.ts';
import { place, placePartner } from '../../support/place.ts';
import { twoPlayers } from './twoPlayers.ts';

const BOTH_STANDING = OF_PLAYER_STANDING | OF_P2_STANDING;

const p1Words = (w: World) => [w.state[P_X], w.state[P_Y], w.state[P_XSP], w.state[P_YSP], w.state[P_STATUS]];

describe('spikes and the partner (Obj36, Touch_ChkHurt2 on the sidekick)', () => {
  const spikes = { id: 's', type: 'spikes', x: 200, y: 208, variant: 0 };

  it('Tails landing on upright spikes (y 208 - (16 + 15) - 1 = 176) is knocked back as Hurt_Sidekick: xsp +0x200 (x = spikes x goes right), ysp -0x400, flashing 120; rings and shield kept', () => {
    const w = twoPlayers([spikes]);
    w.state[P_RINGS] = 5;
    placePartner(w, { x: 200, y: 175, air: true });
    const s2 = w.p2!.s;
    s2[P_SHIELD] = 1;
    const p1 = p1Words(w);
    w.step(0);
    expect([s2[P_Y] >> 8, s2[P_XSP], s2[P_YSP], s2[P_GSP], s2[P_STATUS] & (ST_AIR | ST_HURT)]).toEqual([176, 0x200, -0x400, 0, ST_AIR | ST_HURT]);
    expect([s2[P_ANIM], s2[P_INVULN_TIMER], s2[P_SHIELD]]).toEqual([ANIM_HURT, 120, 1]);
    expect(s2[P_EVENTS] & (EV_HURT | EV_RING_LOSS)).toBe(EV_HURT);
    // No ring scattered (no dynamic slot taken), player 1's rings and state untouched.
    expect([w.state[P_RINGS], w.state[W_DYNAMIC_HIGH], w.state[P_EVENTS] & EV_HURT]).toEqual([5, 0, 0]);
    expect(p1Words(w)).toEqual(p1);
  });

  it('both on the spikes: Sonic (x 190 < 200) loses its 5 rings and goes left at -0x200, Tails (x 212) keeps them and goes right', () => {
    const w = twoPlayers([spikes]);
    w.state[P_RINGS] = 5;
    // Sonic lands at 208 - (16 + 19) - 1 = 172.
    place(w, { x: 190, y: 171, air: true });
    placePartner(w, { x: 212, y: 175, air: true });
    w.step(0);
    const s2 = w.p2!.s;
    expect([w.state[P_Y] >> 8, w.state[P_XSP], w.state[P_YSP], w.state[P_RINGS], w.state[P_EVENTS] & EV_RING_LOSS]).toEqual([172, -0x200, -0x400, 0, EV_RING_LOSS]);
    expect([s2[P_Y] >> 8, s2[P_XSP], s2[P_YSP], s2[P_STATUS] & ST_HURT]).toEqual([176, 0x200, -0x400, ST_HURT]);
  });

  it('sideways spikes hurt Tails walking into their side: popped from 175 to 175 - (175 - 200 + 27) = 173, xsp -0x200 (left of them)', () => {
    const w = twoPlayers([{ id: 's', type: 'spikes', x: 200, y: 204, variant: 1 }]);
    placePartner(w, { x: 174, y: 208, xsp: 0x100, gsp: 0x100 });
    w.step(0);
    const s2 = w.p2!.s;
    expect([s2[P_X] >> 8, s2[P_XSP], s2[P_YSP], s2[P_STATUS] & ST_HURT]).toEqual([173, -0x200, -0x400, ST_HURT]);
  });

  it('pass over a partner whose sprite was off screen last frame (SolidObject\'s on-screen test): it falls on, unhurt (ysp 0 + gravity 0x38)', () => {
    const w = twoPlayers([spikes]);
    placePartner(w, { x: 200, y: 175, air: true });
    w.p2!.s[CPU_ON_SCREEN] = 0;
    w.step(0);
    const s2 = w.p2!.s;
    expect([s2[P_STATUS] & (ST_HURT | ST_ON_OBJECT), s2[P_YSP], s2[P_INVULN_TIMER]]).toEqual([0, 0x38, 0]);
    expect(getField(w, 0, O_FLAGS) & OF_P2_STANDING).toBe(0);
  });
});

describe('the button and the partner (Obj47_Main: standing_mask)', () => {
  // Centre y 212 + 3 = 215: Tails lands at 215 - (5 + 15) - 1 = 194 and stands at 215 - 5 - 15 = 195.
  const button = { id: 'btn', type: 'button', x: 200, y: 212 };

  it('is pressed by Tails alone (A = 1, B counts 1, 2) with its own standing flag, and released when it walks off at x 200 + 27 = 227', () => {
    const w = twoPlayers([button]);
    placePartner(w, { x: 200, y: 193, air: true });
    const s2 = w.p2!.s;
    w.step(0);
    expect([s2[P_Y] >> 8, getField(w, 0, O_A), getField(w, 0, O_B)]).toEqual([194, 1, 1]);
    expect(getField(w, 0, O_FLAGS) & BOTH_STANDING).toBe(OF_P2_STANDING);
    w.step(0);
    expect([s2[P_Y] >> 8, getField(w, 0, O_A), getField(w, 0, O_B)]).toEqual([195, 1, 2]);
    s2[P_X] = 227 << 8;
    w.step(0);
    expect([s2[P_STATUS] & ST_ON_OBJECT, getField(w, 0, O_A), getField(w, 0, O_B)]).toEqual([0, 0, 0]);
  });

  it('stays pressed by the partner when player 1 steps off (Sonic off at 227, Tails on at 190)', () => {
    const w = twoPlayers([button]);
    // Sonic lands at 215 - (5 + 19) - 1 = 190.
    place(w, { x: 210, y: 189, air: true });
    placePartner(w, { x: 190, y: 193, air: true });
    w.step(0);
    expect([getField(w, 0, O_FLAGS) & BOTH_STANDING, getField(w, 0, O_B)]).toEqual([BOTH_STANDING, 1]);
    w.state[P_X] = 227 << 8;
    w.step(0);
    expect([w.state[P_STATUS] & ST_ON_OBJECT, getField(w, 0, O_FLAGS) & BOTH_STANDING]).toEqual([0, OF_P2_STANDING]);
    expect([getField(w, 0, O_A), getField(w, 0, O_B)]).toEqual([1, 2]);
  });

  it('counts the partner\'s flag on a frame its pass is skipped (off screen): pressed until the next pass lets it go', () => {
    const w = twoPlayers([button]);
    placePartner(w, { x: 200, y: 193, air: true });
    w.step(0);
    const s2 = w.p2!.s;
    s2[P_X] = 227 << 8;
    s2[CPU_ON_SCREEN] = 0;
    w.step(0);
    expect([s2[P_STATUS] & ST_ON_OBJECT, getField(w, 0, O_FLAGS) & OF_P2_STANDING, getField(w, 0, O_A), getField(w, 0, O_B)]).toEqual([
      ST_ON_OBJECT, OF_P2_STANDING, 1, 2,
    ]);
    w.step(0);
    expect([s2[P_STATUS] & ST_ON_OBJECT, s2[P_ON_OBJECT], getField(w, 0, O_A)]).toEqual([0, 0, 0]);
  });
});

describe('the breakable wall and the partner (Obj3C_Main: solid for both, broken by the main character)', () => {
  // Wall at x 300, y 192 (33 x 65: combined x radius 16 + 11 = 27, left face 273, right face 327).
  const wall = { id: 'wall', type: 'breakableWall', x: 300, y: 192 };

  function rolling(w: World, who: 'p1' | 'p2', x: number, speed: number): void {
    const at = { x, y: 224 - 14 - 1, gsp: speed, xsp: speed, roll: true };
    if (who === 'p1') place(w, at);
    else placePartner(w, at);
    (who === 'p1' ? w.state : w.p2!.s)[P_ANIM] = ANIM_ROLL;
  }

  it('Tails rolling in at 0x486 (0x480 after friction: x 276 + 4.5 = 280) does not break it: stopped at 273, xsp = gsp = 0, pushing it', () => {
    const w = twoPlayers([wall]);
    rolling(w, 'p2', 276, 0x486);
    const p1 = p1Words(w);
    w.step(0);
    const s2 = w.p2!.s;
    expect([s2[P_X] >> 8, s2[P_XSP], s2[P_GSP], s2[P_STATUS] & ST_PUSH, s2[P_ANIM]]).toEqual([273, 0, 0, ST_PUSH, ANIM_ROLL]);
    expect(getField(w, 0, O_FLAGS) & (OF_LOADED | OF_DESTROYED | OF_P2_PUSHING | OF_PLAYER_PUSHING)).toBe(OF_LOADED | OF_P2_PUSHING);
    expect(p1Words(w)).toEqual(p1);
  });

  it('Sonic breaks it (x 273 - 4 = 269, xsp = gsp = 0x480) in the frame Tails rolls into its right face: Tails is still popped, 319 - (46 - 54) = 327, and stopped', () => {
    const w = twoPlayers([wall]);
    rolling(w, 'p1', 276, 0x486);
    // Tails at x 324 rolling left at -0x486: -0x480 after friction, x 319.5; d0 = 319 - 300 + 27 = 46.
    rolling(w, 'p2', 324, -0x486);
    w.step(0);
    const s2 = w.p2!.s;
    expect(getField(w, 0, O_FLAGS) & (OF_LOADED | OF_DESTROYED)).toBe(OF_DESTROYED);
    expect([w.state[P_X] >> 8, w.state[P_XSP], w.state[P_GSP], w.state[P_STATUS] & ST_PUSH]).toEqual([269, 0x480, 0x480, 0]);
    expect([s2[P_X] >> 8, s2[P_XSP], s2[P_GSP], s2[P_STATUS] & ST_PUSH]).toEqual([327, 0, 0, ST_PUSH]);
  });
});
