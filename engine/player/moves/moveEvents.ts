/**
 * What the characters' moves report each frame, beside the frame's event bits (those are all
 * taken): one bit per move that began, in P_MOVE_EVENTS, cleared as each frame starts. Traces
 * print their names (`moves`), the workbench shows them.
 */
import { P_MOVE_EVENTS } from '../../state/layout.ts';

export const ME_FLIGHT = 1 << 0; // Tails took off (Tails_Test_For_Flight)
export const ME_FLAP = 1 << 1; // Tails flapped
export const ME_GLIDE = 1 << 2; // Knuckles began to glide
export const ME_SLIDE = 1 << 3; // the glide met a floor: sliding
export const ME_WALL_GRAB = 1 << 4; // Knuckles caught a wall
export const ME_LEDGE_CLIMB = 1 << 5; // Knuckles began to climb over a ledge
export const ME_WALL_JUMP = 1 << 6; // Knuckles jumped off a wall
export const ME_INSTA_SHIELD = 1 << 7;
export const ME_FIRE_DASH = 1 << 8;
export const ME_LIGHTNING_JUMP = 1 << 9;
export const ME_BUBBLE_DROP = 1 << 10;
export const ME_BUBBLE_BOUNCE = 1 << 11;
export const ME_TRANSFORM = 1 << 12; // super or hyper
export const ME_REVERT = 1 << 13; // back to normal, the rings gone
export const ME_HYPER_DASH = 1 << 14;
export const ME_DROP_DASH_CHARGE = 1 << 15; // the press that starts the charge
export const ME_DROP_DASH = 1 << 16; // the dash on landing

export const MOVE_EVENT_NAMES: readonly string[] = [
  'flight', 'flap', 'glide', 'slide', 'wallGrab', 'ledgeClimb', 'wallJump', 'instaShield', 'fireDash', 'lightningJump',
  'bubbleDrop', 'bubbleBounce', 'transform', 'revert', 'hyperDash', 'dropDashCharge', 'dropDash',
];

export function moveEvent(s: Int32Array, bit: number): void {
  s[P_MOVE_EVENTS] |= bit;
}

export function moveEventNames(bits: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < MOVE_EVENT_NAMES.length; i++) if (bits & (1 << i)) out.push(MOVE_EVENT_NAMES[i]);
  return out;
}
