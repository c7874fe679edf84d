/**
 * Object $78 — Caterkiller enemy (MZ, SBZ) (_incObj/78 Caterkiller.asm: `Caterkiller`,
 * `Cat_Main`, `Cat_Loop`, `Cat_Head`, `Cat_ChkGone`, `Cat_Delete`, `.wait`, `.move`, `loc_16B02`,
 * `.loc_16B5E`, `.loc_16B70`, `Cat_BodySeg2`, `Cat_AniBody`, `Cat_BodySeg1`, `loc_16C50`,
 * `loc_16C64`, `loc_16C90`, `loc_16C96`, `loc_16CC0`; _anim/Caterkiller.asm `Ani_Cat`, its own
 * format: a frame offset per angle).
 *
 * A head (touch type $0B: an enemy) falls to the floor, then loads three body segments (touch
 * type $CB: they hurt, and touching one breaks the caterkiller), $C px apart behind it. It
 * crawls in steps: 7 frames still, then $10 frames moving $C0 (alternately: the head still and
 * the body catching up at $40), following the floor (turning round where it drops by more than
 * 8 px or rises by $C or more). The head keeps a ring buffer of its floor offsets (objoff_2C, 16
 * bytes, $80 = turned round); each segment replays its parent's buffer 4 entries later, so the
 * body follows the head's path. When a segment is touched (React_Caterkiller sets its status bit
 * 7) the break passes to its parent and on to the head; every piece then flies off (-$400 up;
 * -$200, -$180, $180, $200 by piece, mirrored when flipped) and bounces on the floor until it
 * is off screen. Rolling into the head destroys it (an explosion, $27); the body sees that and
 * deletes itself a frame later.
 *
 * REV01 differences kept by revision: a head that cannot load all three segments deletes itself
 * (REV00 carries on without them); a turn keeps the position differently (REV00 restores the old
 * x; REV01 negates the x subpixel and, facing right at full speed, steps back 1 px); the head
 * only tests the floor when it moved; stopping also clears the ground speed.
 *
 * Quirk kept (documented in the original): a segment deletes itself one frame after its head, so
 * rolling into a caterkiller at high speed can still hurt Sonic on its body.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findNextFreeObj, outOfRange } from '../objectManager.ts';
import {
  OB_2ND_ROUT, OB_ACT_WID, OB_ANGLE, OB_COL_TYPE, OB_FRAME, OB_HEIGHT, OB_ID, OB_INERTIA, OB_PRIORITY, OB_RENDER,
  OB_RESPAWN_NO, OB_ROUTINE, OB_STATUS, OB_VEL_X, OB_VEL_Y, OB_WIDTH, OB_X, OB_Y, objectFall, readObjectPointer, rl, rsb, rsw,
  rw, wl, writeObjectPointer, ww,
} from '../ram.ts';
import { OBJSTATE } from '../s1State.ts';
import { displaySprite } from '../spriteQueue.ts';
import { fallToFloor, objFloorDist } from '../objFloorDist.ts';

export const ID_CATERKILLER = 0x78;
/** id_ExplosionItem: what a destroyed head becomes. */
const ID_EXPLOSION_ITEM = 0x27;

/** objoff_2A: the step timer; objoff_2B: bit 4 which half of the step, bit 7 animating. */
const CAT_TIMER = 0x2a;
const CAT_STEP = 0x2b;
/** objoff_2C..$3B: the floor offsets it has moved by (16 bytes, $80 = turned). */
const CAT_PATH = 0x2c;
/** cat_parent: the parent's address; its top byte is this piece's index into the path. */
const CAT_PARENT = 0x3c;

/**
 * Ani_Cat: the frame offset by (angle & $7F), $FF = the end of a wave. Reads go up to 4 past
 * the angle, which stays a multiple of 4 that skips the $FF entries: never past the table.
 */
// prettier-ignore
export const ANI_CAT: readonly number[] = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3,
  4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 0xff, 7, 7, 0xff,
  7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 6, 6, 6, 6, 6, 6, 6, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4,
  4, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0, 0, 0xff,
];
/** Cat_FragSpeed by piece (routine 2, 4, 6, 8). */
export const FRAG_SPEEDS: readonly number[] = [-0x200, -0x180, 0x180, 0x200];

