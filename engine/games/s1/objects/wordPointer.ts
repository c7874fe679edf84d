/**
 * Object addresses kept as words (`move.w a1,(a2)+`): the low word of the 68000 address,
 * $D000 + the slot's offset, which `moveq #-1,d0; move.w (a2),d0; movea.l d0,a1` turns back into
 * $FFFFxxxx. The FZ boss keeps its plasma launcher and cylinders this way, SBZ2's false floor
 * its blocks. A word that was never written (the object found no free slot) would address RAM
 * outside the object space; readers get -1 for it and skip what the original would corrupt.
 */
import { OBJECT_RAM_BYTES, OBJECT_SIZE, rw, ww } from './ram.ts';

/** The low word of v_objspace ($FFFFD000). */
const OBJSPACE_WORD = 0xd000;

export function writeWordPointer(m: Uint8Array, at: number, a1: number): void {
  ww(m, at, (OBJSPACE_WORD + a1) & 0xffff);
}

/** The slot address the word names, or -1 when it names no slot. */
export function readWordPointer(m: Uint8Array, at: number): number {
  const a = (rw(m, at) - OBJSPACE_WORD) & 0xffff;
  return a < OBJECT_RAM_BYTES && a % OBJECT_SIZE === 0 ? a : -1;
}
