/**
 * Object $73 — Eggman, the Marble Zone boss (_incObj/73 Boss - Marble.asm: `BossMarble`,
 * `BossMarble_Main`, `BossMarble_LoadBoss`, `BossMarble_ShipMain`, `loc_18302`, `loc_18334`,
 * `loc_1833E`, `loc_18392`, `loc_183AA`, `loc_183CA`, `loc_183E6`, `loc_183FE`,
 * `BossMarble_MakeLava`, `loc_1845C`, `BossMarble_MakeLava2`, `loc_184F6`, `loc_18500`,
 * `loc_1852C`, `loc_18582`, `BossMarble_ShipDel`, `BossMarble_FaceMain`, `BossMarble_FlameMain`,
 * `BossMarble_Display`, `BossMarble_TubeMain`; shared: engine/games/s1/objects/boss.ts; _anim/Eggman.asm).
 *
 * Loaded by DLE_MZ3 at (boss_mz_x + $1F0, boss_mz_y + $1C). Four objects: the ship (touch
 * type $0F, 8 hits), the face, the flame and the tube, each in the next free slot, following
 * the ship. The ship bobs in from the right (-$100, its y swinging with the sine of objoff_3F)
 * to boss_mz_x + $110, then cycles: rise or sink to boss_mz_y + $1C, sweep across at $200 (and
 * $100 down, slowing by 4 a frame), dropping lava balls ($14, from the random x boss_mz_x +
 * $78 + 0..$4F, at intervals of $40..$5F frames from RandomNumber) until the arena's edge
 * ($30 / $110 past boss_mz_x), then climb back at -$180 and drop a fire ($74) that burns along
 * the floor, wait $50 frames, turn round. Hit, it flashes for $28 frames (no touch while the
 * flash lasts, and no movement during the first $10). Defeated: 1000 points, $B4 frames of
 * explosions (BossDefeated), a fall, a climb, then it flies off right at $500 while the right
 * limit opens 2 px a frame to boss_mz_end, and is deleted off screen. The face laughs when
 * Sonic is hurt, winces when hit, panics when defeated.
 *
 * Quirk kept: the ship deleted off screen is still animated and displayed that frame (the
 * original's display-after-free). The palette flash and the music are not modelled.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findFreeObj, findNextFreeObj } from '../objectManager.ts';
import {
  OB_2ND_ROUT, OB_ACT_WID, OB_ANIM, OB_COL_PROP, OB_COL_TYPE, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS,
  OB_SUBTYPE, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, RENDER_ON_SCREEN, rsb, rsw, rw, ww,
} from '../ram.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { randomNumber } from '../randomNumber.ts';
import { addPoints } from '../score.ts';
import { BOSS_X, BOSS_Y, bossDefeated, bossMove, displayFlipped, parentOf, setParent, showBossPosition } from '../boss.ts';
import { G_BOSS_STATUS } from '../s1State.ts';
import { sonicRoutine } from '../sonic.ts';
import { SINE } from '../../../../fixed/trig.ts';
import { W_LIMIT_RIGHT } from '../../../../state/layout.ts';
import { ID_LAVA_BALL } from './lavaBall.ts';
import { ID_BOSS_FIRE } from './bossFire.ts';

export const ID_BOSS_MARBLE = 0x73;

/** Constants.asm boss_mz_x, boss_mz_y, boss_mz_end. */
export const BOSS_MZ_X = 0x1800;
export const BOSS_MZ_Y = 0x210;
const BOSS_MZ_END = BOSS_MZ_X + 0x160;

/** objoff_34's top byte: the ship's lava timer (the ship's own parent pointer holds it). */
const BOSS_LAVA_TIMER = 0x34;
/** objoff_3C: the defeat and turn timers; objoff_3E: the hit flash; objoff_3F: the entry bob's angle. */
const BOSS_TIMER = 0x3c;
const BOSS_FLASH = 0x3e;
const BOSS_BOB = 0x3f;

/** BossMarble_ObjData: (routine, animation, priority) of the ship, face, flame, tube. */
export const PARTS: readonly (readonly [number, number, number])[] = [
  [2, 0, 4],
  [4, 1, 4],
  [6, 7, 4],
  [8, 0, 3],
];

