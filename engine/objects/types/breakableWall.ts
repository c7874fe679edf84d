/**
 * A breakable (smashable) wall (Sonic 1 Obj3C `Smash_Solid`; seed 003 section 13 "Breakable Blocks
 * and Rocks"): solid, width radius 16, collision and stand height 32. The seed says only that the
 * player breaks it; the numbers are the disassembly's:
 *
 * - the player's xsp is saved before the solid routine (which zeroes it on a side hit);
 * - the wall breaks when, after the solid routine, the player pushes it (a grounded side hit),
 *   is in the rolling animation and the saved |xsp| >= 0x480;
 * - then xsp = the saved speed, ground speed = xsp, x += 4 px when the player is right of the
 *   wall's x (unsigned compare), else x -= 4 px; pushing is cleared and the wall is gone for good
 *   (its fragments only fly and fall: not modelled).
 *
 * The partner (Sonic 2 Obj3C_Main, the Sonic 1 wall left in Sonic 2): SolidObject collides both
 * players (the sidekick only when on screen: solidPartner), so the partner stands on the wall and
 * is stopped by it; but only the main character breaks it: the speed saved is
 * `MainCharacter+x_vel` and the test reads p1_pushing_bit and `(MainCharacter).w`'s animation.
 * Both passes run before that test, as SolidObject's do. A partner pushing the wall when player 1
 * breaks it keeps its own pushing status (the original clears only the main character's).
 *
 * Units: speeds in subpixels/frame, positions in whole pixels.
 */
import { ANIM_ROLL, P_ANIM, P_GSP, P_STATUS, P_X, P_XSP, ST_PUSH } from '../../state/layout.ts';
import { getField, placeAt, setField } from '../objectContext.ts';
import { O_FLAGS, O_HRAD, O_WRAD, O_X } from '../objectFields.ts';
import { destroyObject } from '../objectRuntime.ts';
import type { ObjectType } from '../objectType.ts';
import { solidPartner } from '../solid/partnerPass.ts';
import { solidObject } from '../solid/solidObject.ts';

export const WALL_WIDTH = 16;
export const WALL_HEIGHT = 32;
/** The least |xsp| (subpixels/frame) that breaks the wall. */
export const WALL_BREAK_SPEED = 0x480;
/** How far the player is moved through the broken wall, px. */
export const WALL_BREAK_NUDGE = 4;

export const breakableWallType: ObjectType = {
  name: 'breakableWall',
  spec: {
    doc:
      'A breakable wall, 33 x 65 px solid. Broken by a grounded player rolling into it at |xsp| >= 0x480 (four and a half px/frame), ' +
      'who keeps that speed (ground speed = xsp) and moves 4 px on through it.',
    params: {},
  },
  behaviour: {
    spawn(w, slot, def) {
      placeAt(w, slot, def!);
      setField(w, slot, O_WRAD, WALL_WIDTH);
      setField(w, slot, O_HRAD, WALL_HEIGHT);
    },
    update(w, slot) {
      const s = w.s;
      const speed = s[P_XSP];
      const oxPx = getField(w, slot, O_X) >> 8;
      solidObject(w, slot, WALL_HEIGHT, WALL_HEIGHT, oxPx);
      const p2 = solidPartner(w);
      if (p2 !== null) solidObject(p2, slot, WALL_HEIGHT, WALL_HEIGHT, oxPx);
      // Player 1 alone breaks it (`w` is player 1's context: its pushing flag, speed and animation).
      if ((getField(w, slot, O_FLAGS) & w.pushBit) === 0) return;
      if (s[P_ANIM] !== ANIM_ROLL) return;
      if ((speed < 0 ? -speed : speed) < WALL_BREAK_SPEED) return;
      s[P_XSP] = speed;
      // cmp.w obX(a1),d0 / blo: an unsigned word compare of the wall's x with the player's.
      const playerRight = (oxPx & 0xffff) < ((s[P_X] >> 8) & 0xffff);
      s[P_X] += (playerRight ? WALL_BREAK_NUDGE : -WALL_BREAK_NUDGE) << 8;
      s[P_GSP] = s[P_XSP];
      s[P_STATUS] &= ~ST_PUSH;
      setField(w, slot, O_FLAGS, getField(w, slot, O_FLAGS) & ~w.pushBit);
      destroyObject(w, slot);
    },
  },
};
