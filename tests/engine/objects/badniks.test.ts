import { describe, expect, it } from 'vitest';
import { ANIM_ROLL, P_ANIM, P_INVULN_TIMER, P_RINGS, P_STATUS, P_XSP, P_YSP, ST_HURT, W_DYNAMIC_HIGH } from '../../../engine/state/layout.ts';
import { getField } from '../../../engine/objects/objectContext.ts';
import { OF_DESTROYED, OF_LOADED, O_FLAGS, O_TYPE, O_XSP, O_Y, O_YSP } from '../../../engine/objects/objectFields.ts';
import { OBJECT_TYPE_INDEX } from '../../../engine/objects/catalogue.ts';
import type { World } from '../../../engine/world/world.ts';
import type { QuirkId } from '../../../engine/quirks/catalogue.ts';
import { flatRows, makeLevel } from '../support/testLevel.ts';
import { hold, settle, tap, world } from '../support/run.ts';
import { place } from '../support/place.ts';

const level = (objects: unknown[]) => makeLevel({ rows: flatRows(60), start: { x: 100, y: 190 }, objects });

function dynamicOfType(w: World, type: string): number[] {
  const out: number[] = [];
  for (let slot = w.objectDefs.length; slot < w.objectDefs.length + w.state[W_DYNAMIC_HIGH]; slot++) {
    if (getField(w, slot, O_FLAGS) & OF_LOADED && getField(w, slot, O_TYPE) === OBJECT_TYPE_INDEX[type]) out.push(slot);
  }
  return out;
}

describe('badniks (SPG section 14)', () => {
  it('a motobug lands, then drives left at 1 px/frame', () => {
    const w = world(level([{ id: 'm', type: 'motobug', x: 300, y: 200 }]));
    hold(w, '', 30);
    expect(getField(w, 0, O_XSP)).toBe(-0x100);
    expect(getField(w, 0, O_Y) >> 8).toBe(209); // y + 14 = 223, the last pixel above the floor (224)
  });

  it('walking into a motobug hurts; rolling into it destroys it', () => {
    const hurt = world(level([{ id: 'm', type: 'motobug', x: 300, y: 200 }]));
    settle(hurt);
    hurt.state[P_RINGS] = 1;
    const rec = hold(hurt, 'R', 120);
    expect(rec.some((r) => r.events.includes('hurt'))).toBe(true);
    expect(getField(hurt, 0, O_FLAGS) & OF_DESTROYED).toBe(0);

    const roll = settle(world(level([{ id: 'm', type: 'motobug', x: 300, y: 200 }])));
    place(roll, { x: 200, y: 204, gsp: 0x600, xsp: 0x600, roll: true });
    roll.state[P_ANIM] = ANIM_ROLL; // curled: the rolling animation, as the original tests
    const rec2 = hold(roll, '', 60);
    expect(rec2.some((r) => r.events.includes('enemyDestroyed'))).toBe(true);
    expect(rec2.some((r) => r.events.includes('hurt'))).toBe(false);
    expect(getField(roll, 0, O_FLAGS) & OF_DESTROYED).toBe(OF_DESTROYED);
  });

  it('a chomper leaps at -0x700 with gravity 0x18', () => {
    const w = world(level([{ id: 'c', type: 'chomper', x: 300, y: 200 }]));
    tap(w);
    expect(getField(w, 0, O_YSP)).toBe(-0x700 + 0x18);
    expect(getField(w, 0, O_Y)).toBe((200 << 8) - 0x700);
  });

  it('an on-screen crabmeat walks, stops, and fires two balls at xsp ∓0x100, ysp -0x400 (then gravity 0x38)', () => {
    const w = world(level([{ id: 'c', type: 'crabmeat', x: 200, y: 200 }]));
    w.state[P_INVULN_TIMER] = 100000;
    let balls: number[] = [];
    for (let i = 0; i < 600 && balls.length === 0; i++) {
      tap(w);
      balls = dynamicOfType(w, 'crabBall');
    }
    expect(balls.length).toBe(2);
    expect(balls.map((b) => getField(w, b, O_XSP))).toEqual([-0x100, 0x100]);
    expect(getField(w, balls[0], O_YSP)).toBe(-0x400);
    tap(w);
    expect(getField(w, balls[0], O_YSP)).toBe(-0x400 + 0x38);
  });

  it('a Buzz Bomber near the player stops and fires a missile at (±0x200, 0x200)', () => {
    const w = world(level([{ id: 'b', type: 'buzzBomber', x: 250, y: 120 }]));
    w.state[P_INVULN_TIMER] = 100000;
    let missiles: number[] = [];
    for (let i = 0; i < 300 && missiles.length === 0; i++) {
      tap(w);
      missiles = dynamicOfType(w, 'buzzMissile');
    }
    expect(missiles.length).toBe(1);
    expect([getField(w, missiles[0], O_XSP), getField(w, missiles[0], O_YSP)]).toEqual([-0x200, 0x200]);
  });
});

describe('bumpers and spikes', () => {
  it('a bumper level with the player throws it straight back at 7 px/frame', () => {
    const w = settle(world(level([{ id: 'b', type: 'bumper', x: 150, y: 204 }])));
    place(w, { x: 136, y: 204 });
    tap(w);
    expect([w.state[P_XSP], w.state[P_YSP]]).toEqual([-0x700, 0]);
  });

  function landOnSpikesFlashing(fixes: QuirkId[]): boolean {
    const w = settle(world(level([{ id: 's', type: 'spikes', x: 300, y: 208 }]), { fixes }));
    w.state[P_RINGS] = 5;
    place(w, { x: 300, y: 150, air: true });
    w.state[P_INVULN_TIMER] = 100;
    const rec = hold(w, '', 40);
    return rec.some((r) => r.events.includes('hurt'));
  }

  it('spikeBug (on, Sonic 1): spikes hurt a player still flashing from a hit', () => {
    expect(landOnSpikesFlashing([])).toBe(true);
  });

  it('spikeBug fixed: a flashing player stands on spikes unhurt', () => {
    expect(landOnSpikesFlashing(['spikeBug'])).toBe(false);
  });

  it('standing on spikes hurts: thrown up at -0x400', () => {
    const w = settle(world(level([{ id: 's', type: 'spikes', x: 300, y: 208 }])));
    w.state[P_RINGS] = 5;
    place(w, { x: 300, y: 150, air: true });
    const rec = hold(w, '', 40);
    const hit = rec.findIndex((r) => r.events.includes('hurt'));
    expect(hit).toBeGreaterThan(0);
    expect(rec[hit].ysp).toBe(-0x400);
    expect(w.state[P_STATUS] & ST_HURT).toBe(ST_HURT);
  });
});
