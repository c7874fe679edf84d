/**
 * Object $48 — the ball on a chain Eggman swings in GHZ (_incObj/48 Eggman's Swinging
 * Ball.asm: `BossBall`, `GBall_Main`, `GBall_MakeLinks`, `GBall_MakeBall`, `GBall_Base`,
 * `GBall_Display`, `GBall_Display2`, `sub_17C2A`, `loc_17C68`, `GBall_ChkVanish`; with
 * `Swing_Move2` and `Obj48_Move` from ./swingingPlatform.ts).
 *
 * The ship loads it (objoff_34 = the ship) when it reaches the arena's middle. GBall_Main makes
 * it the chain's base and loads five more objects in the next free slots (FindNextFreeObj):
 * four links (routine 6) and, last, the ball (routine 8, touch type $81: it hurts). The base's
 * list (its own slot first) follows the count in obSubtype. The base hangs $20 px below the
 * ship (objoff_32 counts 0 to $20) and lets the chain out one pixel a frame to 0, $10, $20,
 * $30, $40 and $60 px (GBall_PosData, objoff_3C of each); straight down (angle $40) until the
 * ball is out and the ship has started sweeping (step 6), then it swings (Obj48_Move).
 * When the ship is destroyed (its status bit 7) the base and the links turn into explosions
 * ($3F) at once; the ball stops hurting, explodes around itself (BossDefeated) and becomes an
 * explosion when its distance, counting down from $60, goes negative.
 */
import type { S1ObjectContext } from '../context.ts';
import { findNextFreeObj } from '../objectManager.ts';
import {
  OBJECT_SIZE, OB_2ND_ROUT, OB_ACT_WID, OB_ANI_FRAME, OB_COL_TYPE, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE,
  OB_X, OB_Y, rl, rw, wl, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { PARENT, bossDefeated, parentOf } from '../boss.ts';
import { ID_EXPLOSION_BOMB } from './explosionBomb.ts';
import { SWING_DISTANCE, SWING_ORIGIN_X, SWING_ORIGIN_Y, obj48Move, swingMove2 } from './swingingPlatform.ts';

export const ID_BOSS_BALL = 0x48;
/** objoff_29..: the chain's slots (the base's own first). */
const BALL_LIST = 0x29;
/** objoff_32: how far below the ship the base hangs (0 to $20). */
const BALL_DROP = 0x32;
/** obAngle (a word) and objoff_3E: the swing, as Obj48_Move keeps it. */
const BALL_ANGLE = 0x26;
const BALL_SPEED = 0x3e;

/** GBall_PosData: each listed object's distance from the pivot, in list order. */
export const POS_DATA: readonly number[] = [0, 0x10, 0x20, 0x30, 0x40, 0x60];

export function bossBall(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      gballMain(w.m, a0);
      return;
    case 2:
      gballBase(w, a0);
      return;
    case 4:
      follow(w.m, a0);
      obj48Move(w.m, a0);
      displaySprite(w, a0);
      return;
    case 6:
      gballLink(w, a0);
      return;
    case 8:
      gballChkVanish(w, a0);
      return;
  }
}

function gballMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 2;
  ww(m, a0 + BALL_ANGLE, 0x4080);
  ww(m, a0 + BALL_SPEED, -0x200);
  let a2 = a0 + OB_SUBTYPE;
  m[a2++] = 0;
  let a1 = a0;
  for (let n = 5; ; n--) {
    // loc_17B60
    m[a2++] = (a1 / OBJECT_SIZE) & 0x7f;
    m[a1 + OB_RENDER] = 4;
    m[a1 + OB_ACT_WID] = 8;
    m[a1 + OB_PRIORITY] = 6;
    wl(m, a1 + PARENT, rl(m, a0 + PARENT));
    if (n === 0) break;
    // GBall_MakeLinks
    const next = findNextFreeObj(m, a0);
    if (next < 0) {
      // The original goes on with a1 just past the object RAM (writing the ball's bytes into
      // the RAM after it); the engine has no such RAM, so there is no ball.
      return;
    }
    a1 = next;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    m[a1 + OB_ID] = ID_BOSS_BALL;
    m[a1 + OB_ROUTINE] = 6;
    m[a1 + OB_FRAME] = 1;
    m[a0 + OB_SUBTYPE]++;
  }
  // GBall_MakeBall: the last link is the ball.
  m[a1 + OB_ROUTINE] = 8;
  m[a1 + OB_FRAME] = 1;
  m[a1 + OB_PRIORITY] = 5;
  m[a1 + OB_COL_TYPE] = 0x81;
}

/** Routine 2 (`GBall_Base`): the chain lets out; then it swings once the ship sweeps. */
function gballBase(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const count = m[a0 + OB_SUBTYPE];
  let a1 = a0;
  let d0 = 0;
  for (let i = 0; i <= count; i++) {
    a1 = m[a0 + BALL_LIST + i] * OBJECT_SIZE;
    d0 = POS_DATA[i];
    if (d0 !== m[a1 + SWING_DISTANCE]) m[a1 + SWING_DISTANCE]++;
  }
  if (d0 === m[a1 + SWING_DISTANCE] && m[parentOf(m, a0) + OB_2ND_ROUT] === 6) m[a0 + OB_ROUTINE] += 2;
  if (rw(m, a0 + BALL_DROP) !== 0x20) ww(m, a0 + BALL_DROP, rw(m, a0 + BALL_DROP) + 1);
  // GBall_Display
  follow(m, a0);
  swingMove2(m, a0, m[a0 + BALL_ANGLE]);
  displaySprite(w, a0);
}

/**
 * `sub_17C2A`: the pivot follows the ship (objoff_32 px below it), the status is the ship's;
 * a destroyed ship turns the base into an explosion. The frame flips every 8 frames.
 */
function follow(m: Uint8Array, a0: number): void {
  const a1 = parentOf(m, a0);
  const t = m[a0 + OB_ANI_FRAME] + 0x20;
  m[a0 + OB_ANI_FRAME] = t;
  if (t > 0xff) m[a0 + OB_FRAME] ^= 1;
  ww(m, a0 + SWING_ORIGIN_X, rw(m, a1 + OB_X));
  ww(m, a0 + SWING_ORIGIN_Y, rw(m, a1 + OB_Y) + rw(m, a0 + BALL_DROP));
  m[a0 + OB_STATUS] = m[a1 + OB_STATUS];
  if (m[a1 + OB_STATUS] & 0x80) {
    m[a0 + OB_ID] = ID_EXPLOSION_BOMB;
    m[a0 + OB_ROUTINE] = 0;
  }
}

/** Routine 6 (`loc_17C68`): a link; an explosion once the ship is destroyed. */
function gballLink(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[parentOf(m, a0) + OB_STATUS] & 0x80) {
    m[a0 + OB_ID] = ID_EXPLOSION_BOMB;
    m[a0 + OB_ROUTINE] = 0;
  }
  displaySprite(w, a0);
}

/** Routine 8 (`GBall_ChkVanish`): the ball flickers (frame 0/1); after the ship's defeat it explodes away. */
function gballChkVanish(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_FRAME] = m[a0 + OB_FRAME] === 0 ? 1 : 0;
  if (m[parentOf(m, a0) + OB_STATUS] & 0x80) {
    m[a0 + OB_COL_TYPE] = 0;
    bossDefeated(w, a0);
    m[a0 + SWING_DISTANCE]--;
    if (m[a0 + SWING_DISTANCE] & 0x80) {
      m[a0 + OB_ID] = ID_EXPLOSION_BOMB;
      m[a0 + OB_ROUTINE] = 0;
    }
  }
  displaySprite(w, a0);
}
