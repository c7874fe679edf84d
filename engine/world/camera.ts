/**
 * The camera (Sonic 1 `ScrollHoriz`/`MoveScreenHoriz`, `ScrollVertical`; Sonic 2 `ScrollHoriz`
 * with `Horiz_scroll_delay_val`; SPG section 20). Runs last in the frame. Whole pixels, and
 * the game's 16-bit word arithmetic.
 *
 * Horizontal: borders at 144 and 160 from the camera's left edge; scroll by how far the player
 * passed them, at most `cameraMaxSpeed`, then clamp to the left and right limits (signed
 * compares). Sonic 1 tests the borders with unsigned subtractions (`subi.w #144,d0; bcs`): a
 * player left of the camera's edge counts as far ahead and scrolls it right. Sonic 1 caps only
 * rightward scrolling. During the spindash lag the player's x is read from the position history.
 *
 * Vertical: in the air a border of +-32 around the focal point (bias); on the ground the camera
 * keeps the player at the focal point, at 6 px/frame below ground speed 0x800 (16 or 24 above),
 * 2 px/frame while the bias is shifted (looking up or down). When the camera would stay put but
 * the bottom limit just moved (f_bgscrollvert), it re-clamps to the limits instead. Past the top
 * limit by 0x100 or past the bottom at 0x800 (LZ3 and SBZ2 set those limits), the camera and the
 * player wrap vertically by 0x800 — on a real act, whose limits are the game's; a level file
 * taller than 0x800 px (a Sonic 3 act converted to a file, say) does not wrap: the wrap is the
 * act's rule, not its height's, and a file has no act to say so.
 */
import {
  C_BIAS, C_HIST_INDEX, C_LAG, C_X, C_XSHIFT, C_Y, HIST_BASE, HIST_ENTRIES, P_GSP, P_SPINDASH_COUNTER, P_STATUS, P_X, P_Y,
  ST_AIR, ST_FACING_LEFT, ST_PEELOUT, ST_ROLL, W_LIMIT_BOTTOM, W_LIMIT_LEFT, W_LIMIT_MOVED, W_LIMIT_RIGHT, W_LIMIT_TOP,
} from '../state/layout.ts';
import { CAMERA_BIAS_DEFAULT } from '../player/constants.ts';
import type { Profile } from '../profiles/profile.ts';

/** `wraps`: the level is a real act, whose limits may make the camera wrap vertically. */
export function moveCamera(s: Int32Array, p: Profile, wraps: boolean): void {
  moveCameraX(s, p);
  moveCameraY(s, p, wraps);
}

function moveCameraX(s: Int32Array, p: Profile): void {
  if (p.cameraHorizontal === 'focal') {
    moveCameraFocalX(s, p);
    return;
  }
  let px = s[P_X] >> 8;
  if (s[C_LAG] !== 0) {
    s[C_LAG] -= 0x100;
    const back = ((s[C_LAG] >> 8) & 0xff) + 1;
    px = s[HIST_BASE + 2 * ((s[C_HIST_INDEX] - back) & (HIST_ENTRIES - 1))];
  }
  const cap = p.cameraMaxSpeed;
  const camX = s[C_X];
  let d: number;
  if (p.cameraBorderCompare === 'unsigned') {
    const rel = (px - camX) & 0xffff;
    if (rel < 144) {
      d = rel - 144;
    } else {
      if (rel < 160) return;
      d = rel - 160;
      if (d > cap) d = cap;
    }
  } else {
    d = sign16(px - camX) - 144;
    if (d >= 0) {
      d -= 16;
      if (d < 0) return;
      if (d > cap) d = cap;
    }
  }
  if (d < 0) {
    if (p.cameraCapsLeftScroll && d < -cap) d = -cap;
    const n = sign16(camX + d);
    const left = s[W_LIMIT_LEFT];
    s[C_X] = n > left ? n : left;
    return;
  }
  const n = sign16(camX + d);
  const right = s[W_LIMIT_RIGHT];
  s[C_X] = n < right ? n : right;
}

