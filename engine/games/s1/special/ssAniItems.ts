/**
 * The item animations (sonic.asm): `SS_RemoveCollectedItem` finds a free one of v_ssitembuffer's
 * 32 slots, and `SS_AniItems` (run by SS_ShowLayout after Sonic every frame) plays each: it
 * writes its frames into the layout cell it points at, so what Sonic touches changes with them.
 * By type (SS_AniIndex): 1 a ring's sparkle ($42..$45, then the cell is empty), 2 a bumper's
 * flash (back to $25), 3 the 1-up's sparkle (then empty), 4 the R block's flash (back to $2B),
 * 5 the emerald's sparkle (then empty, and Sonic leaves the stage: v_player's obRoutine = 4,
 * Obj09_ExitStage), 6 a glass block's flash (then the next glass type its pointer's top byte
 * holds, or empty). Each frame lasts timer + 1 frames (5, 7, 5, 7, 5, 1), the first shown at once.
 * The frame lists are the checkout's (ssData.ts).
 */
import { OB_ROUTINE, rb, rl, wb, wl } from '../objects/ram.ts';
import type { SsContext } from './ssContext.ts';
import { animationOf } from './ssData.ts';
import { B_ITEMS, B_LAYOUT, B_PLAYER, SS_BUFFER_BYTES, SS_ITEM_BYTES, SS_ITEM_SLOTS } from './ssState.ts';
import { SS_BUMPER, SS_REVERSE } from './ssCollision.ts';

export const ITEM_RING = 1;
export const ITEM_BUMPER = 2;
export const ITEM_ONE_UP = 3;
export const ITEM_REVERSE = 4;
export const ITEM_EMERALD = 5;
export const ITEM_GLASS = 6;

/** Each type's frame length less one (the `move.b #n,2(a0)` of SS_AniRingSparks ...). */
const TIMERS = [0, 5, 7, 5, 7, 5, 1];

/**
 * `SS_RemoveCollectedItem`: the first free slot's byte offset in the image (`a2`), or -1 when
 * all 32 are taken (the routine returns with Z clear and the callers skip the animation).
 */
export function ssFreeItem(c: SsContext): number {
  for (let i = 0; i < SS_ITEM_SLOTS; i++) {
    const a = B_ITEMS + i * SS_ITEM_BYTES;
    if (c.m[a] === 0) return a;
  }
  return -1;
}

/** Starts an animation of `type` in slot `a` on the cell at `address` ($00FFxxxx). */
export function ssStartItem(c: SsContext, a: number, type: number, address: number): void {
  wb(c.m, a, type);
  wl(c.m, a + 4, address);
}

/** The image offset of the cell a pointer names (`movea.l 4(a0),a1`: 24 address bits), or -1 outside v_ssbuffer1. */
function cellOf(pointer: number): number {
  const off = (pointer & 0xffffff) - 0xff0000;
  return off >= 0 && off < SS_BUFFER_BYTES ? B_LAYOUT + off : -1;
}

function clearItem(m: Uint8Array, a: number): void {
  wl(m, a, 0);
  wl(m, a + 4, 0);
}

/** `SS_AniItems`: every slot in order, each by its type. */
export function ssAniItems(c: SsContext): void {
  const m = c.m;
  for (let i = 0; i < SS_ITEM_SLOTS; i++) {
    const a = B_ITEMS + i * SS_ITEM_BYTES;
    const type = m[a];
    if (type === 0 || type >= TIMERS.length) continue;
    // subq.b #1,2(a0); bpl.s: the frame is not over.
    const timer = (m[a + 2] - 1) & 0xff;
    m[a + 2] = timer;
    if (timer < 0x80) continue;
    m[a + 2] = TIMERS[type];
    const n = m[a + 3];
    m[a + 3] = (n + 1) & 0xff;
    const pointer = rl(m, a + 4);
    const cell = cellOf(pointer);
    const list = animationOf(c.data, type);
    const d0 = n < list.length ? list[n] : 0;
    const write = (v: number): void => {
      if (cell >= 0) m[cell] = v;
    };
    switch (type) {
      case ITEM_BUMPER:
      case ITEM_REVERSE:
        // SS_AniBumper, SS_AniReverse: the block comes back when the flash ends.
        if (d0 !== 0) write(d0);
        else {
          clearItem(m, a);
          write(type === ITEM_BUMPER ? SS_BUMPER : SS_REVERSE);
        }
        break;
      case ITEM_GLASS:
        // SS_AniGlassBlock: the flash ends in the type kept in the pointer's top byte.
        write(d0);
        if (d0 === 0) {
          write(rb(m, a + 4));
          clearItem(m, a);
        }
        break;
      default:
        // SS_AniRingSparks, SS_Ani1Up, SS_AniEmeraldSparks: the cell is left empty.
        write(d0);
        if (d0 === 0) {
          clearItem(m, a);
          if (type === ITEM_EMERALD) wb(m, B_PLAYER + OB_ROUTINE, 4);
        }
    }
  }
}
