/**
 * Object $4D — lava geyser / lavafall (MZ) (_incObj/4C & 4D Lava Geyser Maker.asm: `LavaGeyser`,
 * `Geyser_Main`, `Geyser_Action`, `Geyser_ChkDel`, `Geyser_Type00`, `Geyser_Type01`, `loc_EFFC`,
 * `Geyser_Delete`).
 *
 * Loaded by the geyser maker ($4C). The head (this object) and, in the next free slot, the
 * column (touch type $93, $80 px high, $60 px below the head, frames by the column's length)
 * that hurts Sonic. A geyser (type 0) shoots up at -$500 and falls back at +$18 a frame; a
 * lavafall (type 1) starts $250 px up with a second head $100 px below it, both falling. A head
 * that has fallen below where it started is deleted (its column with it) and tells the maker
 * (objoff_3C) to bubble: animation 3 for a geyser, 1 for a lavafall.
 *
 * Quirk kept: displayed after it may have been deleted (the original's display-after-free).
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findNextFreeObj, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_ANIM, OB_ANI_FRAME, OB_COL_TYPE, OB_FRAME, OB_GFX, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE,
  OB_SUBTYPE, OB_TIME_FRAME, OB_VEL_Y, OB_X, OB_Y, readObjectPointer, rl, rsw, rw, speedToPos, wl, writeObjectPointer, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { animateSprite } from '../animateSprite.ts';
import { ANI_GEYSER, GMAKE_PARENT, ID_LAVA_GEYSER } from './geyserMaker.ts';

export { ID_LAVA_GEYSER };

/** objoff_30: where the head started (it is done below it) / the column's base. */
const GEYSER_BASE_Y = 0x30;

/** Geyser_Speeds. */
export const SPEEDS: readonly number[] = [-0x500, 0];

export function lavaGeyser(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      main(w, a0);
      action(w, a0);
      break;
    case 2:
      action(w, a0);
      break;
    case 4:
      column(w, a0);
      break;
    case 6:
      deleteObject(m, a0);
      break;
  }
  displaySprite(w, a0);
}

/** `Geyser_Main`: the head, its column, and for a lavafall a second head. */
function main(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  ww(m, a0 + GEYSER_BASE_Y, rw(m, a0 + OB_Y));
  if (m[a0 + OB_SUBTYPE] !== 0) ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) - 0x250);
  ww(m, a0 + OB_VEL_Y, SPEEDS[m[a0 + OB_SUBTYPE]] ?? 0);
  makeLava(m, a0, a0);
  // .activate. No slot for a piece: the original writes past the object RAM (not modelled).
  const a1 = findNextFreeObj(m, a0);
  if (a1 >= 0) {
    makeLava(m, a0, a1);
    ww(m, a1 + OB_Y, rw(m, a1 + OB_Y) + 0x60);
    ww(m, a1 + GEYSER_BASE_Y, rw(m, a0 + GEYSER_BASE_Y) + 0x60);
    m[a1 + OB_COL_TYPE] = 0x93;
    m[a1 + OB_HEIGHT] = 0x80;
    m[a1 + OB_RENDER] |= 0x10;
    m[a1 + OB_ROUTINE] += 4;
    writeObjectPointer(m, a1 + GMAKE_PARENT, a0);
  }
  if (m[a0 + OB_SUBTYPE] === 0) return;
  const a2 = findNextFreeObj(m, a0);
  if (a2 >= 0) {
    makeLava(m, a0, a2);
    m[a2 + OB_ROUTINE] += 2;
    m[a2 + OB_GFX] |= 0x10;
    ww(m, a2 + OB_Y, rw(m, a2 + OB_Y) + 0x100);
    m[a2 + OB_PRIORITY] = 0;
    ww(m, a2 + GEYSER_BASE_Y, rw(m, a0 + GEYSER_BASE_Y));
    wl(m, a2 + GMAKE_PARENT, rl(m, a0 + GMAKE_PARENT));
  }
  m[a0 + OB_SUBTYPE] = 0;
}

/** `.makelava`: one piece at the head's position. */
function makeLava(m: Uint8Array, a0: number, a1: number): void {
  m[a1 + OB_ID] = ID_LAVA_GEYSER;
  m[a1 + OB_RENDER] = 4;
  m[a1 + OB_ACT_WID] = 0x20;
  ww(m, a1 + OB_X, rw(m, a0 + OB_X));
  ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
  m[a1 + OB_SUBTYPE] = m[a0 + OB_SUBTYPE];
  m[a1 + OB_PRIORITY] = 1;
  m[a1 + OB_ANIM] = m[a0 + OB_SUBTYPE] !== 0 ? 2 : 5;
}

/** `Geyser_Action`: rise/fall, then done below the start (the maker bubbles). */
function action(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const sub = m[a0 + OB_SUBTYPE];
  if (sub <= 1) {
    ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
    if (rw(m, a0 + GEYSER_BASE_Y) < rw(m, a0 + OB_Y)) {
      m[a0 + OB_ROUTINE] += 4;
      const maker = readObjectPointer(m, a0 + GMAKE_PARENT);
      if (maker >= 0) m[maker + OB_ANIM] = sub === 0 ? 3 : 1;
    }
  }
  speedToPos(m, a0);
  animateSprite(m, a0, ANI_GEYSER);
  chkDel(w, a0);
}

/** `loc_EFFC`: the column hangs $60 px below its head; its frame by its length. */
function column(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const head = readObjectPointer(m, a0 + GMAKE_PARENT);
  if (head < 0 || m[head + OB_ROUTINE] === 6) {
    deleteObject(m, a0);
    return;
  }
  const y = (rw(m, head + OB_Y) + 0x60) & 0xffff;
  ww(m, a0 + OB_Y, y);
  const d0 = ((rw(m, a0 + GEYSER_BASE_Y) - y) << 16) >> 16;
  let d1 = 8;
  if (d0 < 0x40) d1 = 0xb;
  if (d0 > 0x80) d1 = 0xe;
  m[a0 + OB_TIME_FRAME] = (m[a0 + OB_TIME_FRAME] - 1) & 0xff;
  if (m[a0 + OB_TIME_FRAME] & 0x80) {
    m[a0 + OB_TIME_FRAME] = 7;
    m[a0 + OB_ANI_FRAME]++;
    if (m[a0 + OB_ANI_FRAME] >= 2) m[a0 + OB_ANI_FRAME] = 0;
  }
  m[a0 + OB_FRAME] = (m[a0 + OB_ANI_FRAME] + d1) & 0xff;
  chkDel(w, a0);
}

function chkDel(w: S1ObjectContext, a0: number): void {
  if (outOfRange(w.s, rw(w.m, a0 + OB_X))) deleteObject(w.m, a0);
}
