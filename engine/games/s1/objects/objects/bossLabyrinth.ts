/**
 * Object $77 — Eggman, the Labyrinth Zone boss (LZ3) (_incObj/77 Boss - Labyrinth.asm:
 * `BossLabyrinth`, `BossLabyrinth_Main`, `BossLabyrinth_Loop`, `BossLabyrinth_LoadBoss`,
 * `BossLabyrinth_ShipMain`, `loc_17F1E`, `loc_17F38`, `loc_17F48`, `loc_17F8E`, `loc_17F92`,
 * `loc_17FA0`, `loc_17FE0`, `loc_1801E`, `loc_1804E`, `loc_180A2`, `loc_180BC`, `loc_180F6`,
 * `loc_18112`, `loc_1812A`, `loc_18136`, `loc_18152`, `BossLabyrinth_ShipDel`,
 * `BossLabyrinth_FaceMain`, `BossLabyrinth_FlameMain`, `BossLabyrinth_Display`; shared:
 * engine/games/s1/objects/boss.ts, Ani_Eggman from bossMarble.ts).
 *
 * Loaded by DLE_LZ3 (engine/games/s1/act/dynamicLevelEvents.ts) into the first free slot; it puts itself
 * at (boss_lz_x + $30, boss_lz_y + $500) and loads the face and the flame into the next free
 * slots (FindNextFreeObj). Touch type $0F, 8 hits. The ship's phases (ob2ndRout):
 * 0 waits until Sonic's x reaches boss_lz_x - $40 (unsigned), then climbs (-$180, $60 across)
 * to boss_lz_x + $68 / boss_lz_y + $440; 4 to + $90 / + $400 ($140, -$200); 6 climbs the shaft
 * at -$180, swaying across by sin(objoff_3F) >> 4 (facing by the cosine's sign), slower the
 * further Sonic is below it (half from $48 px, a quarter from $70, still from $98; twice as
 * fast once defeated), until boss_lz_y + $40; 8 flies to boss_lz_x + $16C / boss_lz_y ($140,
 * -$80; doubled once defeated); $A waits for Sonic at x >= boss_lz_x + $E8 and y <= boss_lz_y +
 * $30 (signed), then $32 frames in $C and it escapes at $400 / -$40 ($E), the right limit
 * opening 2 px a frame to boss_lz_end, deleted off screen after.
 * Hit: no touch for $20 frames (objoff_3E), then $0F again. The 8th hit (obStatus bit 7):
 * AddPoints(100) and objoff_3D = -1 (BossDefeated's explosions every frame the flag is set).
 * REV01 clears f_lockscreen when the escape starts (loc_18112). The face laughs when Sonic is
 * hurt (obRoutine >= 4), winces while the ship's touch is off, panics at the escape ($E) and is
 * deleted with the ship off screen; the flame shows the escape's blast.
 *
 * Quirks kept:
 * - loc_18136 clears objoff_3D at the escape while obStatus bit 7 stays set, so loc_17F92 runs
 *   again that frame: a second AddPoints(100) (1000 points more) and explosions again through
 *   the flight off.
 * - The face tests its own objoff_3D (always 0), not the ship's, so it never shows the defeated
 *   face ($A).
 * - The ship deleted off screen is still animated and displayed that frame (DeleteObject
 *   returns into BossLabyrinth_ShipMain), which leaves animation bytes in the freed slot.
 * The palette flash and the music are not modelled.
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite } from '../animateSprite.ts';
import { BOSS_X, BOSS_Y, bossDefeated, bossMove, displayFlipped, parentOf, setParent, showBossPosition } from '../boss.ts';
import { deleteObject, findNextFreeObj } from '../objectManager.ts';
import {
  OB_2ND_ROUT, OB_ACT_WID, OB_ANIM, OB_COL_PROP, OB_COL_TYPE, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS,
  OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, RENDER_ON_SCREEN, rl, rsw, rw, wl, ww,
} from '../ram.ts';
import { addPoints } from '../score.ts';
import { sonicRoutine, sonicX, sonicY } from '../sonic.ts';
import { ANI_EGGMAN } from './bossMarble.ts';
import { SINE } from '../../../../fixed/trig.ts';
import { W_LIMIT_RIGHT, W_LOCK_SCREEN } from '../../../../state/layout.ts';

export const ID_BOSS_LABYRINTH = 0x77;

/** Constants.asm boss_lz_x, boss_lz_y, boss_lz_end. */
export const BOSS_LZ_X = 0x1de0;
export const BOSS_LZ_Y = 0xc0;
export const BOSS_LZ_END = BOSS_LZ_X + 0x250;

