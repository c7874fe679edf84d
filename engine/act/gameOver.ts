/**
 * A dead player on a real act (Sonic 1 routine 6 `Sonic_Death` → `GameOver`, routine 8
 * `Sonic_ResetLevel`). While falling, once the player is more than 0x100 px below the bottom
 * limit: y speed -0x38 (undone by the same frame's gravity), a life is lost and a one-second
 * countdown starts (routine 8); the player then stays put, and when the countdown ends the act
 * restarts (f_restart, handled by the world at the next step). With no lives left the game shows
 * GAME OVER instead: the countdown never starts, the run stays there.
 */
import { GRAVITY } from '../player/constants.ts';
import { G_TIME_COUNT } from '../s1objects/s1State.ts';
import {
  P_DEATH_TIMER, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_RESETTING, W_LIMIT_BOTTOM, W_LIVES, W_RESET_DELAY, W_RESTART, RESTART_ACT,
} from '../state/layout.ts';

/** `GameOver` then `ObjectFall` (routine 6); returns whether the player moved (RecordPosition runs). */
export function deathFrame(s: Int32Array): void {
  if (s[P_STATUS] & ST_RESETTING) {
    resetLevelFrame(s);
    return;
  }
  if (((s[W_LIMIT_BOTTOM] + 0x100) & 0xffff) < ((s[P_Y] >> 8) & 0xffff)) {
    s[P_YSP] = -0x38;
    s[P_STATUS] |= ST_RESETTING;
    s[G_TIME_COUNT] = 0;
    s[W_LIVES] = (s[W_LIVES] - 1) & 0xff;
    s[W_RESET_DELAY] = s[W_LIVES] !== 0 ? 60 : 0;
  }
  s[P_X] += s[P_XSP];
  s[P_Y] += s[P_YSP];
  s[P_YSP] += GRAVITY;
  s[P_DEATH_TIMER]++;
}

/** `Sonic_ResetLevel`: count down; at zero, restart the act. */
function resetLevelFrame(s: Int32Array): void {
  if (s[W_RESET_DELAY] === 0) return;
  if (--s[W_RESET_DELAY] === 0) s[W_RESTART] = RESTART_ACT;
}
