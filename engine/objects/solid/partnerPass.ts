/**
 * The second pass of the solid routines: Sonic 2's SolidObject, PlatformObject, SlopedPlatform
 * and SolidObject_Always each run once for the main character (`p1_standing_bit`) and once more
 * for the sidekick (`addq.b #1,d6`: `p2_standing_bit`), with the same object inputs. An object
 * here collides player 1 with its context `w`, then the context these functions return (null:
 * no second pass), whose standBit/pushBit are player 2's.
 *
 * - SolidObject skips the sidekick when its sprite is off screen (`render_flags.on_screen`, the
 *   flag BuildSprites set last frame: CPU_ON_SCREEN); PlatformObject, SlopedPlatform, SlopedSolid,
 *   SolidObject_Always and the monitor's SolidObject_Monitor do not test it.
 * - A partner flying back in or waiting to (obj_control bit 7, ST_NO_TOUCH) is passed over: the
 *   original's routines test that bit before any landing, push or carry. Its standing flag, if
 *   any, is cleared once it is back (it comes back airborne: the walk-off test lets go).
 */
import { CPU_ON_SCREEN, P_STATUS, ST_NO_TOUCH } from '../../state/layout.ts';
import type { ObjectContext } from '../objectContext.ts';

/** SolidObject's second player: the partner when on screen and taking objects. */
export function solidPartner(w: ObjectContext): ObjectContext | null {
  const p2 = w.partnerSlot;
  if (p2 === null) return null;
  const s = p2.s;
  return s[CPU_ON_SCREEN] !== 0 && (s[P_STATUS] & ST_NO_TOUCH) === 0 ? p2 : null;
}

/** The second player of the routines without the on-screen test (PlatformObject, SlopedSolid, ...): the partner when taking objects. */
export function platformPartner(w: ObjectContext): ObjectContext | null {
  const p2 = w.partnerSlot;
  if (p2 === null) return null;
  return (p2.s[P_STATUS] & ST_NO_TOUCH) === 0 ? p2 : null;
}