/** Ani_Eggman. */
export const ANI_EGGMAN: AnimationScripts = [
  [0xf, 0, 0xff],
  [5, 1, 2, 0xff],
  [3, 1, 2, 0xff],
  [1, 1, 2, 0xff],
  [4, 3, 4, 0xff],
  [0x1f, 5, 1, 0xff],
  [3, 6, 1, 0xff],
  [0xf, 0xa, 0xff],
  [3, 8, 9, 0xff],
  [1, 8, 9, 0xff],
  [0xf, 7, 0xff],
  [2, 9, 8, 0xb, 0xc, 0xb, 0xc, 9, 8, 0xfe, 2],
];

export function bossMarble(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
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
    case 6:
      flame(w, a0);
      return;
    case 8:
      tube(w, a0);
      return;
  }
}

/** `BossMarble_Main`: the ship's true position, 8 hits, and the parts. */
function main(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  ww(m, a0 + BOSS_X, rw(m, a0 + OB_X));
  ww(m, a0 + BOSS_Y, rw(m, a0 + OB_Y));
  m[a0 + OB_COL_TYPE] = 0xf;
  m[a0 + OB_COL_PROP] = 8;
  let a1 = a0;
  for (let i = 0; i < 4; i++) {
    if (i > 0) {
      a1 = findNextFreeObj(m, a0);
      if (a1 < 0) return;
      m[a1 + OB_ID] = ID_BOSS_MARBLE;
      ww(m, a1 + OB_X, rw(m, a0 + OB_X));
      ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    }
    // BossMarble_LoadBoss
    m[a0 + OB_STATUS] &= ~1;
    m[a1 + OB_2ND_ROUT] = 0;
    const [routine, anim, priority] = PARTS[i];
    m[a1 + OB_ROUTINE] = routine;
    m[a1 + OB_ANIM] = anim;
    m[a1 + OB_PRIORITY] = priority;
    m[a1 + OB_RENDER] = 4;
    m[a1 + OB_ACT_WID] = 0x20;
    setParent(m, a1, a0);
  }
}

/** `BossMarble_ShipMain` (routine 2). */
function ship(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_2ND_ROUT]) {
    case 0:
      enter(w, a0);
      break;
    case 2:
      attack(w, a0);
      break;
    case 4:
      exploding(w, a0);
      break;
    case 6:
      fallAndClimb(w, a0);
      break;
    case 8:
      flyOff(w, a0);
      break;
  }
  animateSprite(m, a0, ANI_EGGMAN);
  displayFlipped(w, a0);
}

/** `loc_18302`: in from the right, bobbing; at boss_mz_x + $110 the attack starts. */
function enter(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const angle = m[a0 + BOSS_BOB];
  m[a0 + BOSS_BOB] = (angle + 2) & 0xff;
  ww(m, a0 + OB_VEL_Y, SINE[angle] >> 2);
  ww(m, a0 + OB_VEL_X, -0x100);
  bossMove(m, a0);
  if (rw(m, a0 + BOSS_X) === BOSS_MZ_X + 0x110) {
    m[a0 + OB_2ND_ROUT] += 2;
    m[a0 + OB_SUBTYPE] = 0;
    ww(m, a0 + OB_VEL_X, 0);
    ww(m, a0 + OB_VEL_Y, 0);
  }
  // loc_18334
  m[a0 + BOSS_LAVA_TIMER] = randomNumber(w.s) & 0xff;
  place(w, a0);
}

/**
 * `loc_1833E`: obX/obY from the true position; then, still fighting, the defeat check and the
 * hit flash (touch type back to $0F after $28 frames).
 */
function place(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  showBossPosition(m, a0);
  if (m[a0 + OB_2ND_ROUT] >= 4) return;
  if (rsb(m, a0 + OB_STATUS) < 0) {
    // loc_18392
    addPoints(w.s, 100, w.rules.revision);
    m[a0 + OB_2ND_ROUT] = 4;
    ww(m, a0 + BOSS_TIMER, 0xb4);
    ww(m, a0 + OB_VEL_X, 0);
    return;
  }
  if (m[a0 + OB_COL_TYPE] !== 0) return;
  if (m[a0 + BOSS_FLASH] === 0) m[a0 + BOSS_FLASH] = 0x28;
  m[a0 + BOSS_FLASH]--;
  if (m[a0 + BOSS_FLASH] === 0) m[a0 + OB_COL_TYPE] = 0xf;
}

