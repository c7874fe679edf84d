import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { scene, slotsOf, stepUntil } from '../ghz/scene.ts';
import { ID_GIANT_RING } from '../../../../../../engine/games/s1/objects/objects/giantRing.ts';
import { ID_RING_FLASH } from '../../../../../../engine/games/s1/objects/objects/ringFlash.ts';
import { ID_HIDDEN_BONUS } from '../../../../../../engine/games/s1/objects/objects/hiddenBonus.ts';
import { OB_COL_TYPE, OB_FRAME, OB_ID, OB_RENDER, OB_ROUTINE } from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_BIG_RING, G_INVINCIBLE, G_PLAYER_GONE, G_SCORE } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { BTN_RIGHT } from '../../../../../../engine/input.ts';
import { P_RINGS, P_SHIELD, P_X, P_Y } from '../../../../../../engine/state/layout.ts';

function ringScene(rings: number) {
  const w = scene([{ x: 0xa0, y: 0x60, id: ID_GIANT_RING }], { floorCells: 2 });
  w.state[P_RINGS] = rings;
  return { w, a: slotsOf(w, ID_GIANT_RING)[0] };
}

describe('Giant ring ($4B)', () => {
  it('on screen, with fewer than 50 rings it stays in GRing_Main, untouchable', () => {
    const { w, a } = ringScene(49);
    for (let n = 0; n < 5; n++) w.step(0);
    expect([w.m[a + OB_ROUTINE], w.m[a + OB_COL_TYPE]]).toEqual([0, 0]);
  });

  it('with 50 rings it becomes an item (type $52); touching it frees the flash and makes it untouchable', () => {
    const { w, a } = ringScene(50);
    w.step(0);
    expect([w.m[a + OB_ROUTINE], w.m[a + OB_COL_TYPE]]).toEqual([2, 0x52]);
    stepUntil(w, () => slotsOf(w, ID_RING_FLASH).length > 0, BTN_RIGHT);
    expect([w.m[a + OB_ROUTINE], w.m[a + OB_COL_TYPE]]).toEqual([2, 0]);
    const [f] = slotsOf(w, ID_RING_FLASH);
    // Sonic came from the left: the flash is not mirrored.
    expect(w.m[f + OB_RENDER] & 1).toBe(0);
  });

  it('the flash: at its third frame the ring goes, f_bigring, no shield or invincibility; after its eighth Sonic is removed', () => {
    const { w, a } = ringScene(50);
    const s = w.state;
    s[P_SHIELD] = 1;
    stepUntil(w, () => slotsOf(w, ID_RING_FLASH).length > 0, BTN_RIGHT);
    const [f] = slotsOf(w, ID_RING_FLASH);
    s[G_INVINCIBLE] = 1;
    // Frames $FF → 0 on its first run, then one every 2 runs.
    stepUntil(w, () => w.m[f + OB_FRAME] === 3);
    // The ring (a lower slot) is set to GRing_Delete; it deletes itself on its next run.
    expect([w.m[a + OB_ROUTINE], s[G_BIG_RING], s[G_INVINCIBLE], s[P_SHIELD]]).toEqual([6, 1, 0, 0]);
    w.step(0);
    expect(w.m[a + OB_ID]).toBe(0);
    expect(stepUntil(w, () => s[G_PLAYER_GONE] !== 0)).toBe(9);
    // Sonic no longer runs: the pad and gravity move him no more.
    const [x, y] = [s[P_X], s[P_Y]];
    w.step(BTN_RIGHT);
    w.step(BTN_RIGHT);
    expect([s[P_X], s[P_Y]]).toEqual([x, y]);
    expect(w.m[f + OB_ID]).toBe(0);
  });
});

describe('Hidden bonus ($7D)', () => {
  function bonusScene(subtype: number) {
    const w = scene([{ x: 0xa0, y: 0x6c, id: ID_HIDDEN_BONUS, subtype }], { floorCells: 2 });
    return { w, a: slotsOf(w, ID_HIDDEN_BONUS)[0] };
  }

  it('Sonic\'s centre within 16 px gives its points once (subtype 1: 1000 tens) and shows them 120 frames', () => {
    const { w, a } = bonusScene(1);
    const s = w.state;
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 2, BTN_RIGHT);
    expect((s[P_X] >> 8) - 0xa0 + 0x10).toBeLessThan(0x20);
    expect([s[G_SCORE], w.m[a + OB_FRAME]]).toEqual([1000, 1]);
    expect(stepUntil(w, () => w.m[a + OB_ID] === 0)).toBe(120);
    expect(s[G_SCORE]).toBe(1000);
  });

  it('subtype 3 gives 1 ten (10 points): the original\'s wrong number for its "100"', () => {
    const { w, a } = bonusScene(3);
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 2, BTN_RIGHT);
    expect(w.state[G_SCORE]).toBe(1);
  });

  it('nothing after a giant ring (f_bigring)', () => {
    const { w, a } = bonusScene(1);
    w.state[G_BIG_RING] = 1;
    for (let n = 0; n < 40; n++) w.step(BTN_RIGHT);
    expect([w.m[a + OB_ROUTINE], w.state[G_SCORE]]).toEqual([0, 0]);
  });
});
