/**
 * The double-jump hook of the jump height routine: where Sonic 3's `Sonic_JumpHeight`,
 * `Tails_JumpHeight` and Sonic & Knuckles' `Knux_JumpHeight` branch (`ble` to
 * `Sonic_ShieldMoves` / `Tails_Test_For_Flight` / `Knux_Test_For_Glide`) once a jump's Y speed is
 * at or past the release speed. Which move a character has is the profile's move set
 * (engine/profiles/moves.ts); games without one do nothing here.
 */
import type { PlayerContext } from '../context.ts';
import { testForGlide } from './knucklesGlide.ts';
import { sonicDoubleJump } from './sonicDoubleJump.ts';
import { testForFlight } from './tailsFlight.ts';

export function doubleJump(c: PlayerContext): void {
  const mv = c.mv;
  if (mv.flight) testForFlight(c);
  else if (mv.glide) testForGlide(c);
  else if (mv.shieldMoves || mv.dropDash || (mv.superForm !== null && mv.superForm.trigger === 'press')) sonicDoubleJump(c);
}