/** objoff_3C: the wait before the escape; objoff_3D: defeated (explosions); objoff_3E: the hit flash; objoff_3F: the sway angle. */
const ESCAPE_WAIT = 0x3c;
const DEFEATED = 0x3d;
const FLASH = 0x3e;
const SWAY = 0x3f;

/** BossLabyrinth_ObjData: (routine, animation) of the ship, face, flame. */
export const PARTS: readonly (readonly [number, number])[] = [
  [2, 0],
  [4, 1],
  [6, 7],
];

export function bossLabyrinth(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      main(w, a0);
      ship(w, a0);
      return;
    case 2:
      ship(w, a0);
      return;
    case 4:
      face(w, a0);
      return;
    default:
      flame(w, a0);
  }
}

function main(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  ww(m, a0 + OB_X, BOSS_LZ_X + 0x30);
  ww(m, a0 + OB_Y, BOSS_LZ_Y + 0x500);
  ww(m, a0 + BOSS_X, rw(m, a0 + OB_X));
  ww(m, a0 + BOSS_Y, rw(m, a0 + OB_Y));
  m[a0 + OB_COL_TYPE] = 0xf;
  m[a0 + OB_COL_PROP] = 8;
  m[a0 + OB_PRIORITY] = 4;
  let a1 = a0;
  for (let i = 0; i < PARTS.length; i++) {
    if (i > 0) {
      a1 = findNextFreeObj(m, a0);
      if (a1 < 0) return;
      m[a1 + OB_ID] = ID_BOSS_LABYRINTH;
      ww(m, a1 + OB_X, rw(m, a0 + OB_X));
      ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    }
    // BossLabyrinth_LoadBoss
    m[a0 + OB_STATUS] &= ~1;
    m[a1 + OB_2ND_ROUT] = 0;
    m[a1 + OB_ROUTINE] = PARTS[i][0];
    m[a1 + OB_ANIM] = PARTS[i][1];
    m[a1 + OB_PRIORITY] = m[a0 + OB_PRIORITY];
    m[a1 + OB_RENDER] = 4;
    m[a1 + OB_ACT_WID] = 0x20;
    setParent(m, a1, a0);
  }
}

