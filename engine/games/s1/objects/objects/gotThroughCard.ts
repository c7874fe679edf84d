/**
 * Object $3A — the "SONIC HAS PASSED" results card (_incObj/3A Got Through Card.asm:
 * `GotThroughCard`, `Got_ChkPLC`, `Got_Main` with `Got_Config`, `Got_Move`, `Got_Wait`,
 * `Got_TimeBonus`, `Got_Move2`, `Got_SBZ2`, `loc_C766`; `Got_NextLevel` is not run: see below).
 *
 * GotThroughAct (signpost.ts) puts it in v_endcard (slot 23). It waits for the title card's art
 * (`tst.l (v_plc_buffer).w`, engine/games/s1/objects/artQueue.ts), then becomes seven objects in
 * slots 23..29 that slide in by 16 px a frame. The ring-bonus line (frame 4) waits 180 frames,
 * counts both bonuses down by 10 a frame into the score (AddPoints), waits 180 more; the other
 * lines follow it out (Got_Move2, 32 px a frame) once its routine is $E.
 *
 * Then Got_NextLevel (routine $A, after the second wait) ends the act into the next: the world
 * stops there (RESTART_NEXT_ACT) and a run of acts loads the next act (engine/games/s1/s1ActRun.ts).
 *
 * In Scrap Brain 2 the act goes on: the card skips Got_NextLevel, and the ring-bonus line,
 * back at its start, gives the controls back (f_lockctrl cleared) and then widens the right
 * limit by 2 px a frame up to $2100, the way to the cut-scene and SBZ3.
 *
 * Sprites only matter through DisplaySprite (kept: it queues the object, which the sprite
 * limit counts).
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject } from '../objectManager.ts';
import { OB_FRAME, OB_ID, OB_RENDER, OB_ROUTINE, OB_SCREEN_Y, OB_TIME_FRAME, OB_X, rw, rsw, ww } from '../ram.ts';
import { G_LOCK_CTRL, G_RING_BONUS, G_TIME_BONUS } from '../s1State.ts';
import { displaySprite } from '../spriteQueue.ts';
import { artQueueBusy } from '../artQueue.ts';
import { addPoints } from '../score.ts';
import { ZONE_SBZ } from '../../act/actRules.ts';
import { RESTART_NEXT_ACT, W_LAST_CHECKPOINT, W_LIMIT_RIGHT, W_RESTART } from '../../../../state/layout.ts';

export const ID_GOT_THROUGH_CARD = 0x3a;
/** v_endcard: the card's first slot; its seven lines take slots 23..29. */
export const SLOT_END_CARD = 23;
export const END_CARD_LINES = 7;
/** v_endcardring: the ring-bonus line, whose routine the others follow. */
const END_CARD_RING = (SLOT_END_CARD + 5) * 0x40;

/** got_mainX, got_finalX. */
const MAIN_X = 0x30;
const FINAL_X = 0x32;

/** Got_Config: start x, main x, screen y, routine, frame (frame 6 + v_act: the act number). */
export const CONFIG: readonly (readonly [number, number, number, number, number])[] = [
  [4, 0x124, 0xbc, 2, 0],
  [-0x120, 0x120, 0xd0, 2, 1],
  [0x40c, 0x14c, 0xd6, 2, 6],
  [0x520, 0x120, 0xec, 2, 2],
  [0x540, 0x120, 0xfc, 2, 3],
  [0x560, 0x120, 0x10c, 2, 4],
  [0x20c, 0x14c, 0xcc, 2, 5],
];

/** The frame of the ring-bonus line: the one that counts, and the one SBZ2 keeps. */
const RING_BONUS_FRAME = 4;
/** The results wait: 3 seconds. */
const WAIT = 180;
/** $2100: where loc_C766 stops widening SBZ2's right limit. */
const SBZ2_LIMIT_END = 0x2100;

export function gotThroughCard(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      if (artQueueBusy(w.s)) return;
      gotMain(w, a0);
      gotMove(w, a0);
      return;
    case 2:
      gotMove(w, a0);
      return;
    case 4:
    case 8:
    case 0xc:
      gotWait(w, a0);
      return;
    case 6:
      gotTimeBonus(w, a0);
      return;
    case 0xe:
      gotMove2(w, a0);
      return;
    case 0x10:
      widenLimit(w, a0);
      return;
    case 0xa:
      gotNextLevel(w, a0);
      return;
    default:
  }
}

function gotMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  for (let i = 0, a1 = a0; i < CONFIG.length; i++, a1 += 0x40) {
    const [startX, mainX, screenY, routine, frame] = CONFIG[i];
    m[a1 + OB_ID] = ID_GOT_THROUGH_CARD;
    ww(m, a1 + OB_X, startX & 0xffff);
    ww(m, a1 + FINAL_X, startX & 0xffff);
    ww(m, a1 + MAIN_X, mainX);
    ww(m, a1 + OB_SCREEN_Y, screenY);
    m[a1 + OB_ROUTINE] = routine;
    m[a1 + OB_FRAME] = frame === 6 ? (frame + w.rules.act) & 0xff : frame;
    m[a1 + OB_RENDER] = 0;
  }
}

/** Got_Move: towards the main x by 16 px; there, follow the ring line out or start the wait. */
function gotMove(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (!arrived(w, a0, MAIN_X, 0x10)) return;
  if (m[END_CARD_RING + OB_ROUTINE] === 0xe) {
    m[a0 + OB_ROUTINE] = 0xe;
    gotMove2(w, a0);
    return;
  }
  if (m[a0 + OB_FRAME] !== RING_BONUS_FRAME) {
    displayOnScreen(w, a0);
    return;
  }
  m[a0 + OB_ROUTINE] += 2;
  ww(m, a0 + OB_TIME_FRAME, WAIT);
  gotWait(w, a0);
}

/**
 * Got_Move's and Got_Move2's step: at the x held at `target` already (true), or one `speed` px
 * step towards it, drawn while on screen (false).
 */
function arrived(w: S1ObjectContext, a0: number, target: number, speed: number): boolean {
  const m = w.m;
  const to = rsw(m, a0 + target);
  const x = rsw(m, a0 + OB_X);
  if (to === x) return true;
  ww(m, a0 + OB_X, (x + (to > x ? speed : -speed)) & 0xffff);
  displayOnScreen(w, a0);
  return false;
}

/** loc_C5FE / Got_ChgPos2's tail: drawn only while 0 <= x < $200. */
function displayOnScreen(w: S1ObjectContext, a0: number): void {
  const x = rw(w.m, a0 + OB_X);
  if ((x & 0x8000) === 0 && x < 0x200) displaySprite(w, a0);
}

/** Got_Wait (routines 4, 8, $C). */
function gotWait(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = (rw(m, a0 + OB_TIME_FRAME) - 1) & 0xffff;
  ww(m, a0 + OB_TIME_FRAME, t);
  if (t === 0) m[a0 + OB_ROUTINE] += 2;
  displaySprite(w, a0);
}

/** Got_TimeBonus: 10 of each bonus a frame into the score; when both are spent, wait again. */
function gotTimeBonus(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  const m = w.m;
  displaySprite(w, a0);
  let d0 = 0;
  if (s[G_TIME_BONUS] !== 0) {
    d0 += 10;
    s[G_TIME_BONUS] = (s[G_TIME_BONUS] - 10) & 0xffff;
  }
  if (s[G_RING_BONUS] !== 0) {
    d0 += 10;
    s[G_RING_BONUS] = (s[G_RING_BONUS] - 10) & 0xffff;
  }
  if (d0 !== 0) {
    addPoints(s, d0, w.rules.revision);
    return;
  }
  m[a0 + OB_ROUTINE] += 2;
  // Scrap Brain 2 goes on: past Got_NextLevel's wait, to Got_Move2.
  if (w.rules.zone === ZONE_SBZ && w.rules.act === 1) m[a0 + OB_ROUTINE] += 4;
  ww(m, a0 + OB_TIME_FRAME, WAIT);
}

/**
 * Got_NextLevel (routine $A): the results are over. The game writes the next level from
 * LevelOrder to v_zone, clears the lamppost and sets f_restart (or, after a giant ring, the
 * special stage's game mode); GM_Level loads that act. The world stops here (RESTART_NEXT_ACT):
 * which act comes next is the checkout's table (importers/s1/s1ActExits.ts), and a run of acts
 * (engine/games/s1/s1ActRun.ts) goes on in it; G_BIG_RING tells a run the special stage is next.
 */
function gotNextLevel(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  s[W_LAST_CHECKPOINT] = 0;
  s[W_RESTART] = RESTART_NEXT_ACT;
  displaySprite(w, a0);
}

/** Got_Move2: back to the start x by 32 px; there, Got_SBZ2. */
function gotMove2(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (!arrived(w, a0, FINAL_X, 0x20)) return;
  if (m[a0 + OB_FRAME] !== RING_BONUS_FRAME) {
    deleteObject(m, a0);
    return;
  }
  m[a0 + OB_ROUTINE] += 2;
  w.s[G_LOCK_CTRL] = 0;
}

/** loc_C766: Scrap Brain 2's right limit opens towards the cut-scene. */
function widenLimit(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  s[W_LIMIT_RIGHT] = (s[W_LIMIT_RIGHT] + 2) & 0xffff;
  if (s[W_LIMIT_RIGHT] === SBZ2_LIMIT_END) deleteObject(w.m, a0);
}