/** `loc_183AA`: the attack, by subtype: sweep (0, 4) or climb and drop a fire (2, 6). */
function attack(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_SUBTYPE] & 2) climb(w, a0);
  else sweep(w, a0);
  m[a0 + OB_SUBTYPE] &= 6;
  place(w, a0);
}

/** `loc_183CA`: to boss_mz_y + $1C, then across, dropping lava. */
function sweep(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (rsw(m, a0 + OB_VEL_X) === 0) {
    const y = rw(m, a0 + BOSS_Y);
    const line = BOSS_MZ_Y + 0x1c;
    if (y !== line) {
      ww(m, a0 + OB_VEL_Y, y < line ? 0x40 : -0x40);
      bossMove(m, a0);
      return;
    }
    // loc_183E6
    ww(m, a0 + OB_VEL_X, m[a0 + OB_STATUS] & 1 ? 0x200 : -0x200);
    ww(m, a0 + OB_VEL_Y, 0x100);
  }
  // loc_183FE
  if (m[a0 + BOSS_FLASH] < 0x18) {
    bossMove(m, a0);
    ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) - 4);
  }
  makeLava(w, a0);
  // loc_1845C: the arena's edges.
  const x = rsw(m, a0 + BOSS_X);
  if (m[a0 + OB_STATUS] & 1) {
    if (x < BOSS_MZ_X + 0x110) return;
    ww(m, a0 + BOSS_X, BOSS_MZ_X + 0x110);
  } else {
    if (x > BOSS_MZ_X + 0x30) return;
    ww(m, a0 + BOSS_X, BOSS_MZ_X + 0x30);
  }
  ww(m, a0 + OB_VEL_X, 0);
  ww(m, a0 + OB_VEL_Y, rw(m, a0 + BOSS_Y) >= BOSS_MZ_Y + 0x1c ? -0x180 : 0x180);
  m[a0 + OB_SUBTYPE] += 2;
}

/** `BossMarble_MakeLava`: when the timer runs out, a lava ball from the floor at a random x. */
function makeLava(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = m[a0 + BOSS_LAVA_TIMER];
  m[a0 + BOSS_LAVA_TIMER] = (t - 1) & 0xff;
  if (t !== 0) return;
  const a1 = findFreeObj(m);
  if (a1 >= 0) {
    m[a1 + OB_ID] = ID_LAVA_BALL;
    ww(m, a1 + OB_Y, BOSS_MZ_Y + 0xd8);
    const r = randomNumber(w.s) & 0xffff;
    ww(m, a1 + OB_X, (r % 0x50) + BOSS_MZ_X + 0x78);
    // `move.w #$FF,obSubtype(a1)`: type 0, and objoff_29 set (drawn lower).
    m[a1 + OB_SUBTYPE] = 0;
    m[a1 + OB_SUBTYPE + 1] = 0xff;
  }
  m[a0 + BOSS_LAVA_TIMER] = ((randomNumber(w.s) & 0x1f) + 0x40) & 0xff;
}

/** `BossMarble_MakeLava2`: back to boss_mz_y + $1C; there a fire drops, $50 frames, then on. */
function climb(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  bossMove(m, a0);
  if (rsw(m, a0 + BOSS_Y) - (BOSS_MZ_Y + 0x1c) > 0) return;
  if (rsw(m, a0 + OB_VEL_Y) !== 0) {
    ww(m, a0 + OB_VEL_Y, 0);
    ww(m, a0 + BOSS_TIMER, 0x50);
    m[a0 + OB_STATUS] ^= 1;
    const a1 = findFreeObj(m);
    if (a1 >= 0) {
      ww(m, a1 + OB_X, rw(m, a0 + BOSS_X));
      ww(m, a1 + OB_Y, rw(m, a0 + BOSS_Y) + 0x18);
      m[a1 + OB_ID] = ID_BOSS_FIRE;
      m[a1 + OB_SUBTYPE] = 1;
    }
  }
  ww(m, a0 + BOSS_TIMER, rw(m, a0 + BOSS_TIMER) - 1);
  if (rw(m, a0 + BOSS_TIMER) === 0) m[a0 + OB_SUBTYPE] += 2;
}