export function caterkiller(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      main(w, a0);
      return;
    case 2:
      head(w, a0);
      return;
    case 4:
    case 8:
      bodySeg1(w, a0);
      return;
    case 6:
      bodySeg2(w, a0);
      return;
    case 0xa:
      deleteObject(m, a0);
      return;
    case 0xc:
      bounce(w, a0);
      return;
  }
}

/** `Cat_Main`: falls to the floor, then loads the body. */
function main(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_HEIGHT] = 7;
  m[a0 + OB_WIDTH] = 8;
  if (!fallToFloor(w, a0)) return;
  m[a0 + OB_RENDER] = (m[a0 + OB_RENDER] & 3) | 4;
  m[a0 + OB_STATUS] = m[a0 + OB_RENDER];
  m[a0 + OB_PRIORITY] = 4;
  m[a0 + OB_ACT_WID] = 8;
  m[a0 + OB_COL_TYPE] = 0xb;
  let d2 = rw(m, a0 + OB_X);
  const d5 = m[a0 + OB_STATUS] & 1 ? -0xc : 0xc;
  let d6 = 4;
  let d4 = 4;
  let a2 = a0;
  for (let i = 0; i < 3; i++) {
    const a1 = findNextFreeObj(m, a0);
    if (a1 < 0) {
      if (w.rules.revision !== 0) {
        chkGone(m, a0);
        return;
      }
      continue;
    }
    m[a1 + OB_ID] = ID_CATERKILLER;
    m[a1 + OB_ROUTINE] = d6;
    d6 += 2;
    m[a1 + OB_PRIORITY] = 5;
    m[a1 + OB_ACT_WID] = 8;
    m[a1 + OB_COL_TYPE] = 0xcb;
    d2 = (d2 + d5) & 0xffff;
    ww(m, a1 + OB_X, d2);
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    m[a1 + OB_STATUS] = m[a0 + OB_STATUS];
    m[a1 + OB_RENDER] = m[a0 + OB_STATUS];
    m[a1 + OB_FRAME] = 8;
    writeObjectPointer(m, a1 + CAT_PARENT, a2);
    m[a1 + CAT_PARENT] = d4;
    d4 += 4;
    a2 = a1;
  }
  m[a0 + CAT_TIMER] = 7;
  m[a0 + CAT_PARENT] = 0;
  head(w, a0);
}

/** `Cat_Head` (routine 2). */
function head(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (rsb(m, a0 + OB_STATUS) < 0) {
    breakUp(w, a0);
    return;
  }
  if (m[a0 + OB_2ND_ROUT] === 0) wait(w, a0);
  else if (m[a0 + OB_2ND_ROUT] === 2) crawl(w, a0);
  const d1 = m[a0 + CAT_STEP];
  if (d1 & 0x80) {
    const d0 = ANI_CAT[m[a0 + OB_ANGLE] & 0x7f];
    m[a0 + OB_ANGLE] = (m[a0 + OB_ANGLE] + 4) & 0xff;
    if (d0 & 0x80) m[a0 + CAT_STEP] &= 0x7f;
    else m[a0 + OB_FRAME] = (d0 + (d1 & 0x10)) & 0xff;
  }
  if (outOfRange(w.s, rw(m, a0 + OB_X))) {
    chkGone(m, a0);
    return;
  }
  displaySprite(w, a0);
}

/** `Cat_ChkGone`: its respawn bit cleared; deleted next frame (routine $A), the body following. */
function chkGone(m: Uint8Array, a0: number): void {
  const n = m[a0 + OB_RESPAWN_NO];
  if (n !== 0) m[OBJSTATE + 2 + n] &= 0x7f;
  m[a0 + OB_ROUTINE] = 0xa;
}

/** `.wait`, then `.move` when it runs out. */
function wait(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + CAT_TIMER] = (m[a0 + CAT_TIMER] - 1) & 0xff;
  if ((m[a0 + CAT_TIMER] & 0x80) === 0) return;
  m[a0 + OB_2ND_ROUT] += 2;
  m[a0 + CAT_TIMER] = 0x10;
  ww(m, a0 + OB_VEL_X, -0xc0);
  ww(m, a0 + OB_INERTIA, 0x40);
  const half = (m[a0 + CAT_STEP] & 0x10) !== 0;
  m[a0 + CAT_STEP] ^= 0x10;
  if (!half) {
    ww(m, a0 + OB_VEL_X, 0);
    ww(m, a0 + OB_INERTIA, -rsw(m, a0 + OB_INERTIA));
  }
  m[a0 + CAT_STEP] |= 0x80;
  crawl(w, a0);
}

