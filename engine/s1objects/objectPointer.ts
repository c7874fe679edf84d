/**
 * Objects that keep another object's address (a parent, a child, the object a flame sits on)
 * store it as a 68000 long: v_objspace + slot * $40, that is $FFFFD000 upwards. The engine keeps
 * those longs in the object RAM exactly so, and turns them back into slot addresses (byte
 * offsets into the object RAM view) when an object follows one. The 68000 decodes only 24
 * address bits, which some objects rely on (Caterkiller keeps a counter in a pointer's top byte).
 */
import { OBJECT_RAM_BYTES, rl, wl } from './ram.ts';

/** v_objspace in the 68000's 24-bit address space. */
const OBJSPACE = 0xffd000;

/** The long an object stores for the slot at `a0` (`move.l a0,objoff_3C(a1)`). */
export function objectAddress(a0: number): number {
  return (0xff000000 | (OBJSPACE + a0)) | 0;
}

/** The slot a stored long points at, or -1 when it points outside the object RAM (0, ROM). */
export function pointedSlot(v: number): number {
  const a = (v & 0xffffff) - OBJSPACE;
  return a >= 0 && a < OBJECT_RAM_BYTES ? a : -1;
}

/** `move.l a0,off(a1)`. */
export function writePointer(m: Uint8Array, at: number, a0: number): void {
  wl(m, at, objectAddress(a0));
}

/** `movea.l off(a0),a1`: the slot it names, or -1. */
export function readPointer(m: Uint8Array, at: number): number {
  return pointedSlot(rl(m, at));
}
