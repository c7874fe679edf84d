/**
 * Score (Sonic 1 `AddPoints`): points are counted in tens, capped at 999999; REV01 (not REV00) gives an extra
 * life each time the score passes its next 50000-point threshold (v_scorelife, +5000 tens),
 * except on Japanese consoles (not modelled: the traces are from an NTSC US console).
 */
import { W_LIVES } from '../state/layout.ts';
import { G_SCORE, G_SCORE_LIFE } from './s1State.ts';

export function addPoints(s: Int32Array, tens: number, revision: number): void {
  let score = s[G_SCORE] + tens;
  if (score > 999999) score = 999999;
  s[G_SCORE] = score;
  if (revision !== 0 && score >= s[G_SCORE_LIFE]) {
    s[G_SCORE_LIFE] += 5000;
    s[W_LIVES] = (s[W_LIVES] + 1) & 0xff;
  }
}
