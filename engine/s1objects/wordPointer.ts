/**
 * Object addresses kept as words (`move.w a1,objoff_36(a0)`): the low word of the 68000's
 * address, v_objspace ($FFFFD000) + the slot's offset, read back with `moveq #-1,d0;
 * move.w ...,d0; movea.l d0,a1` as $FFFF0000 + the word. The SYZ boss keeps the block it
 * carries this way, the SLZ boss its seesaws.
 */
import { OBJECT_RAM_BYTES, V_OBJSPACE, rw, ww } from './ram.ts';

/** `move.w a1,(at)`. */
export function writeWordPointer(m: Uint8Array, at: number, a: number): void {
  ww(m, at, (V_OBJSPACE + a) & 0xffff);
}

/**
 * The slot address the word at `at` names, or -1 when it names no object slot (0, never set:
 * the game would read $FFFF0000, the start of RAM, which the engine does not model).
 */
export function readWordPointer(m: Uint8Array, at: number): number {
  const a = rw(m, at) - (V_OBJSPACE & 0xffff);
  return a >= 0 && a < OBJECT_RAM_BYTES ? a : -1;
}

/** The long `$FFFF0000 | word` the game compares with (`cmp.l objoff_3C(a1),d0`). */
export function wordPointerLong(m: Uint8Array, at: number): number {
  return (0xffff0000 | rw(m, at)) | 0;
}
