/**
 * Sonic's double-jump press (Sonic 3 `Sonic_ShieldMoves`, Sonic & Knuckles' version with the
 * hyper dash), reached from the jump height routine while jumping with Y speed at or past the
 * release speed (-0x400, under water -0x200) — never while still rising faster, never after a
 * spring or a fall (not jumping). In order:
 * 1. nothing unless double_jump_flag is 0 and A, B or C is newly pressed;
 * 2. the roll-jump flag is cleared on any such press (air control comes back, even when nothing
 *    else happens);
 * 3. super: double_jump_flag = 1 (nothing else; with the drop dash option, the drop dash, which
 *    Mania gives Super Sonic too); hyper: the hyper dash;
 * 4. power-up invincibility: nothing;
 * 5. fire, lightning or bubble shield: its move (elementalShields.ts);
 * 6. Sonic 3's transformation (7 emeralds, 50 rings: superForm.ts);
 * 7. the drop dash, when the world has it (dropDash.ts);
 * 8. with the plain shield: nothing; otherwise the insta-shield (instaShield.ts).
 */
import { BTN_ABC } from '../../input.ts';
import {
  P_DOUBLE_JUMP, P_INVINCIBLE, P_SHIELD, P_STATUS, P_SUPER, SHIELD_BUBBLE, SHIELD_FIRE, SHIELD_LIGHTNING, ST_ROLL_JUMP,
} from '../../state/layout.ts';
import type { PlayerContext } from '../context.ts';
import { startDropDash } from './dropDash.ts';
import { bubbleDrop, fireDash, lightningJump } from './elementalShields.ts';
import { hyperDash } from './hyperDash.ts';
import { startInstaShield } from './instaShield.ts';
import { transform, transformKind } from './superForm.ts';

export function sonicDoubleJump(c: PlayerContext): void {
  const s = c.s;
  if (s[P_DOUBLE_JUMP] !== 0 || (c.press & BTN_ABC) === 0) return;
  s[P_STATUS] &= ~ST_ROLL_JUMP;
  const form = s[P_SUPER];
  if (form !== 0) {
    if (form < 0) hyperDash(c);
    else if (c.mv.dropDash) startDropDash(c);
    else s[P_DOUBLE_JUMP] = 1;
    return;
  }
  if (s[P_INVINCIBLE] !== 0) return;
  const mv = c.mv;
  const shield = s[P_SHIELD];
  if (mv.shieldMoves) {
    if (shield === SHIELD_FIRE) return fireDash(c);
    if (shield === SHIELD_LIGHTNING) return lightningJump(c);
    if (shield === SHIELD_BUBBLE) return bubbleDrop(c);
  }
  if (mv.superForm !== null && mv.superForm.trigger === 'press') {
    const kind = transformKind(c);
    if (kind !== 0) return transform(c, kind);
  }
  if (mv.dropDash) return startDropDash(c);
  if (shield !== 0 || !mv.shieldMoves) return;
  startInstaShield(c);
}
