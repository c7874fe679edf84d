/**
 * Becoming grounded (Sonic 1 `Sonic_ResetOnFloor`): clears airborne, pushing, roll-jump and
 * jumping; a curled player uncurls: standing radii and y moved up by the roll offset.
 *
 * The land-on-air bug: the original subtracts the full roll offset (5 px for Sonic) even after a
 * roll-jump, whose radii were already standing, leaving the player 5 px above the floor.
 * Fixed (Sonic 3's method), it subtracts the difference between standing and current radii.
 *
 * The slope glitch (seed 004): landing leaves a stale standing-on-object flag set, so the ground
 * sensors stay off. Fixed, every landing clears it; landing on an object (engine/objects/solid/)
 * sets it again after calling this.
 *
 * The characters' moves end here too (Sonic 3 `Player_TouchFloor`, `Tails_TouchFloor`,
 * `Knux_TouchFloor`: double_jump_flag = 0, and Sonic's bubble shield bounces): see
 * moves/landedMoves.ts.
 */
import {
  ANIM_WALK, P_ANIM, P_DOUBLE_JUMP, P_DROP_DASH, P_HRAD, P_ON_OBJECT, P_STATUS, P_WRAD, P_Y, ST_AIR, ST_JUMPING, ST_ON_OBJECT,
  ST_PUSH, ST_ROLL, ST_ROLL_JUMP,
} from '../state/layout.ts';
import type { PlayerContext } from './context.ts';
import { touchFloorMoves } from './moves/landedMoves.ts';
import { G_ITEM_BONUS } from '../games/s1/objects/s1State.ts';

export function resetOnFloor(c: PlayerContext): void {
  const s = c.s;
  const st = s[P_STATUS];
  if (st & ST_ROLL) {
    const offset = c.q.landOnAir ? c.ch.standHeight - c.ch.rollHeight : c.ch.standHeight - s[P_HRAD];
    s[P_HRAD] = c.ch.standHeight;
    s[P_WRAD] = c.ch.standWidth;
    s[P_Y] -= offset << 8;
  }
  s[P_ANIM] = ANIM_WALK;
  s[P_STATUS] = st & ~(ST_AIR | ST_PUSH | ST_ROLL_JUMP | ST_JUMPING | ST_ROLL);
  // Sonic 1 (real acts): landing ends a chain of badniks (v_itembonus, React_Enemy's points).
  if (c.act !== null) c.state[G_ITEM_BONUS] = 0; // a world word: through `state`
  if (!c.q.slopeGlitch) {
    s[P_STATUS] &= ~ST_ON_OBJECT;
    s[P_ON_OBJECT] = 0;
  }
  if (s[P_DOUBLE_JUMP] !== 0 || s[P_DROP_DASH] !== 0) touchFloorMoves(c);
}
