/**
 * How the inspector spells engine numbers (CONTRACTS §2 units). Positions and speeds are
 * subpixels: shown as pixel:subpixel with the pixel floored (so -1 subpixel is -1:FF, the way
 * the original's 16.8 words read in a RAM watch), plus the raw value and its hex word.
 */
import { MODE_NAMES, ST_AIR, ST_DEAD, ST_FACING_LEFT, ST_JUMPING, ST_ON_OBJECT, ST_PEELOUT, ST_PUSH, ST_ROLL, ST_ROLL_JUMP, ST_SPINDASH, ST_STICK, ST_UNDERWATER } from '../../../engine/state/layout.ts';

const hex2 = (v: number): string => (v & 0xff).toString(16).toUpperCase().padStart(2, '0');

/** "64:00" for 16384; "-1:FF" for -1. */
export function pixelSub(v: number): string {
  return `${v >> 8}:${hex2(v)}`;
}

/** A position as the original keeps it: pixel word and subpixel byte, "0040:00". */
export function positionHex(v: number): string {
  return `${((v >> 8) & 0xffff).toString(16).toUpperCase().padStart(4, '0')}:${hex2(v)}`;
}

/** A speed as the original's signed 16-bit word, "FA2A" for -1494. */
export function wordHex(v: number): string {
  return (v & 0xffff).toString(16).toUpperCase().padStart(4, '0');
}

/** A hex angle as "0xC0" and degrees counter-clockwise (SPG convention: 0xC0 = 90°). */
export function angleText(a: number): { hex: string; degrees: string } {
  const deg = (((256 - (a & 0xff)) & 0xff) * 360) / 256;
  return { hex: `0x${hex2(a)}`, degrees: `${Number.isInteger(deg) ? deg : deg.toFixed(2)}°` };
}

export const STATUS_FLAGS: readonly (readonly [bit: number, name: string])[] = [
  [ST_AIR, 'air'],
  [ST_ROLL, 'roll'],
  [ST_PUSH, 'push'],
  [ST_ON_OBJECT, 'onObject'],
  [ST_FACING_LEFT, 'facingLeft'],
  [ST_ROLL_JUMP, 'rollJump'],
  [ST_JUMPING, 'jumping'],
  [ST_STICK, 'stick'],
  [ST_SPINDASH, 'spindash'],
  [ST_PEELOUT, 'peelOut'],
  [ST_UNDERWATER, 'underwater'],
  [ST_DEAD, 'dead'],
];

export function statusNames(status: number): string[] {
  return STATUS_FLAGS.filter(([bit]) => (status & bit) !== 0).map(([, name]) => name);
}

export function modeName(mode: number): string {
  return MODE_NAMES[mode & 3];
}
