/**
 * Object $39 — the "GAME OVER" / "TIME OVER" card (_incObj/39 Game Over.asm: `GameOverCard`,
 * `Over_ChkPLC`, `Over_Main`, `Over_Move`, `Over_SetWait`, `Over_Wait`, `Over_ChgMode`,
 * `Over_ResetLvl`).
 *
 * `GameOver` (engine/games/s1/act/gameOver.ts) puts two of it in v_gameovertext1/2 (slots 2 and 3) when
 * the last life is lost, or when a life is lost to TIME OVER, and queues their art (PLC 3,
 * `PLC_GameOver`). Each waits for the pattern load cues to empty (artQueue.ts), then slides to
 * x $120 by 16 px a frame ("GAME" from $50, "OVER" — bit 0 of its frame — from $1F0). The first
 * word then waits 720 frames, or until A, B or C is pressed (v_jpadpress1), and changes the
 * game mode: after TIME OVER the act restarts (f_restart; REV01 clears v_lamp_time first),
 * otherwise the game leaves the act for its continue screen or, with no continue, the Sega
 * screen. The run cannot follow it there — the frames outside the level loop are played with
 * nothing pressed (CONTRACTS §8), and the continue screen's countdown then runs out — so the
 * engine ends the run on that frame (RESTART_GAME_OVER, EV2_GAME_OVER).
 */
import type { S1ObjectContext } from '../context.ts';
import { OB_FRAME, OB_GFX, OB_ID, OB_MAP, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SCREEN_Y, OB_TIME_FRAME, OB_X, rw, ww } from '../ram.ts';
import { G_LAMP_TIME, G_TIME_OVER } from '../s1State.ts';
import { displaySprite } from '../spriteQueue.ts';
import { artQueueBusy } from '../artQueue.ts';
import { BTN_ABC } from '../../../../input.ts';
import { EV2_GAME_OVER } from '../../../../state/events.ts';
import { RESTART_ACT, RESTART_GAME_OVER, W_RESTART } from '../../../../state/layout.ts';

export const ID_GAME_OVER_CARD = 0x39;
/** v_gameovertext1, v_gameovertext2. */
export const SLOT_GAME_OVER_1 = 2;
export const SLOT_GAME_OVER_2 = 3;

/** Over_Move's target, both words' start x and its speed. */
const TARGET_X = 0x120;
const GAME_START_X = 0x50;
const OVER_START_X = 0x1f0;
const SPEED = 0x10;
/** Over_SetWait: 12 seconds. */
const WAIT = 720;

export function gameOverCard(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      // Over_ChkPLC: the art must be in VRAM first.
      if (artQueueBusy(w.s)) return;
      overMain(m, a0);
      overMove(w, a0);
      return;
    case 2:
      overMove(w, a0);
      return;
    default:
      overWait(w, a0);
  }
}

function overMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] = 2;
  ww(m, a0 + OB_X, (m[a0 + OB_FRAME] & 1) !== 0 ? OVER_START_X : GAME_START_X);
  ww(m, a0 + OB_SCREEN_Y, 0xf0);
  // Map_Over and the art tile only draw; obRender and obPriority are cleared as the game does.
  ww(m, a0 + OB_GFX, 0);
  ww(m, a0 + OB_MAP, 0);
  m[a0 + OB_RENDER] = 0;
  m[a0 + OB_PRIORITY] = 0;
}

function overMove(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const x = rw(m, a0 + OB_X);
  if (x === TARGET_X) {
    // Over_SetWait: no DisplaySprite this frame.
    ww(m, a0 + OB_TIME_FRAME, WAIT);
    m[a0 + OB_ROUTINE] = 4;
    return;
  }
  // bcs: below the target (unsigned) it moves right, else left.
  ww(m, a0 + OB_X, x < TARGET_X ? x + SPEED : x - SPEED);
  displaySprite(w, a0);
}

function overWait(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if ((w.press & BTN_ABC) !== 0) return overChgMode(w, a0);
  if ((m[a0 + OB_FRAME] & 1) !== 0) return displaySprite(w, a0);
  const t = rw(m, a0 + OB_TIME_FRAME);
  if (t === 0) return overChgMode(w, a0);
  ww(m, a0 + OB_TIME_FRAME, t - 1);
  displaySprite(w, a0);
}

/** Over_ChgMode: TIME OVER restarts the act; a game over leaves it (the run ends here). */
function overChgMode(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  if ((s[G_TIME_OVER] & 0xff) !== 0) {
    // Over_ResetLvl.
    if (w.rules.revision !== 0) s[G_LAMP_TIME] = 0;
    s[W_RESTART] = RESTART_ACT;
  } else if (s[W_RESTART] === 0) {
    s[W_RESTART] = RESTART_GAME_OVER;
    w.events2 |= EV2_GAME_OVER;
  }
  displaySprite(w, a0);
}

/** `GameOver`'s `move.b #id_GameOverCard` into both slots, with each word's frame. */
export function loadGameOverCards(m: Uint8Array, timeOver: boolean): void {
  const a1 = SLOT_GAME_OVER_1 * 0x40;
  const a2 = SLOT_GAME_OVER_2 * 0x40;
  m[a1 + OB_ID] = ID_GAME_OVER_CARD;
  m[a2 + OB_ID] = ID_GAME_OVER_CARD;
  if (timeOver) {
    m[a1 + OB_FRAME] = 2;
    m[a2 + OB_FRAME] = 3;
  } else m[a2 + OB_FRAME] = 1;
}
