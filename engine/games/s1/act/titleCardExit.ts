/**
 * When the title card's zone name queues its art (object $34, _incObj/34 Title Cards.asm): at
 * `Level_StartGame` the name's routine becomes 4 (`Card_Wait`), so from the act's first frame it
 * counts its timer down (60, set by `Card_MakeSprite`), then moves $20 a frame from where it
 * showed to where it finishes (`Card_ChkPos2` → `Card_Move2`), and on the frame after it arrives
 * `Card_ChangeArt` queues PLC_Explode and the zone's animals and deletes the card. The other
 * three items (routine 6) delete themselves without queueing anything.
 *
 * The name's sprite stays flagged on-screen while it leaves (BuildSprites never sees it again to
 * clear the flag), so the `tst.b obRender` exit never fires: arriving is what ends it. A travel
 * that is not a multiple of $20 would overshoot and never arrive (no act does that).
 */

/** Card_MakeSprite: `move.w #60,obTimeFrame(a1)`. */
const CARD_WAIT = 60;
/** Card_ChkPos2: `moveq #$20,d1`. */
const CARD_SPEED = 0x20;

/**
 * The level frame counter (v_framecount, 1 on the act's first frame) of the frame whose objects
 * run Card_ChangeArt, or -1 when the name never arrives.
 */
export function titleCardExitFrame(travel: number): number {
  if (travel % CARD_SPEED !== 0) return -1;
  // Frames 1..60 count the timer down; 61.. move; the frame after the last move finds it there.
  return CARD_WAIT + travel / CARD_SPEED + 1;
}