/**
 * Sonic CD: one horizontal focal point at 160 px, which the extended camera shifts up to 64 px
 * opposite the facing direction, 2 px per frame, while |ground speed| >= 6 px/frame (or a
 * peel-out has charged 16 frames); it drifts back below that. Ground speed is not updated in
 * the air, so the shift stays off-centre through a jump, as in the original.
 */
function moveCameraFocalX(s: Int32Array, p: Profile): void {
  const g = s[P_GSP] < 0 ? -s[P_GSP] : s[P_GSP];
  const charged = (s[P_STATUS] & ST_PEELOUT) !== 0 && s[P_SPINDASH_COUNTER] >= 16;
  const target = g >= 0x600 || charged ? (s[P_STATUS] & ST_FACING_LEFT ? 64 : -64) : 0;
  const shift = s[C_XSHIFT];
  s[C_XSHIFT] = shift < target ? shift + 2 : shift > target ? shift - 2 : shift;
  const cap = p.cameraMaxSpeed;
  let d = (s[P_X] >> 8) - s[C_X] - (160 + s[C_XSHIFT]);
  if (d > cap) d = cap;
  else if (d < -cap) d = -cap;
  let n = s[C_X] + d;
  if (n < s[W_LIMIT_LEFT]) n = s[W_LIMIT_LEFT];
  if (n > s[W_LIMIT_RIGHT]) n = s[W_LIMIT_RIGHT];
  s[C_X] = n;
}

function moveCameraY(s: Int32Array, p: Profile, wraps: boolean): void {
  const camY = s[C_Y];
  const bias = s[C_BIAS];
  let d = sign16((s[P_Y] >> 8) - camY);
  if (s[P_STATUS] & ST_ROLL) d -= 5;
  const fast = p.cameraMaxSpeed;
  let cap: number;
  if (s[P_STATUS] & ST_AIR) {
    d = d + 32 - bias;
    if (d >= 0 && d < 64) {
      if (s[W_LIMIT_MOVED] === 0) return;
      s[W_LIMIT_MOVED] = 0;
      settle(s, camY, 0, wraps);
      return;
    }
    if (d >= 64) d -= 64;
    cap = fast;
  } else {
    d -= bias;
    if (d === 0) {
      if (s[W_LIMIT_MOVED] === 0) return;
      s[W_LIMIT_MOVED] = 0;
      settle(s, camY, 0, wraps);
      return;
    }
    if (bias !== CAMERA_BIAS_DEFAULT) cap = 2;
    else {
      const g = s[P_GSP] & 0xffff;
      const speed = g & 0x8000 ? 0x10000 - g : g;
      cap = speed >= 0x800 ? fast : 6;
    }
  }
  if (d > cap) d = cap;
  else if (d < -cap) d = -cap;
  settle(s, camY, d, wraps);
}

/** The camera moves by `d` and meets the limits (loc_66CC / loc_6700 of ScrollVertical). */
function settle(s: Int32Array, camY: number, d: number, wraps: boolean): void {
  let n = sign16(camY + d);
  if (d < 0) {
    const top = s[W_LIMIT_TOP];
    if (n <= top) {
      if (n > -0x100 || !wraps) n = top;
      else {
        n &= 0x7ff;
        wrapPlayer(s);
      }
    }
  } else {
    const bottom = s[W_LIMIT_BOTTOM];
    if (n >= bottom) {
      if (((n - 0x800) & 0xffff) > (n & 0xffff) || !wraps) n = bottom;
      else {
        n -= 0x800;
        wrapPlayer(s);
      }
    }
  }
  s[C_Y] = n;
}

/** `andi.w #$7FF,(v_player+obY)`: the pixel wraps, the subpixel stays. */
function wrapPlayer(s: Int32Array): void {
  s[P_Y] = ((((s[P_Y] >> 8) & 0x7ff) << 8) | (s[P_Y] & 0xff));
}

function sign16(v: number): number {
  return (v << 16) >> 16;
}
