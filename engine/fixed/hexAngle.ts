/**
 * Hex-angle helpers. Hex angles run clockwise, 256 to the circle: 0 flat floor,
 * 0x40 the left-wall mode, 0x80 ceiling, 0xC0 the right-wall mode. An odd angle on a tile is
 * the "flagged" marker (0xFF in level data).
 */
import type { HexAngle } from './units.ts';

export function wrapAngle(a: number): HexAngle {
  return (a & 0xff) as HexAngle;
}

/** A tile angle with its low bit set is flagged: the reader substitutes its own angle. */
export function isFlagged(a: number): boolean {
  return (a & 1) !== 0;
}

/** Degrees (counter-clockwise, as the SPG prints them) for display only; never used by the engine. */
export function hexToDegrees(a: number): number {
  return ((256 - (a & 0xff)) % 256) * 360 / 256;
}

/** The signed byte of an 8-bit value (-128..127), as the 68000 reads `.b` operands. */
export function signedByte(v: number): number {
  return (v << 24) >> 24;
}

/** The signed word of a 16-bit value (-32768..32767), as the 68000 reads `.w` operands. */
export function signedWord(v: number): number {
  return (v << 16) >> 16;
}
