/**
 * The moves' part of a frame that runs after every other object, where the original's shield
 * object sits (`Shield` comes after the dynamic objects in Sonic 3's object RAM): the
 * insta-shield's animation (instaShield.ts), the fire and lightning shields lost under water
 * (elementalShields.ts), and the transformation's freeze counting down (superForm.ts: the touches
 * of this frame have been skipped by then).
 */
import { P_SHIELD, P_SUPER_TRANSFORM, SHIELD_PLAIN } from '../../state/layout.ts';
import type { PlayerContext } from '../context.ts';
import { elementalShieldUnderwater } from './elementalShields.ts';
import { instaShieldObject } from './instaShield.ts';

export function movesAfterObjects(c: PlayerContext): void {
  const s = c.s;
  if (c.mv.shieldMoves) instaShieldObject(c);
  if (s[P_SHIELD] > SHIELD_PLAIN) elementalShieldUnderwater(s);
  if (s[P_SUPER_TRANSFORM] !== 0) s[P_SUPER_TRANSFORM]--;
}
