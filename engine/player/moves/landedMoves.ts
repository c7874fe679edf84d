/**
 * What landing does to the moves. `touchFloorMoves` runs inside the landing reset
 * (engine/player/landing.ts), where Sonic 3 runs the tail of `Player_TouchFloor`: Sonic's bubble
 * shield bounces if a double-jump move was on (`BubbleShield_Bounce`), then double_jump_flag = 0
 * for every character (`Tails_TouchFloor` and `Knux_TouchFloor` clear it too, without the
 * bounce). A charged drop dash waits for the landing's speeds; any other drop dash state ends.
 * `landedMoves` runs after the terrain or object landing has set the ground speed: the drop dash.
 */
import { P_DOUBLE_JUMP, P_DROP_DASH, P_SHIELD, SHIELD_BUBBLE } from '../../state/layout.ts';
import type { PlayerContext } from '../context.ts';
import { DROP_DASH_CHARGED, DROP_DASH_LANDING, releaseDropDash } from './dropDash.ts';
import { bubbleBounce } from './elementalShields.ts';

export function touchFloorMoves(c: PlayerContext): void {
  const s = c.s;
  if (s[P_DOUBLE_JUMP] !== 0) {
    if (c.mv.shieldMoves && s[P_SHIELD] === SHIELD_BUBBLE) bubbleBounce(c);
    s[P_DOUBLE_JUMP] = 0;
  }
  s[P_DROP_DASH] = s[P_DROP_DASH] === DROP_DASH_CHARGED ? DROP_DASH_LANDING : 0;
}

export function landedMoves(c: PlayerContext): void {
  if (c.s[P_DROP_DASH] === DROP_DASH_LANDING) releaseDropDash(c);
}
