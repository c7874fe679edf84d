/**
 * Hyper Sonic's dash (Sonic & Knuckles `Sonic_HyperDash`, `Sonic_HyperDash_Velocities`): a jump
 * press in the air while hyper. The held D-pad (Up 1, Down 2, Left 4, Right 8 — the same bits as
 * engine/input.ts) indexes a table of eight directions at 0x800 per axis; no direction, or a
 * combination of 0xB or more (opposite directions held), dashes ±0x800 the way Sonic faces with
 * Y speed 0. X speed and ground speed both take the X value. The camera lags 32 frames as after
 * the fire dash. SPG "Hyper Blast Ability" describes only forward and up (see superForm.ts).
 * Not modelled: `HyperAttackTouchResponse` (every enemy on screen destroyed).
 */
import { BTN_DOWN, BTN_LEFT, BTN_RIGHT, BTN_UP } from '../../input.ts';
import { P_DOUBLE_JUMP, P_GSP, P_STATUS, P_XSP, P_YSP, ST_FACING_LEFT } from '../../state/layout.ts';
import type { PlayerContext } from '../context.ts';
import { dashCameraLag } from './elementalShields.ts';
import { moveEvent, ME_HYPER_DASH } from './moveEvents.ts';

export const HYPER_DASH_SPEED = 0x800;

/** [xsp, ysp] for D-pad values 1..10. */
const VELOCITIES: readonly (readonly [number, number])[] = [
  [0, -0x800], // up
  [0, 0x800], // down
  [0, 0], // up + down
  [-0x800, 0], // left
  [-0x800, -0x800], // left + up
  [-0x800, 0x800], // left + down
  [0, 0], // left + up + down
  [0x800, 0], // right
  [0x800, -0x800], // right + up
  [0x800, 0x800], // right + down
];

export function hyperDash(c: PlayerContext): void {
  const s = c.s;
  dashCameraLag(c);
  s[P_DOUBLE_JUMP] = 1;
  moveEvent(s, ME_HYPER_DASH);
  const dpad = c.held & (BTN_UP | BTN_DOWN | BTN_LEFT | BTN_RIGHT);
  if (dpad !== 0 && dpad < 0xb) {
    const [x, y] = VELOCITIES[dpad - 1];
    s[P_XSP] = x;
    s[P_GSP] = x;
    s[P_YSP] = y;
    return;
  }
  const v = s[P_STATUS] & ST_FACING_LEFT ? -HYPER_DASH_SPEED : HYPER_DASH_SPEED;
  s[P_XSP] = v;
  s[P_GSP] = v;
  s[P_YSP] = 0;
}