/** `loc_16B02`: the head moves and records the floor under it. */
function crawl(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + CAT_TIMER] = (m[a0 + CAT_TIMER] - 1) & 0xff;
  if (m[a0 + CAT_TIMER] & 0x80) {
    // .loc_16B5E
    m[a0 + OB_2ND_ROUT] -= 2;
    m[a0 + CAT_TIMER] = 7;
    ww(m, a0 + OB_VEL_X, 0);
    if (w.rules.revision !== 0) ww(m, a0 + OB_INERTIA, 0);
    return;
  }
  const rev0 = w.rules.revision === 0;
  if (!rev0 && rsw(m, a0 + OB_VEL_X) === 0) return;
  const old = rl(m, a0 + OB_X);
  let d0 = rsw(m, a0 + OB_VEL_X);
  if (m[a0 + OB_STATUS] & 1) d0 = -d0;
  wl(m, a0 + OB_X, old + (d0 << 8));
  let d1: number;
  if (rev0) {
    d1 = objFloorDist(w, a0);
    if (d1 < -8 || d1 >= 0xc) {
      turnHead(w, a0, old);
      return;
    }
    ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
    if (old >>> 16 === rw(m, a0 + OB_X)) return;
  } else {
    if (old >>> 16 === rw(m, a0 + OB_X)) return;
    d1 = objFloorDist(w, a0);
    if (d1 < -8 || d1 >= 0xc) {
      turnHead(w, a0, old);
      return;
    }
    ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
  }
  const i = m[a0 + CAT_PARENT];
  m[a0 + CAT_PARENT] = (i + 1) & 0xf;
  m[a0 + CAT_PATH + i] = d1;
}

/** `.loc_16B70`: the head turns round; the path records $80. */
function turnHead(w: S1ObjectContext, a0: number, old: number): void {
  const m = w.m;
  if (w.rules.revision === 0) {
    wl(m, a0 + OB_X, old);
    m[a0 + OB_STATUS] ^= 1;
    m[a0 + OB_RENDER] = m[a0 + OB_STATUS];
    m[a0 + CAT_PATH + m[a0 + CAT_PARENT]] = 0x80;
  } else {
    m[a0 + CAT_PATH + m[a0 + CAT_PARENT]] = 0x80;
    stepBack(m, a0, true);
    m[a0 + OB_STATUS] ^= 1;
    m[a0 + OB_RENDER] = m[a0 + OB_STATUS];
  }
  m[a0 + CAT_PARENT] = (m[a0 + CAT_PARENT] + 1) & 0xf;
}

/**
 * REV01's turn: `neg.w obX+2` (the x subpixel); when it was not 0, facing right and (for a
 * segment) at full speed -$C0, x goes back 1 px and the next path entry is cleared. The index
 * is not masked there: from $F it writes objoff_3C itself (the index), as the original does.
 */
function stepBack(m: Uint8Array, a0: number, always: boolean): void {
  const sub = (-rw(m, a0 + OB_X + 2)) & 0xffff;
  ww(m, a0 + OB_X + 2, sub);
  if (sub === 0 || (m[a0 + OB_STATUS] & 1) === 0) return;
  if (!always && rsw(m, a0 + OB_VEL_X) !== -0xc0) return;
  ww(m, a0 + OB_X, rw(m, a0 + OB_X) - 1);
  m[a0 + CAT_PARENT] = (m[a0 + CAT_PARENT] + 1) & 0xff;
  m[a0 + CAT_PATH + m[a0 + CAT_PARENT]] = 0;
}

