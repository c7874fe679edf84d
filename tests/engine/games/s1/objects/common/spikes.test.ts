import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, placementBytes, scene, slotsOf, stepUntil, type Placement } from '../ghz/scene.ts';
import { createWorld } from '../../../../../../engine/world/world.ts';
import { ZONE_GHZ } from '../../../../../../engine/games/s1/act/actRules.ts';
import { ID_SPIKES } from '../../../../../../engine/games/s1/objects/objects/spikes.ts';
import { ID_RING_LOSS } from '../../../../../../engine/games/s1/objects/objects/ringLoss.ts';
import { OB_ACT_WID, OB_FRAME, OB_SUBTYPE, OB_X, OB_Y, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { BTN_RIGHT } from '../../../../../../engine/input.ts';
import { P_INVULN_TIMER, P_RINGS, P_STATUS, P_XSP, P_YSP, ST_DEAD, ST_HURT, ST_ON_OBJECT } from '../../../../../../engine/state/layout.ts';
import { syntheticAct } from '../../act/support/syntheticAct.ts';

const UPRIGHT = 0x00;
const SIDEWAYS = 0x10;
const MOVING_UP_DOWN = 0x01;

function spikeScene(subtype: number, fixes: readonly 'spikeBug'[] = [], y = 0x70) {
  const list: Placement[] = [{ x: 0xa0, y, id: ID_SPIKES, subtype }];
  const w = createWorld(
    syntheticAct({ zone: ZONE_GHZ, act: 0, cells: [[0, 0, 1], [0, 1, 1]], start: { x: 0x60, y: 0x6c }, placements: placementBytes(list) }),
    { fixes },
  );
  return { w, a: slotsOf(w, ID_SPIKES)[0] };
}

describe('Spikes ($36): Spik_Main', () => {
  it('takes frame and width from the subtype\'s high nibble (Spik_Var) and keeps the low nibble as its motion', () => {
    const widths = [0x14, 0x10, 4, 0x1c, 0x40, 0x10];
    for (let v = 0; v < 6; v++) {
      const w = scene([{ x: 0xa0, y: 0x70, id: ID_SPIKES, subtype: (v << 4) | 0 }], { floorCells: 2 });
      const [a] = slotsOf(w, ID_SPIKES);
      expect([w.m[a + OB_FRAME], w.m[a + OB_ACT_WID], w.m[a + OB_SUBTYPE]]).toEqual([v, widths[v], 0]);
    }
  });
});

describe('Spikes ($36): Spik_Hurt', () => {
  it('upright: Sonic landing on them is hurt (knocked up at -$400, rings scattered)', () => {
    const { w } = spikeScene(UPRIGHT);
    const s = w.state;
    s[P_RINGS] = 5;
    dropSonic(w, 0xa0, 0x30);
    stepUntil(w, () => (s[P_STATUS] & ST_HURT) !== 0);
    expect([s[P_YSP], s[P_RINGS]]).toEqual([-0x400, 0]);
    expect(slotsOf(w, ID_RING_LOSS).length).toBeGreaterThan(0);
  });

  it('upright, with no rings: killed', () => {
    const { w } = spikeScene(UPRIGHT);
    dropSonic(w, 0xa0, 0x30);
    stepUntil(w, () => (w.state[P_STATUS] & ST_DEAD) !== 0);
  });

  it('sideways: walking into their side hurts', () => {
    const { w } = spikeScene(SIDEWAYS);
    w.state[P_RINGS] = 1;
    stepUntil(w, () => (w.state[P_STATUS] & ST_HURT) !== 0, BTN_RIGHT);
    // Knocked back away from them (Sonic is left of the spikes).
    expect(w.state[P_XSP]).toBe(-0x200);
  });

  it('quirk spikeBug (REV00/01): a Sonic still flashing after a hit is hurt again', () => {
    const { w } = spikeScene(UPRIGHT);
    const s = w.state;
    s[P_RINGS] = 5;
    s[P_INVULN_TIMER] = 100;
    dropSonic(w, 0xa0, 0x30);
    stepUntil(w, () => (s[P_STATUS] & ST_HURT) !== 0);
    expect(s[P_RINGS]).toBe(0);
  });

  it('spikeBug fixed (REV02): a flashing Sonic stands on them unhurt', () => {
    const { w } = spikeScene(UPRIGHT, ['spikeBug']);
    const s = w.state;
    s[P_RINGS] = 5;
    s[P_INVULN_TIMER] = 100;
    dropSonic(w, 0xa0, 0x30);
    stepUntil(w, () => (s[P_STATUS] & ST_ON_OBJECT) !== 0);
    for (let n = 0; n < 20; n++) w.step(0);
    expect(s[P_STATUS] & ST_HURT).toBe(0);
    expect(s[P_RINGS]).toBe(5);
  });
});

describe('Spikes ($36): Spik_Wait', () => {
  it('type 1 moves down $800 a frame to 32 px, rests 60 frames, then back up, resting at the top', () => {
    const { w, a } = spikeScene(MOVING_UP_DOWN, [], 0x40);
    const ys: number[] = [rw(w.m, a + OB_Y) - 0x40];
    for (let n = 0; n < 67; n++) {
      w.step(0);
      ys.push(rw(w.m, a + OB_Y) - 0x40);
    }
    // The act start ran it once (8 px); then 16, 24, 32; 60 frames there; then back.
    expect(ys.slice(0, 4)).toEqual([8, 16, 24, 32]);
    expect(ys.slice(4, 64)).toEqual(new Array(60).fill(32));
    expect(ys.slice(64, 68)).toEqual([24, 16, 8, 0]);
    // `subi.w #$800; bcc`: reaching 0 is not a borrow: one more frame at 0 before the rest starts.
    expect(rw(w.m, a + 0x38)).toBe(0);
    w.step(0);
    expect(rw(w.m, a + 0x38)).toBe(60);
    expect(rw(w.m, a + OB_X)).toBe(0xa0);
  });
});
