/**
 * Sonic 1's object manager, as the game runs it:
 * - `ExecuteObjects`: every slot in order, Sonic (slot 0) first; while Sonic is dead only the
 *   reserved slots run and level objects are just displayed;
 * - `ObjPosLoad` (OPL_Main / OPL_Next): placements load as the camera's 128-px column moves,
 *   from a right cursor 0x280 px ahead and a left cursor 0x80 px behind, through `FindFreeObj`;
 *   placements with bit 7 of their id are tracked in the respawn table (v_objstate) so one that
 *   was collected or destroyed does not come back;
 * - `FindFreeObj` / `FindNextFreeObj`, `DeleteObject`, `RememberState` and `out_of_range`.
 * Word compares are signed or unsigned exactly where the original's are. Addresses are byte
 * offsets into the object RAM view (engine/games/s1/objects/ram.ts).
 */
import { C_X } from '../../../state/layout.ts';
import {
  LEVEL_OBJECTS_END, LEVEL_OBJECTS_START, LEVEL_SLOT_FIRST, OBJECT_SIZE, RESERVED_SLOTS_IN_USE, SLOT_HIGH, OB_ID, OB_RENDER, OB_RESPAWN_NO, OB_STATUS, OB_SUBTYPE, OB_X, OB_Y,
  RENDER_ON_SCREEN, clearSlot, rw, ww,
} from './ram.ts';
import { G_OPL_LEFT, G_OPL_RIGHT, G_OPL_ROUTINE, G_OPL_SCREEN, G_PLAYER_GONE, OBJSTATE, OBJSTATE_BYTES } from './s1State.ts';
import type { S1ObjectContext } from './context.ts';
import { displaySprite } from './spriteQueue.ts';
import { s1ObjectRoutines } from './objectTable.ts';
import { clearSolidBoxes } from './solidBoxes.ts';

/**
 * `ExecuteObjects`. `playerDead`: Sonic's routine was 6 or more when the frame began. The whole
 * id byte picks the code, as Obj_Index is indexed (ids $80 and up are objects code loads).
 */
export function executeObjects(w: S1ObjectContext, playerDead: boolean): void {
  const m = w.m;
  const routines = s1ObjectRoutines();
  clearSolidBoxes(w);
  // Slot 0 runs unless Sonic's object was removed (obID 0: the giant ring's flash).
  if (w.s[G_PLAYER_GONE] === 0) w.playerUpdate();
  for (let i = 0; i < RESERVED_ADDRESSES.length; i++) {
    const a = RESERVED_ADDRESSES[i];
    const id = m[a + OB_ID];
    if (id === 0) continue;
    const routine = routines[id];
    if (routine !== undefined) routine(w, a);
  }
  // The address of the last occupied level slot (addresses, not slot numbers: no division per slot).
  let last = LEVEL_OBJECTS_START - OBJECT_SIZE;
  if (!playerDead) {
    // The bound is read again every slot: an object may hand out a higher slot to a child.
    // It never passes the object RAM (a savestate's high-water mark is checked, this holds anyway).
    for (let a = LEVEL_OBJECTS_START; a < m[SLOT_HIGH] * OBJECT_SIZE && a < LEVEL_OBJECTS_END; a += OBJECT_SIZE) {
      const id = m[a + OB_ID];
      if (id === 0) continue;
      last = a;
      const routine = routines[id];
      if (routine !== undefined) routine(w, a);
    }
  } else {
    for (let a = LEVEL_OBJECTS_START; a < m[SLOT_HIGH] * OBJECT_SIZE && a < LEVEL_OBJECTS_END; a += OBJECT_SIZE) {
      if (m[a + OB_ID] === 0) continue;
      last = a;
      if (m[a + OB_RENDER] & RENDER_ON_SCREEN) displaySprite(w, a);
    }
  }
  // Slots above the last one found are empty; a slot handed out later raises the bound again.
  const high = last / OBJECT_SIZE + 1;
  if (high < m[SLOT_HIGH]) m[SLOT_HIGH] = high;
}

/** The reserved slots' addresses, in slot order. */
const RESERVED_ADDRESSES: readonly number[] = RESERVED_SLOTS_IN_USE.map((slot) => slot * OBJECT_SIZE);

