import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { scene, slotsOf, stepUntil } from '../ghz/scene.ts';
import { ID_SIGNPOST } from '../../../../../../engine/games/s1/objects/objects/signpost.ts';
import { ID_RINGS } from '../../../../../../engine/games/s1/objects/objects/rings.ts';
import { OB_ANIM, OB_ROUTINE, OB_X, OB_Y, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_END_CARD, G_JPAD2, G_LOCK_CTRL, G_TIME, G_TIME_COUNT } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { BTN_LEFT, BTN_RIGHT } from '../../../../../../engine/input.ts';
import { EV_ACT_END } from '../../../../../../engine/state/events.ts';
import { P_X, P_XSP, W_LEVEL_FRAME, W_LIMIT_LEFT, W_LIMIT_RIGHT, W_RESTART } from '../../../../../../engine/state/layout.ts';

/** An act whose camera stops at x $100 (right limit), with the signpost at $1A0 and floor to $2FF. */
function signScene() {
  const w = scene([{ x: 0x1a0, y: 0x60, id: ID_SIGNPOST }], { floorCells: 3, size: { right: 0x100 } });
  return { w, a: slotsOf(w, ID_SIGNPOST)[0] };
}

describe('Signpost ($0D): Sign_Touch', () => {
  it('Sonic 0..$1F px right of it stops the timer and locks the left limit to the right one', () => {
    const { w, a } = signScene();
    const s = w.state;
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 4, BTN_RIGHT);
    expect((s[P_X] >> 8) - 0x1a0).toBeGreaterThanOrEqual(0);
    expect((s[P_X] >> 8) - 0x1a0).toBeLessThan(0x20);
    expect(s[G_TIME_COUNT]).toBe(0);
    expect(s[W_LIMIT_LEFT]).toBe(s[W_LIMIT_RIGHT]);
    const t = s[G_TIME];
    w.step(0);
    expect(s[G_TIME]).toBe(t);
  });
});

describe('Signpost ($0D): Sign_Spin', () => {
  it('spins three cycles of 61 runs (the first one ends at once), sparkling every 12 runs', () => {
    const { w, a } = signScene();
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 4, BTN_RIGHT);
    const sparkles: number[] = [];
    let runs = 0;
    while (w.m[a + OB_ROUTINE] === 4) {
      const before = slotsOf(w, ID_RINGS).length;
      w.step(0);
      runs++;
      if (slotsOf(w, ID_RINGS).length > before) sparkles.push(runs);
    }
    expect(runs).toBe(1 + 61 + 61);
    expect(w.m[a + OB_ANIM]).toBe(3);
    expect(sparkles.slice(0, 4)).toEqual([1, 13, 25, 37]);
  });

  it('its first sparkle is a ring in its sparkle routine at ($-18, $-10) from it', () => {
    const { w, a } = signScene();
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 4, BTN_RIGHT);
    w.step(0);
    const [r] = slotsOf(w, ID_RINGS);
    expect([rw(w.m, r + OB_X), rw(w.m, r + OB_Y)]).toEqual([0x1a0 - 0x18, 0x60 - 0x10]);
    // id_Ring_Sparkle is routine 6; the ring ran once in its higher slot.
    expect(w.m[r + OB_ROUTINE]).toBe(6);
  });
});

describe('Signpost ($0D): Sign_SonicRun and GotThroughAct', () => {
  it('locks the controls with Right held: Sonic runs right whatever the pad says', () => {
    // Sonic put down at the signpost, standing: he touches it and stays.
    const { w, a } = signScene();
    const s = w.state;
    s[P_X] = 0x1a0 << 8;
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 4);
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 6, 0, 200);
    expect(s[P_XSP]).toBe(0);
    // The frame routine 6 first runs sets the lock (Sonic has already read the pad that frame).
    w.step(0);
    expect([s[G_LOCK_CTRL], s[G_JPAD2]]).toEqual([1, BTN_RIGHT << 8]);
    for (let n = 1; n <= 10; n++) {
      w.step(BTN_LEFT);
      // Sonic_Move with Right: + acceleration ($C) a frame.
      expect(s[P_XSP]).toBe(n * 0xc);
    }
  });

  it('past the right limit + $128 the act ends: EV_ACT_END on that frame, and the act plays on with the results card', () => {
    const { w, a } = signScene();
    const s = w.state;
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 4, BTN_RIGHT);
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 6, 0, 200);
    stepUntil(w, () => (w.events & EV_ACT_END) !== 0, 0, 300);
    expect(s[W_RESTART]).toBe(0);
    expect(s[P_X] >> 8).toBeGreaterThanOrEqual(0x100 + 0x128);
    expect([w.m[a + OB_ROUTINE], s[G_END_CARD]]).toEqual([8, 0x3a]);
    // The world goes on: the card's lines move in (Got_Move), and the act ends into the next later (gotThroughCard.test.ts).
    const frame = s[W_LEVEL_FRAME];
    w.step(BTN_LEFT);
    expect([s[W_LEVEL_FRAME], s[W_RESTART]]).toEqual([frame + 1, 0]);
  });
});
