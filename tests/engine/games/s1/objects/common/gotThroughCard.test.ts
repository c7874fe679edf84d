import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { scene, slotsOf, stepUntil } from '../ghz/scene.ts';
import { ID_SIGNPOST } from '../../../../../../engine/games/s1/objects/objects/signpost.ts';
import { ID_GOT_THROUGH_CARD, SLOT_END_CARD } from '../../../../../../engine/games/s1/objects/objects/gotThroughCard.ts';
import { OB_ID, OB_ROUTINE, OB_X, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_LOCK_CTRL, G_PLC_WAIT, G_RING_BONUS, G_SCORE, G_TIME, G_TIME_BONUS } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { ZONE_SBZ } from '../../../../../../engine/games/s1/act/actRules.ts';
import { BTN_RIGHT } from '../../../../../../engine/input.ts';
import { EV_ACT_END } from '../../../../../../engine/state/events.ts';
import { P_RINGS, RESTART_NEXT_ACT, W_LAST_CHECKPOINT, W_LIMIT_RIGHT, W_RESTART } from '../../../../../../engine/state/layout.ts';
import type { World } from '../../../../../../engine/world/world.ts';

const CARD = SLOT_END_CARD * 0x40;
const RING_LINE = CARD + 5 * 0x40;

/**
 * A signpost at $1A0 with the camera's right limit at $100, in Scrap Brain 2 unless told; the
 * title card's art `titleCard` patterns long. Steps until GotThroughAct has run (the card's id
 * is in v_endcard), with 1:05 on the clock and 12 rings; returns the world.
 */
function throughTheSign(o: { sbz2?: boolean; titleCard?: number[] } = {}): World {
  const w = scene([{ x: 0x1a0, y: 0x60, id: ID_SIGNPOST }], {
    floorCells: 3,
    size: { right: 0x100 },
    ...(o.sbz2 ?? true ? { zone: ZONE_SBZ, act: 1 } : {}),
    artQueues: { titleCard: o.titleCard ?? [], fzBoss: [] },
  });
  const s = w.state;
  const [sign] = slotsOf(w, ID_SIGNPOST);
  stepUntil(w, () => w.m[sign + OB_ROUTINE] === 4, BTN_RIGHT);
  s[G_TIME] = (1 << 16) | (5 << 8);
  s[P_RINGS] = 12;
  stepUntil(w, () => w.m[CARD + OB_ID] === ID_GOT_THROUGH_CARD, 0, 400);
  return w;
}

/** Frames stepped (no input) until `done`. */
function framesUntil(w: World, done: () => boolean, max = 2000): number {
  return stepUntil(w, done, 0, max);
}

