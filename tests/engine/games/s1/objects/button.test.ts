import { describe, expect, it } from 'vitest';
import { button } from '../../../../../engine/games/s1/objects/objects/button.ts';
import { OB_ACT_WID, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_SOLID } from '../../../../../engine/games/s1/objects/ram.ts';
import { switchByte } from '../../../../../engine/games/s1/act/switches.ts';
import { P_STATUS, ST_ON_OBJECT } from '../../../../../engine/state/layout.ts';
import type { World } from '../../../../../engine/world/world.ts';
import { onScreen, put, scene, sonicTo, STAND_Y, y } from './support/scene.ts';

/** A button at ($100, $79), after But_Main, on screen. */
function placed(subtype: number): [World, number] {
  const w = scene();
  const a0 = put(w, 0x32, 0x100, 0x76, subtype);
  button(w, a0);
  onScreen(w, a0);
  return [w, a0];
}

/** Sonic standing on it (obSolid set, within its $1B half width). */
function standOn(w: World, a0: number): void {
  w.m[a0 + OB_SOLID] = 2;
  w.state[P_STATUS] |= ST_ON_OBJECT;
  sonicTo(w, 0x100 + 0x1a, STAND_Y);
}

describe('Button ($32) and f_switch', () => {
  it('But_Main: 3 px lower than placed, $10 wide, priority 4', () => {
    const [w, a0] = placed(0);
    expect([y(w, a0), w.m[a0 + OB_ACT_WID], w.m[a0 + OB_PRIORITY]]).toEqual([0x79, 0x10, 4]);
  });

  it('while Sonic stands on it, switch (subtype & $F) has bit 0 set and the button shows pressed; when he leaves, bit 0 clears', () => {
    const [w, a0] = placed(5);
    standOn(w, a0);
    button(w, a0);
    expect(switchByte(w.state, 5)).toBe(1);
    expect(w.m[a0 + OB_FRAME] & 1).toBe(1);
    sonicTo(w, 0x100 + 0x1b, STAND_Y);
    button(w, a0);
    expect(w.m[a0 + OB_SOLID]).toBe(0);
    expect(switchByte(w.state, 5)).toBe(0);
    expect(w.m[a0 + OB_FRAME] & 1).toBe(0);
  });

  it('subtypes with bit 6 set bit 7 of the switch instead, leaving bit 0 alone', () => {
    const [w, a0] = placed(0x43);
    standOn(w, a0);
    button(w, a0);
    expect(switchByte(w.state, 3)).toBe(0x80);
  });

  it('off screen it does nothing: the switch keeps its state', () => {
    const [w, a0] = placed(5);
    standOn(w, a0);
    button(w, a0);
    w.m[a0 + OB_RENDER] &= 0x7f;
    sonicTo(w, 0x300, STAND_Y);
    button(w, a0);
    expect(switchByte(w.state, 5)).toBe(1);
  });

  it('subtypes with bit 5 flash: frame bit 1 toggles every 8 frames', () => {
    const [w, a0] = placed(0x20);
    const frames: number[] = [];
    for (let f = 0; f < 17; f++) {
      button(w, a0);
      frames.push(w.m[a0 + OB_FRAME] & 2);
    }
    // The first on-screen frame counts 0 → -1: toggled, then 7 frames of 7..0, and again.
    expect(frames).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
  });

  it('subtypes with bit 7 are also pressed by an on-screen push block ($33) whose $20x$20 box meets x - $10 .. + $20, y - 8 .. + $10 (its left edge $30 left to $10 right of the button)', () => {
    const [w, a0] = placed(0x81);
    const b0 = put(w, 0x33, 0x100 + 0x20, 0x79, 0, 0x30);
    onScreen(w, b0);
    button(w, a0);
    expect(switchByte(w.state, 1)).toBe(1);
    const [w4, f0] = placed(0x81);
    onScreen(w4, put(w4, 0x33, 0x100 - 0x20, 0x79, 0, 0x30));
    button(w4, f0);
    expect(switchByte(w4.state, 1)).toBe(1);
    const [w5, g0] = placed(0x81);
    onScreen(w5, put(w5, 0x33, 0x100 - 0x21, 0x79, 0, 0x30));
    button(w5, g0);
    expect(switchByte(w5.state, 1)).toBe(0);
    const [w2, c0] = placed(0x81);
    const d0 = put(w2, 0x33, 0x100 + 0x21, 0x79, 0, 0x30);
    onScreen(w2, d0);
    button(w2, c0);
    expect(switchByte(w2.state, 1)).toBe(0);
    // Not on screen: not seen.
    const [w3, e0] = placed(0x81);
    put(w3, 0x33, 0x100, 0x79, 0, 0x30);
    button(w3, e0);
    expect(switchByte(w3.state, 1)).toBe(0);
  });
});
