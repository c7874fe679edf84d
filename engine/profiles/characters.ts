/**
 * Character sizes and jump forces (SPG section 4; SPEC-NOTES "Jump").
 * Radii in pixels, forces in subpixels/frame.
 */
import type { CharacterId } from './ids.ts';

export interface Character {
  readonly id: CharacterId;
  readonly standWidth: number;
  readonly standHeight: number;
  readonly rollWidth: number;
  readonly rollHeight: number;
  readonly jumpForce: number;
  readonly underwaterJumpForce: number;
  /** Sonic 1/2 shrink the touch box while ducking for Sonic only. */
  readonly duckHitbox: boolean;
}

export const CHARACTERS: Readonly<Record<CharacterId, Character>> = Object.freeze({
  sonic: { id: 'sonic', standWidth: 9, standHeight: 0x13, rollWidth: 7, rollHeight: 0xe, jumpForce: 0x680, underwaterJumpForce: 0x380, duckHitbox: true },
  tails: { id: 'tails', standWidth: 9, standHeight: 0xf, rollWidth: 7, rollHeight: 0xe, jumpForce: 0x680, underwaterJumpForce: 0x380, duckHitbox: false },
  knuckles: { id: 'knuckles', standWidth: 9, standHeight: 0x13, rollWidth: 7, rollHeight: 0xe, jumpForce: 0x600, underwaterJumpForce: 0x300, duckHitbox: false },
});
