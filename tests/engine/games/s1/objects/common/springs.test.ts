import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, slotsOf, stepUntil } from '../ghz/scene.ts';
import { ID_SPRINGS } from '../../../../../../engine/games/s1/objects/objects/springs.ts';
import { OB_ROUTINE } from '../../../../../../engine/games/s1/objects/ram.ts';
import { BTN_RIGHT } from '../../../../../../engine/input.ts';
import {
  P_CTRL_LOCK, P_GSP, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_FACING_LEFT, ST_HURT, ST_ON_OBJECT,
} from '../../../../../../engine/state/layout.ts';

const RED = 0;
const YELLOW = 2;
const SIDEWAYS = 0x10;
const DOWN = 0x20;

function springScene(subtype: number, o: { x?: number; y?: number; xFlip?: boolean } = {}) {
  const w = scene([{ x: o.x ?? 0xa0, y: o.y ?? 0x70, id: ID_SPRINGS, subtype, xFlip: o.xFlip }], { floorCells: 2 });
  return { w, a: slotsOf(w, ID_SPRINGS)[0] };
}

describe('Springs ($41): upward', () => {
  it('a red one throws Sonic landing on it up at -$1000 from 8 px lower the same frame, airborne, off it', () => {
    const { w, a } = springScene(RED);
    const s = w.state;
    dropSonic(w, 0xa0, 0x30);
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 4);
    // Solid_Landed put him on its top (y - 8 - height - 1), then Spring_BounceUp added 8.
    expect(s[P_Y] >> 8).toBe(0x70 - 8 - 19 - 1 + 8);
    expect(s[P_YSP]).toBe(-0x1000);
    expect(s[P_STATUS] & (ST_AIR | ST_ON_OBJECT)).toBe(ST_AIR);
  });

  it('a yellow one at -$A00', () => {
    const { w, a } = springScene(YELLOW);
    dropSonic(w, 0xa0, 0x30);
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 4);
    expect(w.state[P_YSP]).toBe(-0xa00);
  });

  it('ends a knock-back: a hurt Sonic landing on it is back in his control routine', () => {
    const { w, a } = springScene(RED);
    dropSonic(w, 0xa0, 0x30);
    w.state[P_STATUS] |= ST_HURT;
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 4);
    expect(w.state[P_STATUS] & ST_HURT).toBe(0);
  });

  it('animates 11 frames after the bounce, then resets its animation and is a spring again on the 12th', () => {
    const { w, a } = springScene(RED);
    dropSonic(w, 0xa0, 0x30);
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 4);
    const routines: number[] = [];
    for (let n = 1; n <= 11; n++) {
      w.step(0);
      routines.push(w.m[a + OB_ROUTINE]);
    }
    expect(routines).toEqual([4, 4, 4, 4, 4, 4, 4, 4, 4, 6, 2]);
  });
});

describe('Springs ($41): sideways and down', () => {
  it('sideways, flipped: Sonic walking into it is thrown back left at -$1000 from 8 px on, facing round, locked 15 frames', () => {
    const { w, a } = springScene(SIDEWAYS, { xFlip: true });
    const s = w.state;
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 0xa, BTN_RIGHT);
    expect([s[P_XSP], s[P_GSP], s[P_CTRL_LOCK]]).toEqual([-0x1000, -0x1000, 0xf]);
    // Pushed out to its side (x - $13), then 8 px on.
    expect(s[P_X] >> 8).toBe(0xa0 - 0x13 + 8);
    expect(s[P_STATUS] & ST_FACING_LEFT).toBe(ST_FACING_LEFT);
  });

  it('sideways, unflipped: the same push throws him right, 8 px back', () => {
    const { w, a } = springScene(SIDEWAYS);
    const s = w.state;
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 0xa, BTN_RIGHT);
    expect(s[P_XSP]).toBe(0x1000);
    expect(s[P_X] >> 8).toBe(0xa0 - 0x13 + 8 - 0x10);
  });

  it('down: Sonic hitting it from below is thrown down at +$1000 from 8 px higher', () => {
    const { w, a } = springScene(DOWN, { y: 0x40 });
    const s = w.state;
    s[P_X] = 0xa0 << 8;
    s[P_Y] = 0x70 << 8;
    s[P_YSP] = -0x400;
    s[P_STATUS] |= ST_AIR;
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 0x10);
    expect(s[P_YSP]).toBe(0x1000);
    expect(s[P_STATUS] & ST_AIR).toBe(ST_AIR);
    // Solid_Below put his top against its bottom (y = its y + 8 + his height), then Spring_BounceDwn 8 px up.
    expect(s[P_Y] >> 8).toBe(0x40 + 8 + 19 - 8);
  });
});