/** `FindFreeObj`: the first empty level slot, or -1 when all $60 are taken. */
export function findFreeObj(m: Uint8Array): number {
  for (let a = LEVEL_OBJECTS_START; a < LEVEL_OBJECTS_END; a += OBJECT_SIZE) if (m[a + OB_ID] === 0) return handOut(m, a);
  return -1;
}

/** `FindNextFreeObj`: the first empty slot after `a0` (children that run this same frame), or -1. */
export function findNextFreeObj(m: Uint8Array, a0: number): number {
  for (let a = a0; a < LEVEL_OBJECTS_END; a += OBJECT_SIZE) if (m[a + OB_ID] === 0) return handOut(m, a);
  return -1;
}

/** A slot about to be filled: the loops over level slots must reach it. */
function handOut(m: Uint8Array, a: number): number {
  const slot = a / OBJECT_SIZE;
  if (slot >= m[SLOT_HIGH]) m[SLOT_HIGH] = slot + 1;
  return a;
}

/** `DeleteObject`. */
export function deleteObject(m: Uint8Array, a0: number): void {
  clearSlot(m, a0);
}

/** `out_of_range`: the object's 128-px column is more than 640 px right of the camera's column - 128 (unsigned). */
export function outOfRange(s: Int32Array, x: number): boolean {
  const d = ((x & 0xff80) - (((s[C_X] - 128) & 0xffff) & 0xff80)) & 0xffff;
  return d > 128 + 320 + 192;
}

/**
 * `RememberState`: out of range, the object is deleted and its respawn bit cleared (so it loads
 * again); in range it is displayed. Returns whether it was deleted.
 */
export function rememberState(w: S1ObjectContext, a0: number): boolean {
  const m = w.m;
  if (!outOfRange(w.s, rw(m, a0 + OB_X))) {
    displaySprite(w, a0);
    return false;
  }
  const n = m[a0 + OB_RESPAWN_NO];
  if (n !== 0) m[OBJSTATE + 2 + n] &= 0x7f;
  deleteObject(m, a0);
  return true;
}

// --- ObjPosLoad ----------------------------------------------------------------------------

/** Reads a placement's x word; before the list's start the ROM holds the previous list's $FFFF end. */
function placementX(p: Uint8Array, at: number): number {
  if (at < 0 || at + 1 >= p.length) return 0xffff;
  return (p[at] << 8) | p[at + 1];
}

/**
 * Whether a backwards step from cursor `at` stays in the placement list. Before the list's start
 * (or past its end) the entry reads as $FFFF, which stops a forward walk but, read signed, not a
 * backward one when the camera is past $8000: the walks are bounded by the list itself, whatever
 * the cursor and the camera say. Never false for a cursor the loader left.
 */
function inList(p: Uint8Array, at: number): boolean {
  return at >= 6 && at <= p.length;
}

function placementTracked(p: Uint8Array, at: number): boolean {
  return at >= 0 && at + 4 < p.length && (p[at + 4] & 0x80) !== 0;
}

/** `ObjPosLoad`, once per frame after the camera moved (and once at the act's start). */
export function objPosLoad(w: S1ObjectContext): void {
  const s = w.s;
  const m = w.m;
  const p = w.placements;
  if (s[G_OPL_ROUTINE] === 0) {
    s[G_OPL_ROUTINE] = 2;
    m[OBJSTATE] = 1;
    m[OBJSTATE + 1] = 1;
    m.fill(0, OBJSTATE + 2, OBJSTATE + OBJSTATE_BYTES);
    let d6 = (s[C_X] & 0xffff) - 0x80;
    if (d6 < 0) d6 = 0;
    d6 &= 0xff80;
    let a = 0;
    while (d6 > placementX(p, a)) {
      if (placementTracked(p, a)) m[OBJSTATE]++;
      a += 6;
    }
    s[G_OPL_RIGHT] = a;
    a = 0;
    d6 -= 0x80;
    if (d6 >= 0) {
      while (d6 > placementX(p, a)) {
        if (placementTracked(p, a)) m[OBJSTATE + 1]++;
        a += 6;
      }
    }
    s[G_OPL_LEFT] = a;
    s[G_OPL_SCREEN] = 0xffff;
  }
  oplNext(w);
}