describe('GotThroughAct and the results card ($3A)', () => {
  it('sets the bonuses: TimeBonuses by 15-second steps (1:05 → 400), rings × 10; the card in v_endcard (slot 23)', () => {
    const w = throughTheSign();
    expect([w.state[G_TIME_BONUS], w.state[G_RING_BONUS]]).toEqual([400, 120]);
    expect(w.m[CARD + OB_ROUTINE]).toBe(0);
  });

  it('outside Scrap Brain 2 GotThroughAct ends the act\'s movie (EV_ACT_END) and the act plays on through the results', () => {
    const w = throughTheSign({ sbz2: false });
    expect(w.events & EV_ACT_END).toBe(EV_ACT_END);
    expect(w.state[W_RESTART]).toBe(0);
  });

  it('outside Scrap Brain 2, 180 frames after the count Got_NextLevel ends the act into the next: the lamppost cleared, the world stops (RESTART_NEXT_ACT)', () => {
    const w = throughTheSign({ sbz2: false });
    const s = w.state;
    s[W_LAST_CHECKPOINT] = 2;
    framesUntil(w, () => w.m[RING_LINE + OB_ROUTINE] === 6);
    expect(framesUntil(w, () => w.m[RING_LINE + OB_ROUTINE] !== 6)).toBe(41);
    // Got_TimeBonus: routine 8 (Got_Wait, 180 frames), not SBZ2's $C.
    expect(w.m[RING_LINE + OB_ROUTINE]).toBe(8);
    expect(framesUntil(w, () => w.m[RING_LINE + OB_ROUTINE] === 0xa)).toBe(180);
    expect(s[W_RESTART]).toBe(0);
    w.step(0);
    expect([s[W_RESTART], s[W_LAST_CHECKPOINT]]).toEqual([RESTART_NEXT_ACT, 0]);
    const frozen = s.slice();
    w.step(BTN_RIGHT);
    expect([...s.keys()].filter((i) => s[i] !== frozen[i]).length).toBeLessThanOrEqual(3);
  });

  it('in Scrap Brain 2 the act goes on: no end event, and the card waits for the title card art (ceil(20 / 3) = 7 VBlanks)', () => {
    const w = throughTheSign({ titleCard: [20] });
    expect(w.state[W_RESTART]).toBe(0);
    expect(w.events & EV_ACT_END).toBe(0);
    expect(w.state[G_PLC_WAIT]).toBe(7);
    // Got_ChkPLC: still waiting after 6 frames, set up on the 7th (the 7th VBlank emptied the queue).
    for (let i = 0; i < 6; i++) w.step(0);
    expect(w.m[CARD + OB_ROUTINE]).toBe(0);
    w.step(0);
    expect(slotsOf(w, ID_GOT_THROUGH_CARD)).toEqual([23, 24, 25, 26, 27, 28, 29].map((n) => n * 0x40));
    // Got_Main falls into Got_Move: "SONIC HAS" from x 4 by 16 px.
    expect(rw(w.m, CARD + OB_X)).toBe(4 + 0x10);
  });

  it('counts the bonuses into the score and, in SBZ2, gives the controls back and opens the right limit', () => {
    const w = throughTheSign();
    const s = w.state;
    const score = s[G_SCORE];
    // No art to wait for: Got_Main on the first run, the ring line from $560 to $120 in 68 moves.
    expect(framesUntil(w, () => w.m[RING_LINE + OB_ROUTINE] === 4)).toBe(1 + 68);
    // 180 frames of Got_Wait (the first in the same run).
    expect(framesUntil(w, () => w.m[RING_LINE + OB_ROUTINE] === 6)).toBe(179);
    // 40 frames of 10 from the time bonus (and 12 of them from the ring bonus too), then one frame finds both spent.
    expect(framesUntil(w, () => w.m[RING_LINE + OB_ROUTINE] !== 6)).toBe(41);
    expect(s[G_SCORE] - score).toBe(400 + 120);
    expect([s[G_TIME_BONUS], s[G_RING_BONUS]]).toEqual([0, 0]);
    // SBZ2 skips Got_NextLevel: routine $C, another 180 frames, then back out by 32 px ($440 / $20 = 34 moves).
    expect(w.m[RING_LINE + OB_ROUTINE]).toBe(0xc);
    expect(s[G_LOCK_CTRL]).toBe(1);
    expect(framesUntil(w, () => w.m[RING_LINE + OB_ROUTINE] === 0xe)).toBe(180);
    expect(framesUntil(w, () => s[G_LOCK_CTRL] === 0)).toBe(34 + 1);
    // Every other line has gone home and deleted itself; the ring line widens the limit by 2 a frame.
    expect(slotsOf(w, ID_GOT_THROUGH_CARD)).toEqual([RING_LINE]);
    const right = s[W_LIMIT_RIGHT];
    w.step(0);
    w.step(0);
    expect(s[W_LIMIT_RIGHT]).toBe(right + 4);
    expect(framesUntil(w, () => s[W_LIMIT_RIGHT] === 0x2100, 0x2000)).toBe((0x2100 - right - 4) / 2);
    w.step(0);
    expect(slotsOf(w, ID_GOT_THROUGH_CARD)).toEqual([]);
  });
});
