/**
 * Score (Sonic 1 `AddPoints`): points are counted in tens, capped at 999999. REV01 (not REV00)
 * raises the next extra-life threshold (v_scorelife, +5000 tens) each time the score reaches it,
 * but gives the life only when v_megadrive's bit 7 is clear (`tst.b (v_megadrive).w` / `bmi.s
 * .noextralife`): bit 7 is set on an overseas console, so only a Japanese one gets it. The engine
 * models the overseas NTSC console the real-game traces come from (v_megadrive $80, read from the
 * real game: Genesis Plus GX on the checkout's ROM), where 50000 points give no life.
 */
import { W_LIVES } from '../../../state/layout.ts';
import { G_SCORE, G_SCORE_LIFE } from './s1State.ts';

/** v_megadrive as the modelled console reports it: bit 7 overseas, bit 6 PAL (clear: NTSC). */
export const S1_CONSOLE_VERSION = 0x80;

export function addPoints(s: Int32Array, tens: number, revision: number, consoleVersion = S1_CONSOLE_VERSION): void {
  let score = s[G_SCORE] + tens;
  if (score > 999999) score = 999999;
  s[G_SCORE] = score;
  if (revision !== 0 && score >= s[G_SCORE_LIFE]) {
    s[G_SCORE_LIFE] += 5000;
    if ((consoleVersion & 0x80) === 0) s[W_LIVES] = (s[W_LIVES] + 1) & 0xff;
  }
}
