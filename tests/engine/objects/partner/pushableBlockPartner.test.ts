/**
 * The push block and the partner: only player 1 moves it (Sonic 1's Obj33 knows one player, Sonic
 * 2 has none); the partner gets a second solid pass while it rests (stood on, carried, stopped at
 * the sides) and is let go when it slides off a ledge. Block centre 16 px above the floor (y 208):
 * combined x radius 16 + 11 = 27; Tails stands on it at 208 - 17 - 15 = 176.
 */
import { describe, expect, it } from 'vitest';
import { BTN_RIGHT } from '../../../../engine/input.ts';
import { getField } from '../../../../engine/objects/objectContext.ts';
import { OF_P2_PUSHING, OF_P2_STANDING, OF_PLAYER_PUSHING, O_FLAGS, O_ROUTINE, O_X } from '../../../../engine/objects/objectFields.ts';
import { P_GSP, P_ON_OBJECT, P_STATUS, P_X, P_XSP, P_Y, ST_AIR, ST_ON_OBJECT, ST_PUSH } from '../../../../engine/state/layout.ts';
import { place, placePartner } from '../../support/place.ts';
import { twoPlayers } from './twoPlayers.ts';


const block = { id: 'push', type: 'pushableBlock', x: 200, y: 208 };

describe('the push block and the partner', () => {
  it('Tails pushing it does not move it: from 174 + 1 = 175 it is stopped at 200 - 27 = 173 (xsp = gsp = 0), pushing it with its own flag', () => {
    const w = twoPlayers([block]);
    placePartner(w, { x: 174, y: 208, xsp: 0x100, gsp: 0x100 });
    w.step(BTN_RIGHT << 8);
    const s2 = w.p2!.s;
    expect([s2[P_X] >> 8, s2[P_XSP], s2[P_GSP], s2[P_STATUS] & ST_PUSH]).toEqual([173, 0, 0, ST_PUSH]);
    expect([getField(w, 0, O_X) >> 8, getField(w, 0, O_ROUTINE)]).toEqual([200, 0]);
    expect(getField(w, 0, O_FLAGS) & (OF_P2_PUSHING | OF_PLAYER_PUSHING)).toBe(OF_P2_PUSHING);
  });

  it('carries Tails standing on it 1 px when Sonic pushes it (the pass gets the block\'s x before the push): block 201, Tails 201, Sonic 175 - 2 + 1 = 174 with gsp 0x40', () => {
    const w = twoPlayers([block]);
    // Tails lands from y 175 at 208 - (16 + 15) - 1 = 176.
    placePartner(w, { x: 200, y: 175, air: true });
    w.step(0);
    const s2 = w.p2!.s;
    expect([s2[P_Y] >> 8, s2[P_STATUS] & ST_ON_OBJECT, getField(w, 0, O_FLAGS) & OF_P2_STANDING]).toEqual([176, ST_ON_OBJECT, OF_P2_STANDING]);
    // Sonic grounded (y 204) at 174 moving right 1 px: d0 = 175 - 200 + 27 = 2, popped to 173, then the push.
    place(w, { x: 174, y: 204, xsp: 0x100, gsp: 0x100 });
    w.step(BTN_RIGHT);
    expect([getField(w, 0, O_X) >> 8, w.state[P_X] >> 8, w.state[P_GSP], w.state[P_XSP]]).toEqual([201, 174, 0x40, 0]);
    expect([s2[P_X] >> 8, s2[P_Y] >> 8, s2[P_STATUS] & ST_ON_OBJECT]).toEqual([201, 176, ST_ON_OBJECT]);
  });

  it('lets Tails go (airborne, off it, its flag cleared) the frame after Sonic pushes the block over a ledge', () => {
    // Block row 14 is removed from x = 1456 on (the lower floor's surface is y = 240).
    const w = twoPlayers([{ ...block, x: 1440 }], { width: 120, startX: 1380, edits: [[91, 14, '.'.repeat(29)]] });
    placePartner(w, { x: 1440, y: 175, air: true });
    w.step(0);
    const s2 = w.p2!.s;
    expect(s2[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
    for (let f = 0; f < 400 && getField(w, 0, O_ROUTINE) === 0; f++) w.step(BTN_RIGHT);
    // The push that sent it over still carried Tails (its pass ran while the block rested).
    expect([getField(w, 0, O_ROUTINE), s2[P_STATUS] & ST_ON_OBJECT, s2[P_X] >> 8]).toEqual([1, ST_ON_OBJECT, getField(w, 0, O_X) >> 8]);
    w.step(0);
    expect([s2[P_STATUS] & (ST_AIR | ST_ON_OBJECT), s2[P_ON_OBJECT], getField(w, 0, O_FLAGS) & OF_P2_STANDING]).toEqual([ST_AIR, 0, 0]);
  });
});
