/**
 * f_switch: the sixteen switch bytes (Variables.asm), packed four to a word in the state
 * (layout.ts W_SWITCHES: byte n in word W_SWITCHES + (n >> 2), bits (n & 3) * 8). Buttons set
 * them (bit 0 pressed, bit 7 the other kind of press), doors, blocks and stompers read them, and
 * the dynamic level events and the Labyrinth water read and write them: everything goes through
 * these two accessors so the packing lives in one place.
 */
import { W_SWITCHES } from '../../../state/layout.ts';

/** `move.b (f_switch+n).w,d0` (n = 0..$F). */
export function switchByte(s: Int32Array, n: number): number {
  return (s[W_SWITCHES + ((n >> 2) & 3)] >>> ((n & 3) << 3)) & 0xff;
}

/** `move.b #v,(f_switch+n).w`. */
export function setSwitchByte(s: Int32Array, n: number, v: number): void {
  const w = W_SWITCHES + ((n >> 2) & 3);
  const shift = (n & 3) << 3;
  s[w] = (s[w] & ~(0xff << shift)) | ((v & 0xff) << shift);
}