/** `BossLabyrinth_ShipMain`. */
function ship(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_2ND_ROUT]) {
    case 0:
      if (sonicX(w.s) >= BOSS_LZ_X - 0x40) {
        ww(m, a0 + OB_VEL_Y, -0x180);
        ww(m, a0 + OB_VEL_X, 0x60);
        m[a0 + OB_2ND_ROUT] += 2;
      }
      move(w, a0);
      break;
    case 2:
      // loc_17FA0
      if (atCorner(m, a0, BOSS_LZ_X + 0x68, BOSS_LZ_Y + 0x440)) {
        ww(m, a0 + OB_VEL_X, 0x140);
        ww(m, a0 + OB_VEL_Y, -0x200);
        m[a0 + OB_2ND_ROUT] += 2;
      }
      move(w, a0);
      break;
    case 4:
      // loc_17FE0
      if (atCorner(m, a0, BOSS_LZ_X + 0x90, BOSS_LZ_Y + 0x400)) {
        ww(m, a0 + OB_VEL_Y, -0x180);
        m[a0 + OB_2ND_ROUT] += 2;
        m[a0 + SWAY] = 0;
      }
      move(w, a0);
      break;
    case 6:
      climb(w, a0);
      break;
    case 8:
      // loc_180BC
      if (atCorner(m, a0, BOSS_LZ_X + 0x16c, BOSS_LZ_Y)) {
        m[a0 + OB_2ND_ROUT] += 2;
        m[a0 + OB_STATUS] &= ~1;
      }
      move(w, a0);
      break;
    case 0xa:
      waitForSonic(w, a0);
      break;
    case 0xc:
      if (m[a0 + DEFEATED] === 0) {
        m[a0 + ESCAPE_WAIT]--;
        if (m[a0 + ESCAPE_WAIT] !== 0) {
          move(w, a0);
          break;
        }
      }
      m[a0 + ESCAPE_WAIT] = 0;
      ww(m, a0 + OB_VEL_X, 0x400);
      ww(m, a0 + OB_VEL_Y, -0x40);
      m[a0 + DEFEATED] = 0;
      m[a0 + OB_2ND_ROUT] += 2;
      move(w, a0);
      break;
    default:
      if ((w.s[W_LIMIT_RIGHT] & 0xffff) < BOSS_LZ_END) w.s[W_LIMIT_RIGHT] += 2;
      else if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
        // BossLabyrinth_ShipDel: DeleteObject returns into ShipMain, which animates and displays the freed slot.
        deleteObject(m, a0);
        break;
      }
      move(w, a0);
  }
  animateSprite(m, a0, ANI_EGGMAN);
  displayFlipped(w, a0);
}

/**
 * `loc_17FA0` / `loc_17FE0` / `loc_180BC`'s stops: each axis held at its corner (x unsigned
 * `blo`, y signed `bgt`) with its speed cleared; whether both are there.
 */
function atCorner(m: Uint8Array, a0: number, x: number, y: number): boolean {
  let d0 = -2;
  if (rw(m, a0 + BOSS_X) >= x) {
    ww(m, a0 + BOSS_X, x);
    ww(m, a0 + OB_VEL_X, 0);
    d0++;
  }
  if (rsw(m, a0 + BOSS_Y) <= y) {
    ww(m, a0 + BOSS_Y, y);
    ww(m, a0 + OB_VEL_Y, 0);
    d0++;
  }
  return d0 === 0;
}

/** `loc_17F38`: BossMove, obY/obX from the true position, then `loc_17F48`. */
function move(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  bossMove(m, a0);
  showBossPosition(m, a0);
  hits(w, a0);
}

/** `loc_17F48`: explosions while defeated; the 8th hit; the hit flash. */
function hits(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + DEFEATED] !== 0) {
    bossDefeated(w, a0);
    return;
  }
  if (m[a0 + OB_STATUS] & 0x80) {
    addPoints(w.s, 100, w.rules.revision);
    m[a0 + DEFEATED] = 0xff;
    return;
  }
  if (m[a0 + OB_COL_TYPE] !== 0) return;
  if (m[a0 + FLASH] === 0) m[a0 + FLASH] = 0x20;
  m[a0 + FLASH]--;
  if (m[a0 + FLASH] === 0) m[a0 + OB_COL_TYPE] = 0xf;
}