/** `loc_184F6`: $B4 frames of explosions, then the fall (v_bossstatus set). */
function exploding(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = (rw(m, a0 + BOSS_TIMER) - 1) & 0xffff;
  ww(m, a0 + BOSS_TIMER, t);
  if ((t & 0x8000) === 0) {
    bossDefeated(w, a0);
    return;
  }
  m[a0 + OB_STATUS] |= 1;
  m[a0 + OB_STATUS] &= 0x7f;
  ww(m, a0 + OB_VEL_X, 0);
  m[a0 + OB_2ND_ROUT] += 2;
  ww(m, a0 + BOSS_TIMER, -0x26);
  if (w.s[G_BOSS_STATUS] !== 0) return;
  w.s[G_BOSS_STATUS] = 1;
  ww(m, a0 + OB_VEL_Y, 0);
}

/** `loc_1852C`: falls (to boss_mz_y + $60 at most) for $26 frames, stops, climbs, then flies off. */
function fallAndClimb(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = (rw(m, a0 + BOSS_TIMER) + 1) & 0xffff;
  ww(m, a0 + BOSS_TIMER, t);
  const stop = (): void => {
    ww(m, a0 + OB_VEL_Y, 0);
    ww(m, a0 + BOSS_TIMER, 0);
  };
  if (t === 0) stop();
  else if (t & 0x8000) {
    if (rw(m, a0 + BOSS_Y) >= BOSS_MZ_Y + 0x60) stop();
    else ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
  } else if (t < 0x30) ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) - 8);
  else if (t === 0x30) ww(m, a0 + OB_VEL_Y, 0);
  else if (t >= 0x38) m[a0 + OB_2ND_ROUT] += 2;
  bossMove(m, a0);
  place(w, a0);
}

/** `loc_18582`: off to the right; the right limit opens to boss_mz_end; gone once off screen. */
function flyOff(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  ww(m, a0 + OB_VEL_X, 0x500);
  ww(m, a0 + OB_VEL_Y, -0x40);
  if ((s[W_LIMIT_RIGHT] & 0xffff) >= BOSS_MZ_END) {
    if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
      deleteObject(m, a0);
      return;
    }
  } else s[W_LIMIT_RIGHT] += 2;
  bossMove(m, a0);
  place(w, a0);
}

/** `BossMarble_FaceMain` (routine 4). */
function face(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = parentOf(m, a0);
  if (a1 < 0) return;
  const phase = m[a1 + OB_2ND_ROUT];
  let d1 = 1;
  if (phase >= 4) d1 = 0xa;
  else if (phase === 2 && m[a1 + OB_SUBTYPE] & 2 && rsw(m, a1 + OB_VEL_Y) === 0) d1 = 4;
  else if (m[a1 + OB_COL_TYPE] === 0) d1 = 5;
  else if (sonicRoutine(w.s) >= 4) d1 = 4;
  m[a0 + OB_ANIM] = d1;
  if (phase === 8) {
    m[a0 + OB_ANIM] = 6;
    if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
      deleteObject(m, a0);
      return;
    }
  }
  display(w, a0);
}

/** `BossMarble_FlameMain` (routine 6). */
function flame(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ANIM] = 7;
  const a1 = parentOf(m, a0);
  if (a1 < 0) return;
  if (rsb(m, a1 + OB_2ND_ROUT) >= 8) {
    m[a0 + OB_ANIM] = 0xb;
    if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
      deleteObject(m, a0);
      return;
    }
  } else if (rsw(m, a1 + OB_VEL_X) !== 0) m[a0 + OB_ANIM] = 8;
  display(w, a0);
}

/** `BossMarble_Display`: animate, then `loc_1864A`. */
function display(w: S1ObjectContext, a0: number): void {
  animateSprite(w.m, a0, ANI_EGGMAN);
  follow(w, a0);
}

/** `loc_1864A`: at the ship, with its status and flips. */
function follow(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = parentOf(m, a0);
  if (a1 >= 0) {
    ww(m, a0 + OB_X, rw(m, a1 + OB_X));
    ww(m, a0 + OB_Y, rw(m, a1 + OB_Y));
    m[a0 + OB_STATUS] = m[a1 + OB_STATUS];
  }
  displayFlipped(w, a0);
}

/** `BossMarble_TubeMain` (routine 8). */
function tube(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = parentOf(m, a0);
  if (a1 >= 0 && m[a1 + OB_2ND_ROUT] === 8 && (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
    deleteObject(m, a0);
    return;
  }
  m[a0 + OB_FRAME] = 4;
  follow(w, a0);
}
