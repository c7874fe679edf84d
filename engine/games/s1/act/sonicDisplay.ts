/**
 * Sonic 1 `Sonic_Display` (_incObj/Sonic Display.asm), run by Sonic's control routine (routine
 * 2, `Sonic_Control`) after his movement, every frame on real acts — not while hurt (routine 4)
 * or dead, so no timer runs then:
 * - flashtime (the invulnerability after a hit) counts down while non-zero;
 * - with v_invinc set, invtime counts down; at zero invincibility ends (v_invinc clear);
 * - with v_shoes set, shoetime counts down; at zero the shoes end: top speed, acceleration and
 *   deceleration go back to $600, $C and $80 — the land values even underwater, as the
 *   original writes them.
 * Drawing Sonic (flashing every 8 frames) and the music changes are not the engine's business.
 * `s` is the player's words, `state` the whole buffer, where v_invinc, v_shoes and shoetime
 * (world words) live.
 */
import { ACCELERATION, DECELERATION, TOP_SPEED } from '../../../player/constants.ts';
import { G_INVINCIBLE, G_SHOES, G_SHOE_TIME } from '../objects/s1State.ts';
import { P_INVINCIBLE, P_INVULN_TIMER, P_SPEED_ACC, P_SPEED_DEC, P_SPEED_MAX } from '../../../state/layout.ts';

export function sonicDisplay(s: Int32Array, state: Int32Array): void {
  if (s[P_INVULN_TIMER] !== 0) s[P_INVULN_TIMER] = (s[P_INVULN_TIMER] - 1) & 0xffff;
  if ((state[G_INVINCIBLE] & 0xff) !== 0 && s[P_INVINCIBLE] !== 0) {
    s[P_INVINCIBLE] = (s[P_INVINCIBLE] - 1) & 0xffff;
    if (s[P_INVINCIBLE] === 0) state[G_INVINCIBLE] = 0;
  }
  if ((state[G_SHOES] & 0xff) !== 0 && state[G_SHOE_TIME] !== 0) {
    state[G_SHOE_TIME] = (state[G_SHOE_TIME] - 1) & 0xffff;
    if (state[G_SHOE_TIME] === 0) {
      s[P_SPEED_MAX] = TOP_SPEED;
      s[P_SPEED_ACC] = ACCELERATION;
      s[P_SPEED_DEC] = DECELERATION;
      state[G_SHOES] = 0;
    }
  }
}