/** `loc_1801E` / `loc_1804E` / `loc_180A2`: up the shaft, swaying, held back by Sonic's distance. */
function climb(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (rsw(m, a0 + BOSS_Y) <= BOSS_LZ_Y + 0x40) {
    ww(m, a0 + BOSS_Y, BOSS_LZ_Y + 0x40);
    ww(m, a0 + OB_VEL_X, 0x140);
    ww(m, a0 + OB_VEL_Y, -0x80);
    if (m[a0 + DEFEATED] !== 0) {
      ww(m, a0 + OB_VEL_X, rsw(m, a0 + OB_VEL_X) << 1);
      ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) << 1);
    }
    m[a0 + OB_2ND_ROUT] += 2;
    move(w, a0);
    return;
  }
  m[a0 + OB_STATUS] |= 1;
  m[a0 + SWAY] += 2;
  const angle = m[a0 + SWAY];
  if (SINE[angle + 0x40] < 0) m[a0 + OB_STATUS] &= ~1;
  ww(m, a0 + OB_X, (SINE[angle] >> 4) + rw(m, a0 + BOSS_X));
  let d0 = rsw(m, a0 + OB_VEL_Y);
  let d1 = sonicY(w.s) - rw(m, a0 + OB_Y);
  // Each `subi.w; bcs` keeps the speed while Sonic is nearer than the step (unsigned borrows).
  if (d1 >= 0) {
    d1 -= 0x48;
    if (d1 >= 0) {
      d0 >>= 1;
      d1 -= 0x28;
      if (d1 >= 0) {
        d0 >>= 1;
        d1 -= 0x28;
        if (d1 >= 0) d0 = 0;
      }
    }
  }
  let d = d0 << 8;
  if (m[a0 + DEFEATED] !== 0) d <<= 1;
  wl(m, a0 + BOSS_Y, rl(m, a0 + BOSS_Y) + d);
  ww(m, a0 + OB_Y, rw(m, a0 + BOSS_Y));
  hits(w, a0);
}

/** `loc_180F6` / `loc_18112`: the escape starts when Sonic is at the top right (or at once once defeated). */
function waitForSonic(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  if (m[a0 + DEFEATED] === 0) {
    const x = (sonicX(s) << 16) >> 16;
    const y = (sonicY(s) << 16) >> 16;
    if (x < BOSS_LZ_X + 0xe8 || y > BOSS_LZ_Y + 0x30) {
      move(w, a0);
      return;
    }
    m[a0 + ESCAPE_WAIT] = 0x32;
  }
  if (w.rules.revision !== 0) s[W_LOCK_SCREEN] = 0;
  m[a0 + OB_STATUS] |= 1;
  m[a0 + OB_2ND_ROUT] += 2;
  move(w, a0);
}

/** `BossLabyrinth_FaceMain`. */
function face(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = parentOf(m, a0);
  if (a1 < 0 || m[a1 + OB_ID] !== m[a0 + OB_ID]) {
    deleteObject(m, a0);
    return;
  }
  const phase = m[a1 + OB_2ND_ROUT];
  let d1 = 1;
  if (m[a0 + DEFEATED] !== 0) d1 = 0xa;
  else if (m[a1 + OB_COL_TYPE] === 0) d1 = 5;
  else if (sonicRoutine(w.s) >= 4) d1 = 4;
  m[a0 + OB_ANIM] = d1;
  if (phase === 0xe) {
    m[a0 + OB_ANIM] = 6;
    if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
      deleteObject(m, a0);
      return;
    }
  }
  display(w, a0);
}

/** `BossLabyrinth_FlameMain` (its test of the ship's x speed is unreachable code). */
function flame(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ANIM] = 7;
  const a1 = parentOf(m, a0);
  if (a1 < 0 || m[a1 + OB_ID] !== m[a0 + OB_ID]) {
    deleteObject(m, a0);
    return;
  }
  if (m[a1 + OB_2ND_ROUT] === 0xe) {
    m[a0 + OB_ANIM] = 0xb;
    if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
      deleteObject(m, a0);
      return;
    }
  }
  display(w, a0);
}

/** `BossLabyrinth_Display`: animate, then at the ship with its status and flips. */
function display(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  animateSprite(m, a0, ANI_EGGMAN);
  const a1 = parentOf(m, a0);
  ww(m, a0 + OB_X, rw(m, a1 + OB_X));
  ww(m, a0 + OB_Y, rw(m, a1 + OB_Y));
  m[a0 + OB_STATUS] = m[a1 + OB_STATUS];
  displayFlipped(w, a0);
}
