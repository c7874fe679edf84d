/**
 * `GotThroughAct` (_incObj/0D Signpost.asm; called by the signpost and by the prison capsule's
 * last routine): once per act (v_endcard still empty) the left limit closes to the right one,
 * invincibility and the level timer stop, and the "Sonic has passed" card is loaded (v_endcard,
 * kept as G_END_CARD: the card's slot itself is not modelled). The card's time and ring bonuses
 * (f_endactbonus, v_timebonus, v_ringbonus) are counted into the score by the card, which the
 * engine does not run: the act is over at this point.
 */
import { W_LIMIT_LEFT, W_LIMIT_RIGHT } from '../state/layout.ts';
import { G_END_CARD, G_INVINCIBLE, G_TIME_COUNT } from './s1State.ts';

/** id_GotThroughCard. */
export const ID_GOT_THROUGH_CARD = 0x3a;

export function gotThroughAct(s: Int32Array): void {
  if (s[G_END_CARD] !== 0) return;
  s[W_LIMIT_LEFT] = s[W_LIMIT_RIGHT];
  s[G_INVINCIBLE] = 0;
  s[G_TIME_COUNT] = 0;
  s[G_END_CARD] = ID_GOT_THROUGH_CARD;
}
