/**
 * Labyrinth wind tunnels (Sonic 1 `LZWindTunnels`): boxes (LZWind_Data: left, top, right, bottom)
 * where the current carries the player: while its centre is inside (unsigned compares), and
 * tunnels are on (f_wtunnelallow clear) and it is not hurt or dead, it is airborne with x speed
 * $400, y speed 0, x + 4 px a frame, and Up / Down move it 1 px. In the box's first 256-pixel
 * page the tunnel curves: y + 2 (act 2: y - 2). Leaving the box ends the tunnel mode.
 *
 * The original tests the curve with the VBlank counter's low bits in the low byte of the x it
 * compares (a register reused); those bits can never change the result (they are below $40 and
 * the boxes start at a multiple of $20 past a page), so the curve is decided by x's page alone.
 */
import { BTN_DOWN, BTN_UP } from '../../../input.ts';
import { P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_DEAD, ST_HURT, W_WIND_TUNNEL, W_WIND_TUNNEL_OFF } from '../../../state/layout.ts';

/** LZWind_Data: act 1 has two tunnels; acts 2, 3 and SBZ3 one each. */
export const TUNNELS: readonly (readonly number[])[] = [
  [0xa80, 0x300, 0xc10, 0x380, 0xf80, 0x100, 0x1410, 0x180],
  [0x460, 0x400, 0x710, 0x480],
  [0xa20, 0x600, 0x1610, 0x6e0],
  [0xc80, 0x600, 0x13d0, 0x680],
];

/** `held` is the player's pad this frame (v_jpadhold2). */
export function windTunnels(s: Int32Array, act: number, held: number): void {
  const boxes = TUNNELS[act];
  const x = (s[P_X] >> 8) & 0xffff;
  const y = (s[P_Y] >> 8) & 0xffff;
  for (let b = 0; b < boxes.length; b += 4) {
    const left = boxes[b];
    if (x < left || x >= boxes[b + 2] || y < boxes[b + 1] || y >= boxes[b + 3]) continue;
    if (s[W_WIND_TUNNEL_OFF] !== 0) return;
    if (s[P_STATUS] & (ST_HURT | ST_DEAD)) {
      s[W_WIND_TUNNEL] = 0;
      return;
    }
    s[W_WIND_TUNNEL] = 1;
    if (((x & 0xff00) - 0x80) < left) addPixels(s, P_Y, act === 1 ? -2 : 2);
    addPixels(s, P_X, 4);
    s[P_XSP] = 0x400;
    s[P_YSP] = 0;
    s[P_STATUS] |= ST_AIR;
    if (held & BTN_UP) addPixels(s, P_Y, -1);
    if (held & BTN_DOWN) addPixels(s, P_Y, 1);
    return;
  }
  s[W_WIND_TUNNEL] = 0;
}

/** `addq.w #n,obX(a0)`: the pixel word changes, the subpixel stays. */
function addPixels(s: Int32Array, field: number, n: number): void {
  s[field] += n << 8;
}
