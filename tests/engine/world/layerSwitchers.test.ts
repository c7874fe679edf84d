import { describe, expect, it } from 'vitest';
import { P_EVENTS, P_LAYER, P_PRIORITY, P_X } from '../../../engine/state/layout.ts';
import { BTN_RIGHT } from '../../../engine/input.ts';
import { EV_LAYER_SWITCH } from '../../../engine/state/events.ts';
import { flatRows, makeLevel } from '../support/testLevel.ts';
import { hold, px, settle, world } from '../support/run.ts';
import { place } from '../support/place.ts';

const level = (params: Record<string, unknown>) =>
  makeLevel({
    rows: flatRows(60),
    start: { x: 100, y: 190 },
    objects: [{ id: 'sw', type: 'layerSwitcher', x: 300, y: 200, radius: 32, layer1: 'A', layer2: 'B', ...params }],
  });

describe('layer switchers (SPG "Layer Switchers")', () => {
  it('crossing the threshold left to right switches to layer2 and priority2, and back', () => {
    const w = settle(world(level({})));
    const right = hold(w, 'R', 120);
    const at = right.findIndex((r) => r.layer === 'B');
    expect(right[at].events).toContain('layerSwitch');
    expect(px(right[at].x)).toBeGreaterThanOrEqual(300);
    expect(px(right[at - 1].x)).toBeLessThan(300);
    expect(w.state[P_PRIORITY]).toBe(1);
    const left = hold(w, 'L', 200);
    expect(left[left.length - 1].layer).toBe('A');
  });

  it('does not switch when the player crosses outside its radius (jumping over it)', () => {
    const w = settle(world(level({})));
    place(w, { x: 290, y: 100, xsp: 0x400, air: true });
    hold(w, '', 3);
    expect(w.state[P_LAYER]).toBe(0);
    // ... and having passed it, coming back down on the right does not switch either
    const rec = hold(w, '', 60);
    expect(rec.every((r) => r.layer === 'A')).toBe(true);
  });

  it('a grounded-only switcher ignores an airborne crossing but remembers the new side', () => {
    const w = settle(world(level({ groundedOnly: true })));
    place(w, { x: 295, y: 200, xsp: 0x400, air: true });
    hold(w, '', 3);
    expect(w.state[P_LAYER]).toBe(0);
  });

  it('a priority-only switcher changes the priority but not the layer', () => {
    const w = settle(world(level({ priorityOnly: true })));
    hold(w, 'R', 120);
    expect(w.state[P_LAYER]).toBe(0);
    expect(w.state[P_PRIORITY]).toBe(1);
  });

  it('switches player 2 too, on its own crossing and with its own side (Sonic 2 Obj03_MainX, Sonic 3 Obj_PathSwap)', () => {
    // A human partner on the second pad: player 1 stands still, player 2 walks right across.
    const w = world(level({}), { profile: 's2', partner: { character: 'tails', control: 'human' } });
    const p2 = w.p2!.s;
    for (let i = 0; i < 120; i++) w.step(0);
    expect(p2[P_LAYER]).toBe(0);
    let switchedAt = -1;
    for (let i = 0; i < 240 && switchedAt < 0; i++) {
      w.step(BTN_RIGHT << 8);
      if (p2[P_LAYER] === 1) switchedAt = i;
    }
    expect(switchedAt).toBeGreaterThan(0);
    expect(p2[P_X] >> 8).toBeGreaterThanOrEqual(300);
    expect(p2[P_PRIORITY]).toBe(1);
    expect(p2[P_EVENTS] & EV_LAYER_SWITCH).toBe(EV_LAYER_SWITCH);
    // Player 1 never crossed: its layer, priority and events are its own.
    expect(w.state[P_LAYER]).toBe(0);
    expect(w.state[P_PRIORITY]).toBe(0);
    expect(w.state[P_EVENTS] & EV_LAYER_SWITCH).toBe(0);
    // Player 1 now crosses: it switches on its own side, player 2 (already right) stays.
    let p1SwitchedAt = -1;
    for (let i = 0; i < 240 && p1SwitchedAt < 0; i++) {
      w.step(BTN_RIGHT);
      if (w.state[P_LAYER] === 1) p1SwitchedAt = i;
    }
    expect(p1SwitchedAt).toBeGreaterThan(0);
    expect(w.state[P_EVENTS] & EV_LAYER_SWITCH).toBe(EV_LAYER_SWITCH);
    expect(p2[P_LAYER]).toBe(1);
  });
});
