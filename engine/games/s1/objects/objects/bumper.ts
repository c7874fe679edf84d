/**
 * Object $47 — the pinball bumper (SYZ; _incObj/47 Bumper.asm: `Bumper`, `Bump_Main`,
 * `Bump_Hit`; _anim/Bumper.asm).
 *
 * Touch type $D7 (special, 16 x 16): ReactToItem only counts the touch in obColProp; the bumper
 * reacts on its own next update. It throws Sonic away from its centre at $700: the angle of
 * (bumper - Sonic) by CalcAngle, then x speed = cos * -$700 >> 8 and y speed = sin * -$700 >> 8
 * (arithmetic shifts, as `muls.w` / `asr.l #8`); Sonic is airborne, his roll-jump, pushing and
 * jump flags cleared (his ground speed and rolling are left alone). It plays its hit animation,
 * and each of the first 10 hits of a placement (counted in its respawn byte, $80 + hits) scores
 * 10 points with a points sprite (frame 4) in the first free slot. Off screen it clears its
 * respawn bit (so it reloads) and deletes itself; the hit count stays.
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { deleteObject, findFreeObj, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_ANIM, OB_COL_PROP, OB_COL_TYPE, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_RESPAWN_NO, OB_ROUTINE, OB_X, OB_Y,
  rw, ww,
} from '../ram.ts';
import { OBJSTATE } from '../s1State.ts';
import { addPoints } from '../score.ts';
import {
  SONIC_AIR, SONIC_PUSH, SONIC_ROLL_JUMP, setSonicJumpFlag, setSonicStatus, setSonicVelX, setSonicVelY, sonicStatus, sonicX, sonicY,
} from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';
import { calcAngle, SINE } from '../../../../fixed/trig.ts';
import { ID_POINTS } from './points.ts';

export const ID_BUMPER = 0x47;

/** Ani_Bump: idle, and the hit flash (then back to idle). */
export const ANI_BUMP: AnimationScripts = [
  [0xf, 0, 0xff],
  [3, 1, 2, 1, 2, 0xfd, 0],
];

export function bumper(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_RENDER] = 4;
    m[a0 + OB_ACT_WID] = 0x10;
    m[a0 + OB_PRIORITY] = 1;
    m[a0 + OB_COL_TYPE] = 0xd7;
  }
  if (m[a0 + OB_COL_PROP] !== 0) hit(w, a0);
  animateSprite(m, a0, ANI_BUMP);
  if (!outOfRange(w.s, rw(m, a0 + OB_X))) {
    displaySprite(w, a0);
    return;
  }
  // .resetcount
  const n = m[a0 + OB_RESPAWN_NO];
  if (n !== 0) m[OBJSTATE + 2 + n] &= 0x7f;
  deleteObject(m, a0);
}

function hit(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  m[a0 + OB_COL_PROP] = 0;
  const dx = sign16(rw(m, a0 + OB_X) - sonicX(s));
  const dy = sign16(rw(m, a0 + OB_Y) - sonicY(s));
  const angle = calcAngle(dx, dy) & 0xff;
  setSonicVelX(s, (SINE[angle + 0x40] * -0x700) >> 8);
  setSonicVelY(s, (SINE[angle] * -0x700) >> 8);
  setSonicStatus(s, (sonicStatus(s) | SONIC_AIR) & ~(SONIC_ROLL_JUMP | SONIC_PUSH));
  setSonicJumpFlag(s, 0);
  m[a0 + OB_ANIM] = 1;
  const n = m[a0 + OB_RESPAWN_NO];
  if (n !== 0) {
    const at = OBJSTATE + 2 + n;
    if (m[at] >= 0x8a) return;
    m[at] = (m[at] + 1) & 0xff;
  }
  addPoints(s, 1, w.rules.revision);
  const a1 = findFreeObj(m);
  if (a1 < 0) return;
  m[a1 + OB_ID] = ID_POINTS;
  ww(m, a1 + OB_X, rw(m, a0 + OB_X));
  ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
  m[a1 + OB_FRAME] = 4;
}

function sign16(v: number): number {
  return (v << 16) >> 16;
}
