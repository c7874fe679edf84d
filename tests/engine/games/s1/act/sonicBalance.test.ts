/**
 * Sonic_Balance on a real act reads Sonic's own copies of the angle buffers (objoff_36/37, taken by
 * Sonic_Control right after his movement), not v_anglebuffer itself, which the objects after him
 * overwrite with their floor checks (ObjFloorDist's `move.b #0,(a4)`). Found on the real game:
 * SYZ1, the random style (seed 21), frame 1390: a badnik's floor check had left 0 in the buffer,
 * the engine's Sonic ducked where the game's balanced, and the camera parted by 2 px.
 */
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../../../../engine/world/world.ts';
import { ZONE_GHZ } from '../../../../../engine/games/s1/act/actRules.ts';
import { ANIM_BALANCE, ANIM_DUCK, P_ANIM, P_SENSOR_ANGLE_A } from '../../../../../engine/state/layout.ts';
import { G_SONIC_ANGLE_A } from '../../../../../engine/games/s1/objects/s1State.ts';
import { BTN_DOWN } from '../../../../../engine/input.ts';
import { syntheticAct } from './support/syntheticAct.ts';

describe('Sonic_Balance on a real act (objoff_36/37)', () => {
  // The floor fills the first 256 px cell from y $80; Sonic stands 4 px past its edge at $100:
  // his right sensor (x + 9) and his centre find no floor, his left one does.
  const ledge = () => createWorld(syntheticAct({ zone: ZONE_GHZ, act: 0, cells: [[0, 0, 1]], start: { x: 0x104, y: 0x6c } }));

  it('balances at the edge, holding Down or not, with the copy of his right sensor saying no tile (3)', () => {
    const w = ledge();
    w.step(0);
    w.step(BTN_DOWN);
    expect([w.state[P_ANIM], w.state[G_SONIC_ANGLE_A]]).toEqual([ANIM_BALANCE, 3]);
  });

  it('an object\'s floor check leaving 0 in v_anglebuffer after him does not stop the balance (nor make him duck)', () => {
    const w = ledge();
    w.step(0);
    // As ObjFloorDist leaves the buffer for Sonic's next frame.
    w.state[P_SENSOR_ANGLE_A] = 0;
    w.step(BTN_DOWN);
    expect(w.state[P_ANIM]).toBe(ANIM_BALANCE);
    expect(w.state[P_ANIM]).not.toBe(ANIM_DUCK);
  });
});
