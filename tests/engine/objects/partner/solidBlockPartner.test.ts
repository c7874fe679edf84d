/**
 * Sonic 2's SolidObject collides the sidekick after the main character (engine/objects/solid/
 * partnerPass.ts): the partner lands on, stands on and pushes a solid block with its own flags
 * (OF_P2_*), and is skipped while its sprite is off screen or while it flies back in.
 */
import { describe, expect, it } from 'vitest';
import { getField } from '../../../../engine/objects/objectContext.ts';
import { OF_P2_PUSHING, OF_P2_STANDING, OF_PLAYER_STANDING, O_FLAGS } from '../../../../engine/objects/objectFields.ts';
import { CPU_ON_SCREEN, P_ON_OBJECT, P_STATUS, P_X, P_XSP, P_Y, ST_AIR, ST_NO_TOUCH, ST_ON_OBJECT, ST_PUSH } from '../../../../engine/state/layout.ts';
import { place, placePartner } from '../../support/place.ts';
import { twoPlayers } from './twoPlayers.ts';

const block = { id: 'b', type: 'solidBlock', x: 200, y: 176, width: 16, height: 16 };

describe('a solid block and the partner (Sonic 2 SolidObject, second pass)', () => {
  it('lands a falling Tails on top at y = 176 - 16 - 1 - 15 = 144 with its own standing flag; player 1 is untouched', () => {
    const w = twoPlayers([block]);
    placePartner(w, { x: 200, y: 146, air: true });
    const p1Before = [w.state[P_X], w.state[P_Y], w.state[P_STATUS]];
    w.step(0);
    const s2 = w.p2!.s;
    expect([s2[P_Y] >> 8, s2[P_STATUS] & (ST_ON_OBJECT | ST_AIR), s2[P_ON_OBJECT]]).toEqual([144, ST_ON_OBJECT, 1]);
    expect(getField(w, 0, O_FLAGS) & (OF_P2_STANDING | OF_PLAYER_STANDING)).toBe(OF_P2_STANDING);
    expect([w.state[P_X], w.state[P_Y], w.state[P_STATUS]]).toEqual(p1Before);
    w.step(0);
    expect(s2[P_Y] >> 8).toBe(144);
  });

  it('carries both players at once, each with its flag, and lets the partner walk off at the combined radius 27', () => {
    const w = twoPlayers([block]);
    place(w, { x: 190, y: 150, air: true });
    placePartner(w, { x: 210, y: 146, air: true });
    w.step(0);
    expect(getField(w, 0, O_FLAGS) & (OF_P2_STANDING | OF_PLAYER_STANDING)).toBe(OF_P2_STANDING | OF_PLAYER_STANDING);
    expect([w.state[P_Y] >> 8, w.p2!.s[P_Y] >> 8]).toEqual([140, 144]);
    // Walk-off: 0 <= x - 200 + 27 < 54, so x = 227 is off.
    w.p2!.s[P_X] = 227 << 8;
    w.step(0);
    expect(w.p2!.s[P_STATUS] & ST_ON_OBJECT).toBe(0);
    expect(getField(w, 0, O_FLAGS) & (OF_P2_STANDING | OF_PLAYER_STANDING)).toBe(OF_PLAYER_STANDING);
  });

  it('pushes a grounded partner out of its side by the x distance and sets the partner\'s pushing flags', () => {
    // A block standing on the floor (y 192..224); Tails grounded at y = 209 (floor 224, radius 15).
    const w = twoPlayers([{ ...block, y: 208 }]);
    placePartner(w, { x: 175, y: 209, xsp: 0x100, gsp: 0x100 });
    w.step(0);
    // It moved to x = 176 (one pixel of 0x100), 3 px inside the left edge 200 - 27 = 173: out by 3.
    const s2 = w.p2!.s;
    expect(s2[P_X] >> 8).toBe(173);
    expect([s2[P_XSP], s2[P_STATUS] & ST_PUSH]).toEqual([0, ST_PUSH]);
    expect(getField(w, 0, O_FLAGS) & OF_P2_PUSHING).toBe(OF_P2_PUSHING);
  });

  it('passes over a partner whose sprite was off screen last frame, or that flies back in (obj_control bit 7)', () => {
    for (const gate of ['offScreen', 'noTouch'] as const) {
      const w = twoPlayers([block]);
      placePartner(w, { x: 200, y: 146, air: true });
      if (gate === 'offScreen') w.p2!.s[CPU_ON_SCREEN] = 0;
      else w.p2!.s[P_STATUS] |= ST_NO_TOUCH;
      w.step(0);
      expect(w.p2!.s[P_STATUS] & ST_ON_OBJECT).toBe(0);
      expect(getField(w, 0, O_FLAGS) & OF_P2_STANDING).toBe(0);
    }
  });
});
