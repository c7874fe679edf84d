/**
 * Object $3C — the smashable wall of GHZ and SLZ (_incObj/3C Smashable Wall.asm: `SmashWall`,
 * `Smash_Main`, `Smash_Solid` with `.chkroll` and `.smash`, `Smash_FragMove`; sonic.asm
 * `Smash_FragSpd1`, `Smash_FragSpd2`; `SmashObject` in ../smashObject.ts).
 *
 * A solid block (SolidObject: half width $1B, half height $20; obActWid $10; frame = subtype)
 * that Sonic breaks by pushing against it rolling at $480 or more (his x speed as it was before
 * the collision stopped him, kept in objoff_30): he gets that speed back (also as ground
 * speed), stops pushing, and moves 4 px (x + 4 when that leaves him right of the wall's
 * centre, else x - 4); the wall becomes 8 pieces, flying right (Smash_FragSpd1) when he ended
 * right of its centre and left (Smash_FragSpd2) otherwise, that fall with $70 gravity and are
 * deleted off screen. Every frame
 * ends with RememberState, even after a piece has deleted itself (harmless: the emptied slot is
 * out of range or displayed).
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, rememberState } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_Y, OB_X, RENDER_ON_SCREEN, rsw, rw,
  speedToPos, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { solidObject } from '../solidObject.ts';
import { smashObject } from '../smashObject.ts';
import {
  ID_ROLL, SONIC_PUSH, setSonicInertia, setSonicStatus, setSonicVelX, setSonicX, sonicAnim, sonicStatus, sonicVelX, sonicX,
} from '../sonic.ts';

export const ID_SMASH_WALL = 0x3c;
/** objoff_30 (smash_speed): Sonic's x speed before this frame's collision. */
const SMASH_SPEED = 0x30;

/** Smash_FragSpd1: (x, y) speeds of the pieces, all to the right. */
export const FRAG_SPEEDS_RIGHT: readonly number[] = [
  0x400, -0x500, 0x600, -0x100, 0x600, 0x100, 0x400, 0x500, 0x600, -0x600, 0x800, -0x200, 0x800, 0x200, 0x600, 0x600,
];
/** Smash_FragSpd2: all to the left. */
export const FRAG_SPEEDS_LEFT: readonly number[] = [
  -0x600, -0x600, -0x800, -0x200, -0x800, 0x200, -0x600, 0x600, -0x400, -0x500, -0x600, -0x100, -0x600, 0x100, -0x400, 0x500,
];

export function smashWall(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      m[a0 + OB_ROUTINE] += 2;
      m[a0 + OB_RENDER] = 4;
      m[a0 + OB_ACT_WID] = 0x10;
      m[a0 + OB_PRIORITY] = 4;
      m[a0 + OB_FRAME] = m[a0 + OB_SUBTYPE];
      smashSolid(w, a0);
      break;
    case 2:
      smashSolid(w, a0);
      break;
    case 4:
      fragMove(w, a0);
      break;
  }
  rememberState(w, a0);
}

/** Routine 2 (`Smash_Solid`). */
function smashSolid(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  ww(m, a0 + SMASH_SPEED, sonicVelX(s));
  solidObject(w, a0, 0x1b, 0x20, 0x20, rw(m, a0 + OB_X));
  if ((m[a0 + OB_STATUS] & 0x20) === 0) return;
  // .chkroll
  if (sonicAnim(s) !== ID_ROLL) return;
  const speed = rsw(m, a0 + SMASH_SPEED);
  if ((speed < 0 ? -speed : speed) < 0x480) return;
  setSonicVelX(s, speed);
  setSonicX(s, sonicX(s) + 4);
  let speeds = FRAG_SPEEDS_RIGHT;
  // `cmp.w obX(a1),d0; blo`: Sonic right of the wall's centre keeps + 4; otherwise - 8 more.
  if (rw(m, a0 + OB_X) >= sonicX(s)) {
    setSonicX(s, sonicX(s) - 8);
    speeds = FRAG_SPEEDS_LEFT;
  }
  // .smash
  setSonicInertia(s, sonicVelX(s));
  m[a0 + OB_STATUS] &= ~0x20;
  setSonicStatus(s, sonicStatus(s) & ~SONIC_PUSH);
  smashObject(w, a0, speeds, 8, 0x70);
  fragMove(w, a0);
}

/** Routine 4 (`Smash_FragMove`): a piece flies and falls ($70 a frame), gone once off screen. */
function fragMove(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  speedToPos(m, a0);
  ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x70);
  displaySprite(w, a0);
  if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) deleteObject(m, a0);
}
