/**
 * Object $51 — smashable green block (MZ) (_incObj/51 Smashable Green Block.asm: `SmashBlock`,
 * `Smab_Main`, `Smab_Solid`, `.smash`, `Smab_Points`; the pieces: engine/games/s1/objects/smashObject.ts).
 *
 * A solid 32x32 block (half width $1B, half height $10). Sonic landing on it while curled
 * (his animation before the landing was Roll) breaks it: he bounces up at -$300, curled
 * (radii $E/7) and airborne, the combo counter landing cleared is restored and counts the
 * block (10, 20, 50, 100 points, 1000 from the 16th), a points object ($29) shows it, and the
 * block flies apart in 4 pieces (speeds ±$200/-$200, ±$100/-$100, gravity $38), deleted off
 * screen.
 *
 * Quirk kept: the pieces run RememberState after they may have deleted themselves, and the
 * block is displayed twice on the frame it breaks (its own piece's display, then RememberState).
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findFreeObj, rememberState } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SOLID, OB_STATUS, OB_SUBTYPE, OB_VEL_Y, OB_X, OB_Y,
  rsw, rw, speedToPos, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { solidObject } from '../solidObject.ts';
import { smashObject } from '../smashObject.ts';
import { addPoints } from '../score.ts';
import { G_ITEM_BONUS } from '../s1State.ts';
import {
  ID_ROLL, SONIC_AIR, SONIC_ON_OBJECT, SONIC_ROLL, setSonicAnim, setSonicHeight, setSonicRoutineControl, setSonicStatus, setSonicVelY,
  setSonicWidth,
  sonicAnim, sonicStatus,
} from '../sonic.ts';

export const ID_SMASH_BLOCK = 0x51;
/** id_Points. */
const ID_POINTS = 0x29;

/** objoff_32: Sonic's animation before the landing; objoff_34: v_itembonus before it. */
const SMAB_SONIC_ANIM = 0x32;
const SMAB_BONUS = 0x34;

/** Smab_Speeds: (x, y) of the 4 pieces. */
export const SPEEDS: readonly number[] = [-0x200, -0x200, -0x100, -0x100, 0x200, -0x200, 0x100, -0x100];
/** Smab_Scores (tens). */
export const SCORES: readonly number[] = [10, 20, 50, 100];

export function smashBlock(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      m[a0 + OB_ROUTINE] += 2;
      m[a0 + OB_RENDER] = 4;
      m[a0 + OB_ACT_WID] = 0x10;
      m[a0 + OB_PRIORITY] = 4;
      m[a0 + OB_FRAME] = m[a0 + OB_SUBTYPE];
      solid(w, a0);
      break;
    case 2:
      solid(w, a0);
      break;
    case 4:
      piece(w, a0);
      break;
  }
  rememberState(w, a0);
}

/** `Smab_Solid`. */
function solid(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  ww(m, a0 + SMAB_BONUS, s[G_ITEM_BONUS]);
  m[a0 + SMAB_SONIC_ANIM] = sonicAnim(s);
  solidObject(w, a0, 0x1b, 0x10, 0x11, rw(m, a0 + OB_X));
  if ((m[a0 + OB_STATUS] & 8) === 0) return;
  if (m[a0 + SMAB_SONIC_ANIM] !== ID_ROLL) return;
  // .smash
  s[G_ITEM_BONUS] = rw(m, a0 + SMAB_BONUS);
  setSonicStatus(s, (sonicStatus(s) | SONIC_ROLL | SONIC_AIR) & ~SONIC_ON_OBJECT);
  setSonicHeight(s, 0xe);
  setSonicWidth(s, 7);
  setSonicAnim(s, ID_ROLL);
  setSonicVelY(s, -0x300);
  setSonicRoutineControl(s);
  m[a0 + OB_STATUS] &= ~8;
  m[a0 + OB_SOLID] = 0;
  m[a0 + OB_FRAME] = 1;
  smashObject(w, a0, SPEEDS, 4, 0x38);
  const a1 = findFreeObj(m);
  if (a1 >= 0) {
    m[a1 + OB_ID] = ID_POINTS;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    let d2 = s[G_ITEM_BONUS] & 0xffff;
    s[G_ITEM_BONUS] = (d2 + 2) & 0xffff;
    if (d2 >= 6) d2 = 6;
    let points = SCORES[d2 >> 1];
    if (s[G_ITEM_BONUS] >= 0x20) {
      points = 1000;
      d2 = 10;
    }
    addPoints(s, points, w.rules.revision);
    m[a1 + OB_FRAME] = d2 >> 1;
  }
  piece(w, a0);
}

/** `Smab_Points` (routine 4): a piece flies, gone once off screen. */
function piece(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  speedToPos(m, a0);
  ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x38);
  displaySprite(w, a0);
  if ((m[a0 + OB_RENDER] & 0x80) === 0) deleteObject(m, a0);
}