function oplNext(w: S1ObjectContext): void {
  const s = w.s;
  const m = w.m;
  const p = w.placements;
  let d6 = s[C_X] & 0xff80;
  const screen = s[G_OPL_SCREEN];
  if (d6 === screen) return;
  if (sign16(d6) < sign16(screen)) {
    // Moving left: load from the left cursor backwards, unload the right cursor's side.
    s[G_OPL_SCREEN] = d6;
    let a = s[G_OPL_LEFT];
    d6 = (d6 - 0x80) & 0xffff;
    if ((s[C_X] & 0xff80) >= 0x80) {
      while (inList(p, a) && sign16(d6) < sign16(placementX(p, a - 6))) {
        a -= 6;
        let d2 = 0;
        if (placementTracked(p, a)) {
          m[OBJSTATE + 1]--;
          d2 = m[OBJSTATE + 1];
        }
        const r = makeItem(w, a, d2);
        if (r < 0) {
          if (placementTracked(p, a)) m[OBJSTATE + 1]++;
          a += 6;
          break;
        }
      }
    }
    s[G_OPL_LEFT] = a;
    a = s[G_OPL_RIGHT];
    d6 = (d6 + 0x300) & 0xffff;
    while (inList(p, a) && !(sign16(d6) > sign16(placementX(p, a - 6)))) {
      if (placementTracked(p, a - 6)) m[OBJSTATE]--;
      a -= 6;
    }
    s[G_OPL_RIGHT] = a;
    return;
  }
  // Moving right: load from the right cursor onwards, move the left cursor past what is behind.
  s[G_OPL_SCREEN] = d6;
  let a = s[G_OPL_RIGHT];
  d6 = (d6 + 0x280) & 0xffff;
  while (d6 > placementX(p, a)) {
    let d2 = 0;
    if (placementTracked(p, a)) {
      d2 = m[OBJSTATE];
      m[OBJSTATE]++;
    }
    const r = makeItem(w, a, d2);
    if (r < 0) break;
    a = r;
  }
  s[G_OPL_RIGHT] = a;
  a = s[G_OPL_LEFT];
  const back = d6 - 0x300;
  if (back >= 0) {
    while (back > placementX(p, a)) {
      if (placementTracked(p, a)) m[OBJSTATE + 1]++;
      a += 6;
    }
  }
  s[G_OPL_LEFT] = a;
}

/**
 * `loc_DA3C` / `OPL_MakeItem`: a tracked placement whose respawn bit is already set is skipped;
 * otherwise the bit is set (even if no slot is free: the original sets it first) and the
 * object goes into the first free slot. Returns the cursor past the placement, or -1 when no
 * slot was free (the cursor stays).
 */
function makeItem(w: S1ObjectContext, at: number, d2: number): number {
  const m = w.m;
  const p = w.placements;
  const tracked = placementTracked(p, at);
  if (tracked) {
    const bit = OBJSTATE + 2 + d2;
    const was = m[bit] & 0x80;
    m[bit] |= 0x80;
    if (was) return at + 6;
  }
  const a1 = findFreeObj(m);
  if (a1 < 0) return -1;
  const yWord = (p[at + 2] << 8) | p[at + 3];
  ww(m, a1 + OB_X, (p[at] << 8) | p[at + 1]);
  ww(m, a1 + OB_Y, yWord & 0xfff);
  // `rol.w #2`: y's bits 15 and 14 become render/status bits 1 (y-flip) and 0 (x-flip).
  const flip = ((yWord >> 14) & 1) | (((yWord >> 15) & 1) << 1);
  m[a1 + OB_RENDER] = flip;
  m[a1 + OB_STATUS] = flip;
  const id = p[at + 4];
  if (id & 0x80) m[a1 + OB_RESPAWN_NO] = d2;
  m[a1 + OB_ID] = id & 0x7f;
  m[a1 + OB_SUBTYPE] = p[at + 5];
  return at + 6;
}

function sign16(v: number): number {
  return (v << 16) >> 16;
}
