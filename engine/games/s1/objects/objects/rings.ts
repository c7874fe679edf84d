/**
 * Object $25 — rings (_incObj/25 & 37 Rings.asm: `Rings`, `Ring_Main`, `Ring_MakeRings`,
 * `Ring_Animate`, `Ring_Collect`, `Ring_Sparkle`, `Ring_Delete`, `CollectRing`).
 *
 * One placement is a row of up to 8 rings: subtype low 3 bits = count - 1 (7 means 7), high
 * nibble = the spacing (Ring_PosData). The first ring is the placed object itself; the rest go
 * into free slots. Each ring's bit in the placement's respawn byte (bits 1..) remembers that it
 * was collected, so it never comes back; when all are gone (bit 0), the placement is deleted.
 * A ring is touchable (type $47) and collected by the touch response: +1 ring (an extra life at
 * 100 and 200 rings), then it sparkles for 4 frames of 6 and deletes itself.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findFreeObj, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_RESPAWN_NO, OB_ROUTINE, OB_SUBTYPE, OB_X, OB_Y, rw, ww, OB_ANIM,
} from '../ram.ts';
import { OBJSTATE, G_ANI1_FRAME, G_LIFE_COUNT } from '../s1State.ts';
import { displaySprite } from '../spriteQueue.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import type { S1ObjectRam } from '../s1Invariants.ts';
import { P_RINGS, W_LIVES } from '../../../../state/layout.ts';
import { EV_RING_COLLECT } from '../../../../state/events.ts';

export const ID_RINGS = 0x25;
/** objoff_32: the placement's x (out_of_range uses it for every ring of the row); objoff_34: the ring's bit. */
const RING_ORIGIN_X = 0x32;
const RING_BIT = 0x34;

/** Ring_PosData: (x, y) steps between the rings of a row, by the subtype's high nibble. */
export const SPACING: readonly number[] = [
  0x10, 0, 0x18, 0, 0x20, 0, 0, 0x10, 0, 0x18, 0, 0x20, 0x10, 0x10, 0x18, 0x18,
  0x20, 0x20, -0x10, 0x10, -0x18, 0x18, -0x20, 0x20, 0x10, 8, 0x18, 0x10, -0x10, 8, -0x18, 0x10,
];

/** Ani_Ring: the sparkle, then the next routine (Ring_Delete). */
export const ANI_RING: AnimationScripts = [[5, 4, 5, 6, 7, 0xfc]];

/** The bytes of a ring's slot that index something (s1Invariants.ts): its one animation script. */
export const RINGS_RAM: S1ObjectRam = {
  [OB_ANIM]: { min: 0, max: ANI_RING.length - 1 },
};

export function rings(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      ringMain(w, a0);
      return;
    case 2:
      ringAnimate(w, a0);
      return;
    case 4:
      ringCollect(w, a0);
      return;
    case 6:
      ringSparkle(w, a0);
      return;
    default:
      deleteObject(w.m, a0);
  }
}

function ringMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const state = OBJSTATE + 2 + m[a0 + OB_RESPAWN_NO];
  let d4 = m[state];
  let count = m[a0 + OB_SUBTYPE] & 7;
  if (count === 7) count = 6;
  const nibble = m[a0 + OB_SUBTYPE] >> 4;
  const dx = SPACING[nibble * 2];
  const dy = SPACING[nibble * 2 + 1];
  let x = rw(m, a0 + OB_X);
  let y = rw(m, a0 + OB_Y);
  let a1 = a0;
  let bit = 0;
  let first = true;
  for (let n = 0; n <= count; n++) {
    const collected = (d4 & 1) !== 0;
    d4 >>= 1;
    if (!collected) {
      m[state] &= 0x7f;
      if (!first) {
        a1 = findFreeObj(m);
        if (a1 < 0) break;
      }
      makeRing(m, a1, a0, x, y, bit);
    }
    first = false;
    bit++;
    x = (x + dx) & 0xffff;
    y = (y + dy) & 0xffff;
  }
  if (m[state] & 1) {
    deleteObject(m, a0);
    return;
  }
  ringAnimate(w, a0);
}

function makeRing(m: Uint8Array, a1: number, a0: number, x: number, y: number, bit: number): void {
  m[a1 + OB_ID] = ID_RINGS;
  m[a1 + OB_ROUTINE] += 2;
  ww(m, a1 + OB_X, x);
  ww(m, a1 + RING_ORIGIN_X, rw(m, a0 + OB_X));
  ww(m, a1 + OB_Y, y);
  m[a1 + OB_RENDER] = 4;
  m[a1 + OB_PRIORITY] = 2;
  m[a1 + OB_COL_TYPE] = 0x47;
  m[a1 + OB_ACT_WID] = 8;
  m[a1 + OB_RESPAWN_NO] = m[a0 + OB_RESPAWN_NO];
  m[a1 + RING_BIT] = bit;
}

function ringAnimate(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_FRAME] = w.s[G_ANI1_FRAME];
  displaySprite(w, a0);
  if (outOfRange(w.s, rw(m, a0 + RING_ORIGIN_X))) deleteObject(m, a0);
}

function ringCollect(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_COL_TYPE] = 0;
  m[a0 + OB_PRIORITY] = 1;
  collectRing(w);
  m[OBJSTATE + 2 + m[a0 + OB_RESPAWN_NO]] |= 1 << (m[a0 + RING_BIT] & 7);
  ringSparkle(w, a0);
}

export function ringSparkle(w: S1ObjectContext, a0: number): void {
  animateSprite(w.m, a0, ANI_RING);
  displaySprite(w, a0);
}

/** `CollectRing`: +1 ring; the first time past 100 and past 200 rings in the act, a life. */
export function collectRing(w: S1ObjectContext): void {
  const s = w.s;
  s[P_RINGS] = (s[P_RINGS] + 1) & 0xffff;
  w.events |= EV_RING_COLLECT;
  if (s[P_RINGS] < 100) return;
  const got100 = (s[G_LIFE_COUNT] & 2) === 0;
  s[G_LIFE_COUNT] |= 2;
  if (!got100) {
    if (s[P_RINGS] < 200) return;
    const got200 = (s[G_LIFE_COUNT] & 4) === 0;
    s[G_LIFE_COUNT] |= 4;
    if (!got200) return;
  }
  s[W_LIVES] = (s[W_LIVES] + 1) & 0xff;
}
