import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, stepUntil } from '../ghz/scene.ts';
import { ID_GAME_OVER_CARD, SLOT_GAME_OVER_1, SLOT_GAME_OVER_2 } from '../../../../../../engine/games/s1/objects/objects/gameOverCard.ts';
import { OB_FRAME, OB_ID, OB_ROUTINE, OB_X, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_LAMP_TIME, G_TIME_OVER } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { BTN_B } from '../../../../../../engine/input.ts';
import { EV2_GAME_OVER, EV_RESTART } from '../../../../../../engine/state/events.ts';
import { P_EVENTS2, P_STATUS, RESTART_GAME_OVER, ST_DEAD, ST_RESETTING, W_LIVES, W_RESTART } from '../../../../../../engine/state/layout.ts';
import type { World } from '../../../../../../engine/world/world.ts';

const GAME = SLOT_GAME_OVER_1 * 0x40;
const OVER = SLOT_GAME_OVER_2 * 0x40;
/** PLC_GameOver's one art file, Nem_GameOver: the checkout's $22 patterns (its Nemesis header). */
const PATTERNS = 0x22;

/** Sonic with `lives` left falls off the act (nothing under x $500) and steps until the life is lost. */
function lastFall(lives: number, o: { timeOver?: boolean; revision?: 0 | 1 } = {}): { w: World; lost: number } {
  const w = scene([], { artQueues: { titleCard: [], fzBoss: [], gameOver: [PATTERNS] }, ...(o.revision !== undefined ? { revision: o.revision } : {}) });
  const s = w.state;
  s[W_LIVES] = lives;
  if (o.timeOver) s[G_TIME_OVER] = 1;
  dropSonic(w, 0x500, 0x40);
  const lost = stepUntil(w, () => (s[P_STATUS] & ST_RESETTING) !== 0, 0, 600);
  return { w, lost };
}

describe('the GAME OVER card (object $39)', () => {
  it('the last life lost loads both words in slots 2 and 3 ("OVER" is frame 1) and no restart countdown', () => {
    const { w } = lastFall(1);
    expect([w.m[GAME + OB_ID], w.m[OVER + OB_ID], w.m[GAME + OB_FRAME], w.m[OVER + OB_FRAME]]).toEqual([ID_GAME_OVER_CARD, ID_GAME_OVER_CARD, 0, 1]);
    expect(w.state[W_LIVES]).toBe(0);
    // With lives left there is no card: the act restarts a second later.
    const { w: again } = lastFall(2);
    expect(again.m[GAME + OB_ID]).toBe(0);
    expect(stepUntil(again, () => (again.state[P_STATUS] & ST_DEAD) === 0, 0, 100)).toBe(60);
  });

  it('waits for its art (ceil($22 / 3) = 12 VBlanks), slides 13 frames to x $120, waits 720 frames, then the game is over', () => {
    const { w } = lastFall(1);
    const s = w.state;
    const moving = stepUntil(w, () => w.m[GAME + OB_ROUTINE] === 2, 0, 100);
    expect(moving).toBe(Math.ceil(PATTERNS / 3));
    expect([rw(w.m, GAME + OB_X), rw(w.m, OVER + OB_X)]).toEqual([0x50 + 0x10, 0x1f0 - 0x10]);
    const arrived = stepUntil(w, () => w.m[GAME + OB_ROUTINE] === 4, 0, 100);
    // 0x50 + 0x10 → 0x120 takes 12 more frames of moving, and one to find it there (Over_SetWait).
    expect(arrived).toBe(13);
    expect([rw(w.m, GAME + OB_X), rw(w.m, OVER + OB_X)]).toEqual([0x120, 0x120]);
    let over = -1;
    for (let f = 1; f <= 800 && over < 0; f++) {
      w.step(0);
      if (s[P_EVENTS2] & EV2_GAME_OVER) over = f;
    }
    // 720 frames counted down, then the one that finds 0 changes the mode.
    expect(over).toBe(721);
    expect(s[W_RESTART]).toBe(RESTART_GAME_OVER);
    // Nothing moves any more: the run is over.
    const frozen = s.slice();
    w.step(0);
    expect(s.filter((v, i) => v !== frozen[i]).length).toBeLessThanOrEqual(2);
  });

  it('A, B or C ends the wait at once', () => {
    const { w } = lastFall(1);
    stepUntil(w, () => w.m[GAME + OB_ROUTINE] === 4, 0, 100);
    w.step(0);
    w.step(BTN_B);
    expect(w.state[P_EVENTS2] & EV2_GAME_OVER).toBe(EV2_GAME_OVER);
  });

  it('TIME OVER with lives left shows TIME OVER (frames 2, 3) and restarts the act after the wait; REV01 clears the lamppost time', () => {
    for (const revision of [0, 1] as const) {
      const { w } = lastFall(3, { timeOver: true, revision });
      expect([w.m[GAME + OB_FRAME], w.m[OVER + OB_FRAME], w.state[W_LIVES]]).toEqual([2, 3, 2]);
      w.state[G_LAMP_TIME] = 0x010203;
      let restart = -1;
      for (let f = 1; f <= 1000 && restart < 0; f++) if (w.step(0) & EV_RESTART) restart = f;
      // The art (12), the slide (13), 720 frames counted down and the one that finds 0.
      expect(restart).toBe(12 + 13 + 721);
      expect(w.state[W_LIVES]).toBe(2);
      expect(w.state[G_LAMP_TIME]).toBe(revision === 1 ? 0 : 0x010203);
    }
  });
});
