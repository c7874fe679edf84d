/**
 * A dead player on a real act (Sonic 1 routine 6 `Sonic_Death` → `GameOver`, routine 8
 * `Sonic_ResetLevel`). While falling, once the player is more than 0x100 px below the bottom
 * limit: y speed -0x38 (undone by the same frame's gravity), a life is lost and a one-second
 * countdown starts (routine 8); the player then stays put, and when the countdown ends the act
 * restarts (f_restart, handled by the world at the next step). With no lives left (or after TIME
 * OVER) the countdown never starts: the GAME OVER (TIME OVER) card takes over
 * (engine/games/s1/objects/objects/gameOverCard.ts).
 */
import { GRAVITY } from '../../../player/constants.ts';
import { G_TIME_COUNT, G_TIME_OVER } from '../objects/s1State.ts';
import {
  P_DEATH_TIMER, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_RESETTING, W_LIMIT_BOTTOM, W_LIVES, W_RESET_DELAY, W_RESTART, RESTART_ACT,
} from '../../../state/layout.ts';

/**
 * `GameOver` then `ObjectFall` (routine 6). `s` is the player's words, `state` the whole buffer
 * (the bottom limit, lives, time counter and restart words are the world's).
 */
export function deathFrame(s: Int32Array, state: Int32Array): void {
  if (s[P_STATUS] & ST_RESETTING) {
    resetLevelFrame(state);
    return;
  }
  if (((state[W_LIMIT_BOTTOM] + 0x100) & 0xffff) < ((s[P_Y] >> 8) & 0xffff)) {
    s[P_YSP] = -0x38;
    s[P_STATUS] |= ST_RESETTING;
    state[G_TIME_COUNT] = 0;
    state[W_LIVES] = (state[W_LIVES] - 1) & 0xff;
    // The last life, or TIME OVER: no countdown; the world loads the GAME OVER / TIME OVER
    // card instead (World.playerUpdate, gameOverCard.ts), which decides what follows.
    if (state[W_LIVES] === 0) state[G_TIME_OVER] = 0;
    state[W_RESET_DELAY] = state[W_LIVES] !== 0 && (state[G_TIME_OVER] & 0xff) === 0 ? 60 : 0;
  }
  s[P_X] += s[P_XSP];
  s[P_Y] += s[P_YSP];
  s[P_YSP] += GRAVITY;
  s[P_DEATH_TIMER]++;
}

/** `Sonic_ResetLevel`: count down; at zero, restart the act (world words only). */
function resetLevelFrame(state: Int32Array): void {
  if (state[W_RESET_DELAY] === 0) return;
  if (--state[W_RESET_DELAY] === 0) state[W_RESTART] = RESTART_ACT;
}