/** `Cat_BodySeg2` (routine 6): the middle segment's wave frame, then as Cat_BodySeg1. */
function bodySeg2(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = readObjectPointer(m, a0 + CAT_PARENT);
  if (a1 >= 0) m[a0 + CAT_STEP] = m[a1 + CAT_STEP];
  if (m[a0 + CAT_STEP] & 0x80) {
    const d0 = m[a0 + OB_ANGLE] & 0x7f;
    m[a0 + OB_ANGLE] = (m[a0 + OB_ANGLE] + 4) & 0xff;
    if (ANI_CAT[d0 + 4] & 0x80) m[a0 + OB_ANGLE] = (m[a0 + OB_ANGLE] + 4) & 0xff;
    m[a0 + OB_FRAME] = (ANI_CAT[d0] + 8) & 0xff;
  }
  bodySeg1(w, a0);
}

/** `Cat_BodySeg1` (routines 4 and 8): follows its parent's path. */
function bodySeg1(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = readObjectPointer(m, a0 + CAT_PARENT);
  if (a1 < 0) return;
  if (rsb(m, a0 + OB_STATUS) < 0) {
    m[a1 + OB_STATUS] |= 0x80;
    breakUp(w, a0);
    return;
  }
  m[a0 + CAT_STEP] = m[a1 + CAT_STEP];
  m[a0 + OB_2ND_ROUT] = m[a1 + OB_2ND_ROUT];
  if (m[a0 + OB_2ND_ROUT] !== 0) follow(w, a0, a1);
  // loc_16C64
  if (m[a1 + OB_ROUTINE] === 0xc) {
    m[a1 + OB_STATUS] |= 0x80;
    breakUp(w, a0);
    return;
  }
  if (m[a1 + OB_ID] === ID_EXPLOSION_ITEM || m[a1 + OB_ROUTINE] === 0xa) m[a0 + OB_ROUTINE] = 0xa;
  displaySprite(w, a0);
}

/** The segment moves with its parent and replays the parent's path entry. */
function follow(w: S1ObjectContext, a0: number, a1: number): void {
  const m = w.m;
  ww(m, a0 + OB_INERTIA, rw(m, a1 + OB_INERTIA));
  ww(m, a0 + OB_VEL_X, rw(m, a1 + OB_VEL_X) + rw(m, a0 + OB_INERTIA));
  const old = rl(m, a0 + OB_X);
  let d0 = rsw(m, a0 + OB_VEL_X);
  if (m[a0 + OB_STATUS] & 1) d0 = -d0;
  wl(m, a0 + OB_X, old + (d0 << 8));
  if (old >>> 16 === rw(m, a0 + OB_X)) return;
  const i = m[a0 + CAT_PARENT];
  const d1 = m[a1 + CAT_PATH + i];
  if (d1 === 0x80) {
    if (w.rules.revision === 0) {
      wl(m, a0 + OB_X, old);
      m[a0 + CAT_PATH + i] = d1;
    } else {
      m[a0 + CAT_PATH + i] = d1;
      stepBack(m, a0, false);
    }
    m[a0 + OB_STATUS] ^= 1;
    m[a0 + OB_RENDER] = m[a0 + OB_STATUS];
    m[a0 + CAT_PARENT] = (m[a0 + CAT_PARENT] + 1) & 0xf;
    return;
  }
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + ((d1 << 24) >> 24));
  m[a0 + CAT_PARENT] = (m[a0 + CAT_PARENT] + 1) & 0xf;
  m[a0 + CAT_PATH + i] = d1;
}

/** `loc_16C96`: the piece flies off. */
function breakUp(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  let d0 = FRAG_SPEEDS[(m[a0 + OB_ROUTINE] >> 1) - 1] ?? 0;
  if (m[a0 + OB_STATUS] & 1) d0 = -d0;
  ww(m, a0 + OB_VEL_X, d0);
  ww(m, a0 + OB_VEL_Y, -0x400);
  m[a0 + OB_ROUTINE] = 0xc;
  m[a0 + OB_FRAME] &= 0xf8;
  bounce(w, a0);
}

/** `loc_16CC0` (routine $C): falls, bounces at -$400 on floors, gone once off screen. */
function bounce(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  objectFall(m, a0);
  if (rsw(m, a0 + OB_VEL_Y) >= 0) {
    const d1 = objFloorDist(w, a0);
    if (d1 < 0) {
      ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
      ww(m, a0 + OB_VEL_Y, -0x400);
    }
  }
  if ((m[a0 + OB_RENDER] & 0x80) === 0) {
    chkGone(m, a0);
    return;
  }
  displaySprite(w, a0);
}
